/** Errors as the logs and stored failures name them. */

/** The short reason behind an error: a code and message, without a stack. */
export function describeError(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) {
    return describeError(error.errors[0]);
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    const message = error.message || error.name;
    return typeof code === "string" && !message.includes(code) ? `${code}: ${message}` : message;
  }
  return String(error);
}

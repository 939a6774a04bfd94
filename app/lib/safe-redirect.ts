/**
 * A redirect target taken from a form or query string, kept on this site: only a path that
 * starts with one "/" is accepted, so "//evil.example" or "https://…" falls back.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  // Control characters could smuggle a different target past some parsers.
  const hasControlCharacter = [...to].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  return hasControlCharacter ? fallback : to;
}

/** The login page, bringing the visitor back to `back` (a path on this site) afterwards. */
export function loginPath(back: string): string {
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}

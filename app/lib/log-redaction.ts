/**
 * Addresses as the logs may keep them: without the secrets some carry. A password-reset link
 * (`/api/auth/reset-password/<token>`, then `/reset-password?token=…`), an e-mail confirmation
 * (`/api/auth/verify-email?token=…`, `/nyhedsbrev/bekraeft?token=…`) and a sign-in with Google or
 * Facebook (`?code=…&state=…`) each hold what lets whoever reads it act as the customer. Every
 * address the shop logs goes through `redactUrl` first.
 */

export const REDACTED = "[redacted]";

/** Query parameters whose values are secrets (compared without case). */
const SECRET_PARAMS = new Set([
  "token",
  "code",
  "state",
  "secret",
  "password",
  "key",
  "signature",
  "sig",
  "otp",
  "access_token",
  "refresh_token",
  "id_token",
]);

/** A parameter name that ends in one of these is a secret too (`resetToken`, `api_key`). */
const SECRET_SUFFIX = /(token|secret|password|signature|_key|apikey)$/i;

/** Paths whose last segment is a secret: the sign-in library's reset link. */
const SECRET_SEGMENT = /(\/reset-password\/)[^/?#]+/gi;

/** Values that are addresses themselves (`callbackURL=/reset-password?token=…`) are redacted too. */
const MAX_DEPTH = 2;

function isSecretName(name: string): boolean {
  const lower = name.toLowerCase();
  return SECRET_PARAMS.has(lower) || SECRET_SUFFIX.test(lower);
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return null;
  }
}

/**
 * `url` (a path with its query, or a whole address) with every secret replaced by
 * "[redacted]": the values of secret parameters, and the token segment of a reset link. Anything
 * else is left exactly as it was, so the log still shows which page was asked for; a fragment
 * (`#…`, which browsers never send) is left out.
 */
export function redactUrl(url: string, depth = 0): string {
  const hashAt = url.indexOf("#");
  const withoutHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = withoutHash.indexOf("?");
  const path = (queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt)).replace(
    SECRET_SEGMENT,
    `$1${REDACTED}`,
  );
  if (queryAt < 0) return path;
  const pairs = withoutHash
    .slice(queryAt + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals < 0) return pair;
      const name = decode(pair.slice(0, equals));
      // A name that does not decode cannot be read by the shop either; its value goes all the same.
      if (name === null || isSecretName(name)) return `${pair.slice(0, equals + 1)}${REDACTED}`;
      const value = decode(pair.slice(equals + 1));
      if (value === null || depth >= MAX_DEPTH || !/[?/]/.test(value)) return pair;
      const redacted = redactUrl(value, depth + 1);
      return redacted === value ? pair : `${pair.slice(0, equals + 1)}${encodeURIComponent(redacted)}`;
    });
  return `${path}?${pairs.join("&")}`;
}

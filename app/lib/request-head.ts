/**
 * What a request's first lines must be before the shop reads any further: a `Host` a URL can
 * be made of, and a method the Fetch API can carry (React Router's requests are Fetch requests).
 * Anything else is a client's mistake, answered 400 or 405, never a server error.
 */

/** A host name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;
const LONGEST_HOST = 255;

/** Whether a `Host` (or `X-Forwarded-Host`) value names a host; none at all (HTTP/1.0) is fine. */
export function isHostHeader(value: string | undefined): boolean {
  return value === undefined || (value.length <= LONGEST_HOST && HOST.test(value));
}

/** Methods the Fetch API refuses to make a request of (and the shop has no use for). */
const UNSUPPORTED_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

export function isSupportedMethod(method: string): boolean {
  return !UNSUPPORTED_METHODS.has(method.toUpperCase());
}

/** Stands in for this site while a target is parsed; only its origin is compared. */
const SITE = "http://site.invalid";

/**
 * A redirect target taken from a form or query string, kept on this site: only a path that
 * starts with one "/" is accepted, so "//evil.example" or "https://…" falls back. The path comes
 * back as the browser would resolve it, and as an address a `Location` header can carry: letters
 * outside ASCII ("/Ā", "/æble") are percent-encoded, what is already encoded stays as it is, and
 * dot segments are resolved. A path that resolves to another host ("/a/..//evil.example") falls
 * back too, so parsing the result again (to add a parameter) cannot lead off the site.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  // Control characters could smuggle a different target past some parsers.
  const hasControlCharacter = [...to].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (hasControlCharacter) return fallback;
  const url = new URL(to, SITE);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === SITE && !path.startsWith("//") ? path : fallback;
}

/** The login page, bringing the visitor back to `back` (a path on this site) afterwards. */
export function loginPath(back: string): string {
  return `/login?redirectTo=${encodeURIComponent(back)}`;
}

/**
 * Text for xmlbuilder2, which writes the shop's XML (the sitemap, the product feed). It escapes
 * `<` and `>` (and `"` in an attribute) itself, but leaves an `&` that looks like an entity
 * (`&copy;`, `&#169;`) as it is: a product text with "&nbsp;" would make the feed no XML at all,
 * and one with "&amp;" would say "&" where the shop's page says "&amp;". So every `&` is written
 * `&amp;` here first, which it leaves alone.
 */
export function xmlText(value: string): string {
  return value.replace(/&/g, "&amp;");
}

/** An attribute's value: as text, and `'` as `&apos;` (as the sitemap package wrote it). */
export function xmlAttribute(value: string): string {
  return xmlText(value).replace(/'/g, "&apos;");
}

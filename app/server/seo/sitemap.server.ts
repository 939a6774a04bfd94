/**
 * The sitemap (sitemaps.org 0.9), written with xmlbuilder2 like the product feed, byte for byte
 * as the sitemap package wrote it: every page once, with its Danish, English and x-default
 * addresses as `xhtml:link` alternates, and `lastmod` only where the content has a real date of
 * change.
 */
import { create } from "xmlbuilder2";
import { LANGUAGES } from "~/i18n/languages";
import { localizedUrl } from "~/lib/seo";
import { xmlAttribute, xmlText } from "./xml.server";

const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";

export type SitemapEntry = { path: string; lastmod?: Date | null };

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  // The schema asks for at least one <url>.
  if (entries.length === 0) throw new Error("A sitemap lists at least one page");
  const urlset = create({ version: "1.0", encoding: "UTF-8" }).ele(SITEMAP_NAMESPACE, "urlset", {
    "xmlns:xhtml": XHTML_NAMESPACE,
  });
  for (const { path, lastmod } of entries) {
    const url = urlset.ele("url");
    url.ele("loc").txt(xmlText(localizedUrl(publicUrl, path, "da")));
    if (lastmod) url.ele("lastmod").txt(lastmod.toISOString());
    const alternates = [
      ...LANGUAGES.map((language) => ({ hreflang: language, href: localizedUrl(publicUrl, path, language) })),
      { hreflang: "x-default", href: localizedUrl(publicUrl, path, "da") },
    ];
    for (const { hreflang, href } of alternates) {
      url.ele(XHTML_NAMESPACE, "xhtml:link", {
        rel: "alternate",
        hreflang: xmlAttribute(hreflang),
        href: xmlAttribute(href),
      });
    }
  }
  // xmlbuilder2 ends an empty element of the XHTML namespace named like an HTML void element
  // (`link`) with " />", as browsers serialize HTML; written "/>" like every other empty
  // element. A ">" in a value is always escaped, so " />" is nowhere else in the document.
  return urlset.end().replaceAll(" />", "/>");
}

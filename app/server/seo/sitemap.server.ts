/**
 * The sitemap (sitemaps.org 0.9), written by the `sitemap` library: every page once, with its
 * Danish, English and x-default addresses as `xhtml:link` alternates, and `lastmod` only where
 * the content has a real date of change.
 */
import { Readable } from "node:stream";
import { SitemapStream, streamToPromise } from "sitemap";
import { LANGUAGES } from "~/i18n/languages";
import { localizedUrl } from "~/lib/seo";

export type SitemapEntry = { path: string; lastmod?: Date | null };

export async function sitemapXml(publicUrl: string, entries: SitemapEntry[]): Promise<string> {
  const stream = new SitemapStream({
    hostname: `${publicUrl}/`,
    xmlns: { xhtml: true, news: false, image: false, video: false },
  });
  const items = entries.map(({ path, lastmod }) => ({
    url: localizedUrl(publicUrl, path, "da"),
    ...(lastmod ? { lastmod: lastmod.toISOString() } : {}),
    links: [
      ...LANGUAGES.map((language) => ({ lang: language, url: localizedUrl(publicUrl, path, language) })),
      { lang: "x-default", url: localizedUrl(publicUrl, path, "da") },
    ],
  }));
  const xml = await streamToPromise(Readable.from(items).pipe(stream));
  return xml.toString("utf8");
}

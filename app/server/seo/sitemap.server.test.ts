import { describe, expect, it } from "vitest";
import { sitemapErrors } from "../../../tests/xml/validate";
import { sitemapXml } from "./sitemap.server";

describe("sitemapXml", () => {
  it("writes a valid sitemap with every language version of each page and lastmod only where given", async () => {
    const xml = await sitemapXml("https://krukke.dk", [
      { path: "/" },
      { path: "/produkter/abc", lastmod: new Date("2026-11-20T10:00:00Z") },
    ]);
    expect(await sitemapErrors(xml)).toEqual([]);
    expect(xml).toContain("<loc>https://krukke.dk/</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://krukke.dk/?lang=en"/>');
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://krukke.dk/"/>');
    expect(xml).toContain("<loc>https://krukke.dk/produkter/abc</loc>");
    expect(xml).toContain("<lastmod>2026-11-20T10:00:00.000Z</lastmod>");
    expect(xml.match(/<lastmod>/g)).toHaveLength(1);
  });

  it("escapes what it writes", async () => {
    const xml = await sitemapXml("https://krukke.dk", [{ path: "/produkter?filter=a&b=<c>" }]);
    expect(await sitemapErrors(xml)).toEqual([]);
    expect(xml).not.toContain("<c>");
  });

  it("is refused by the schema when it is not a sitemap", async () => {
    expect(
      await sitemapErrors(
        '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url/></urlset>',
      ),
    ).not.toEqual([]);
  });
});

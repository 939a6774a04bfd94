import { describe, expect, it } from "vitest";
import { sitemapErrors } from "../../../tests/xml/validate";
import { sitemapXml } from "./sitemap.server";

describe("sitemapXml", () => {
  it("writes a valid sitemap with every language version of each page and lastmod only where given", async () => {
    const xml = sitemapXml("https://krukke.dk", [
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
    const xml = sitemapXml("https://krukke.dk", [{ path: "/produkter?filter=a&b=<c>" }]);
    expect(await sitemapErrors(xml)).toEqual([]);
    expect(xml).not.toContain("<c>");
  });

  it("writes every & as &amp;, also one that looks like an entity, and ' in an attribute as &apos;", async () => {
    // An address's fragment keeps "&copy;" as it is, and xmlbuilder2 alone would write it as the
    // entity.
    const xml = sitemapXml("https://krukke.dk", [{ path: "/blog#&copy;" }]);
    expect(await sitemapErrors(xml)).toEqual([]);
    expect(xml).toContain("<loc>https://krukke.dk/blog#&amp;copy;</loc>");
    const apostrophe = sitemapXml("https://krukke.dk", [{ path: "/o'hara" }]);
    expect(apostrophe).toContain("<loc>https://krukke.dk/o'hara</loc>");
    expect(apostrophe).toContain(
      '<xhtml:link rel="alternate" hreflang="da" href="https://krukke.dk/o&apos;hara"/>',
    );
  });

  it("is the same document, byte for byte, that the sitemap package wrote", () => {
    expect(sitemapXml("https://krukke.dk", [{ path: "/", lastmod: new Date("2026-11-20T10:00:00Z") }])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
        "<url><loc>https://krukke.dk/</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>" +
        '<xhtml:link rel="alternate" hreflang="da" href="https://krukke.dk/"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://krukke.dk/?lang=en"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://krukke.dk/"/>' +
        "</url></urlset>",
    );
  });

  it("needs a page", () => {
    expect(() => sitemapXml("https://krukke.dk", [])).toThrow();
  });

  it("is refused by the schema when it is not a sitemap", async () => {
    expect(
      await sitemapErrors(
        '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url/></urlset>',
      ),
    ).not.toEqual([]);
  });
});

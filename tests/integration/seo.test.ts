/**
 * What search engines and Google Shopping read: the sitemap and the product feed list exactly
 * what the shop offers and publishes, as valid XML, at the prices a guest pays; robots.txt
 * points to the sitemap and keeps private pages out.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { convert } from "xmlbuilder2";
import { loader as feedLoader } from "~/routes/feeds.google-merchant[.]xml";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { loader as sitemapLoader } from "~/routes/sitemap[.]xml";
import { config } from "~/server/config.server";
import { getDb } from "~/server/db/index.server";
import { blogPosts, products, recipes, seasonMenus } from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { clearSeoCache, STATIC_PATHS } from "~/server/seo/seo.server";
import { merchantFeedErrors, sitemapErrors } from "../xml/validate";
import { setupTestDatabase } from "./helpers/database";
import { callLoader } from "./helpers/routes";

/** The products the shop sells: not archived, and not a course sold only in a season menu. */
const forSale = and(isNull(products.archived_at), eq(products.season_only, false));

setupTestDatabase();

/** Where the shop says it is (PUBLIC_URL, or localhost and its port). */
const PUBLIC_URL = config().publicUrl;
const SOLD_OUT = demoId("product", "jordskokkesuppe");
const TOMATO = demoId("product", "tomatsuppe");

beforeAll(async () => {
  await seedDemoData(getDb());
  // An archived product, a draft and a post published a minute ago join the demo data (which
  // already holds a sold-out product and a post scheduled a month ahead).
  await getDb()
    .insert(products)
    .values({ title: "Gammel suppe", base_price: "45.00", type: "soup", archived_at: new Date() });
  await getDb()
    .insert(blogPosts)
    .values([
      { title: "Kladde", category: "business", published_at: null },
      { title: "Lige udgivet", category: "recipes", published_at: new Date(Date.now() - 60_000) },
    ]);
  // Next to the demo data's New Year menu on sale: a draft, a closed and an archived menu.
  const window = {
    order_opens_at: new Date("2026-11-01T00:00:00Z"),
    order_closes_at: new Date("2026-12-28T11:00:00Z"),
  };
  await getDb()
    .insert(seasonMenus)
    .values([
      { slug: "paaske-kladde", name: "Påskemenu (kladde)", status: "draft" as const, ...window },
      { slug: "nytar-lukket", name: "Nytårsmenu (lukket)", status: "closed" as const, ...window },
      { slug: "nytar-arkiv", name: "Nytårsmenu (arkiv)", status: "archived" as const, ...window },
    ]);
});
beforeEach(() => clearSeoCache());

async function fetchText(loader: Parameters<typeof callLoader<Response>>[0], path: string) {
  const response = (await callLoader(loader, path)) as unknown as Response;
  return { response, text: await response.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe("the sitemap", () => {
  it("is a valid sitemap of exactly the static pages, the products on sale, the recipes and the published posts", async () => {
    const { response, text } = await fetchText(sitemapLoader, "/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
    expect(await sitemapErrors(text)).toEqual([]);

    const onSale = await getDb().select({ id: products.id }).from(products).where(forSale);
    const allRecipes = await getDb().select({ id: recipes.id }).from(recipes);
    const published = await getDb()
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(sql`${blogPosts.published_at} <= now()`);
    const menusOnSale = await getDb()
      .select({ slug: seasonMenus.slug })
      .from(seasonMenus)
      .where(eq(seasonMenus.status, "on-sale"));
    const expected = [
      ...STATIC_PATHS.map((path) => `${PUBLIC_URL}${path}`),
      ...onSale.map(({ id }) => `${PUBLIC_URL}/produkter/${id}`),
      ...allRecipes.map(({ id }) => `${PUBLIC_URL}/opskrifter/${id}`),
      ...published.map(({ id }) => `${PUBLIC_URL}/blog/${id}`),
      ...menusOnSale.map(({ slug }) => `${PUBLIC_URL}/${slug}`),
    ];
    expect(locs(text).sort()).toEqual(expected.sort());
    // The sold-out product is still a page; the archived one, the draft and the scheduled post are not.
    expect(text).toContain(`/produkter/${SOLD_OUT}`);
    expect(text).not.toContain(`/blog/${demoId("blog", "madspild")}`);
    expect(published.length).toBe(6);
  });

  it("gives each page its Danish, English and default address, and its date of change", async () => {
    const { text } = await fetchText(sitemapLoader, "/sitemap.xml");
    const [product] = await getDb().select().from(products).where(eq(products.id, TOMATO));
    const entry = text.slice(text.indexOf(`<loc>${PUBLIC_URL}/produkter/${TOMATO}</loc>`));
    const block = entry.slice(0, entry.indexOf("</url>"));
    expect(block).toContain(`<lastmod>${product!.updated_at.toISOString()}</lastmod>`);
    expect(block).toContain(`hreflang="da" href="${PUBLIC_URL}/produkter/${TOMATO}"`);
    expect(block).toContain(`hreflang="en" href="${PUBLIC_URL}/produkter/${TOMATO}?lang=en"`);
    expect(block).toContain(`hreflang="x-default" href="${PUBLIC_URL}/produkter/${TOMATO}"`);
  });

  it("lists the season menu on sale in both languages, and no draft, closed or archived menu", async () => {
    const { text } = await fetchText(sitemapLoader, "/sitemap.xml");
    const [menu] = await getDb().select().from(seasonMenus).where(eq(seasonMenus.slug, "nytar-2026"));
    expect(menu!.status).toBe("on-sale");
    const entry = text.slice(text.indexOf(`<loc>${PUBLIC_URL}/nytar-2026</loc>`));
    const block = entry.slice(0, entry.indexOf("</url>"));
    expect(block).toContain(`<lastmod>${menu!.updated_at.toISOString()}</lastmod>`);
    expect(block).toContain(`hreflang="da" href="${PUBLIC_URL}/nytar-2026"`);
    expect(block).toContain(`hreflang="en" href="${PUBLIC_URL}/nytar-2026?lang=en"`);
    for (const slug of ["paaske-kladde", "nytar-lukket", "nytar-arkiv"]) {
      expect(locs(text)).not.toContain(`${PUBLIC_URL}/${slug}`);
    }
  });

  it("is kept for an hour: a new product shows up once the cached copy is renewed", async () => {
    const before = (await fetchText(sitemapLoader, "/sitemap.xml")).text;
    const [added] = await getDb()
      .insert(products)
      .values({ title: "Ny suppe", base_price: "50.00", type: "soup" })
      .returning({ id: products.id });
    expect((await fetchText(sitemapLoader, "/sitemap.xml")).text).toBe(before);
    clearSeoCache();
    expect((await fetchText(sitemapLoader, "/sitemap.xml")).text).toContain(`/produkter/${added!.id}`);
    await getDb().delete(products).where(eq(products.id, added!.id));
  });
});

type FeedEntry = Record<string, string | Record<string, string>>;
async function feedEntries(path = "/feeds/google-merchant.xml") {
  const { response, text } = await fetchText(feedLoader, path);
  const feed = convert(text, { format: "object" }) as { rss: { channel: { item: FeedEntry | FeedEntry[] } } };
  return { response, text, items: ([] as FeedEntry[]).concat(feed.rss.channel.item) };
}

describe("the Google Merchant Center feed", () => {
  it("is a valid feed of exactly the products on sale, at the price a guest pays, with availability and freight", async () => {
    const { response, text, items } = await feedEntries();
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(await merchantFeedErrors(text)).toEqual([]);

    const onSale = await getDb().select().from(products).where(forSale);
    expect(items.map((item) => item["g:id"]).sort()).toEqual(onSale.map((product) => product.id).sort());
    for (const product of onSale) {
      const item = items.find((candidate) => candidate["g:id"] === product.id)!;
      expect(item["g:price"]).toBe(`${product.base_price} DKK`);
      expect(item["g:availability"]).toBe(product.available ? "in_stock" : "out_of_stock");
      expect(item["g:link"]).toBe(`${PUBLIC_URL}/produkter/${product.id}`);
      expect(item["g:shipping"]).toEqual({
        "g:country": "DK",
        "g:price": Number(product.base_price) >= 400 ? "0.00 DKK" : "50.00 DKK",
      });
    }
    expect(items.find((item) => item["g:id"] === TOMATO)).toMatchObject({
      "g:title": "Tomatsuppe med basilikum",
      "g:price": "59.00 DKK",
      "g:brand": "Krukke",
      "g:condition": "new",
      "g:identifier_exists": "no",
      "g:product_type": "Suppe",
      "g:image_link": `${PUBLIC_URL}/images/products/tomatsuppe-640.webp`,
    });
    expect(items.find((item) => item["g:id"] === SOLD_OUT)?.["g:availability"]).toBe("out_of_stock");
  });

  it("comes in English with ?lang=en, where the English texts exist", async () => {
    const [tomato] = await getDb().select().from(products).where(eq(products.id, TOMATO));
    const { items } = await feedEntries("/feeds/google-merchant.xml?lang=en");
    expect(items.find((item) => item["g:id"] === TOMATO)).toMatchObject({
      "g:title": tomato!.title_en,
      "g:link": `${PUBLIC_URL}/produkter/${TOMATO}?lang=en`,
      "g:product_type": "Soup",
    });
    // Anything else is the Danish feed.
    const { items: fallback } = await feedEntries("/feeds/google-merchant.xml?lang=xx");
    expect(fallback.find((item) => item["g:id"] === TOMATO)?.["g:title"]).toBe("Tomatsuppe med basilikum");
  });
});

describe("robots.txt", () => {
  it("points to the sitemap and keeps login, profile, checkout and the SEO tools out", async () => {
    const { response, text } = await fetchText(robotsLoader, "/robots.txt");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(text).toContain("User-agent: *");
    for (const path of ["/login", "/profile", "/checkout", "/seo-tools"])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(text).not.toMatch(/Disallow: \/\n/);
  });
});

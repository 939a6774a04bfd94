/**
 * What the shop tells search engines and Google Shopping: the sitemap (static pages, products,
 * recipes, published posts, the season menus on sale) and the product feed, both built from the database and kept for an
 * hour ("refreshed hourly", docs/product.md, Static and legal pages), per instance.
 */
import { and, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { translator } from "~/i18n";
import type { Language } from "~/i18n/languages";
import { localized } from "~/i18n/localized";
import { freightFor } from "~/lib/cart";
import { deliveryDayValues } from "~/lib/delivery-weekdays";
import { PLACEHOLDER_IMAGE } from "~/lib/images";
import { priceForViewer } from "~/lib/pricing";
import { sitemapStaticPaths } from "~/lib/pages";
import { localizedUrl } from "~/lib/seo";
import { shop } from "~/lib/shop";
import { foodOf, inShop } from "../catalogue.server";
import { config } from "../config.server";
import { getDb } from "../db/index.server";
import { calendarSettings } from "../delivery-calendar.server";
import { blogPosts, products, recipes, seasonMenus } from "../db/schema.server";
import { foodDetails, merchantFeedXml, unitPricing, type FeedItem } from "./merchant-feed.server";
import { sitemapXml, type SitemapEntry } from "./sitemap.server";

export const SEO_CACHE_SECONDS = 60 * 60;

/** The pages that are the same for everyone and worth finding: those of the route table's sitemap. */
export const STATIC_PATHS = sitemapStaticPaths();

export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const db = getDb();
  const [productRows, recipeRows, postRows, menuRows] = await Promise.all([
    db
      .select({ id: products.id, updated_at: products.updated_at })
      .from(products)
      .where(inShop())
      .orderBy(desc(products.created_at)),
    db
      .select({ id: recipes.id, updated_at: recipes.updated_at })
      .from(recipes)
      .orderBy(desc(recipes.created_at)),
    db
      .select({
        id: blogPosts.id,
        changed: sql<Date>`greatest(${blogPosts.updated_at}, ${blogPosts.published_at})`.mapWith(
          blogPosts.updated_at,
        ),
      })
      .from(blogPosts)
      .where(and(isNotNull(blogPosts.published_at), lte(blogPosts.published_at, sql`now()`)))
      .orderBy(desc(blogPosts.published_at)),
    // A menu on sale is worth finding; a draft is no page, and a closed or archived one is last
    // year's (its page stays, closed for orders, but is not offered to search engines).
    db
      .select({ slug: seasonMenus.slug, updated_at: seasonMenus.updated_at })
      .from(seasonMenus)
      .where(eq(seasonMenus.status, "on-sale"))
      .orderBy(desc(seasonMenus.order_opens_at)),
  ]);
  return [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...productRows.map((row) => ({ path: `/produkter/${row.id}`, lastmod: row.updated_at })),
    ...recipeRows.map((row) => ({ path: `/opskrifter/${row.id}`, lastmod: row.updated_at })),
    ...postRows.map((row) => ({ path: `/blog/${row.id}`, lastmod: row.changed })),
    ...menuRows.map((row) => ({ path: `/${row.slug}`, lastmod: row.updated_at })),
  ];
}

/**
 * Every product on sale (sold out ones too, as out of stock), at the price a guest pays, with
 * its unit pricing and food facts.
 */
export async function feedItems(language: Language): Promise<FeedItem[]> {
  const { publicUrl } = config();
  const t = translator(language);
  const rows = await getDb().select().from(products).where(inShop()).orderBy(desc(products.created_at));
  return rows.map((product) => {
    const price = priceForViewer(product, null).unit;
    const food = foodOf(product);
    return {
      id: product.id,
      title: localized(product.title, product.title_en, language),
      description:
        localized(product.description_long, product.description_long_en, language) ||
        localized(product.description, product.description_en, language),
      link: localizedUrl(publicUrl, `/produkter/${product.id}`, language),
      imageLink: new URL(product.image_url ?? PLACEHOLDER_IMAGE, `${publicUrl}/`).toString(),
      available: product.available,
      price,
      brand: product.brand ?? shop.name,
      productType: t(`products.types.${product.type}`),
      shipping: freightFor(price),
      unitPricing: unitPricing(food.netQuantity, food.netUnit),
      details: foodDetails(food, localized(product.ingredients, product.ingredients_en, language), language),
    };
  });
}

const cache = new Map<string, { at: number; body: string }>();

async function cached(key: string, build: () => Promise<string>): Promise<string> {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < SEO_CACHE_SECONDS * 1000) return hit.body;
  const body = await build();
  cache.set(key, { at: Date.now(), body });
  return body;
}

/** Forgets the cached documents (after a change in the back office, and between tests). */
export function clearSeoCache(): void {
  cache.clear();
}

export function sitemap(): Promise<string> {
  const { publicUrl } = config();
  return cached(`sitemap:${publicUrl}`, async () => sitemapXml(publicUrl, await sitemapEntries()));
}

export function merchantFeed(language: Language): Promise<string> {
  const { publicUrl } = config();
  return cached(`feed:${language}:${publicUrl}`, async () => {
    const t = translator(language);
    return merchantFeedXml(
      {
        title: shop.name,
        link: localizedUrl(publicUrl, "/produkter", language),
        description: t(
          "meta.defaultDescription",
          deliveryDayValues((await calendarSettings()).weekdays, language),
        ),
      },
      await feedItems(language),
    );
  });
}

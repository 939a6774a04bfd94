/**
 * Loads the demo shop. Every row's id is derived from a stable key and inserted with
 * "on conflict do nothing", so loading twice (or after the shop owner edited a row) adds
 * nothing and overwrites nothing.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { copenhagenDateTime } from "../../lib/copenhagen";
import { shop } from "../../lib/shop";
import type { Database, Transaction } from "./client.server";
import {
  DEMO_BRAND,
  demoBlogPosts,
  demoDiscountCodes,
  demoProducts,
  demoRecipes,
  demoSeasonCourses,
  demoSeasonMenu,
} from "./demo-data.server";
import {
  appSettings,
  blogPosts,
  discountCodes,
  products,
  recipes,
  seasonMenuCourses,
  seasonMenuDays,
  seasonMenuPlaces,
  seasonMenus,
} from "./schema.server";

const DEMO_DATA_SETTING = "demo_data_loaded_at";

/** A name-based UUID (version 5 layout over SHA-1), the same for the same key every time. */
export function demoId(kind: string, key: string): string {
  const hash = createHash("sha1").update(`krukke-demo:${kind}:${key}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const productImageUrl = (key: string) => `/images/products/${key}-640.webp`;
export const recipeImageUrl = (key: string) => `/images/recipes/${key}-640.webp`;
export const blogImageUrl = (key: string) => `/images/blog/${key}-640.webp`;

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export type SeedResult = {
  products: number;
  recipes: number;
  blogPosts: number;
  discountCodes: number;
  seasonMenus: number;
};

/** Inserts whatever part of the demo data is missing; returns how many rows were added. */
export async function seedDemoData(db: Database, now = new Date()): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    const addedProducts = await tx
      .insert(products)
      .values(
        demoProducts.map(({ key, colors: _colors, ...product }, index) => ({
          ...product,
          id: demoId("product", key),
          brand: DEMO_BRAND,
          image_url: productImageUrl(key),
          // Listed newest first: the first product in the list is the newest.
          created_at: new Date(now.getTime() - index * HOUR),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: products.id });

    const addedRecipes = await tx
      .insert(recipes)
      .values(
        demoRecipes.map(({ key, colors: _colors, ...recipe }, index) => ({
          ...recipe,
          id: demoId("recipe", key),
          image_url: recipeImageUrl(key),
          created_at: new Date(now.getTime() - index * DAY),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: recipes.id });

    const addedPosts = await tx
      .insert(blogPosts)
      .values(
        demoBlogPosts.map(({ key, colors: _colors, publishedInDays, ...post }) => ({
          ...post,
          id: demoId("blog", key),
          image_url: blogImageUrl(key),
          published_at: new Date(now.getTime() + publishedInDays * DAY),
          created_at: new Date(now.getTime() + Math.min(publishedInDays, 0) * DAY),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: blogPosts.id });

    const addedCodes = await tx
      .insert(discountCodes)
      .values(
        demoDiscountCodes.map((code) => ({
          ...code,
          id: demoId("discount", code.code),
          start_date: code.start_date ? new Date(code.start_date) : null,
          end_date: code.end_date ? new Date(code.end_date) : null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: discountCodes.id });

    const seasonMenu = await seedSeasonMenu(tx);

    await tx
      .insert(appSettings)
      .values({ key: DEMO_DATA_SETTING, value: now.toISOString() })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: now.toISOString() } });

    return {
      products: addedProducts.length + seasonMenu.courses,
      recipes: addedRecipes.length,
      blogPosts: addedPosts.length,
      discountCodes: addedCodes.length,
      seasonMenus: seasonMenu.menus,
    };
  });
}

/**
 * The New Year menu 2026 (`/nytar-2026`), on sale: its three courses (products sold only in the
 * menu, with their food information), the kitchen in Glostrup, a partner in Vedbæk and the
 * lockers, each with 30 and 31 December.
 */
async function seedSeasonMenu(tx: Transaction): Promise<{ menus: number; courses: number }> {
  const menu = demoSeasonMenu;
  const menuId = demoId("season-menu", menu.slug);
  const addedCourses = await tx
    .insert(products)
    .values(
      demoSeasonCourses.map(({ key, colors: _colors, course: _course, ...product }) => ({
        ...product,
        id: demoId("product", key),
        brand: DEMO_BRAND,
        season_only: true,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: products.id });
  const { places, opens, closes, ...texts } = menu;
  const addedMenus = await tx
    .insert(seasonMenus)
    .values({
      ...texts,
      id: menuId,
      order_opens_at: copenhagenDateTime(opens)!,
      order_closes_at: copenhagenDateTime(closes)!,
    })
    .onConflictDoNothing()
    .returning({ id: seasonMenus.id });
  await tx
    .insert(seasonMenuCourses)
    .values(
      demoSeasonCourses.map(({ key, course }, position) => ({
        id: demoId("season-course", key),
        menu_id: menuId,
        product_id: demoId("product", key),
        position,
        ...course,
      })),
    )
    .onConflictDoNothing();
  const kitchen = `${shop.address.street}, ${shop.address.postalCode} ${shop.address.city}`;
  await tx
    .insert(seasonMenuPlaces)
    .values(
      places.map(({ key, days: _days, ...place }, position) => ({
        address: kitchen,
        ...place,
        id: demoId("season-place", `${menu.slug}:${key}`),
        menu_id: menuId,
        position,
      })),
    )
    .onConflictDoNothing();
  await tx
    .insert(seasonMenuDays)
    .values(
      places.flatMap((place) =>
        place.days.map((day) => ({
          place_id: demoId("season-place", `${menu.slug}:${place.key}`),
          pickup_date: day.date,
          opens: day.opens,
          closes: day.closes,
          capacity_covers: day.capacity,
        })),
      ),
    )
    .onConflictDoNothing();
  return { menus: addedMenus.length, courses: addedCourses.length };
}

/** True once the demo data has been loaded into this database (even if since edited away). */
export async function demoDataLoaded(db: Database): Promise<boolean> {
  const rows = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, DEMO_DATA_SETTING));
  return rows.length > 0;
}

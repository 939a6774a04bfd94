/**
 * Reading the catalogue: the columns a product is shown with, its food information, and one
 * product. The list, its search and facets are in catalogue-search.server.ts. Archived products
 * are no longer for sale and are not shown; a product sold only in a season menu is not in the
 * shop's list, search, sitemap, feed or cart (`inShop`), but its page stays.
 */
import { and, eq, isNull } from "drizzle-orm";
import type { CatalogueProduct } from "~/lib/catalogue";
import type { FoodInfo } from "~/lib/food";
import { isUuid } from "~/lib/ids";
import { getDb } from "./db/index.server";
import { products } from "./db/schema.server";

/**
 * The products the shop sells on their own: not archived, and not sold only as a course of a
 * season menu (`season_only`). The list, its search and facets, the sitemap, the feed and the
 * cart all ask this one condition.
 */
export const inShop = () => and(isNull(products.archived_at), eq(products.season_only, false));

/** The columns a product page, card or search result needs. */
export const catalogueColumns = {
  id: products.id,
  title: products.title,
  title_en: products.title_en,
  description: products.description,
  description_en: products.description_en,
  description_long: products.description_long,
  description_long_en: products.description_long_en,
  base_price: products.base_price,
  customer_price: products.customer_price,
  b2b_price: products.b2b_price,
  image_url: products.image_url,
  is_organic: products.is_organic,
  is_new: products.is_new,
  available: products.available,
  weight: products.weight,
  brand: products.brand,
  type: products.type,
  ingredients: products.ingredients,
  ingredients_en: products.ingredients_en,
  food: foodColumns(),
};

/** The products table's food information columns (~/lib/food). */
export function foodColumns() {
  return {
    nutritional_info: products.nutritional_info,
    allergens: products.allergens,
    may_contain: products.may_contain,
    diets: products.diets,
    ingredient_list: products.ingredient_list,
    net_quantity: products.net_quantity,
    net_unit: products.net_unit,
    storage: products.storage,
    storage_en: products.storage_en,
    shelf_life_days: products.shelf_life_days,
    days_after_opening: products.days_after_opening,
    preparation: products.preparation,
    preparation_en: products.preparation_en,
    origin: products.origin,
    origin_en: products.origin_en,
    is_organic: products.is_organic,
    organic_origin: products.organic_origin,
    oe_label: products.oe_label,
  };
}

export type FoodRow = { [K in keyof ReturnType<typeof foodColumns>]: (typeof products.$inferSelect)[K] };

/** A product row's food information, as every page and e-mail gets it. */
export function foodOf(row: FoodRow): FoodInfo {
  return {
    allergens: row.allergens,
    mayContain: row.may_contain,
    diets: row.diets,
    ingredients: row.ingredient_list,
    nutrition: row.nutritional_info,
    netQuantity: row.net_quantity,
    netUnit: row.net_unit,
    storage: row.storage,
    storage_en: row.storage_en,
    shelfLifeDays: row.shelf_life_days,
    daysAfterOpening: row.days_after_opening,
    preparation: row.preparation,
    preparation_en: row.preparation_en,
    origin: row.origin,
    origin_en: row.origin_en,
    isOrganic: row.is_organic,
    organicOrigin: row.organic_origin,
    oeLabel: row.oe_label,
  };
}

/** A row of catalogueColumns as the pages get it: the food information in one object. */
export function catalogueProduct(row: CatalogueRow): CatalogueProduct {
  return { ...row, food: foodOf(row.food) };
}

export type CatalogueRow = Omit<CatalogueProduct, "food"> & { food: FoodRow };

/** One product on sale, or null (also for an id that is not a UUID: nothing to look up). */
export async function findProduct(id: string): Promise<CatalogueProduct | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select(catalogueColumns)
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archived_at)));
  return row ? catalogueProduct(row) : null;
}

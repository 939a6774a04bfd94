/**
 * Reading the catalogue: the product list (filtered, newest first, a page at a time) and one
 * product. Archived products are no longer for sale and are not shown.
 */
import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { CatalogueProduct, ProductFilter } from "~/lib/catalogue";
import { isUuid } from "~/lib/ids";
import { getDb } from "./db/index.server";
import { products } from "./db/schema";

const catalogueColumns = {
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
  nutritional_info: products.nutritional_info,
};

function filterCondition(filter: ProductFilter): SQL | undefined {
  switch (filter) {
    case "okologisk":
      return eq(products.is_organic, true);
    case "supper":
      return eq(products.type, "soup");
    case "retter":
      return eq(products.type, "dish");
    default:
      return undefined;
  }
}

export async function listProducts(options: {
  filter: ProductFilter;
  page: number;
  pageSize: number;
}): Promise<{ products: CatalogueProduct[]; total: number }> {
  const db = getDb();
  const where = and(isNull(products.archived_at), filterCondition(options.filter));
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(catalogueColumns)
      .from(products)
      .where(where)
      .orderBy(desc(products.created_at), desc(products.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { products: rows, total };
}

/** One product on sale, or null (also for an id that is not a UUID: nothing to look up). */
export async function findProduct(id: string): Promise<CatalogueProduct | null> {
  if (!isUuid(id)) return null;
  const [row] = await getDb()
    .select(catalogueColumns)
    .from(products)
    .where(and(eq(products.id, id), isNull(products.archived_at)));
  return row ?? null;
}

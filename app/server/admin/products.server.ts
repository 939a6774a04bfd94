/**
 * Products in the back office: list and search, create, edit every field, and remove — a
 * product that orders refer to is archived instead (it leaves the shop, the orders keep it).
 * Every change is logged, and the sitemap and product feed are built anew.
 */
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, containsPattern, type ProductFilters } from "~/lib/admin-filters";
import { da } from "~/i18n/da";
import { en } from "~/i18n/en";
import { ingredientText } from "~/lib/food";
import { foodFormValues, foodFromInput } from "~/lib/food-form";
import { toKronerString } from "~/lib/money";
import type { ProductInput } from "~/lib/schemas/admin";
import { getDb } from "../db/index.server";
import { orderItems, products, type Product } from "../db/schema.server";
import { foodOf } from "../catalogue.server";
import { discardImage } from "../images/storage.server";
import { clearSeoCache } from "../seo/seo.server";
import { recordAudit, type AuditActor } from "./audit.server";
import { saveRecord } from "./records.server";

export async function listProducts(filters: ProductFilters) {
  const parts: (SQL | undefined)[] = [
    filters.availability === "archived" ? isNotNull(products.archived_at) : isNull(products.archived_at),
  ];
  if (filters.availability === "available") parts.push(eq(products.available, true));
  if (filters.availability === "unavailable") parts.push(eq(products.available, false));
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    parts.push(or(ilike(products.title, pattern), ilike(products.title_en, pattern)));
  }
  const where = and(...parts);
  const db = getDb();
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(desc(products.created_at), products.id)
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { products: rows, total: counted?.n ?? 0 };
}

/** A product as the back office edits it, archived or not. */
export async function adminProduct(id: string): Promise<Product | undefined> {
  const [product] = await getDb().select().from(products).where(eq(products.id, id));
  return product;
}

/** The form's values for a stored product (prices as kroner with a decimal comma). */
export function productFormValues(product: Product) {
  const kroner = (value: string | null) => value?.replace(".", ",") ?? "";
  return {
    title: product.title,
    titleEn: product.title_en ?? "",
    description: product.description,
    descriptionEn: product.description_en ?? "",
    descriptionLong: product.description_long ?? "",
    descriptionLongEn: product.description_long_en ?? "",
    basePrice: kroner(product.base_price),
    customerPrice: kroner(product.customer_price),
    b2bPrice: kroner(product.b2b_price),
    type: product.type,
    weight: product.weight ?? "",
    brand: product.brand ?? "",
    ...foodFormValues(foodOf(product)),
    isOrganic: product.is_organic,
    isNew: product.is_new,
    available: product.available,
    seasonOnly: product.season_only,
    dailyLimit: product.daily_limit ?? undefined,
  };
}

/** The organic note under the written ingredient list ("*Økologisk"), in each language. */
const ORGANIC_NOTE = { da: da.common.organic, en: en.common.organic };

/** The products table's food information columns from the form. */
function foodColumnsOf(input: ProductInput) {
  const food = foodFromInput(input);
  return {
    allergens: food.allergens,
    may_contain: food.mayContain,
    diets: food.diets,
    ingredient_list: food.ingredients,
    nutritional_info: food.nutrition,
    net_quantity: food.netQuantity,
    net_unit: food.netUnit,
    storage: food.storage,
    storage_en: food.storage_en,
    shelf_life_days: food.shelfLifeDays,
    days_after_opening: food.daysAfterOpening,
    preparation: food.preparation,
    preparation_en: food.preparation_en,
    origin: food.origin,
    origin_en: food.origin_en,
    organic_origin: food.organicOrigin,
    oe_label: food.oeLabel,
    // The `ingredients` text columns are written from the list, the one source. A product
    // whose list is still empty keeps the text it has (nothing typed before is lost).
    ...(food.ingredients.length > 0
      ? {
          ingredients: ingredientText(food.ingredients, "da", ORGANIC_NOTE.da),
          ingredients_en: ingredientText(food.ingredients, "en", ORGANIC_NOTE.en),
        }
      : {}),
  };
}

function columns(input: ProductInput) {
  const price = (ore: number | undefined) => (ore === undefined ? null : toKronerString(ore));
  return {
    title: input.title,
    title_en: input.titleEn ?? null,
    description: input.description,
    description_en: input.descriptionEn ?? null,
    description_long: input.descriptionLong ?? null,
    description_long_en: input.descriptionLongEn ?? null,
    base_price: toKronerString(input.basePrice!),
    customer_price: price(input.customerPrice),
    b2b_price: price(input.b2bPrice),
    type: input.type,
    weight: input.weight ?? null,
    brand: input.brand ?? null,
    ...foodColumnsOf(input),
    is_organic: input.isOrganic,
    is_new: input.isNew,
    available: input.available,
    season_only: input.seasonOnly,
    daily_limit: input.dailyLimit ?? null,
  };
}

/** The log keeps what the shop owner changes, not the timestamps. */
const logged = ({ created_at: _created, updated_at: _updated, ...rest }: Product) => rest;

/**
 * Creates the product (`id` null) or updates it. `imageUrl` is a freshly stored image that
 * replaces the current one.
 */
export function saveProduct(actor: AuditActor, id: string | null, input: ProductInput, imageUrl?: string) {
  const values = { ...columns(input), ...(imageUrl ? { image_url: imageUrl } : {}) };
  return saveRecord({
    actor,
    entityType: "product",
    id,
    imageUrl,
    insert: async (tx) => (await tx.insert(products).values(values).returning())[0]!,
    lock: async (tx, key) => (await tx.select().from(products).where(eq(products.id, key)).for("update"))[0],
    update: async (tx, key) =>
      (await tx.update(products).set(values).where(eq(products.id, key)).returning())[0]!,
  });
}

/**
 * Deletes a product nothing refers to; archives one that orders refer to. Returns what was
 * done, or null when there is no such product.
 */
export async function removeProduct(actor: AuditActor, id: string): Promise<"deleted" | "archived" | null> {
  const outcome = await getDb().transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, id)).for("update");
    if (!product) return null;
    const [ordered] = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.product_id, id))
      .limit(1);
    if (ordered) {
      if (!product.archived_at) {
        await tx.update(products).set({ archived_at: new Date() }).where(eq(products.id, id));
        await recordAudit(actor, { entityType: "product", entityId: id, action: "archive" }, tx);
      }
      return { done: "archived" as const, image: null };
    }
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(
      actor,
      { entityType: "product", entityId: id, action: "delete", before: logged(product) },
      tx,
    );
    return { done: "deleted" as const, image: product.image_url };
  });
  if (!outcome) return null;
  await discardImage(outcome.image);
  clearSeoCache();
  return outcome.done;
}

/** Brings an archived product back to the shop. */
export async function restoreProduct(actor: AuditActor, id: string): Promise<boolean> {
  const restored = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(products)
      .set({ archived_at: null })
      .where(and(eq(products.id, id), isNotNull(products.archived_at)))
      .returning({ id: products.id });
    if (row) await recordAudit(actor, { entityType: "product", entityId: id, action: "restore" }, tx);
    return Boolean(row);
  });
  if (restored) clearSeoCache();
  return restored;
}

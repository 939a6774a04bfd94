/**
 * The cart. A signed-in customer's lines live in `cart_items` (one per product, expiring 7 days
 * after they were added or last changed); a guest's lines live in the browser and are priced
 * here. Every operation is scoped to the signed-in user: there are no line ids to tamper with.
 */
import { and, desc, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import {
  CART_LINE_DAYS,
  clampQuantity,
  lineTotal,
  MAX_LINE_QUANTITY,
  priceCart,
  type AppliedDiscount,
  type CartLineView,
  type CartView,
} from "~/lib/cart";
import { checkDiscount, codeNamedBy, normaliseCode } from "~/lib/discounts";
import { allergenInfo, unitPrice } from "~/lib/food";
import { isUuid } from "~/lib/ids";
import { priceForViewer, type Viewer } from "~/lib/pricing";
import { inShop } from "./catalogue.server";
import { getDb, type Database, type Transaction } from "./db/index.server";
import { cartItems, discountCodes, products } from "./db/schema.server";

export type GuestLine = { productId: string; quantity: number };

const productColumns = {
  id: products.id,
  title: products.title,
  title_en: products.title_en,
  image_url: products.image_url,
  available: products.available,
  base_price: products.base_price,
  customer_price: products.customer_price,
  b2b_price: products.b2b_price,
  net_quantity: products.net_quantity,
  net_unit: products.net_unit,
  allergens: products.allergens,
  may_contain: products.may_contain,
  ingredient_list: products.ingredient_list,
};

type ProductForCart = { [K in keyof typeof productColumns]: (typeof products.$inferSelect)[K] };

const notExpired = () => gt(cartItems.expires_at, sql`now()`);
const expiresAt = () => sql`now() + make_interval(days => ${CART_LINE_DAYS})`;

/** The user's unexpired lines with their products, newest first. */
async function storedLines(userId: string, db: Database | Transaction = getDb()) {
  return db
    .select({ quantity: cartItems.quantity, product: productColumns })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.product_id))
    .where(and(eq(cartItems.user_id, userId), notExpired(), inShop()))
    .orderBy(desc(cartItems.added_at), desc(cartItems.id));
}

/** The code the shopper's text names, or null: none by that name, or text no code can look like. */
export async function findDiscountCode(text: string) {
  const code = codeNamedBy(text);
  if (code === null) return null;
  const [record] = await getDb().select().from(discountCodes).where(eq(discountCodes.code, code));
  return record ?? null;
}

/** Prices lines for the viewer and applies the code, if it still applies to this subtotal. */
export async function buildCartView(
  lines: { product: ProductForCart; quantity: number }[],
  viewer: Viewer,
  discountCode: string | null,
): Promise<CartView> {
  const priced: CartLineView[] = lines.map(({ product, quantity }) => {
    const price = priceForViewer(product, viewer);
    return {
      productId: product.id,
      title: product.title,
      title_en: product.title_en,
      image_url: product.image_url,
      available: product.available,
      quantity,
      unitPrice: price.unit,
      listPrice: price.list,
      lineTotal: lineTotal({ unitPrice: price.unit, quantity }),
      measurePrice: unitPrice(price.unit, product.net_quantity, product.net_unit),
      food: allergenInfo({
        allergens: product.allergens,
        mayContain: product.may_contain,
        ingredients: product.ingredient_list,
      }),
    };
  });
  // Sold-out products stay visible in the cart but are not part of what can be bought.
  const buyable = priced.filter((line) => line.available);
  const subtotal = buyable.reduce((sum, line) => sum + line.lineTotal, 0);
  let discount: AppliedDiscount | null = null;
  let rule = null;
  if (discountCode) {
    const check = checkDiscount(await findDiscountCode(discountCode), subtotal);
    if (check.ok) {
      rule = check.rule;
      discount = { code: check.rule.code, ok: true, type: check.rule.type };
    } else {
      discount = { code: normaliseCode(discountCode), ok: false, problem: check };
    }
  }
  return { lines: priced, totals: priceCart(buyable, rule), discount };
}

export async function loadCart(
  userId: string,
  viewer: Viewer,
  discountCode: string | null,
): Promise<CartView> {
  return buildCartView(await storedLines(userId), viewer, discountCode);
}

/** A guest's lines (from the browser) priced as the server sees them; unknown products drop out. */
export async function previewGuestCart(lines: GuestLine[], discountCode: string | null): Promise<CartView> {
  const wanted = new Map<string, number>();
  for (const line of lines) {
    const quantity = clampQuantity(line.quantity);
    if (isUuid(line.productId) && quantity > 0) {
      wanted.set(line.productId, Math.min((wanted.get(line.productId) ?? 0) + quantity, MAX_LINE_QUANTITY));
    }
  }
  if (wanted.size === 0) return buildCartView([], null, discountCode);
  const found = await getDb()
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.id, [...wanted.keys()]), inShop()));
  const byId = new Map(found.map((product) => [product.id, product]));
  const ordered = [...wanted.entries()]
    .filter(([id]) => byId.has(id))
    .map(([id, quantity]) => ({ product: byId.get(id)!, quantity }));
  return buildCartView(ordered, null, discountCode);
}

/** "season-only": the product is sold only as a course of a season menu, never in a cart. */
export type AddOutcome = "added" | "unavailable" | "season-only" | "not-found";

async function productForSale(productId: string, db: Database | Transaction) {
  if (!isUuid(productId)) return null;
  const [product] = await db
    .select({ id: products.id, available: products.available, season_only: products.season_only })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.archived_at)));
  return product ?? null;
}

/**
 * Adds to the user's line for the product (a new line, or more of it), and starts its 7 days
 * again. A line that had expired starts over with the new quantity.
 */
async function addLine(userId: string, productId: string, quantity: number, db: Database | Transaction) {
  const expired = sql`${cartItems.expires_at} <= now()`;
  await db
    .insert(cartItems)
    .values({ user_id: userId, product_id: productId, quantity, expires_at: expiresAt() })
    .onConflictDoUpdate({
      target: [cartItems.user_id, cartItems.product_id],
      set: {
        quantity: sql`case when ${expired} then excluded.quantity else least(${cartItems.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY}) end`,
        added_at: sql`case when ${expired} then now() else ${cartItems.added_at} end`,
        expires_at: expiresAt(),
      },
    });
}

export async function addToCart(userId: string, productId: string, quantity: number): Promise<AddOutcome> {
  const db = getDb();
  const product = await productForSale(productId, db);
  if (!product) return "not-found";
  if (product.season_only) return "season-only";
  if (!product.available) return "unavailable";
  const count = clampQuantity(quantity);
  if (count < 1) return "added";
  await addLine(userId, productId, count, db);
  return "added";
}

/** Sets a line's quantity; 0 or less removes it. Returns whether the user had the line. */
export async function setLineQuantity(userId: string, productId: string, quantity: number): Promise<boolean> {
  if (!isUuid(productId)) return false;
  const count = clampQuantity(quantity);
  if (count < 1) return removeFromCart(userId, productId);
  const updated = await getDb()
    .update(cartItems)
    .set({ quantity: count, expires_at: expiresAt() })
    .where(and(eq(cartItems.user_id, userId), eq(cartItems.product_id, productId), notExpired()))
    .returning({ id: cartItems.id });
  return updated.length > 0;
}

export async function removeFromCart(userId: string, productId: string): Promise<boolean> {
  if (!isUuid(productId)) return false;
  const removed = await getDb()
    .delete(cartItems)
    .where(and(eq(cartItems.user_id, userId), eq(cartItems.product_id, productId)))
    .returning({ id: cartItems.id });
  return removed.length > 0;
}

export async function clearCart(userId: string, db: Database | Transaction = getDb()): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.user_id, userId));
}

/**
 * Moves a guest's lines into the account's cart in one transaction: quantities are added for
 * products already there, other products are inserted. Products that are sold out or gone
 * cannot be moved and are reported.
 */
export async function mergeGuestCart(
  userId: string,
  lines: GuestLine[],
): Promise<{ merged: string[]; skipped: string[] }> {
  return getDb().transaction(async (tx) => {
    const merged: string[] = [];
    const skipped: string[] = [];
    for (const line of lines) {
      const quantity = clampQuantity(line.quantity);
      if (quantity < 1) continue;
      const product = await productForSale(line.productId, tx);
      if (!product?.available || product.season_only) {
        skipped.push(line.productId);
        continue;
      }
      await addLine(userId, line.productId, quantity, tx);
      merged.push(line.productId);
    }
    return { merged, skipped };
  });
}

/** Removes lines whose 7 days have passed (a background job). */
export async function deleteExpiredCartLines(): Promise<number> {
  const removed = await getDb()
    .delete(cartItems)
    .where(lt(cartItems.expires_at, sql`now()`))
    .returning({ id: cartItems.id });
  return removed.length;
}

/** The user's cart as jars (product and quantity), for a subscription made from it. */
export async function cartJars(userId: string): Promise<{ productId: string; quantity: number }[]> {
  const lines = await storedLines(userId);
  return lines.map((line) => ({ productId: line.product.id, quantity: line.quantity }));
}

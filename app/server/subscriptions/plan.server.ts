/**
 * A subscription's plan: the admin's subscription discount, the jars of a subscription and what
 * one delivery of them costs at the customer's prices of today. Reads only; no payments.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { priceForViewer } from "~/lib/pricing";
import { DEFAULT_DISCOUNT_PERCENT, deliveryPrice, type SubscriptionLine } from "~/lib/subscriptions";
import { recordAudit, type AuditActor } from "../admin/audit.server";
import { foodColumns } from "../catalogue.server";
import { getDb, type Database, type Transaction } from "../db/index.server";
import { appSettings, products, profiles, subscriptionItems } from "../db/schema.server";

const DISCOUNT_KEY = "subscription-discount";

// ---------------------------------------------------------------------------------------------
// The admin's discount

export async function subscriptionDiscount(db: Database | Transaction = getDb()): Promise<number> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, DISCOUNT_KEY));
  const value = (row?.value as { percent?: unknown } | undefined)?.percent;
  return typeof value === "number" && value >= 0 && value <= 50 ? value : DEFAULT_DISCOUNT_PERCENT;
}

export async function setSubscriptionDiscount(percent: number, actor: AuditActor): Promise<void> {
  await getDb().transaction(async (tx) => {
    const before = await subscriptionDiscount(tx);
    await tx
      .insert(appSettings)
      .values({ key: DISCOUNT_KEY, value: { percent } })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: { percent }, updated_at: new Date() } });
    await recordAudit(
      actor,
      {
        entityType: "subscription",
        entityId: DISCOUNT_KEY,
        action: "discount",
        before: { percent: before },
        after: { percent },
      },
      tx,
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Prices of a delivery

/** The jars at the customer's prices of today, and what one delivery costs. */
export async function quoteDelivery(
  userId: string,
  lines: readonly SubscriptionLine[],
  db: Database | Transaction = getDb(),
) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw new Error("no profile for a subscription");
  const ids = lines.map((line) => line.productId);
  const rows = ids.length
    ? await db
        .select({
          id: products.id,
          title: products.title,
          title_en: products.title_en,
          available: products.available,
          archived_at: products.archived_at,
          base_price: products.base_price,
          customer_price: products.customer_price,
          b2b_price: products.b2b_price,
          food: foodColumns(),
        })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const viewer = { role: profile.role, discountPercentage: profile.discount_percentage };
  const quoted = lines.flatMap((line) => {
    const product = rows.find((row) => row.id === line.productId);
    if (!product) return [];
    return [
      {
        productId: product.id,
        title: product.title,
        titleEn: product.title_en,
        quantity: line.quantity,
        unitPrice: priceForViewer(product, viewer).unit,
        available: product.available && !product.archived_at,
        food: product.food,
      },
    ];
  });
  const discountPercent = await subscriptionDiscount(db);
  const deliverable = quoted.filter((line) => line.available);
  return { profile, lines: quoted, discountPercent, totals: deliveryPrice(deliverable, discountPercent) };
}

// ---------------------------------------------------------------------------------------------
// The jars

/** A subscription's jars as they stand, by product. */
export async function itemsOf(
  subscriptionId: string,
  db: Database | Transaction = getDb(),
): Promise<SubscriptionLine[]> {
  return db
    .select({ productId: subscriptionItems.product_id, quantity: subscriptionItems.quantity })
    .from(subscriptionItems)
    .where(eq(subscriptionItems.subscription_id, subscriptionId))
    .orderBy(asc(subscriptionItems.product_id));
}

/** One line per product, its quantities summed; a line of no jars left out. */
export function mergeLines(lines: readonly SubscriptionLine[]): SubscriptionLine[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  return [...merged]
    .map(([productId, quantity]) => ({ productId, quantity }))
    .filter((line) => line.quantity > 0);
}

/**
 * The batches the kitchen recorded and how many of each batch's jars are not in an order yet.
 * A jar counts as taken while its order is not cancelled (a cancelled order's jars are back on
 * the shelf). Packing and a recall lock a product's batches (in id order, so they never wait on
 * each other in a circle) before they count, so two of them never hand out the same jars and a
 * recall never misses a line packed at the same moment.
 */
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { BatchStock } from "~/lib/batches";
import { getDb, type Database, type Transaction } from "../db/index.server";
import { batches, orderItemBatches, orderItems, orders } from "../db/schema.server";

export type StockedBatch = BatchStock & { productId: string; jarsMade: number; recalled: boolean };

/** Locks the batches of `productIds` until `tx` ends, in id order. */
export async function lockBatchesOf(tx: Transaction, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .select({ id: batches.id })
    .from(batches)
    .where(inArray(batches.product_id, [...productIds]))
    .orderBy(asc(batches.id))
    .for("update");
}

/**
 * The batches of `productIds` with the jars each has left. `freeing`: order lines whose current
 * assignments count as free (a packer re-packing an order hands its jars back first).
 */
export async function batchStock(
  productIds: readonly string[],
  db: Database | Transaction = getDb(),
  freeing: readonly string[] = [],
): Promise<StockedBatch[]> {
  if (productIds.length === 0) return [];
  const taken = db
    .select({
      batch_id: orderItemBatches.batch_id,
      jars: sql<number>`sum(${orderItemBatches.quantity})::int`.as("jars"),
    })
    .from(orderItemBatches)
    .innerJoin(orderItems, eq(orderItems.id, orderItemBatches.order_item_id))
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(
      and(
        sql`${orders.status} <> 'cancelled'`,
        freeing.length > 0 ? notInArray(orderItemBatches.order_item_id, [...freeing]) : undefined,
      ),
    )
    .groupBy(orderItemBatches.batch_id)
    .as("taken");
  const rows = await db
    .select({
      id: batches.id,
      productId: batches.product_id,
      lotCode: batches.lot_code,
      producedOn: batches.produced_on,
      bestBefore: batches.best_before,
      jarsMade: batches.jars_made,
      recalledAt: batches.recalled_at,
      taken: sql<number>`coalesce(${taken.jars}, 0)`,
    })
    .from(batches)
    .leftJoin(taken, eq(taken.batch_id, batches.id))
    .where(inArray(batches.product_id, [...productIds]))
    .orderBy(asc(batches.best_before), asc(batches.produced_on), asc(batches.lot_code));
  return rows.map(({ recalledAt, taken: used, ...row }) => ({
    ...row,
    left: Math.max(0, row.jarsMade - Number(used)),
    recalled: recalledAt !== null,
  }));
}

/** The lots each of `itemIds`' jars were packed from: order line id → lots, soonest date first. */
export async function lotsOfLines(
  itemIds: readonly string[],
  db: Database | Transaction = getDb(),
): Promise<Map<string, { lotCode: string; bestBefore: string; quantity: number }[]>> {
  const lots = new Map<string, { lotCode: string; bestBefore: string; quantity: number }[]>();
  if (itemIds.length === 0) return lots;
  const rows = await db
    .select({
      itemId: orderItemBatches.order_item_id,
      lotCode: batches.lot_code,
      bestBefore: batches.best_before,
      quantity: orderItemBatches.quantity,
    })
    .from(orderItemBatches)
    .innerJoin(batches, eq(batches.id, orderItemBatches.batch_id))
    .where(inArray(orderItemBatches.order_item_id, [...itemIds]))
    .orderBy(asc(batches.best_before), asc(batches.lot_code));
  for (const { itemId, ...lot } of rows) lots.set(itemId, [...(lots.get(itemId) ?? []), lot]);
  return lots;
}

/**
 * Packing an order: each line's jars assigned to batches, first expired first out unless the
 * packer chose otherwise on the packing slip (~/lib/batches). Only a paid order not yet shipped
 * is packed; packing it again replaces its assignments. Writes no status or money: the order's
 * `packed_at` and its lines' batches are facts of the warehouse.
 */
import { asc, eq, inArray } from "drizzle-orm";
import { assignFefo, assignmentProblem, type Assignment, type AssignmentProblem } from "~/lib/batches";
import { recordAudit, type AuditActor } from "../admin/audit.server";
import { getDb, type Transaction } from "../db/index.server";
import { orderItemBatches, orderItems, orders } from "../db/schema.server";
import { batchStock, lockBatchesOf, lotsOfLines, type StockedBatch } from "./stock.server";

export type PackingLine = {
  itemId: string;
  productId: string;
  title: string;
  quantity: number;
  /** The lots it was packed from (empty until packed). */
  packed: { lotCode: string; bestBefore: string; quantity: number }[];
  /** What FEFO would take now (its own jars counted as free). */
  proposal: Assignment[];
  /** Jars no batch has left for it. */
  short: number;
  /** The product's batches that may give jars: not recalled, with jars left. */
  options: Omit<StockedBatch, "productId" | "recalled" | "jarsMade">[];
};

export type Packing = { status: string; packedAt: Date | null; lines: PackingLine[] };

/** The packing slip's batches: per line, what it was packed from, FEFO's proposal and the choice. */
export async function packingOf(orderId: string): Promise<Packing | null> {
  const db = getDb();
  const [order] = await db
    .select({ status: orders.status, packedAt: orders.packed_at })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await linesOf(db, orderId);
  const itemIds = items.map((item) => item.id);
  const [stock, packed] = await Promise.all([
    batchStock(
      items.map((item) => item.product_id),
      db,
      itemIds,
    ),
    lotsOfLines(itemIds, db),
  ]);
  return {
    ...order,
    lines: items.map((item) => {
      const usable = stock.filter((batch) => batch.productId === item.product_id && !batch.recalled);
      const { assignments, short } = assignFefo(item.quantity, usable);
      return {
        itemId: item.id,
        productId: item.product_id,
        title: item.product_title,
        quantity: item.quantity,
        packed: packed.get(item.id) ?? [],
        proposal: assignments,
        short,
        options: usable
          .filter((batch) => batch.left > 0)
          .map(({ id, lotCode, producedOn, bestBefore, left }) => ({
            id,
            lotCode,
            producedOn,
            bestBefore,
            left,
          })),
      };
    }),
  };
}

function linesOf(db: Pick<Transaction, "select">, orderId: string) {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.order_id, orderId))
    .orderBy(asc(orderItems.created_at), asc(orderItems.id));
}

export type PackResult =
  | { ok: true; short: number }
  | { ok: false; problem: "not-found" | "wrong-status" }
  | { ok: false; problem: AssignmentProblem; itemId: string };

/**
 * Packs the order: `chosen` (order line id → its assignments) where the packer chose, FEFO for
 * every other line. Lines no batch can fill are packed with what there is; `short` says how many
 * jars went without a lot. With `onlyIfUnpacked`, an order packed already is left as it is (the
 * dispatch packs what nobody packed).
 */
export async function packOrder(
  actor: AuditActor,
  orderId: string,
  chosen: ReadonlyMap<string, readonly Assignment[]> = new Map(),
  options: { onlyIfUnpacked?: boolean } = {},
): Promise<PackResult> {
  return getDb().transaction(async (tx) => {
    const items = await linesOf(tx, orderId);
    // Batches first, then the order: a recall locks in the same order (recall.server.ts).
    await lockBatchesOf(
      tx,
      items.map((item) => item.product_id),
    );
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return { ok: false, problem: "not-found" };
    if (order.status !== "paid") return { ok: false, problem: "wrong-status" };
    if (options.onlyIfUnpacked && order.packed_at) return { ok: true, short: 0 };
    const itemIds = items.map((item) => item.id);
    const stock = await batchStock(
      items.map((item) => item.product_id),
      tx,
      itemIds,
    );
    const rows: (typeof orderItemBatches.$inferInsert)[] = [];
    let short = 0;
    for (const item of items) {
      const own = stock.filter((batch) => batch.productId === item.product_id);
      const choice = chosen.get(item.id);
      let assignments: readonly Assignment[];
      if (choice) {
        const problem = assignmentProblem(item.quantity, choice, own);
        if (problem) return { ok: false, problem, itemId: item.id };
        assignments = choice;
      } else {
        const fefo = assignFefo(
          item.quantity,
          own.filter((batch) => !batch.recalled),
        );
        assignments = fefo.assignments;
        short += fefo.short;
      }
      for (const { batchId, quantity } of assignments) {
        own.find((batch) => batch.id === batchId)!.left -= quantity;
        const existing = rows.find((row) => row.order_item_id === item.id && row.batch_id === batchId);
        if (existing) existing.quantity += quantity;
        else rows.push({ order_item_id: item.id, batch_id: batchId, quantity });
      }
    }
    // The dispatch's packing found no batch for any line: nothing to record, no audit entry (the
    // order ships as one without lots, as before batches were recorded).
    if (options.onlyIfUnpacked && rows.length === 0) return { ok: true, short };
    if (itemIds.length > 0)
      await tx.delete(orderItemBatches).where(inArray(orderItemBatches.order_item_id, itemIds));
    if (rows.length > 0) await tx.insert(orderItemBatches).values(rows);
    await tx.update(orders).set({ packed_at: new Date() }).where(eq(orders.id, orderId));
    await recordAudit(
      actor,
      {
        entityType: "order",
        entityId: orderId,
        action: "pack",
        before: order.packed_at ? { packedAt: order.packed_at.toISOString() } : null,
        after: {
          batches: rows.map((row) => ({ item: row.order_item_id, batch: row.batch_id, jars: row.quantity })),
          short,
        },
      },
      tx,
    );
    return { ok: true, short };
  });
}

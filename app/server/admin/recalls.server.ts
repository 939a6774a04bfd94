/**
 * The back office's view of recalls (docs/operations.md, "Running a recall"): the list, the
 * products and lots a recall may choose, a recall's record (its timeline counted from what it
 * did to each order and from the outbox's e-mails) and the rows of the CSV for the authority.
 * Starting and closing one is app/server/batches/recall.server.ts's.
 */
import { asc, desc, eq, exists, inArray, sql } from "drizzle-orm";
import type { RecallOrderRow, RecallOutcome, RecallRecord, RecallTimeline } from "~/lib/batches";
import { parseKroner } from "~/lib/money";
import { listBatches } from "../batches/batches.server";
import { getDb } from "../db/index.server";
import {
  batches,
  emailOutbox,
  invoices,
  orders,
  products,
  recallBatches,
  recallOrders,
  recalls,
} from "../db/schema.server";

export type RecallListRow = {
  id: string;
  product: string;
  productEn: string | null;
  lots: string[];
  orders: number;
  startedAt: Date;
  startedBy: string;
  closedAt: Date | null;
};

/** Every recall, the open ones first, newest first. */
export async function listRecalls(): Promise<RecallListRow[]> {
  const db = getDb();
  const rows = await db
    .select({
      id: recalls.id,
      product: recalls.product_title,
      productEn: recalls.product_title_en,
      startedAt: recalls.started_at,
      startedBy: recalls.started_by,
      closedAt: recalls.closed_at,
      orders: sql<number>`(select count(*)::int from ${recallOrders} where ${recallOrders.recall_id} = ${recalls.id})`,
    })
    .from(recalls)
    .orderBy(sql`${recalls.closed_at} is not null`, desc(recalls.started_at));
  const lots = await lotsOfRecalls(rows.map((row) => row.id));
  return rows.map((row) => ({
    ...row,
    lots: lots.filter((lot) => lot.recallId === row.id).map((lot) => lot.lotCode),
  }));
}

async function lotsOfRecalls(ids: readonly string[]) {
  if (ids.length === 0) return [];
  return getDb()
    .select({
      recallId: recallBatches.recall_id,
      id: batches.id,
      lotCode: batches.lot_code,
      producedOn: batches.produced_on,
      bestBefore: batches.best_before,
      jarsMade: batches.jars_made,
    })
    .from(recallBatches)
    .innerJoin(batches, eq(batches.id, recallBatches.batch_id))
    .where(inArray(recallBatches.recall_id, [...ids]))
    .orderBy(asc(batches.best_before), asc(batches.lot_code));
}

/** The products a recall may choose: those with a recorded batch, by title. */
export async function recallableProducts() {
  return getDb()
    .select({ id: products.id, title: products.title, titleEn: products.title_en })
    .from(products)
    .where(
      exists(
        getDb()
          .select({ one: sql`1` })
          .from(batches)
          .where(eq(batches.product_id, products.id)),
      ),
    )
    .orderBy(asc(products.title));
}

/** A product and its lots for the recall form, or null when there is no such product. */
export async function productLots(productId: string) {
  const [product] = await getDb()
    .select({
      id: products.id,
      title: products.title,
      titleEn: products.title_en,
      available: products.available,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return null;
  const lots = await listBatches(productId, 500);
  return {
    product,
    lots: lots.map(({ id, lotCode, producedOn, bestBefore, jarsMade, recalled }) => ({
      id,
      lotCode,
      producedOn,
      bestBefore,
      jarsMade,
      recalled,
    })),
  };
}

/** What the recall did to each order, in delivery order. */
async function ordersOfRecall(recallId: string): Promise<RecallOrderRow[]> {
  const rows = await getDb()
    .select({
      orderId: recallOrders.order_id,
      customerName: orders.customer_name,
      customerEmail: orders.customer_email,
      outcome: recallOrders.outcome,
      jars: recallOrders.jars,
      lots: recallOrders.lots,
      shippedOn: recallOrders.shipped_on,
      refunded: recallOrders.refunded,
      creditNote: invoices.number,
      emailStatus: emailOutbox.status,
      sentAt: emailOutbox.sent_at,
    })
    .from(recallOrders)
    .innerJoin(orders, eq(orders.id, recallOrders.order_id))
    .leftJoin(emailOutbox, eq(emailOutbox.id, recallOrders.email_id))
    .leftJoin(invoices, eq(invoices.id, recallOrders.credit_note_id))
    .where(eq(recallOrders.recall_id, recallId))
    .orderBy(asc(recallOrders.shipped_on), asc(orders.created_at));
  return rows.map(({ sentAt, outcome, ...row }) => ({
    ...row,
    outcome: outcome as RecallOutcome,
    toldAt: row.emailStatus === "sent" ? sentAt : null,
  }));
}

/** A recall's record: what, why, its lots, its timeline and its orders; null when there is none. */
export async function recallRecord(recallId: string): Promise<RecallRecord | null> {
  const [recall] = await getDb().select().from(recalls).where(eq(recalls.id, recallId));
  if (!recall) return null;
  const [lots, rows, [emails]] = await Promise.all([
    lotsOfRecalls([recallId]),
    ordersOfRecall(recallId),
    getDb()
      .select({
        queued: sql<number>`count(${recallOrders.email_id})::int`,
        sent: sql<number>`count(*) filter (where ${emailOutbox.status} = 'sent')::int`,
        failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')::int`,
      })
      .from(recallOrders)
      .leftJoin(emailOutbox, eq(emailOutbox.id, recallOrders.email_id))
      .where(eq(recallOrders.recall_id, recallId)),
  ]);
  const refunded = rows.filter((row) => parseKroner(row.refunded) > 0);
  const timeline: RecallTimeline = {
    startedAt: recall.started_at,
    startedBy: recall.started_by,
    emails: {
      queued: emails?.queued ?? 0,
      sent: emails?.sent ?? 0,
      failed: emails?.failed ?? 0,
      waiting: (emails?.queued ?? 0) - (emails?.sent ?? 0) - (emails?.failed ?? 0),
    },
    refunds: {
      orders: refunded.length,
      amount: refunded.reduce((sum, row) => sum + parseKroner(row.refunded), 0),
      creditNotes: rows.filter((row) => row.creditNote !== null).length,
    },
    closedAt: recall.closed_at,
    closedBy: recall.closed_by,
  };
  return {
    recall: {
      id: recall.id,
      productId: recall.product_id,
      product: recall.product_title,
      productEn: recall.product_title_en,
      reason: recall.reason,
      reasonEn: recall.reason_en,
      advice: recall.advice,
      adviceEn: recall.advice_en,
    },
    lots: lots.map(({ recallId: _recall, ...lot }) => lot),
    timeline,
    orders: rows,
  };
}

/**
 * A recall of a product's lots (EU 178/2002 art. 19; docs/operations.md, "Running a recall"):
 * what it reaches, shown before anything happens, and starting it in one transaction: the lots
 * taken back, the product off sale, every order not yet shipped moved to other lots or its jars
 * taken off and refunded (through the order lifecycle), and every customer who received an
 * affected jar told by e-mail through the outbox. Closing it ends the public notice.
 */
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { localized } from "~/i18n/localized";
import { assignFefo, TOLD_OUTCOMES, type RecallOutcome } from "~/lib/batches";
import { parseKroner, toKronerString } from "~/lib/money";
import { recordAudit, type AuditActor } from "../admin/audit.server";
import { getDb, type Database, type Transaction } from "../db/index.server";
import {
  batches,
  emailOutbox,
  orderItemBatches,
  orderItems,
  orders,
  products,
  recallBatches,
  recallOrders,
  recalls,
  subscriptionItems,
  subscriptions,
  type Batch,
  type Recall,
} from "../db/schema.server";
import { kickJob } from "../jobs.server";
import { recallMessage, type RecallLetter } from "../mail/recall.server";
import { addressHash, OUTBOX_JOB } from "../mail/outbox.server";
import { cancelIn, orderLinesRecalled } from "../orders/lifecycle.server";
import { batchStock, lockBatchesOf } from "./stock.server";

/** Which lots: chosen by id, or every lot of the product produced in a date range. */
export type LotChoice = { batchIds: readonly string[] } | { from: string; to: string };

type Db = Database | Transaction;

async function chosenLots(db: Db, productId: string, choice: LotChoice): Promise<Batch[]> {
  const where =
    "batchIds" in choice
      ? choice.batchIds.length > 0
        ? inArray(batches.id, [...choice.batchIds])
        : sql`false`
      : and(sql`${batches.produced_on} >= ${choice.from}`, sql`${batches.produced_on} <= ${choice.to}`);
  return db
    .select()
    .from(batches)
    .where(and(eq(batches.product_id, productId), where))
    .orderBy(asc(batches.best_before), asc(batches.lot_code));
}

/** The order lines with jars from `lots`, and their orders' facts. */
async function linesOnLots(db: Db, lotIds: readonly string[]) {
  if (lotIds.length === 0) return [];
  return db
    .select({
      itemId: orderItems.id,
      orderId: orders.id,
      status: orders.status,
      jars: orderItemBatches.quantity,
      batchId: orderItemBatches.batch_id,
      lot: batches.lot_code,
      unitPrice: orderItems.unit_price,
    })
    .from(orderItemBatches)
    .innerJoin(batches, eq(batches.id, orderItemBatches.batch_id))
    .innerJoin(orderItems, eq(orderItems.id, orderItemBatches.order_item_id))
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(and(inArray(orderItemBatches.batch_id, [...lotIds]), sql`${orders.status} <> 'cancelled'`))
    .orderBy(asc(orders.delivery_date), asc(orders.created_at));
}

/**
 * Orders shipped before lots were recorded that had the product, delivered while the lots' jars
 * were about (from the first lot's production to the last one's date): they may have one.
 */
async function maybeShipped(db: Db, productId: string, lots: readonly Batch[]) {
  if (lots.length === 0) return [];
  const from = lots.reduce(
    (min, lot) => (lot.produced_on < min ? lot.produced_on : min),
    lots[0]!.produced_on,
  );
  const to = lots.reduce((max, lot) => (lot.best_before > max ? lot.best_before : max), lots[0]!.best_before);
  const delivered = sql<string>`coalesce(${orders.delivery_date}, (${orders.shipped_at} at time zone 'Europe/Copenhagen')::date)`;
  return db
    .select({
      itemId: orderItems.id,
      orderId: orders.id,
      jars: orderItems.quantity,
      unitPrice: orderItems.unit_price,
      shippedOn: sql<string>`${delivered}::text`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(
      and(
        eq(orderItems.product_id, productId),
        inArray(orders.status, ["shipped", "refunded"]),
        sql`not exists (select 1 from ${orderItemBatches} where ${orderItemBatches.order_item_id} = ${orderItems.id})`,
        sql`${delivered} between ${from} and ${to}`,
      ),
    );
}

export type RecallReach = {
  lots: { id: string; lotCode: string; producedOn: string; bestBefore: string; jarsMade: number }[];
  shipped: { orders: number; jars: number };
  maybeShipped: { orders: number; jars: number };
  unshipped: { orders: number; jars: number };
  customers: number;
  subscriptions: number;
};

/** What a recall of `choice` would reach, counted before anything happens. */
export async function recallReach(
  productId: string,
  choice: LotChoice,
  db: Db = getDb(),
): Promise<RecallReach> {
  const lots = await chosenLots(db, productId, choice);
  const [lines, maybe] = await Promise.all([
    linesOnLots(
      db,
      lots.map((lot) => lot.id),
    ),
    maybeShipped(db, productId, lots),
  ]);
  const shipped = lines.filter((line) => line.status === "shipped" || line.status === "refunded");
  const unshipped = lines.filter((line) => !(line.status === "shipped" || line.status === "refunded"));
  const orderIds = [...new Set([...lines, ...maybe].map((line) => line.orderId))];
  const [customers] =
    orderIds.length > 0
      ? await db
          .select({
            n: sql<number>`count(distinct coalesce(${orders.user_id}::text, ${orders.customer_email}))::int`,
          })
          .from(orders)
          .where(inArray(orders.id, orderIds))
      : [{ n: 0 }];
  const [subscribed] = await db
    .select({ n: sql<number>`count(distinct ${subscriptions.id})::int` })
    .from(subscriptionItems)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionItems.subscription_id))
    .where(
      and(eq(subscriptionItems.product_id, productId), inArray(subscriptions.status, ["active", "paused"])),
    );
  const count = (rows: readonly { orderId: string; jars: number }[]) => ({
    orders: new Set(rows.map((row) => row.orderId)).size,
    jars: rows.reduce((sum, row) => sum + row.jars, 0),
  });
  return {
    lots: lots.map((lot) => ({
      id: lot.id,
      lotCode: lot.lot_code,
      producedOn: lot.produced_on,
      bestBefore: lot.best_before,
      jarsMade: lot.jars_made,
    })),
    shipped: count(shipped),
    maybeShipped: count(maybe),
    unshipped: count(unshipped),
    customers: customers?.n ?? 0,
    subscriptions: subscribed?.n ?? 0,
  };
}

export type RecallInput = {
  productId: string;
  choice: LotChoice;
  reason: string;
  reasonEn: string;
  advice: string;
  adviceEn: string;
};

export type StartProblem = "unknown-product" | "no-lots" | "already-recalled";

type OrderFate = {
  orderId: string;
  outcome: RecallOutcome;
  jars: number;
  lots: Set<string>;
  amount: number;
  shippedOn: string | null;
  creditNoteId: string | null;
};

/** Rows per insert into the outbox and the recall's orders: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;

/**
 * Starts the recall in one transaction (see the module comment). The product's batches are
 * locked first, as packing locks them (packing.server.ts), so an order packed at the same moment
 * is either packed before (and reached here) or after (and never given these lots).
 */
export async function startRecall(
  actor: AuditActor,
  input: RecallInput,
): Promise<{ ok: true; recallId: string; told: number } | { ok: false; problem: StartProblem }> {
  const result = await getDb().transaction(async (tx) => {
    const [product] = await tx.select().from(products).where(eq(products.id, input.productId)).for("update");
    if (!product) return { ok: false as const, problem: "unknown-product" as const };
    await lockBatchesOf(tx, [product.id]);
    const lots = await chosenLots(tx, product.id, input.choice);
    if (lots.length === 0) return { ok: false as const, problem: "no-lots" as const };
    if (lots.some((lot) => lot.recalled_at))
      return { ok: false as const, problem: "already-recalled" as const };
    const lotIds = lots.map((lot) => lot.id);
    const now = new Date();

    const [recall] = await tx
      .insert(recalls)
      .values({
        product_id: product.id,
        product_title: product.title,
        product_title_en: product.title_en,
        reason: input.reason,
        reason_en: input.reasonEn,
        advice: input.advice,
        advice_en: input.adviceEn,
        started_at: now,
        started_by: actor.email,
      })
      .returning();
    await tx
      .insert(recallBatches)
      .values(lotIds.map((batchId) => ({ recall_id: recall!.id, batch_id: batchId })));
    await tx.update(batches).set({ recalled_at: now }).where(inArray(batches.id, lotIds));
    if (product.available) {
      await tx.update(products).set({ available: false }).where(eq(products.id, product.id));
      await recordAudit(
        actor,
        {
          entityType: "product",
          entityId: product.id,
          action: "recall",
          before: { available: true },
          after: { available: false },
        },
        tx,
      );
    }

    const fates = new Map<string, OrderFate>();
    const fateOf = (orderId: string, outcome: RecallOutcome, shippedOn: string | null = null) => {
      const fate = fates.get(orderId) ?? {
        orderId,
        outcome,
        jars: 0,
        lots: new Set<string>(),
        amount: 0,
        shippedOn,
        creditNoteId: null,
      };
      fates.set(orderId, fate);
      return fate;
    };

    const lines = await linesOnLots(tx, lotIds);
    const shippedLines = lines.filter((line) => line.status === "shipped" || line.status === "refunded");
    const heldLines = lines.filter((line) => line.status === "paid");
    for (const line of shippedLines) {
      const fate = fateOf(line.orderId, "shipped");
      fate.jars += line.jars;
      fate.lots.add(line.lot);
      fate.amount += line.jars * parseKroner(line.unitPrice);
    }
    for (const line of await maybeShipped(tx, product.id, lots)) {
      if (fates.has(line.orderId)) continue;
      const fate = fateOf(line.orderId, "maybe-shipped", line.shippedOn);
      fate.jars += line.jars;
      fate.amount += line.jars * parseKroner(line.unitPrice);
    }

    // Orders not shipped: their jars from these lots go to other lots, FEFO, in delivery order;
    // what no other lot has is taken off the order and refunded.
    const stock = (await batchStock([product.id], tx)).filter((batch) => !batch.recalled);
    const removals = new Map<string, { itemId: string; jars: number }[]>();
    for (const line of heldLines) {
      await tx
        .delete(orderItemBatches)
        .where(
          and(eq(orderItemBatches.order_item_id, line.itemId), eq(orderItemBatches.batch_id, line.batchId)),
        );
      const { assignments, short } = assignFefo(line.jars, stock);
      for (const { batchId, quantity } of assignments) {
        stock.find((batch) => batch.id === batchId)!.left -= quantity;
        await tx
          .insert(orderItemBatches)
          .values({ order_item_id: line.itemId, batch_id: batchId, quantity })
          .onConflictDoUpdate({
            target: [orderItemBatches.order_item_id, orderItemBatches.batch_id],
            set: { quantity: sql`${orderItemBatches.quantity} + ${quantity}` },
          });
      }
      const fate = fateOf(line.orderId, "reassigned");
      fate.jars += line.jars;
      fate.lots.add(line.lot);
      if (short > 0)
        removals.set(line.orderId, [
          ...(removals.get(line.orderId) ?? []),
          { itemId: line.itemId, jars: short },
        ]);
    }
    const note = `recall ${recall!.id}`;
    for (const [orderId, taken] of removals) {
      const fate = fates.get(orderId)!;
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
      const items = await tx.select().from(orderItems).where(eq(orderItems.order_id, orderId));
      const jarsLeft =
        items.reduce((sum, item) => sum + item.quantity, 0) -
        taken.reduce((sum, removal) => sum + removal.jars, 0);
      // A pre-order is a menu: without a course it is not what was bought, so it is cancelled whole.
      if (jarsLeft <= 0 || order!.payment_plan === "at-once") {
        const cancelled = await cancelIn(tx, actor, orderId, note, "recall");
        if (!cancelled) continue;
        fate.outcome = "cancelled";
        fate.amount = parseKroner(order!.total_price);
        fate.creditNoteId = cancelled.creditNote?.id ?? null;
      } else {
        const removed = await orderLinesRecalled(tx, actor, orderId, taken, note);
        if (!removed) continue;
        fate.outcome = "removed";
        fate.amount = removed.refunded;
        fate.creditNoteId = removed.creditNote?.id ?? null;
      }
    }

    // The customers told, in their orders' language, through the outbox with the recall.
    const told = [...fates.values()].filter((fate) => TOLD_OUTCOMES.includes(fate.outcome));
    const facts = new Map<string, { email: string | null; language: string; shippedOn: string | null }>();
    for (let start = 0; start < told.length; start += CHUNK) {
      const ids = told.slice(start, start + CHUNK).map((fate) => fate.orderId);
      const rows = await tx
        .select({
          id: orders.id,
          email: orders.customer_email,
          language: orders.language,
          shippedOn: sql<
            string | null
          >`coalesce(${orders.delivery_date}, (${orders.shipped_at} at time zone 'Europe/Copenhagen')::date)::text`,
        })
        .from(orders)
        .where(inArray(orders.id, ids));
      for (const row of rows) facts.set(row.id, row);
    }
    const lotFacts = lots.map((lot) => ({ lotCode: lot.lot_code, bestBefore: lot.best_before }));
    const emailIds = new Map<string, string>();
    const letters = told.flatMap((fate) => {
      const fact = facts.get(fate.orderId);
      if (!fact?.email) return [];
      const language = fact.language === "en" ? "en" : "da";
      const letter: RecallLetter = {
        orderId: fate.orderId,
        outcome: fate.outcome as RecallLetter["outcome"],
        product: localized(product.title, product.title_en, language),
        lots: fate.lots.size > 0 ? lotFacts.filter((lot) => fate.lots.has(lot.lotCode)) : lotFacts,
        reason: language === "en" ? input.reasonEn : input.reason,
        advice: language === "en" ? input.adviceEn : input.advice,
        jars: fate.jars,
        amount: fate.amount,
        shippedOn: fate.shippedOn ?? fact.shippedOn,
      };
      fate.shippedOn = letter.shippedOn;
      return [{ orderId: fate.orderId, to: fact.email, message: recallMessage(letter, language) }];
    });
    for (let start = 0; start < letters.length; start += CHUNK) {
      const chunk = letters.slice(start, start + CHUNK);
      const inserted = await tx
        .insert(emailOutbox)
        .values(
          chunk.map(({ to, message }) => ({
            to_address: to,
            recipient_hash: addressHash(to),
            subject: message.subject,
            html: message.html,
            text: message.text,
            template: message.template,
          })),
        )
        .returning({ id: emailOutbox.id });
      chunk.forEach((letter, index) => emailIds.set(letter.orderId, inserted[index]!.id));
    }

    const rows = [...fates.values()].map((fate) => ({
      recall_id: recall!.id,
      order_id: fate.orderId,
      outcome: fate.outcome,
      jars: fate.jars,
      lots: [...fate.lots],
      shipped_on: fate.shippedOn,
      refunded: toKronerString(fate.outcome === "removed" || fate.outcome === "cancelled" ? fate.amount : 0),
      credit_note_id: fate.creditNoteId,
      email_id: emailIds.get(fate.orderId) ?? null,
      told_at: emailIds.has(fate.orderId) ? now : null,
    }));
    for (let start = 0; start < rows.length; start += CHUNK)
      await tx.insert(recallOrders).values(rows.slice(start, start + CHUNK));

    await recordAudit(
      actor,
      {
        entityType: "recall",
        entityId: recall!.id,
        action: "start",
        after: {
          product: product.title,
          lots: lots.map((lot) => lot.lot_code),
          orders: rows.length,
          emails: emailIds.size,
        },
      },
      tx,
    );
    return { ok: true as const, recallId: recall!.id, told: emailIds.size };
  });
  if (result.ok) kickJob(OUTBOX_JOB);
  return result;
}

/** Ends the recall: its notice leaves the shop's pages. The product stays off sale until the owner puts it back. */
export async function closeRecall(actor: AuditActor, recallId: string): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [closed] = await tx
      .update(recalls)
      .set({ closed_at: new Date(), closed_by: actor.email })
      .where(and(eq(recalls.id, recallId), isNull(recalls.closed_at)))
      .returning({ id: recalls.id });
    if (!closed) return false;
    await recordAudit(actor, { entityType: "recall", entityId: recallId, action: "close" }, tx);
    return true;
  });
}

export type PublicRecall = {
  id: string;
  productId: string;
  product: string;
  reason: string;
  advice: string;
  startedAt: Date;
  lots: { lotCode: string; bestBefore: string }[];
};

/** The open recalls, newest first, in `language`: the public notice's content. */
export async function openRecalls(language: "da" | "en", db: Db = getDb()): Promise<PublicRecall[]> {
  const open = await db
    .select()
    .from(recalls)
    .where(isNull(recalls.closed_at))
    .orderBy(sql`${recalls.started_at} desc`);
  if (open.length === 0) return [];
  const lots = await db
    .select({ recallId: recallBatches.recall_id, lotCode: batches.lot_code, bestBefore: batches.best_before })
    .from(recallBatches)
    .innerJoin(batches, eq(batches.id, recallBatches.batch_id))
    .where(
      inArray(
        recallBatches.recall_id,
        open.map((recall) => recall.id),
      ),
    )
    .orderBy(asc(batches.best_before), asc(batches.lot_code));
  return open.map((recall: Recall) => ({
    id: recall.id,
    productId: recall.product_id,
    product: localized(recall.product_title, recall.product_title_en, language),
    reason: localized(recall.reason, recall.reason_en, language),
    advice: localized(recall.advice, recall.advice_en, language),
    startedAt: recall.started_at,
    lots: lots
      .filter((lot) => lot.recallId === recall.id)
      .map(({ lotCode, bestBefore }) => ({ lotCode, bestBefore })),
  }));
}

/**
 * What QuickPay tells the shop about a payment, and the only way an order becomes paid.
 *
 * A callback is verified (HMAC-SHA256 of the raw body with the private key, compared in
 * constant time), read as a full snapshot of the payment, and applied idempotently: the order
 * turns 'paid' once, when the authorized amount equals its total. The same snapshot logic serves
 * the reconciliation job that polls payments whose callback never came.
 */
import { and, eq, isNotNull, lt, sql } from "drizzle-orm";
import { parseKroner } from "~/lib/money";
import { config } from "../config.server";
import { describeError } from "../db/client.server";
import { getDb } from "../db/index.server";
import { cartItems, discountCodes, orders, paymentEvents, shipments } from "../db/schema";
import { kickJob } from "../jobs.server";
import { logger } from "../logger.server";
import { issueInvoice } from "../invoices.server";
import { enqueueOrderConfirmation } from "../mail/order-confirmation.server";
import { paymentGateway } from "./gateway.server";
import {
  isValidQuickPayChecksum,
  paymentFacts,
  paymentSchema,
  type QuickPayPayment,
} from "./quickpay.server";

export const SHIPMENTS_JOB = "shipments";
export const PAYMENTS_JOB = "payments";

export async function handleQuickPayCallback(request: Request): Promise<Response> {
  const raw = await request.text();
  const gateway = paymentGateway();
  if (!isValidQuickPayChecksum(raw, request.headers.get("QuickPay-Checksum-Sha256"), gateway.privateKey)) {
    logger.warn("payment callback with a wrong checksum refused");
    return new Response("Invalid checksum", { status: 403 });
  }
  let parsed;
  try {
    parsed = paymentSchema.safeParse(JSON.parse(raw));
  } catch {
    parsed = null;
  }
  if (!parsed?.success) return new Response("Not a payment", { status: 400 });
  if (parsed.data.test_mode && !gateway.sandbox && config().isProduction) {
    // A test card on the live account pays for nothing.
    logger.warn({ payment: parsed.data.id }, "test payment refused in production");
    return new Response("Test payments are not accepted", { status: 200 });
  }
  await applyPaymentSnapshot(parsed.data);
  return new Response("OK", { status: 200 });
}

export type SnapshotOutcome = "paid" | "unchanged" | "unknown-order" | "amount-mismatch";

/** Applies what a payment snapshot says to its order. Safe to call any number of times. */
export async function applyPaymentSnapshot(payment: QuickPayPayment): Promise<SnapshotOutcome> {
  const db = getDb();
  const [order] = await db.select().from(orders).where(eq(orders.payment_reference, payment.order_id));
  if (!order) {
    logger.warn({ payment: payment.id, reference: payment.order_id }, "payment for an unknown order");
    return "unknown-order";
  }
  for (const operation of payment.operations) {
    await db
      .insert(paymentEvents)
      .values({
        order_id: order.id,
        payment_id: String(payment.id),
        operation_id: operation.id,
        type: operation.type,
        amount: operation.amount,
        pending: operation.pending,
        qp_status_code: operation.qp_status_code ?? null,
        qp_status_msg: operation.qp_status_msg ?? null,
        aq_status_code: operation.aq_status_code ?? null,
        aq_status_msg: operation.aq_status_msg ?? null,
      })
      .onConflictDoUpdate({
        target: [paymentEvents.payment_id, paymentEvents.operation_id],
        set: {
          pending: operation.pending,
          qp_status_code: operation.qp_status_code ?? null,
          qp_status_msg: operation.qp_status_msg ?? null,
          aq_status_code: operation.aq_status_code ?? null,
          aq_status_msg: operation.aq_status_msg ?? null,
        },
      });
  }
  await db.update(orders).set({ payment_state: payment.state }).where(eq(orders.id, order.id));

  const facts = paymentFacts(payment);
  if (order.status !== "pending" || !facts.accepted || facts.authorized === 0) return "unchanged";
  if (facts.authorized !== parseKroner(order.total_price)) {
    logger.error(
      { order: order.id, authorized: facts.authorized, total: order.total_price },
      "authorized amount differs from the order total",
    );
    return "amount-mismatch";
  }
  return (await markOrderPaid(order.id, String(payment.id))) ? "paid" : "unchanged";
}

/**
 * Pending → paid, once: the cart is emptied, the confirmation e-mail queued and, for pickup,
 * the locker shipment queued for booking. Returns false when the order was not pending.
 */
export async function markOrderPaid(orderId: string, paymentId: string | null): Promise<boolean> {
  const paid = await getDb().transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: "paid", paid_at: new Date(), ...(paymentId ? { payment_id: paymentId } : {}) })
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
      .returning();
    if (!order) return null;
    if (order.user_id) await tx.delete(cartItems).where(eq(cartItems.user_id, order.user_id));
    if (order.delivery_provider === "okoskabet" && order.shed_info) {
      await tx
        .insert(shipments)
        .values({ order_id: order.id, shed_id: order.shed_info.id, delivery_date: order.delivery_date })
        .onConflictDoNothing();
    }
    await issueInvoice(tx, order);
    await enqueueOrderConfirmation(order, tx);
    return order;
  });
  if (!paid) return false;
  logger.info({ order: orderId }, "order paid");
  if (paid.delivery_provider === "okoskabet") kickJob(SHIPMENTS_JOB);
  return true;
}

/**
 * For orders still pending: asks QuickPay how their payment stands (a callback may never have
 * come), and cancels orders whose payment was never made within a day, giving their discount
 * code's use back.
 */
export async function reconcilePendingOrders(): Promise<void> {
  const db = getDb();
  const stale = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, "pending"),
        isNotNull(orders.payment_id),
        lt(orders.created_at, sql`now() - interval '2 minutes'`),
      ),
    )
    .limit(50);
  const { client } = paymentGateway();
  for (const order of stale) {
    try {
      const outcome = await applyPaymentSnapshot(await client.getPayment(Number(order.payment_id)));
      if (outcome === "paid")
        logger.warn({ order: order.id }, "paid order found by polling: its callback never came");
    } catch (error) {
      logger.warn(
        { order: order.id, err: describeError(error) },
        "could not ask QuickPay about a pending order",
      );
    }
  }
  const abandoned = await db
    .update(orders)
    .set({ status: "cancelled" })
    .where(and(eq(orders.status, "pending"), lt(orders.created_at, sql`now() - interval '24 hours'`)))
    .returning({ id: orders.id, discount_code_id: orders.discount_code_id });
  for (const order of abandoned) {
    if (order.discount_code_id) {
      await db
        .update(discountCodes)
        .set({ times_used: sql`greatest(${discountCodes.times_used} - 1, 0)` })
        .where(eq(discountCodes.id, order.discount_code_id));
    }
  }
  if (abandoned.length > 0) logger.info({ count: abandoned.length }, "unpaid orders cancelled after a day");
}

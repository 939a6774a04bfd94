/**
 * What QuickPay tells the shop about a payment: the only path by which QuickPay's word reaches
 * an order (the lifecycle, ../orders/lifecycle.server.ts, makes it paid).
 *
 * A callback is verified (HMAC-SHA256 of the raw body with the private key, compared in
 * constant time) and read as a full snapshot of the payment. Every snapshot, from a callback,
 * from the reconciliation job or from the back office's own calls, goes through
 * `applyPaymentSnapshot`, so one set of rules holds on every path: a test payment on a live
 * account pays for nothing, a snapshot of another payment, currency or an older moment changes
 * nothing, the order turns 'paid' once when the authorized amount equals its total, and money
 * authorized (or, for a pre-order paid at once, captured) for an order that was cancelled
 * meanwhile is given back: the authorization cancelled, the captured amount refunded.
 */
import { eq } from "drizzle-orm";
import { parseKroner } from "~/lib/money";
import { mayHappen } from "~/lib/order-lifecycle";
import { recordAuditOnce, SYSTEM_ACTOR } from "../admin/audit.server";
import { describeError } from "../errors.server";
import { getDb, type Transaction } from "../db/index.server";
import { orders, paymentEvents, type Order } from "../db/schema.server";
import { logger } from "../logger.server";
import { afterPaid, orderPaid, orderReleased } from "../orders/lifecycle.server";
import { payableAt } from "~/lib/delivery-calendar";
import { shopNow } from "../clock.server";
import { calendarSettings } from "../delivery-calendar.server";
import { applyAgreementSnapshot, isAgreementReference } from "./agreements.server";
import { paymentGateway, refusesTestPayments } from "./gateway.server";
import { askToPay } from "../mail/order-payment.server";
import { noteDeclinedDelivery } from "../subscriptions/declines.server";
import { applySubscriptionSnapshot } from "../subscriptions/snapshot.server";
import {
  isOlderSnapshot,
  isValidQuickPayChecksum,
  paymentFacts,
  paymentSchema,
  snapshotVersion,
  subscriptionSchema,
  type QuickPayClient,
  type QuickPayPayment,
} from "./quickpay.server";

export async function handleQuickPayCallback(request: Request): Promise<Response> {
  const raw = await request.text();
  const gateway = paymentGateway();
  if (!isValidQuickPayChecksum(raw, request.headers.get("QuickPay-Checksum-Sha256"), gateway.privateKey)) {
    logger.warn("payment callback with a wrong checksum refused");
    return new Response("Invalid checksum", { status: 403 });
  }
  let body: unknown = null;
  try {
    body = JSON.parse(raw);
  } catch {
    body = null;
  }
  if (request.headers.get("QuickPay-Resource-Type") === "Subscription") {
    const subscription = subscriptionSchema.safeParse(body);
    if (!subscription.success) return new Response("Not a subscription", { status: 400 });
    const outcome = isAgreementReference(subscription.data.order_id)
      ? await applyAgreementSnapshot(subscription.data)
      : await applySubscriptionSnapshot(subscription.data);
    return new Response(outcome, { status: 200 });
  }
  const parsed = paymentSchema.safeParse(body);
  if (!parsed.success) return new Response("Not a payment", { status: 400 });
  // Whatever the outcome, QuickPay has told us: asking again would change nothing.
  const outcome = await applyPaymentSnapshot(parsed.data);
  return new Response(outcome, { status: 200 });
}

export type SnapshotOutcome =
  | "paid"
  | "recorded"
  | "unknown-order"
  | "amount-mismatch"
  | "test-payment"
  | "wrong-currency"
  | "wrong-payment"
  | "stale"
  | "voided"
  /**
   * A recurring payment declined (a subscription's delivery, or a confirmed order's amount on
   * its saved card): the customer is asked to pay (once per order).
   */
  | "declined";

type Applied =
  | { outcome: Exclude<SnapshotOutcome, "paid" | "voided" | "declined"> }
  | { outcome: "paid" | "declined"; order: Order }
  | { outcome: "held-for-cancelled" | "too-late"; order: Order };

/** Applies what a payment snapshot says to its order. Safe to call any number of times, at once too. */
export async function applyPaymentSnapshot(payment: QuickPayPayment): Promise<SnapshotOutcome> {
  const applied = await getDb().transaction((tx) => applyInTransaction(tx, payment));
  if (applied.outcome === "paid") {
    afterPaid(applied.order);
    return "paid";
  }
  if (applied.outcome === "declined") {
    if (applied.order.subscription_id) await noteDeclinedDelivery(applied.order);
    else await askToPay(applied.order, "declined");
    return "declined";
  }
  if (applied.outcome === "too-late") {
    // Its date's cutoff and grace passed before the money came: the kitchen has planned the day
    // without it. The order is given up and the money released (the payments job tries again).
    logger.warn({ order: applied.order.id }, "a payment came after its delivery date's cutoff");
    await orderReleased(applied.order.id, "date-passed");
  }
  if (applied.outcome === "held-for-cancelled" || applied.outcome === "too-late") {
    return (await releaseHeldPayment(applied.order, payment)) ? "voided" : "recorded";
  }
  return applied.outcome;
}

async function applyInTransaction(tx: Transaction, payment: QuickPayPayment): Promise<Applied> {
  // The row lock makes snapshots of one order take turns: the freshness check below holds.
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.payment_order_id, payment.order_id))
    .for("update");
  if (!order) {
    logger.warn({ payment: payment.id, reference: payment.order_id }, "payment for an unknown order");
    return { outcome: "unknown-order" };
  }
  if (payment.currency !== "DKK") {
    logger.error(
      { order: order.id, payment: payment.id, currency: payment.currency },
      "payment in a wrong currency",
    );
    return { outcome: "wrong-currency" };
  }
  if (order.payment_id && order.payment_id !== String(payment.id)) {
    logger.error(
      { order: order.id, payment: payment.id, expected: order.payment_id },
      "snapshot of another payment",
    );
    return { outcome: "wrong-payment" };
  }
  if (payment.test_mode && refusesTestPayments()) {
    await noteTestPayment(tx, order, payment);
    return { outcome: "test-payment" };
  }
  const version = snapshotVersion(payment);
  if (
    isOlderSnapshot(version, { operationId: order.payment_operation_id, updatedAt: order.payment_updated_at })
  ) {
    logger.info({ order: order.id, payment: payment.id }, "an older payment snapshot changes nothing");
    return { outcome: "stale" };
  }

  for (const operation of payment.operations) {
    const outcome = {
      pending: operation.pending,
      qp_status_code: operation.qp_status_code ?? null,
      qp_status_msg: operation.qp_status_msg ?? null,
      aq_status_code: operation.aq_status_code ?? null,
      aq_status_msg: operation.aq_status_msg ?? null,
    };
    await tx
      .insert(paymentEvents)
      .values({
        order_id: order.id,
        payment_id: String(payment.id),
        operation_id: operation.id,
        type: operation.type,
        amount: operation.amount,
        ...outcome,
      })
      .onConflictDoUpdate({ target: [paymentEvents.payment_id, paymentEvents.operation_id], set: outcome });
  }
  await tx
    .update(orders)
    .set({
      payment_id: String(payment.id),
      payment_state: payment.state,
      payment_operation_id: version.operationId,
      payment_updated_at: version.updatedAt ?? order.payment_updated_at,
    })
    .where(eq(orders.id, order.id));

  const facts = paymentFacts(payment);
  if (order.status === "cancelled" && facts.keepsMoney) return { outcome: "held-for-cancelled", order };
  const charged = order.subscription_id ? order.status === "pending" : order.status === "confirmed";
  if (charged && facts.rejected && !facts.accepted) return { outcome: "declined", order };
  if (
    order.status === "paid" &&
    !order.payment_id &&
    facts.onHold &&
    facts.authorized === parseKroner(order.total_price)
  ) {
    // Paid again through a link after its authorization lapsed (the lifecycle's `renew`).
    await tx.update(orders).set({ authorized_at: shopNow() }).where(eq(orders.id, order.id));
    return { outcome: "recorded" };
  }
  // Money authorized and then released (or refunded) pays for nothing.
  if (
    !mayHappen("pay", order.status) ||
    !facts.accepted ||
    facts.authorized === 0 ||
    facts.cancelled ||
    facts.refunded > 0
  )
    return { outcome: "recorded" };
  // A pre-order's covers were held against its menu's window when it was made: the delivery
  // days' cutoffs are not its own (its payment, authorized and captured at once, pays it).
  if (
    !order.season_menu_id &&
    order.delivery_date &&
    !payableAt(order.delivery_date, await calendarSettings(tx), shopNow())
  )
    return facts.onHold ? { outcome: "too-late", order } : { outcome: "recorded" };
  if (facts.authorized !== parseKroner(order.total_price)) {
    logger.error(
      { order: order.id, authorized: facts.authorized, total: order.total_price },
      "authorized amount differs from the order total",
    );
    return { outcome: "amount-mismatch" };
  }
  const paid = await orderPaid(tx, order.id, String(payment.id));
  return paid ? { outcome: "paid", order: paid } : { outcome: "recorded" };
}

/** A test card on a live account: logged as an error each time, and noted on the order once. */
async function noteTestPayment(tx: Transaction, order: Order, payment: QuickPayPayment) {
  logger.error({ order: order.id, payment: payment.id }, "test payment refused on the live account");
  await noteOnce(tx, order.id, "testPaymentRefused", payment.id);
}

/** Writes what happened to an order's payment into its audit trail, once per payment. */
async function noteOnce(
  tx: Transaction,
  orderId: string,
  action: "testPaymentRefused" | "lateAuthorizationVoided" | "lateAuthorizationVoidFailed",
  paymentId: number,
  after?: unknown,
) {
  await recordAuditOnce(
    SYSTEM_ACTOR,
    { entityType: "order", entityId: orderId, action, note: String(paymentId), after },
    tx,
  );
}

/**
 * Lets go of a payment at QuickPay: money on hold is released (the authorization cancelled),
 * money captured at once (a pre-order's) is refunded, and a link not yet paid is deleted, so
 * the old payment window cannot take money any more. Returns the payment as it stands
 * afterwards.
 */
export async function stopPayment(
  client: QuickPayClient,
  payment: QuickPayPayment,
): Promise<QuickPayPayment> {
  const facts = paymentFacts(payment);
  if (facts.onHold) return client.cancel(payment.id);
  if (facts.unrefunded > 0) return client.refund(payment.id, facts.unrefunded);
  if (!facts.accepted && payment.link) await client.deleteLink(payment.id);
  return payment;
}

/**
 * Money authorized (or captured at once) for an order that is cancelled (a payment window still
 * open when the order was given up): cancelled (or refunded) at once, and written on the order
 * for the back office. False when QuickPay could not be reached or refused; the payments job
 * tries again.
 */
export async function releaseHeldPayment(order: Order, payment: QuickPayPayment): Promise<boolean> {
  const { client } = paymentGateway();
  const amount = paymentFacts(payment).authorized;
  let after: QuickPayPayment;
  try {
    after = await stopPayment(client, payment);
  } catch (error) {
    logger.error(
      { order: order.id, payment: payment.id, err: describeError(error) },
      "could not release money authorized for a cancelled order",
    );
    await getDb().transaction((tx) =>
      noteOnce(tx, order.id, "lateAuthorizationVoidFailed", payment.id, { amount }),
    );
    return false;
  }
  const released = !paymentFacts(after).keepsMoney;
  await getDb().transaction(async (tx) => {
    if (after !== payment) await applyInTransaction(tx, after);
    await noteOnce(
      tx,
      order.id,
      released ? "lateAuthorizationVoided" : "lateAuthorizationVoidFailed",
      payment.id,
      {
        amount,
      },
    );
  });
  if (released)
    logger.warn({ order: order.id, payment: payment.id }, "money authorized for a cancelled order released");
  else
    logger.error(
      { order: order.id, payment: payment.id },
      "QuickPay refused to release money for a cancelled order",
    );
  return released;
}

/**
 * Amounts authorized on a card agreement without the customer (QuickPay's recurring payment):
 * each is an `order_charges` row, queued in the transaction that makes its order and worked by
 * the shop's one lease mechanism (`workDueRows`): a run claims the row before it asks QuickPay,
 * so two app instances at the same moment make one request. A worker that dies after asking
 * leaves its lease to run out; the next asks again with the same order_id, which QuickPay
 * refuses, and the payment made the first time is looked up instead. What QuickPay answers goes
 * through `applyPaymentSnapshot`, as every payment does.
 *
 * The same saved cards carry an order whose money moves later (~/lib/payment-plan): its charge is
 * queued when its day's orders are made, on the shop's clock (`queueDueAuthorizations`), and an
 * authorization that would lapse before a delayed dispatch is renewed (`renewLapsingAuthorizations`).
 */
import { and, eq, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import { addDays, shopDate } from "~/lib/copenhagen";
import { parseKroner } from "~/lib/money";
import { mayHappen } from "~/lib/order-lifecycle";
import { authorizationNeedsRenewal } from "~/lib/payment-plan";
import { orderDueAt } from "~/lib/subscriptions";
import { shopNow } from "../clock.server";
import { getDb, type Transaction } from "../db/index.server";
import { orderCharges, orders, type Order } from "../db/schema.server";
import { calendarSettings } from "../delivery-calendar.server";
import { describeError } from "../errors.server";
import { workDueRows } from "../leases.server";
import { logger } from "../logger.server";
import { paymentRenewed } from "../orders/lifecycle.server";
import { applyPaymentSnapshot } from "./callbacks.server";
import { paymentGateway } from "./gateway.server";
import { paymentFacts, QuickPayError, type QuickPayClient, type QuickPayPayment } from "./quickpay.server";

/** A delivery's charge is asked for again for about ten hours while QuickPay cannot be reached. */
const MAX_CHARGE_ATTEMPTS = 12;

/** Queues the authorization of `orderId`'s total on the agreement, due at once or at `dueAt`. */
export async function queueCharge(
  tx: Transaction,
  orderId: string,
  agreementId: string,
  dueAt: Date = new Date(),
): Promise<void> {
  await tx
    .insert(orderCharges)
    .values({ order_id: orderId, agreement_id: agreementId, next_attempt_at: dueAt })
    .onConflictDoNothing();
}

type ClaimedCharge = { id: string; order_id: string; agreement_id: string; attempts: number };

/** Asks QuickPay for the charges that are due, each once; returns how many were answered. */
export async function chargeDueOrders(): Promise<number> {
  const { client } = paymentGateway();
  const { done } = await workDueRows<typeof orderCharges, ClaimedCharge>({
    table: orderCharges,
    statuses: { due: "due", claimed: "charging", failed: "failed" },
    // The charge's next attempt is its lease while QuickPay is being asked.
    lease: "next_attempt_at",
    maxAttempts: MAX_CHARGE_ATTEMPTS,
    batchSize: 20,
    returning: sql`id, order_id, agreement_id, attempts`,
    handle: (charge) => askForCharge(client, charge),
    failureLog: { message: "recurring payment not asked for yet", idKey: "charge" },
  });
  return done;
}

/**
 * One recurring request for the order's total (or the payment made by an earlier request whose
 * answer was lost), applied to the order. An order no longer pending needs no charge.
 */
async function askForCharge(client: QuickPayClient, charge: ClaimedCharge) {
  const [order] = await getDb().select().from(orders).where(eq(orders.id, charge.order_id));
  if (!order || !mayHappen("pay", order.status) || order.payment_id) return { status: "done" };
  let payment;
  try {
    payment = await client.recurring(Number(charge.agreement_id), {
      orderId: order.payment_order_id,
      amount: parseKroner(order.total_price),
    });
  } catch (error) {
    // Asked before (the order_id is taken): the payment is the one made then.
    if (!(error instanceof QuickPayError) || error.status !== 400) throw error;
    payment = await client.findPaymentByOrderId(order.payment_order_id);
    if (!payment) throw error;
  }
  await applyPaymentSnapshot(payment);
  return { status: "done" };
}

/**
 * Confirmed orders (their card saved) whose day's orders are due on the shop's clock
 * (ORDER_LEAD_HOURS before the cutoff, as a subscription's delivery): their charge is queued.
 */
export async function queueDueAuthorizations(now = shopNow()): Promise<number> {
  const settings = await calendarSettings();
  // The latest delivery date whose orders may be due: its cutoff is days before it.
  const horizon = addDays(shopDate(now), settings.cutoffDaysBefore + 2);
  const waiting = await getDb()
    .select({ id: orders.id, date: orders.delivery_date, agreement: orders.agreement_id })
    .from(orders)
    .where(
      and(
        eq(orders.status, "confirmed"),
        isNotNull(orders.agreement_id),
        lte(orders.delivery_date, horizon),
        notExists(
          getDb()
            .select({ one: sql`1` })
            .from(orderCharges)
            .where(eq(orderCharges.order_id, orders.id)),
        ),
      ),
    );
  let queued = 0;
  for (const order of waiting) {
    if (!order.date || orderDueAt(order.date, settings).getTime() > now.getTime()) continue;
    await getDb().transaction((tx) => queueCharge(tx, order.id, order.agreement!));
    queued += 1;
  }
  return queued;
}

/**
 * Paid orders on a saved card, not yet shipped, whose authorization is old enough to lapse
 * before dispatch (AUTHORIZATION_SAFE_DAYS on the shop's clock): a new one is made on the card
 * with the next round's order_id, the order moved onto it (the lifecycle's `renew`), and the old
 * one released. Run by one instance at a time (the payments job is exclusive); a second run finds
 * the round moved on. A declined renewal leaves the old authorization standing for the back
 * office, which can send the customer a pay link once it lapses.
 */
export async function renewLapsingAuthorizations(now = shopNow()): Promise<number> {
  const paid = await getDb()
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, "paid"),
        isNotNull(orders.agreement_id),
        isNotNull(orders.payment_id),
        isNull(orders.shipped_at),
        isNotNull(orders.authorized_at),
      ),
    );
  const { client } = paymentGateway();
  let renewed = 0;
  for (const order of paid) {
    if (!authorizationNeedsRenewal(order.authorized_at!, now)) continue;
    try {
      if (await renewAuthorization(client, order)) renewed += 1;
    } catch (error) {
      logger.warn({ order: order.id, err: describeError(error) }, "could not renew an authorization");
    }
  }
  return renewed;
}

/** The order_id of the order's next payment round, as the database derives `payment_order_id`. */
export function nextPaymentOrderId(order: Pick<Order, "id" | "payment_round">): string {
  const round = String(order.payment_round + 1);
  return `R${round}${order.id.replaceAll("-", "").slice(0, 19 - round.length)}`;
}

async function renewAuthorization(client: QuickPayClient, order: Order): Promise<boolean> {
  const orderId = nextPaymentOrderId(order);
  let payment: QuickPayPayment;
  try {
    payment = await client.recurring(Number(order.agreement_id), {
      orderId,
      amount: parseKroner(order.total_price),
    });
  } catch (error) {
    if (!(error instanceof QuickPayError) || error.status !== 400) throw error;
    const found = await client.findPaymentByOrderId(orderId);
    if (!found) throw error;
    payment = found;
  }
  const facts = paymentFacts(payment);
  if (!facts.onHold || facts.authorized !== parseKroner(order.total_price)) {
    logger.error({ order: order.id, payment: payment.id }, "the renewal of an authorization was declined");
    return false;
  }
  const moved = await getDb().transaction((tx) =>
    paymentRenewed(tx, order.id, { fromRound: order.payment_round, paymentId: String(payment.id) }),
  );
  if (!moved) return false;
  await applyPaymentSnapshot(payment);
  try {
    await client.cancel(Number(order.payment_id));
  } catch (error) {
    // It lapses by itself within days; nothing is captured on it.
    logger.warn({ order: order.id, err: describeError(error) }, "could not release a renewed authorization");
  }
  logger.info({ order: order.id, payment: payment.id }, "authorization renewed");
  return true;
}

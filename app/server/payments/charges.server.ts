/**
 * Amounts authorized on a card agreement without the customer (QuickPay's recurring payment):
 * each is an `order_charges` row, queued in the transaction that makes its order and worked by
 * the shop's one lease mechanism (`workDueRows`): a run claims the row before it asks QuickPay,
 * so two app instances at the same moment make one request. A worker that dies after asking
 * leaves its lease to run out; the next asks again with the same order_id, which QuickPay
 * refuses, and the payment made the first time is looked up instead. What QuickPay answers goes
 * through `applyPaymentSnapshot`, as every payment does.
 */
import { eq, sql } from "drizzle-orm";
import { parseKroner } from "~/lib/money";
import { getDb, type Transaction } from "../db/index.server";
import { orderCharges, orders } from "../db/schema.server";
import { workDueRows } from "../leases.server";
import { applyPaymentSnapshot } from "./callbacks.server";
import { paymentGateway } from "./gateway.server";
import { QuickPayError, type QuickPayClient } from "./quickpay.server";

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
  if (order?.status !== "pending" || order.payment_id) return { status: "done" };
  let payment;
  try {
    payment = await client.recurring(Number(charge.agreement_id), {
      orderId: order.payment_reference,
      amount: parseKroner(order.total_price),
    });
  } catch (error) {
    // Asked before (the order_id is taken): the payment is the one made then.
    if (!(error instanceof QuickPayError) || error.status !== 400) throw error;
    payment = await client.findPaymentByOrderId(order.payment_reference);
    if (!payment) throw error;
  }
  await applyPaymentSnapshot(payment);
  return { status: "done" };
}

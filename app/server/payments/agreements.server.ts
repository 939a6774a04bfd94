/**
 * The card an order saves with QuickPay when its money moves later (the "at-cutoff" plan,
 * ~/lib/payment-plan, docs/decisions/0031): a QuickPay subscription of the order's own, its
 * order_id the order's `agreement_reference` ("A" …), authorized by the customer in the payment
 * window. QuickPay's word confirms the order (the lifecycle); the authorization of its total is
 * queued when its day's orders are made (charges.server.ts) and captured at dispatch. Once the
 * order is shipped or given up, the agreement is cancelled at QuickPay: the shop keeps no card
 * it no longer needs.
 */
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { parseKroner } from "~/lib/money";
import { getDb } from "../db/index.server";
import { orders, type Order } from "../db/schema.server";
import { describeError } from "../errors.server";
import { logger } from "../logger.server";
import { orderConfirmed } from "../orders/lifecycle.server";
import { paymentGateway, RECURRING_PAYMENT_METHODS, refusesTestPayments } from "./gateway.server";
import {
  QuickPayError,
  type PaymentLinkOptions,
  type QuickPayClient,
  type QuickPaySubscription,
} from "./quickpay.server";

/** Whether a QuickPay subscription's order_id is an order's card agreement (not a meal subscription's). */
export function isAgreementReference(orderId: string): boolean {
  return /^A[0-9a-f]{19}$/.test(orderId);
}

/** The order's agreement at QuickPay: by its id, or by its reference (a create whose answer was lost). */
export async function lookUpAgreement(
  client: QuickPayClient,
  order: Order,
): Promise<QuickPaySubscription | null> {
  if (order.agreement_id) return client.getSubscription(Number(order.agreement_id));
  return client.findSubscriptionByOrderId(order.agreement_reference);
}

export type AgreementWindow = { kind: "window"; url: string } | { kind: "confirmed" };

/**
 * A window in which the customer saves their card for a pending order: the agreement is created
 * (or found again after a lost answer) and its link made for the order's total.
 */
export async function openAgreementWindow(
  order: Order,
  link: Omit<PaymentLinkOptions, "amount" | "paymentMethods" | "autoCapture">,
): Promise<AgreementWindow> {
  const { client } = paymentGateway();
  let remote = await lookUpAgreement(client, order);
  if (!remote) {
    try {
      remote = await client.createSubscription({
        orderId: order.agreement_reference,
        description: order.language === "en" ? "Krukke order" : "Krukke ordre",
      });
    } catch (error) {
      if (!(error instanceof QuickPayError) || error.status !== 400) throw error;
      remote = await client.findSubscriptionByOrderId(order.agreement_reference);
      if (!remote) throw error;
    }
  }
  if (remote.accepted) {
    // Saved already (its callback is on its way): the order is confirmed by what QuickPay says.
    await applyAgreementSnapshot(remote);
    return { kind: "confirmed" };
  }
  const made = await client.createSubscriptionLink(remote.id, {
    ...link,
    amount: parseKroner(order.total_price),
    paymentMethods: RECURRING_PAYMENT_METHODS,
  });
  const [current] = await getDb()
    .update(orders)
    .set({ payment_link: made.url })
    .where(eq(orders.id, order.id))
    .returning({ status: orders.status });
  if (current?.status !== "pending") {
    // Given up while the window was being made (a newer pay press): no card is saved for it.
    await client.cancelSubscription(remote.id);
    throw new QuickPayError("the order was given up while its payment window was made");
  }
  logger.info({ order: order.id, agreement: remote.id }, "card agreement window ready");
  return { kind: "window", url: made.url };
}

export type AgreementOutcome = "confirmed" | "recorded" | "unknown" | "wrong-subscription" | "test-payment";

/**
 * What QuickPay says about an order's agreement (its callback, or a lookup): authorized confirms
 * a pending order once, and queues nothing else; the charges job authorizes its total on its day.
 */
export async function applyAgreementSnapshot(remote: QuickPaySubscription): Promise<AgreementOutcome> {
  const outcome = await getDb().transaction(async (tx): Promise<AgreementOutcome> => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.agreement_reference, remote.order_id))
      .for("update");
    if (!order) return "unknown";
    if (remote.currency !== "DKK" || (order.agreement_id && order.agreement_id !== String(remote.id)))
      return "wrong-subscription";
    if (remote.test_mode && refusesTestPayments()) {
      logger.error({ order: order.id }, "test card agreement refused on the live account");
      return "test-payment";
    }
    if (order.status === "cancelled" && !order.agreement_id && remote.state !== "cancelled") {
      // Given up, its window never completed or saved after it was: ended with the others.
      await tx
        .update(orders)
        .set({ agreement_id: String(remote.id) })
        .where(eq(orders.id, order.id));
      return "recorded";
    }
    const authorized = remote.operations.some(
      (op) => op.type === "authorize" && !op.pending && op.qp_status_code === "20000",
    );
    if (!remote.accepted || !authorized || remote.state === "cancelled") return "recorded";
    return (await orderConfirmed(tx, order.id, String(remote.id))) ? "confirmed" : "recorded";
  });
  if (outcome === "confirmed") logger.info({ reference: remote.order_id }, "order confirmed, card saved");
  return outcome;
}

/**
 * Agreements of orders that are done (shipped, given up, cancelled, refunded): cancelled at
 * QuickPay, then forgotten. One QuickPay could not cancel is tried again at the next run.
 */
export async function endFinishedAgreements(): Promise<number> {
  const done = await getDb()
    .select({ id: orders.id, agreement: orders.agreement_id })
    .from(orders)
    .where(and(isNotNull(orders.agreement_id), inArray(orders.status, ["shipped", "cancelled", "refunded"])))
    .limit(50);
  const { client } = paymentGateway();
  let ended = 0;
  for (const { id, agreement } of done) {
    try {
      const remote = await client.getSubscription(Number(agreement));
      if (remote.state !== "cancelled") await client.cancelSubscription(remote.id);
      await getDb().update(orders).set({ agreement_id: null }).where(eq(orders.id, id));
      ended += 1;
    } catch (error) {
      logger.warn({ order: id, err: describeError(error) }, "could not end an order's card agreement");
    }
  }
  return ended;
}

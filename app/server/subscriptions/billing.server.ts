/**
 * Paying for deliveries beyond the recurring payment (app/server/payments/charges.server.ts): a
 * declined delivery order the customer pays themselves, and the end of a subscription at
 * QuickPay (once its last delivery is ordered, or at once when the account goes).
 */
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { getDb } from "../db/index.server";
import { orders, subscriptionDeliveries, subscriptions, type Order } from "../db/schema.server";
import { describeError } from "../errors.server";
import { logger } from "../logger.server";
import { paymentGateway } from "../payments/gateway.server";
import { applySubscriptionSnapshot } from "./snapshot.server";

/** The customer's own declined delivery order, to pay it through the ordinary payment window. */
export async function declinedOrderOf(userId: string, orderId: string): Promise<Order | null> {
  const [order] = await getDb()
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.user_id, userId),
        isNotNull(orders.subscription_id),
        eq(orders.status, "pending"),
      ),
    );
  return order ?? null;
}

/**
 * Cancels the QuickPay subscription of a cancelled one once no fixed delivery waits for its
 * order (those are delivered and charged as agreed).
 */
export async function cancelAtQuickPayWhenDone(subscriptionId: string): Promise<boolean> {
  const [subscription] = await getDb()
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!subscription?.quickpay_id || subscription.status !== "cancelled") return true;
  const waiting = await getDb()
    .select({ date: subscriptionDeliveries.date })
    .from(subscriptionDeliveries)
    .leftJoin(orders, eq(orders.id, subscriptionDeliveries.order_id))
    .where(
      and(
        eq(subscriptionDeliveries.subscription_id, subscriptionId),
        sql`(${subscriptionDeliveries.status} = 'fixed' or (${orders.status} = 'pending'))`,
      ),
    );
  if (waiting.length > 0) return false;
  const { client } = paymentGateway();
  try {
    const remote = await client.cancelSubscription(Number(subscription.quickpay_id));
    await applySubscriptionSnapshot(remote);
    await getDb()
      .update(subscriptions)
      .set({ quickpay_id: null, payment_link: null })
      .where(eq(subscriptions.id, subscriptionId));
    return true;
  } catch (error) {
    logger.error(
      { subscription: subscriptionId, err: describeError(error) },
      "could not cancel a subscription at QuickPay",
    );
    return false;
  }
}

/**
 * Before an account goes: its subscriptions are cancelled at QuickPay first (no later charge),
 * then in the shop. False when QuickPay could not be reached: the account must not go yet, and
 * a subscription QuickPay did not cancel is left as it was (still running, nothing mailed).
 */
export async function cancelSubscriptionsOfUser(userId: string): Promise<boolean> {
  const rows = await getDb().select().from(subscriptions).where(eq(subscriptions.user_id, userId));
  const { client } = paymentGateway();
  for (const row of rows) {
    if (row.quickpay_id) {
      try {
        // QuickPay's word comes back as a snapshot, which cancels it in the shop too.
        await applySubscriptionSnapshot(await client.cancelSubscription(Number(row.quickpay_id)));
      } catch (error) {
        logger.error(
          { subscription: row.id, err: describeError(error) },
          "could not cancel a subscription at QuickPay",
        );
        return false;
      }
    }
    await getDb()
      .update(subscriptions)
      .set({
        status: "cancelled",
        cancelled_at: row.cancelled_at ?? new Date(),
        quickpay_id: null,
        payment_link: null,
      })
      .where(eq(subscriptions.id, row.id));
  }
  return true;
}

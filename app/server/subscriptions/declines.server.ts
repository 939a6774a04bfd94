/**
 * A subscription's declined recurring payments: the customer is e-mailed a link to pay, two in a
 * row pause the subscription, a paid delivery ends the run. The payment callbacks
 * (payments/callbacks.server.ts) call these, so this file imports nothing from app/server/payments.
 */
import { and, eq, isNull, sql } from "drizzle-orm";
import { cutoffFor } from "~/lib/delivery-calendar";
import { parseKroner } from "~/lib/money";
import { DECLINES_BEFORE_PAUSE } from "~/lib/subscriptions";
import { recordAudit, SYSTEM_ACTOR } from "../admin/audit.server";
import { config } from "../config.server";
import { getDb, type Transaction } from "../db/index.server";
import { subscriptionDeliveries, subscriptions, type Order } from "../db/schema.server";
import { calendarSettings } from "../delivery-calendar.server";
import { logger } from "../logger.server";
import { mail } from "./mail.server";

/**
 * A recurring payment was declined (called by applyPaymentSnapshot, once per order): the customer
 * is e-mailed a link to pay before the cutoff; the second decline in a row pauses the subscription.
 */
export async function noteDeclinedDelivery(order: Order): Promise<void> {
  if (!order.subscription_id || !order.delivery_date) return;
  const settings = await calendarSettings();
  await getDb().transaction(async (tx) => {
    const [marked] = await tx
      .update(subscriptionDeliveries)
      .set({ reason: "declined", updated_at: new Date() })
      .where(and(eq(subscriptionDeliveries.order_id, order.id), isNull(subscriptionDeliveries.reason)))
      .returning();
    if (!marked) return;
    const [subscription] = await tx
      .update(subscriptions)
      .set({ declines: sql`${subscriptions.declines} + 1` })
      .where(eq(subscriptions.id, order.subscription_id!))
      .returning();
    if (!subscription) return;
    logger.warn({ order: order.id, subscription: subscription.id }, "recurring payment declined");
    await mail(tx, subscription, {
      kind: "declined",
      date: order.delivery_date!,
      price: parseKroner(order.total_price),
      deadline: cutoffFor(order.delivery_date!, settings),
      payUrl: `${config().publicUrl}/profile/abonnement`,
    });
    if (subscription.declines >= DECLINES_BEFORE_PAUSE && subscription.status === "active") {
      await tx
        .update(subscriptions)
        .set({ status: "paused", paused_until: null })
        .where(eq(subscriptions.id, subscription.id));
      await recordAudit(
        SYSTEM_ACTOR,
        { entityType: "subscription", entityId: subscription.id, action: "paused-declined" },
        tx,
      );
      await mail(tx, subscription, { kind: "paused" });
    }
  });
}

/** A paid delivery ends a run of declines. */
export async function resetDeclines(tx: Transaction, subscriptionId: string): Promise<void> {
  await tx.update(subscriptions).set({ declines: 0 }).where(eq(subscriptions.id, subscriptionId));
}

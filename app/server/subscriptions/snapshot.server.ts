/**
 * What QuickPay says about a subscription (its callback, or the answer to a call): authorized
 * makes a pending subscription active, once; cancelled cancels it. Called by the payment
 * callbacks and by billing.server.ts.
 */
import { and, eq } from "drizzle-orm";
import { getDb } from "../db/index.server";
import { subscriptions } from "../db/schema.server";
import { kickJob } from "../jobs.server";
import { logger } from "../logger.server";
import { refusesTestPayments } from "../payments/gateway.server";
import { isOlderSnapshot, snapshotVersion, type QuickPaySubscription } from "../payments/quickpay.server";
import { mail } from "./mail.server";
import { itemsOf, quoteDelivery } from "./plan.server";
import { SUBSCRIPTIONS_JOB } from "./schedule.server";

export type SubscriptionSnapshotOutcome =
  "started" | "cancelled" | "recorded" | "unknown" | "stale" | "test-payment" | "wrong-subscription";

/** Applies a subscription snapshot (callback or lookup): authorized → active, once; cancelled → cancelled. */
export async function applySubscriptionSnapshot(
  remote: QuickPaySubscription,
): Promise<SubscriptionSnapshotOutcome> {
  const outcome = await getDb().transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.reference, remote.order_id))
      .for("update");
    if (!subscription) return { outcome: "unknown" as const };
    if (
      remote.currency !== "DKK" ||
      (subscription.quickpay_id && subscription.quickpay_id !== String(remote.id))
    )
      return { outcome: "wrong-subscription" as const };
    if (remote.test_mode && refusesTestPayments()) {
      logger.error({ subscription: subscription.id }, "test subscription refused on the live account");
      return { outcome: "test-payment" as const };
    }
    const version = snapshotVersion({ ...remote, balance: 0 });
    if (isOlderSnapshot(version, { operationId: subscription.operation_id, updatedAt: null }))
      return { outcome: "stale" as const };
    await tx
      .update(subscriptions)
      .set({ operation_id: version.operationId, quickpay_id: String(remote.id) })
      .where(eq(subscriptions.id, subscription.id));
    const approved = (type: string) =>
      remote.operations.some((op) => op.type === type && !op.pending && op.qp_status_code === "20000");
    if (approved("cancel") || remote.state === "cancelled") {
      if (subscription.status === "cancelled") return { outcome: "recorded" as const };
      await tx
        .update(subscriptions)
        .set({ status: "cancelled", cancelled_at: new Date() })
        .where(eq(subscriptions.id, subscription.id));
      return { outcome: "cancelled" as const };
    }
    if (subscription.status !== "pending" || !remote.accepted || !approved("authorize"))
      return { outcome: "recorded" as const };
    const [started] = await tx
      .update(subscriptions)
      .set({
        status: "active",
        card: { brand: remote.metadata?.brand ?? undefined, last4: remote.metadata?.last4 ?? undefined },
      })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, "pending")))
      .returning();
    const quote = await quoteDelivery(started!.user_id!, await itemsOf(started!.id, tx), tx);
    await mail(tx, started!, { kind: "started", date: started!.next_date, price: quote.totals.total });
    return { outcome: "started" as const };
  });
  if (outcome.outcome === "started") {
    logger.info({ reference: remote.order_id }, "subscription started");
    // A first delivery already due is ordered now, not at the job's next turn.
    kickJob(SUBSCRIPTIONS_JOB);
  }
  return outcome.outcome;
}

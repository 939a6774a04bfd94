/**
 * Meal subscriptions on the server (issue 19, docs/product.md, Subscriptions, docs/decisions/0022): starting one
 * through QuickPay's subscription window, the customer's changes with the terms' 5 days' notice,
 * and the job that turns each delivery into an ordinary order with a recurring payment.
 *
 * A delivery goes through three steps, each in a transaction with the subscription's or the
 * delivery's row locked, so that any number of job runs on any number of instances make one
 * order per subscription and date (the unique index on orders backs it up):
 * 1. fixed: NOTICE_DAYS ahead, the jars and place are copied onto the delivery's row; a change
 *    made later reaches only the dates after it.
 * 2. ordered: ORDER_LEAD_HOURS before the cutoff the order is made by the shop's one
 *    place-order path (app/server/orders/place.server.ts: prices of the day, the subscription
 *    discount, freight by the order rules), which holds its jars on the day.
 * 3. charged: a recurring payment for the order's total, queued with the order and claimed with
 *    a lease before QuickPay is asked (app/server/payments/charges.server.ts), so two instances
 *    make one request; QuickPay's answer and callbacks go through applyPaymentSnapshot like
 *    every payment. A declined payment e-mails a link to pay;
 *    the order is released if still unpaid after the cutoff; two declines in a row pause.
 *
 * The folder app/server/subscriptions/, by what each file holds:
 * - plan.server.ts: the admin's discount, a subscription's jars, the price of a delivery.
 * - start.server.ts: the start page and starting one through QuickPay's subscription window;
 *   a start never authorized ended at QuickPay.
 * - snapshot.server.ts: what QuickPay says about a subscription (authorized, cancelled).
 * - view.server.ts: the customer's subscriptions and next deliveries, the customer's page.
 * - changes.server.ts: the customer's changes (and an admin's on their behalf).
 * - schedule.server.ts: the job's name and step 1, fixing (the changes fix first too).
 * - job.server.ts (this file): the job's runs and step 2, the order.
 * - billing.server.ts: paying a declined delivery; the end at QuickPay.
 * - declines.server.ts: a declined recurring payment (mail, pause) and a paid one's reset; the
 *   payment callbacks call these, so this file imports nothing from app/server/payments.
 * - mail.server.ts: an e-mail about a subscription, with its jars and place.
 */
import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { addDays, shopDate } from "~/lib/copenhagen";
import {
  chargedDeliveryPrice,
  jarCount,
  MIN_JARS,
  NOTICE_DAYS,
  orderDueAt,
  REMINDER_DAYS,
  type SkipReason,
} from "~/lib/subscriptions";
import { shopNow } from "../clock.server";
import { getDb } from "../db/index.server";
import { subscriptionDeliveries, subscriptions } from "../db/schema.server";
import { calendarSettings } from "../delivery-calendar.server";
import { placeOrder } from "../orders/place.server";
import { chargeDueOrders, queueCharge } from "../payments/charges.server";
import { logger } from "../logger.server";
import { cancelAtQuickPayWhenDone } from "./billing.server";
import { mail } from "./mail.server";
import { quoteDelivery } from "./plan.server";
import { fixDue } from "./schedule.server";
import { endUnauthorizedStarts } from "./start.server";

export type SubscriptionRunSummary = {
  fixed: number;
  reminded: number;
  ordered: number;
  charged: number;
  unauthorized: number;
};

/**
 * One run of the subscriptions job: fix what came inside the notice, remind a week ahead, make
 * the orders that are due, charge orders not yet charged, and cancel at QuickPay what is done
 * and the starts never authorized. Safe to run any number of times, on any number of instances
 * at once.
 */
export async function runSubscriptions(now = shopNow()): Promise<SubscriptionRunSummary> {
  const db = getDb();
  const today = shopDate(now);
  const settings = await calendarSettings();
  const summary: SubscriptionRunSummary = { fixed: 0, reminded: 0, ordered: 0, charged: 0, unauthorized: 0 };

  // 1. Fix and remind.
  const running = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ["active", "paused"]),
        lte(subscriptions.next_date, addDays(today, REMINDER_DAYS)),
      ),
    );
  for (const { id } of running) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, id))
        .for("update", { skipLocked: true });
      if (!row || (row.status !== "active" && row.status !== "paused")) return;
      const before = row.next_date;
      const subscription = await fixDue(tx, row, today, settings);
      if (subscription.next_date !== before) summary.fixed += 1;
      if (
        subscription.status === "active" &&
        subscription.next_date <= addDays(today, REMINDER_DAYS) &&
        (!subscription.reminded_for || subscription.reminded_for < subscription.next_date)
      ) {
        const skipped = await tx
          .select({ date: subscriptionDeliveries.date })
          .from(subscriptionDeliveries)
          .where(
            and(
              eq(subscriptionDeliveries.subscription_id, id),
              eq(subscriptionDeliveries.date, subscription.next_date),
            ),
          );
        await tx
          .update(subscriptions)
          .set({ reminded_for: subscription.next_date })
          .where(eq(subscriptions.id, id));
        if (skipped.length === 0) {
          await mail(tx, subscription, {
            kind: "reminder",
            date: subscription.next_date,
            deadline: addDays(subscription.next_date, -(NOTICE_DAYS + 1)),
          });
          summary.reminded += 1;
        }
      }
    });
  }

  // 2. Make the orders that are due (the latest date whose order may be due: cutoff − lead ≤ now).
  const due = await db
    .select({ subscriptionId: subscriptionDeliveries.subscription_id, date: subscriptionDeliveries.date })
    .from(subscriptionDeliveries)
    .where(
      and(
        eq(subscriptionDeliveries.status, "fixed"),
        lte(subscriptionDeliveries.date, addDays(today, NOTICE_DAYS)),
      ),
    )
    .orderBy(asc(subscriptionDeliveries.date));
  for (const delivery of due) {
    if (orderDueAt(delivery.date, settings).getTime() > now.getTime()) continue;
    if (await makeDeliveryOrder(delivery.subscriptionId, delivery.date, now)) summary.ordered += 1;
  }

  // 3. Charge the orders made: each charge is claimed before QuickPay is asked, so instances
  // running this at the same moment make one recurring request per delivery.
  summary.charged = await chargeDueOrders();

  // 4. Cancelled subscriptions whose last fixed delivery is ordered: cancelled at QuickPay.
  const cancelled = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "cancelled"),
        isNotNull(subscriptions.quickpay_id),
        sql`${subscriptions.cancelled_at} is not null`,
      ),
    );
  for (const { id } of cancelled) await cancelAtQuickPayWhenDone(id);

  // 5. Starts whose QuickPay window was never completed: cancelled there, forgotten here.
  summary.unauthorized = await endUnauthorizedStarts(now);
  return summary;
}

/** Makes one delivery's order, once: the delivery row's lock and status decide who makes it. */
async function makeDeliveryOrder(subscriptionId: string, date: string, now: Date): Promise<boolean> {
  const outcome = await getDb().transaction(async (tx) => {
    const [delivery] = await tx
      .select()
      .from(subscriptionDeliveries)
      .where(
        and(
          eq(subscriptionDeliveries.subscription_id, subscriptionId),
          eq(subscriptionDeliveries.date, date),
        ),
      )
      .for("update", { skipLocked: true });
    if (!delivery || delivery.status !== "fixed") return null;
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    if (!subscription?.user_id) return null;
    const skip = (reason: SkipReason) =>
      tx
        .update(subscriptionDeliveries)
        .set({ status: "skipped", reason, updated_at: new Date() })
        .where(
          and(
            eq(subscriptionDeliveries.subscription_id, subscriptionId),
            eq(subscriptionDeliveries.date, date),
          ),
        );

    const quote = await quoteDelivery(subscription.user_id, delivery.items, tx);
    const left = quote.lines.filter((line) => !line.available).map((line) => line.title);
    const lines = quote.lines.filter((line) => line.available);
    if (lines.length > 0 && jarCount(lines) < MIN_JARS) {
      // Jars taken off sale (or fewer fixed) leave less than a delivery: skipped, not charged.
      await skip("too-few");
      await mail(tx, subscription, { kind: "tooFewJars", date, jars: jarCount(lines), titles: left });
      return { kind: "skipped" as const };
    }
    if (left.length > 0) await mail(tx, subscription, { kind: "leftOut", date, titles: left });
    if (lines.length === 0) {
      await skip("empty");
      return { kind: "skipped" as const };
    }
    // Never more than the delivery as it was fixed, and to the place it was fixed with.
    const charged = chargedDeliveryPrice(lines, quote.discountPercent, delivery.prices);
    const place = delivery.place ?? {
      provider: subscription.delivery_provider,
      locker: subscription.shed_info,
    };
    const placed = await placeOrder(
      tx,
      {
        profile: quote.profile,
        lines: charged.lines,
        totals: charged.totals,
        delivery: { provider: place.provider, date, locker: place.locker },
        language: subscription.language,
        discount: { codeId: null, code: "ABONNEMENT" },
        subscriptionId: subscription.id,
      },
      now,
    );
    if (!placed.ok) {
      // Full, or closed since it was fixed, or (the job did not run for a day) its cutoff passed.
      const { problem } = placed;
      await skip(problem === "sold-out" ? "full" : problem === "past-cutoff" ? "late" : "closed");
      await mail(tx, subscription, { kind: "skippedFull", date });
      return { kind: "skipped" as const };
    }
    const order = placed.order;
    // Its recurring payment is asked for by one instance only (a lease on the charge's row).
    if (subscription.quickpay_id) await queueCharge(tx, order.id, subscription.quickpay_id);
    await tx
      .update(subscriptionDeliveries)
      .set({ status: "ordered", order_id: order.id, updated_at: new Date() })
      .where(
        and(
          eq(subscriptionDeliveries.subscription_id, subscriptionId),
          eq(subscriptionDeliveries.date, date),
        ),
      );
    return { kind: "ordered" as const, order };
  });
  if (outcome?.kind !== "ordered") return false;
  logger.info({ subscription: subscriptionId, order: outcome.order.id, date }, "subscription order made");
  return true;
}

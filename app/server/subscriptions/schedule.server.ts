/**
 * The subscriptions job's name, and its first step, which the customer's changes take too:
 * fixing the deliveries that came inside the terms' notice (job.server.ts explains the steps).
 */
import { and, eq } from "drizzle-orm";
import { addDays } from "~/lib/copenhagen";
import { isClosed, type CalendarSettings } from "~/lib/delivery-calendar";
import { fixedUnitPrice, NOTICE_DAYS } from "~/lib/subscriptions";
import type { Transaction } from "../db/index.server";
import {
  subscriptionDeliveries,
  subscriptionItems,
  subscriptions,
  type Subscription,
} from "../db/schema.server";
import { dayOverrides } from "../delivery-calendar.server";
import type { PriceRise } from "../mail/subscription.server";
import { mail } from "./mail.server";
import { itemsOf, quoteDelivery } from "./plan.server";

export const SUBSCRIPTIONS_JOB = "subscriptions";

/**
 * Fixes the deliveries that came inside the notice: each gets the jars, place and prices as they
 * stand, or is skipped (closed day, customer's skip kept, paused). A jar dearer than the customer
 * was told is fixed at the price they were told, and they are e-mailed the new price, which
 * reaches the deliveries fixed after that e-mail; a cheaper one is fixed cheaper at once.
 * Returns the subscription as it is after.
 */
export async function fixDue(
  tx: Transaction,
  row: Subscription,
  today: string,
  settings: CalendarSettings,
): Promise<Subscription> {
  const subscription = row;
  const horizon = addDays(today, NOTICE_DAYS);
  if (
    subscription.next_date > horizon ||
    subscription.status === "cancelled" ||
    subscription.status === "pending"
  )
    return subscription;
  const items = await itemsOf(subscription.id, tx);
  const overrides = await dayOverrides(subscription.next_date, horizon, tx);
  const { prices, rises } = await pricesToFix(tx, subscription);
  const place = { provider: subscription.delivery_provider, locker: subscription.shed_info };
  let next = subscription.next_date;
  while (next <= horizon) {
    const paused =
      subscription.status === "paused" && (!subscription.paused_until || next < subscription.paused_until);
    if (!paused) {
      await tx
        .insert(subscriptionDeliveries)
        .values({
          subscription_id: subscription.id,
          date: next,
          ...(isClosed(next, settings, overrides)
            ? { status: "skipped" as const, reason: "closed" as const }
            : { status: "fixed" as const, items, prices, place }),
        })
        // A skip the customer asked for stays a skip.
        .onConflictDoNothing();
    }
    next = addDays(next, 7 * subscription.frequency_weeks);
  }
  // A pause with an end is over once the schedule reaches it.
  const resumed =
    subscription.status === "paused" &&
    subscription.paused_until !== null &&
    subscription.paused_until <= next;
  if (rises.length > 0)
    await mail(tx, subscription, {
      kind: "priceRise",
      date: next,
      deadline: addDays(next, -(NOTICE_DAYS + 1)),
      rises,
    });
  const [fixed] = await tx
    .update(subscriptions)
    .set({
      next_date: next,
      ...(resumed ? { status: "active" as const, paused_until: null } : {}),
    })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  return fixed!;
}

/**
 * The prices the deliveries fixed now get (`fixedUnitPrice`), and the jars that became dearer
 * than the customer was told; from here on, today's prices are the ones told (once e-mailed).
 */
async function pricesToFix(tx: Transaction, subscription: Subscription) {
  const rises: PriceRise[] = [];
  if (!subscription.user_id) return { prices: null, rises };
  const agreed = await tx
    .select({ productId: subscriptionItems.product_id, price: subscriptionItems.agreed_price })
    .from(subscriptionItems)
    .where(eq(subscriptionItems.subscription_id, subscription.id));
  const quote = await quoteDelivery(subscription.user_id, await itemsOf(subscription.id, tx), tx);
  const unitPrices: Record<string, number> = {};
  for (const line of quote.lines) {
    const told = agreed.find((row) => row.productId === line.productId)?.price ?? null;
    const fixed = fixedUnitPrice(told, line.unitPrice);
    unitPrices[line.productId] = fixed.unitPrice;
    if (fixed.rise) rises.push({ title: line.title, titleEn: line.titleEn, from: told!, to: line.unitPrice });
    if (fixed.agreed !== told)
      await tx
        .update(subscriptionItems)
        .set({ agreed_price: fixed.agreed })
        .where(
          and(
            eq(subscriptionItems.subscription_id, subscription.id),
            eq(subscriptionItems.product_id, line.productId),
          ),
        );
  }
  return { prices: { unitPrices, discountPercent: quote.discountPercent }, rises };
}

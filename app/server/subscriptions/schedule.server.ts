/**
 * The subscriptions job's name, and its first step, which the customer's changes take too:
 * fixing the deliveries that came inside the terms' notice (job.server.ts explains the steps).
 */
import { eq } from "drizzle-orm";
import { addDays } from "~/lib/copenhagen";
import { isClosed, type CalendarSettings } from "~/lib/delivery-calendar";
import { NOTICE_DAYS } from "~/lib/subscriptions";
import type { Transaction } from "../db/index.server";
import { subscriptionDeliveries, subscriptions, type Subscription } from "../db/schema.server";
import { dayOverrides } from "../delivery-calendar.server";
import { itemsOf } from "./plan.server";

export const SUBSCRIPTIONS_JOB = "subscriptions";

/**
 * Fixes the deliveries that came inside the notice: each gets the jars and place as they stand,
 * or is skipped (closed day, customer's skip kept, paused). Returns the subscription as it is after.
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
            : { status: "fixed" as const, items }),
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

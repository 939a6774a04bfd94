/**
 * The back office's view of the subscriptions: each with its customer, status, next delivery,
 * jars and history, and the volume upcoming deliveries will need before their orders exist.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { shopDate } from "~/lib/copenhagen";
import { upcomingDeliveries } from "~/lib/subscriptions";
import { shopNow } from "../clock.server";
import { getDb } from "../db/index.server";
import { profiles, subscriptionDeliveries, subscriptionItems, subscriptions } from "../db/schema.server";

export async function listSubscriptions() {
  const db = getDb();
  const rows = await db
    .select({ subscription: subscriptions, email: profiles.email })
    .from(subscriptions)
    .leftJoin(profiles, eq(profiles.id, subscriptions.user_id))
    .where(sql`${subscriptions.status} <> 'pending'`)
    .orderBy(sql`${subscriptions.status} = 'cancelled'`, asc(subscriptions.next_date));
  const ids = rows.map((row) => row.subscription.id);
  const [items, history] = ids.length
    ? await Promise.all([
        db.select().from(subscriptionItems).where(inArray(subscriptionItems.subscription_id, ids)),
        db
          .select()
          .from(subscriptionDeliveries)
          .where(inArray(subscriptionDeliveries.subscription_id, ids))
          .orderBy(desc(subscriptionDeliveries.date)),
      ])
    : [[], []];
  return rows.map(({ subscription, email }) => ({
    id: subscription.id,
    email,
    status: subscription.status,
    frequencyWeeks: subscription.frequency_weeks,
    provider: subscription.delivery_provider,
    lockerName: subscription.shed_info?.name ?? null,
    nextDate: subscription.status === "active" ? subscription.next_date : null,
    pausedUntil: subscription.paused_until,
    jars: items
      .filter((item) => item.subscription_id === subscription.id)
      .reduce((sum, item) => sum + item.quantity, 0),
    history: history
      .filter((delivery) => delivery.subscription_id === subscription.id)
      .slice(0, 12)
      .map((delivery) => ({
        date: delivery.date,
        status: delivery.status,
        reason: delivery.reason,
        orderId: delivery.order_id,
      })),
  }));
}

/**
 * The jars per product and date that running subscriptions will order on the coming days, for
 * deliveries whose order does not exist yet (fixed ones with their fixed jars, planned ones with
 * today's plan): the kitchen's planned volume.
 */
export async function plannedSubscriptionJars(
  dates: readonly string[],
  now = shopNow(),
): Promise<Map<string, Map<string, number>>> {
  const planned = new Map<string, Map<string, number>>();
  if (dates.length === 0) return planned;
  const db = getDb();
  const today = shopDate(now);
  const last = dates.reduce((max, date) => (date > max ? date : max), dates[0]!);
  const running = await db
    .select()
    .from(subscriptions)
    .where(inArray(subscriptions.status, ["active", "paused"]));
  if (running.length === 0) return planned;
  const ids = running.map((row) => row.id);
  const [items, records] = await Promise.all([
    db.select().from(subscriptionItems).where(inArray(subscriptionItems.subscription_id, ids)),
    db
      .select()
      .from(subscriptionDeliveries)
      .where(
        and(
          inArray(subscriptionDeliveries.subscription_id, ids),
          sql`${subscriptionDeliveries.date} between ${today} and ${last}`,
        ),
      ),
  ]);
  const add = (date: string, productId: string, quantity: number) => {
    const day = planned.get(date) ?? new Map<string, number>();
    day.set(productId, (day.get(productId) ?? 0) + quantity);
    planned.set(date, day);
  };
  for (const subscription of running) {
    const own = records.filter((record) => record.subscription_id === subscription.id);
    const deliveries = upcomingDeliveries({
      today,
      nextDate: subscription.next_date,
      frequencyWeeks: subscription.frequency_weeks,
      pausedUntil: subscription.paused_until,
      status: subscription.status,
      records: own,
      count: Math.ceil((Date.parse(last) - Date.parse(today)) / (7 * 86_400_000)) + 2,
    });
    for (const delivery of deliveries) {
      if (!dates.includes(delivery.date)) continue;
      if (delivery.status === "fixed") {
        const record = own.find((candidate) => candidate.date === delivery.date);
        for (const line of record?.items ?? []) add(delivery.date, line.productId, line.quantity);
      } else if (delivery.status === "planned") {
        for (const item of items.filter((row) => row.subscription_id === subscription.id))
          add(delivery.date, item.product_id, item.quantity);
      }
    }
  }
  return planned;
}

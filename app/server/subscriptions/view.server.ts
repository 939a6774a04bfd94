/**
 * Reading subscriptions for the customer: each one with its jars, its price per delivery and its
 * next deliveries (SubscriptionView), and what the customer's page shows besides.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { shopDate } from "~/lib/copenhagen";
import { payableAt } from "~/lib/delivery-calendar";
import {
  firstChangeableDate,
  upcomingDeliveries,
  type SubscriptionsPage,
  type SubscriptionView,
} from "~/lib/subscriptions";
import { shopNow } from "../clock.server";
import { inShop } from "../catalogue.server";
import { getDb } from "../db/index.server";
import {
  orders,
  products,
  profiles,
  subscriptionDeliveries,
  subscriptions,
  type Subscription,
} from "../db/schema.server";
import { calendarSettings } from "../delivery-calendar.server";
import { searchLockers } from "../lockers/lockers.server";
import { itemsOf, quoteDelivery } from "./plan.server";

// ---------------------------------------------------------------------------------------------
// Reading

/** The customer's subscriptions (not those never authorized), each with its next deliveries. */
export async function subscriptionsOfUser(userId: string, count = 3): Promise<SubscriptionView[]> {
  const rows = await getDb()
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.user_id, userId), sql`${subscriptions.status} <> 'pending'`))
    .orderBy(sql`${subscriptions.status} = 'cancelled'`, asc(subscriptions.created_at));
  return Promise.all(rows.map((row) => viewOf(row, count)));
}

export async function viewOf(row: Subscription, count = 3, now = shopNow()): Promise<SubscriptionView> {
  const db = getDb();
  const today = shopDate(now);
  const [items, records, settings] = await Promise.all([
    itemsOf(row.id),
    db
      .select({
        date: subscriptionDeliveries.date,
        status: subscriptionDeliveries.status,
        reason: subscriptionDeliveries.reason,
        items: subscriptionDeliveries.items,
        orderId: subscriptionDeliveries.order_id,
        orderStatus: orders.status,
      })
      .from(subscriptionDeliveries)
      .leftJoin(orders, eq(orders.id, subscriptionDeliveries.order_id))
      .where(
        and(
          eq(subscriptionDeliveries.subscription_id, row.id),
          sql`${subscriptionDeliveries.date} >= ${today}`,
        ),
      )
      .orderBy(asc(subscriptionDeliveries.date)),
    calendarSettings(),
  ]);
  const quote = row.user_id ? await quoteDelivery(row.user_id, items) : null;
  const planned = upcomingDeliveries({
    today,
    nextDate: row.next_date,
    frequencyWeeks: row.frequency_weeks,
    pausedUntil: row.paused_until,
    status: row.status,
    records,
    count,
  });
  return {
    id: row.id,
    status: row.status,
    frequencyWeeks: row.frequency_weeks,
    provider: row.delivery_provider,
    locker: row.shed_info,
    pausedUntil: row.paused_until,
    card: row.card,
    createdAt: row.created_at.toISOString(),
    firstChangeable: firstChangeableDate(today),
    lines: (quote?.lines ?? []).map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      title: line.title,
      titleEn: line.titleEn,
      unitPrice: line.unitPrice,
      available: line.available,
    })),
    discountPercent: quote?.discountPercent ?? 0,
    price: quote?.totals ?? { subtotal: 0, discount: 0, freight: 0, total: 0 },
    deliveries: planned.map((delivery) => {
      const record = records.find((candidate) => candidate.date === delivery.date);
      return {
        ...delivery,
        items: record?.items ?? null,
        orderId: record?.orderId ?? null,
        orderStatus: record?.orderStatus ?? null,
        payable:
          record?.orderStatus === "pending" &&
          record.reason === "declined" &&
          payableAt(delivery.date, settings, now),
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// The customer's page

/** What the customer's page needs besides the subscriptions: jars to add, weekdays, nearby lockers. */
export async function managePage(userId: string): Promise<SubscriptionsPage> {
  const [list, settings, jars, [profile]] = await Promise.all([
    subscriptionsOfUser(userId),
    calendarSettings(),
    getDb()
      .select({ id: products.id, title: products.title, titleEn: products.title_en })
      .from(products)
      .where(and(eq(products.available, true), inShop()))
      .orderBy(asc(products.title)),
    getDb().select().from(profiles).where(eq(profiles.id, userId)),
  ]);
  const needsLockers = list.some((subscription) => subscription.status !== "cancelled");
  const lockers = needsLockers
    ? (await searchLockers({ zip: profile?.postal_code ?? undefined })).lockers
    : [];
  return {
    subscriptions: list,
    weekdays: settings.weekdays,
    products: jars,
    lockers: lockers.map(({ id, name, address, zip, city }) => ({ id, name, address, zip, city })),
  };
}

/**
 * The delivery calendar on the server: its settings, the days a cart can be delivered on (with
 * the jars orders already hold on each), and holding a day's jars for an order, in the order's
 * transaction, so that concurrent orders never pass a day's capacity or a product's daily limit.
 *
 * Jars are held by orders that are pending (until they are paid or released), confirmed, paid or shipped;
 * an order released or cancelled gives its jars back by no longer counting. A subscription's
 * delivery, fixed days before, does not count the checkout's unpaid orders: one shopper's open
 * payment window never makes it skip (docs/decisions/0030).
 */
import { and, between, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { addDays, shopDate } from "~/lib/copenhagen";
import {
  DEFAULT_CALENDAR,
  deliveryDays,
  type CalendarDay,
  type CalendarSettings,
  type CartJars,
  type DayOverride,
  type DayProblem,
} from "~/lib/delivery-calendar";
import { BOOKING_WINDOW_DAYS } from "~/lib/delivery";
import { shopNow } from "./clock.server";
import { getDb, type Database, type Transaction } from "./db/index.server";
import {
  deliveryCalendar,
  deliveryDays as deliveryDaysTable,
  orderItems,
  orders,
  products,
  type DeliveryCalendarRow,
} from "./db/schema.server";

/** The statuses whose orders hold their jars on their delivery day. */
export const HOLDING_STATUSES = ["pending", "confirmed", "paid", "shipped"] as const;

export function settingsOf(row: DeliveryCalendarRow): CalendarSettings {
  return {
    weekdays: row.weekdays,
    cutoffDaysBefore: row.cutoff_days_before,
    cutoffTime: row.cutoff_time,
    capacityJars: row.capacity_jars,
    closedEachYear: row.closed_each_year,
  };
}

export async function calendarSettings(db: Database | Transaction = getDb()): Promise<CalendarSettings> {
  const [row] = await db.select().from(deliveryCalendar).where(eq(deliveryCalendar.id, 1));
  return row ? settingsOf(row) : DEFAULT_CALENDAR;
}

/** The dates' own settings between two dates. */
export async function dayOverrides(
  from: string,
  to: string,
  db: Database | Transaction = getDb(),
): Promise<DayOverride[]> {
  const rows = await db
    .select()
    .from(deliveryDaysTable)
    .where(between(deliveryDaysTable.date, from, to));
  return rows.map((row) => ({ date: row.date, closed: row.closed, capacityJars: row.capacity_jars }));
}

/** Whose holds count: everyone's, or (a subscription's delivery) all but the checkout's unpaid orders. */
export type HoldsCounted = "all" | "paid-and-subscriptions";

/** The jars held on each date between two dates, in all and of each of `productIds`. */
export async function heldJars(
  from: string,
  to: string,
  productIds: readonly string[],
  db: Database | Transaction = getDb(),
  counted: HoldsCounted = "all",
): Promise<{
  reservedJars: Record<string, number>;
  reservedByProduct: Record<string, Record<string, number>>;
}> {
  const holding = and(
    between(orders.delivery_date, from, to),
    inArray(orders.status, [...HOLDING_STATUSES]),
    isNotNull(orders.delivery_date),
    // A season menu's pre-order holds covers at its place, not the delivery day's jars.
    isNull(orders.season_menu_id),
    counted === "all"
      ? undefined
      : sql`(${orders.status} <> 'pending' or ${orders.subscription_id} is not null)`,
  );
  const jars = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
  const [perDay, perProduct] = await Promise.all([
    db
      .select({ date: orders.delivery_date, jars })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.order_id, orders.id))
      .where(holding)
      .groupBy(orders.delivery_date),
    productIds.length
      ? db
          .select({ date: orders.delivery_date, productId: orderItems.product_id, jars })
          .from(orders)
          .innerJoin(orderItems, eq(orderItems.order_id, orders.id))
          .where(and(holding, inArray(orderItems.product_id, [...productIds])))
          .groupBy(orders.delivery_date, orderItems.product_id)
      : [],
  ]);
  const reservedJars: Record<string, number> = {};
  for (const row of perDay) reservedJars[row.date!] = row.jars;
  const reservedByProduct: Record<string, Record<string, number>> = {};
  for (const row of perProduct) {
    if (!row.productId) continue;
    (reservedByProduct[row.date!] ??= {})[row.productId] = row.jars;
  }
  return { reservedJars, reservedByProduct };
}

/** The daily limits of the cart's products that have one. */
async function productLimitsOf(cart: CartJars, db: Database | Transaction): Promise<Record<string, number>> {
  if (cart.length === 0) return {};
  const rows = await db
    .select({ id: products.id, limit: products.daily_limit })
    .from(products)
    .where(
      and(
        inArray(
          products.id,
          cart.map((line) => line.productId),
        ),
        isNotNull(products.daily_limit),
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.id, row.limit!]));
}

export type DeliveryCalendar = { settings: CalendarSettings; days: CalendarDay[]; now: string };

/** The delivery days of the next 14 days for this cart, each with what stops it, if anything. */
export async function deliveryCalendarFor(
  cart: CartJars,
  options: { now?: Date; db?: Database | Transaction; counted?: HoldsCounted } = {},
): Promise<DeliveryCalendar> {
  const db = options.db ?? getDb();
  const now = options.now ?? shopNow();
  const today = shopDate(now);
  const last = addDays(today, BOOKING_WINDOW_DAYS);
  const productLimits = await productLimitsOf(cart, db);
  const [settings, overrides, held] = await Promise.all([
    calendarSettings(db),
    dayOverrides(today, last, db),
    heldJars(today, last, Object.keys(productLimits), db, options.counted),
  ]);
  const days = deliveryDays({ settings, overrides, now, productLimits, cart, ...held });
  return { settings, days, now: now.toISOString() };
}

/**
 * Holds the cart's jars on `date` for an order being made in `tx`: locks the day's row (orders
 * for one day take turns), then checks the day as it stands with every order committed before.
 * Returns what stops it, or null when the order may take the day.
 */
export async function holdDeliveryDay(
  tx: Transaction,
  date: string,
  cart: CartJars,
  now: Date = shopNow(),
  counted: HoldsCounted = "all",
): Promise<DayProblem | "not-a-delivery-day" | null> {
  await tx.insert(deliveryDaysTable).values({ date }).onConflictDoNothing();
  await tx
    .select({ date: deliveryDaysTable.date })
    .from(deliveryDaysTable)
    .where(eq(deliveryDaysTable.date, date))
    .for("update");
  const { days } = await deliveryCalendarFor(cart, { now, db: tx, counted });
  const day = days.find((candidate) => candidate.date === date);
  return day ? day.problem : "not-a-delivery-day";
}

/**
 * The back office's front page: orders and revenue today and this week (Copenhagen time; paid
 * and shipped orders), paid orders waiting to be shipped by delivery date, sold-out products and
 * what needs a person (unread messages, shipments Økoskabet never accepted).
 */
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { parseKroner } from "~/lib/money";
import { getDb } from "../db/index.server";
import { contactMessages, orders, products, shipments } from "../db/schema.server";

const COUNTED = ["paid", "shipped"];
const copenhagenDayStart = sql`(date_trunc('day', now() at time zone 'Europe/Copenhagen') at time zone 'Europe/Copenhagen')`;
const copenhagenWeekStart = sql`(date_trunc('week', now() at time zone 'Europe/Copenhagen') at time zone 'Europe/Copenhagen')`;

export type Dashboard = {
  today: { orders: number; revenue: number };
  week: { orders: number; revenue: number };
  toShip: { deliveryDate: string | null; orders: number }[];
  unavailable: { id: string; title: string }[];
  unreadMessages: number;
  failedShipments: number;
};

export async function dashboard(): Promise<Dashboard> {
  const db = getDb();
  const [[sums], toShip, unavailable, [unread], [failed]] = await Promise.all([
    db
      .select({
        todayOrders:
          sql<number>`count(*) filter (where ${orders.created_at} >= ${copenhagenDayStart})`.mapWith(Number),
        todayRevenue: sql<string>`coalesce(sum(${orders.total_price}) filter (where ${orders.created_at} >= ${copenhagenDayStart}), 0)`,
        weekOrders: sql<number>`count(*)`.mapWith(Number),
        weekRevenue: sql<string>`coalesce(sum(${orders.total_price}), 0)`,
      })
      .from(orders)
      .where(and(inArray(orders.status, COUNTED), sql`${orders.created_at} >= ${copenhagenWeekStart}`)),
    db
      .select({ deliveryDate: orders.delivery_date, orders: count() })
      .from(orders)
      .where(eq(orders.status, "paid"))
      .groupBy(orders.delivery_date)
      .orderBy(sql`${orders.delivery_date} asc nulls last`),
    db
      .select({ id: products.id, title: products.title })
      .from(products)
      .where(and(eq(products.available, false), isNull(products.archived_at)))
      .orderBy(asc(products.title)),
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.read_at)),
    db.select({ n: count() }).from(shipments).where(eq(shipments.status, "failed")),
  ]);
  return {
    today: { orders: sums?.todayOrders ?? 0, revenue: parseKroner(sums?.todayRevenue ?? "0") },
    week: { orders: sums?.weekOrders ?? 0, revenue: parseKroner(sums?.weekRevenue ?? "0") },
    toShip,
    unavailable,
    unreadMessages: unread?.n ?? 0,
    failedShipments: failed?.n ?? 0,
  };
}

/**
 * The back office's front page, beside the period's sales (sales-dashboard.server.ts): paid
 * orders waiting to be shipped by delivery date, sold-out products and what needs a person
 * (unread messages, shipments Økoskabet never accepted).
 */
import { and, asc, count, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "../db/index.server";
import { contactMessages, orders, products, shipments } from "../db/schema.server";

export type Dashboard = {
  toShip: { deliveryDate: string | null; orders: number }[];
  unavailable: { id: string; title: string }[];
  unreadMessages: number;
  failedShipments: number;
};

export async function dashboard(): Promise<Dashboard> {
  const db = getDb();
  const [toShip, unavailable, [unread], [failed]] = await Promise.all([
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
    toShip,
    unavailable,
    unreadMessages: unread?.n ?? 0,
    failedShipments: failed?.n ?? 0,
  };
}

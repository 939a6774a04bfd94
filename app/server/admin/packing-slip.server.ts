/**
 * The packing slip: an order's lines with each product's particulars as the order kept them
 * (EU 1169/2011 Art. 9 and 14: all of them at delivery, the use-by date too). A line ordered
 * before orders kept them shows the product's particulars as they are now, and says so.
 */
import { asc, eq, inArray } from "drizzle-orm";
import type { FoodInfo } from "~/lib/food";
import type { PackingSlipLine } from "~/lib/orders";
import { foodColumns, foodOf } from "../catalogue.server";
import { getDb } from "../db/index.server";
import { orderItems, orders, products } from "../db/schema.server";

export async function packingSlip(orderId: string) {
  const db = getDb();
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      created_at: orders.created_at,
      customer_name: orders.customer_name,
      customer_phone: orders.customer_phone,
      delivery_provider: orders.delivery_provider,
      delivery_address: orders.delivery_address,
      shed_info: orders.shed_info,
      delivery_date: orders.delivery_date,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.order_id, orderId))
    .orderBy(asc(orderItems.created_at), asc(orderItems.id));
  const missing = items.filter((item) => !item.food).map((item) => item.product_id);
  const current =
    missing.length === 0
      ? new Map<string, FoodInfo>()
      : new Map(
          (
            await db
              .select({ id: products.id, food: foodColumns() })
              .from(products)
              .where(inArray(products.id, missing))
          ).map((row) => [row.id, foodOf(row.food)]),
        );
  const lines: PackingSlipLine[] = items.flatMap((item) => {
    const food = item.food ?? current.get(item.product_id);
    if (!food) return [];
    return [
      { id: item.id, title: item.product_title, quantity: item.quantity, food, asSold: Boolean(item.food) },
    ];
  });
  return { order, lines };
}

/**
 * Orders made straight in the database and paid through the order lifecycle (the invoice issued
 * as the checkout's payment issues it): for tests about what happens to orders after they are
 * paid (packing, recalls, the owner's figures), without a payment window.
 */
import { getDb } from "~/server/db/index.server";
import { orderItems, orders } from "~/server/db/schema.server";
import { orderPaid } from "~/server/orders/lifecycle.server";

export const PRICE_PER_JAR = 50_00;
export const FREIGHT = 50_00;

const kroner = (ore: number) => (ore / 100).toFixed(2);

/** A home-delivered order of `lines` (50 kr a jar, 50 kr freight) for `customer`, paid. */
export async function paidOrder(
  customer: { id: string; email: string },
  lines: readonly (readonly [productId: string, quantity: number])[],
  extra: Partial<typeof orders.$inferInsert> = {},
): Promise<string> {
  const subtotal = lines.reduce((sum, [, quantity]) => sum + quantity * PRICE_PER_JAR, 0);
  const db = getDb();
  const [order] = await db
    .insert(orders)
    .values({
      user_id: customer.id,
      status: "pending",
      subtotal_price: kroner(subtotal),
      freight_price: kroner(FREIGHT),
      total_price: kroner(subtotal + FREIGHT),
      customer_name: "Test Kunde",
      customer_email: customer.email,
      delivery_provider: "standard",
      delivery_date: "2026-12-16",
      delivery_address: {
        name: "Test Kunde",
        street: "Vestergade 1",
        zip: "2600",
        city: "Glostrup",
        country: "Danmark",
      },
      ...extra,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    lines.map(([productId, quantity]) => ({
      order_id: order!.id,
      product_id: productId,
      product_title: "Testsuppe",
      quantity,
      unit_price: kroner(PRICE_PER_JAR),
    })),
  );
  await db.transaction((tx) => orderPaid(tx, order!.id, null));
  return order!.id;
}

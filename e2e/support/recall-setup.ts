/**
 * Writes a recorded batch and two orders packed from it into the end-to-end shop's database
 * before the shop starts (one process at a time may use the embedded database), as the kitchen
 * and the packing would leave them: one order shipped with two jars of the lot, one paid and
 * packed but not shipped, with a jar of the lot and a jar of another soup. Both are invoiced, as
 * paid orders are. The demo data the batch's product comes from is loaded here, as the shop
 * would on its first start. e2e/recall.spec.ts recalls the lot.
 */
import { eq } from "drizzle-orm";
import { getDb, openConfiguredDatabase, setConnection } from "../../app/server/db/index.server";
import { batches, orderItemBatches, orderItems, orders, products } from "../../app/server/db/schema.server";
import { demoId, seedDemoData } from "../../app/server/db/seed.server";
import { issueInvoice } from "../../app/server/invoices.server";
import { E2E_RECALL } from "./recall";

const connection = await openConfiguredDatabase();
setConnection(connection);
const db = getDb();
// The demo data first (the shop would load it as it starts; it loads what is missing only once).
await seedDemoData(db);
const productOf = async (key: string) =>
  (
    await db
      .select()
      .from(products)
      .where(eq(products.id, demoId("product", key)))
  )[0]!;
const soup = await productOf(E2E_RECALL.productKey);
const other = await productOf(E2E_RECALL.otherProductKey);
const [batch] = await db
  .insert(batches)
  .values({
    product_id: soup.id,
    lot_code: E2E_RECALL.lot,
    produced_on: E2E_RECALL.producedOn,
    best_before: E2E_RECALL.bestBefore,
    jars_made: 40,
  })
  .returning();

const price = (product: typeof soup) => Number(product.customer_price ?? product.base_price);
const orderOf = async (
  customer: { email: string; name: string },
  lines: { product: typeof soup; jars: number }[],
  shipped: boolean,
) => {
  const subtotal = lines.reduce((sum, line) => sum + line.jars * price(line.product), 0).toFixed(2);
  await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        status: shipped ? "shipped" : "paid",
        subtotal_price: subtotal,
        total_price: subtotal,
        customer_email: customer.email,
        customer_name: customer.name,
        customer_phone: "+4512345678",
        delivery_provider: "standard",
        delivery_address: {
          name: customer.name,
          street: "Hovedgaden 1",
          zip: "2600",
          city: "Glostrup",
          country: "DK",
        },
        delivery_date: shipped ? "2026-11-25" : "2026-12-02",
        language: "da",
        paid_at: new Date(),
        packed_at: new Date(),
        shipped_at: shipped ? new Date() : null,
      })
      .returning();
    for (const line of lines) {
      const [item] = await tx
        .insert(orderItems)
        .values({
          order_id: order!.id,
          product_id: line.product.id,
          product_title: line.product.title,
          quantity: line.jars,
          unit_price: price(line.product).toFixed(2),
        })
        .returning();
      if (line.product.id === soup.id)
        await tx
          .insert(orderItemBatches)
          .values({ order_item_id: item!.id, batch_id: batch!.id, quantity: line.jars });
    }
    await issueInvoice(tx, order!);
  });
};
await orderOf(E2E_RECALL.shipped, [{ product: soup, jars: 2 }], true);
await orderOf(
  E2E_RECALL.held,
  [
    { product: soup, jars: 1 },
    { product: other, jars: 1 },
  ],
  false,
);
setConnection(undefined);
await connection.close();
console.log(`batch ${E2E_RECALL.lot} and two orders packed from it written`);

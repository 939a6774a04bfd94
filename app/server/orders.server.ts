/** Reading a customer's orders, always limited to that customer. */
import { asc, desc, eq, inArray } from "drizzle-orm";
import { shopDate } from "~/lib/copenhagen";
import { parseKroner } from "~/lib/money";
import { isUpcomingDelivery, upcomingFirst, type CustomerOrder } from "~/lib/orders";
import { lotsOfLines } from "./batches/stock.server";
import { shopNow } from "./clock.server";
import { getDb } from "./db/index.server";
import {
  orderItems,
  orders,
  seasonMenuDays,
  seasonMenuPlaces,
  seasonMenus,
  shipments,
} from "./db/schema.server";
import { documentsOfOrders } from "./invoices.server";
import { pickupColumns, pickupDayOfOrder, placeOfOrder } from "./season-menus/pickup.server";

/** The user's orders with their lines: the coming deliveries first, soonest first, then newest first. */
export async function listOrdersForUser(
  userId: string,
  today = shopDate(shopNow()),
): Promise<CustomerOrder[]> {
  const db = getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.user_id, userId))
    .orderBy(desc(orders.created_at));
  if (rows.length === 0) return [];
  const ids = rows.map((order) => order.id);
  const [lines, shipmentRows, documents, preorders] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.order_id, ids))
      .orderBy(asc(orderItems.created_at), asc(orderItems.id)),
    db.select().from(shipments).where(inArray(shipments.order_id, ids)),
    documentsOfOrders(ids),
    db
      .select({
        orderId: orders.id,
        covers: orders.covers,
        menu: seasonMenus.name,
        menuEn: seasonMenus.name_en,
        ...pickupColumns,
      })
      .from(orders)
      .innerJoin(seasonMenus, eq(seasonMenus.id, orders.season_menu_id))
      .innerJoin(seasonMenuPlaces, placeOfOrder)
      .leftJoin(seasonMenuDays, pickupDayOfOrder)
      .where(inArray(orders.id, ids)),
  ]);
  const lots = await lotsOfLines(
    lines.map((line) => line.id),
    db,
  );
  const list = rows.map((order) => {
    const shipment = shipmentRows.find((row) => row.order_id === order.id);
    const preorder = preorders.find((row) => row.orderId === order.id);
    return {
      id: order.id,
      createdAt: order.created_at.toISOString(),
      status: order.status,
      total: parseKroner(order.total_price),
      deliveryProvider: order.delivery_provider,
      lockerInfo: order.shed_info,
      deliveryAddress: order.delivery_address,
      deliveryDate: order.delivery_date,
      items: lines
        .filter((line) => line.order_id === order.id)
        .map((line) => ({
          productId: line.product_id,
          title: line.product_title,
          quantity: line.quantity,
          unitPrice: parseKroner(line.unit_price),
          lots: lots.get(line.id) ?? [],
        })),
      shipment: shipment ? { status: shipment.status, tracking: shipment.tracking } : null,
      documents: documents.get(order.id) ?? [],
      upcoming: false,
      preorder: preorder
        ? (({ orderId: _id, covers, ...pickup }) => ({ ...pickup, covers: covers ?? 0 }))(preorder)
        : null,
    };
  });
  return upcomingFirst(list, today).map((order) => ({
    ...order,
    upcoming: isUpcomingDelivery(order, today),
  }));
}

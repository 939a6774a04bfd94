/** How orders are named and shown, the same on every page, e-mail and export. */

/** The statuses the shop knows; any other value is shown as it is. */
export const ORDER_STATUSES = ["pending", "paid", "shipped", "cancelled", "refunded"] as const;
export type KnownOrderStatus = (typeof ORDER_STATUSES)[number];

export function isKnownOrderStatus(status: string): status is KnownOrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

/** The short order number customers see: the first 8 characters of the id. */
export function orderNumber(orderId: string): string {
  return orderId.slice(0, 8);
}

/** Paid orders whose delivery day has not passed: the customer's coming deliveries. */
export function isUpcomingDelivery(
  order: { status: string; deliveryDate: string | null },
  today: string,
): boolean {
  return (
    (order.status === "paid" || order.status === "shipped") &&
    order.deliveryDate !== null &&
    order.deliveryDate >= today
  );
}

/**
 * A customer's orders as their list shows them: the coming deliveries first, soonest first, then
 * every other order, newest first (as `orders` come).
 */
export function upcomingFirst<T extends { status: string; deliveryDate: string | null }>(
  orders: readonly T[],
  today: string,
): T[] {
  const upcoming = orders
    .filter((order) => isUpcomingDelivery(order, today))
    .sort((a, b) => (a.deliveryDate! < b.deliveryDate! ? -1 : a.deliveryDate! > b.deliveryDate! ? 1 : 0));
  return [...upcoming, ...orders.filter((order) => !isUpcomingDelivery(order, today))];
}

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

/** Locker shipments: their statuses, and which way they may move. */

/** Every status a shipment can have in the shop. */
export const SHIPMENT_STATUSES = [
  "pending",
  "booking",
  "created",
  "fulfilled",
  "delivered",
  "failed",
  "cancelled",
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export function isShipmentStatus(status: string): status is ShipmentStatus {
  return (SHIPMENT_STATUSES as readonly string[]).includes(status);
}

/** What Økoskabet reports, in the order a parcel gets there: booked, in the locker, picked up. */
export const SHIPMENT_PROGRESS = ["created", "fulfilled", "delivered"] as const;
export type ShipmentProgress = (typeof SHIPMENT_PROGRESS)[number];

export function isShipmentProgress(status: unknown): status is ShipmentProgress {
  return (SHIPMENT_PROGRESS as readonly unknown[]).includes(status);
}

/**
 * Whether Økoskabet's word may move a shipment from `from` to `to`: only forward (created →
 * fulfilled → delivered), so a replayed or late message cannot take a delivered parcel back to
 * the locker. A shipment not yet booked may be told any step; a cancelled or failed one stays.
 */
export function shipmentMayMove(from: string, to: ShipmentProgress): boolean {
  if (from === "pending" || from === "booking") return true;
  const rank = (SHIPMENT_PROGRESS as readonly string[]).indexOf(from);
  return rank >= 0 && SHIPMENT_PROGRESS.indexOf(to) > rank;
}

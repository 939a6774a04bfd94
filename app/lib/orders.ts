/**
 * How orders are named and shown, the same on every page, e-mail and export; and the shapes in
 * which the server hands an order to the pages (the customer's list, the back office's order
 * page and packing slip), so that components need no server module for their types.
 */
import type { DeliveryProvider, Role } from "./domain";
import type { FoodInfo } from "./food";
import type { OrderDocument } from "./invoices";

/**
 * The statuses the shop knows; any other value is shown as it is. "confirmed": placed with the
 * card saved, its amount to be reserved before its delivery day (~/lib/payment-plan).
 */
export const ORDER_STATUSES = ["pending", "confirmed", "paid", "shipped", "cancelled", "refunded"] as const;
export type KnownOrderStatus = (typeof ORDER_STATUSES)[number];

export function isKnownOrderStatus(status: string): status is KnownOrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(status);
}

/** Whether the customer's checkout is done for an order in `status`: paid, or confirmed with the card saved. */
export function isPlaced(status: string): boolean {
  return status === "paid" || status === "confirmed";
}

/** The short order number customers see: the first 8 characters of the id. */
export function orderNumber(orderId: string): string {
  return orderId.slice(0, 8);
}

/** Placed or shipped orders whose delivery day has not passed: the customer's coming deliveries. */
export function isUpcomingDelivery(
  order: { status: string; deliveryDate: string | null },
  today: string,
): boolean {
  return (
    (isPlaced(order.status) || order.status === "shipped") &&
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

/** Where a home delivery goes, as the order keeps it. */
export type DeliveryAddress = {
  name?: string;
  street: string;
  zip: string;
  city: string;
  country: string;
};

/** The Økoskab an order is picked up from, as the order keeps it. */
export type LockerInfo = {
  id: string;
  name: string;
  address: string;
  city: string;
  zip: string;
  selectedDate: string;
};

/** One of the customer's orders as their list shows it (`listOrdersForUser` in orders.server.ts). */
export type CustomerOrder = {
  id: string;
  createdAt: string;
  status: string;
  /** øre */
  total: number;
  deliveryProvider: string | null;
  lockerInfo: LockerInfo | null;
  deliveryAddress: DeliveryAddress | null;
  deliveryDate: string | null;
  items: {
    productId: string;
    title: string;
    quantity: number;
    unitPrice: number;
    /** The lots its jars were packed from (empty: not packed, or shipped before lots). */
    lots: LineLot[];
  }[];
  shipment: { status: string; tracking: unknown } | null;
  /** The order's invoice and credit notes, by number. */
  documents: OrderDocument[];
  /** Paid, and its delivery day is still to come. */
  upcoming: boolean;
  /** A season menu's pre-order: the menu, covers, and the place and its hours on the pickup day. */
  preorder: {
    menu: string;
    menuEn: string | null;
    covers: number;
    place: string;
    placeEn: string | null;
    address: string;
    opens: string | null;
    closes: string | null;
  } | null;
};

/** An order in the back office's list of orders. */
export type AdminOrderRow = {
  id: string;
  createdAt: Date;
  status: string;
  total: number;
  customerName: string | null;
  customerEmail: string | null;
  deliveryProvider: string | null;
  deliveryDate: string | null;
  shipmentStatus: string | null;
};

/**
 * One order as the back office's order page shows it: what its panels read of what
 * `orderDetail` (admin/orders.server.ts) gives, which is checked against this. Amounts named
 * `*_price`/`*_amount` are the database's kroner strings; `money` is in øre.
 */
export type OrderDetail = {
  order: {
    id: string;
    status: string;
    created_at: Date;
    subtotal_price: string;
    discount_amount: string;
    discount_code: string | null;
    freight_price: string;
    customer_name: string | null;
    customer_email: string | null;
    customer_phone: string | null;
    delivery_provider: DeliveryProvider | null;
    delivery_address: DeliveryAddress | null;
    shed_info: LockerInfo | null;
    delivery_date: string | null;
    payment_id: string | null;
    payment_state: string | null;
  };
  items: { id: string; product_id: string; product_title: string; quantity: number; unit_price: string }[];
  shipment: { status: string; attempts: number; last_error: string | null } | null;
  /** QuickPay's operations on the payment, failed ones too. */
  events: {
    id: string;
    created_at: Date;
    type: string;
    /** øre */
    amount: number;
    qp_status_code: string | null;
    qp_status_msg: string | null;
    aq_status_msg: string | null;
  }[];
  /** The account that ordered, while it exists. */
  customer: { id: string; role: Role } | null;
  /** In øre. */
  money: { total: number; captured: number; refunded: number; refundable: number };
  /**
   * A paid order's authorization lapsed (the customer may be asked to pay again), or the
   * customer was asked and has not paid yet.
   */
  payment: { lapsed: boolean; awaiting: boolean };
  /** Order line id → the lots its jars were packed from (none: not packed, or shipped before lots). */
  lots: Record<string, LineLot[]>;
};

/** The jars of one order line from one lot (~/server/batches/stock.server lotsOfLines). */
export type LineLot = { lotCode: string; bestBefore: string; quantity: number };

/** One product of a packing slip (`packingSlip` in admin/packing-slip.server.ts). */
export type PackingSlipLine = {
  id: string;
  title: string;
  quantity: number;
  food: FoodInfo;
  /** False: the order did not keep the particulars; these are the product's today. */
  asSold: boolean;
};

/**
 * The kitchen's side of the delivery calendar: for each coming delivery day, the jars to cook
 * per product (paid orders; pending ones apart), the capacity used and the cutoff; for one day,
 * the packing lists per locker and per home-delivery route (postal code order), also as CSV.
 *
 * After a day's cutoff its plan is frozen: what changes later (an order cancelled, or paid late)
 * is flagged, so the kitchen knows the jars it cooked no longer match.
 */
import { plannedSubscriptionJars } from "./subscriptions.server";
import { and, asc, between, eq, inArray, isNotNull } from "drizzle-orm";
import { addDays, shopDate } from "~/lib/copenhagen";
import { BOOKING_WINDOW_DAYS } from "~/lib/delivery";
import {
  capacityOf,
  cutoffFor,
  isClosed,
  isDeliveryWeekday,
  type CalendarSettings,
  type DayOverride,
} from "~/lib/delivery-calendar";
import { orderNumber } from "~/lib/orders";
import type { LateChange, PlanDay, PlanLine } from "~/lib/production";
import { shopNow } from "../clock.server";
import { getDb } from "../db/index.server";
import { orderItems, orders, products, type Order } from "../db/schema.server";
import { calendarSettings, dayOverrides } from "../delivery-calendar.server";

/**
 * Orders that count in a day's plan: paid or shipped (to cook), pending or confirmed (perhaps:
 * a confirmed order's amount is reserved a day before the cutoff), cancelled (flags).
 */
const PLANNED_STATUSES = ["pending", "confirmed", "paid", "shipped", "cancelled"] as const;

type PlannedOrder = Pick<Order, "id" | "status" | "delivery_date" | "paid_at" | "cancelled_at"> & {
  lines: { productId: string | null; title: string; quantity: number }[];
};

async function plannedOrders(from: string, to: string): Promise<PlannedOrder[]> {
  const db = getDb();
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      delivery_date: orders.delivery_date,
      paid_at: orders.paid_at,
      cancelled_at: orders.cancelled_at,
    })
    .from(orders)
    .where(
      and(
        isNotNull(orders.delivery_date),
        between(orders.delivery_date, from, to),
        inArray(orders.status, [...PLANNED_STATUSES]),
      ),
    );
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderItems.order_id,
      productId: orderItems.product_id,
      title: orderItems.product_title,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.order_id,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.orderId === row.id) }));
}

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Whether an order counts as paid in the plan, and whether it changed after the cutoff. */
export function planDay(
  date: string,
  settings: CalendarSettings,
  overrides: DayOverride[],
  dayOrders: PlannedOrder[],
  now: Date,
): PlanDay {
  const cutoff = cutoffFor(date, settings);
  const byProduct = new Map<string, PlanLine>();
  const lateChanges: LateChange[] = [];
  let paidJars = 0;
  let pendingJars = 0;
  for (const order of dayOrders) {
    const jars = order.lines.reduce((sum, line) => sum + line.quantity, 0);
    const paid = order.status === "paid" || order.status === "shipped";
    if (order.status === "cancelled") {
      // Cancelled after the cutoff, having been paid: the kitchen may have cooked for it.
      if (order.paid_at && order.cancelled_at && order.cancelled_at > cutoff) {
        lateChanges.push({
          orderId: order.id,
          number: orderNumber(order.id),
          kind: "cancelled",
          at: order.cancelled_at.toISOString(),
          jars,
        });
      }
      continue;
    }
    if (paid && order.paid_at && order.paid_at > cutoff) {
      lateChanges.push({
        orderId: order.id,
        number: orderNumber(order.id),
        kind: "paid",
        at: order.paid_at.toISOString(),
        jars,
      });
    }
    for (const line of order.lines) {
      const key = line.productId ?? `title:${line.title}`;
      const planned = byProduct.get(key) ?? {
        productId: line.productId,
        title: line.title,
        paidJars: 0,
        pendingJars: 0,
        subscriptionJars: 0,
      };
      if (paid) planned.paidJars += line.quantity;
      else planned.pendingJars += line.quantity;
      byProduct.set(key, planned);
    }
    if (paid) paidJars += jars;
    else pendingJars += jars;
  }
  return {
    date,
    cutoff: cutoff.toISOString(),
    frozen: now > cutoff,
    closed: isClosed(date, settings, overrides),
    capacityJars: capacityOf(date, settings, overrides),
    paidJars,
    pendingJars,
    subscriptionJars: 0,
    lines: [...byProduct.values()].sort(
      (a, b) => b.paidJars - a.paidJars || a.title.localeCompare(b.title, "da"),
    ),
    lateChanges: lateChanges.sort((a, b) => a.at.localeCompare(b.at)),
  };
}

/** The delivery days from today to 14 days ahead, each with its plan. */
export async function productionPlan(now: Date = shopNow()): Promise<{ now: string; days: PlanDay[] }> {
  const today = shopDate(now);
  const last = addDays(today, BOOKING_WINDOW_DAYS);
  const [settings, overrides, planned] = await Promise.all([
    calendarSettings(),
    dayOverrides(today, last),
    plannedOrders(today, last),
  ]);
  const dates = daysBetween(today, last).filter(
    (date) => isDeliveryWeekday(date, settings) || planned.some((order) => order.delivery_date === date),
  );
  const [subscriptionJars, titles] = await Promise.all([
    plannedSubscriptionJars(dates, now),
    getDb().select({ id: products.id, title: products.title }).from(products),
  ]);
  return {
    now: now.toISOString(),
    days: dates.map((date) => {
      const day = planDay(
        date,
        settings,
        overrides,
        planned.filter((order) => order.delivery_date === date),
        now,
      );
      for (const [productId, jars] of subscriptionJars.get(date) ?? []) {
        let line = day.lines.find((candidate) => candidate.productId === productId);
        if (!line) {
          line = {
            productId,
            title: titles.find((product) => product.id === productId)?.title ?? productId,
            paidJars: 0,
            pendingJars: 0,
            subscriptionJars: 0,
          };
          day.lines.push(line);
        }
        line.subscriptionJars += jars;
        day.subscriptionJars += jars;
      }
      return day;
    }),
  };
}

export type PackedOrder = {
  id: string;
  number: string;
  customer: string;
  phone: string | null;
  street: string;
  zip: string;
  city: string;
  lines: { title: string; quantity: number }[];
  jars: number;
};

/** A locker's packing list, or a home-delivery route's (one postal code). */
export type PackingList = {
  kind: "locker" | "route";
  key: string;
  name: string;
  orders: PackedOrder[];
  jars: number;
};

/**
 * One day's packing lists: a list per locker (by name), then one per postal code of home
 * deliveries (in postal code order), each order with its jars; only orders to deliver (paid or
 * shipped).
 */
export async function packingLists(date: string): Promise<PackingList[]> {
  const db = getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.delivery_date, date), inArray(orders.status, ["paid", "shipped"])))
    .orderBy(asc(orders.created_at));
  if (rows.length === 0) return [];
  const lines = await db
    .select({ orderId: orderItems.order_id, title: orderItems.product_title, quantity: orderItems.quantity })
    .from(orderItems)
    .where(
      inArray(
        orderItems.order_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.created_at), asc(orderItems.id));
  const lists = new Map<string, PackingList>();
  for (const order of rows) {
    const own = lines
      .filter((line) => line.orderId === order.id)
      .map(({ title, quantity }) => ({ title, quantity }));
    const jars = own.reduce((sum, line) => sum + line.quantity, 0);
    const pickup = order.delivery_provider === "okoskabet" && order.shed_info;
    const address = pickup
      ? { street: order.shed_info!.address, zip: order.shed_info!.zip, city: order.shed_info!.city }
      : {
          street: order.delivery_address?.street ?? "",
          zip: order.delivery_address?.zip ?? "",
          city: order.delivery_address?.city ?? "",
        };
    const key = pickup ? `locker:${order.shed_info!.id}` : `route:${address.zip}`;
    const list = lists.get(key) ?? {
      kind: pickup ? ("locker" as const) : ("route" as const),
      key,
      name: pickup ? order.shed_info!.name : `${address.zip} ${address.city}`.trim(),
      orders: [],
      jars: 0,
    };
    list.orders.push({
      id: order.id,
      number: orderNumber(order.id),
      customer: order.customer_name ?? order.delivery_address?.name ?? "",
      phone: order.customer_phone,
      ...address,
      lines: own,
      jars,
    });
    list.jars += jars;
    lists.set(key, list);
  }
  return [...lists.values()].sort((a, b) =>
    a.kind !== b.kind
      ? a.kind === "locker"
        ? -1
        : 1
      : a.kind === "locker"
        ? a.name.localeCompare(b.name, "da")
        : a.key.localeCompare(b.key),
  );
}

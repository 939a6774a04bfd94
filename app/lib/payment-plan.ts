/**
 * How an order's money moves, chosen by the server from its delivery date (docs/decisions/0031):
 * an order for a date within AUTHORIZE_NOW_DAYS of the checkout is authorized at once and
 * captured at dispatch; a later one saves the card with QuickPay at the checkout (a card
 * agreement, as the meal subscriptions use), has its total authorized when its day's orders are
 * made (ORDER_LEAD_HOURS before the cutoff, as a subscription's delivery is) and captured at
 * dispatch. A card's hold lasts about 7 days (Visa's default; some issuers 5), so no
 * authorization is counted on for longer than AUTHORIZATION_SAFE_DAYS: one on a saved card is
 * renewed before then if the order has not shipped.
 */
import { addDays } from "./copenhagen";
import type { CalendarSettings } from "./delivery-calendar";
import { orderDueAt } from "./subscriptions";

/**
 * "at-once" is a season menu's pre-order (~/lib/season-menus): authorized and captured in the
 * payment window when ordered, with the customer's ticked consent, as the terms say.
 */
export const PAYMENT_PLANS = ["now", "at-cutoff", "at-once"] as const;
export type PaymentPlan = (typeof PAYMENT_PLANS)[number];

/** An order for a date at most this many days after the checkout is authorized at once. */
export const AUTHORIZE_NOW_DAYS = 5;

/** How long an authorization is counted on: renewed (on a saved card) before it is this old. */
export const AUTHORIZATION_SAFE_DAYS = 5;

/** How long a card's hold lasts at most (Visa's default): after this it has lapsed. */
export const AUTHORIZATION_LAPSES_DAYS = 7;

const DAY_MS = 24 * 60 * 60_000;

/** The plan for an order placed on `today` (Copenhagen date) for delivery on `deliveryDate`. */
export function paymentPlanFor(deliveryDate: string, today: string): PaymentPlan {
  return deliveryDate <= addDays(today, AUTHORIZE_NOW_DAYS) ? "now" : "at-cutoff";
}

/**
 * When the amount of an order for `deliveryDate` is reserved on the card: null for at once (the
 * payment window), or the moment the day's orders are made. It is drawn at dispatch either way.
 */
export function reservedAt(deliveryDate: string, today: string, settings: CalendarSettings): Date | null {
  return paymentPlanFor(deliveryDate, today) === "now" ? null : orderDueAt(deliveryDate, settings);
}

/** When a confirmed order's amount is reserved on its saved card; null for any other order. */
export function reservationOf(
  order: { status: string; delivery_date: string | null },
  settings: CalendarSettings,
): Date | null {
  return order.status === "confirmed" && order.delivery_date
    ? orderDueAt(order.delivery_date, settings)
    : null;
}

/**
 * Whether the customer has a payment to make for the order: it is unpaid (pending; confirmed
 * once the amount could not be reserved on the saved card), or paid but its authorization
 * lapsed and the back office asked for a new payment (no payment in its current round).
 */
export function awaitsPayment(order: {
  status: string;
  payment_id: string | null;
  payment_round: number;
}): boolean {
  if (order.status === "pending") return true;
  if (order.status === "confirmed") return order.payment_id !== null;
  return order.status === "paid" && order.payment_id === null && order.payment_round > 0;
}

/** Whether an authorization made at `authorizedAt` is old enough at `now` to be renewed. */
export function authorizationNeedsRenewal(authorizedAt: Date, now: Date): boolean {
  return now.getTime() - authorizedAt.getTime() >= AUTHORIZATION_SAFE_DAYS * DAY_MS;
}

/** Whether an authorization made at `authorizedAt` has lapsed at `now`, as far as the shop can tell. */
export function authorizationExpired(authorizedAt: Date, now: Date): boolean {
  return now.getTime() - authorizedAt.getTime() > AUTHORIZATION_LAPSES_DAYS * DAY_MS;
}

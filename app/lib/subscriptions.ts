/**
 * Meal subscriptions ("Fast levering"): a box of jars every week or every second week. The rules
 * that do not need the database live here: which dates a subscription delivers on, which of them
 * are already fixed (the terms' 5 days' notice), when a delivery's order is made, and what a
 * delivery costs. The server (~/server/subscriptions/) applies them.
 *
 * Dates are Copenhagen calendar dates ("2026-12-02"); `today` is the shop's today.
 */
import { priceCart, type CartTotals, type PricedLine } from "./cart";
import { addDays, isDate, weekdayOf } from "./copenhagen";
import { cutoffFor, type CalendarSettings } from "./delivery-calendar";
import type { DeliveryProvider } from "./domain";
import type { LockerInfo } from "./orders";

/** A change applies to deliveries more than this many days ahead (the terms' notice). */
export const NOTICE_DAYS = 5;
/** A subscription holds at least this many jars per delivery, in any mix. */
export const MIN_JARS = 4;
/** The reminder with a delivery's contents goes out this many days before it. */
export const REMINDER_DAYS = 7;
/**
 * A delivery's order is made (and its recurring payment asked for) this many hours before the
 * delivery's cutoff: a declined card leaves the customer a day to pay before the kitchen's plan
 * closes (docs/decisions/0022).
 */
export const ORDER_LEAD_HOURS = 24;
/** The admin's subscription discount until they set one (percent off the goods). */
export const DEFAULT_DISCOUNT_PERCENT = 5;
/** Two declined recurring payments in a row pause the subscription. */
export const DECLINES_BEFORE_PAUSE = 2;
/**
 * Subscriptions one account may start in a Copenhagen day. Each start creates a subscription and
 * its payment window at QuickPay; a customer whose card was declined, or who closed the window,
 * starts again once or twice, and a robot could otherwise fill QuickPay with subscriptions.
 */
export const STARTS_PER_DAY = 3;
/**
 * A start whose QuickPay window was not completed this long after is not going to be (3-D Secure
 * and MobilePay's app take minutes): the subscriptions job cancels it at QuickPay and forgets it.
 */
export const START_AUTHORIZE_HOURS = 2;

export const FREQUENCIES = [1, 2] as const;
export type FrequencyWeeks = (typeof FREQUENCIES)[number];

export function isFrequency(value: unknown): value is FrequencyWeeks {
  return /^[12]$/.test(String(value));
}

export type SubscriptionStatus = "pending" | "active" | "paused" | "cancelled";

/** What happened to one delivery of a subscription. */
export type DeliveryStatus =
  /** Inside the notice: contents and place are fixed, the order is still to be made. */
  | "fixed"
  /** Skipped by the customer, or because the day was closed, full or paused. */
  | "skipped"
  /** Its order exists (paid, waiting for payment, or released unpaid: see the order). */
  | "ordered";

/**
 * Why a delivery was skipped ("too-few": fewer than MIN_JARS of its jars could be delivered);
 * "declined" marks an ordered delivery whose recurring payment was declined.
 */
export type SkipReason = "customer" | "closed" | "full" | "late" | "empty" | "too-few" | "declined";

/** The first date a change reaches: every delivery before it is fixed. */
export function firstChangeableDate(today: string): string {
  return addDays(today, NOTICE_DAYS + 1);
}

/** Whether a delivery on `date` can still be changed, skipped or cancelled. */
export function isChangeable(date: string, today: string): boolean {
  return date >= firstChangeableDate(today);
}

/** `count` dates from `first`, every `frequencyWeeks` weeks. */
export function scheduleDates(first: string, frequencyWeeks: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addDays(first, index * 7 * frequencyWeeks));
}

/** The first date on or after `from` that falls on `weekday` (0 = Sunday). */
export function onWeekday(from: string, weekday: number): string {
  return addDays(from, (weekday - weekdayOf(from) + 7) % 7);
}

/**
 * Where the schedule goes on after a change of weekday or frequency: the first date on the new
 * weekday that the change can still reach.
 */
export function rescheduledFrom(today: string, weekday: number, earliest?: string): string {
  const from = earliest && earliest > firstChangeableDate(today) ? earliest : firstChangeableDate(today);
  return onWeekday(from, weekday);
}

/** When the job makes a delivery's order: ORDER_LEAD_HOURS before its cutoff. */
export function orderDueAt(date: string, settings: CalendarSettings): Date {
  return new Date(cutoffFor(date, settings).getTime() - ORDER_LEAD_HOURS * 60 * 60 * 1000);
}

/**
 * What one delivery costs: the jars at the viewer's prices of the day, the subscription's discount
 * off the goods, freight by the same rule as any order (free from 400 kr of goods).
 */
export function deliveryPrice(lines: PricedLine[], discountPercent: number): CartTotals {
  const hundredths = Math.round(discountPercent * 100);
  return priceCart(
    lines,
    hundredths > 0 ? { code: "ABONNEMENT", type: "percentage", value: hundredths } : null,
  );
}

/** What a fixed delivery costs, as it was fixed: the price per jar (øre, by product) and the discount. */
export type FixedPrices = { unitPrices: Record<string, number>; discountPercent: number };

/**
 * The price per jar a delivery is fixed at, and the price the customer is agreed to from then
 * on: a fall (today's price below the agreed one) applies at once; a rise only to deliveries
 * fixed after the customer has been told (`rise` says so: the caller e-mails it and later
 * deliveries are fixed at the new price). No agreed price yet: today's price is agreed.
 */
export function fixedUnitPrice(
  agreed: number | null,
  today: number,
): { unitPrice: number; agreed: number; rise: boolean } {
  if (agreed === null) return { unitPrice: today, agreed: today, rise: false };
  return { unitPrice: Math.min(agreed, today), agreed: today, rise: today > agreed };
}

/**
 * What a fixed delivery's order costs: its lines at today's prices, but never more than the
 * delivery as it was fixed. Each line is charged the lower of its fixed and today's price with
 * the higher of the two discounts; should freight then make that dearer than the delivery as
 * fixed (the goods fell below the free-freight line), the delivery is charged as fixed.
 */
export function chargedDeliveryPrice<Line extends PricedLine & { productId: string }>(
  lines: readonly Line[],
  discountPercent: number,
  fixed: FixedPrices | null,
): { lines: Line[]; totals: CartTotals } {
  if (!fixed) return { lines: [...lines], totals: deliveryPrice([...lines], discountPercent) };
  const asFixed = lines.map((line) => ({
    ...line,
    unitPrice: fixed.unitPrices[line.productId] ?? line.unitPrice,
  }));
  const lowest = lines.map((line) => ({
    ...line,
    unitPrice: Math.min(line.unitPrice, fixed.unitPrices[line.productId] ?? line.unitPrice),
  }));
  const cheaper = deliveryPrice(lowest, Math.max(discountPercent, fixed.discountPercent));
  const atFixed = deliveryPrice(asFixed, fixed.discountPercent);
  return cheaper.total <= atFixed.total
    ? { lines: lowest, totals: cheaper }
    : { lines: asFixed, totals: atFixed };
}

export type PlannedDelivery = {
  date: string;
  /** fixed/skipped/ordered from the shop's records; "planned" while a change can still reach it. */
  status: DeliveryStatus | "planned";
  reason: SkipReason | null;
  /** Inside the notice: nothing can change it any more. */
  locked: boolean;
};

export type DeliveryRecord = { date: string; status: DeliveryStatus; reason: SkipReason | null };

/**
 * The subscription's next `count` deliveries: those on record (fixed, skipped, ordered) from
 * today on, then the schedule from its next date. A pause leaves out the dates before it ends.
 */
export function upcomingDeliveries(input: {
  today: string;
  nextDate: string;
  frequencyWeeks: number;
  pausedUntil: string | null;
  status: SubscriptionStatus;
  records: readonly DeliveryRecord[];
  count: number;
}): PlannedDelivery[] {
  const { today, count } = input;
  if (input.status === "cancelled") {
    return input.records
      .filter((record) => record.date >= today && record.status !== "skipped")
      .map((record) => ({ ...record, locked: true }))
      .slice(0, count);
  }
  const recorded = input.records
    .filter((record) => record.date >= today)
    .map((record) => ({ ...record, locked: !isChangeable(record.date, today) }));
  const byDate = new Map(recorded.map((record) => [record.date, record]));
  const list: PlannedDelivery[] = recorded.filter((record) => record.date < input.nextDate);
  const paused = input.status === "paused";
  let date = input.nextDate;
  // A paused subscription without an end shows nothing ahead.
  for (let guard = 0; list.length < count && guard < 200 && !(paused && !input.pausedUntil); guard++) {
    const record = byDate.get(date);
    if (record) list.push(record);
    else if (!input.pausedUntil || date >= input.pausedUntil)
      list.push({ date, status: "planned", reason: null, locked: !isChangeable(date, today) });
    date = addDays(date, 7 * input.frequencyWeeks);
  }
  return list.slice(0, count);
}

export type SubscriptionLine = { productId: string; quantity: number };

/** A locker as a subscription keeps it. */
export type LockerRef = { id: string; name: string; address: string; city: string; zip: string };

export type SubscriptionDelivery = { provider: "standard" } | { provider: "okoskabet"; locker: LockerRef };

/** A subscription as its customer's page shows it (the server's `viewOf` makes it). */
export type SubscriptionView = {
  id: string;
  status: SubscriptionStatus;
  frequencyWeeks: number;
  provider: DeliveryProvider;
  locker: LockerInfo | null;
  pausedUntil: string | null;
  card: { brand?: string; last4?: string } | null;
  createdAt: string;
  firstChangeable: string;
  lines: (SubscriptionLine & {
    title: string;
    titleEn: string | null;
    unitPrice: number;
    available: boolean;
  })[];
  discountPercent: number;
  /** One delivery at today's prices. */
  price: { subtotal: number; discount: number; freight: number; total: number };
  deliveries: (PlannedDelivery & {
    items: SubscriptionLine[] | null;
    orderId: string | null;
    orderStatus: string | null;
    /** A declined recurring payment still to be paid, until the cutoff. */
    payable: boolean;
  })[];
};

/** The customer's subscriptions page: the subscriptions, and the choices its forms offer. */
export type SubscriptionsPage = {
  subscriptions: SubscriptionView[];
  /** The delivery weekdays of the calendar, 0 = Sunday. */
  weekdays: number[];
  /** The jars on sale, to add. */
  products: { id: string; title: string; titleEn: string | null }[];
  /** Lockers near the customer, to move deliveries to. */
  lockers: LockerRef[];
};

/** The start page's choices: in its address, and posted again by its forms. */
export type StartChoices = {
  frequencyWeeks: FrequencyWeeks;
  provider: "standard" | "okoskabet";
  lockerId: string | null;
  startDate: string | null;
};

/** What the start page (`/profile/abonnement/ny`) shows; the server's `startPage` makes it. */
export type StartPage = {
  lines: (SubscriptionLine & { title: string; titleEn: string | null; unitPrice: number })[];
  jars: number;
  /** One delivery of the jars. */
  price: CartTotals;
  discountPercent: number;
  address: string;
  /** Lockers near the customer, when a locker is chosen. */
  lockers: LockerRef[];
  lockerId: string | null;
  dates: string[];
  start: string | null;
  nextDates: string[];
  choices: StartChoices;
};

export type StartProblem =
  | { reason: "too-few-jars" }
  | { reason: "unavailable"; titles: string[] }
  | { reason: "profile-incomplete" }
  | { reason: "start-date" }
  /** The same jars as a subscription the customer has (or is starting): asked before another. */
  | { reason: "duplicate" }
  | { reason: "too-many-starts" }
  | { reason: "payment-unavailable" };

/** Why a change of a subscription was refused. */
export type ChangeProblem =
  | "not-found"
  | "cancelled"
  | "fixed"
  | "not-a-delivery"
  | "too-few-jars"
  | "unavailable"
  | "not-a-delivery-day"
  | "pause-date"
  | "profile-incomplete";

/** One change of a subscription, by its customer or an admin on their behalf. */
export type SubscriptionChange =
  | { kind: "skip"; date: string }
  | { kind: "unskip"; date: string }
  | { kind: "pause"; until: string | null }
  | { kind: "resume" }
  | { kind: "items"; lines: SubscriptionLine[] }
  | { kind: "frequency"; frequencyWeeks: FrequencyWeeks }
  | { kind: "weekday"; weekday: number }
  | { kind: "delivery"; delivery: SubscriptionDelivery }
  | { kind: "cancel" };

export function jarCount(lines: readonly SubscriptionLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Whether two lists, each with one line per product, hold the same jars in the same quantities. */
export function sameJars(a: readonly SubscriptionLine[], b: readonly SubscriptionLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line) =>
      b.some((other) => other.productId === line.productId && other.quantity === line.quantity),
    )
  );
}

/** A date as a form sends it ("2026-12-09"), or null. */
function formDate(value: FormDataEntryValue | null): string | null {
  return isDate(value) ? value : null;
}

/**
 * The jars a form sends: `qty:<productId>` fields (0 removes a jar), and one `add`/`addQty` pair.
 * Anything that is not a whole number from 0 to 99 is left out.
 */
export function formLines(form: FormData): SubscriptionLine[] {
  const lines: SubscriptionLine[] = [];
  const quantity = (value: FormDataEntryValue | null) => {
    const text = String(value ?? "").trim();
    return /^\d{1,2}$/.test(text) ? Number(text) : null;
  };
  for (const [key, value] of form.entries()) {
    if (!key.startsWith("qty:")) continue;
    const count = quantity(value);
    if (count !== null && count > 0) lines.push({ productId: key.slice(4), quantity: count });
  }
  const added = form.get("add");
  const addedCount = quantity(form.get("addQty"));
  if (typeof added === "string" && added && addedCount)
    lines.push({ productId: added, quantity: addedCount });
  return lines;
}

/** The change a form on the subscription page asks for (its `intent`), or null for nonsense. */
export function parseChangeForm(form: FormData): Exclude<SubscriptionChange, { kind: "delivery" }> | null {
  const intent = form.get("intent");
  switch (intent) {
    case "skip":
    case "unskip": {
      const date = formDate(form.get("date"));
      return date ? { kind: intent, date } : null;
    }
    case "pause": {
      if (form.get("until") === "open" || form.get("open") === "1") return { kind: "pause", until: null };
      const until = formDate(form.get("untilDate"));
      return until ? { kind: "pause", until } : null;
    }
    case "resume":
    case "cancel":
      return { kind: intent };
    case "items":
      return { kind: "items", lines: formLines(form) };
    case "frequency": {
      const value = form.get("frequency");
      return isFrequency(value)
        ? { kind: "frequency", frequencyWeeks: Number(value) as FrequencyWeeks }
        : null;
    }
    case "weekday": {
      const value = String(form.get("weekday") ?? "");
      return /^[0-6]$/.test(value) ? { kind: "weekday", weekday: Number(value) } : null;
    }
    default:
      return null;
  }
}

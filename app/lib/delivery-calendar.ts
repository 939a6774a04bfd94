/**
 * The delivery calendar: which days the kitchen delivers, until when each can still be ordered
 * for (its cutoff, in Copenhagen time, summer or winter), which days are closed, and how many
 * jars each day can take. Fresh food is sold by delivery day: a date is offered only when the
 * kitchen can still cook for it and the cart fits in what is left of it.
 *
 * Pure: the server gives it the settings, the reservations and the clock.
 */
import { addDays, isDate, shopDate, shopMoment, weekdayOf } from "./copenhagen";
import { BOOKING_WINDOW_DAYS } from "./delivery";

export type CalendarSettings = {
  /** Delivery weekdays, 0 = Sunday … 6 = Saturday. */
  weekdays: number[];
  /** The cutoff is this many days before the delivery day… */
  cutoffDaysBefore: number;
  /** …at this Copenhagen time ("12:00"). */
  cutoffTime: string;
  /** Jars the kitchen can cook and pack for one delivery day. */
  capacityJars: number;
  /** Closed every year ("12-24"), whatever the weekday. */
  closedEachYear: string[];
};

/** docs/product.md, Delivery: Wednesdays and Fridays, two days before at 12:00, 400 jars, the Christmas days. */
export const DEFAULT_CALENDAR: CalendarSettings = {
  weekdays: [3, 5],
  cutoffDaysBefore: 2,
  cutoffTime: "12:00",
  capacityJars: 400,
  closedEachYear: ["12-24", "12-25", "12-26", "12-31", "01-01"],
};

/** One delivery date's own settings: closed (a holiday), or another capacity. */
export type DayOverride = { date: string; closed: boolean; capacityJars: number | null };

/** An order whose payment window opened in time may still be paid this long after the cutoff. */
export const PAYMENT_GRACE_MINUTES = 15;

/** Why a delivery day cannot be chosen. */
export type DayProblem = "closed" | "past-cutoff" | "not-at-locker" | "sold-out";

export type CalendarDay = {
  date: string;
  /** The last moment an order for it can be placed (ISO). */
  cutoff: string;
  capacityJars: number;
  /** Jars already held by orders for the day. */
  reservedJars: number;
  problem: DayProblem | null;
};

export type CartJars = { productId: string; quantity: number }[];

/** What the server knows of the days in the window. */
export type CalendarInput = {
  settings: CalendarSettings;
  overrides: DayOverride[];
  now: Date;
  /** Jars held by orders, per date. */
  reservedJars: Record<string, number>;
  /** Jars of each limited product held by orders, per date. */
  reservedByProduct: Record<string, Record<string, number>>;
  /** Products that may be cooked only so many a day (a seasonal soup cooked in one batch). */
  productLimits: Record<string, number>;
  cart: CartJars;
  /** For pickup: the dates the locker's service delivers to it, when it says (else any). */
  lockerDates?: readonly string[] | null;
};

/** The last moment an order for delivery on `date` can be placed. */
export function cutoffFor(date: string, settings: CalendarSettings): Date {
  return shopMoment(addDays(date, -settings.cutoffDaysBefore), settings.cutoffTime);
}

/** Closed: a one-off closure, or a day closed every year. */
export function isClosed(
  date: string,
  settings: CalendarSettings,
  overrides: readonly DayOverride[],
): boolean {
  return (
    overrides.some((override) => override.date === date && override.closed) ||
    settings.closedEachYear.includes(date.slice(5))
  );
}

export function capacityOf(
  date: string,
  settings: CalendarSettings,
  overrides: readonly DayOverride[],
): number {
  return overrides.find((override) => override.date === date)?.capacityJars ?? settings.capacityJars;
}

export function jarsIn(cart: CartJars): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Whether the cart fits in what is left of a day: the day's capacity, and each limited
 * product's own limit for the day.
 */
export function cartFits(
  cart: CartJars,
  day: { capacityJars: number; reservedJars: number },
  limits: { productLimits: Record<string, number>; reservedByProduct: Record<string, number> },
): boolean {
  if (jarsIn(cart) > day.capacityJars - day.reservedJars) return false;
  return cart.every((line) => {
    const limit = limits.productLimits[line.productId];
    return limit === undefined || line.quantity <= limit - (limits.reservedByProduct[line.productId] ?? 0);
  });
}

/**
 * Every delivery day from today to 14 days ahead (docs/product.md, Delivery), each with what
 * stops it being chosen, if anything: closed, its cutoff passed, not a date the locker gets a
 * delivery, or the cart does not fit in what is left of it.
 */
export function deliveryDays(input: CalendarInput): CalendarDay[] {
  const { settings, overrides, now } = input;
  const today = shopDate(now);
  const days: CalendarDay[] = [];
  for (let offset = 0; offset <= BOOKING_WINDOW_DAYS; offset++) {
    const date = addDays(today, offset);
    if (!settings.weekdays.includes(weekdayOf(date))) continue;
    const cutoff = cutoffFor(date, settings);
    const capacityJars = capacityOf(date, settings, overrides);
    const reservedJars = input.reservedJars[date] ?? 0;
    const problem: DayProblem | null = isClosed(date, settings, overrides)
      ? "closed"
      : now.getTime() > cutoff.getTime()
        ? "past-cutoff"
        : input.lockerDates && !input.lockerDates.includes(date)
          ? "not-at-locker"
          : !cartFits(
                input.cart,
                { capacityJars, reservedJars },
                {
                  productLimits: input.productLimits,
                  reservedByProduct: input.reservedByProduct[date] ?? {},
                },
              )
            ? "sold-out"
            : null;
    days.push({ date, cutoff: cutoff.toISOString(), capacityJars, reservedJars, problem });
  }
  return days;
}

/**
 * The days for one locker: a day the locker's service does not deliver to it cannot be chosen,
 * whatever else holds for it. `lockerDates` are the locker's dates (~/lib/delivery,
 * selectableDates).
 */
export function forLocker(days: readonly CalendarDay[], lockerDates: readonly string[]): CalendarDay[] {
  return days.map((day) =>
    (day.problem === null || day.problem === "sold-out") && !lockerDates.includes(day.date)
      ? { ...day, problem: "not-at-locker" }
      : day,
  );
}

/** The dates that can be chosen. */
export function openDates(days: readonly CalendarDay[]): string[] {
  return days.filter((day) => day.problem === null).map((day) => day.date);
}

/** The first day that can still be chosen, whose cutoff the checkout names. */
export function nextOpenDay(days: readonly CalendarDay[]): CalendarDay | null {
  return days.find((day) => day.problem === null) ?? null;
}

/** How long a customer's unpaid orders for one delivery day hold its jars, all of them together. */
export const UNPAID_HOLD_MINUTES = 30;

/**
 * Holding a delivery day fairly (docs/decisions/0030): a customer's unpaid orders for one day
 * hold its jars for UNPAID_HOLD_MINUTES in all, counted from the first of them (`chainStart`, the
 * earliest hold among their unpaid orders for the day in the last two holds' time). A new pay
 * press within that time goes on with the same hold; after it, the day waits as long again before
 * the same customer may hold it anew, so nobody keeps a day full by pressing pay every half hour.
 */
export function unpaidHold(
  chainStart: Date | null,
  now: Date,
): { holdFrom: Date | null } | { retryAt: Date } {
  const hold = UNPAID_HOLD_MINUTES * 60_000;
  if (!chainStart || now.getTime() >= chainStart.getTime() + 2 * hold) return { holdFrom: null };
  if (now.getTime() < chainStart.getTime() + hold) return { holdFrom: chainStart };
  return { retryAt: new Date(chainStart.getTime() + 2 * hold) };
}

/** The last moment an order for `date` may be paid: its cutoff plus the grace. */
export function paymentDeadline(date: string, settings: CalendarSettings): Date {
  return new Date(cutoffFor(date, settings).getTime() + PAYMENT_GRACE_MINUTES * 60_000);
}

/** Whether an order for `date` may still be paid at `now` (the cutoff plus the grace). */
export function payableAt(date: string, settings: CalendarSettings, now: Date): boolean {
  return now.getTime() <= paymentDeadline(date, settings).getTime();
}

/** A date the calendar could deliver on at all (a delivery weekday, in the form "2026-12-02"). */
export function isDeliveryWeekday(date: string, settings: CalendarSettings): boolean {
  return isDate(date) && settings.weekdays.includes(weekdayOf(date));
}

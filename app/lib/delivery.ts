/**
 * Delivery rules: which dates a shopper may choose, which sheds to recommend, what a profile
 * must hold for each delivery method. Dates are calendar days in Copenhagen ("2026-11-25"),
 * computed without local time zones so they are the same on every server and browser.
 */
import type { DeliveryProvider } from "./domain";

/** Delivery days: Wednesday (3) and Friday (5). */
export const DELIVERY_WEEKDAYS = [3, 5] as const;
/** Dates up to this many days ahead can be chosen. */
export const BOOKING_WINDOW_DAYS = 14;
/** A shed is recommended when it has a date within this many days… */
export const RECOMMEND_WITHIN_DAYS = 7;
/** …and at most this many are recommended. */
export const MAX_RECOMMENDED = 3;
export const SHED_SEARCH_LIMIT = 20;

export type Shed = {
  id: string;
  name: string;
  address: string;
  city: string;
  zip: string;
  /** km from the searched address, when the service knows where that is */
  distance: number | null;
  latitude: number | null;
  longitude: number | null;
  available: boolean;
  nextAvailableDate: string | null;
  /** yyyy-MM-dd; empty when the shed gives none (then Wednesdays and Fridays apply). */
  availableDates: string[];
};

/** Today's date in Copenhagen. */
export function copenhagenToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Copenhagen",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** The moment a Copenhagen calendar day begins (summer or winter time). */
export function copenhagenMidnight(day: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(utcMidnight - offsetHours * 3_600_000);
    if (copenhagenToday(candidate) === day && copenhagenToday(new Date(candidate.getTime() - 1)) !== day)
      return candidate;
  }
  return new Date(utcMidnight);
}

/** The last moment of a Copenhagen calendar day. */
export function copenhagenEndOfDay(day: string): Date {
  return new Date(copenhagenMidnight(addDays(day, 1)).getTime() - 1);
}

/**
 * Made on first use, not as the module loads: this module comes with every page that shows a
 * delivery day or a form, and a page's first Intl formatter costs tens of milliseconds (on
 * /kontakt, where nothing uses it, it was the longest piece of the page's start in a profile).
 */
let minuteFormat: Intl.DateTimeFormat | undefined;

/** A moment as a Copenhagen wall-clock time, the way `<input type="datetime-local">` writes it. */
export function copenhagenLocalInput(moment: Date): string {
  minuteFormat ??= new Intl.DateTimeFormat("sv-SE", {
    timeZone: "Europe/Copenhagen",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return minuteFormat.format(moment).replace(" ", "T");
}

export const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The moment a Copenhagen wall-clock time ("2026-11-21T09:30") names; null if it is no time. */
export function copenhagenDateTime(local: string): Date | null {
  if (
    !LOCAL_DATE_TIME.test(local) ||
    !isDate(local.slice(0, 10)) ||
    Number(local.slice(11, 13)) > 23 ||
    Number(local.slice(14)) > 59
  )
    return null;
  const asUtc = Date.parse(`${local}:00Z`);
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    if (copenhagenLocalInput(candidate) === local) return candidate;
  }
  // A time skipped when the clocks go forward: the hour after it.
  return new Date(asUtc - 3_600_000);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday */
export function weekdayOf(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export function isDate(value: unknown): value is string {
  return typeof value === "string" && DATE.test(value) && addDays(value, 0) === value;
}

/**
 * The dates a shed can be chosen for: from today to 14 days ahead; the shed's own dates when it
 * gives them, otherwise every Wednesday and Friday.
 */
export function selectableDates(shed: Pick<Shed, "availableDates" | "available">, today: string): string[] {
  if (!shed.available) return [];
  const last = addDays(today, BOOKING_WINDOW_DAYS);
  if (shed.availableDates.length > 0) {
    return [
      ...new Set(shed.availableDates.filter((date) => isDate(date) && date >= today && date <= last)),
    ].sort();
  }
  const dates: string[] = [];
  for (let date = today; date <= last; date = addDays(date, 1)) {
    if ((DELIVERY_WEEKDAYS as readonly number[]).includes(weekdayOf(date))) dates.push(date);
  }
  return dates;
}

/** The nearest sheds with a date within a week (at most three), and the rest. */
export function splitRecommended<T extends Pick<Shed, "available" | "nextAvailableDate">>(
  sheds: T[],
  today: string,
): { recommended: T[]; others: T[] } {
  const horizon = addDays(today, RECOMMEND_WITHIN_DAYS);
  const recommended = sheds
    .filter(
      (shed) =>
        shed.available &&
        shed.nextAvailableDate !== null &&
        shed.nextAvailableDate >= today &&
        shed.nextAvailableDate <= horizon,
    )
    .slice(0, MAX_RECOMMENDED);
  return { recommended, others: sheds.filter((shed) => !recommended.includes(shed)) };
}

export type ProfileForDelivery = {
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  street_address: string | null;
  postal_code: string | null;
  city: string | null;
};

/** What the profile lacks for this delivery method ('Manglende kundeoplysninger'). */
export function missingProfileFields(
  profile: ProfileForDelivery,
  provider: DeliveryProvider,
): (keyof ProfileForDelivery)[] {
  const needed: (keyof ProfileForDelivery)[] =
    provider === "standard"
      ? ["first_name", "last_name", "phone", "street_address", "postal_code", "city"]
      : ["first_name", "last_name", "phone"];
  return needed.filter((field) => !profile[field]?.trim());
}

/** Distance in km between two points on Earth. */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

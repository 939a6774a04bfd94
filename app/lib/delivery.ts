/**
 * Delivery rules: which dates a shopper may choose, which lockers to recommend, what a profile
 * must hold for each delivery method. Dates are calendar days in Copenhagen ("2026-11-25"),
 * counted by the shop's clock (`./copenhagen`).
 */
import { addDays, isDate, weekdayOf } from "./copenhagen";
import type { DeliveryProvider } from "./domain";

/** Delivery days: Wednesday (3) and Friday (5). */
export const DELIVERY_WEEKDAYS = [3, 5] as const;
/** Dates up to this many days ahead can be chosen. */
export const BOOKING_WINDOW_DAYS = 14;
/** A locker is recommended when it has a date within this many days… */
export const RECOMMEND_WITHIN_DAYS = 7;
/** …and at most this many are recommended. */
export const MAX_RECOMMENDED = 3;
export const LOCKER_SEARCH_LIMIT = 20;

export type Locker = {
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
  /** yyyy-MM-dd; empty when the locker gives none (then Wednesdays and Fridays apply). */
  availableDates: string[];
};

/**
 * The dates a locker can be chosen for: from today to 14 days ahead; the locker's own dates when it
 * gives them, otherwise every Wednesday and Friday.
 */
export function selectableDates(
  locker: Pick<Locker, "availableDates" | "available">,
  today: string,
): string[] {
  if (!locker.available) return [];
  const last = addDays(today, BOOKING_WINDOW_DAYS);
  if (locker.availableDates.length > 0) {
    return [
      ...new Set(locker.availableDates.filter((date) => isDate(date) && date >= today && date <= last)),
    ].sort();
  }
  const dates: string[] = [];
  for (let date = today; date <= last; date = addDays(date, 1)) {
    if ((DELIVERY_WEEKDAYS as readonly number[]).includes(weekdayOf(date))) dates.push(date);
  }
  return dates;
}

/** The nearest lockers with a date within a week (at most three), and the rest. */
export function splitRecommended<T extends Pick<Locker, "available" | "nextAvailableDate">>(
  lockers: T[],
  today: string,
): { recommended: T[]; others: T[] } {
  const horizon = addDays(today, RECOMMEND_WITHIN_DAYS);
  const recommended = lockers
    .filter(
      (locker) =>
        locker.available &&
        locker.nextAvailableDate !== null &&
        locker.nextAvailableDate >= today &&
        locker.nextAvailableDate <= horizon,
    )
    .slice(0, MAX_RECOMMENDED);
  return { recommended, others: lockers.filter((locker) => !recommended.includes(locker)) };
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

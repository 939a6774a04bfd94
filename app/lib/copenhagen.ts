/**
 * The shop's clock: Copenhagen's calendar days and wall-clock times, the one home for them.
 * A calendar day is text ("2026-11-25"), a moment a `Date`; both mean the same on every server
 * and browser, whatever its own time zone.
 *
 * Summer and winter time come from `@date-fns/tz` (`TZDateMini`: the getters and the offset,
 * without `TZDate`'s string methods, which the shop never calls). It asks Intl for the zone's
 * offset with one `Intl.DateTimeFormat`, made on first use and kept: never as a page loads
 * (decision 0025). Calendar arithmetic (adding days, a weekday) needs no time zone and is done
 * in UTC.
 */
import { TZDateMini } from "@date-fns/tz";

export const SHOP_TIME_ZONE = "Europe/Copenhagen";

const HOUR = 3_600_000;

/** A moment's Copenhagen wall-clock time, as milliseconds read as if it were UTC. */
function wallClock(moment: Date | number): number {
  const local = new TZDateMini(+moment, SHOP_TIME_ZONE);
  return +local - local.getTimezoneOffset() * 60_000;
}

/** The Copenhagen calendar day at `moment`; `shopDate(shopNow())` is today. */
export function shopDate(moment: Date = new Date()): string {
  return new Date(wallClock(moment)).toISOString().slice(0, 10);
}

/** The Copenhagen time of day at `moment`: "12:00". */
export function shopTimeOfDay(moment: Date): string {
  return new Date(wallClock(moment)).toISOString().slice(11, 16);
}

/**
 * The moment a Copenhagen wall-clock time on `date` is ("2026-11-30", "12:00"). A time the
 * clocks skip when they go forward (02:30 on the last Sunday of March) is the hour after it;
 * a time they pass twice when they go back (02:30 on the last Sunday of October), the first.
 */
export function shopMoment(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const named = Date.UTC(year, month - 1, day, hour, minute);
  const moment = +new TZDateMini(year, month - 1, day, hour, minute, SHOP_TIME_ZONE);
  const shown = wallClock(moment);
  if (shown !== named) return new Date(moment + (named - shown));
  return new Date(wallClock(moment - HOUR) === named ? moment - HOUR : moment);
}

/** The moment a Copenhagen calendar day begins (a day is 23 or 25 hours when the clocks change). */
export function copenhagenMidnight(day: string): Date {
  return shopMoment(day, "00:00");
}

/** The last moment of a Copenhagen calendar day. */
export function copenhagenEndOfDay(day: string): Date {
  return new Date(copenhagenMidnight(addDays(day, 1)).getTime() - 1);
}

/** A moment as a Copenhagen wall-clock time, the way `<input type="datetime-local">` writes it. */
export function copenhagenLocalInput(moment: Date): string {
  return new Date(wallClock(moment)).toISOString().slice(0, 16);
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
  return shopMoment(local.slice(0, 10), local.slice(11));
}

/** The calendar day `days` after (or before) `date`. */
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
/** A real calendar day written "2026-11-25" (not "2026-02-30"). */
export function isDate(value: unknown): value is string {
  return typeof value === "string" && DATE.test(value) && addDays(value, 0) === value;
}

/** A calendar day as a date picker takes it: that day at the browser's local midnight. */
export function localDateOf(date: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The calendar day of a date picker's local date. */
export function dayOfLocalDate(date: Date): string {
  return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, "0"))
    .join("-");
}

/** Dates in the shop's two languages, the one way they are formatted everywhere. */
import type { Language } from "~/i18n/languages";
import { shopDate, shopTimeOfDay } from "./copenhagen";

/**
 * Dates are Copenhagen calendar days wherever the page is rendered: the server (UTC) and the
 * browser must write the same day, or an order placed at 00:30 shows yesterday's date.
 *
 * The day is written out here rather than with `Intl.DateTimeFormat`: a page's first Intl
 * formatter makes the browser load its locale data, 20–100 ms on the main thread here, while the
 * page hydrates. A calendar day ("2025-10-03") needs no Intl at all; only an instant (an order's
 * time) asks the shop's clock (`./copenhagen`) which day it is in Copenhagen, which makes one
 * Intl formatter on first use. The tests check the texts against Intl for every month in both
 * languages.
 */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS: Record<Language, readonly string[]> = {
  da: [
    "januar",
    "februar",
    "marts",
    "april",
    "maj",
    "juni",
    "juli",
    "august",
    "september",
    "oktober",
    "november",
    "december",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
};

const WEEKDAYS: Record<Language, readonly string[]> = {
  da: ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
};

/** The Copenhagen calendar day of a date ("2025-10-03", as it is) or an instant: "2025-10-03". */
export function copenhagenDay(date: Date | string): string {
  if (typeof date === "string" && CALENDAR_DAY.test(date)) return date;
  return shopDate(new Date(date));
}

function dayParts(date: Date | string) {
  const [, year, month, day] = CALENDAR_DAY.exec(copenhagenDay(date))!;
  return { year: year!, month: month!, day: day! };
}

/** "3. oktober 2025" / "3 October 2025": the long form used in articles and legal pages. */
export function formatLongDate(date: Date | string, language: Language): string {
  const { year, month, day } = dayParts(date);
  const monthName = MONTHS[language][Number(month) - 1];
  return language === "da" ? `${Number(day)}. ${monthName} ${year}` : `${Number(day)} ${monthName} ${year}`;
}

/** "03.10.2025" / "03/10/2025": the short form used in lists and exports. */
export function formatShortDate(date: Date | string, language: Language): string {
  const { year, month, day } = dayParts(date);
  return language === "da" ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
}

/** "onsdag" / "Wednesday": a calendar day's weekday. */
export function formatWeekday(date: Date | string, language: Language): string {
  const { year, month, day } = dayParts(date);
  return WEEKDAYS[language][new Date(Date.UTC(Number(year), Number(month) - 1, Number(day))).getUTCDay()]!;
}

/** "onsdag 2. december" / "Wednesday 2 December": a delivery day, as the checkout names it. */
export function formatDeliveryDay(date: Date | string, language: Language): string {
  const { month, day } = dayParts(date);
  const monthName = MONTHS[language][Number(month) - 1];
  const weekday = formatWeekday(date, language);
  return language === "da"
    ? `${weekday} ${Number(day)}. ${monthName}`
    : `${weekday} ${Number(day)} ${monthName}`;
}

/** A Copenhagen time of day ("12:00", "09:30"): "kl. 12" / "kl. 9.30"; "12:00" / "9:30" in English. */
export function formatClockTime(time: string, language: Language): string {
  const [hours, minutes] = time.split(":") as [string, string];
  if (language === "en") return `${Number(hours)}:${minutes}`;
  return minutes === "00" ? `kl. ${Number(hours)}` : `kl. ${Number(hours)}.${minutes}`;
}

/** An instant as Copenhagen's day and time of day: "14.01.2026 kl. 9.30" / "14/01/2026 9:30". */
export function formatDateTime(moment: Date | string, language: Language): string {
  return `${formatShortDate(moment, language)} ${formatClockTime(shopTimeOfDay(new Date(moment)), language)}`;
}

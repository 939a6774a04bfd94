/** Dates in the shop's two languages, the one way they are formatted everywhere. */
import { da as daLocale, enGB } from "date-fns/locale";
import type { Language } from "~/i18n/languages";

const locales = { da: daLocale, en: enGB } as const;

/**
 * Dates are Copenhagen calendar days wherever the page is rendered: the server (UTC) and the
 * browser must write the same day, or an order placed at 00:30 shows yesterday's date.
 */
const TIME_ZONE = "Europe/Copenhagen";
const LOCALE_TAGS = { da: "da-DK", en: "en-GB" } as const;
const longFormats = {
  da: new Intl.DateTimeFormat(LOCALE_TAGS.da, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: TIME_ZONE,
  }),
  en: new Intl.DateTimeFormat(LOCALE_TAGS.en, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: TIME_ZONE,
  }),
};
const shortFormats = {
  da: new Intl.DateTimeFormat(LOCALE_TAGS.da, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: TIME_ZONE,
  }),
  en: new Intl.DateTimeFormat(LOCALE_TAGS.en, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: TIME_ZONE,
  }),
};

/** "3. oktober 2025" / "3 October 2025": the long form used in articles and legal pages. */
export function formatLongDate(date: Date | string, language: Language): string {
  return longFormats[language].format(toDate(date));
}

/** "03.10.2025" / "03/10/2025": the short form used in lists and exports. */
export function formatShortDate(date: Date | string, language: Language): string {
  return shortFormats[language].format(toDate(date));
}

export function dateLocale(language: Language) {
  return locales[language];
}

function toDate(date: Date | string): Date {
  // A plain date ("2025-10-03") is a calendar day, not midnight UTC.
  return typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? new Date(`${date}T12:00:00Z`)
    : new Date(date);
}

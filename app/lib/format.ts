/** Dates in the shop's two languages, the one way they are formatted everywhere. */
import { format } from "date-fns";
import { da as daLocale, enGB } from "date-fns/locale";
import type { Language } from "~/i18n/languages";

const locales = { da: daLocale, en: enGB } as const;

/** "3. oktober 2025" / "3 October 2025": the long form used in articles and legal pages. */
export function formatLongDate(date: Date | string, language: Language): string {
  return format(toDate(date), language === "da" ? "d. MMMM yyyy" : "d MMMM yyyy", {
    locale: locales[language],
  });
}

/** "03.10.2025" / "03/10/2025": the short form used in lists and exports. */
export function formatShortDate(date: Date | string, language: Language): string {
  return format(toDate(date), language === "da" ? "dd.MM.yyyy" : "dd/MM/yyyy", {
    locale: locales[language],
  });
}

export function dateLocale(language: Language) {
  return locales[language];
}

function toDate(date: Date | string): Date {
  // A plain date ("2025-10-03") is a calendar day, not midnight UTC.
  return typeof date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(date)
    ? new Date(`${date}T12:00:00`)
    : new Date(date);
}

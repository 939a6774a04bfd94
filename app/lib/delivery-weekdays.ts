/**
 * The delivery weekdays as texts name them, from the calendar's settings (0 = Sunday … 6 =
 * Saturday): `{{deliveryDays}}` for the days the shop delivers on ("onsdag og fredag",
 * "Wednesdays and Fridays") and `{{deliveryDayChoice}}` for the one a customer picks
 * ("onsdag eller fredag", "Wednesday or Friday"). Listed Monday first, as a Danish week is.
 */
import type { Language } from "~/i18n/languages";

type Words = { every: readonly string[]; one: readonly string[]; and: string; or: string };

const DANISH_DAYS = ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"];
const ENGLISH_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const WORDS: Record<Language, Words> = {
  da: { every: DANISH_DAYS, one: DANISH_DAYS, and: "og", or: "eller" },
  en: { every: ENGLISH_DAYS.map((day) => `${day}s`), one: ENGLISH_DAYS, and: "and", or: "or" },
};

/** "a", "a and b", "a, b and c" (no comma before the last, as the shop writes). */
function joined(words: readonly string[], conjunction: string): string {
  if (words.length < 2) return words.join("");
  return `${words.slice(0, -1).join(", ")} ${conjunction} ${words.at(-1)}`;
}

export function deliveryDayValues(weekdays: readonly number[], language: Language) {
  const words = WORDS[language];
  const days = [...new Set(weekdays)]
    .filter((day) => Number.isInteger(day) && day >= 0 && day <= 6)
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  return {
    deliveryDays: joined(
      days.map((day) => words.every[day]!),
      words.and,
    ),
    deliveryDayChoice: joined(
      days.map((day) => words.one[day]!),
      words.or,
    ),
  };
}

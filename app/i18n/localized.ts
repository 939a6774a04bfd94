import type { Language } from "./languages";

/**
 * A text that has an English version in its own field (title_en, excerpt_en, …): the English
 * one when the page is in English and it is filled in, otherwise the Danish one.
 */
export function localized(
  danish: string | null | undefined,
  english: string | null | undefined,
  language: Language,
): string {
  if (language === "en" && english && english.trim() !== "") return english;
  return danish ?? "";
}

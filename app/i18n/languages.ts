/** The shop's languages: Danish first and by default, English on request. */
export const LANGUAGES = ["da", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "da";

/** Where the language choice is kept: a cookie for the server, local storage in the browser. */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_STORAGE_KEY = "language";
export const LANGUAGE_PARAM = "lang";
/** Where the language toggle posts its choice. */
export const LANGUAGE_ACTION = "/resources/language";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

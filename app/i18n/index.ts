/**
 * One i18next instance per language, created once and shared by the server and the browser,
 * so a page renders the same text in both places and switching language swaps instances
 * instead of reloading anything.
 */
import { createInstance, type i18n } from "i18next";
import { da } from "./da";
import { en } from "./en";
import type { Language } from "./languages";

const instances = new Map<Language, i18n>();

export const resources = { da, en } as const;

export function getI18n(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: language,
      fallbackLng: false,
      resources: { da: { translation: da }, en: { translation: en } },
      // Resources are bundled, so initialisation is synchronous and render-ready at once.
      initAsync: false,
      // React escapes text itself.
      interpolation: { escapeValue: false },
    });
    instances.set(language, instance);
  }
  return instance;
}

/** A translate function for code outside React (meta tags, e-mails, server messages). */
export function translator(language: Language) {
  return getI18n(language).t;
}

/**
 * One i18next instance per language, shared by the server and the browser, so a page renders
 * the same text in both places and switching language swaps instances instead of reloading.
 *
 * A language's texts are a module of their own, loaded once: the server registers both at start
 * (`texts.server.ts`), the browser loads only the page's language before it hydrates, and the
 * other one when the visitor switches (about 7 KB compressed that most visits never use).
 */
import { createInstance, type i18n } from "i18next";
import type { Resources } from "./da";
import { LANGUAGES, type Language } from "./languages";

const texts = new Map<Language, Resources>();
const instances = new Map<Language, i18n>();
const loading = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();

const importers: Record<Language, () => Promise<Resources>> = {
  da: () => import("./da").then((module) => module.da),
  en: () => import("./en").then((module) => module.en),
};

export function registerLanguage(language: Language, resources: Resources): void {
  texts.set(language, resources);
  listeners.forEach((listener) => listener());
}

export function isLanguageLoaded(language: Language): boolean {
  return texts.has(language);
}

/** Loads a language's texts once; rejects when they cannot be fetched (offline). */
export function loadLanguage(language: Language): Promise<void> {
  if (texts.has(language)) return Promise.resolve();
  let promise = loading.get(language);
  if (!promise) {
    promise = importers[language]().then(
      (resources) => registerLanguage(language, resources),
      (error: unknown) => {
        loading.delete(language); // another try later
        throw error;
      },
    );
    loading.set(language, promise);
  }
  return promise;
}

/** Called whenever a language's texts arrive (for `useSyncExternalStore`). */
export function onLanguageLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The language's instance. Asked for one whose texts have not arrived (the browser, when the
 * server switched language first: a choice made in another tab), it starts loading them and
 * answers in a language it has meanwhile.
 */
export function getI18n(language: Language): i18n {
  let instance = instances.get(language);
  if (!instance) {
    const resources = texts.get(language);
    if (!resources) {
      const stopgap = LANGUAGES.find((other) => texts.has(other));
      if (!stopgap) throw new Error(`no texts are loaded (loadLanguage("${language}") first)`);
      loadLanguage(language).catch(() => {});
      return getI18n(stopgap);
    }
    instance = createInstance();
    void instance.init({
      lng: language,
      fallbackLng: false,
      resources: { [language]: { translation: resources } },
      // The texts are here already, so initialisation is synchronous and render-ready at once.
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

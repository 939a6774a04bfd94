/**
 * One i18next instance per language, shared by the server and the browser, so a page renders
 * the same text in both places and switching language swaps instances instead of reloading.
 *
 * A language's texts are a module of their own, loaded once: the server registers both at start
 * (`texts.server.ts`), the browser loads only the page's language before it hydrates, and the
 * other one when the visitor switches (about 7 KB compressed that most visits never use).
 */
import { createInstance, type i18n, type TFunction } from "i18next";
import type { Resources } from "./da";
import { LANGUAGES, type Language } from "./languages";

const texts = new Map<Language, Resources>();
const instances = new Map<Language, i18n>();
const translators = new WeakMap<i18n, TFunction<"translation">>();
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
    translators.set(instance, withPlainTexts(instance.t, resources));
  }
  return instance;
}

/** Every text of a resource tree that needs nothing filled in, by its key ("cart.empty"). */
function plainTexts(tree: object, prefix = "", table = new Map<string, string>()) {
  for (const [name, value] of Object.entries(tree)) {
    const key = prefix + name;
    if (typeof value === "string") {
      if (!value.includes("{{") && !value.includes("$t(")) table.set(key, value);
    } else if (value && typeof value === "object" && !Array.isArray(value)) {
      plainTexts(value as object, `${key}.`, table);
    }
  }
  return table;
}

/**
 * i18next's `t` with a shortcut for the call most texts are: a key alone, whose text has nothing
 * to fill in, is looked up in a table made once per language. i18next resolves every call in
 * full (the key's namespace and path, the fallbacks, interpolation and nesting over the text),
 * which came to about a sixth of the home page's rendering. Anything else (a count, values, returned
 * objects, a missing key) goes to i18next as before.
 */
export function withPlainTexts(t: TFunction<"translation">, resources: Resources): TFunction<"translation"> {
  const table = plainTexts(resources);
  const full = t as unknown as (...args: unknown[]) => unknown;
  const shortcut = (key: unknown, ...rest: unknown[]) => {
    if (rest.length === 0 && typeof key === "string") {
      const text = table.get(key);
      if (text !== undefined) return text;
    }
    return full(key, ...rest);
  };
  return shortcut as unknown as TFunction<"translation">;
}

/** The translate function of an instance from `getI18n` (the shortcut above, then i18next). */
export function translatorOf(instance: i18n): TFunction<"translation"> {
  return translators.get(instance) ?? (instance.t as TFunction<"translation">);
}

/** A translate function for code outside React (meta tags, e-mails, server messages). */
export function translator(language: Language) {
  return translatorOf(getI18n(language));
}

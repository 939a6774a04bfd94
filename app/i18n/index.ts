/**
 * One translator per language (`./translate.ts`), shared by the server and the browser, so a
 * page renders the same text in both places and switching language swaps translators instead of
 * reloading.
 *
 * A language's common texts (`./da.ts`, `./en.ts`: the header, footer, cart, product list…) are
 * a module of their own, loaded once: the server registers both at start (`texts.server.ts`),
 * the browser loads only the page's language before it hydrates, and the other one when the
 * visitor switches. The texts of one part of the shop (the checkout, the account pages, the
 * recipes…) are in `./areas`, both languages in one module that registers itself when a module
 * that uses them imports it: a page downloads only the parts it shows, and has them before it
 * renders (React Router loads a route's modules first). A key that is missing in the browser is
 * reported on the console, where the end-to-end tests fail on it.
 */
import type { Resources } from "./da";
import { LANGUAGES, type Language } from "./languages";
import { createTranslator, type Translator } from "./translate";

const texts = new Map<Language, Resources>();
const translators = new Map<Language, Translator>();
const loading = new Map<Language, Promise<void>>();
const listeners = new Set<() => void>();
/** The parts' and namespaces' texts registered so far, added to every translator. */
const added: { texts: Record<Language, object>; namespace?: string }[] = [];

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
 * The language's translator. Asked for one whose texts have not arrived (the browser, when the
 * server switched language first: a choice made in another tab), it starts loading them and
 * answers in a language it has meanwhile.
 */
export function getTranslator(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    const resources = texts.get(language);
    if (!resources) {
      const stopgap = LANGUAGES.find((other) => texts.has(other));
      if (!stopgap) throw new Error(`no texts are loaded (loadLanguage("${language}") first)`);
      loadLanguage(language).catch(() => {});
      return getTranslator(stopgap);
    }
    translator = createTranslator(language, resources, reportMissing);
    for (const { texts, namespace } of added) translator.addTexts(texts[language], namespace);
    translators.set(language, translator);
  }
  return translator;
}

/**
 * Adds a part of the shop's texts in every language to the shop's translators (`./areas`), or a
 * namespace's, as "namespace:key": the back office's, whose messages (toasts, form errors) pass
 * through the shop's own `t`. Only the modules that register texts bring them to the browser.
 */
export function registerTexts(texts: Record<Language, object>, namespace?: string): void {
  added.push({ texts, namespace });
  for (const [language, translator] of translators) translator.addTexts(texts[language], namespace);
}

/** In the browser, a key without a text is a page that forgot to import its part's texts. */
const reportMissing =
  typeof document === "undefined"
    ? undefined
    : (key: string) => console.error(`Krukke: no text for "${key}" (is its part of ./areas imported?)`);

/** A translate function for code outside React (meta tags, e-mails, server messages). */
export function translator(language: Language) {
  return getTranslator(language).t;
}

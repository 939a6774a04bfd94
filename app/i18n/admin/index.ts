/**
 * The back office's texts, a namespace of their own ("admin") that only the /admin pages import:
 * shoppers never download them. Importing this module adds them to the shop's translators too,
 * where the messages that pass through the shop's `t` (toasts, form errors) find them as
 * "admin:key".
 */
import type { Language } from "../languages";
import { registerTexts } from "../index";
import { createTranslator, type Translator } from "../translate";
import { useTranslation } from "../use-translation";
import { adminDa } from "./da";
import { adminEn } from "./en";

export const adminResources = { da: adminDa, en: adminEn } as const;
registerTexts(adminResources, "admin");

const translators = new Map<Language, Translator<"admin">>();

/** `t` for the back office's texts in a language, outside React (meta tags): `t("orders.title")`. */
export function adminTranslator(language: Language) {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator<"admin">(language, adminResources[language]);
    translators.set(language, translator);
  }
  return translator.t;
}

/** The same in a component, in the page's language. */
export function useAdminTranslation() {
  return { t: adminTranslator(useTranslation().language) };
}

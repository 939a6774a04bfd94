/**
 * The e-mails' texts, a namespace of their own ("email") read by the mail templates
 * (app/server/mail) with the shop's translator and placeholders (`{{name}}`). Only server code
 * imports this module, so no page's JavaScript carries them.
 */
import type { Language } from "../languages";
import { createTranslator, type Translate, type Translator } from "../translate";
import { emailDa } from "./da";
import { emailEn } from "./en";

export const emailResources = { da: emailDa, en: emailEn } as const;

const translators = new Map<Language, Translator<"email">>();

/** `t` for the e-mails' texts in a language: `t("order.subject", { number })`. */
export function emailTranslator(language: Language): Translate<"email"> {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator<"email">(language, emailResources[language]);
    translators.set(language, translator);
  }
  return translator.t;
}

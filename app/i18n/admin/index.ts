/**
 * The back office's texts live in their own namespace, "admin", added to the shop's i18next
 * instances by the /admin pages that use them: shoppers never download them.
 */
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../languages";
import { getI18n } from "../index";
import { adminDa } from "./da";
import { adminEn } from "./en";

export const ADMIN_NAMESPACE = "admin";
export const adminResources = { da: adminDa, en: adminEn } as const;

function ensureAdminTexts(language: Language) {
  const instance = getI18n(language);
  for (const lng of LANGUAGES) {
    if (!instance.hasResourceBundle(lng, ADMIN_NAMESPACE)) {
      instance.addResourceBundle(lng, ADMIN_NAMESPACE, adminResources[lng]);
    }
  }
  return instance;
}

/** `t` for the back office's texts: `t("orders.title")`. */
export function useAdminTranslation() {
  const { i18n } = useTranslation();
  ensureAdminTexts(i18n.language as Language);
  return useTranslation(ADMIN_NAMESPACE);
}

/** The same outside React (meta tags). */
export function adminTranslator(language: Language) {
  return ensureAdminTexts(language).getFixedT(language, ADMIN_NAMESPACE);
}

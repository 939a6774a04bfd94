import { useContext } from "react";
import { I18nContext } from "react-i18next";
import { translatorOf } from "./index";

/**
 * The page's translate function (and its i18next instance), for components. It replaces
 * react-i18next's `useTranslation`, which (version 17) copies the whole i18next instance into a
 * wrapper for every component that calls it and subscribes each to language events: on the
 * product list that was a fifth of hydration's time. Here each language has an instance of its
 * own (`getI18n`), which `root.tsx` provides; a change of language provides another instance,
 * and React renders the components that read it again.
 */
export function useTranslation() {
  const context = useContext(I18nContext);
  if (!context?.i18n) throw new Error("useTranslation needs the <I18nextProvider> of root.tsx above it");
  return { t: translatorOf(context.i18n), i18n: context.i18n };
}

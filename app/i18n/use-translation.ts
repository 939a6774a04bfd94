import { createContext, useContext } from "react";
import type { Translator } from "./translate";

/** The page's translator, which `root.tsx` provides: another one when the language changes. */
export const TranslatorContext = createContext<Translator | null>(null);

/** The page's translate function, its language, and whether a key has a text (for components). */
export function useTranslation() {
  const translator = useContext(TranslatorContext);
  if (!translator) throw new Error("useTranslation needs the TranslatorContext of root.tsx above it");
  return translator;
}

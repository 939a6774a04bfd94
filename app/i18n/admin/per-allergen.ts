import type { Language } from "../languages";
import { ALLERGENS, ALLERGEN_NAMES, type Allergen } from "~/lib/food";

/**
 * One text per allergen of Annex II, named as the model names it ("Selleri står i …"), so a
 * message on the form says which allergen it is about in either language.
 */
export function perAllergen(language: Language, text: (name: string) => string): Record<Allergen, string> {
  return Object.fromEntries(
    ALLERGENS.map((allergen) => [allergen, text(ALLERGEN_NAMES[allergen][language])]),
  ) as Record<Allergen, string>;
}

/** "selleri" → "Selleri". */
export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The audit trail as a person reads it: of an update, only the fields it changed, each value
 * written out (a product's allergens by name, its ingredient list as a list with each
 * ingredient's allergen), rather than two rows of JSON.
 */
import type { Language } from "~/i18n/languages";
import {
  ALLERGEN_NAMES,
  GLUTEN_CEREALS,
  isAllergen,
  NUT_KINDS,
  ORGANIC_ORIGIN_NAMES,
  formatPercent,
  traceNames,
  type Allergen,
  type Ingredient,
} from "./food";

export type AuditChange = { field: string; before: unknown; after: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The fields whose values differ between `before` and `after`, in the order they come in (the
 * row after first); null when the two are not both records (a creation, a deletion, a note).
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] | null {
  if (!isRecord(before) || !isRecord(after)) return null;
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] ?? null }));
}

/** Words the written values need, from the back office's texts. */
export type AuditWords = { none: string; yes: string; no: string; notDeclared: string; noAllergens: string };

const allergensOf = (value: unknown[]): Allergen[] => value.filter(isAllergen);

/** "Tomater* (62 %), selleri [selleri], hvedemel [gluten: hvede]". */
function ingredientListText(list: Ingredient[], language: Language): string {
  return list
    .map((ingredient) => {
      const name = (language === "en" ? ingredient.en || ingredient.da : ingredient.da) ?? "";
      const kinds: Record<string, { da: string; en: string }> = { ...GLUTEN_CEREALS, ...NUT_KINDS };
      const kind = ingredient.kind ? kinds[ingredient.kind]?.[language] : undefined;
      const allergen =
        ingredient.allergen && isAllergen(ingredient.allergen)
          ? ` [${ALLERGEN_NAMES[ingredient.allergen][language]}${kind ? `: ${kind}` : ""}]`
          : "";
      const percent =
        typeof ingredient.percent === "number" ? ` (${formatPercent(ingredient.percent, language)})` : "";
      return `${name}${ingredient.organic ? "*" : ""}${percent}${allergen}`;
    })
    .join(", ");
}

/** One value of the trail, written out. */
export function auditValueText(field: string, value: unknown, language: Language, words: AuditWords): string {
  if (field === "allergens") {
    if (value === null || value === undefined) return words.notDeclared;
    if (Array.isArray(value) && value.length === 0) return words.noAllergens;
  }
  if ((field === "allergens" || field === "may_contain") && Array.isArray(value)) {
    return value.length === 0 ? words.none : traceNames(allergensOf(value), language).join(", ");
  }
  if (field === "ingredient_list" && Array.isArray(value)) {
    return value.length === 0 ? words.none : ingredientListText(value as Ingredient[], language);
  }
  if (field === "organic_origin" && typeof value === "string" && value in ORGANIC_ORIGIN_NAMES) {
    return ORGANIC_ORIGIN_NAMES[value as keyof typeof ORGANIC_ORIGIN_NAMES][language];
  }
  if (value === null || value === undefined || value === "") return words.none;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "string" || typeof value === "number") return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== "object"))
    return value.length === 0 ? words.none : value.join(", ");
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, item]) => `${key}: ${typeof item === "object" ? JSON.stringify(item) : String(item)}`)
      .join(", ");
  return JSON.stringify(value);
}

/**
 * A product's particulars as delivered (EU 1169/2011 Art. 9 and 14): what the order
 * confirmation and the packing slip print for each product, in one language, from the food
 * information the order kept. The use-by date is the delivery date plus the shelf life; an
 * order without a delivery date (home delivery, for now) gets the shelf life from delivery.
 */
import type { Language } from "~/i18n/languages";
import {
  allergenNames,
  formatNetQuantity,
  ingredientParts,
  NUTRITION_ROWS,
  NUTRITION_SUB_ROWS,
  ORGANIC_ORIGIN_NAMES,
  expiryDate,
  traceNames,
  type FoodInfo,
  type IngredientPart,
  type NutritionRow,
} from "./food";
import { formatNumber } from "./numbers";
import { shop } from "./shop";

export type Particulars = {
  ingredients: IngredientPart[];
  /** Some ingredient is organic: the list's asterisk is explained under it. */
  anyOrganic: boolean;
  /** The 'Indeholder' line's allergens; null while the product's allergens are not declared. */
  contains: string[] | null;
  traces: string[];
  netQuantity: string | null;
  storage: string | null;
  daysAfterOpening: number | null;
  /** A date ("YYYY-MM-DD") when the order has a delivery date, else the days from delivery. */
  useBy: { date: string } | { days: number } | null;
  preparation: string | null;
  origin: string | null;
  /** Annex XV's rows that have a value: "218 kJ / 52 kcal", "2,4 g". */
  nutrition: { row: NutritionRow; value: string; sub: boolean }[];
  organic: { controlBody: string; farmedIn: string | null; oeLabel: boolean } | null;
};

/** The text in `language`, the Danish one where there is no English. */
function inLanguage(danish: string | null, english: string | null, language: Language): string | null {
  return (language === "en" ? english || danish : danish) || null;
}

const grams = (value: number, language: Language) =>
  `${formatNumber(value, language, { maximumFractionDigits: 2 })} g`;

function nutritionRows(food: FoodInfo, language: Language): Particulars["nutrition"] {
  const n = food.nutrition;
  if (!n) return [];
  return NUTRITION_ROWS.flatMap((row) => {
    let value: string | null = null;
    if (row === "energy") {
      const parts = [
        n.energy_kj === undefined ? null : `${formatNumber(n.energy_kj, language)} kJ`,
        n.energy === undefined ? null : `${formatNumber(n.energy, language)} kcal`,
      ].filter(Boolean);
      value = parts.length > 0 ? parts.join(" / ") : null;
    } else if (n[row] !== undefined && n[row] !== null) {
      value = grams(n[row], language);
    }
    return value === null ? [] : [{ row, value, sub: NUTRITION_SUB_ROWS.includes(row) }];
  });
}

export function particularsOf(food: FoodInfo, language: Language, deliveryDate: string | null): Particulars {
  return {
    ingredients: ingredientParts(food.ingredients, language),
    anyOrganic: food.ingredients.some((ingredient) => ingredient.organic),
    contains: food.allergens === null ? null : allergenNames(food, language),
    traces: traceNames(food.mayContain, language),
    netQuantity:
      food.netQuantity && food.netUnit ? formatNetQuantity(food.netQuantity, food.netUnit, language) : null,
    storage: inLanguage(food.storage, food.storage_en, language),
    daysAfterOpening: food.daysAfterOpening,
    useBy: !food.shelfLifeDays
      ? null
      : deliveryDate
        ? { date: expiryDate(deliveryDate, food.shelfLifeDays) }
        : { days: food.shelfLifeDays },
    preparation: inLanguage(food.preparation, food.preparation_en, language),
    origin: inLanguage(food.origin, food.origin_en, language),
    nutrition: nutritionRows(food, language),
    organic: food.isOrganic
      ? {
          controlBody: shop.organicControlBody,
          farmedIn: food.organicOrigin ? ORGANIC_ORIGIN_NAMES[food.organicOrigin][language] : null,
          oeLabel: food.oeLabel,
        }
      : null,
  };
}

/** The producer the particulars name (Art. 9(1)(h)): the shop's name and address. */
export function producerLine(): string {
  return `${shop.legalName}, ${shop.address.street}, ${shop.address.postalCode} ${shop.address.city}`;
}

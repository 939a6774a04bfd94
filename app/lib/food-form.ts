/**
 * The back office's product form and the food information (~/lib/food): what the admin typed
 * as a product's FoodInfo, a stored FoodInfo as the form's values, and every problem the rules
 * find as a message on the form field it concerns. The product schema (~/lib/schemas/admin)
 * runs these in the browser and on the server alike.
 */
import {
  allergenKinds,
  foodProblems,
  type Allergen,
  type Diet,
  type FoodInfo,
  type FoodProblem,
  type Ingredient,
  type NetUnit,
  type Nutrition,
  type OrganicOrigin,
} from "./food";

const message = (key: string) => `admin:validation.food.${key}`;

/** The nutrition fields of the form, in Annex XV's order, and the key each has in `Nutrition`. */
export const NUTRITION_FIELDS = [
  ["energyKj", "energy_kj"],
  ["energy", "energy"],
  ["fat", "fat"],
  ["saturates", "saturates"],
  ["carbs", "carbs"],
  ["sugars", "sugars"],
  ["protein", "protein"],
  ["salt", "salt"],
] as const satisfies readonly (readonly [string, keyof Nutrition])[];
export type NutritionField = (typeof NUTRITION_FIELDS)[number][0];

export type IngredientInput = {
  da: string;
  en?: string;
  percent?: number;
  allergen?: Allergen;
  kind?: string;
  organic: boolean;
};

/** The form's food information, as the product schema reads it. */
export type FoodInput = {
  allergens: Allergen[];
  /** "Contains none of the 14": declared free, as opposed to not declared yet. */
  allergenFree: boolean;
  mayContain: Allergen[];
  diets: Diet[];
  ingredients: IngredientInput[];
  netQuantity?: number;
  netUnit?: NetUnit;
  storage?: string;
  storageEn?: string;
  shelfLifeDays?: number;
  daysAfterOpening?: number;
  preparation?: string;
  preparationEn?: string;
  origin?: string;
  originEn?: string;
  isOrganic: boolean;
  organicOrigin?: OrganicOrigin;
  oeLabel: boolean;
  /** To be for sale: everything the law asks for must be there. */
  available: boolean;
} & { [K in NutritionField]?: number };

/**
 * The food information the form describes. Nothing ticked is "not declared yet" (null), unless
 * "contains none" is ticked, or an ingredient carries an allergen: then the empty set stands, so
 * that each such ingredient is told its allergen is missing.
 */
export function foodFromInput(input: FoodInput): FoodInfo {
  const ingredients = input.ingredients.map((row): Ingredient => ({
    da: row.da,
    en: row.en ?? "",
    ...(row.percent === undefined ? {} : { percent: row.percent }),
    ...(row.allergen ? { allergen: row.allergen } : {}),
    ...(row.kind ? { kind: row.kind } : {}),
    ...(row.organic ? { organic: true } : {}),
  }));
  const anyAllergenInList = ingredients.some((ingredient) => ingredient.allergen);
  const nutrition: Nutrition = {};
  for (const [field, key] of NUTRITION_FIELDS) {
    if (input[field] !== undefined) nutrition[key] = input[field];
  }
  return {
    allergens:
      input.allergens.length > 0 || input.allergenFree || anyAllergenInList ? [...input.allergens] : null,
    mayContain: [...input.mayContain],
    diets: [...input.diets],
    ingredients,
    nutrition: Object.keys(nutrition).length > 0 ? nutrition : null,
    netQuantity: input.netQuantity ?? null,
    netUnit: input.netQuantity === undefined ? null : (input.netUnit ?? "g"),
    storage: input.storage ?? null,
    storage_en: input.storageEn ?? null,
    shelfLifeDays: input.shelfLifeDays ?? null,
    daysAfterOpening: input.daysAfterOpening ?? null,
    preparation: input.preparation ?? null,
    preparation_en: input.preparationEn ?? null,
    origin: input.origin ?? null,
    origin_en: input.originEn ?? null,
    isOrganic: input.isOrganic,
    organicOrigin: input.isOrganic ? (input.organicOrigin ?? null) : null,
    oeLabel: input.isOrganic && input.oeLabel,
  };
}

/** A message for one field of the form: its path there and a translation key. */
export type FoodIssue = { path: (string | number)[]; message: string };

/** Where a problem of `foodProblems` is on the form ("nutrition.energy_kj" is `energyKj`). */
function pathOf(field: string): (string | number)[] {
  const parts = field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  if (parts[0] === "nutrition") {
    const row = NUTRITION_FIELDS.find(([, key]) => key === parts[1]);
    return [row ? row[0] : String(parts[1])];
  }
  return parts;
}

/** The translation key of a problem, named for the allergen or the kind it is about. */
function messageOf(problem: FoodProblem, food: FoodInfo): string {
  switch (problem.code) {
    case "allergenMissing":
    case "allergenNotInList":
      return message(`${problem.code}.${problem.values!.allergen}`);
    case "kindRequired": {
      const index = Number(problem.field.split(".")[1]);
      return message(`kindRequired.${food.ingredients[index]?.allergen === "nuts" ? "nuts" : "gluten"}`);
    }
    default:
      return message(problem.code);
  }
}

/**
 * Everything wrong with the form's food information, each on its field: the rules of
 * `foodProblems` (for sale when `available` is ticked), and what only the form can get wrong.
 */
export function foodInputIssues(input: FoodInput): FoodIssue[] {
  const issues: FoodIssue[] = [];
  if (input.allergenFree && input.allergens.length > 0) {
    issues.push({ path: ["allergenFree"], message: message("allergenFreeButTicked") });
  }
  if (input.mayContain.some((allergen) => input.allergens.includes(allergen))) {
    issues.push({ path: ["mayContain"], message: message("traceAlsoContained") });
  }
  input.ingredients.forEach((row, index) => {
    if (row.kind && (!row.allergen || allergenKinds(row.allergen).length === 0)) {
      issues.push({ path: ["ingredients", index, "kind"], message: message("kindUnneeded") });
    }
  });
  if (!input.isOrganic && (input.oeLabel || input.organicOrigin)) {
    issues.push({
      path: [input.oeLabel ? "oeLabel" : "organicOrigin"],
      message: message("organicOnly"),
    });
  }
  const food = foodFromInput(input);
  for (const problem of foodProblems(food, { forSale: input.available })) {
    // A kind the form has already called out of place needs no second message.
    if (problem.code === "kindRequired" && issues.some((issue) => issue.path.join(".") === problem.field))
      continue;
    issues.push({ path: pathOf(problem.field), message: messageOf(problem, food) });
  }
  return issues;
}

/** A number as the form shows it, with a decimal comma; nothing as empty. */
const decimal = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value).replace(".", ",");

/** A stored product's food information as the form's values. */
export function foodFormValues(food: FoodInfo) {
  const nutrition = food.nutrition ?? {};
  return {
    allergens: food.allergens ?? [],
    allergenFree: food.allergens !== null && food.allergens.length === 0,
    mayContain: food.mayContain,
    diets: food.diets,
    ingredients: food.ingredients.map((ingredient) => ({
      da: ingredient.da,
      en: ingredient.en,
      percent: decimal(ingredient.percent),
      allergen: ingredient.allergen ?? "",
      kind: ingredient.kind ?? "",
      organic: Boolean(ingredient.organic),
    })),
    ...(Object.fromEntries(
      NUTRITION_FIELDS.map(([field, key]) => [field, decimal(nutrition[key])]),
    ) as Record<NutritionField, string>),
    netQuantity: food.netQuantity === null ? "" : String(food.netQuantity),
    netUnit: food.netUnit ?? "g",
    storage: food.storage ?? "",
    storageEn: food.storage_en ?? "",
    shelfLifeDays: food.shelfLifeDays === null ? "" : String(food.shelfLifeDays),
    daysAfterOpening: food.daysAfterOpening === null ? "" : String(food.daysAfterOpening),
    preparation: food.preparation ?? "",
    preparationEn: food.preparation_en ?? "",
    origin: food.origin ?? "",
    originEn: food.origin_en ?? "",
    organicOrigin: food.organicOrigin ?? "",
    oeLabel: food.oeLabel,
  };
}

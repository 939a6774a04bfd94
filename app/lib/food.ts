/**
 * Food information (EU Regulation 1169/2011), the one model behind every place a product
 * appears: the product page, the quick view, the card, the cart, the checkout, the e-mails, the
 * feed, the structured data and the packing slip. See docs/food-information.md.
 *
 * - Allergens are the 14 of Annex II, as fixed codes, with the cereal (gluten) or nut named
 *   where the ingredient list says which; "may contain" traces are kept apart.
 * - The ingredient list is ordered (by weight, Art. 18), each ingredient in both languages, with
 *   its percentage where Art. 22 (QUID) asks for one, the allergen it is or carries (emphasised
 *   in the list, Art. 21) and whether it is organic.
 * - The nutrition declaration is per 100 g in Annex XV's order, energy in kJ and kcal.
 * - The unit price (kr/kg or kr/l, Price Indication Directive 98/6/EC) comes from the viewer's
 *   price and the net quantity, to the øre.
 */
import type { Language } from "~/i18n/languages";
import { divideRounded } from "./money";
import { formatNumber } from "./numbers";

/** The 14 allergens of Annex II, in its order. */
export const ALLERGENS = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soy",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export function isAllergen(value: unknown): value is Allergen {
  return (ALLERGENS as readonly unknown[]).includes(value);
}

/**
 * Each allergen's name in a sentence ('Indeholder: selleri') and the Danish word the product
 * list's address uses for it (`?uden=selleri,gluten`).
 */
export const ALLERGEN_NAMES: Record<Allergen, { da: string; en: string; slug: string }> = {
  gluten: { da: "gluten", en: "gluten", slug: "gluten" },
  crustaceans: { da: "krebsdyr", en: "crustaceans", slug: "krebsdyr" },
  eggs: { da: "æg", en: "eggs", slug: "aeg" },
  fish: { da: "fisk", en: "fish", slug: "fisk" },
  peanuts: { da: "jordnødder", en: "peanuts", slug: "jordnoedder" },
  soy: { da: "soja", en: "soy", slug: "soja" },
  milk: { da: "mælk", en: "milk", slug: "maelk" },
  nuts: { da: "nødder", en: "nuts", slug: "noedder" },
  celery: { da: "selleri", en: "celery", slug: "selleri" },
  mustard: { da: "sennep", en: "mustard", slug: "sennep" },
  sesame: { da: "sesam", en: "sesame", slug: "sesam" },
  sulphites: { da: "svovldioxid og sulfitter", en: "sulphur dioxide and sulphites", slug: "sulfitter" },
  lupin: { da: "lupin", en: "lupin", slug: "lupin" },
  molluscs: { da: "bløddyr", en: "molluscs", slug: "bloeddyr" },
};

/** The cereals containing gluten (Annex II, 1), named with the allergen. */
export const GLUTEN_CEREALS = {
  wheat: { da: "hvede", en: "wheat" },
  rye: { da: "rug", en: "rye" },
  barley: { da: "byg", en: "barley" },
  oats: { da: "havre", en: "oats" },
  spelt: { da: "spelt", en: "spelt" },
  khorasan: { da: "khorasanhvede", en: "khorasan wheat" },
} as const;

/** The nuts of Annex II, 8, named with the allergen. */
export const NUT_KINDS = {
  almonds: { da: "mandler", en: "almonds" },
  hazelnuts: { da: "hasselnødder", en: "hazelnuts" },
  walnuts: { da: "valnødder", en: "walnuts" },
  cashews: { da: "cashewnødder", en: "cashews" },
  pecans: { da: "pekannødder", en: "pecan nuts" },
  brazil: { da: "paranødder", en: "Brazil nuts" },
  pistachios: { da: "pistacienødder", en: "pistachio nuts" },
  macadamia: { da: "macadamianødder", en: "macadamia nuts" },
} as const;
export type GlutenCereal = keyof typeof GLUTEN_CEREALS;
export type NutKind = keyof typeof NUT_KINDS;

/** The cereal or nut an ingredient is, for the two allergens that must name it. */
export function allergenKinds(allergen: Allergen): readonly string[] {
  if (allergen === "gluten") return Object.keys(GLUTEN_CEREALS);
  if (allergen === "nuts") return Object.keys(NUT_KINDS);
  return [];
}

function kindName(allergen: Allergen, kind: string, language: Language): string | null {
  if (allergen === "gluten" && kind in GLUTEN_CEREALS) return GLUTEN_CEREALS[kind as GlutenCereal][language];
  if (allergen === "nuts" && kind in NUT_KINDS) return NUT_KINDS[kind as NutKind][language];
  return null;
}

/** Diets a product is suitable for, where the data says so (vegan is vegetarian as well). */
export const DIETS = ["vegetarian", "vegan"] as const;
export type Diet = (typeof DIETS)[number];

/** One ingredient of the list, in the list's order (descending weight). */
export type Ingredient = {
  da: string;
  en: string;
  /** Art. 22 (QUID): the share, in percent, where the title or the text stresses the ingredient. */
  percent?: number | null;
  /** The allergen this ingredient is or contains: emphasised in the list. */
  allergen?: Allergen | null;
  /** Which cereal (gluten) or nut (nuts) it is. */
  kind?: string | null;
  /** Organically farmed: marked with an asterisk, explained under the list. */
  organic?: boolean;
};

/** Per 100 g. `energy` is kcal (the first key, docs/product.md, Products); kJ is stored beside it, not derived. */
export type Nutrition = {
  energy_kj?: number;
  energy?: number;
  fat?: number;
  saturates?: number;
  carbs?: number;
  sugars?: number;
  protein?: number;
  salt?: number;
};

/** The nutrition declaration's rows in Annex XV's order (energy is one row: kJ / kcal). */
export const NUTRITION_ROWS = ["energy", "fat", "saturates", "carbs", "sugars", "protein", "salt"] as const;
export type NutritionRow = (typeof NUTRITION_ROWS)[number];
/** Rows that are a part of the row above them ("heraf mættede fedtsyrer"). */
export const NUTRITION_SUB_ROWS: readonly NutritionRow[] = ["saturates", "sugars"];

/**
 * The declaration's rows that are given, in Annex XV's order, each written out: energy as
 * declared ("594 kJ / 142 kcal"; kJ and kcal are both stored, neither computed here), the rest
 * in grams as declared ("2,4 g", "0,32 g").
 */
export function nutritionValues(
  nutrition: Nutrition | null,
  language: Language,
): { row: NutritionRow; value: string }[] {
  if (!nutrition) return [];
  const number = (value: number) => formatNumber(value, language, { maximumFractionDigits: 2 });
  return NUTRITION_ROWS.flatMap((row): { row: NutritionRow; value: string }[] => {
    if (row === "energy") {
      const energy = [
        typeof nutrition.energy_kj === "number" ? `${number(nutrition.energy_kj)} kJ` : null,
        typeof nutrition.energy === "number" ? `${number(nutrition.energy)} kcal` : null,
      ].filter(Boolean);
      return energy.length > 0 ? [{ row, value: energy.join(" / ") }] : [];
    }
    const value = nutrition[row];
    return typeof value === "number" ? [{ row, value: `${number(value)} g` }] : [];
  });
}

export const NET_UNITS = ["g", "ml"] as const;
export type NetUnit = (typeof NET_UNITS)[number];

/** Where the organic ingredients were farmed, as the EU logo's indication says (Reg. 2018/848 Art. 32). */
export const ORGANIC_ORIGINS = ["dk", "eu", "eu_non_eu"] as const;
export type OrganicOrigin = (typeof ORGANIC_ORIGINS)[number];
export const ORGANIC_ORIGIN_NAMES: Record<OrganicOrigin, { da: string; en: string }> = {
  dk: { da: "Danmark", en: "Denmark" },
  eu: { da: "EU-landbrug", en: "EU Agriculture" },
  eu_non_eu: { da: "EU-/ikke-EU-landbrug", en: "EU/non-EU Agriculture" },
};

/**
 * A product's food information as stored (the products table's columns) and as every page,
 * e-mail and document gets it. Texts come in both languages; `null` is "not given".
 */
export type FoodInfo = {
  /** Null: not yet declared (so not known to be free of anything). */
  allergens: Allergen[] | null;
  mayContain: Allergen[];
  diets: Diet[];
  ingredients: Ingredient[];
  nutrition: Nutrition | null;
  netQuantity: number | null;
  netUnit: NetUnit | null;
  storage: string | null;
  storage_en: string | null;
  /** Days from production to the use-by date. */
  shelfLifeDays: number | null;
  /** Days it keeps once opened ('holdbar 3 dage efter åbning'). */
  daysAfterOpening: number | null;
  preparation: string | null;
  preparation_en: string | null;
  /** The primary ingredient's origin, where the product's text claims one ('dansk høne'). */
  origin: string | null;
  origin_en: string | null;
  isOrganic: boolean;
  organicOrigin: OrganicOrigin | null;
  /** The Danish state-controlled Ø-label. */
  oeLabel: boolean;
};

// ---------------------------------------------------------------------------------------------
// The ingredient list and the 'Indeholder' line

export type IngredientPart = {
  name: string;
  /** An allergen: in bold (and not by colour alone). */
  emphasised: boolean;
  /** "72 %" (Danish) / "72%" (English), or null. */
  percent: string | null;
  organic: boolean;
};

/** The ingredient list as it is printed, in the viewer's language. */
export function ingredientParts(ingredients: Ingredient[], language: Language): IngredientPart[] {
  return ingredients.map((ingredient) => ({
    name: (language === "en" ? ingredient.en || ingredient.da : ingredient.da).trim(),
    emphasised: Boolean(ingredient.allergen),
    percent:
      ingredient.percent === null || ingredient.percent === undefined
        ? null
        : formatPercent(ingredient.percent, language),
    organic: Boolean(ingredient.organic),
  }));
}

/** "72 %" in Danish (with a space, as Danish writes it), "72%" in English; one decimal at most. */
export function formatPercent(value: number, language: Language): string {
  const number = formatNumber(value, language, { maximumFractionDigits: 1 });
  return language === "da" ? `${number} %` : `${number}%`;
}

/**
 * The ingredient list as plain text (the `ingredients` column, feeds, the
 * e-mails' text part): "Tomater* (72 %), vand, løg*.\n*Økologisk". Plain text has no bold, so
 * wherever it is shown the 'Indeholder' line goes with it.
 */
export function ingredientText(ingredients: Ingredient[], language: Language, organicNote: string): string {
  const parts = ingredientParts(ingredients, language).map(
    (part) => `${part.name}${part.organic ? "*" : ""}${part.percent ? ` (${part.percent})` : ""}`,
  );
  if (parts.length === 0) return "";
  const anyOrganic = ingredients.some((ingredient) => ingredient.organic);
  return `${parts.join(", ")}.${anyOrganic ? `\n*${organicNote}` : ""}`;
}

/**
 * The allergens a product contains, in Annex II's order, each named as the 'Indeholder' line
 * writes it: "gluten (hvede, byg)", "nødder (mandler)", "selleri".
 */
export function allergenNames(
  food: Pick<FoodInfo, "allergens" | "ingredients">,
  language: Language,
): string[] {
  const contained = new Set(food.allergens ?? []);
  return ALLERGENS.filter((allergen) => contained.has(allergen)).map((allergen) => {
    const kinds = [
      ...new Set(
        food.ingredients
          .filter((ingredient) => ingredient.allergen === allergen && ingredient.kind)
          .map((ingredient) => kindName(allergen, ingredient.kind!, language))
          .filter((name): name is string => Boolean(name)),
      ),
    ];
    const name = ALLERGEN_NAMES[allergen][language];
    return kinds.length > 0 ? `${name} (${kinds.join(", ")})` : name;
  });
}

/** Traces the product may contain, named in Annex II's order. */
export function traceNames(mayContain: Allergen[], language: Language): string[] {
  const traces = new Set(mayContain);
  return ALLERGENS.filter((allergen) => traces.has(allergen)).map(
    (allergen) => ALLERGEN_NAMES[allergen][language],
  );
}

/**
 * What a shopper with an allergy reads first: not declared yet (so not known to be free of
 * anything), free of all 14, or the allergens it contains.
 */
export function allergenStatus(food: Pick<FoodInfo, "allergens">): "undeclared" | "none" | "contains" {
  if (food.allergens === null) return "undeclared";
  return food.allergens.length === 0 ? "none" : "contains";
}

/** The part of the food information the allergen lines need, small enough for every cart line. */
export type AllergenInfo = Pick<FoodInfo, "allergens" | "mayContain" | "ingredients">;

export function allergenInfo(food: AllergenInfo): AllergenInfo {
  return {
    allergens: food.allergens,
    mayContain: food.mayContain,
    // Only the ingredients that name a cereal or nut ('gluten (hvede)') are needed for the names.
    ingredients: food.ingredients
      .filter((ingredient) => ingredient.allergen && ingredient.kind)
      .map(({ da, en, allergen, kind }) => ({ da, en, allergen, kind })),
  };
}

/** "selleri, sennep og gluten (hvede)" / "celery, mustard and gluten (wheat)". */
export function listInWords(names: string[], language: Language): string {
  if (names.length <= 1) return names.join("");
  const and = language === "da" ? "og" : "and";
  return `${names.slice(0, -1).join(", ")} ${and} ${names.at(-1)}`;
}

// ---------------------------------------------------------------------------------------------
// Unit price

export type UnitPrice = {
  /** Øre per kilogram or litre, rounded to the øre. */
  ore: number;
  per: "kg" | "l";
};

/**
 * The price per kilogram (per litre for ml) of a product whose price is `priceOre` for
 * `netQuantity` grams (millilitres): computed on the server from the viewer's own price.
 */
export function unitPrice(
  priceOre: number,
  netQuantity: number | null,
  netUnit: NetUnit | null,
): UnitPrice | null {
  if (!netQuantity || netQuantity <= 0 || !netUnit || !Number.isInteger(netQuantity)) return null;
  return { ore: divideRounded(priceOre * 1000, netQuantity), per: netUnit === "g" ? "kg" : "l" };
}

/** "118,00 kr/kg" / "118.00 kr/kg": two decimals, as unit prices are written. */
export function formatUnitPrice(price: UnitPrice, language: Language): string {
  const kroner = formatNumber(price.ore / 100, language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return `${kroner} kr/${price.per}`;
}

/** "500 g", "1.000 ml". */
export function formatNetQuantity(quantity: number, unit: NetUnit, language: Language): string {
  return `${formatNumber(quantity, language)} ${unit}`;
}

// ---------------------------------------------------------------------------------------------
// Dates

/** The use-by date ("holdbar til og med") of a jar delivered on `deliveryDate` ("YYYY-MM-DD"): that day + its shelf life. */
export function expiryDate(deliveryDate: string, shelfLifeDays: number): string {
  const [year, month, day] = deliveryDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + shelfLifeDays));
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// The rules the back office checks

export type FoodProblem = {
  /** The form field it concerns: "allergens", "ingredients.3.percent", "nutrition.energy_kj", … */
  field: string;
  /** A translation key under admin:validation.food. */
  code:
    | "allergenNotInList"
    | "allergenMissing"
    | "percent"
    | "kindRequired"
    | "energyMismatch"
    | "saturatesOverFat"
    | "sugarsOverCarbs"
    | "required"
    | "organicOrigin";
  values?: Record<string, string>;
};

/** kJ = 4.184 × kcal, as declared values are rounded: within 2 %. */
export function energyAgrees(kj: number, kcal: number): boolean {
  const expected = kcal * 4.184;
  if (expected === 0) return kj === 0;
  return Math.abs(kj - expected) <= expected * 0.02;
}

/**
 * What is wrong with a product's food information, field by field. `forSale`: the product is
 * to be available, so everything the law wants before a purchase must be there.
 */
export function foodProblems(food: FoodInfo, options: { forSale: boolean }): FoodProblem[] {
  const problems: FoodProblem[] = [];
  const declared = new Set(food.allergens ?? []);
  const inList = new Set(
    food.ingredients.flatMap((ingredient) => (ingredient.allergen ? [ingredient.allergen] : [])),
  );

  food.ingredients.forEach((ingredient, index) => {
    if (ingredient.percent !== null && ingredient.percent !== undefined) {
      if (!Number.isFinite(ingredient.percent) || ingredient.percent < 0 || ingredient.percent > 100) {
        problems.push({ field: `ingredients.${index}.percent`, code: "percent" });
      }
    }
    if (ingredient.allergen && allergenKinds(ingredient.allergen).length > 0) {
      if (!ingredient.kind || !allergenKinds(ingredient.allergen).includes(ingredient.kind)) {
        problems.push({ field: `ingredients.${index}.kind`, code: "kindRequired" });
      }
    }
    if (ingredient.allergen && !declared.has(ingredient.allergen) && food.allergens !== null) {
      problems.push({
        field: `ingredients.${index}.allergen`,
        code: "allergenMissing",
        values: { allergen: ingredient.allergen },
      });
    }
  });
  for (const allergen of declared) {
    if (!inList.has(allergen))
      problems.push({ field: "allergens", code: "allergenNotInList", values: { allergen } });
  }

  const n = food.nutrition;
  if (n?.energy_kj !== undefined && n.energy !== undefined && !energyAgrees(n.energy_kj, n.energy)) {
    problems.push({ field: "nutrition.energy_kj", code: "energyMismatch" });
  }
  if (n?.saturates !== undefined && n.fat !== undefined && n.saturates > n.fat) {
    problems.push({ field: "nutrition.saturates", code: "saturatesOverFat" });
  }
  if (n?.sugars !== undefined && n.carbs !== undefined && n.sugars > n.carbs) {
    problems.push({ field: "nutrition.sugars", code: "sugarsOverCarbs" });
  }
  if (food.isOrganic && !food.organicOrigin && options.forSale) {
    problems.push({ field: "organicOrigin", code: "organicOrigin" });
  }

  if (options.forSale) {
    const missing: string[] = [];
    if (food.allergens === null) missing.push("allergens");
    if (food.ingredients.length === 0) missing.push("ingredients");
    for (const key of [
      "energy_kj",
      "energy",
      "fat",
      "saturates",
      "carbs",
      "sugars",
      "protein",
      "salt",
    ] as const) {
      if (n?.[key] === undefined || n[key] === null) missing.push(`nutrition.${key}`);
    }
    if (!food.netQuantity) missing.push("netQuantity");
    if (!food.storage) missing.push("storage");
    if (!food.shelfLifeDays) missing.push("shelfLifeDays");
    for (const field of missing) problems.push({ field, code: "required" });
  }
  return problems;
}

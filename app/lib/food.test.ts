import { describe, expect, it } from "vitest";
import {
  ALLERGENS,
  ALLERGEN_NAMES,
  allergenInfo,
  allergenNames,
  allergenStatus,
  energyAgrees,
  foodProblems,
  formatPercent,
  formatUnitPrice,
  ingredientParts,
  ingredientText,
  listInWords,
  NUTRITION_ROWS,
  nutritionValues,
  traceNames,
  unitPrice,
  expiryDate,
  type FoodInfo,
} from "./food";

const complete: FoodInfo = {
  allergens: ["gluten", "celery"],
  mayContain: ["mustard"],
  diets: [],
  ingredients: [
    { da: "Tomater", en: "Tomatoes", percent: 62, organic: true },
    { da: "selleri", en: "celery", allergen: "celery", organic: true },
    { da: "hvedemel", en: "wheat flour", allergen: "gluten", kind: "wheat" },
    { da: "bygmalt", en: "barley malt", allergen: "gluten", kind: "barley" },
  ],
  nutrition: {
    energy_kj: 218,
    energy: 52,
    fat: 2.4,
    saturates: 0.4,
    carbs: 5.8,
    sugars: 4.1,
    protein: 1.2,
    salt: 0.8,
  },
  netQuantity: 500,
  netUnit: "g",
  storage: "Opbevares ved max 5 °C",
  storage_en: "Keep at 5 °C or below",
  shelfLifeDays: 21,
  daysAfterOpening: 3,
  preparation: null,
  preparation_en: null,
  origin: null,
  origin_en: null,
  isOrganic: true,
  organicOrigin: "eu",
  oeLabel: true,
};

describe("the 14 allergens", () => {
  it("are Annex II's, in its order, each with a Danish and English name and an address word", () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(ALLERGENS[0]).toBe("gluten");
    expect(ALLERGENS.at(-1)).toBe("molluscs");
    const slugs = ALLERGENS.map((allergen) => ALLERGEN_NAMES[allergen].slug);
    expect(new Set(slugs).size).toBe(14);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z]+$/);
    expect(ALLERGEN_NAMES.celery).toMatchObject({ da: "selleri", en: "celery", slug: "selleri" });
  });
});

describe("the ingredient list and the 'Indeholder' line", () => {
  it("emphasises the allergens and writes QUID percentages as each language does", () => {
    expect(ingredientParts(complete.ingredients, "da")).toEqual([
      { name: "Tomater", emphasised: false, percent: "62 %", organic: true },
      { name: "selleri", emphasised: true, percent: null, organic: true },
      { name: "hvedemel", emphasised: true, percent: null, organic: false },
      { name: "bygmalt", emphasised: true, percent: null, organic: false },
    ]);
    expect(ingredientParts(complete.ingredients, "en")[0]).toMatchObject({
      name: "Tomatoes",
      percent: "62%",
    });
    expect(formatPercent(0.5, "da")).toBe("0,5 %");
    expect(formatPercent(12.25, "en")).toBe("12.3%");
  });

  it("names the allergens in Annex II's order, with the cereals the list says", () => {
    expect(allergenNames(complete, "da")).toEqual(["gluten (hvede, byg)", "selleri"]);
    expect(allergenNames(complete, "en")).toEqual(["gluten (wheat, barley)", "celery"]);
    expect(allergenNames({ allergens: null, ingredients: [] }, "da")).toEqual([]);
    expect(traceNames(["mustard", "gluten"], "da")).toEqual(["gluten", "sennep"]);
    expect(listInWords(["selleri", "sennep", "gluten (hvede)"], "da")).toBe(
      "selleri, sennep og gluten (hvede)",
    );
    expect(listInWords(["celery"], "en")).toBe("celery");
  });

  it("tells not declared, free of all 14 and contains apart", () => {
    expect(allergenStatus({ allergens: null })).toBe("undeclared");
    expect(allergenStatus({ allergens: [] })).toBe("none");
    expect(allergenStatus({ allergens: ["celery"] })).toBe("contains");
  });

  it("keeps, for a cart line, only what the allergen lines need, and names them the same", () => {
    const info = allergenInfo(complete);
    expect(info).toEqual({
      allergens: ["gluten", "celery"],
      mayContain: ["mustard"],
      ingredients: [
        { da: "hvedemel", en: "wheat flour", allergen: "gluten", kind: "wheat" },
        { da: "bygmalt", en: "barley malt", allergen: "gluten", kind: "barley" },
      ],
    });
    expect(allergenNames(info, "da")).toEqual(allergenNames(complete, "da"));
    expect(allergenInfo({ allergens: null, mayContain: [], ingredients: [] })).toEqual({
      allergens: null,
      mayContain: [],
      ingredients: [],
    });
  });

  it("writes the list as plain text with its organic note", () => {
    expect(ingredientText(complete.ingredients, "da", "Økologisk")).toBe(
      "Tomater* (62 %), selleri*, hvedemel, bygmalt.\n*Økologisk",
    );
    expect(ingredientText([], "da", "Økologisk")).toBe("");
  });
});

describe("the nutrition declaration", () => {
  it("follows Annex XV's order", () => {
    expect(NUTRITION_ROWS).toEqual(["energy", "fat", "saturates", "carbs", "sugars", "protein", "salt"]);
  });

  it("writes the rows that are given, in that order, energy as declared in kJ and kcal", () => {
    expect(nutritionValues(complete.nutrition, "da")).toEqual([
      { row: "energy", value: "218 kJ / 52 kcal" },
      { row: "fat", value: "2,4 g" },
      { row: "saturates", value: "0,4 g" },
      { row: "carbs", value: "5,8 g" },
      { row: "sugars", value: "4,1 g" },
      { row: "protein", value: "1,2 g" },
      { row: "salt", value: "0,8 g" },
    ]);
    // Stored values are shown, never derived: kcal alone stays kcal alone.
    expect(nutritionValues({ energy: 142, salt: 0.32, fat: 0 }, "en")).toEqual([
      { row: "energy", value: "142 kcal" },
      { row: "fat", value: "0 g" },
      { row: "salt", value: "0.32 g" },
    ]);
    expect(nutritionValues({ energy_kj: 1308, energy: 312.5 }, "en")[0]!.value).toBe("1,308 kJ / 312.5 kcal");
    expect(nutritionValues(null, "da")).toEqual([]);
  });

  it("takes kJ as 4.184 × kcal within 2 %", () => {
    expect(energyAgrees(218, 52)).toBe(true); // 217.57
    expect(energyAgrees(221, 52)).toBe(true); // +1.6 %
    expect(energyAgrees(222, 52)).toBe(false); // +2.04 %
    expect(energyAgrees(214, 52)).toBe(true); // -1.6 %
    expect(energyAgrees(213, 52)).toBe(false); // -2.1 %
    expect(energyAgrees(52, 52)).toBe(false); // kcal typed in both fields
    expect(energyAgrees(0, 0)).toBe(true);
  });
});

describe("unitPrice", () => {
  it("is the price of a kilogram or litre, to the øre, from øre", () => {
    expect(unitPrice(59_00, 500, "g")).toEqual({ ore: 118_00, per: "kg" });
    expect(unitPrice(89_00, 650, "g")).toEqual({ ore: 136_92, per: "kg" }); // 136.923…
    expect(unitPrice(1, 3, "g")).toEqual({ ore: 333, per: "kg" }); // 333.33…
    expect(unitPrice(2, 3, "g")).toEqual({ ore: 667, per: "kg" }); // 666.67: half away from zero
    expect(unitPrice(45_00, 750, "ml")).toEqual({ ore: 60_00, per: "l" });
    expect(unitPrice(59_00, null, null)).toBeNull();
    expect(unitPrice(59_00, 0, "g")).toBeNull();
  });

  it("is written with two decimals", () => {
    expect(formatUnitPrice({ ore: 136_92, per: "kg" }, "da")).toBe("136,92 kr/kg");
    expect(formatUnitPrice({ ore: 1_180_00, per: "l" }, "en")).toBe("1,180.00 kr/l");
  });
});

describe("expiryDate", () => {
  it("is the delivery day plus the shelf life, across months and years", () => {
    expect(expiryDate("2026-11-25", 21)).toBe("2026-12-16");
    expect(expiryDate("2026-12-30", 5)).toBe("2027-01-04");
    expect(expiryDate("2028-02-27", 2)).toBe("2028-02-29");
  });
});

describe("foodProblems", () => {
  it("finds nothing wrong with complete, consistent information", () => {
    expect(foodProblems(complete, { forSale: true })).toEqual([]);
  });

  it("wants the allergen set and the allergens in the list to agree, both ways", () => {
    const missingFromSet = { ...complete, allergens: ["celery"] as FoodInfo["allergens"] };
    expect(foodProblems(missingFromSet, { forSale: false })).toEqual([
      { field: "ingredients.2.allergen", code: "allergenMissing", values: { allergen: "gluten" } },
      { field: "ingredients.3.allergen", code: "allergenMissing", values: { allergen: "gluten" } },
    ]);
    const notInList = { ...complete, allergens: ["gluten", "celery", "milk"] as FoodInfo["allergens"] };
    expect(foodProblems(notInList, { forSale: false })).toEqual([
      { field: "allergens", code: "allergenNotInList", values: { allergen: "milk" } },
    ]);
  });

  it("wants gluten's cereal and the nut named, and percentages from 0 to 100", () => {
    const food: FoodInfo = {
      ...complete,
      allergens: ["gluten", "celery", "nuts"],
      ingredients: [
        { da: "tomater", en: "tomatoes", percent: 101 },
        { da: "selleri", en: "celery", allergen: "celery", percent: -1 },
        { da: "mel", en: "flour", allergen: "gluten" },
        { da: "nødder", en: "nuts", allergen: "nuts", kind: "wheat" },
      ],
    };
    expect(foodProblems(food, { forSale: false }).map((problem) => [problem.field, problem.code])).toEqual([
      ["ingredients.0.percent", "percent"],
      ["ingredients.1.percent", "percent"],
      ["ingredients.2.kind", "kindRequired"],
      ["ingredients.3.kind", "kindRequired"],
    ]);
  });

  it("checks kJ against kcal, saturates against fat and sugars against carbohydrate", () => {
    const food = {
      ...complete,
      nutrition: { ...complete.nutrition, energy_kj: 52, saturates: 3, sugars: 6 },
    };
    expect(foodProblems(food, { forSale: false }).map((problem) => problem.code)).toEqual([
      "energyMismatch",
      "saturatesOverFat",
      "sugarsOverCarbs",
    ]);
  });

  it("wants everything the law asks for before a product is for sale", () => {
    const bare: FoodInfo = {
      ...complete,
      allergens: null,
      ingredients: [],
      nutrition: { energy: 52, fat: 2.4, carbs: 5.8, protein: 1.2 },
      netQuantity: null,
      netUnit: null,
      storage: null,
      shelfLifeDays: null,
      organicOrigin: null,
    };
    expect(foodProblems(bare, { forSale: false })).toEqual([]);
    expect(foodProblems(bare, { forSale: true }).map((problem) => problem.field)).toEqual([
      "organicOrigin",
      "allergens",
      "ingredients",
      "nutrition.energy_kj",
      "nutrition.saturates",
      "nutrition.sugars",
      "nutrition.salt",
      "netQuantity",
      "storage",
      "shelfLifeDays",
    ]);
  });
});

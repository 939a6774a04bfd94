import { describe, expect, it } from "vitest";
import type { FoodInfo } from "./food";
import { foodFormValues, foodFromInput, foodInputIssues, type FoodInput } from "./food-form";

const consistent: FoodInput = {
  allergens: ["gluten", "celery"],
  allergenFree: false,
  mayContain: ["mustard"],
  diets: ["vegetarian"],
  ingredients: [
    { da: "Tomater", en: "Tomatoes", percent: 62, organic: true },
    { da: "selleri", en: "celery", allergen: "celery", organic: true },
    { da: "hvedemel", allergen: "gluten", kind: "wheat", organic: false },
  ],
  energyKj: 218,
  energy: 52,
  fat: 2.4,
  saturates: 0.4,
  carbs: 5.8,
  sugars: 4.1,
  protein: 1.2,
  salt: 0.8,
  netQuantity: 500,
  netUnit: "g",
  storage: "Opbevares ved max 5 °C",
  storageEn: "Keep at 5 °C or below",
  shelfLifeDays: 21,
  daysAfterOpening: 3,
  isOrganic: true,
  organicOrigin: "eu",
  oeLabel: true,
  available: true,
};

const paths = (input: FoodInput) =>
  foodInputIssues(input).map((issue) => [issue.path.join("."), issue.message]);

describe("foodFromInput", () => {
  it("is the form's food information, compact, with the nutrition in its own keys", () => {
    const food = foodFromInput(consistent);
    expect(food).toMatchObject({
      allergens: ["gluten", "celery"],
      mayContain: ["mustard"],
      netQuantity: 500,
      netUnit: "g",
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
      storage_en: "Keep at 5 °C or below",
      preparation: null,
      organicOrigin: "eu",
      oeLabel: true,
    });
    expect(food.ingredients).toEqual([
      { da: "Tomater", en: "Tomatoes", percent: 62, organic: true },
      { da: "selleri", en: "celery", allergen: "celery", organic: true },
      { da: "hvedemel", en: "", allergen: "gluten", kind: "wheat" },
    ]);
  });

  it("tells 'not declared yet' from 'contains none of the 14'", () => {
    const bare = { ...consistent, allergens: [], ingredients: [{ da: "Vand", organic: false }] };
    expect(foodFromInput(bare).allergens).toBeNull();
    expect(foodFromInput({ ...bare, allergenFree: true }).allergens).toEqual([]);
    // An allergen in the list with nothing ticked is a declaration that misses it.
    expect(
      foodFromInput({ ...bare, ingredients: [{ da: "selleri", allergen: "celery", organic: false }] })
        .allergens,
    ).toEqual([]);
  });

  it("keeps no unit without a quantity, and no organic marks on a product that is not organic", () => {
    const food = foodFromInput({ ...consistent, netQuantity: undefined, isOrganic: false });
    expect(food).toMatchObject({ netQuantity: null, netUnit: null, organicOrigin: null, oeLabel: false });
  });
});

describe("foodInputIssues", () => {
  it("finds nothing wrong with complete, consistent information", () => {
    expect(foodInputIssues(consistent)).toEqual([]);
  });

  it("puts each inconsistency on its own field, named for its allergen", () => {
    const input: FoodInput = {
      ...consistent,
      allergens: ["gluten", "milk"],
      ingredients: [
        ...consistent.ingredients,
        { da: "mandler", allergen: "nuts", organic: false },
        { da: "salt", kind: "wheat", percent: 120, organic: false },
      ],
    };
    expect(paths(input)).toEqual([
      ["ingredients.4.kind", "admin:validation.food.kindUnneeded"],
      ["ingredients.1.allergen", "admin:validation.food.allergenMissing.celery"],
      ["ingredients.3.kind", "admin:validation.food.kindRequired.nuts"],
      ["ingredients.3.allergen", "admin:validation.food.allergenMissing.nuts"],
      ["ingredients.4.percent", "admin:validation.food.percent"],
      ["allergens", "admin:validation.food.allergenNotInList.milk"],
    ]);
  });

  it("checks the nutrition declaration against itself, field by field", () => {
    expect(paths({ ...consistent, energyKj: 52, saturates: 3, sugars: 6 })).toEqual([
      ["energyKj", "admin:validation.food.energyMismatch"],
      ["saturates", "admin:validation.food.saturatesOverFat"],
      ["sugars", "admin:validation.food.sugarsOverCarbs"],
    ]);
  });

  it("wants every particular before the product can be available, and not before", () => {
    const bare: FoodInput = {
      allergens: [],
      allergenFree: false,
      mayContain: [],
      diets: [],
      ingredients: [],
      energy: 52,
      isOrganic: false,
      oeLabel: false,
      available: false,
    };
    expect(foodInputIssues(bare)).toEqual([]);
    expect(paths({ ...bare, available: true })).toEqual(
      [
        "allergens",
        "ingredients",
        "energyKj",
        "fat",
        "saturates",
        "carbs",
        "sugars",
        "protein",
        "salt",
        "netQuantity",
        "storage",
        "shelfLifeDays",
      ].map((field) => [field, "admin:validation.food.required"]),
    );
    expect(paths({ ...consistent, organicOrigin: undefined })).toEqual([
      ["organicOrigin", "admin:validation.food.organicOrigin"],
    ]);
  });

  it("refuses what contradicts itself on the form", () => {
    expect(paths({ ...consistent, allergenFree: true, mayContain: ["celery"] })).toEqual([
      ["allergenFree", "admin:validation.food.allergenFreeButTicked"],
      ["mayContain", "admin:validation.food.traceAlsoContained"],
    ]);
    expect(paths({ ...consistent, isOrganic: false, available: false })).toEqual([
      ["oeLabel", "admin:validation.food.organicOnly"],
    ]);
  });
});

describe("foodFormValues", () => {
  it("gives the form back what it saved", () => {
    const food = foodFromInput(consistent);
    const values = foodFormValues(food);
    expect(values).toMatchObject({
      allergens: ["gluten", "celery"],
      allergenFree: false,
      energyKj: "218",
      fat: "2,4",
      netQuantity: "500",
      netUnit: "g",
      shelfLifeDays: "21",
      organicOrigin: "eu",
    });
    expect(values.ingredients[0]).toEqual({
      da: "Tomater",
      en: "Tomatoes",
      percent: "62",
      allergen: "",
      kind: "",
      organic: true,
    });
    const free: FoodInfo = { ...food, allergens: [], ingredients: [{ da: "Vand", en: "Water" }] };
    expect(foodFormValues(free)).toMatchObject({ allergens: [], allergenFree: true });
    expect(foodFormValues({ ...free, allergens: null })).toMatchObject({ allergenFree: false });
  });
});

import { describe, expect, it } from "vitest";
import type { FoodInfo } from "./food";
import { particularsOf, producerLine } from "./food-particulars";

const food: FoodInfo = {
  allergens: ["celery", "gluten"],
  mayContain: ["mustard"],
  diets: [],
  ingredients: [
    { da: "Tomater", en: "Tomatoes", percent: 62, organic: true },
    { da: "selleri", en: "celery", allergen: "celery" },
    { da: "hvedemel", en: "", allergen: "gluten", kind: "wheat" },
  ],
  nutrition: {
    energy_kj: 218,
    energy: 52,
    fat: 2.4,
    saturates: 0.4,
    carbs: 5.8,
    sugars: 4.1,
    protein: 1.2,
    salt: 0.75,
  },
  netQuantity: 1000,
  netUnit: "g",
  storage: "Opbevares ved max 5 °C",
  storage_en: null,
  shelfLifeDays: 21,
  daysAfterOpening: 3,
  preparation: "Varmes i en gryde",
  preparation_en: "Heat in a pan",
  origin: null,
  origin_en: null,
  isOrganic: true,
  organicOrigin: "eu",
  oeLabel: true,
};

describe("particularsOf", () => {
  it("gives the use-by date as the delivery date plus the shelf life", () => {
    expect(particularsOf(food, "da", "2026-11-25").useBy).toEqual({ date: "2026-12-16" });
  });

  it("gives the shelf life from delivery when the order has no delivery date", () => {
    expect(particularsOf(food, "da", null).useBy).toEqual({ days: 21 });
    expect(particularsOf({ ...food, shelfLifeDays: null }, "da", null).useBy).toBeNull();
  });

  it("writes every particular in the language asked, Danish where there is no English", () => {
    const english = particularsOf(food, "en", null);
    expect(english).toMatchObject({
      contains: ["gluten (wheat)", "celery"],
      traces: ["mustard"],
      netQuantity: "1,000 g",
      storage: "Opbevares ved max 5 °C",
      preparation: "Heat in a pan",
      origin: null,
      organic: { controlBody: "DK-ØKO-100", farmedIn: "EU Agriculture", oeLabel: true },
      anyOrganic: true,
    });
    expect(english.ingredients.map((part) => [part.name, part.emphasised])).toEqual([
      ["Tomatoes", false],
      ["celery", true],
      ["hvedemel", true],
    ]);
    expect(particularsOf(food, "da", null).nutrition).toEqual([
      { row: "energy", value: "218 kJ / 52 kcal", sub: false },
      { row: "fat", value: "2,4 g", sub: false },
      { row: "saturates", value: "0,4 g", sub: true },
      { row: "carbs", value: "5,8 g", sub: false },
      { row: "sugars", value: "4,1 g", sub: true },
      { row: "protein", value: "1,2 g", sub: false },
      { row: "salt", value: "0,75 g", sub: false },
    ]);
  });

  it("tells allergens not declared from none, and names no organic control for a product that is not organic", () => {
    expect(particularsOf({ ...food, allergens: null }, "da", null).contains).toBeNull();
    expect(particularsOf({ ...food, allergens: [], ingredients: [] }, "da", null).contains).toEqual([]);
    expect(particularsOf({ ...food, isOrganic: false }, "da", null).organic).toBeNull();
  });

  it("names the producer with its address", () => {
    expect(producerLine()).toBe("Krukke ApS, Rugbrødsvej 7, 2600 Glostrup");
  });
});

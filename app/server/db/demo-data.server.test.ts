import { describe, expect, it } from "vitest";
import { ALLERGENS, foodProblems, ingredientText, type Allergen } from "~/lib/food";
import { da } from "~/i18n/da";
import { en } from "~/i18n/en";
import { foodOf } from "../catalogue.server";
import { demoProducts, demoSeasonCourses, type DemoProduct } from "./demo-data.server";

const byKey = (key: string) => demoProducts.find((product) => product.key === key)!;
const names = (product: DemoProduct) => product.ingredient_list.map((ingredient) => ingredient.da);
const NOT_FARMED = ["vand", "havsalt"];

describe("the demo catalogue's food information", () => {
  it.each([...demoProducts, ...demoSeasonCourses].map((product) => [product.key, product] as const))(
    "%s has everything the law asks before a purchase, consistent (foodProblems)",
    (_key, product) => {
      expect(foodProblems(foodOf(product), { forSale: true })).toEqual([]);
    },
  );

  it("writes the ingredient text columns from the ingredient list, in both languages", () => {
    for (const product of demoProducts) {
      expect(product.ingredients, product.key).toBe(
        ingredientText(product.ingredient_list, "da", da.common.organic),
      );
      expect(product.ingredients_en, product.key).toBe(
        ingredientText(product.ingredient_list, "en", en.common.organic),
      );
    }
  });

  it("gives the share of every ingredient the title stresses (QUID, Art. 22)", () => {
    const stressed: Record<string, string[]> = {
      tomatsuppe: ["Tomater", "basilikum"],
      graeskarsuppe: ["Hokkaidogræskar", "ingefær"],
      honsekodsuppe: ["høne"],
      linsesuppe: ["røde linser", "spidskommen"],
      kartoffelporresuppe: ["kartofler", "porre"],
      jordskokkesuppe: ["Jordskokker", "hasselnødder"],
      "boller-i-karry": ["Svinekød", "karry"],
      oksegryde: ["Oksekød", "gulerod", "pastinak", "knoldselleri"],
      "chili-sin-carne": ["sorte bønner", "kidneybønner"],
      "frikadeller-i-tomatsauce": ["Tomater", "svinekød", "kalvekød"],
      kyllingegryde: ["Kyllingekød", "estragon"],
      stroganoff: ["Oksekød"],
      "gule-aerter": ["gule ærter"],
    };
    expect(Object.keys(stressed).sort()).toEqual(demoProducts.map((product) => product.key).sort());
    for (const [key, ingredients] of Object.entries(stressed)) {
      for (const name of ingredients) {
        const ingredient = byKey(key).ingredient_list.find((item) => item.da === name);
        expect(ingredient?.percent, `${key}: ${name}`).toBeGreaterThan(0);
      }
    }
  });

  it("lists the ingredients heaviest first: the stated shares never rise, and add up to at most 100 %", () => {
    for (const product of demoProducts) {
      const shares = product.ingredient_list.flatMap((item) => (item.percent ? [item.percent] : []));
      expect(shares, product.key).toEqual([...shares].sort((a, b) => b - a));
      expect(
        shares.reduce((sum, share) => sum + share, 0),
        product.key,
      ).toBeLessThanOrEqual(100);
    }
  });

  it("marks an organic product's farmed ingredients organic, and never water or salt", () => {
    for (const product of demoProducts) {
      for (const ingredient of product.ingredient_list) {
        const farmed = !NOT_FARMED.includes(ingredient.da.toLowerCase());
        expect(ingredient.organic, `${product.key}: ${ingredient.da}`).toBe(product.is_organic && farmed);
      }
    }
  });

  it("gives the organic logo's place of farming and the Ø-label to organic products only", () => {
    for (const product of demoProducts) {
      expect(product.organic_origin !== null, product.key).toBe(product.is_organic);
      expect(product.oe_label, product.key).toBe(product.is_organic);
    }
    expect(new Set(demoProducts.map((product) => product.organic_origin))).toEqual(
      new Set([null, "eu", "eu_non_eu", "dk"]),
    );
  });

  it("declares energy that fits the fat, carbohydrate and protein (fibre adds a little)", () => {
    for (const { key, nutritional_info: n } of demoProducts) {
      const fromNutrients = 9 * n.fat + 4 * n.carbs + 4 * n.protein;
      expect(n.energy, key).toBeGreaterThanOrEqual(fromNutrients * 0.97);
      expect(n.energy, key).toBeLessThanOrEqual(fromNutrients * 1.1);
      expect(n.salt, key).toBeGreaterThan(0);
    }
  });

  it("states the net quantity the weight text shows", () => {
    for (const product of demoProducts) {
      expect(`${product.net_quantity} ${product.net_unit}`, product.key).toBe(product.weight);
    }
  });

  it("keeps chilled, for a plausible time, with heating instructions in both languages", () => {
    for (const product of demoProducts) {
      expect(product.storage).toBe("Opbevares ved max 5 °C");
      expect(product.storage_en).toBe("Keep at 5 °C or below");
      expect(product.shelf_life_days, product.key).toBeGreaterThanOrEqual(21);
      expect(product.shelf_life_days, product.key).toBeLessThanOrEqual(60);
      expect(product.days_after_opening, product.key).toBeGreaterThan(0);
      expect(product.days_after_opening, product.key).toBeLessThanOrEqual(3);
      expect(product.preparation, product.key).toMatch(/varm/);
      expect(product.preparation_en, product.key).toMatch(/heat/i);
    }
  });

  it("has products free of all 14 allergens, and 'may contain' kept apart from what is contained", () => {
    const free = demoProducts.filter((product) => product.allergens.length === 0);
    expect(free.map((product) => product.key)).toEqual([
      "tomatsuppe",
      "graeskarsuppe",
      "linsesuppe",
      "chili-sin-carne",
    ]);
    expect(demoProducts.some((product) => product.may_contain.length > 0)).toBe(true);
    for (const product of demoProducts) {
      for (const trace of product.may_contain) expect(product.allergens, product.key).not.toContain(trace);
    }
    // Every allergen a shopper is likely to filter by appears somewhere, in Annex II's codes.
    const used = new Set(demoProducts.flatMap((product) => product.allergens));
    for (const allergen of ["gluten", "eggs", "milk", "nuts", "celery", "mustard", "sulphites"] as Allergen[])
      expect(used, allergen).toContain(allergen);
    for (const allergen of used) expect(ALLERGENS).toContain(allergen);
  });

  it("declares celery wherever celery is cooked in", () => {
    for (const product of demoProducts) {
      const withCelery = names(product).some((name) => /selleri/i.test(name));
      expect(product.allergens.includes("celery"), product.key).toBe(withCelery);
    }
  });

  it("calls a product vegetarian or vegan only when it is", () => {
    const meat = /kød|høne|flæsk|pølse|kylling/i;
    for (const product of demoProducts) {
      const vegetarian = product.diets.includes("vegetarian");
      if (product.diets.includes("vegan")) {
        expect(vegetarian, product.key).toBe(true);
        for (const animal of ["milk", "eggs", "fish", "crustaceans", "molluscs"] as Allergen[])
          expect(product.allergens, product.key).not.toContain(animal);
      }
      if (vegetarian) {
        expect(
          names(product).filter((name) => meat.test(name)),
          product.key,
        ).toEqual([]);
        for (const animal of ["fish", "crustaceans", "molluscs"] as Allergen[])
          expect(product.allergens, product.key).not.toContain(animal);
      } else {
        expect(
          names(product).some((name) => meat.test(name)),
          product.key,
        ).toBe(true);
      }
    }
  });

  it("names Danish origin for every beef and pork, as the home page promises", () => {
    for (const product of demoProducts) {
      const list = names(product).join(" ");
      if (/svinekød|flæsk/i.test(list)) expect(product.origin, product.key).toMatch(/dansk .*svine/i);
      if (/oksekød/i.test(list)) expect(product.origin, product.key).toMatch(/dansk oksekød/i);
      if (/svinekød|flæsk/i.test(list)) expect(product.origin_en, product.key).toMatch(/Danish .*pork/);
      if (product.origin) expect(product.origin_en, product.key).toBeTruthy();
    }
    expect(byKey("honsekodsuppe").origin).toMatch(/^dansk høne/);
  });
});

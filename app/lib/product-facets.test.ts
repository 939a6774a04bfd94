import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PRODUCT_TYPES } from "./domain";
import { shopperMaySee } from "../../tests/support/catalogue-by-hand";
import { ALLERGENS, DIETS } from "./food";
import {
  allergenBit,
  countMatching,
  facetBitsOf,
  facetCounts,
  FACET_FLAGS,
  type FacetGroup,
  type FacetSelection,
  type FacetSubject,
} from "./product-facets";

const soup: FacetSubject = {
  type: "soup",
  allergens: ["celery"],
  may_contain: ["mustard"],
  diets: ["vegetarian"],
  is_organic: true,
  is_new: false,
  available: true,
};

const product = fc.record({
  type: fc.constantFrom(...PRODUCT_TYPES),
  allergens: fc.option(fc.subarray([...ALLERGENS]), { freq: 6 }),
  may_contain: fc.subarray([...ALLERGENS], { maxLength: 2 }),
  diets: fc.subarray([...DIETS]),
  is_organic: fc.boolean(),
  is_new: fc.boolean(),
  available: fc.boolean(),
});
const selection = fc.record({
  type: fc.option(fc.constantFrom(...PRODUCT_TYPES)),
  without: fc.subarray([...ALLERGENS], { maxLength: 3 }),
  diets: fc.subarray([...DIETS]),
  flags: fc.subarray([...FACET_FLAGS]),
});

function groupsOf(items: FacetSubject[]): FacetGroup[] {
  const counts = new Map<number, number>();
  for (const item of items) counts.set(facetBitsOf(item), (counts.get(facetBitsOf(item)) ?? 0) + 1);
  return [...counts].map(([bits, count]) => ({ bits, count }));
}

describe("facetBitsOf", () => {
  it("marks what a product is not free from: what it contains and what it may contain", () => {
    const bits = facetBitsOf(soup);
    expect(bits & allergenBit("celery")).not.toBe(0);
    expect(bits & allergenBit("mustard")).not.toBe(0);
    expect(bits & allergenBit("gluten")).toBe(0);
  });

  it("counts a product whose allergens are not declared as free from none of them", () => {
    const bits = facetBitsOf({ ...soup, allergens: null, may_contain: [] });
    for (const allergen of ALLERGENS) expect(bits & allergenBit(allergen), allergen).not.toBe(0);
  });
});

describe("countMatching", () => {
  it("counts exactly the products a shopper with those choices may see", () => {
    fc.assert(
      fc.property(fc.array(product, { maxLength: 40 }), selection, (items, chosen) => {
        const expected = items.filter((item) => shopperMaySee(item, chosen)).length;
        expect(countMatching(groupsOf(items), chosen)).toBe(expected);
      }),
    );
  });
});

describe("facetCounts", () => {
  it("gives each choice the count of the list with it made and the others kept", () => {
    fc.assert(
      fc.property(fc.array(product, { maxLength: 30 }), selection, (items, chosen) => {
        const counts = facetCounts(groupsOf(items), chosen);
        const count = (changed: FacetSelection) =>
          items.filter((item) => shopperMaySee(item, changed)).length;
        expect(counts.type.all).toBe(count({ ...chosen, type: null }));
        for (const type of PRODUCT_TYPES) expect(counts.type[type]).toBe(count({ ...chosen, type }));
        for (const allergen of ALLERGENS) {
          expect(counts.without[allergen]).toBe(count({ ...chosen, without: [...chosen.without, allergen] }));
        }
        for (const diet of DIETS)
          expect(counts.diets[diet]).toBe(count({ ...chosen, diets: [...chosen.diets, diet] }));
        for (const flag of FACET_FLAGS)
          expect(counts.flags[flag]).toBe(count({ ...chosen, flags: [...chosen.flags, flag] }));
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  badgeOf,
  catalogueHref,
  CATALOGUE_SORTS,
  defaultSort,
  NO_CHOICES,
  parseCatalogueQuery,
  type CatalogueQuery,
} from "./catalogue-address";
import { PRODUCT_TYPES } from "./domain";
import { ALLERGENS, DIETS } from "./food";
import { FACET_FLAGS } from "./product-facets";
import { searchHref } from "./product-search";

const parse = (search: string) => parseCatalogueQuery(new URLSearchParams(search));

describe("parseCatalogueQuery", () => {
  it("reads every choice from a tidy address", () => {
    expect(
      parse(
        "q=linser&type=supper&uden=selleri,gluten&kost=vegansk&okologisk=1&nyhed=1&lager=1&sort=pris&side=2",
      ),
    ).toEqual({
      q: "linser",
      type: "soup",
      without: ["gluten", "celery"],
      diets: ["vegan"],
      flags: ["organic", "isNew", "available"],
      sort: "pris",
      page: 2,
    });
  });

  it("reads a plain form's fields the same: empty ones, repeated values, 'on'", () => {
    expect(parse("q=&type=&uden=selleri&uden=gluten&kost=vegansk&okologisk=on&sort=nyeste")).toEqual(
      parse("uden=gluten,selleri&kost=vegansk&okologisk=1"),
    );
  });

  it("reads the filter badges and the old page parameter", () => {
    expect(parse("filter=supper&page=3")).toMatchObject({ type: "soup", page: 3 });
    expect(parse("filter=retter")).toMatchObject({ type: "dish" });
    expect(parse("filter=okologisk")).toMatchObject({ flags: ["organic"], type: null });
  });

  it("ignores what it does not know", () => {
    expect(
      parse("type=drikke&uden=selleri,chokolade&kost=paleo&sort=pris;drop&side=-1&okologisk=maybe"),
    ).toEqual({
      ...NO_CHOICES,
      without: ["celery"],
    });
  });

  it("takes the names of an object's own properties for nothing (a 500 once)", () => {
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      expect(parse(`type=${name}&uden=${name}&kost=${name}&sort=${name}&filter=${name}`)).toEqual(NO_CHOICES);
    }
  });

  it("sorts a search by relevance and a list without one by the newest", () => {
    expect(parse("q=suppe").sort).toBe("relevans");
    expect(parse("").sort).toBe("nyeste");
    expect(parse("sort=relevans").sort).toBe("nyeste");
  });
});

describe("catalogueHref", () => {
  it("writes one address per choice, without defaults", () => {
    expect(catalogueHref(NO_CHOICES)).toBe("/produkter");
    expect(catalogueHref(parse("uden=gluten&uden=selleri&type=supper&sort=nyeste"))).toBe(
      "/produkter?type=supper&uden=gluten,selleri",
    );
    expect(catalogueHref(parse("q=tomat&sort=relevans"))).toBe("/produkter?q=tomat");
  });

  it("writes a search alone as the header's search does", () => {
    for (const q of ["tomat", "rød suppe", "æble & grød", ""]) {
      expect(searchHref(q)).toBe(catalogueHref({ ...NO_CHOICES, q, sort: defaultSort(q) }));
    }
  });

  it("keeps the badges' own addresses, their canonical ones", () => {
    expect(catalogueHref(parse("type=supper"))).toBe("/produkter?filter=supper");
    expect(catalogueHref(parse("okologisk=1&side=2"))).toBe("/produkter?filter=okologisk&side=2");
    expect(badgeOf(parse("type=supper&okologisk=1"))).toBeNull();
    expect(badgeOf(parse("filter=supper&sort=pris"))).toBeNull();
    expect(badgeOf(parse(""))).toBe("alle");
  });

  it("reads back as the same choices, whatever they are", () => {
    const query = fc.record<CatalogueQuery>({
      q: fc.constantFrom("", "linser", "rød suppe", "æble & grød"),
      type: fc.option(fc.constantFrom(...PRODUCT_TYPES)),
      without: fc.subarray([...ALLERGENS]),
      diets: fc.subarray([...DIETS]),
      flags: fc.subarray([...FACET_FLAGS]),
      sort: fc.constantFrom(...CATALOGUE_SORTS),
      page: fc.integer({ min: 1, max: 50 }),
    });
    fc.assert(
      fc.property(query, (chosen) => {
        const expected = {
          ...chosen,
          sort: chosen.sort === "relevans" && !chosen.q ? "nyeste" : chosen.sort,
        };
        expect(parse(catalogueHref(chosen).split("?")[1] ?? "")).toEqual(expected);
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import { auditChanges, auditValueText, type AuditWords } from "./audit-changes";

const words: AuditWords = {
  none: "–",
  yes: "Ja",
  no: "Nej",
  notDeclared: "ikke angivet",
  noAllergens: "ingen af de 14",
};

describe("auditChanges", () => {
  it("lists only what an update changed, nested values compared whole", () => {
    const before = {
      title: "Tomatsuppe",
      allergens: ["celery"],
      may_contain: [],
      ingredient_list: [{ da: "selleri", en: "celery", allergen: "celery" }],
      nutritional_info: { energy: 52 },
    };
    const after = {
      title: "Tomatsuppe",
      allergens: ["celery", "mustard"],
      may_contain: [],
      ingredient_list: [
        { da: "selleri", en: "celery", allergen: "celery" },
        { da: "sennep", en: "mustard", allergen: "mustard" },
      ],
      nutritional_info: { energy: 52 },
      oe_label: true,
    };
    expect(auditChanges(before, after)).toEqual([
      { field: "allergens", before: ["celery"], after: ["celery", "mustard"] },
      { field: "ingredient_list", before: before.ingredient_list, after: after.ingredient_list },
      { field: "oe_label", before: null, after: true },
    ]);
  });

  it("is null for a creation or a deletion", () => {
    expect(auditChanges(null, { title: "x" })).toBeNull();
    expect(auditChanges({ title: "x" }, null)).toBeNull();
  });
});

describe("auditValueText", () => {
  it("names allergens and traces, and tells 'not declared' from 'none'", () => {
    expect(auditValueText("allergens", ["mustard", "celery"], "da", words)).toBe("selleri, sennep");
    expect(auditValueText("allergens", ["celery"], "en", words)).toBe("celery");
    expect(auditValueText("allergens", null, "da", words)).toBe("ikke angivet");
    expect(auditValueText("allergens", [], "da", words)).toBe("ingen af de 14");
    expect(auditValueText("may_contain", [], "da", words)).toBe("–");
    expect(auditValueText("may_contain", ["sesame"], "da", words)).toBe("sesam");
  });

  it("writes the ingredient list with each ingredient's allergen, cereal and share", () => {
    const list = [
      { da: "Tomater", en: "Tomatoes", percent: 62, organic: true },
      { da: "hvedemel", en: "wheat flour", allergen: "gluten", kind: "wheat" },
    ];
    expect(auditValueText("ingredient_list", list, "da", words)).toBe(
      "Tomater* (62 %), hvedemel [gluten: hvede]",
    );
    expect(auditValueText("ingredient_list", list, "en", words)).toBe(
      "Tomatoes* (62%), wheat flour [gluten: wheat]",
    );
  });

  it("writes plain values plainly", () => {
    expect(auditValueText("available", true, "da", words)).toBe("Ja");
    expect(auditValueText("base_price", "59.00", "da", words)).toBe("59.00");
    expect(auditValueText("storage", null, "da", words)).toBe("–");
    expect(auditValueText("organic_origin", "eu", "da", words)).toBe("EU-landbrug");
    expect(auditValueText("nutritional_info", { energy: 52, fat: 2.4 }, "da", words)).toBe(
      "energy: 52, fat: 2.4",
    );
  });
});

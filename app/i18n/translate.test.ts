import type { TFunction } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { da } from "./da";
import { en } from "./en";
import { getI18n, translator, withPlainTexts } from "./index";
import type { Language } from "./languages";

/** Every key of a resource tree whose value is text or a list: "cart.empty", "story.paragraphs", … */
function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? keys(value as object, `${prefix}${name}.`)
      : [`${prefix}${name}`],
  );
}

describe.each([
  ["da", da],
  ["en", en],
] as const)("translating in %s", (language: Language, resources) => {
  const t = translator(language);
  const i18next = getI18n(language).t; // i18next's own, without the shortcut

  it("gives i18next's answer for every key, with and without values to fill in", () => {
    for (const key of keys(resources)) {
      expect(t(key as never), key).toEqual(i18next(key as never));
      expect(t(key as never, { count: 2, name: "Anna" } as never), key).toEqual(
        i18next(key as never, { count: 2, name: "Anna" } as never),
      );
    }
  });

  it("fills in values, counts and lists, and answers a missing key with the key", () => {
    expect(t("products.count", { count: 1 })).toBe(language === "da" ? "1 produkt" : "1 product");
    expect(t("products.count", { count: 3 })).toMatch(/^3 /);
    expect(t("story.paragraphs", { returnObjects: true })).toEqual(resources.story.paragraphs);
    expect(t("no.such.key" as never)).toBe("no.such.key");
  });
});

describe("the shortcut for plain texts", () => {
  const full = vi.fn((key: unknown) => `i18next: ${String(key)}`);
  const t = withPlainTexts(full as unknown as TFunction<"translation">, da);

  it("answers a key alone whose text needs nothing filled in from its table", () => {
    full.mockClear();
    expect(t("cart.empty")).toBe("Din kurv er tom");
    expect(t("common.close")).toBe("Luk");
    expect(full).not.toHaveBeenCalled();
  });

  it("leaves to i18next values, texts with placeholders, lists and missing keys", () => {
    full.mockClear();
    t("cart.empty", { lng: "en" } as never);
    t("footer.newsletter.rateLimited" as never);
    t("story.paragraphs", { returnObjects: true });
    t("story" as never);
    t("no.such.key" as never);
    expect(full.mock.calls).toEqual([
      ["cart.empty", { lng: "en" }],
      ["footer.newsletter.rateLimited"],
      ["story.paragraphs", { returnObjects: true }],
      ["story"],
      ["no.such.key"],
    ]);
  });
});

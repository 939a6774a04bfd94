import { createInstance, type TFunction } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { adminTranslator } from "./admin";
import { adminDa } from "./admin/da";
import { adminEn } from "./admin/en";
import { emailDa } from "./email/da";
import { emailEn } from "./email/en";
import { translator } from "./index";
import { allTexts } from "./texts.server";

const { da, en } = allTexts;
import type { Language } from "./languages";
import { createTranslator } from "./translate";

/** Every key of a resource tree: "cart.empty", "story.paragraphs", "story", … */
function keys(tree: object, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? [`${prefix}${name}`, ...keys(value as object, `${prefix}${name}.`)]
      : [`${prefix}${name}`],
  );
}

/** i18next as the shop configured it before it had its own translator: the reference. */
function i18nextFor(language: Language, resources: object): TFunction {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: resources } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

const VALUE_SETS = [
  undefined,
  { count: 0 },
  { count: 1 },
  { count: 2, name: "Anna", q: "suppe", email: "a@b.dk", amount: "12,50 kr." },
  { count: 5, returnObjects: true },
];

describe.each([
  ["da", da, adminDa, emailDa],
  ["en", en, adminEn, emailEn],
] as const)("translating in %s", (language: Language, resources, adminResources, emailResources) => {
  const t = translator(language);

  it("gives i18next's answer for every key of the shop, the back office and the e-mails, with and without values", () => {
    for (const [tree, translate] of [
      [resources, t],
      [adminResources, createTranslator(language, adminResources).t],
      [emailResources, createTranslator(language, emailResources).t],
    ] as const) {
      const reference = i18nextFor(language, tree);
      // Collected and compared at once (an expect per answer took seconds): a difference is
      // reported with its key and values.
      const answers = (fn: unknown) =>
        keys(tree).flatMap((key) =>
          VALUE_SETS.map((values) => ({
            key,
            values,
            answer: (fn as (key: string, values?: object) => unknown)(key, values),
          })),
        );
      expect(answers(translate)).toEqual(answers(reference));
    }
    // i18next alone needs over a second for the thousands of answers; more on a busy machine.
  }, 30_000);

  it("fills in values, counts and lists, and answers a missing key with the key or its default", () => {
    expect(t("products.count", { count: 1 })).toBe(language === "da" ? "1 produkt" : "1 product");
    expect(t("products.count", { count: 3 })).toMatch(/^3 /);
    expect(t("story.paragraphs", { returnObjects: true })).toEqual(resources.story.paragraphs);
    expect(t("no.such.key" as never)).toBe("no.such.key");
    expect(t("no.such.key" as never, { defaultValue: "Andet: {{what}}", what: "x" } as never)).toBe(
      "Andet: x",
    );
  });

  it("tells who asks of a key without a text, not of one with a default", () => {
    const onMissing = vi.fn();
    const { t: report } = createTranslator(language, resources, onMissing);
    expect(report("checkout.title" as never)).toBe(resources.checkout.title);
    expect(report("no.such.key" as never, { defaultValue: "x" } as never)).toBe("x");
    expect(onMissing).not.toHaveBeenCalled();
    expect(report("no.such.key" as never)).toBe("no.such.key");
    expect(onMissing).toHaveBeenCalledWith("no.such.key");
  });

  it("knows which keys have texts", () => {
    const { exists } = createTranslator(language, resources);
    expect(exists("cart.empty")).toBe(true);
    expect(exists("breadcrumbs.segments")).toBe(true);
    expect(exists("breadcrumbs.segments.no-such-page")).toBe(false);
  });
});

describe("the back office's namespace", () => {
  it("is found by the shop's t as admin:key (toasts, form errors) and by its own t without the prefix", () => {
    expect(translator("da")("admin:customers.saved" as never)).toBe(adminDa.customers.saved);
    expect(translator("en")("admin:customers.saved" as never)).toBe(adminEn.customers.saved);
    expect(adminTranslator("da")("customers.saved")).toBe(adminDa.customers.saved);
  });
});

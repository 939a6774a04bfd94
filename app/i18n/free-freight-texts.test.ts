/**
 * Every text that names the free-freight limit says what `FREE_FREIGHT_FROM` says: with the
 * constant changed, the shop's texts (filled in by `ruleValues`) and the terms read the new
 * amount and nowhere the old one.
 */
import { describe, expect, it, vi } from "vitest";
import type * as Cart from "~/lib/cart";

const CHANGED = 750_00;

vi.mock("~/lib/cart", async (original) => ({
  ...(await original<typeof Cart>()),
  FREE_FREIGHT_FROM: CHANGED,
}));

describe("a changed free-freight limit", () => {
  it.each(["da", "en"] as const)("changes every text that names it (%s)", async (language) => {
    const { FREE_FREIGHT_FROM } = await import("~/lib/cart");
    const { formatPrice } = await import("~/lib/money");
    const { ruleValues } = await import("~/lib/rules-in-texts");
    const { termsAndConditions } = await import("~/content/legal");
    const { allTexts } = await import("./texts.server");
    const { emailResources } = await import("./email/index.server");
    const { translator } = await import("./index");
    const { createTranslator } = await import("./translate");
    expect(FREE_FREIGHT_FROM).toBe(CHANGED);
    const amount = formatPrice(CHANGED, language);

    const keys = (tree: object, prefix = ""): string[] =>
      Object.entries(tree).flatMap(([name, value]) =>
        typeof value === "string"
          ? /\{\{freeFreight(From|Kroner)\}\}/.test(value)
            ? [`${prefix}${name}`]
            : []
          : value && typeof value === "object"
            ? keys(value as object, `${prefix}${name}.`)
            : [],
      );
    const shopKeys = keys(allTexts[language]);
    const emailKeys = keys(emailResources[language]);
    // The product list's banner and descriptions, the home page's, the checkout's fee and hint.
    expect(shopKeys.length).toBeGreaterThanOrEqual(6);
    const t = translator(language) as unknown as (key: string, values: object) => string;
    const tEmail = createTranslator(language, emailResources[language]).t as unknown as (
      key: string,
      values: object,
    ) => string;
    const rendered = [
      ...shopKeys.map((key) => t(key, ruleValues(language))),
      ...emailKeys.map((key) => tEmail(key, ruleValues(language))),
      JSON.stringify(termsAndConditions[language]),
    ];
    for (const text of rendered) {
      // "750 kr", or the banner's "750,- kr"
      expect(text).toMatch(new RegExp(`${amount.replace(" kr", "")}(,-)? kr`));
      expect(text).not.toMatch(/\b400\b/);
    }
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDecimal, formatEnergy, formatNumber } from "./numbers";

const TAGS = { da: "da-DK", en: "en-GB" } as const;
const language = fc.constantFrom("da" as const, "en" as const);

/** What Intl writes, with a plain hyphen for a minus (as the shop writes it). */
function intl(value: number, tag: string, min: number, max: number): string {
  return new Intl.NumberFormat(tag, { minimumFractionDigits: min, maximumFractionDigits: max })
    .format(value)
    .replace("\u2212", "-");
}

describe("formatNumber", () => {
  it("groups thousands and writes decimals the way each language does", () => {
    expect(formatNumber(1249.5, "da", { maximumFractionDigits: 1 })).toBe("1.249,5");
    expect(formatNumber(1249.5, "en", { maximumFractionDigits: 1 })).toBe("1,249.5");
    expect(formatNumber(1234567, "da")).toBe("1.234.567");
    expect(formatNumber(999, "en")).toBe("999");
    expect(formatNumber(5, "da", { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe("5,00");
    expect(formatNumber(2, "en", { maximumFractionDigits: 1 })).toBe("2");
    expect(formatNumber(-0.04, "da", { maximumFractionDigits: 1 })).toBe("0");
    expect(formatNumber(-20, "da")).toBe("-20");
  });

  it("writes whole numbers, amounts in øre and one-decimal amounts exactly as Intl does", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), language, (n, lang) => {
        expect(formatNumber(n, lang)).toBe(intl(n, TAGS[lang], 0, 0));
        expect(formatNumber(n / 100, lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
          intl(n / 100, TAGS[lang], 2, 2),
        );
        expect(formatNumber(n / 10, lang, { maximumFractionDigits: 1 })).toBe(intl(n / 10, TAGS[lang], 0, 1));
      }),
      { numRuns: 2000 },
    );
  });

  it("rounds like Intl to one decimal for the nutrition values a product has", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), language, (n, lang) => {
        const value = n / 1000; // e.g. 12.345 g
        expect(formatDecimal(value, lang)).toBe(intl(value, TAGS[lang], 0, 1));
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses what is not a number", () => {
    expect(() => formatNumber(Number.NaN, "da")).toThrow(RangeError);
    expect(() => formatNumber(Number.POSITIVE_INFINITY, "en")).toThrow(RangeError);
  });
});

describe("formatEnergy", () => {
  it("gives kJ and kcal per 100 g", () => {
    expect(formatEnergy(52, "da")).toBe("218 kJ / 52 kcal");
    expect(formatEnergy(312.5, "da")).toBe("1.308 kJ / 312,5 kcal");
    expect(formatEnergy(312.5, "en")).toBe("1,308 kJ / 312.5 kcal");
  });
});

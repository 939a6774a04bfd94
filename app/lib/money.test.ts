import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  divideRounded,
  formatExactPrice,
  readKronerInput,
  formatPrice,
  parseKroner,
  parseOptionalKroner,
  percentOf,
  roundToKroner,
  toKronerString,
  vatIncluded,
} from "./money";

describe("parseKroner", () => {
  it("reads the database's numeric strings exactly", () => {
    expect(parseKroner("149.50")).toBe(14950);
    expect(parseKroner("0.01")).toBe(1);
    expect(parseKroner("400.00")).toBe(40000);
    expect(parseKroner("64.95")).toBe(6495);
    expect(parseKroner("12")).toBe(1200);
    expect(parseKroner("12.5")).toBe(1250);
  });

  it("accepts a Danish decimal comma and surrounding spaces", () => {
    expect(parseKroner(" 49,95 ")).toBe(4995);
  });

  it("reads numbers without floating-point drift", () => {
    expect(parseKroner(0.1 + 0.2)).toBe(30);
    expect(parseKroner(64.95)).toBe(6495);
    expect(parseKroner(1)).toBe(100);
  });

  it("keeps the sign", () => {
    expect(parseKroner("-50.00")).toBe(-5000);
  });

  it("refuses anything that is not a plain amount", () => {
    for (const bad of ["", "abc", "1.234", "1,2,3", "1e3", "NaN", "12.", ".5", "--1"]) {
      expect(() => parseKroner(bad), bad).toThrow(RangeError);
    }
    expect(() => parseKroner(Number.NaN)).toThrow(RangeError);
    expect(() => parseKroner(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("treats a missing optional price as null", () => {
    expect(parseOptionalKroner(null)).toBeNull();
    expect(parseOptionalKroner(undefined)).toBeNull();
    expect(parseOptionalKroner("")).toBeNull();
    expect(parseOptionalKroner("10.00")).toBe(1000);
  });

  it("round-trips every amount through the database's text form", () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_99, max: 99_999_999_99 }), (ore) => {
        expect(parseKroner(toKronerString(ore))).toBe(ore);
      }),
    );
  });
});

describe("toKronerString", () => {
  it("writes two decimals with a point", () => {
    expect(toKronerString(14950)).toBe("149.50");
    expect(toKronerString(5)).toBe("0.05");
    expect(toKronerString(0)).toBe("0.00");
    expect(toKronerString(-5000)).toBe("-50.00");
  });

  it("refuses fractions of an øre", () => {
    expect(() => toKronerString(1.5)).toThrow(RangeError);
  });
});

describe("rounding", () => {
  it("rounds half away from zero", () => {
    expect(divideRounded(5, 10)).toBe(1);
    expect(divideRounded(4, 10)).toBe(0);
    expect(divideRounded(-5, 10)).toBe(-1);
    expect(divideRounded(15, 10)).toBe(2);
    expect(divideRounded(25, 10)).toBe(3);
  });

  it("rounds to whole kroner for display", () => {
    expect(roundToKroner(14950)).toBe(150);
    expect(roundToKroner(14949)).toBe(149);
    expect(roundToKroner(6495)).toBe(65);
    expect(roundToKroner(0)).toBe(0);
  });

  it("never moves an amount more than half a krone", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (ore) => {
        expect(Math.abs(roundToKroner(ore) * 100 - ore)).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe("percentOf", () => {
  it("takes whole and fractional percentages, rounded to the øre", () => {
    expect(percentOf(10000, "10")).toBe(1000);
    expect(percentOf(10000, "12.5")).toBe(1250);
    expect(percentOf(6495, "10.00")).toBe(650); // 649.5 øre rounds up
    expect(percentOf(999, "33.33")).toBe(333);
    expect(percentOf(5900, "0")).toBe(0);
    expect(percentOf(5900, "100")).toBe(5900);
  });

  it("stays between nothing and the whole amount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000_00 }),
        fc.integer({ min: 0, max: 10_000 }),
        (ore, hundredths) => {
          const percent = toKronerString(hundredths); // "12.50" is the same text form
          const part = percentOf(ore, percent);
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(ore);
          expect(Number.isInteger(part)).toBe(true);
        },
      ),
    );
  });
});

describe("vatIncluded", () => {
  it("is a fifth of a price that includes 25% VAT", () => {
    expect(vatIncluded(12500)).toBe(2500);
    expect(vatIncluded(40000)).toBe(8000);
    expect(vatIncluded(5900)).toBe(1180);
    expect(vatIncluded(1)).toBe(0);
    expect(vatIncluded(3)).toBe(1); // 0.6 øre rounds up
  });
});

describe("formatPrice", () => {
  it("shows whole kroner with ' kr'", () => {
    expect(formatPrice(14950, "da")).toBe("150 kr");
    expect(formatPrice(5900, "en")).toBe("59 kr");
    expect(formatPrice(0, "da")).toBe("0 kr");
  });

  it("groups thousands the way each language does", () => {
    expect(formatPrice(124950, "da")).toBe("1.250 kr");
    expect(formatPrice(124950, "en")).toBe("1,250 kr");
  });

  it("writes a negative amount (a discount) with a plain minus", () => {
    expect(formatPrice(-5000, "da")).toBe("-50 kr");
  });
});

describe("formatExactPrice", () => {
  it("shows kroner and øre in each language", () => {
    expect(formatExactPrice(124950, "da")).toBe("1.249,50 kr");
    expect(formatExactPrice(124950, "en")).toBe("1,249.50 kr");
    expect(formatExactPrice(5, "da")).toBe("0,05 kr");
    expect(formatExactPrice(-2000, "da")).toBe("-20,00 kr");
  });
});

describe("readKronerInput", () => {
  it.each([
    ["12", 1200],
    ["12,5", 1250],
    ["12.50", 1250],
    [" 149,95 kr ", 14995],
    ["0", 0],
    ["1000000", 100_000_000],
  ])("reads %j as %d øre", (text, ore) => expect(readKronerInput(text)).toBe(ore));

  it.each(["", "-5", "1.234,50", "12,345", "abc", "1e3", "1000000,01", "12 34"])("refuses %j", (text) =>
    expect(readKronerInput(text)).toBeNull(),
  );

  it("refuses what is not text", () => {
    expect(readKronerInput(null)).toBeNull();
    expect(readKronerInput(12)).toBeNull();
  });
});

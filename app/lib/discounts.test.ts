import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkDiscount,
  codeNamedBy,
  goodsDiscount,
  normaliseCode,
  type DiscountCodeRecord,
} from "./discounts";

const now = new Date("2026-11-21T12:00:00Z");
const base: DiscountCodeRecord = {
  code: "VELKOMMEN10",
  active: true,
  start_date: null,
  end_date: null,
  usage_limit: null,
  times_used: 0,
  minimum_order_amount: null,
  discount_type: "percentage",
  discount_value: "10.00",
};

describe("normaliseCode", () => {
  it("trims and capitalises", () => {
    expect(normaliseCode("  velkommen10 ")).toBe("VELKOMMEN10");
  });
});

describe("codeNamedBy", () => {
  it("names the code as it is kept, for text a code can look like", () => {
    expect(codeNamedBy("  velkommen10 ")).toBe("VELKOMMEN10");
    expect(codeNamedBy("sommer_26-b")).toBe("SOMMER_26-B");
  });

  it("names no code for text no code can look like", () => {
    for (const text of [
      "",
      "ab",
      "a".repeat(33),
      "rabat 10",
      "KODE\u0000",
      "SPAR😀",
      "RØDGRØD",
      "' OR 1=1 --",
    ]) {
      expect(codeNamedBy(text), JSON.stringify(text)).toBeNull();
    }
  });
});

describe("checkDiscount", () => {
  it("accepts an active code in its dates, under its limit, above its minimum", () => {
    expect(
      checkDiscount({ ...base, usage_limit: 5, times_used: 4, minimum_order_amount: "300.00" }, 300_00, now),
    ).toEqual({
      ok: true,
      rule: { code: "VELKOMMEN10", type: "percentage", value: 1000 },
    });
  });

  it("refuses an unknown or inactive code", () => {
    expect(checkDiscount(null, 100_00, now)).toEqual({ ok: false, reason: "not-found" });
    expect(checkDiscount({ ...base, active: false }, 100_00, now)).toEqual({
      ok: false,
      reason: "not-found",
    });
  });

  it("refuses a code before its start and after its end", () => {
    expect(checkDiscount({ ...base, start_date: "2026-12-01T00:00:00Z" }, 100_00, now)).toMatchObject({
      reason: "expired",
    });
    expect(checkDiscount({ ...base, end_date: new Date("2025-01-31T23:59:59Z") }, 100_00, now)).toMatchObject(
      { reason: "expired" },
    );
    expect(checkDiscount({ ...base, end_date: "2026-11-21T12:00:01Z" }, 100_00, now).ok).toBe(true);
  });

  it("refuses a code that is used up", () => {
    expect(checkDiscount({ ...base, usage_limit: 5, times_used: 5 }, 100_00, now)).toEqual({
      ok: false,
      reason: "used-up",
    });
    expect(checkDiscount({ ...base, usage_limit: 0 }, 100_00, now)).toMatchObject({ reason: "used-up" });
  });

  it("refuses a subtotal below the minimum, saying what the minimum is", () => {
    expect(checkDiscount({ ...base, minimum_order_amount: "300.00" }, 299_99, now)).toEqual({
      ok: false,
      reason: "minimum",
      minimum: 300_00,
    });
  });
});

describe("goodsDiscount", () => {
  const rule = (type: "percentage" | "fixed_amount" | "free_shipping", value: number) => ({
    code: "X",
    type,
    value,
  });

  it("takes a percentage of the subtotal, rounded to the øre", () => {
    expect(goodsDiscount(rule("percentage", 1000), 333_33)).toBe(33_33);
    expect(goodsDiscount(rule("percentage", 1250), 100_00)).toBe(12_50);
    expect(goodsDiscount(rule("percentage", 10000), 123_45)).toBe(123_45);
  });

  it("takes a fixed amount, never more than the subtotal", () => {
    expect(goodsDiscount(rule("fixed_amount", 50_00), 320_00)).toBe(50_00);
    expect(goodsDiscount(rule("fixed_amount", 50_00), 30_00)).toBe(30_00);
  });

  it("takes nothing off the goods for free shipping, and nothing without a code", () => {
    expect(goodsDiscount(rule("free_shipping", 0), 100_00)).toBe(0);
    expect(goodsDiscount(null, 100_00)).toBe(0);
  });

  it("is always between nothing and the subtotal", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("percentage" as const, "fixed_amount" as const, "free_shipping" as const),
        fc.integer({ min: 0, max: 10_000_00 }),
        fc.integer({ min: 0, max: 10_000_00 }),
        (type, value, subtotal) => {
          const amount = goodsDiscount(
            rule(type, type === "percentage" ? Math.min(value, 10000) : value),
            subtotal,
          );
          expect(Number.isInteger(amount)).toBe(true);
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(subtotal);
        },
      ),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CART_INTENTS, clampQuantity, FREIGHT, freightFor, parseCartIntent, priceCart } from "./cart";

const line = (kroner: number, quantity: number) => ({ unitPrice: Math.round(kroner * 100), quantity });

describe("freight", () => {
  it("is 50 kr below 400 kr and free from 400 kr", () => {
    expect(freightFor(399_99)).toBe(50_00);
    expect(freightFor(400_00)).toBe(0);
    expect(freightFor(0)).toBe(FREIGHT);
  });
});

describe("priceCart", () => {
  it("adds up the lines and the freight", () => {
    expect(priceCart([line(59, 2), line(89, 1)], null)).toEqual({
      itemCount: 3,
      subtotal: 207_00,
      discount: 0,
      freight: 50_00,
      total: 257_00,
      goodsTotal: 207_00,
    });
  });

  it("is all zero for an empty cart", () => {
    expect(priceCart([], { code: "GRATISFRAGT", type: "free_shipping", value: 0 })).toEqual({
      itemCount: 0,
      subtotal: 0,
      discount: 0,
      freight: 0,
      total: 0,
      goodsTotal: 0,
    });
  });

  it("takes 10% off the goods, not the freight", () => {
    const totals = priceCart([line(100, 2)], { code: "VELKOMMEN10", type: "percentage", value: 1000 });
    expect(totals).toMatchObject({
      subtotal: 200_00,
      discount: 20_00,
      freight: 50_00,
      total: 230_00,
      goodsTotal: 180_00,
    });
  });

  it("takes a fixed amount off", () => {
    expect(priceCart([line(320, 1)], { code: "SPAR50", type: "fixed_amount", value: 50_00 })).toMatchObject({
      discount: 50_00,
      freight: 50_00,
      total: 320_00,
    });
  });

  it("shows free shipping as a discount of the 50 kr freight it saves, and as nothing above 400 kr", () => {
    const rule = { code: "GRATISFRAGT", type: "free_shipping" as const, value: 0 };
    expect(priceCart([line(100, 1)], rule)).toMatchObject({
      subtotal: 100_00,
      discount: 50_00,
      freight: 50_00,
      total: 100_00,
    });
    expect(priceCart([line(450, 1)], rule)).toMatchObject({ discount: 0, freight: 0, total: 450_00 });
  });

  it("judges free freight on the goods before the code: 10% off 400 kr still ships free", () => {
    expect(priceCart([line(400, 1)], { code: "VELKOMMEN10", type: "percentage", value: 1000 })).toMatchObject(
      {
        freight: 0,
        total: 360_00,
      },
    );
  });

  it("never goes below 0 and never drifts", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPrice: fc.integer({ min: 0, max: 500_00 }),
            quantity: fc.integer({ min: 1, max: 99 }),
          }),
          { maxLength: 8 },
        ),
        fc.option(
          fc.oneof(
            fc.record({
              code: fc.constant("P"),
              type: fc.constant("percentage" as const),
              value: fc.integer({ min: 0, max: 10000 }),
            }),
            fc.record({
              code: fc.constant("F"),
              type: fc.constant("fixed_amount" as const),
              value: fc.integer({ min: 0, max: 2000_00 }),
            }),
            fc.record({
              code: fc.constant("S"),
              type: fc.constant("free_shipping" as const),
              value: fc.constant(0),
            }),
          ),
          { nil: null },
        ),
        (lines, rule) => {
          const totals = priceCart(lines, rule);
          expect(totals.total).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(totals.total)).toBe(true);
          if (totals.itemCount > 0)
            expect(totals.total).toBe(Math.max(0, totals.subtotal - totals.discount + totals.freight));
          expect(totals.discount).toBeLessThanOrEqual(totals.subtotal + totals.freight);
        },
      ),
    );
  });
});

describe("clampQuantity", () => {
  it("keeps whole numbers from 0 to 99", () => {
    expect(clampQuantity("3")).toBe(3);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(-4)).toBe(0);
    expect(clampQuantity(1000)).toBe(99);
    expect(clampQuantity("abc")).toBe(0);
    expect(clampQuantity(undefined)).toBe(0);
  });
});

describe("parseCartIntent", () => {
  it("knows every intent the cart's forms send", () => {
    for (const intent of Object.values(CART_INTENTS)) expect(parseCartIntent(intent)).toBe(intent);
    expect(parseCartIntent("apply-discount")).toBe(CART_INTENTS.applyDiscount);
  });

  it("is null for a missing field, a file, another form's intent or another spelling", () => {
    const form = new FormData();
    form.set("file", new Blob(["add"]), "add");
    for (const value of [null, undefined, "", form.get("file"), "save", "Add", " add", "applyDiscount", 1])
      expect(parseCartIntent(value)).toBeNull();
  });

  it("is null for names on Object's prototype", () => {
    expect(parseCartIntent("toString")).toBeNull();
    expect(parseCartIntent("constructor")).toBeNull();
  });
});

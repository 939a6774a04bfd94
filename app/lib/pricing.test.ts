import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Role } from "./domain";
import { toKronerString } from "./money";
import { isDiscounted, priceForViewer, rolePrice, type ProductPrices } from "./pricing";

const all: ProductPrices = { base_price: "69.00", customer_price: "65.00", b2b_price: "52.00" };
const noB2b: ProductPrices = { base_price: "69.00", customer_price: "65.00", b2b_price: null };
const noCustomer: ProductPrices = { base_price: "69.00", customer_price: null, b2b_price: "52.00" };
const baseOnly: ProductPrices = { base_price: "69.00", customer_price: null, b2b_price: null };

describe("rolePrice", () => {
  it.each<[string, Role | null, ProductPrices, number]>([
    ["b2b customer, every price", "b2b_customer", all, 5200],
    ["b2b customer, no b2b price", "b2b_customer", noB2b, 6500],
    ["b2b customer, only b2b and base", "b2b_customer", noCustomer, 5200],
    ["b2b customer, base only", "b2b_customer", baseOnly, 6900],
    ["customer, every price", "customer", all, 6500],
    ["customer, no b2b price", "customer", noB2b, 6500],
    ["customer, no customer price", "customer", noCustomer, 6900],
    ["customer, base only", "customer", baseOnly, 6900],
    ["admin, every price", "admin", all, 6900],
    ["admin, base only", "admin", baseOnly, 6900],
    ["guest, every price", null, all, 6900],
    ["guest, base only", null, baseOnly, 6900],
  ])("%s", (_case, role, prices, expected) => {
    expect(rolePrice(prices, role)).toBe(expected);
  });
});

describe("priceForViewer", () => {
  it("gives a guest the base price with no discount", () => {
    expect(priceForViewer(all, null)).toEqual({ unit: 6900, list: 6900, discountPercentage: "0" });
  });

  it("ignores a discount of 0", () => {
    const price = priceForViewer(all, { role: "customer", discountPercentage: "0.00" });
    expect(price).toEqual({ unit: 6500, list: 6500, discountPercentage: "0" });
    expect(isDiscounted(price)).toBe(false);
  });

  it("takes a profile discount off the role's price and keeps the list price for striking through", () => {
    const price = priceForViewer(all, { role: "customer", discountPercentage: "10.00" });
    expect(price).toEqual({ unit: 5850, list: 6500, discountPercentage: "10" });
    expect(isDiscounted(price)).toBe(true);
  });

  it("applies a fractional discount exactly, rounded to the øre", () => {
    // 12.5% of 52.00 kr = 6.50 kr
    expect(priceForViewer(all, { role: "b2b_customer", discountPercentage: "12.50" })).toEqual({
      unit: 4550,
      list: 5200,
      discountPercentage: "12.5",
    });
    // 33.33% of 64.95 kr = 21.648… kr → 21.65 kr off
    expect(
      priceForViewer(
        { base_price: "64.95", customer_price: null, b2b_price: null },
        { role: "admin", discountPercentage: "33.33" },
      ).unit,
    ).toBe(4330);
  });

  it("makes a 100% discount free, never negative", () => {
    expect(priceForViewer(all, { role: "customer", discountPercentage: "100" }).unit).toBe(0);
  });

  it("applies a discount to an admin's base price too", () => {
    expect(priceForViewer(all, { role: "admin", discountPercentage: 50 }).unit).toBe(3450);
  });

  it("never charges more than the list price nor less than nothing, in whole øre", () => {
    const roles: (Role | null)[] = ["customer", "b2b_customer", "admin", null];
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_99 }),
        fc.option(fc.integer({ min: 0, max: 99_999_99 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 99_999_99 }), { nil: null }),
        fc.constantFrom(...roles),
        fc.integer({ min: 0, max: 10_000 }),
        (base, customer, b2b, role, hundredths) => {
          const prices: ProductPrices = {
            base_price: toKronerString(base),
            customer_price: customer === null ? null : toKronerString(customer),
            b2b_price: b2b === null ? null : toKronerString(b2b),
          };
          const viewer = role ? { role, discountPercentage: toKronerString(hundredths) } : null;
          const price = priceForViewer(prices, viewer);
          expect(Number.isSafeInteger(price.unit)).toBe(true);
          expect(price.unit).toBeGreaterThanOrEqual(0);
          expect(price.unit).toBeLessThanOrEqual(price.list);
          expect([base, customer, b2b]).toContain(price.list);
        },
      ),
    );
  });
});

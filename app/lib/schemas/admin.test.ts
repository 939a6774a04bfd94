import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { customerSchema, discountCodeSchema } from "./admin";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};
const parse = (values: Record<string, string>) => parseWithZod(form(values), { schema: discountCodeSchema });
const errorsOf = (values: Record<string, string>) => {
  const result = parse(values);
  return result.status === "success" ? {} : result.error;
};

describe("discountCodeSchema", () => {
  it("reads a percentage code with limits and dates", () => {
    const result = parse({
      code: " sommer-10 ",
      discountType: "percentage",
      discountValue: "12,5",
      minimumOrderAmount: "200",
      usageLimit: "50",
      startDate: "2026-06-01",
      endDate: "2026-08-31",
      active: "on",
    });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({
      code: "SOMMER-10",
      discountType: "percentage",
      discountValue: 12_50,
      minimumOrderAmount: 200_00,
      usageLimit: 50,
      startDate: "2026-06-01",
      endDate: "2026-08-31",
      active: true,
    });
  });

  it("needs no value for free shipping and leaves the rest open", () => {
    const result = parse({ code: "FRAGTFRI", discountType: "free_shipping" });
    expect(result.status === "success" && result.value).toEqual({
      code: "FRAGTFRI",
      discountType: "free_shipping",
      active: false,
    });
  });

  it("keeps percentages between 1 and 100 and fixed amounts above 0", () => {
    expect(errorsOf({ code: "ABC", discountType: "percentage", discountValue: "0" })).toEqual({
      discountValue: ["admin:validation.percentage"],
    });
    expect(errorsOf({ code: "ABC", discountType: "percentage", discountValue: "101" })).toEqual({
      discountValue: ["admin:validation.percentage"],
    });
    expect(errorsOf({ code: "ABC", discountType: "percentage" })).toEqual({
      discountValue: ["admin:validation.percentage"],
    });
    expect(errorsOf({ code: "ABC", discountType: "fixed_amount", discountValue: "0" })).toEqual({
      discountValue: ["admin:validation.fixedAmount"],
    });
  });

  it("refuses bad codes, amounts, limits and periods with their messages", () => {
    expect(errorsOf({ code: "a b", discountType: "free_shipping" })).toEqual({
      code: ["admin:validation.code"],
    });
    expect(errorsOf({ code: "ABC", discountType: "bogus" })).toEqual({
      discountType: ["admin:validation.required"],
    });
    expect(errorsOf({ code: "ABC", discountType: "free_shipping", minimumOrderAmount: "mange" })).toEqual({
      minimumOrderAmount: ["admin:validation.amount"],
    });
    expect(errorsOf({ code: "ABC", discountType: "free_shipping", usageLimit: "0" })).toEqual({
      usageLimit: ["admin:validation.usageLimit"],
    });
    expect(errorsOf({ code: "ABC", discountType: "free_shipping", usageLimit: "2.5" })).toEqual({
      usageLimit: ["admin:validation.wholeNumber"],
    });
    expect(
      errorsOf({
        code: "ABC",
        discountType: "free_shipping",
        startDate: "2026-09-01",
        endDate: "2026-08-01",
      }),
    ).toEqual({ endDate: ["admin:validation.endBeforeStart"] });
    expect(errorsOf({ code: "ABC", discountType: "free_shipping", startDate: "2026-02-30" })).toEqual({
      startDate: ["admin:validation.date"],
    });
  });
});

describe("customerSchema", () => {
  it("takes a role and a discount of 0-100 % with two decimals", () => {
    expect(
      parseWithZod(form({ role: "b2b_customer", discountPercentage: "12.5" }), { schema: customerSchema })
        .status,
    ).toBe("success");
    for (const discountPercentage of ["-1", "101", "1.234", "x"]) {
      expect(
        parseWithZod(form({ role: "customer", discountPercentage }), { schema: customerSchema }).status,
      ).toBe("error");
    }
    expect(
      parseWithZod(form({ role: "owner", discountPercentage: "0" }), { schema: customerSchema }).status,
    ).toBe("error");
  });
});

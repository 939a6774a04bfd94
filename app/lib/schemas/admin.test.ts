import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { blogPostSchema, customerSchema, discountCodeSchema, productSchema, recipeSchema } from "./admin";

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

describe("productSchema", () => {
  const product = { title: "Tomatsuppe", description: "Klassisk", basePrice: "59,95", type: "soup" };
  const parseProduct = (values: Record<string, string>, image?: File) => {
    const data = form(values);
    if (image) data.set("image", image);
    return parseWithZod(data, { schema: productSchema });
  };

  it("reads prices in øre, nutrition with a decimal comma and leaves empty fields out", () => {
    const result = parseProduct({ ...product, customerPrice: "", fat: "2,5", energy: "61", titleEn: " " });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({ basePrice: 59_95, fat: 2.5, energy: 61, available: false });
    expect(result.value.customerPrice).toBeUndefined();
    expect(result.value.titleEn).toBeUndefined();
  });

  it("needs a title, a description, a price and a known type", () => {
    const result = parseProduct({ title: "", description: "", basePrice: "", type: "drink", protein: "-1" });
    expect(result.status === "success" ? {} : result.error).toMatchObject({
      title: ["admin:validation.required"],
      description: ["admin:validation.required"],
      basePrice: ["admin:validation.price"],
      type: ["admin:validation.required"],
      protein: ["admin:validation.nutrition"],
    });
  });

  it("reads the allergens, the ingredient list and the nutrition declaration as the form posts them", () => {
    const data = form({
      ...product,
      "ingredients[0].da": "Tomater",
      "ingredients[0].en": "Tomatoes",
      "ingredients[0].percent": "62,5",
      "ingredients[0].organic": "on",
      "ingredients[1].da": "selleri",
      "ingredients[1].allergen": "celery",
      "ingredients[1].kind": "",
      energyKj: "218",
      energy: "52",
      netQuantity: "500",
      netUnit: "g",
    });
    data.append("allergens", "celery");
    data.append("mayContain", "mustard");
    data.append("mayContain", "sesame");
    const result = parseWithZod(data, { schema: productSchema });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toMatchObject({
      allergens: ["celery"],
      mayContain: ["mustard", "sesame"],
      diets: [],
      ingredients: [
        { da: "Tomater", en: "Tomatoes", percent: 62.5, organic: true },
        { da: "selleri", allergen: "celery", organic: false },
      ],
      energyKj: 218,
      netQuantity: 500,
    });
  });

  it("runs the food rules: a message on each field, and the particulars when it is to be available", () => {
    const data = form({
      ...product,
      "ingredients[0].da": "selleri",
      "ingredients[0].allergen": "celery",
      "ingredients[1].da": "tomater",
      "ingredients[1].percent": "-3",
      energyKj: "52",
      energy: "52",
      available: "on",
    });
    data.append("allergens", "milk");
    const result = parseWithZod(data, { schema: productSchema });
    expect(result.status === "success" ? {} : result.error).toEqual({
      "ingredients[0].allergen": ["admin:validation.food.allergenMissing.celery"],
      "ingredients[1].percent": ["admin:validation.food.percent"],
      allergens: ["admin:validation.food.allergenNotInList.milk"],
      energyKj: ["admin:validation.food.energyMismatch"],
      ...Object.fromEntries(
        [
          "fat",
          "saturates",
          "carbs",
          "sugars",
          "protein",
          "salt",
          "netQuantity",
          "storage",
          "shelfLifeDays",
        ].map((field) => [field, ["admin:validation.food.required"]]),
      ),
    });
  });

  it("refuses an allergen or a kind that is not one of the list's", () => {
    const result = parseProduct({
      ...product,
      "ingredients[0].da": "x",
      "ingredients[0].allergen": "meat",
      "ingredients[0].kind": "peanut",
    });
    expect(result.status === "success" ? {} : result.error).toEqual({
      "ingredients[0].allergen": ["admin:validation.required"],
      "ingredients[0].kind": ["admin:validation.required"],
    });
  });

  it("refuses an image the browser says is not JPEG, PNG or WebP, or is over 8 MB", () => {
    const gif = new File(["GIF89a"], "a.gif", { type: "image/gif" });
    const huge = new File([new Uint8Array(8 * 1024 * 1024 + 1)], "a.jpg", { type: "image/jpeg" });
    for (const image of [gif, huge]) {
      const result = parseProduct(product, image);
      expect(result.status === "success" ? {} : result.error).toEqual({ image: ["admin:validation.image"] });
    }
    expect(parseProduct(product, new File(["x"], "a.webp", { type: "image/webp" })).status).toBe("success");
  });
});

describe("recipeSchema and blogPostSchema", () => {
  it("need the texts the pages show, and whole positive numbers", () => {
    const recipe = parseWithZod(
      form({ title: "Suppe", category: "soups", ingredients: "", instructions: "Kog", cookTime: "0" }),
      {
        schema: recipeSchema,
      },
    );
    expect(recipe.status === "success" ? {} : recipe.error).toEqual({
      ingredients: ["admin:validation.required"],
      cookTime: ["admin:validation.wholeNumber"],
    });
  });

  it("read a publish time as Copenhagen time, empty as a draft, and refuse what is no time", () => {
    const post = { title: "Indlæg", category: "business", content: "Tekst" };
    const scheduled = parseWithZod(form({ ...post, publishedAt: "2026-12-24T09:00" }), {
      schema: blogPostSchema,
    });
    expect(scheduled.status).toBe("success");
    const draft = parseWithZod(form(post), { schema: blogPostSchema });
    expect(draft.status === "success" && draft.value.publishedAt).toBeFalsy();
    const wrong = parseWithZod(form({ ...post, publishedAt: "2026-13-01T09:00" }), {
      schema: blogPostSchema,
    });
    expect(wrong.status === "success" ? {} : wrong.error).toEqual({
      publishedAt: ["admin:validation.dateTime"],
    });
  });
});

import { describe, expect, it } from "vitest";
import { parsePage, productMatchesFilter, productView, type CatalogueProduct } from "./catalogue";

describe("productMatchesFilter", () => {
  const soup = { is_organic: true, type: "soup" as const };
  const dish = { is_organic: false, type: "dish" as const };
  it("keeps soups, dishes or organic products", () => {
    expect(productMatchesFilter(soup, "supper")).toBe(true);
    expect(productMatchesFilter(dish, "supper")).toBe(false);
    expect(productMatchesFilter(dish, "retter")).toBe(true);
    expect(productMatchesFilter(soup, "okologisk")).toBe(true);
    expect(productMatchesFilter(dish, "okologisk")).toBe(false);
    expect(productMatchesFilter(dish, "alle")).toBe(true);
  });
});

describe("parsePage", () => {
  it("accepts positive whole numbers only", () => {
    expect(parsePage("3")).toBe(3);
    expect(parsePage("0")).toBe(1);
    expect(parsePage("-2")).toBe(1);
    expect(parsePage("2.5")).toBe(1);
    expect(parsePage("abc")).toBe(1);
    expect(parsePage("99999999999")).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});

describe("productView", () => {
  const product: CatalogueProduct = {
    id: "p",
    title: "Suppe",
    title_en: "Soup",
    description: "",
    description_en: null,
    description_long: null,
    description_long_en: null,
    base_price: "69.00",
    customer_price: "65.00",
    b2b_price: "52.00",
    image_url: null,
    is_organic: true,
    is_new: false,
    available: true,
    weight: null,
    brand: null,
    type: "soup",
    ingredients: null,
    ingredients_en: null,
    food: {
      allergens: ["celery"],
      mayContain: [],
      diets: [],
      ingredients: [],
      nutrition: null,
      netQuantity: 500,
      netUnit: "g",
      storage: null,
      storage_en: null,
      shelfLifeDays: null,
      daysAfterOpening: null,
      preparation: null,
      preparation_en: null,
      origin: null,
      origin_en: null,
      isOrganic: true,
      organicOrigin: "eu",
      oeLabel: true,
    },
  };

  it("carries the viewer's price and none of the price lists", () => {
    const view = productView(product, { role: "b2b_customer", discountPercentage: "0" });
    expect(view.price).toEqual({ unit: 5200, list: 5200, discountPercentage: "0" });
    expect(view).not.toHaveProperty("base_price");
    expect(view).not.toHaveProperty("customer_price");
    expect(view).not.toHaveProperty("b2b_price");
    expect(productView(product, null).price.unit).toBe(6900);
  });

  it("prices a kilogram from the viewer's own price", () => {
    expect(productView(product, null).unitPrice).toEqual({ ore: 138_00, per: "kg" });
    expect(productView(product, { role: "customer", discountPercentage: "10" }).unitPrice).toEqual({
      ore: 117_00,
      per: "kg",
    });
    expect(
      productView({ ...product, food: { ...product.food, netQuantity: null, netUnit: null } }, null)
        .unitPrice,
    ).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { extractedTypes, pageWithJsonLd, richResultErrors } from "../../tests/support/rich-results";
import {
  blogPostingJsonLd,
  dietsJsonLd,
  isoDuration,
  nutritionJsonLd,
  productJsonLd,
  recipeJsonLd,
} from "./structured-data";

describe("productJsonLd", () => {
  const product = {
    id: "3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f",
    image_url: "/images/products/tomatsuppe-640.webp",
    brand: "Krukke",
    available: true,
    price: { unit: 6495, list: 6495, discountPercentage: "0" },
    food: { nutrition: null, diets: [], netQuantity: null, netUnit: null },
  };
  const food = {
    nutrition: {
      energy_kj: 594,
      energy: 142,
      fat: 8.1,
      saturates: 3.2,
      carbs: 9.4,
      sugars: 2.05,
      protein: 8.7,
      salt: 0.8,
    },
    diets: ["vegan" as const],
    netQuantity: 650,
    netUnit: "g" as const,
  };
  const texts = { title: "Tomatsuppe", description: "God suppe", publicUrl: "https://krukke.dk" };

  it("describes the product with an absolute image, the brand and an offer in DKK", () => {
    const data = productJsonLd(product, {
      title: "Tomatsuppe",
      description: "God suppe",
      publicUrl: "https://krukke.dk",
    });
    expect(data).toMatchObject({
      "@type": "Product",
      name: "Tomatsuppe",
      description: "God suppe",
      sku: product.id,
      image: "https://krukke.dk/images/products/tomatsuppe-640.webp",
      brand: { "@type": "Brand", name: "Krukke" },
      offers: {
        "@type": "Offer",
        price: "64.95",
        priceCurrency: "DKK",
        availability: "https://schema.org/InStock",
        url: `https://krukke.dk/produkter/${product.id}`,
      },
    });
  });

  it("says when the product is out of stock", () => {
    const data = productJsonLd(
      { ...product, available: false },
      { title: "x", description: "", publicUrl: "https://krukke.dk" },
    );
    expect(data.offers.availability).toBe("https://schema.org/OutOfStock");
  });

  it("stays a plain Product while it has no food facts, with no nutrition, diet or weight", () => {
    const data = productJsonLd(product, texts);
    expect(data["@type"]).toBe("Product");
    expect(data).not.toHaveProperty("nutrition");
    expect(data).not.toHaveProperty("suitableForDiet");
    expect(data).not.toHaveProperty("weight");
  });

  it("adds the nutrition per 100 g, the diets and the net quantity, as a Product that is also a MenuItem", () => {
    const data = productJsonLd({ ...product, food }, texts);
    // nutrition and suitableForDiet are MenuItem's properties in schema.org, weight is Product's.
    expect(data["@type"]).toEqual(["Product", "MenuItem"]);
    expect(data).toMatchObject({
      weight: { "@type": "QuantitativeValue", value: 650, unitCode: "GRM" },
      nutrition: {
        "@type": "NutritionInformation",
        servingSize: "100 g",
        calories: "142 kcal",
        fatContent: "8.1 g",
        saturatedFatContent: "3.2 g",
        carbohydrateContent: "9.4 g",
        sugarContent: "2.05 g",
        proteinContent: "8.7 g",
        sodiumContent: "0.32 g", // 0.8 g salt = 0.32 g sodium × 2.5
      },
      suitableForDiet: ["https://schema.org/VeganDiet", "https://schema.org/VegetarianDiet"],
    });
    const soup = productJsonLd(
      { ...product, food: { ...food, diets: [], netQuantity: 750, netUnit: "ml" } },
      texts,
    );
    expect(soup.weight).toEqual({ "@type": "QuantitativeValue", value: 750, unitCode: "MLT" });
    expect(soup).not.toHaveProperty("suitableForDiet");
  });

  it("keeps Google's Product rich result valid, food facts and all (the offline validator)", async () => {
    const page = pageWithJsonLd(productJsonLd({ ...product, food }, texts));
    expect(extractedTypes(page)).toEqual(expect.arrayContaining(["Product", "MenuItem"]));
    expect(await richResultErrors(page)).toEqual([]);
    expect(await richResultErrors(pageWithJsonLd(productJsonLd(product, texts)))).toEqual([]);
  });

  it("is caught by the validator when an offer loses its price (so the check can fail)", async () => {
    const data = productJsonLd({ ...product, food }, texts);
    const broken = { ...data, offers: { ...data.offers, price: undefined } };
    expect(await richResultErrors(pageWithJsonLd(broken))).toEqual([
      expect.stringMatching(/offers: .*"price" is missing/),
    ]);
  });
});

describe("nutritionJsonLd", () => {
  it("gives only what is declared, kcal never converted from kJ", () => {
    expect(nutritionJsonLd({ energy_kj: 218, salt: 1.2 })).toEqual({
      "@type": "NutritionInformation",
      servingSize: "100 g",
      sodiumContent: "0.48 g",
    });
    expect(nutritionJsonLd({ energy_kj: 218 })).toBeNull();
    expect(nutritionJsonLd(null)).toBeNull();
  });
});

describe("dietsJsonLd", () => {
  it("names schema.org's diets; vegan food suits vegetarians too", () => {
    expect(dietsJsonLd([])).toEqual([]);
    expect(dietsJsonLd(["vegetarian"])).toEqual(["https://schema.org/VegetarianDiet"]);
    expect(dietsJsonLd(["vegan"])).toEqual([
      "https://schema.org/VeganDiet",
      "https://schema.org/VegetarianDiet",
    ]);
  });
});

describe("isoDuration", () => {
  it("writes minutes as an ISO 8601 duration", () => {
    expect(isoDuration(45)).toBe("PT45M");
    expect(isoDuration(60)).toBe("PT1H");
    expect(isoDuration(90)).toBe("PT1H30M");
    expect(isoDuration(0)).toBe("PT0M");
  });
});

describe("recipeJsonLd", () => {
  it("lists the ingredients and the steps (one per line, blank lines ignored) with absolute addresses", () => {
    const data = recipeJsonLd(
      { id: "r1", image_url: "/images/recipes/shakshuka-640.webp", cook_time: 45, serves: 4 },
      {
        title: "Shakshuka",
        category: "Hovedretter",
        description: "4 æg, 1 peberfrugt",
        ingredients: "4 æg\n\n1 peberfrugt",
        instructions: "Steg.\n\nServer.\n",
        publicUrl: "https://krukke.dk",
      },
    );
    expect(data).toMatchObject({
      "@type": "Recipe",
      name: "Shakshuka",
      image: "https://krukke.dk/images/recipes/shakshuka-640.webp",
      url: "https://krukke.dk/opskrifter/r1",
      description: "4 æg, 1 peberfrugt",
      recipeCategory: "Hovedretter",
      cookTime: "PT45M",
      recipeYield: "4",
      recipeIngredient: ["4 æg", "1 peberfrugt"],
      recipeInstructions: [
        { "@type": "HowToStep", text: "Steg." },
        { "@type": "HowToStep", text: "Server." },
      ],
    });
  });

  it("leaves out what the recipe does not have", () => {
    const data = recipeJsonLd(
      { id: "r1", image_url: null, cook_time: null, serves: null },
      {
        title: "x",
        category: "y",
        description: "",
        ingredients: "",
        instructions: "",
        publicUrl: "https://krukke.dk",
      },
    );
    expect(data).not.toHaveProperty("image");
    expect(data).not.toHaveProperty("cookTime");
    expect(data).not.toHaveProperty("recipeYield");
  });
});

describe("blogPostingJsonLd", () => {
  const post = {
    id: "p1",
    image_url: "/images/blog/glas-640.webp",
    author: "Krukke",
    published_at: "2026-11-18T09:00:00.000Z",
    updated_at: "2026-11-19T10:30:00.000Z",
  };
  const texts = { title: "Glas", description: "Om glas", keywords: "glas", publicUrl: "https://krukke.dk" };

  it("has the headline, an absolute image, ISO dates with their zone and the shop as publisher", () => {
    expect(blogPostingJsonLd(post, texts)).toMatchObject({
      "@type": "BlogPosting",
      headline: "Glas",
      image: "https://krukke.dk/images/blog/glas-640.webp",
      datePublished: "2026-11-18T09:00:00.000Z",
      dateModified: "2026-11-19T10:30:00.000Z",
      author: { "@type": "Organization", name: "Krukke", url: "https://krukke.dk/" },
      publisher: {
        "@type": "Organization",
        name: "Krukke",
        logo: { url: "https://krukke.dk/images/logo.png" },
      },
    });
  });

  it("names a person as the author with a page about the people behind the shop", () => {
    expect(blogPostingJsonLd({ ...post, author: "Mette Krogh" }, texts).author).toEqual({
      "@type": "Person",
      name: "Mette Krogh",
      url: "https://krukke.dk/filosofi",
    });
  });
});

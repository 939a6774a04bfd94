import { describe, expect, it } from "vitest";
import { blogPostingJsonLd, isoDuration, productJsonLd, recipeJsonLd } from "./structured-data";

describe("productJsonLd", () => {
  const product = {
    id: "3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f",
    image_url: "/images/products/tomatsuppe-640.webp",
    brand: "Krukke",
    available: true,
    price: { unit: 6495, list: 6495, discountPercentage: "0" },
  };

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

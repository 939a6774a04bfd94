import { describe, expect, it } from "vitest";
import { productJsonLd } from "./structured-data";

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

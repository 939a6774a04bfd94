/**
 * schema.org data for search engines, built the way Google reads it (see
 * shared/integrations/README.md, section 5). Nutrition is shown as HTML: it is not a Product property.
 */
import type { ProductView } from "./catalogue";
import { shop } from "./shop";

const absolute = (path: string, publicUrl: string) => new URL(path, `${publicUrl}/`).toString();

export function productJsonLd(
  product: Pick<ProductView, "id" | "image_url" | "brand" | "available" | "price">,
  { title, description, publicUrl }: { title: string; description: string; publicUrl: string },
) {
  const url = absolute(`/produkter/${product.id}`, publicUrl);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: title,
    description,
    sku: product.id,
    url,
    ...(product.image_url ? { image: absolute(product.image_url, publicUrl) } : {}),
    brand: { "@type": "Brand", name: product.brand ?? shop.name },
    offers: {
      "@type": "Offer",
      url,
      // The price this page shows (what a guest, and a search engine, pays).
      price: (product.price.unit / 100).toFixed(2),
      priceCurrency: "DKK",
      availability: product.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: shop.name },
    },
  };
}

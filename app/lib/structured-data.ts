/**
 * schema.org data for search engines, built the way Google reads it (see
 * shared/integrations/README.md, section 5). Nutrition is shown as HTML: it is not a Product property.
 */
import type { ProductView } from "./catalogue";
import { shop } from "./shop";
import { textLines } from "./text";

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

/** Minutes as an ISO 8601 duration: 45 → "PT45M", 90 → "PT1H30M", 120 → "PT2H". */
export function isoDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (whole === 0) return "PT0M";
  return `PT${hours ? `${hours}H` : ""}${rest ? `${rest}M` : ""}`;
}

/** Recipe data, for signed-in pages only: guests are not sent a recipe's ingredients or steps. */
export function recipeJsonLd(
  recipe: { id: string; image_url: string | null; cook_time: number | null; serves: number | null },
  texts: {
    title: string;
    category: string;
    description: string;
    ingredients: string;
    instructions: string;
    publicUrl: string;
  },
) {
  return {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: texts.title,
    url: absolute(`/opskrifter/${recipe.id}`, texts.publicUrl),
    ...(recipe.image_url ? { image: absolute(recipe.image_url, texts.publicUrl) } : {}),
    description: texts.description,
    recipeCategory: texts.category,
    ...(recipe.cook_time
      ? { cookTime: isoDuration(recipe.cook_time), totalTime: isoDuration(recipe.cook_time) }
      : {}),
    ...(recipe.serves ? { recipeYield: String(recipe.serves) } : {}),
    recipeIngredient: textLines(texts.ingredients),
    recipeInstructions: textLines(texts.instructions).map((text) => ({ "@type": "HowToStep", text })),
    author: { "@type": "Organization", name: shop.name, url: absolute("/", texts.publicUrl) },
  };
}

/** A blog post: dates in ISO 8601 with their zone, the author (a person or the shop), the shop as publisher. */
export function blogPostingJsonLd(
  post: { id: string; image_url: string | null; author: string; published_at: string; updated_at: string },
  texts: { title: string; description: string; keywords: string | null; publicUrl: string },
) {
  const home = absolute("/", texts.publicUrl);
  const byTheShop = post.author === shop.name;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: texts.title,
    description: texts.description,
    url: absolute(`/blog/${post.id}`, texts.publicUrl),
    mainEntityOfPage: absolute(`/blog/${post.id}`, texts.publicUrl),
    ...(post.image_url ? { image: absolute(post.image_url, texts.publicUrl) } : {}),
    datePublished: new Date(post.published_at).toISOString(),
    dateModified: new Date(post.updated_at).toISOString(),
    ...(texts.keywords ? { keywords: texts.keywords } : {}),
    // Staff write for the shop, so a named author's page is the one about the people behind it.
    author: byTheShop
      ? { "@type": "Organization", name: shop.name, url: home }
      : { "@type": "Person", name: post.author, url: absolute("/filosofi", texts.publicUrl) },
    publisher: {
      "@type": "Organization",
      name: shop.name,
      url: home,
      logo: { "@type": "ImageObject", url: absolute("/images/logo.png", texts.publicUrl) },
    },
  };
}

/**
 * schema.org data for search engines, built the way Google reads it (see
 * docs/integrations.md, "Structured data").
 */
import type { MenuItemLeaf, NutritionInformation, ProductLeaf, RestrictedDiet } from "schema-dts";
import type { ProductView } from "./catalogue";
import type { Diet, FoodInfo, Nutrition } from "./food";
import { shop } from "./shop";
import { textLines } from "./text";

const absolute = (path: string, publicUrl: string) => new URL(path, `${publicUrl}/`).toString();

/** A number as schema.org text writes it: "." for decimals, no grouping, at most `digits` decimals. */
const plain = (value: number, digits = 2) => String(Number(value.toFixed(digits)));

/**
 * The nutrition declaration as schema.org's NutritionInformation, per 100 g (its serving size
 * here). schema.org has sodium, not salt: the declared salt is sodium × 2.5 (EU 1169/2011
 * Annex I, 11), so sodium is salt ÷ 2.5. Energy is the declared kcal, never converted from kJ.
 */
export function nutritionJsonLd(nutrition: Nutrition | null): NutritionInformation | null {
  if (!nutrition) return null;
  const grams = (value: number | undefined) => (typeof value === "number" ? `${plain(value)} g` : undefined);
  const facts = {
    calories: typeof nutrition.energy === "number" ? `${plain(nutrition.energy)} kcal` : undefined,
    fatContent: grams(nutrition.fat),
    saturatedFatContent: grams(nutrition.saturates),
    carbohydrateContent: grams(nutrition.carbs),
    sugarContent: grams(nutrition.sugars),
    proteinContent: grams(nutrition.protein),
    sodiumContent: typeof nutrition.salt === "number" ? `${plain(nutrition.salt / 2.5, 3)} g` : undefined,
  };
  const given = Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined));
  if (Object.keys(given).length === 0) return null;
  return { "@type": "NutritionInformation", servingSize: "100 g", ...given };
}

/** The diets schema.org names that a product suits; vegan food suits vegetarians as well. */
export function dietsJsonLd(diets: Diet[]): RestrictedDiet[] {
  const suits = new Set<RestrictedDiet>();
  if (diets.includes("vegan")) suits.add("https://schema.org/VeganDiet");
  if (diets.includes("vegan") || diets.includes("vegetarian")) suits.add("https://schema.org/VegetarianDiet");
  return [...suits];
}

/**
 * A node that is a Product and, when it carries food facts, a MenuItem as well: schema.org
 * defines `nutrition` and `suitableForDiet` on MenuItem (and Recipe), not on Product, and a
 * node may have several types, each property belonging to one of them. Google reads the
 * Product (its merchant listing) as before. schema-dts checks the properties against
 * schema.org's own definitions when the shop is type-checked.
 */
type ProductNode = Omit<ProductLeaf, "@type"> &
  Pick<MenuItemLeaf, "nutrition" | "suitableForDiet"> & {
    "@context": "https://schema.org";
    "@type": "Product" | ["Product", "MenuItem"];
  };

export function productJsonLd(
  product: Pick<ProductView, "id" | "image_url" | "brand" | "available" | "price"> & {
    food: Pick<FoodInfo, "nutrition" | "diets" | "netQuantity" | "netUnit">;
  },
  { title, description, publicUrl }: { title: string; description: string; publicUrl: string },
) {
  const url = absolute(`/produkter/${product.id}`, publicUrl);
  const { food } = product;
  const nutrition = nutritionJsonLd(food.nutrition);
  const diets = dietsJsonLd(food.diets);
  const isMenuItem = nutrition !== null || diets.length > 0;
  return {
    "@context": "https://schema.org",
    "@type": isMenuItem ? ["Product", "MenuItem"] : "Product",
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
    // The net quantity, in UN/CEFACT codes: grams (GRM) or millilitres (MLT).
    ...(food.netQuantity && food.netUnit
      ? {
          weight: {
            "@type": "QuantitativeValue",
            value: food.netQuantity,
            unitCode: food.netUnit === "g" ? "GRM" : "MLT",
          },
        }
      : {}),
    ...(nutrition ? { nutrition } : {}),
    ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
  } satisfies ProductNode;
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

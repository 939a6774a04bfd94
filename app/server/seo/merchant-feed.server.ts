/**
 * The Google Merchant Center product feed: RSS 2.0 with the g: namespace, the whole catalogue
 * every time (docs/integrations.md, "Google Merchant Center feed"). Written with xmlbuilder2, every value
 * escaped (`xml.server.ts`).
 */
import { create } from "xmlbuilder2";
import { translator } from "~/i18n";
import type { Language } from "~/i18n/languages";
import {
  allergenNames,
  allergenStatus,
  ingredientText,
  nutritionValues,
  traceNames,
  type FoodInfo,
  type NetUnit,
} from "~/lib/food";
import { toKronerString } from "~/lib/money";
import { xmlText } from "./xml.server";

export const GOOGLE_NAMESPACE = "http://base.google.com/ns/1.0";
/** Google's taxonomy: Food, Beverages & Tobacco > Food Items > Prepared Foods. */
export const PREPARED_FOODS_CATEGORY = "Food, Beverages & Tobacco > Food Items > Prepared Foods";

export type FeedItem = {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string;
  available: boolean;
  /** øre, VAT included */
  price: number;
  brand: string;
  productType: string;
  /** øre: the freight for this item alone */
  shipping: number;
  /** The net quantity and the quantity the unit price is per ("500g" per "1kg"), where known. */
  unitPricing: UnitPricing | null;
  /** Food facts as Google's product details: allergens, ingredients, nutrition per 100 g. */
  details: ProductDetail[];
};

export type UnitPricing = { measure: string; baseMeasure: string };
export type ProductDetail = { section: string; name: string; value: string };

/**
 * Google's unit pricing attributes from the net quantity: `unit_pricing_measure` "500g" or
 * "750ml", `unit_pricing_base_measure` "1kg" or "1l", matching the kr/kg or kr/l the shop shows.
 */
export function unitPricing(netQuantity: number | null, netUnit: NetUnit | null): UnitPricing | null {
  if (!netQuantity || netQuantity <= 0 || !netUnit) return null;
  return { measure: `${netQuantity}${netUnit}`, baseMeasure: netUnit === "g" ? "1kg" : "1l" };
}

/**
 * The food facts Google's `product_detail` can carry, in the feed's language: the allergens
 * (only once declared: the feed claims nothing the shop does not know), the ingredient list
 * (`ingredients` is the plain text, for products whose list is not entered yet) and
 * the nutrition declaration per 100 g in Annex XV's order.
 */
export function foodDetails(food: FoodInfo, ingredients: string, language: Language): ProductDetail[] {
  const t = translator(language);
  const details: ProductDetail[] = [];
  const allergens = t("food.allergens");
  const status = allergenStatus(food);
  if (status === "none")
    details.push({ section: allergens, name: t("food.contains"), value: t("food.noneOf14") });
  if (status === "contains") {
    details.push({
      section: allergens,
      name: t("food.contains"),
      value: allergenNames(food, language).join(", "),
    });
  }
  const traces = traceNames(food.mayContain, language);
  if (traces.length > 0)
    details.push({ section: allergens, name: t("food.mayContain"), value: traces.join(", ") });
  const list = ingredientText(food.ingredients, language, t("food.organicNote")) || ingredients.trim();
  if (list) {
    details.push({
      section: t("products.ingredients"),
      name: t("products.ingredients"),
      value: list.replace(/\s*\n\s*/g, " "),
    });
  }
  const labels = {
    energy: t("products.energy"),
    fat: t("products.fat"),
    saturates: t("food.saturates"),
    carbs: t("products.carbs"),
    sugars: t("food.sugars"),
    protein: t("products.protein"),
    salt: t("food.salt"),
  };
  for (const { row, value } of nutritionValues(food.nutrition, language)) {
    details.push({ section: t("products.nutrition"), name: labels[row], value });
  }
  return details;
}

/** Google's limits for a product detail: names up to 140 characters, values up to 1,000. */
const DETAIL_LIMITS = { section: 140, name: 140, value: 1000 };

/** "59.00 DKK" */
export function feedPrice(ore: number): string {
  return `${toKronerString(ore)} DKK`;
}

export function merchantFeedXml(
  channel: { title: string; link: string; description: string },
  items: FeedItem[],
): string {
  const root = create({ version: "1.0", encoding: "UTF-8" }).ele("rss", {
    version: "2.0",
    "xmlns:g": GOOGLE_NAMESPACE,
  });
  const feed = root.ele("channel");
  feed.ele("title").txt(xmlText(channel.title));
  feed.ele("link").txt(xmlText(channel.link));
  feed.ele("description").txt(xmlText(channel.description));
  for (const item of items) {
    const entry = feed.ele("item");
    const g = (name: string, value: string) => entry.ele(GOOGLE_NAMESPACE, `g:${name}`).txt(xmlText(value));
    g("id", item.id.slice(0, 50));
    g("title", item.title.slice(0, 150));
    g("description", item.description.slice(0, 5000));
    g("link", item.link);
    g("image_link", item.imageLink);
    g("availability", item.available ? "in_stock" : "out_of_stock");
    g("price", feedPrice(item.price));
    g("brand", item.brand);
    g("condition", "new");
    g("identifier_exists", "no");
    g("product_type", item.productType);
    g("google_product_category", PREPARED_FOODS_CATEGORY);
    const shipping = entry.ele(GOOGLE_NAMESPACE, "g:shipping");
    shipping.ele(GOOGLE_NAMESPACE, "g:country").txt("DK");
    shipping.ele(GOOGLE_NAMESPACE, "g:price").txt(feedPrice(item.shipping));
    if (item.unitPricing) {
      g("unit_pricing_measure", item.unitPricing.measure);
      g("unit_pricing_base_measure", item.unitPricing.baseMeasure);
    }
    for (const detail of item.details) {
      if (!detail.name.trim() || !detail.value.trim()) continue;
      const element = entry.ele(GOOGLE_NAMESPACE, "g:product_detail");
      const part = (name: keyof typeof DETAIL_LIMITS, value: string) =>
        element
          .ele(GOOGLE_NAMESPACE, `g:${name === "section" ? "section_name" : `attribute_${name}`}`)
          .txt(xmlText(value.slice(0, DETAIL_LIMITS[name])));
      part("section", detail.section);
      part("name", detail.name);
      part("value", detail.value);
    }
  }
  return root.end({ prettyPrint: true });
}

/**
 * The Google Merchant Center product feed: RSS 2.0 with the g: namespace, the whole catalogue
 * every time (shared/integrations/README.md, section 3). Written with xmlbuilder2, which
 * escapes every value.
 */
import { create } from "xmlbuilder2";
import { toKronerString } from "~/lib/money";

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
};

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
  feed.ele("title").txt(channel.title);
  feed.ele("link").txt(channel.link);
  feed.ele("description").txt(channel.description);
  for (const item of items) {
    const entry = feed.ele("item");
    const g = (name: string, value: string) => entry.ele(GOOGLE_NAMESPACE, `g:${name}`).txt(value);
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
  }
  return root.end({ prettyPrint: true });
}

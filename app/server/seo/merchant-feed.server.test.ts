import { describe, expect, it } from "vitest";
import { convert } from "xmlbuilder2";
import { merchantFeedErrors } from "../../../tests/xml/validate";
import { feedPrice, merchantFeedXml, type FeedItem } from "./merchant-feed.server";

const item: FeedItem = {
  id: "3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f",
  title: "Tomatsuppe & basilikum <ny>",
  description: "Økologisk tomatsuppe.",
  link: "https://krukke.dk/produkter/3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f",
  imageLink: "https://krukke.dk/images/products/tomatsuppe-640.webp",
  available: false,
  price: 59_00,
  brand: "Krukke",
  productType: "Suppe",
  shipping: 50_00,
};
const channel = { title: "Krukke", link: "https://krukke.dk/produkter", description: "Supper på glas" };

describe("merchantFeedXml", () => {
  it("writes an RSS 2.0 feed with Google's attributes that fits the feed's schema", async () => {
    const xml = merchantFeedXml(channel, [
      item,
      { ...item, id: "b", available: true, price: 1234_50, shipping: 0 },
    ]);
    expect(await merchantFeedErrors(xml)).toEqual([]);
    const feed = convert(xml, { format: "object" }) as {
      rss: { "@xmlns:g": string; channel: { item: Record<string, unknown>[] } };
    };
    expect(feed.rss["@xmlns:g"]).toBe("http://base.google.com/ns/1.0");
    const [first, second] = feed.rss.channel.item;
    expect(first).toMatchObject({
      "g:id": item.id,
      "g:availability": "out_of_stock",
      "g:price": "59.00 DKK",
      "g:condition": "new",
      "g:identifier_exists": "no",
      "g:shipping": { "g:country": "DK", "g:price": "50.00 DKK" },
    });
    // Escaped, never markup.
    expect(xml).toContain("<g:title>Tomatsuppe &amp; basilikum &lt;ny&gt;</g:title>");
    expect(second).toMatchObject({ "g:availability": "in_stock", "g:price": "1234.50 DKK" });
  });

  it("writes an empty catalogue as a valid feed", async () => {
    expect(await merchantFeedErrors(merchantFeedXml(channel, []))).toEqual([]);
  });

  it("keeps Google's length limits", async () => {
    const xml = merchantFeedXml(channel, [
      { ...item, title: "x".repeat(200), description: "y".repeat(6000) },
    ]);
    expect(await merchantFeedErrors(xml)).toEqual([]);
  });

  it("formats prices as Google wants them", () => {
    expect(feedPrice(0)).toBe("0.00 DKK");
    expect(feedPrice(49_95)).toBe("49.95 DKK");
  });
});

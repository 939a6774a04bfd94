import { describe, expect, it } from "vitest";
import { convert } from "xmlbuilder2";
import { merchantFeedErrors } from "../../../tests/xml/validate";
import type { FoodInfo } from "~/lib/food";
import { feedPrice, foodDetails, merchantFeedXml, unitPricing, type FeedItem } from "./merchant-feed.server";

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
  unitPricing: null,
  details: [],
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

  it("writes an & that looks like an entity as the text it is, not as the entity", async () => {
    // xmlbuilder2 alone left these as they were: "&nbsp;" made the feed no XML at all.
    const xml = merchantFeedXml(channel, [
      {
        ...item,
        title: "Tomat &amp; basilikum",
        description: "Smag&nbsp;godt &#169;",
        details: [{ section: "Allergener", name: "R&D;", value: "&lt;ingen&gt;" }],
      },
    ]);
    expect(await merchantFeedErrors(xml)).toEqual([]);
    expect(xml).toContain("<g:title>Tomat &amp;amp; basilikum</g:title>");
    expect(xml).toContain("<g:description>Smag&amp;nbsp;godt &amp;#169;</g:description>");
    expect(xml).toContain("<g:attribute_name>R&amp;D;</g:attribute_name>");
    expect(xml).toContain("<g:attribute_value>&amp;lt;ingen&amp;gt;</g:attribute_value>");
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

  it("carries unit pricing and the food facts as product details, and still fits the schema", async () => {
    const xml = merchantFeedXml(channel, [
      {
        ...item,
        unitPricing: { measure: "500g", baseMeasure: "1kg" },
        details: [
          { section: "Allergener", name: "Indeholder", value: "selleri, sennep" },
          { section: "Næringsindhold pr. 100 g", name: "Energi", value: "218 kJ / 52 kcal" },
          // Nothing to say: left out rather than sent empty.
          { section: "Allergener", name: "Kan indeholde spor af", value: " " },
          { section: "Ingredienser", name: "Ingredienser", value: "x".repeat(1200) },
        ],
      },
    ]);
    expect(await merchantFeedErrors(xml)).toEqual([]);
    const feed = convert(xml, { format: "object" }) as {
      rss: { channel: { item: Record<string, unknown> } };
    };
    const entry = feed.rss.channel.item;
    expect(entry).toMatchObject({ "g:unit_pricing_measure": "500g", "g:unit_pricing_base_measure": "1kg" });
    const details = entry["g:product_detail"] as Record<string, string>[];
    expect(details).toHaveLength(3);
    expect(details[0]).toEqual({
      "g:section_name": "Allergener",
      "g:attribute_name": "Indeholder",
      "g:attribute_value": "selleri, sennep",
    });
    expect(details[2]!["g:attribute_value"]).toHaveLength(1000);
  });

  it("is refused by the schema with a unit Google does not know (so the check can fail)", async () => {
    const xml = merchantFeedXml(channel, [
      { ...item, unitPricing: { measure: "500 gram", baseMeasure: "3kg" } },
    ]);
    expect(await merchantFeedErrors(xml)).toHaveLength(2);
  });

  it("formats prices as Google wants them", () => {
    expect(feedPrice(0)).toBe("0.00 DKK");
    expect(feedPrice(49_95)).toBe("49.95 DKK");
  });
});

describe("unitPricing", () => {
  it("is the net quantity per kilogram or litre, as the shop's kr/kg and kr/l", () => {
    expect(unitPricing(500, "g")).toEqual({ measure: "500g", baseMeasure: "1kg" });
    expect(unitPricing(750, "ml")).toEqual({ measure: "750ml", baseMeasure: "1l" });
    expect(unitPricing(null, null)).toBeNull();
    expect(unitPricing(0, "g")).toBeNull();
  });
});

describe("foodDetails", () => {
  const food: FoodInfo = {
    allergens: ["gluten", "celery"],
    mayContain: ["mustard"],
    diets: [],
    ingredients: [
      { da: "Tomater", en: "Tomatoes", percent: 62, organic: true },
      { da: "selleri", en: "celery", allergen: "celery" },
      { da: "hvedemel", en: "wheat flour", allergen: "gluten", kind: "wheat" },
    ],
    nutrition: { energy_kj: 218, energy: 52, fat: 2.4, saturates: 0.4, salt: 0.8 },
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
    oeLabel: false,
  };

  it("gives the allergens, traces, ingredient list and nutrition per 100 g, in the feed's language", () => {
    expect(foodDetails(food, "", "da")).toEqual([
      { section: "Allergener", name: "Indeholder", value: "gluten (hvede), selleri" },
      { section: "Allergener", name: "Kan indeholde spor af", value: "sennep" },
      {
        section: "Ingredienser",
        name: "Ingredienser",
        value: "Tomater* (62 %), selleri, hvedemel. *Økologisk",
      },
      { section: "Næringsindhold pr. 100 g", name: "Energi", value: "218 kJ / 52 kcal" },
      { section: "Næringsindhold pr. 100 g", name: "Fedt", value: "2,4 g" },
      { section: "Næringsindhold pr. 100 g", name: "heraf mættede fedtsyrer", value: "0,4 g" },
      { section: "Næringsindhold pr. 100 g", name: "Salt", value: "0,8 g" },
    ]);
    expect(foodDetails(food, "", "en")[0]).toEqual({
      section: "Allergens",
      name: "Contains",
      value: "gluten (wheat), celery",
    });
  });

  it("says none of the 14 only when declared so, and nothing about allergens not yet declared", () => {
    const none = foodDetails({ ...food, allergens: [], mayContain: [] }, "", "da");
    expect(none[0]).toEqual({
      section: "Allergener",
      name: "Indeholder",
      value: "Ingen af de 14 allergener",
    });
    const undeclared = foodDetails(
      { ...food, allergens: null, mayContain: [], ingredients: [], nutrition: null },
      "Tomater, vand.\n*Økologisk",
      "da",
    );
    expect(undeclared).toEqual([
      { section: "Ingredienser", name: "Ingredienser", value: "Tomater, vand. *Økologisk" },
    ]);
  });
});

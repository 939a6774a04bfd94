/**
 * Food information before the purchase (EU 1169/2011 Art. 14) wherever a product appears: the
 * product page and the list as the server renders them (what a shopper without JavaScript
 * reads), the unit price from the viewer's own price, the cart's lines and the feed.
 */
import { Window } from "happy-dom";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { convert } from "xmlbuilder2";
import type { Language } from "~/i18n/languages";
import ProductPage, { loader as productLoader } from "~/routes/produkter.$id";
import ProductsPage, { loader as productsLoader } from "~/routes/produkter";
import { loader as feedLoader } from "~/routes/feeds.google-merchant[.]xml";
import { loader as cartLoader, action as cartAction } from "~/routes/resources.cart";
import { encodeGuestCart } from "~/lib/guest-cart-format";
import { getDb } from "~/server/db/index.server";
import { products } from "~/server/db/schema.server";
import { clearSeoCache } from "~/server/seo/seo.server";
import { merchantFeedErrors } from "../xml/validate";
import { setupTestDatabase } from "./helpers/database";
import { renderPage } from "./helpers/render";
import { callAction, callLoader } from "./helpers/routes";
import { createSignedInUser } from "./helpers/users";

setupTestDatabase();

/** Organic, with allergens, traces, QUID, both labels and every particular filled in. */
const celerySoup = {
  title: "Sellerisuppe med sennep",
  title_en: "Celery soup with mustard",
  description: "Knoldselleri og groft sennep.",
  description_en: "Celeriac and wholegrain mustard.",
  base_price: "59.00",
  customer_price: "55.00",
  b2b_price: "44.00",
  type: "soup" as const,
  is_organic: true,
  weight: "500 g",
  allergens: ["celery", "mustard", "gluten"] as const,
  may_contain: ["milk"] as const,
  diets: ["vegetarian"] as const,
  ingredient_list: [
    { da: "Knoldselleri", en: "Celeriac", percent: 45, allergen: "celery" as const, organic: true },
    { da: "vand", en: "water" },
    { da: "hvedemel", en: "wheat flour", allergen: "gluten" as const, kind: "wheat", organic: true },
    { da: "sennep", en: "mustard", allergen: "mustard" as const, percent: 2.5 },
  ],
  nutritional_info: {
    energy_kj: 218,
    energy: 52,
    fat: 2.4,
    saturates: 0.4,
    carbs: 5.8,
    sugars: 4.1,
    protein: 1.2,
    salt: 0.8,
  },
  net_quantity: 500,
  net_unit: "g" as const,
  storage: "Opbevares ved max 5 °C",
  storage_en: "Keep at 5 °C or below",
  shelf_life_days: 21,
  days_after_opening: 3,
  preparation: "Varmes op i en gryde under omrøring.",
  preparation_en: "Heat in a pan, stirring.",
  origin: "dansk knoldselleri",
  origin_en: "Danish celeriac",
  organic_origin: "eu" as const,
  oe_label: true,
};

/** Not organic, and declared free of all 14. */
const potatoSoup = {
  title: "Kartoffelsuppe",
  description: "Kartofler og porrer.",
  base_price: "45.00",
  type: "soup" as const,
  is_organic: false,
  allergens: [] as const,
  ingredient_list: [
    { da: "Kartofler", en: "Potatoes", percent: 60 },
    { da: "porrer", en: "leeks" },
  ],
  nutritional_info: { energy_kj: 180, energy: 43 },
  net_quantity: 750,
  net_unit: "ml" as const,
};

/** Allergens not declared yet (as the demo products until their data is filled in). */
const undeclaredSoup = {
  title: "Ærtesuppe",
  description: "Grønne ærter.",
  base_price: "49.00",
  type: "soup" as const,
  is_organic: true,
};

let CELERY = "";
let POTATO = "";
let UNDECLARED = "";

beforeAll(async () => {
  const rows = await getDb()
    .insert(products)
    .values([
      {
        ...celerySoup,
        allergens: [...celerySoup.allergens],
        may_contain: [...celerySoup.may_contain],
        diets: [...celerySoup.diets],
      },
      { ...potatoSoup, allergens: [] },
      undeclaredSoup,
    ])
    .returning({ id: products.id, title: products.title });
  const id = (title: string) => rows.find((row) => row.title === title)!.id;
  CELERY = id(celerySoup.title);
  POTATO = id(potatoSoup.title);
  UNDECLARED = id(undeclaredSoup.title);
});
beforeEach(() => clearSeoCache());

/** The HTML the server sends, as a document to query. */
function documentOf(html: string) {
  const window = new Window();
  window.document.body.innerHTML = html;
  return window.document;
}
const text = (element: { textContent: string | null } | null) =>
  (element?.textContent ?? "").replace(/\s+/g, " ").trim();
/** The texts of an element's children, one space between each (as separate boxes read). */
const parts = (element: { children: Iterable<{ textContent: string | null }> } | null | undefined) =>
  [...(element?.children ?? [])].map((child) => text(child)).join(" ");

async function productPage(id: string, language: Language = "da", headers?: HeadersInit) {
  const path = `/produkter/${id}${language === "en" ? "?lang=en" : ""}`;
  const data = await callLoader(productLoader, path, { id }, { headers });
  const html = renderPage(ProductPage, { path, pattern: "produkter/:id", loaderData: data, language });
  // The page's words as a reader meets them, one space between separate elements.
  const words = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
  return { data, html, words, document: documentOf(html) };
}

describe("the product page's data", () => {
  it("carries the food information and the unit price of the viewer's own price", async () => {
    const { data } = await productPage(CELERY);
    expect(data.product.food).toMatchObject({
      allergens: ["celery", "mustard", "gluten"],
      mayContain: ["milk"],
      diets: ["vegetarian"],
      netQuantity: 500,
      netUnit: "g",
      shelfLifeDays: 21,
      daysAfterOpening: 3,
      isOrganic: true,
      organicOrigin: "eu",
      oeLabel: true,
    });
    expect(data.product.food.ingredients).toHaveLength(4);
    // 59.00 kr for 500 g.
    expect(data.product.unitPrice).toEqual({ ore: 118_00, per: "kg" });
  });

  it.each([
    ["a customer", { role: "customer" as const }, 110_00], // 55.00 kr
    ["a customer with 10% off", { role: "customer" as const, discount_percentage: "10" }, 99_00], // 49.50 kr
    ["a b2b customer", { role: "b2b_customer" as const }, 88_00], // 44.00 kr
  ])("follows %s's price", async (_who, changes, ore) => {
    const user = await createSignedInUser({ changes });
    const { data } = await productPage(CELERY, "da", { Cookie: user.cookie });
    expect(data.product.unitPrice).toEqual({ ore, per: "kg" });
    const list = await callLoader(productsLoader, "/produkter", {}, { headers: { Cookie: user.cookie } });
    expect(list.products.find((product) => product.id === CELERY)?.unitPrice).toEqual({ ore, per: "kg" });
  });
});

describe("the product page without JavaScript", () => {
  it("shows the allergens at the top, in bold, with the traces kept apart", async () => {
    const { document } = await productPage(CELERY);
    const box = document.querySelector("[data-testid=allergens]");
    expect(text(box?.querySelector("[data-allergens=contains]") ?? null)).toBe(
      "Indeholder: gluten (hvede), selleri, sennep",
    );
    expect(
      [...(box?.querySelectorAll("[data-allergens=contains] strong") ?? [])].map(
        (strong) => strong.textContent,
      ),
    ).toEqual(["gluten (hvede)", "selleri", "sennep"]);
    expect(text(box?.querySelector("[data-allergens=traces]") ?? null)).toBe("Kan indeholde spor af: mælk");
    // Before the add-to-cart form: read before buying.
    const html = document.body.innerHTML;
    expect(html.indexOf('data-testid="allergens"')).toBeLessThan(html.indexOf("Læg i kurv"));
  });

  it("shows the legal ingredient list, the nutrition table and every other particular under headings", async () => {
    const { document, words } = await productPage(CELERY);
    const headings = [...document.querySelectorAll("h1, h2, h3")].map((h) => `${h.tagName}:${text(h)}`);
    expect(headings).toEqual([
      "H1:Sellerisuppe med sennep",
      "H2:Allergener",
      "H2:Ingredienser",
      "H2:Næringsdeklaration",
      "H2:Opbevaring og holdbarhed",
      "H2:Tilberedning",
      "H2:Oprindelse",
      "H2:Økologi",
      "H2:Producent",
    ]);
    const list = document.querySelector("[data-testid=ingredient-list]");
    expect(text(list)).toBe("Knoldselleri* (45 %), vand, hvedemel*, sennep (2,5 %).");
    expect([...(list?.querySelectorAll("strong") ?? [])].map((strong) => strong.textContent)).toEqual([
      "Knoldselleri",
      "hvedemel",
      "sennep",
    ]);
    expect(text(list?.nextElementSibling ?? null)).toBe("*Økologisk");

    const table = document.querySelector("table");
    expect(text(table?.querySelector("caption") ?? null)).toBe("Næringsindhold pr. 100 g");
    expect([...(table?.querySelectorAll("tbody tr") ?? [])].map((row) => parts(row))).toEqual([
      "Energi 218 kJ / 52 kcal",
      "Fedt 2,4 g",
      "heraf mættede fedtsyrer 0,4 g",
      "Kulhydrat 5,8 g",
      "heraf sukkerarter 4,1 g",
      "Protein 1,2 g",
      "Salt 0,8 g",
    ]);
    const page = words;
    for (const particular of [
      "Nettoindhold 500 g",
      "Kost Vegetarisk",
      "Pris 59 kr (118,00 kr/kg)",
      "Opbevares ved max 5 °C",
      "Holdbar 21 dage fra produktionen",
      "Holdbar 3 dage efter åbning",
      "Varmes op i en gryde under omrøring.",
      "Hovedingrediensens oprindelse: dansk knoldselleri",
      "Krukke ApS Rugbrødsvej 7 2600 Glostrup",
    ])
      expect(page).toContain(particular);
    expect(text(document.querySelector("[data-testid=unit-price]"))).toBe("118,00 kr/kg");
  });

  it("shows the EU organic logo with the control body's code and the place of farming, and the Ø-label", async () => {
    const { document } = await productPage(CELERY);
    const organic = document.querySelector("[data-testid=organic-labels]");
    const logo = organic?.querySelector('img[src="/images/certifications/eu-organic-logo.svg"]');
    expect(logo?.getAttribute("alt")).toBe("EU's økologilogo");
    expect(parts(organic?.querySelector("figcaption"))).toBe("DK-ØKO-100 EU-landbrug");
    expect(
      organic?.querySelector('img[src="/images/certifications/oekologi.svg"]')?.getAttribute("alt"),
    ).toBe("Det røde Ø-mærke: statskontrolleret økologisk");
  });

  it("says it all in English too", async () => {
    const { document, words } = await productPage(CELERY, "en");
    expect(text(document.querySelector("[data-allergens=contains]"))).toBe(
      "Contains: gluten (wheat), celery, mustard",
    );
    expect(text(document.querySelector("[data-allergens=traces]"))).toBe("May contain traces of: milk");
    expect(text(document.querySelector("[data-testid=ingredient-list]"))).toBe(
      "Celeriac* (45%), water, wheat flour*, mustard (2.5%).",
    );
    expect(parts(document.querySelector("figcaption"))).toBe("DK-ØKO-100 EU Agriculture");
    const page = words;
    for (const particular of [
      "Nutrition declaration",
      "of which saturates 0.4 g",
      "Keeps 3 days after opening",
      "Origin of the primary ingredient: Danish celeriac",
      "Producer",
    ])
      expect(page).toContain(particular);
  });

  it("shows no organic labelling for a product that is not organic, and says when it has none of the 14", async () => {
    const { document } = await productPage(POTATO);
    expect(document.querySelector("[data-testid=organic-labels]")).toBeNull();
    expect(document.querySelector('img[src*="certifications"]')).toBeNull();
    expect(text(document.querySelector("[data-allergens=none]"))).toBe(
      "Indeholder ingen af de 14 allergener",
    );
    expect(document.querySelector("[data-testid=allergens] strong")).toBeNull();
    // 45.00 kr for 750 ml.
    expect(text(document.querySelector("[data-testid=unit-price]"))).toBe("60,00 kr/l");
    expect(text(document.querySelector("[data-testid=net-quantity]"))).toBe("750 ml");
  });

  it("says so honestly when the allergens are not declared yet, and offers a way to ask", async () => {
    const { document } = await productPage(UNDECLARED);
    expect(text(document.querySelector("[data-allergens=undeclared]"))).toBe(
      "Allergenoplysninger mangler – kontakt os, før du bestiller",
    );
    expect(document.querySelector("[data-allergens=none]")).toBeNull();
    const ask = [...document.querySelectorAll("a")].find((link) => text(link) === "Kontakt os om allergener");
    expect(ask?.getAttribute("href")).toBe("/kontakt");
    // No net quantity: no unit price rather than a wrong one.
    expect(document.querySelector("[data-testid=unit-price]")).toBeNull();
    const english = await productPage(UNDECLARED, "en");
    expect(text(english.document.querySelector("[data-allergens=undeclared]"))).toBe(
      "Allergen information missing – contact us before you order",
    );
  });
});

describe("the product list without JavaScript", () => {
  it("gives each card its unit price and allergen summary", async () => {
    const data = await callLoader(productsLoader, "/produkter");
    const document = documentOf(
      renderPage(ProductsPage, { path: "/produkter", pattern: "produkter", loaderData: data }),
    );
    const card = (title: string) =>
      [...document.querySelectorAll("[data-testid=product-card]")].find((candidate) =>
        text(candidate.querySelector("h2")).includes(title),
      )!;
    const celery = card(celerySoup.title);
    expect(text(celery.querySelector("[data-allergens=contains]"))).toBe(
      "Indeholder: gluten (hvede), selleri, sennep",
    );
    expect(celery.querySelectorAll("[data-allergens=contains] strong")).toHaveLength(3);
    expect(text(celery.querySelector("[data-allergens=traces]"))).toBe("Kan indeholde spor af: mælk");
    expect(text(celery.querySelector("[data-testid=unit-price]"))).toBe("118,00 kr/kg");
    expect(text(card(potatoSoup.title).querySelector("[data-allergens=none]"))).toBe(
      "Indeholder ingen af de 14 allergener",
    );
    expect(text(card(undeclaredSoup.title).querySelector("[data-allergens=undeclared]"))).toBe(
      "Allergenoplysninger mangler – kontakt os, før du bestiller",
    );
  });
});

describe("the cart", () => {
  it("gives a signed-in customer's lines their allergens and the unit price of their own price", async () => {
    const user = await createSignedInUser({ changes: { role: "b2b_customer" } });
    for (const productId of [CELERY, POTATO, UNDECLARED])
      await callAction(
        cartAction,
        "/resources/cart",
        { intent: "add", productId, quantity: "1" },
        {
          headers: { Cookie: user.cookie },
        },
      );
    const cart = await callLoader(cartLoader, "/resources/cart", {}, { headers: { Cookie: user.cookie } });
    const line = (id: string) => cart.lines.find((candidate) => candidate.productId === id)!;
    expect(line(CELERY).measurePrice).toEqual({ ore: 88_00, per: "kg" });
    expect(line(CELERY).food).toEqual({
      allergens: ["celery", "mustard", "gluten"],
      mayContain: ["milk"],
      ingredients: [{ da: "hvedemel", en: "wheat flour", allergen: "gluten", kind: "wheat" }],
    });
    expect(line(POTATO).food.allergens).toEqual([]);
    expect(line(UNDECLARED).food.allergens).toBeNull();
    expect(line(UNDECLARED).measurePrice).toBeNull();
  });

  it("prices a guest's lines with the allergens too", async () => {
    const items = encodeGuestCart([
      { productId: CELERY, quantity: 2 },
      { productId: POTATO, quantity: 1 },
    ]);
    const cart = await callLoader(cartLoader, `/resources/cart?items=${encodeURIComponent(items)}`);
    expect(cart.lines.map((line) => [line.title, line.food.allergens, line.measurePrice])).toEqual(
      expect.arrayContaining([
        [celerySoup.title, ["celery", "mustard", "gluten"], { ore: 118_00, per: "kg" }],
        [potatoSoup.title, [], { ore: 60_00, per: "l" }],
      ]),
    );
  });
});

describe("the Google Merchant Center feed", () => {
  async function feedItem(id: string, language: Language = "da") {
    const path = `/feeds/google-merchant.xml${language === "en" ? "?lang=en" : ""}`;
    const response = (await callLoader(feedLoader, path)) as unknown as Response;
    const xml = await response.text();
    const feed = convert(xml, { format: "object" }) as {
      rss: { channel: { item: Record<string, unknown> | Record<string, unknown>[] } };
    };
    const items = ([] as Record<string, unknown>[]).concat(feed.rss.channel.item);
    return { xml, item: items.find((candidate) => candidate["g:id"] === id)! };
  }

  it("validates and carries the unit pricing and the food facts", async () => {
    const { xml, item } = await feedItem(CELERY);
    expect(await merchantFeedErrors(xml)).toEqual([]);
    expect(item).toMatchObject({ "g:unit_pricing_measure": "500g", "g:unit_pricing_base_measure": "1kg" });
    const details = item["g:product_detail"] as Record<string, string>[];
    expect(details).toContainEqual({
      "g:section_name": "Allergener",
      "g:attribute_name": "Indeholder",
      "g:attribute_value": "gluten (hvede), selleri, sennep",
    });
    expect(details).toContainEqual({
      "g:section_name": "Næringsindhold pr. 100 g",
      "g:attribute_name": "Energi",
      "g:attribute_value": "218 kJ / 52 kcal",
    });
    const potato = await feedItem(POTATO, "en");
    expect(potato.item).toMatchObject({
      "g:unit_pricing_measure": "750ml",
      "g:unit_pricing_base_measure": "1l",
    });
  });

  it("claims nothing about a product whose allergens or quantity are not known", async () => {
    const { item } = await feedItem(UNDECLARED);
    expect(item).not.toHaveProperty("g:unit_pricing_measure");
    expect(item).not.toHaveProperty("g:product_detail");
  });
});

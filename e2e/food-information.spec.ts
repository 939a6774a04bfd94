/**
 * A shopper allergic to celery can see, on the card and the page of every product, without
 * JavaScript and in Danish and English, whether it contains celery (EU 1169/2011 Art. 9, 14
 * and 21): checked against the products table itself, with the allergens in bold in the markup
 * (<strong>), not told apart by colour.
 *
 * The shop here is one of the test's own, on a PostgreSQL database the test reads
 * (support/postgres-shop.ts); without a PostgreSQL server the test is skipped. Besides the demo
 * products it holds three of the test's own, so every state is shown whatever the demo data
 * declares: one that contains celery, one that may contain traces of it, and one free of all 14.
 */
import type { Locator, Page } from "@playwright/test";
import { ALLERGEN_NAMES, type Allergen } from "../app/lib/food";
import { demoProducts } from "../app/server/db/demo-data.server";
import { E2E_PORT } from "./support/environment";
import { expect, test } from "./support/fixtures";
import { startPostgresShop, unavailable, type PostgresShop } from "./support/postgres-shop";
import type { Shop } from "./support/shop-process";

test.describe.configure({ mode: "serial" });
test.skip(Boolean(unavailable), unavailable ?? "");

const LANGUAGES = ["da", "en"] as const;
type Language = (typeof LANGUAGES)[number];

/** What the shopper reads, in each language (app/i18n). */
const TEXT = {
  da: {
    contains: "Indeholder:",
    traces: "Kan indeholde spor af:",
    none: "Indeholder ingen af de 14 allergener",
    undeclared: "Allergenoplysninger mangler – kontakt os, før du bestiller",
  },
  en: {
    contains: "Contains:",
    traces: "May contain traces of:",
    none: "Contains none of the 14 allergens",
    undeclared: "Allergen information missing – contact us before you order",
  },
} as const;

/** The test's own products, beside the demo products. */
const OWN_PRODUCTS = [
  { title: "Sellerisuppe (test)", allergens: ["celery", "mustard"], may_contain: [] },
  { title: "Linsesuppe med spor (test)", allergens: ["mustard"], may_contain: ["celery"] },
  { title: "Kartoffelsuppe uden allergener (test)", allergens: [], may_contain: ["gluten"] },
] as const;

type ProductRow = {
  id: string;
  title: string;
  title_en: string | null;
  allergens: Allergen[] | null;
  may_contain: Allergen[];
};

let own: PostgresShop;
let shop: Shop;
let rows: ProductRow[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000); // a PostgreSQL cluster and a shop of its own
  own = await startPostgresShop(E2E_PORT + 46, "food");
  shop = own.shop;
  for (const product of OWN_PRODUCTS) {
    await own.query(
      `insert into products (title, description, base_price, type, allergens, may_contain)
       values ($1, 'Til allergitesten.', 49, 'soup', $2, $3)`,
      [product.title, product.allergens, product.may_contain],
    );
  }
  rows = await own.query<ProductRow>(
    // The shop's jars: a season menu's courses are on its page, not on the list.
    "select id, title, title_en, allergens, may_contain from products where archived_at is null and not season_only",
  );
});

test.afterAll(async () => {
  await own?.stop();
});

/** The product's title as the page shows it in `language`. */
const titleOf = (row: ProductRow, language: Language) =>
  language === "en" && row.title_en ? row.title_en : row.title;

/**
 * What `where` (a card, or the product page's allergen box) says about celery, checked against
 * the row: contained, only as a trace, not contained, or not declared. A named allergen is a
 * <strong> heavier than the text around it.
 */
async function expectCeleryFacts(where: Locator, row: ProductRow, language: Language) {
  const text = TEXT[language];
  const celery = ALLERGEN_NAMES.celery[language];
  const contains = where.locator("[data-allergens=contains]");
  const traces = where.locator("[data-allergens=traces]");
  const label = `${row.title} (${language})`;

  if (row.allergens === null) {
    await expect(where.locator("[data-allergens=undeclared]"), label).toHaveText(text.undeclared);
    await expect(contains, label).toHaveCount(0);
    await expect(where.locator("[data-allergens=none]"), label).toHaveCount(0);
  } else if (row.allergens.length === 0) {
    await expect(where.locator("[data-allergens=none]"), label).toHaveText(text.none);
    await expect(contains, label).toHaveCount(0);
  } else {
    await expect(contains, label).toContainText(text.contains);
    const named = contains.locator("strong", { hasText: new RegExp(`^${celery}`) });
    if (row.allergens.includes("celery")) {
      await expect(named, label).toHaveCount(1);
      await expectBold(named);
    } else {
      await expect(named, label).toHaveCount(0);
      await expect(contains, label).not.toContainText(celery);
    }
  }

  if (row.may_contain.includes("celery")) {
    await expect(traces, label).toContainText(text.traces);
    const trace = traces.locator("strong", { hasText: new RegExp(`^${celery}$`) });
    await expect(trace, label).toHaveCount(1);
    await expectBold(trace);
  } else if (row.may_contain.length === 0) {
    await expect(traces, label).toHaveCount(0);
  } else {
    await expect(traces, label).not.toContainText(celery);
  }
}

/** Emphasis in the markup: a <strong> element, heavier than its line (not a colour of its own). */
async function expectBold(name: Locator) {
  const style = await name.evaluate((element) => {
    const own = getComputedStyle(element);
    const line = getComputedStyle(element.parentElement!);
    return {
      tag: element.tagName,
      weight: Number(own.fontWeight),
      lineWeight: Number(line.fontWeight),
      color: own.color,
      lineColor: line.color,
    };
  });
  expect(style.tag).toBe("STRONG");
  expect(style.weight).toBeGreaterThanOrEqual(700);
  expect(style.weight).toBeGreaterThan(style.lineWeight);
  expect(style.color).toBe(style.lineColor);
}

async function visit(page: Page, path: string, language: Language) {
  await page.goto(`${shop.url}${path}${language === "en" ? `${path.includes("?") ? "&" : "?"}lang=en` : ""}`);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

test.describe("a shopper allergic to celery, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the database holds every demo product and the test's own", () => {
    expect(rows.length).toBe(demoProducts.length + OWN_PRODUCTS.length);
    expect(rows.some((row) => row.allergens?.includes("celery"))).toBe(true);
    expect(rows.some((row) => row.may_contain.includes("celery"))).toBe(true);
  });

  for (const language of LANGUAGES) {
    test(`sees on every product's card whether it contains celery (${language})`, async ({ page }) => {
      await visit(page, "/produkter", language);
      const cards = page.getByTestId("product-card");
      await expect(cards).toHaveCount(rows.length);
      for (const row of rows) {
        const card = cards.filter({
          has: page.getByRole("heading", { level: 2, name: titleOf(row, language), exact: true }),
        });
        await expect(card, titleOf(row, language)).toHaveCount(1);
        await expectCeleryFacts(card, row, language);
      }
    });

    test(`sees on every product's page whether it contains celery (${language})`, async ({ page }) => {
      test.setTimeout(180_000); // every product's page, on a busy machine
      for (const row of rows) {
        await visit(page, `/produkter/${row.id}`, language);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(row, language));
        // The box at the top, before anything is opened or scrolled to.
        const box = page.getByRole("main").getByTestId("allergens").first();
        await expectCeleryFacts(box, row, language);
      }
    });
  }
});

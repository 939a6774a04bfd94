/**
 * Finding what you can eat: the header's search with its suggestions, the product list's
 * search and free-from filters, with and without JavaScript, by keyboard alone.
 *
 * The filters are checked against the products table itself, so these run on a shop of the
 * test's own on PostgreSQL (support/postgres-shop.ts; skipped without a PostgreSQL server); the
 * search and the suggestions run on the main end-to-end shop.
 */
import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { E2E_PORT } from "./support/environment";
import { expect, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";
import { startPostgresShop, unavailable, type PostgresShop } from "./support/postgres-shop";

const cardTitles = (page: Page) => page.getByTestId("product-card").getByRole("heading", { level: 2 });
const headerSearch = (page: Page) => page.getByRole("combobox", { name: "Søg efter produkter" });

test.describe("the header's search", () => {
  test("a guest searches 'tomatsupe' and sees Tomatsuppe first, the word marked", async ({ page }) => {
    await page.goto("/opskrifter");
    await headerSearch(page).fill("tomatsupe");
    await headerSearch(page).press("Enter");
    await expect(page).toHaveURL(/\/produkter\?q=tomatsupe$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vores produkter");
    await expect(page.getByRole("heading", { name: 'Resultater for "tomatsupe"' })).toBeVisible();
    await expect(cardTitles(page).first()).toHaveText("Tomatsuppe med basilikum");
    await expect(cardTitles(page).first().locator("mark")).toHaveText("Tomatsuppe");
    await expectAccessible(page, "search results");
  });

  test("the suggestions work by keyboard alone: arrows choose, Enter opens, Escape closes", async ({
    page,
  }) => {
    await page.goto("/");
    const field = headerSearch(page);
    await tabTo(page, field);
    await page.keyboard.type("supp");
    const list = page.getByRole("listbox", { name: "Forslag" });
    await expect(list).toBeVisible();
    await expect(field).toHaveAttribute("aria-expanded", "true");
    const options = list.getByRole("option");
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(6);
    await expect(page.getByRole("status").filter({ hasText: "forslag" })).toHaveText(/\d+ forslag/);
    await expectAccessible(page, "the open suggestions");

    await page.keyboard.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", (await options.nth(0).getAttribute("id"))!);
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "false");
    await page.keyboard.press("ArrowUp");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await expect(field).toBeFocused();

    // Escape closes the list and leaves the text; Escape again clears it.
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(field).toHaveAttribute("aria-expanded", "false");
    await expect(field).toHaveValue("supp");
    await page.keyboard.press("Escape");
    await expect(field).toHaveValue("");

    // Enter on a chosen suggestion opens its product.
    await page.keyboard.type("linse");
    await expect(options.first()).toContainText("Rød linsesuppe med spidskommen");
    await expect(options.first()).toContainText("kr");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/produkter\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rød linsesuppe med spidskommen");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("it is a plain search form", async ({ page }) => {
      await page.goto("/kontakt");
      await headerSearch(page).fill("linser");
      await page
        .getByRole("search", { name: "Søg efter produkter" })
        .getByRole("button", { name: "Søg" })
        .click();
      await expect(page).toHaveURL(/\/produkter\?q=linser$/);
      await expect(cardTitles(page).first()).toHaveText("Rød linsesuppe med spidskommen");
    });
  });

  test("a search that finds nothing says so, offers the closest titles, and is accessible", async ({
    page,
  }) => {
    await page.goto("/produkter?q=boller%20i%20karri%20med%20ris");
    await expect(page.locator("#katalog-antal")).toHaveText(
      'Ingen produkter matcher "boller i karri med ris"',
    );
    await expect(page.getByTestId("product-card")).toHaveCount(0);
    await expect(page.getByText("Mente du:")).toBeVisible();
    await expect(page.getByRole("link", { name: "Boller i karry" })).toBeVisible();
    await expectAccessible(page, "empty search results");
  });

  test("a hostile search gets a page, not an error", async ({ request }) => {
    for (const q of ["\u0000", `"'\\&|!:*`, "a".repeat(10_000), "'; drop table products; --"]) {
      const response = await request.get(`/produkter?${new URLSearchParams({ q })}`);
      expect(response.status(), q.slice(0, 20)).toBe(200);
    }
  });
});

test.describe("free-from filters, checked against the database", () => {
  test.describe.configure({ mode: "serial" });
  test.skip(Boolean(unavailable), unavailable ?? "");

  let own: PostgresShop;
  test.beforeAll(async () => {
    test.setTimeout(180_000); // a PostgreSQL cluster and a shop of its own
    own = await startPostgresShop(E2E_PORT + 47, "search");
  });
  test.afterAll(async () => {
    await own?.stop();
  });

  /** The titles a list should show, newest first, straight from the products table. */
  async function expected(where: string): Promise<string[]> {
    const rows = await own.query<{ title: string }>(
      `select title from products where archived_at is null and not season_only and ${where} order by created_at desc, id desc`,
    );
    return rows.map((row) => row.title);
  }
  const CELERY_FREE = `allergens is not null and not 'celery' = any(allergens) and not 'celery' = any(may_contain)`;

  async function checkTheList(page: Page) {
    const celeryFreeSoups = await expected(`type = 'soup' and ${CELERY_FREE}`);
    const celeryFree = await expected(CELERY_FREE);
    const everything = await expected("true");
    expect(celeryFreeSoups.length).toBeGreaterThan(0);
    expect(celeryFreeSoups.length).toBeLessThan(celeryFree.length);

    await expect(page).toHaveURL(/[?&]uden=selleri/);
    await expect(page).toHaveURL(/[?&]type=supper/);
    await expect(cardTitles(page)).toHaveText(celeryFreeSoups);
    await expect(page.locator("#katalog-antal")).toHaveText(`${celeryFreeSoups.length} produkter`);

    // Back: the list before 'Supper', then the whole list.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]uden=selleri/);
    await expect(page).not.toHaveURL(/type=supper/);
    await expect(cardTitles(page)).toHaveText(celeryFree);
    await page.goBack();
    await expect(cardTitles(page)).toHaveText(everything);
  }

  test("'Uden selleri' and 'Supper' leave only soups without celery; back steps through", async ({
    page,
  }) => {
    await page.goto(`${own.shop.url}/produkter`);
    await page.getByLabel("Uden selleri").check();
    await expect(page).toHaveURL(/\?uden=selleri$/);
    await expect(page.getByLabel("Uden selleri")).toBeChecked();
    await page.getByRole("radio", { name: /^Supper/ }).check();
    // Applied at once, without a submit button.
    await expect(page.getByRole("button", { name: "Vis produkter" })).toHaveCount(0);
    await checkTheList(page);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the same: the filters are a form with a button", async ({ page }) => {
      await page.goto(`${own.shop.url}/produkter`);
      await page.getByLabel("Uden selleri").check();
      await page.getByRole("button", { name: "Vis produkter" }).click();
      await page.getByRole("radio", { name: /^Supper/ }).check();
      await page.getByRole("button", { name: "Vis produkter" }).click();
      await checkTheList(page);
    });
  });
});

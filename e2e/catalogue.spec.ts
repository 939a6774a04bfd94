import { ruleValues } from "../app/lib/rules-in-texts";
import { productMatchesFilter, PRODUCT_FILTERS } from "../app/lib/catalogue";
import { nutritionValues } from "../app/lib/food";
import { demoProducts } from "../app/server/db/demo-data.server";
import { pageWithJsonLd, richResultErrors } from "../tests/support/rich-results";
import { expect, test } from "./support/fixtures";

const FILTER_LABELS = {
  alle: "Alle produkter",
  okologisk: "Økologisk",
  supper: "Supper",
  retter: "Retter",
} as const;
const titles = (filter: (typeof PRODUCT_FILTERS)[number]) =>
  demoProducts.filter((product) => productMatchesFilter(product, filter)).map((product) => product.title);

test.describe("the product list", () => {
  test("shows the delivery banner and the four filter badges", async ({ page }) => {
    await page.goto("/produkter");
    await expect(
      page.getByText(
        `Levering onsdag og fredag via Økoskabet - Fragtfri for ordrer over ${ruleValues("da").freeFreightKroner},- kr`,
      ),
    ).toBeVisible();
    const filters = page.getByRole("navigation", { name: "Vis produkter" }).getByRole("link");
    await expect(filters).toHaveText(Object.values(FILTER_LABELS));
    await expect(filters.first()).toHaveAttribute("aria-current", "page");
  });

  for (const filter of PRODUCT_FILTERS) {
    test(`"${FILTER_LABELS[filter]}" shows exactly its products, newest first, and survives a reload`, async ({
      page,
    }) => {
      await page.goto("/produkter");
      await page
        .getByRole("navigation", { name: "Vis produkter" })
        .getByRole("link", { name: FILTER_LABELS[filter] })
        .click();
      const cards = page.getByTestId("product-card").getByRole("heading", { level: 2 });
      await expect(cards).toHaveText(titles(filter));
      if (filter !== "alle") await expect(page).toHaveURL(new RegExp(`\\?filter=${filter}$`));
      await page.reload();
      await expect(cards).toHaveText(titles(filter));
      await expect(page.getByRole("link", { name: FILTER_LABELS[filter] })).toHaveAttribute(
        "aria-current",
        "page",
      );
    });
  }

  test("a sold-out product shows the overlay and cannot be added to the cart", async ({ page }) => {
    await page.goto("/produkter");
    const soldOut = demoProducts.find((product) => !product.available)!;
    const card = page.getByTestId("product-card").filter({ hasText: soldOut.title });
    await expect(card.getByTestId("sold-out")).toHaveText("Udsolgt");
    await expect(card.getByRole("button", { name: `Udsolgt: ${soldOut.title}` })).toBeDisabled();
    const available = page.getByTestId("product-card").filter({ hasText: "Boller i karry" });
    await expect(available.getByTestId("sold-out")).toHaveCount(0);
    await expect(available.getByRole("button", { name: "Læg i kurv: Boller i karry" })).toBeEnabled();
  });

  test("cards show the organic and new badges and the rounded price", async ({ page }) => {
    await page.goto("/produkter");
    const pumpkin = page.getByTestId("product-card").filter({ hasText: "Græskarsuppe med ingefær" });
    await expect(pumpkin.getByTestId("price")).toHaveText("65 kr"); // 64.95 kr rounded
    await expect(pumpkin.getByText("Økologisk")).toBeVisible();
    await expect(pumpkin.getByText("Nyhed")).toHaveCount(0);
    const stew = page.getByTestId("product-card").filter({ hasText: "Oksegryde med rodfrugter" });
    await expect(stew.getByText("Nyhed")).toBeVisible();
  });

  test("the more-info dialog shows every fact and its stepper stops at 1", async ({ page }) => {
    const boller = demoProducts.find((product) => product.key === "boller-i-karry")!;
    await page.goto("/produkter");
    await page.getByRole("button", { name: "Mere info: Boller i karry" }).click();
    const dialog = page.getByRole("dialog", { name: "Boller i karry" });
    await expect(dialog).toBeVisible();
    for (const label of ["Nettoindhold", "Mærke", "Type", "Pris"])
      await expect(dialog.getByText(label, { exact: true })).toBeVisible();
    await expect(dialog.getByTestId("net-quantity")).toHaveText("650 g");
    await expect(dialog.getByText("Ret", { exact: true })).toBeVisible();
    await expect(dialog.getByText(/håndrullede kødboller af økologisk dansk svinekød/)).toBeVisible();
    // The allergens before anything else is read, then the particulars under their headings.
    await expect(dialog.getByRole("heading", { name: "Allergener" })).toBeVisible();
    for (const heading of ["Ingredienser", "Næringsdeklaration", "Økologi", "Producent"])
      await expect(dialog.getByRole("heading", { name: heading })).toBeVisible();
    // The declaration as stored, in Annex XV's order (the header row, then one row per value).
    const declared = nutritionValues(boller.nutritional_info, "da");
    const nutrition = dialog.getByRole("table", { name: "Næringsindhold pr. 100 g" });
    await expect(nutrition.getByRole("row")).toHaveCount(1 + declared.length);
    await expect(nutrition.getByRole("row", { name: /Energi/ })).toContainText(declared[0]!.value);
    await expect(nutrition.getByRole("row", { name: /Protein/ })).toContainText("8,7 g");

    const quantity = dialog.getByRole("spinbutton", { name: "Antal" });
    const fewer = dialog.getByRole("button", { name: "Én færre" });
    await expect(quantity).toHaveValue("1");
    await expect(fewer).toBeDisabled();
    await dialog.getByRole("button", { name: "Én mere" }).click();
    await expect(quantity).toHaveValue("2");
    await fewer.click();
    await expect(quantity).toHaveValue("1");
    await expect(fewer).toBeDisabled();
    await quantity.fill("0");
    await expect(quantity).toHaveValue("1");
    await expect(dialog.getByRole("button", { name: "Læg i kurv: Boller i karry" })).toBeEnabled();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Mere info: Boller i karry" })).toBeFocused();
  });

  test("when the more-info dialog cannot fetch the product's details, its button opens the product page", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/net::ERR_FAILED/);
    await page.route("**/resources/product/**", (route) => route.abort());
    await page.goto("/produkter");
    await page.getByRole("button", { name: "Mere info: Boller i karry" }).click();
    await expect(page).toHaveURL(/\/produkter\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boller i karry");
  });

  test("clicking a card opens its product page", async ({ page }) => {
    await page.goto("/produkter");
    // Anywhere on the card: here its middle, over the description.
    await page.getByTestId("product-card").filter({ hasText: "Chili sin carne" }).click();
    await expect(page).toHaveURL(/\/produkter\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Chili sin carne");
  });

  test("in English the English titles show, and switching needs no reload", async ({ page }) => {
    await page.goto("/produkter");
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: "Danish meatballs in curry sauce" })).toBeVisible();
    await expect(
      page.getByText(
        "Delivery on Wednesdays and Fridays via Økoskabet - Free delivery on orders over 400 kr",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Soups" })).toBeVisible();
  });
});

test.describe("the product list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is complete from the server: every card with its price, and filters work", async ({ page }) => {
    await page.goto("/produkter");
    const cards = page.getByTestId("product-card");
    await expect(cards).toHaveCount(demoProducts.length);
    for (const product of demoProducts) {
      const card = cards.filter({ hasText: product.title });
      // In place and shown, not held back for a script to reveal.
      await expect(card).toBeVisible();
      const kroner = Math.round(Number(product.base_price));
      await expect(card.getByTestId("price")).toHaveText(`${kroner} kr`);
    }
    await page.getByRole("link", { name: "Supper" }).click();
    await expect(page.getByTestId("product-card")).toHaveCount(titles("supper").length);
  });
});

test.describe("the product page", () => {
  test("shows every fact, a stepper that stops at 1, and Product structured data", async ({ page }) => {
    await page.goto("/produkter");
    await page.getByRole("link", { name: "Oksegryde med rodfrugter" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oksegryde med rodfrugter");
    await expect(page).toHaveTitle("Oksegryde med rodfrugter | Krukke");
    await expect(page.getByTestId("price").first()).toHaveText("109 kr");
    await expect(page.getByRole("table", { name: "Næringsindhold pr. 100 g" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Én færre" })).toBeDisabled();

    const json = await page.locator('script[type="application/ld+json"]').allTextContents();
    // A Product (and a MenuItem too once it carries nutrition or a diet), valid for Google.
    const product = json
      .map((text) => JSON.parse(text))
      .find((data) => [data["@type"]].flat().includes("Product"));
    expect(await richResultErrors(pageWithJsonLd(product))).toEqual([]);
    expect(product).toMatchObject({
      name: "Oksegryde med rodfrugter",
      brand: { name: "Krukke" },
      offers: { price: "109.00", priceCurrency: "DKK", availability: "https://schema.org/InStock" },
    });
    expect(product.image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/images\/products\/oksegryde-640\.webp$/);
  });

  test("an unknown or malformed id shows the not-found view with status 404", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    for (const id of ["00000000-0000-4000-8000-000000000000", "ikke-et-id"]) {
      const response = await page.goto(`/produkter/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Produktet findes ikke");
    }
    await page.getByRole("link", { name: "Tilbage til produkter" }).click();
    await expect(page).toHaveURL(/\/produkter$/);
  });
});

test.describe("images", () => {
  test("offer several widths, keep their size and fall back to the placeholder when they fail", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    await page.route("**/images/products/tomatsuppe-*.webp", (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/produkter");
    const failing = page
      .getByTestId("product-card")
      .filter({ hasText: "Tomatsuppe med basilikum" })
      .locator("img");
    await expect(failing).toHaveAttribute("src", "/images/placeholder.svg");
    const working = page.getByTestId("product-card").filter({ hasText: "Boller i karry" }).locator("img");
    await expect(working).toHaveAttribute(
      "srcset",
      /boller-i-karry-320\.webp 320w, .*-640\.webp 640w, .*-960\.webp 960w/,
    );
    await expect(working).toHaveAttribute("width", "600");
    await expect(working).toHaveAttribute("height", "600");
    await expect(working).toHaveAttribute("loading", "lazy");
  });

  test("fall back to a generic placeholder when the placeholder fails too", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    await page.route("**/images/products/tomatsuppe-*.webp", (route) =>
      route.fulfill({ status: 404, body: "" }),
    );
    await page.route("**/images/placeholder.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/produkter");
    const image = page
      .getByTestId("product-card")
      .filter({ hasText: "Tomatsuppe med basilikum" })
      .locator("img");
    await expect(image).toHaveAttribute("src", /^data:image\/svg\+xml/);
  });
});

import { demoRecipes } from "../app/server/db/demo-data.server";
import { demoId } from "../app/server/db/seed.server";
import { textLines } from "../app/lib/text";
import { confirmEmail, logIn, newCustomer, signUp } from "./support/accounts";
import { expect, test } from "./support/fixtures";

const salad = demoRecipes.find((recipe) => recipe.key === "kartoffelsalat")!;
const saladId = demoId("recipe", salad.key);
const desserts = demoRecipes.filter((recipe) => recipe.category === "desserts").map((recipe) => recipe.title);

test.describe("recipes for a guest", () => {
  test("the list shows the login prompt and dimmed cards, and a card leads to the login page", async ({
    page,
  }) => {
    await page.goto("/opskrifter");
    await expect(page.getByRole("heading", { name: "Log ind for at se opskrifterne" })).toBeVisible();
    await expect(page.getByTestId("weekly-recipe")).toContainText("Shakshuka på tomatsuppe");
    const cards = page.getByTestId("recipe-card");
    await expect(cards).toHaveCount(demoRecipes.length);
    for (const card of await cards.all()) {
      await expect(card).toHaveAttribute("data-locked", "true");
      await expect(card.locator("img")).toHaveCSS("opacity", "0.5");
    }
    await cards.filter({ hasText: salad.title }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fopskrifter%2F${saladId}$`));
  });

  test("a recipe page asks to log in, and its HTML holds none of the ingredients or steps", async ({
    page,
  }) => {
    await page.goto(`/opskrifter/${saladId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(salad.title);
    await expect(page.getByRole("heading", { name: "Log ind for at se opskriften" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Log ind" })).toHaveAttribute(
      "href",
      `/login?redirectTo=%2Fopskrifter%2F${saladId}`,
    );
    const html = await (await page.request.get(`/opskrifter/${saladId}`)).text();
    expect(html).toContain(salad.title);
    for (const line of [
      salad.ingredients,
      salad.instructions,
      salad.ingredients_en,
      salad.instructions_en,
    ].flatMap(textLines)) {
      expect(html).not.toContain(line);
    }
  });

  test("the category chips filter the list in the address", async ({ page }) => {
    await page.goto("/opskrifter");
    const chips = page.getByRole("navigation", { name: "Vis opskrifter" });
    await expect(chips.getByRole("link", { name: "Alle" })).toHaveAttribute("aria-current", "page");
    await chips.getByRole("link", { name: "Desserter" }).click();
    await expect(page).toHaveURL(/\/opskrifter\?kategori=desserts$/);
    await expect(page.getByTestId("recipe-card").getByRole("heading")).toHaveText(desserts);
    await page.reload();
    await expect(page.getByTestId("recipe-card").getByRole("heading")).toHaveText(desserts);
    await expect(chips.getByRole("link", { name: "Desserter" })).toHaveAttribute("aria-current", "page");
  });

  test("an unknown or malformed id shows the not-found view with status 404", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 404/);
    for (const id of ["00000000-0000-4000-8000-000000000000", "ikke-et-id"]) {
      const response = await page.goto(`/opskrifter/${id}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Opskriften blev ikke fundet");
    }
    await page.getByRole("main").getByRole("link", { name: "Tilbage til opskrifter" }).click();
    await expect(page).toHaveURL(/\/opskrifter$/);
  });

  test("in English the English titles and texts show", async ({ page }) => {
    await page.goto("/opskrifter?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Recipes");
    await expect(page.getByRole("heading", { name: "Recipe of the week" })).toBeVisible();
    await expect(page.getByTestId("weekly-recipe")).toContainText("Shakshuka with tomato soup");
    await expect(page.getByTestId("recipe-card").filter({ hasText: salad.title_en })).toContainText(
      textLines(salad.ingredients_en)[0]!,
    );
  });
});

test.describe("recipes for a customer", () => {
  test("logging in from a card opens the recipe with its ingredients and numbered steps", async ({
    page,
  }) => {
    const customer = newCustomer();
    await signUp(page, customer);
    await confirmEmail(page, customer.email);

    await page.goto("/opskrifter");
    await page.getByTestId("recipe-card").filter({ hasText: salad.title }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    // The form must be there first: logIn() would otherwise open /login afresh, without the way back.
    await expect(page.getByRole("main").getByRole("button", { name: "Log ind", exact: true })).toBeVisible();
    await logIn(page, customer.email, customer.password);
    // Signing in checks the password hash: slow on a busy machine.
    await expect(page).toHaveURL(new RegExp(`/opskrifter/${saladId}$`), { timeout: 15_000 });

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(salad.title);
    await expect(page.getByText("Salater", { exact: true })).toBeVisible();
    await expect(page.getByTestId("recipe-time").locator("dd")).toHaveText(`${salad.cook_time} min`);
    await expect(page.getByTestId("recipe-serves").locator("dd")).toHaveText(`${salad.serves} personer`);
    await expect(page.getByTestId("recipe-difficulty").locator("dd")).toHaveText("Let");
    await expect(page.getByTestId("ingredients").getByRole("listitem")).toHaveText(
      textLines(salad.ingredients),
    );
    const steps = page.getByTestId("instructions");
    await expect(steps).toHaveJSProperty("tagName", "OL");
    await expect(steps.getByRole("listitem")).toHaveText(textLines(salad.instructions));

    const recipe = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((data) => data["@type"] === "Recipe");
    expect(recipe).toMatchObject({ name: salad.title, cookTime: `PT${salad.cook_time}M`, recipeYield: "4" });
    expect(recipe.recipeInstructions).toHaveLength(textLines(salad.instructions).length);

    // Cards are no longer locked.
    await page.goto("/opskrifter");
    await expect(page.getByRole("heading", { name: "Log ind for at se opskrifterne" })).toHaveCount(0);
    await expect(page.getByTestId("recipe-card").first()).not.toHaveAttribute("data-locked", "true");
  });
});

test.describe("recipes without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the list is complete from the server, with no skeleton left behind", async ({ page }) => {
    await page.goto("/opskrifter");
    await expect(page.getByTestId("recipe-card")).toHaveCount(demoRecipes.length);
    await expect(page.getByTestId("card-skeleton")).toHaveCount(0);
  });
});

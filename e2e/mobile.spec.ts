import { expect, test } from "./support/fixtures";

test.use({ viewport: { width: 375, height: 740 } });

test.describe("on a phone (375 px)", () => {
  test("the page fits the screen and the menu opens, navigates and closes", async ({ page }) => {
    await page.goto("/");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Filosofi" })).toBeHidden();

    await page.getByRole("button", { name: "Åbn menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Filosofi" }).click();
    await expect(page).toHaveURL(/\/filosofi$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vores filosofi");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Åbn menu" }).click();
    // Home, the five fixed links, and last the season menu on sale (e2e/pages.spec.ts checks
    // it is the one the shop names).
    const links = menu.getByRole("navigation").getByRole("link");
    await expect(links).toHaveCount(7);
    await expect(links.last()).toHaveAttribute("href", /^\/[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test("the menu closes with Escape and returns focus to its button", async ({ page }) => {
    await page.goto("/filosofi");
    const trigger = page.getByRole("button", { name: "Åbn menu" });
    await trigger.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("the menu carries the language toggle", async ({ page }) => {
    await page.goto("/filosofi");
    await page.getByRole("button", { name: "Åbn menu" }).click();
    const menu = page.getByRole("dialog");
    await menu.getByRole("button", { name: "English" }).click();
    await expect(menu.getByRole("link", { name: "Products" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our philosophy");
  });
});

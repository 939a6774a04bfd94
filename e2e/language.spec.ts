import { expect, test } from "./support/fixtures";

test.describe("language", () => {
  test("the toggle switches the text at once and the choice survives a reload", async ({ page }) => {
    await page.goto("/filosofi");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vores filosofi");
    await expect(page.locator("html")).toHaveAttribute("lang", "da");

    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our philosophy");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("banner").getByRole("link", { name: "Products" })).toBeVisible();
    await expect(page).toHaveTitle("Our philosophy | Krukke");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("en");
    // The page switches at once; the cookie comes with the server's answer to the toggle.
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value)
      .toBe("en");

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our philosophy");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.getByRole("banner").getByRole("button", { name: "Dansk" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vores filosofi");
    await expect
      .poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value)
      .toBe("da");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vores filosofi");
  });

  test("the server renders the chosen language before any script runs", async ({ page, context }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // The page switches at once; the cookie comes with the server's answer to the toggle.
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "lang")?.value)
      .toBe("en");
    const cookies = await context.cookies();
    const cookieHeader = cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
    const html = await (await page.request.get("/nytar-2025", { headers: { Cookie: cookieHeader } })).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("New Year menu 2025");
  });

  test("a choice kept in local storage is applied when the cookie is gone", async ({ page, context }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("language", "en"));
    await context.clearCookies();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home-cooked food, ready when you are");
  });

  test("the English address (?lang=en) serves English and keeps the choice", async ({ page }) => {
    await page.goto("/handelsbetingelser?lang=en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and conditions");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/handelsbetingelser\?lang=en$/,
    );
    await expect(page.locator('link[hreflang="da"]')).toHaveAttribute("href", /\/handelsbetingelser$/);
    await page.getByRole("banner").getByRole("link", { name: "Philosophy" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our philosophy");
  });
});

test.describe("language without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the toggle is a form that sets the cookie and returns to the page", async ({ page }) => {
    await page.goto("/nytar-2025");
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/nytar-2025$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New Year menu 2025");
  });
});

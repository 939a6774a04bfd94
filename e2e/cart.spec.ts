import type { Page } from "@playwright/test";
import { demoProducts } from "../app/server/db/demo-data.server";
import { logIn, newCustomer, PASSWORD, signedInCustomer } from "./support/accounts";
import { Cart } from "./support/cart";
import { expect, test } from "./support/fixtures";

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test.describe("a guest's cart", () => {
  test("adds, changes, removes, survives a reload, and moves into the account at login", async ({ page }) => {
    // An account whose cart already holds one of the products.
    const customer = await signedInCustomer(page);
    const cart = new Cart(page);
    await page.goto("/produkter");
    await cart.addFromList("Boller i karry");
    await expect(cart.badge).toHaveText("1");
    await page.getByRole("banner").getByRole("button", { name: "Anna Hansen" }).click();
    await page.getByRole("menuitem", { name: "Log ud" }).click();
    await expect(cart.badge).toHaveText("0");

    // As a guest.
    await page.goto("/produkter");
    await cart.addFromList("Tomatsuppe med basilikum");
    await expect(toasts(page).getByText("Produkt tilføjet")).toBeVisible();
    await cart.addFromList("Boller i karry");
    await cart.addFromList("Chili sin carne");
    await expect(cart.badge).toHaveText("3");
    await cart.open();
    await expect(cart.drawer.getByRole("heading", { name: "Indkøbskurv (3)" })).toBeVisible();
    await cart.expectLines({ "Chili sin carne": 1, "Boller i karry": 1, "Tomatsuppe med basilikum": 1 });
    await cart.increase("Tomatsuppe med basilikum");
    await cart.increase("Tomatsuppe med basilikum");
    await cart.remove("Chili sin carne");
    await expect(toasts(page).getByText("Produkt fjernet")).toBeVisible();
    await cart.expectLines({ "Boller i karry": 1, "Tomatsuppe med basilikum": 3 });
    await expect(cart.line("Tomatsuppe med basilikum").getByTestId("line-total")).toHaveText("177 kr");
    await cart.expectTotal("316 kr"); // 89 + 3 × 59 + 50 freight
    await expect(cart.badge).toHaveText("4");

    await page.reload();
    await expect(cart.badge).toHaveText("4");
    await cart.open();
    await cart.expectLines({ "Boller i karry": 1, "Tomatsuppe med basilikum": 3 });
    await cart.close();

    await page.goto("/login");
    await logIn(page, customer.email, PASSWORD);
    await expect(toasts(page).getByText("Kurv overført")).toBeVisible();
    await expect(cart.badge).toHaveText("5");
    await cart.open();
    await cart.expectLines({ "Boller i karry": 2, "Tomatsuppe med basilikum": 3 });
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBeNull();

    // The account's cart is on the server now: a fresh browser sees it after logging in.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto("/login");
    await logIn(page, customer.email, PASSWORD);
    await expect(cart.badge).toHaveText("5");
  });

  test("the drawer is a dialog: focus stays inside, Escape closes it and focus returns to the cart button", async ({
    page,
  }) => {
    const cart = new Cart(page);
    await page.goto("/produkter");
    await cart.addFromList("Gule ærter");
    await cart.open();
    await expect(cart.drawer.getByRole("button", { name: "Luk kurven" })).toBeFocused();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await cart.drawer.evaluate((drawer) => drawer.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(cart.drawer).toBeHidden();
    await expect(cart.button).toBeFocused();
  });

  test("an empty cart says so, and 'Gå til betaling' leads to the checkout", async ({ page }) => {
    const cart = new Cart(page);
    await page.goto("/produkter");
    await cart.open();
    await expect(cart.drawer.getByText("Din kurv er tom")).toBeVisible();
    await cart.close();
    await cart.addFromList("Gule ærter");
    await cart.open();
    await expect(cart.drawer.getByRole("link", { name: "Gå til betaling" })).toHaveAttribute(
      "href",
      "/checkout",
    );
    await cart.drawer.getByRole("button", { name: "Tøm kurv" }).click();
    await expect(toasts(page).getByText("Kurv tømt")).toBeVisible();
    await expect(cart.drawer.getByText("Din kurv er tom")).toBeVisible();
  });

  test("a sold-out product cannot be added", async ({ page }) => {
    const cart = new Cart(page);
    const soldOut = demoProducts.find((product) => !product.available)!;
    await page.goto("/produkter");
    await expect(page.getByRole("button", { name: `Udsolgt: ${soldOut.title}` })).toBeDisabled();
    await page.getByRole("button", { name: `Udsolgt: ${soldOut.title}` }).click({ force: true });
    await expect(cart.badge).toHaveText("0");
  });
});

test.describe("discount codes", () => {
  const CODES: [code: string, jars: number, expected: RegExp | string, amount?: string][] = [
    ["VELKOMMEN10", 2, "Du sparer 12 kr", "-12 kr"],
    ["SPAR50", 6, "Du sparer 50 kr", "-50 kr"],
    ["SPAR50", 2, "Du skal købe for mindst 300 kr for at bruge denne rabatkode"],
    ["GRATISFRAGT", 1, "Du sparer 50 kr", "-50 kr"],
    ["UDLOEBET", 1, "Rabatkoden er ikke gyldig længere"],
    ["OPBRUGT", 1, "Rabatkode opbrugt"],
    ["INAKTIV", 1, "Rabatkoden blev ikke fundet eller er udløbet"],
    ["  findes ikke ", 1, "Rabatkoden blev ikke fundet eller er udløbet"],
  ];

  for (const [code, jars, expected, amount] of CODES) {
    test(`"${code}" on ${jars} × 59 kr says "${expected}"`, async ({ page, consoleGuard }) => {
      consoleGuard.allow(/status of 400/);
      const cart = new Cart(page);
      await page.goto("/produkter");
      for (let i = 0; i < jars; i++) await cart.addFromList("Tomatsuppe med basilikum");
      await expect(cart.badge).toHaveText(String(jars));
      await cart.open();
      await cart.applyCode(code);
      await expect(toasts(page).getByText(expected)).toBeVisible();
      if (amount) {
        await expect(toasts(page).getByText("Rabatkode anvendt!")).toBeVisible();
        await expect(cart.drawer.getByTestId("discount-chip")).toContainText(code.trim().toUpperCase());
        await expect(cart.drawer.getByTestId("discount")).toHaveText(amount);
      } else {
        await expect(cart.drawer.getByTestId("discount-chip")).toHaveCount(0);
      }
    });
  }

  test("an applied code shows as a chip that can be removed, and is checked again when the cart changes", async ({
    page,
  }) => {
    const cart = new Cart(page);
    await page.goto("/produkter");
    for (let i = 0; i < 6; i++) await cart.addFromList("Tomatsuppe med basilikum");
    await cart.open();
    await cart.applyCode("spar50");
    await expect(cart.drawer.getByTestId("discount")).toHaveText("-50 kr");
    await cart.expectTotal("354 kr"); // 6 × 59 − 50 + 50 freight
    await cart.decrease("Tomatsuppe med basilikum"); // 295 kr: below the 300 kr minimum
    await expect(cart.drawer.getByText("Rabatkoden SPAR50 gælder ikke længere for din kurv")).toBeVisible();
    await expect(cart.drawer.getByTestId("discount")).toHaveCount(0);
    await cart.increase("Tomatsuppe med basilikum");
    await expect(cart.drawer.getByTestId("discount")).toHaveText("-50 kr");
    await cart.drawer.getByRole("button", { name: "Fjern rabatkoden SPAR50" }).click();
    await expect(toasts(page).getByText("Rabatkode fjernet")).toBeVisible();
    await expect(cart.drawer.getByTestId("discount-chip")).toHaveCount(0);
    await cart.expectTotal("404 kr");
  });
});

test.describe("a signed-in cart", () => {
  test("updates the badge at once and goes back when the server refuses", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 400/);
    await signedInCustomer(page);
    const cart = new Cart(page);
    await page.goto("/produkter");
    await cart.addFromList("Oksegryde med rodfrugter");
    await expect(cart.badge).toHaveText("1");
    await expect(toasts(page).getByText("Produkt tilføjet")).toBeVisible();

    // The server says no (as for a product that sold out meanwhile): the badge goes back.
    const soldOut = demoProducts.find((product) => !product.available)!;
    const soldOutId = await page.evaluate(async (title) => {
      const html = await (await fetch("/produkter")).text();
      const doc = new DOMParser().parseFromString(html, "text/html");
      return [...doc.querySelectorAll("a")]
        .find((a) => a.textContent === title)
        ?.getAttribute("href")
        ?.split("/")
        .pop();
    }, soldOut.title);
    await page.route("**/resources/cart*", async (route) => {
      const body = route.request().postData() ?? "";
      await route.continue({ postData: body.replace(/productId=[^&]+/, `productId=${soldOutId}`) });
    });
    await cart.addFromList("Chili sin carne");
    await expect(toasts(page).getByText("Produktet er udsolgt og kan ikke lægges i kurven.")).toBeVisible();
    await expect(cart.badge).toHaveText("1");
  });
});

test.describe("a signed-in cart without JavaScript", () => {
  test("adds, changes and removes with plain forms", async ({ browser }) => {
    // Sign in with scripts on, then carry the session into a browser without them.
    const setup = await browser.newContext();
    const setupPage = await setup.newPage();
    await signedInCustomer(setupPage, newCustomer());
    const state = await setup.storageState();
    await setup.close();

    const context = await browser.newContext({ javaScriptEnabled: false, storageState: state });
    const page = await context.newPage();
    await page.goto("/produkter");
    await page.getByRole("button", { name: "Læg i kurv: Boller i karry" }).click();
    await expect(page).toHaveURL(/\/produkter$/);
    await expect(page.getByTestId("cart-count")).toHaveText("1");
    await page.getByRole("link", { name: /^Indkøbskurv/ }).click();
    await expect(page).toHaveURL(/\/kurv$/);
    await page.getByRole("button", { name: "Én mere Boller i karry" }).click();
    await expect(page.getByTestId("line-quantity")).toHaveText("Antal af Boller i karry: 2");
    await expect(page.getByTestId("total")).toHaveText("218 kr"); // 2 × 84 (customer price) + 50
    await page.getByRole("button", { name: "Fjern Boller i karry" }).click();
    await expect(page.getByText("Din kurv er tom")).toBeVisible();
    await context.close();
  });
});

/**
 * Every public page, and every state of it that matters, checked with axe-core against
 * WCAG 2.2 AA, in Danish and in English. Each test visits several states and reports all
 * their violations at once.
 */
import type { BrowserContext, Page } from "@playwright/test";
import { demoBlogPosts, demoProducts, demoRecipes } from "../app/server/db/demo-data.server";
import { demoId } from "../app/server/db/seed.server";
import { signedInCustomer } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/fixtures";

const LANGUAGES = ["da", "en"] as const;
type Language = (typeof LANGUAGES)[number];

/** What the tests press and look for, in each language (from app/i18n). */
const TEXT = {
  da: {
    moreInfo: "Mere info",
    addToCart: "Læg i kurv",
    cart: /^Indkøbskurv/,
    signUpLink: "Opret konto",
    submitLogin: "Log ind",
    submitSignUp: "Opret konto",
    forgotSubmit: "Send link",
    contactSend: "Send besked",
    customize: "Tilpas",
    pickup: /Afhentning i Økoskab/,
    standard: /Levering til din adresse/,
    search: "Søg",
    choose: /^Vælg: /,
    dateDialog: "Vælg leveringsdato",
    confirmDate: "Bekræft dato",
    checkoutTitle: "Kasse",
    pay: "Bestil og betal",
    approve: /^Betal med testkort \(godkendes\)/,
    thanks: "Tak for din ordre!",
    notFound: "Siden findes ikke",
    /** The food information's sections (EU 1169/2011), on the product page and in the quick view. */
    foodSections: ["Allergener", "Ingredienser", "Næringsdeklaration", "Økologi", "Producent"],
  },
  en: {
    moreInfo: "More info",
    addToCart: "Add to cart",
    cart: /^Shopping cart/,
    signUpLink: "Create account",
    submitLogin: "Log in",
    submitSignUp: "Create account",
    forgotSubmit: "Send link",
    contactSend: "Send message",
    customize: "Customize",
    pickup: /Pick-up from an Økoskab/,
    standard: /Delivery to your address/,
    search: "Search",
    choose: /^Choose: /,
    dateDialog: "Choose a delivery date",
    confirmDate: "Confirm date",
    checkoutTitle: "Checkout",
    pay: "Order and pay",
    approve: /^Pay with test card \(approved\)/,
    thanks: "Thank you for your order!",
    notFound: "Page not found",
    foodSections: ["Allergens", "Ingredients", "Nutrition declaration", "Organic", "Producer"],
  },
} satisfies Record<Language, Record<string, string | RegExp | string[]>>;

const product = demoProducts.find((candidate) => candidate.available)!;
const productPath = `/produkter/${demoId("product", product.key)}`;
const recipePath = `/opskrifter/${demoId("recipe", demoRecipes[0]!.key)}`;
const blogPost = demoBlogPosts.find((post) => post.publishedInDays <= 0)!;
const blogPath = `/blog/${demoId("blog", blogPost.key)}`;

/** The cookie the language toggle sets (Danish needs none: it is the default). */
async function chooseLanguage(context: BrowserContext, baseURL: string, language: Language) {
  if (language !== "da") await context.addCookies([{ name: "lang", value: language, url: baseURL }]);
}

async function visit(page: Page, path: string, language: Language) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", language);
}

/** Each page in turn, checked as it comes. */
async function checkPages(page: Page, paths: string[], language: Language) {
  for (const path of paths) {
    await visit(page, path, language);
    await expectAccessible(page, path);
  }
}

/** Sends a form empty and waits for its errors. */
async function submitEmpty(page: Page, button: string) {
  const main = page.getByRole("main");
  await main.getByRole("button", { name: button, exact: true }).click();
  await expect(main.locator("[aria-invalid=true]").first()).toBeVisible();
}

/** Adds the product to the cart; a customer's line is stored on the server, a guest's in the browser. */
async function addToCartFromProductPage(page: Page, language: Language, { signedIn = false } = {}) {
  await visit(page, productPath, language);
  // The badge counts the line at once, before the server has it: the checkout must wait for it.
  const stored = signedIn
    ? page.waitForResponse(
        (response) => response.url().includes("/resources/cart") && response.request().method() === "POST",
      )
    : null;
  await page
    .getByRole("main")
    .getByRole("button", { name: new RegExp(`^${TEXT[language].addToCart}`) })
    .first()
    .click();
  await expect(page.getByTestId("cart-count")).toHaveText("1");
  if (stored) expect((await stored).ok()).toBe(true);
}

for (const language of LANGUAGES) {
  const text = TEXT[language];

  test.describe(`accessibility for a guest (${language})`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await chooseLanguage(context, baseURL!, language);
    });

    test("the home page, the philosophy and the New Year menu", async ({ page }) => {
      await checkPages(page, ["/", "/filosofi", "/nytar-2025"], language);
    });

    test("the legal pages and the 404 page", async ({ page, consoleGuard }) => {
      await checkPages(
        page,
        ["/privatlivspolitik", "/handelsbetingelser", "/tilbagekaldelse", "/seo-tools"],
        language,
      );
      consoleGuard.allow(/status of 404/);
      const response = await page.goto("/findes-ikke");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.notFound);
      await expectAccessible(page, "404");
    });

    test("the recipes and the blog", async ({ page }) => {
      await checkPages(page, ["/opskrifter", recipePath, "/blog", blogPath], language);
    });

    test("the product list, a filter and the more-info dialog", async ({ page }) => {
      await checkPages(page, ["/produkter", "/produkter?filter=supper"], language);
      await page
        .getByRole("button", { name: new RegExp(`^${text.moreInfo}: `) })
        .first()
        .click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      // With its food information loaded (the sections come with the dialog's own code).
      for (const section of text.foodSections)
        await expect(dialog.getByRole("heading", { name: section, exact: true })).toBeVisible();
      await expectAccessible(page, "more-info dialog");
    });

    test("the product page and the cart drawer, empty and with a line", async ({ page }) => {
      const cartButton = page.getByRole("banner").getByRole("button", { name: text.cart });
      const drawer = page.getByRole("dialog", { name: text.cart });
      await visit(page, productPath, language);
      for (const section of text.foodSections)
        await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
      await expectAccessible(page, productPath);
      await cartButton.click();
      await expect(drawer).toBeVisible();
      await expectAccessible(page, "cart drawer, empty");
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();

      await addToCartFromProductPage(page, language);
      await cartButton.click();
      await expect(drawer.getByTestId("cart-line")).toHaveCount(1);
      await expectAccessible(page, "cart drawer with a line");
      await checkPages(page, ["/kurv"], language);
    });

    test("logging in and the forgotten password, with the errors shown", async ({ page }) => {
      await checkPages(page, ["/login"], language);
      await submitEmpty(page, text.submitLogin);
      await expectAccessible(page, "login with errors");
      await checkPages(page, ["/forgot-password"], language);
      await submitEmpty(page, text.forgotSubmit);
      await expectAccessible(page, "forgot password with errors");
      await checkPages(page, ["/reset-password?token=not-a-real-one"], language);
    });

    test("signing up, with the errors shown", async ({ page }) => {
      await checkPages(page, ["/login?mode=signup"], language);
      await submitEmpty(page, text.submitSignUp);
      await expectAccessible(page, "sign-up with errors");
    });

    test("the contact page, with the errors shown", async ({ page }) => {
      await checkPages(page, ["/kontakt"], language);
      await submitEmpty(page, text.contactSend);
      await expectAccessible(page, "contact with errors");
    });
  });

  test.describe(`accessibility for a guest meeting the cookie banner (${language})`, () => {
    test.use({ presetCookieConsent: false });

    test("the banner, its settings panel, and the checkout's prompt to log in", async ({
      page,
      context,
      baseURL,
    }) => {
      await chooseLanguage(context, baseURL!, language);
      await visit(page, "/", language);
      const banner = page.locator("#cookie-consent");
      await expect(banner).toBeVisible();
      await expectAccessible(page, "cookie banner");
      await banner.getByRole("button", { name: text.customize }).click();
      await expect(banner.getByRole("checkbox").nth(1)).toBeFocused();
      await expectAccessible(page, "cookie settings");
      await checkPages(page, ["/checkout"], language);
    });
  });

  test.describe(`accessibility for a customer (${language})`, () => {
    // The helpers sign up in Danish; the language is chosen after.
    test.beforeEach(async ({ page, context, baseURL }) => {
      await signedInCustomer(page);
      await chooseLanguage(context, baseURL!, language);
    });

    test("the profile, its orders, the profile form and a recipe", async ({ page }) => {
      await checkPages(page, ["/profile", "/profile?tab=orders", "/profile/edit", recipePath], language);
    });

    test("the checkout: empty, with home delivery, the payment window and the order confirmation", async ({
      page,
    }) => {
      await checkPages(page, ["/checkout"], language);
      await addToCartFromProductPage(page, language, { signedIn: true });
      await visit(page, "/checkout", language);
      const main = page.getByRole("main");
      await main.getByRole("radio", { name: text.standard }).click();
      // Home delivery asks for its date in the calendar (over the page, which is hidden meanwhile).
      const dialog = page.getByRole("dialog", { name: text.dateDialog });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, "checkout, home delivery's date dialog");
      await dialog.getByRole("grid").getByRole("button", { disabled: false }).first().click();
      await dialog.getByRole("button", { name: text.confirmDate }).click();
      await expect(dialog).toBeHidden();
      await expect(main.getByRole("radio", { name: text.standard })).toBeChecked();
      await expectAccessible(page, "checkout, home delivery");

      const opening = page.waitForEvent("popup");
      await main.getByRole("button", { name: text.pay }).click();
      const popup = await opening;
      await popup.waitForURL(/\/sandbox\/quickpay\/vindue\/\d+/);
      await popup.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      await expectAccessible(popup, "payment window");
      await popup.getByRole("button", { name: text.approve }).click();
      await expect(page.getByRole("heading", { name: text.thanks })).toBeVisible();
      await expectAccessible(page, "order confirmation");
    });

    test("the checkout's locker search results and date dialog", async ({ page }) => {
      await addToCartFromProductPage(page, language, { signedIn: true });
      await visit(page, "/checkout", language);
      const main = page.getByRole("main");
      await main.getByRole("radio", { name: text.pickup }).click();
      await main.locator("#locker-zip").fill("2200");
      await main.getByRole("button", { name: text.search, exact: true }).click();
      const choose = main.getByRole("button", { name: text.choose }).first();
      await expect(choose).toBeVisible();
      await expectAccessible(page, "checkout, locker search results");
      await choose.click();
      await expect(page.getByRole("dialog", { name: text.dateDialog })).toBeVisible();
      await expectAccessible(page, "checkout, date dialog");
    });
  });
}

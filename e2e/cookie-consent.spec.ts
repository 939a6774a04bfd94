import type { Page } from "@playwright/test";
import { logIn, signedInCustomer } from "./support/accounts";
import { ANALYTICS_SCRIPT, MARKETING_SCRIPT } from "./support/environment";
import { expect, test } from "./support/fixtures";

// These visitors meet the banner: no choice is made for them in advance.
test.use({ presetCookieConsent: false });

const banner = (page: Page) =>
  page.getByRole("region", { name: /^(Vi bruger cookies|Cookieindstillinger)$/ });

/**
 * The shop's statistics and marketing scripts (configured for the test server) answered by
 * the test, which counts the requests the browser makes for them.
 */
async function answerScripts(page: Page) {
  const requested: string[] = [];
  for (const [url, flag] of [
    [ANALYTICS_SCRIPT, "__krukkeStats"],
    [MARKETING_SCRIPT, "__krukkeAds"],
  ] as const) {
    await page.route(url, async (route) => {
      requested.push(url);
      await route.fulfill({ contentType: "text/javascript", body: `window.${flag} = true;` });
    });
  }
  return {
    requested,
    loaded: () =>
      page.evaluate(() => {
        const flags = window as unknown as { __krukkeStats?: boolean; __krukkeAds?: boolean };
        return { analytics: Boolean(flags.__krukkeStats), marketing: Boolean(flags.__krukkeAds) };
      }),
    tags: async () => ({
      analytics: await page.locator(`script[src="${ANALYTICS_SCRIPT}"]`).count(),
      marketing: await page.locator(`script[src="${MARKETING_SCRIPT}"]`).count(),
    }),
  };
}

/** Waits for the page the browser loads next (the shop reloads after a withdrawal). */
async function nextPageLoad(page: Page, action: () => Promise<void>) {
  const loaded = page.waitForEvent("load");
  await action();
  await loaded;
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

test.describe("the cookie banner", () => {
  test("accept all: recorded, hidden after reload, scripts load only now; withdrawing reloads without them", async ({
    page,
  }) => {
    const scripts = await answerScripts(page);
    await page.goto("/");
    const region = banner(page);
    await expect(region.getByRole("heading", { name: "Vi bruger cookies" })).toBeVisible();
    // Nothing that needs consent before it is given.
    expect(scripts.requested).toEqual([]);
    expect(await scripts.tags()).toEqual({ analytics: 0, marketing: 0 });

    // Rejecting is as easy and as prominent as accepting.
    const reject = region.getByRole("button", { name: "Afvis alle" });
    const accept = region.getByRole("button", { name: "Accepter alle" });
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(rejectBox!.height).toBe(acceptBox!.height);
    expect(Math.abs(rejectBox!.width - acceptBox!.width)).toBeLessThan(2);
    expect(await reject.getAttribute("class")).toBe(await accept.getAttribute("class"));

    await accept.click();
    await expect(region).toBeHidden();
    await expect.poll(scripts.loaded).toEqual({ analytics: true, marketing: true });

    await page.reload();
    await expect(region).toBeHidden();
    expect(await scripts.tags()).toEqual({ analytics: 1, marketing: 1 });

    // The footer's button opens the settings with the choice as it is.
    const footerButton = page.getByRole("contentinfo").getByRole("button", { name: "Cookieindstillinger" });
    await footerButton.click();
    await expect(region.getByRole("heading", { name: "Cookieindstillinger" })).toBeFocused();
    await expect(region.getByRole("checkbox", { name: "Statistik" })).toBeChecked();
    await expect(region.getByRole("checkbox", { name: "Marketing" })).toBeChecked();
    await expect(region.getByRole("checkbox", { name: "Nødvendige" })).toBeDisabled();

    // Withdrawing marketing: the page comes back without the marketing script.
    await region.getByRole("checkbox", { name: "Marketing" }).uncheck();
    await nextPageLoad(page, () => region.getByRole("button", { name: "Gem præferencer" }).click());
    await expect(region).toBeHidden();
    expect(await scripts.tags()).toEqual({ analytics: 1, marketing: 0 });
    expect(await scripts.loaded()).toEqual({ analytics: true, marketing: false });
  });

  test("reject all: hidden after reload, no scripts, and the settings show nothing ticked", async ({
    page,
  }) => {
    const scripts = await answerScripts(page);
    await page.goto("/produkter");
    const region = banner(page);
    const recorded = page.waitForResponse((response) => response.url().includes("/resources/cookie-consent"));
    await region.getByRole("button", { name: "Afvis alle" }).click();
    await expect(region).toBeHidden();
    expect((await recorded).status()).toBe(200);
    await page.reload();
    await expect(region).toBeHidden();
    await page.goto("/filosofi");
    await expect(region).toBeHidden();
    expect(scripts.requested).toEqual([]);

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookieindstillinger" }).click();
    await expect(region.getByRole("checkbox", { name: "Statistik" })).not.toBeChecked();
    await expect(region.getByRole("checkbox", { name: "Marketing" })).not.toBeChecked();
  });

  test("a custom choice: only statistics, kept after reload; Escape closes the settings", async ({
    page,
  }) => {
    const scripts = await answerScripts(page);
    await page.goto("/");
    const region = banner(page);
    await region.getByRole("button", { name: "Tilpas" }).click();
    const statistics = region.getByRole("checkbox", { name: "Statistik" });
    await expect(statistics).toBeFocused();
    await expect(statistics).not.toBeChecked(); // nothing ticked in advance
    await expect(region.getByRole("checkbox", { name: "Nødvendige" })).toBeChecked();
    await statistics.check();
    const recorded = page.waitForResponse((response) => response.url().includes("/resources/cookie-consent"));
    await region.getByRole("button", { name: "Gem præferencer" }).click();
    await expect(region).toBeHidden();
    expect((await recorded).status()).toBe(200);
    await expect.poll(scripts.loaded).toEqual({ analytics: true, marketing: false });

    await page.reload();
    await expect(region).toBeHidden();
    expect(await scripts.tags()).toEqual({ analytics: 1, marketing: 0 });

    const footerButton = page.getByRole("contentinfo").getByRole("button", { name: "Cookieindstillinger" });
    await footerButton.click();
    await expect(region.getByRole("checkbox", { name: "Statistik" })).toBeChecked();
    await expect(region.getByRole("checkbox", { name: "Marketing" })).not.toBeChecked();
    await page.keyboard.press("Escape");
    await expect(region).toBeHidden();
    await expect(footerButton).toBeFocused();
  });

  test("can be reached and answered with the keyboard, and does not trap focus", async ({ page }) => {
    await page.goto("/kontakt");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Gå til indhold" })).toBeFocused();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Gå til cookievalg" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    const region = banner(page);
    await page.keyboard.press("Tab");
    await expect(region.getByRole("link", { name: "Læs mere i vores privatlivspolitik" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name: "Tilpas" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name: "Afvis alle" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name: "Accepter alle" })).toBeFocused();
    // Not a trap: the page goes on after the banner.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Enter");
    await expect(region).toBeHidden();
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("speaks English on the English pages", async ({ page }) => {
    await page.goto("/?lang=en");
    const region = page.getByRole("region", { name: "We use cookies" });
    await expect(region.getByRole("button", { name: "Reject all" })).toBeVisible();
    await region.getByRole("button", { name: "Customize" }).click();
    await expect(region.getByRole("checkbox", { name: "Statistics" })).toBeVisible();
    await expect(region.getByRole("button", { name: "Save preferences" })).toBeVisible();
  });
});

test.describe("a signed-in customer's choice", () => {
  test("follows them to their other browser, and a withdrawal there reaches this one's next page", async ({
    page,
    browser,
    baseURL,
  }) => {
    const scripts = await answerScripts(page);
    const customer = await signedInCustomer(page);
    const region = banner(page);
    await region.getByRole("button", { name: "Accepter alle" }).click();
    await expect(region).toBeHidden();
    // A few pages with the choice (the shop remembers it rather than asking the database).
    await page.goto("/produkter");
    await page.reload();
    expect(await scripts.tags()).toEqual({ analytics: 1, marketing: 1 });

    // The same customer in another browser, without any cookie: no banner, the choice is theirs.
    const elsewhere = await browser.newContext({ baseURL });
    const other = await elsewhere.newPage();
    await other.route(/krukke\.test\//, (route) =>
      route.fulfill({ contentType: "text/javascript", body: "" }),
    );
    await logIn(other, customer.email);
    await expect(
      other.getByRole("banner").getByText(`${customer.firstName} ${customer.lastName}`),
    ).toBeVisible();
    const otherRegion = banner(other);
    await expect(otherRegion).toBeHidden();
    await other.getByRole("contentinfo").getByRole("button", { name: "Cookieindstillinger" }).click();
    await expect(otherRegion.getByRole("checkbox", { name: "Statistik" })).toBeChecked();
    // There, everything is withdrawn: scripts that ran cannot be taken back, so that browser
    // loads its page again without them (closed before that has finished, it can hang).
    const recorded = other.waitForResponse((response) =>
      response.url().includes("/resources/cookie-consent"),
    );
    const reloaded = other.waitForEvent("load");
    await otherRegion.getByRole("button", { name: "Afvis alle" }).click();
    expect((await recorded).status()).toBe(200);
    await reloaded;
    await elsewhere.close();

    // This browser's next page has neither script, and its settings show the withdrawal.
    await page.goto("/");
    await expect(region).toBeHidden();
    expect(await scripts.tags()).toEqual({ analytics: 0, marketing: 0 });
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookieindstillinger" }).click();
    await expect(region.getByRole("checkbox", { name: "Statistik" })).not.toBeChecked();
    await expect(region.getByRole("checkbox", { name: "Marketing" })).not.toBeChecked();
  });
});

test.describe("the cookie banner without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("is answered with plain forms, and the footer link opens the settings", async ({ page }) => {
    await page.goto("/filosofi");
    const region = banner(page);
    await region.getByRole("link", { name: "Tilpas" }).click();
    await region.getByRole("checkbox", { name: "Marketing" }).check();
    await region.getByRole("button", { name: "Gem præferencer" }).click();
    await expect(page).toHaveURL(/\/filosofi$/);
    await expect(region).toBeHidden();

    await page.getByRole("contentinfo").getByRole("link", { name: "Cookieindstillinger" }).click();
    await expect(region.getByRole("checkbox", { name: "Marketing" })).toBeChecked();
    await region.getByRole("button", { name: "Afvis alle" }).click();
    await expect(page).toHaveURL(/\/filosofi$/);
    await expect(region).toBeHidden();
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookieindstillinger" }).click();
    await expect(region.getByRole("checkbox", { name: "Marketing" })).not.toBeChecked();
  });
});

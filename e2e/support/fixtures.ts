/**
 * The test fixture every end-to-end test uses: a page that fails the test when the browser
 * logs an error (a broken script, a failed request), unless the test said it expects it.
 * Visitors have already answered the cookie banner (all rejected), so it does not cover what
 * a test clicks; the cookie tests turn that off with `test.use({ presetCookieConsent: false })`.
 */
import { test as base, expect, type BrowserContext } from "@playwright/test";

type ConsoleGuard = {
  /** Errors matching this are expected in this test (e.g. the 404 page's own status). */
  allow(pattern: RegExp): void;
};

let testNumber = 0;

/** The cookie the shop sets when a visitor rejects all cookies (see app/lib/consent.ts). */
async function rejectCookies(context: BrowserContext, baseURL: string) {
  const value = encodeURIComponent(`a=0&m=0&t=${Math.floor(Date.now() / 1000)}`);
  await context.addCookies([{ name: "krukke_consent", value, url: baseURL }]);
}

export const test = base.extend<{ consoleGuard: ConsoleGuard; presetCookieConsent: boolean }>({
  presetCookieConsent: [true, { option: true }],
  context: async ({ context, presetCookieConsent, baseURL }, use) => {
    if (presetCookieConsent) {
      await rejectCookies(context, baseURL!);
      // Tests clear cookies to sign out, not to meet the banner again.
      const clearCookies = context.clearCookies.bind(context);
      context.clearCookies = async (...args) => {
        await clearCookies(...args);
        await rejectCookies(context, baseURL!);
      };
    }
    await use(context);
  },
  // Navigations wait until the page's scripts run, so a click is never lost before hydration
  // (pages without scripts are used as they come).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const hydrated = () => page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await hydrated();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await hydrated();
        return response;
      };
    }
    await use(page);
  },
  // Every test comes from its own address, as customers do: rate limits count per address.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    testNumber += 1;
    await use({
      "X-Forwarded-For": `10.${testInfo.workerIndex % 250}.${Math.floor(testNumber / 250) % 250}.${(testNumber % 250) + 1}`,
    });
  },
  consoleGuard: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)));
      expect(unexpected, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

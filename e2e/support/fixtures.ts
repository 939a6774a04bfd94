/**
 * The test fixture every end-to-end test uses: a page that fails the test when the browser
 * logs an error (a broken script, a failed request), unless the test said it expects it.
 */
import { test as base, expect } from "@playwright/test";

type ConsoleGuard = {
  /** Errors matching this are expected in this test (e.g. the 404 page's own status). */
  allow(pattern: RegExp): void;
};

let testNumber = 0;

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
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

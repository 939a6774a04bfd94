import { defineConfig, devices } from "@playwright/test";
import {
  ANALYTICS_SCRIPT,
  E2E_BASE_URL,
  E2E_PORT,
  MAIL_API,
  MAIL_HTTP_PORT,
  MAIL_SMTP_PORT,
  MARKETING_SCRIPT,
} from "./e2e/support/environment";

/**
 * End-to-end tests: Debian's Chromium (or CHROME_PATH) against the production build,
 * served on a fresh embedded database with the demo data.
 */
export default defineConfig({
  testDir: "./e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  // Whole journeys (sign up, shop, pay, read the e-mail) on a busy two-core machine: generous
  // limits that only stop a test that is stuck, never a measure of speed. The longest journeys
  // take 30-60 s there with two workers (the guest cart's, the checkout's, the accessibility
  // sweeps), and one went past an earlier 60 s limit in CI without being stuck.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    locale: "da-DK",
    timezoneId: "Europe/Copenhagen",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /(admin|recall)\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
    // The back office changes what every visitor sees (a new product in the list), so it runs
    // once the shop's own tests, which count the demo catalogue, are done. So does the recall,
    // which takes a demo product off sale and puts a notice on the home page.
    {
      name: "back-office",
      testMatch: /(admin|recall)\.spec\.ts/,
      dependencies: ["chromium"],
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: [
    {
      // A real SMTP server that keeps the shop's mail for the tests to read.
      command: "node e2e/support/mail-catcher.mjs",
      url: `${MAIL_API}/healthz`,
      reuseExistingServer: false,
      timeout: 20_000,
      env: { MAIL_CATCHER_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_CATCHER_HTTP_PORT: String(MAIL_HTTP_PORT) },
    },
    {
      command: "node e2e/support/start-server.mjs",
      url: `${E2E_BASE_URL}/healthz`,
      reuseExistingServer: false,
      // Making the admin account, then migrating and loading the demo data, on a busy machine.
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        PORT: String(E2E_PORT),
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        // Loaded only after consent; the cookie tests answer them (the .test domain never resolves).
        ANALYTICS_SCRIPT_URL: ANALYTICS_SCRIPT,
        MARKETING_SCRIPT_URL: MARKETING_SCRIPT,
      },
    },
  ],
});

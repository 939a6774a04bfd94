/**
 * Guests' pages are shared (server/page-cache.ts): the same bytes for every guest, their inline
 * scripts allowed by hash, revalidated with 304; a signed-in customer's pages never are. (An edit
 * in the back office reaching the next guest is in admin.spec.ts.)
 */
import crypto from "node:crypto";
import type { APIResponse, Page } from "@playwright/test";
import { logIn, signedInCustomer } from "./support/accounts";
import { E2E_ADMIN } from "./support/admin-account.mjs";
import { kr } from "./support/checkout";
import { expect, test } from "./support/fixtures";

const TOMATO_PAGE = /\/produkter\/[0-9a-f-]{36}/;

/** The script-src sources of a response's policy. */
const scriptSources = (response: APIResponse) =>
  (response.headers()["content-security-policy"] ?? "")
    .split(";")
    .find((directive) => directive.startsWith("script-src"))!
    .split(" ")
    .slice(1);

/** 'sha256-…' of every inline script a browser would run, worked out here from the HTML. */
function inlineScriptHashes(html: string): string[] {
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\bsrc=/.test(attributes!) && !/application\/ld\+json/.test(attributes!),
  );
  return [
    ...new Set(
      scripts.map(([, , text]) => `'sha256-${crypto.createHash("sha256").update(text!).digest("base64")}'`),
    ),
  ];
}

test("a guest's page is the same bytes for every guest, allows exactly its inline scripts, and answers 304 to its ETag", async ({
  playwright,
  baseURL,
}) => {
  // Two guests who never met: separate request contexts, no cookies, other addresses.
  const guests = await Promise.all(
    ["10.251.0.1", "10.251.0.2"].map((ip) =>
      playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": ip } }),
    ),
  );
  for (const path of ["/", "/produkter", "/blog", "/handelsbetingelser"]) {
    const [first, second] = [await guests[0]!.get(path), await guests[1]!.get(path)];
    const html = await first.text();
    expect(await second.text(), path).toBe(html);
    expect(second.headers()["etag"], path).toBe(first.headers()["etag"]);
    expect(second.headers()["x-krukke-cache"], path).toBe("hit");
    expect(first.headers()["cache-control"], path).toBe("public, no-cache");
    expect(first.headers()["cdn-cache-control"], path).toMatch(/^public, max-age=\d+/);

    const hashes = inlineScriptHashes(html);
    expect(hashes.length, path).toBeGreaterThan(0);
    expect(html).not.toContain("nonce=");
    expect(new Set(scriptSources(first).filter((source) => source.startsWith("'sha256-")))).toEqual(
      new Set(hashes),
    );
    expect(scriptSources(first)).not.toContain("'unsafe-inline'");

    const again = await guests[1]!.get(path, { headers: { "If-None-Match": first.headers()["etag"]! } });
    expect(again.status(), path).toBe(304);
    expect((await again.body()).length).toBe(0);
  }
  for (const guest of guests) await guest.dispose();
});

test("a guest's shared pages run their scripts in the browser with no policy violation", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation(text: string): void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  for (const path of ["/", "/produkter", "/opskrifter", "/blog", "/filosofi"]) {
    const response = await page.goto(path); // waits for the scripts to run (hydration)
    expect(scriptSources(response as unknown as APIResponse).some((s) => s.startsWith("'sha256-"))).toBe(
      true,
    );
  }
  // Client-side navigation too: a card's link, then back.
  await page.goto("/produkter");
  await page.getByTestId("product-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(TOMATO_PAGE);
  expect(violations).toEqual([]);
});

test("a campaign's link is the kept page, made-up parameters push nothing out, and the page runs with its address", async ({
  request,
  page,
}) => {
  await request.get("/produkter");
  const campaign = await request.get("/produkter?utm_source=nyhedsbrev&utm_campaign=jul&fbclid=IwAR2abc");
  expect(campaign.headers()["x-krukke-cache"]).toBe("hit");
  for (let i = 0; i < 200; i += 1) {
    const made = await request.get(`/produkter?${Math.random().toString(36).slice(2)}=${i}`);
    expect(made.headers()["x-krukke-cache"]).toBe("hit");
  }
  expect((await request.get("/produkter")).headers()["x-krukke-cache"]).toBe("hit");

  // In the browser the address keeps what the campaign added (statistics read it there), and
  // the shared page runs as it does at its plain address.
  await page.goto("/produkter?utm_source=nyhedsbrev&fbclid=IwAR2abc");
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  expect(page.url()).toContain("utm_source=nyhedsbrev&fbclid=IwAR2abc");
  await page.getByTestId("product-card").first().getByRole("link").first().click();
  await expect(page).toHaveURL(TOMATO_PAGE);
});

async function productPageAs(page: Page, url: string) {
  const response = await page.request.get(url);
  return { html: await response.text(), headers: response.headers() };
}

test("a signed-in customer's page is never shared: a customer and a business customer each see their own price", async ({
  page,
  browser,
  request,
}) => {
  const list = await (await request.get("/produkter")).text();
  const tomato = TOMATO_PAGE.exec(list)![0];
  // The guest's copy is kept (base price 59 kr).
  await request.get(tomato);
  const guest = await request.get(tomato);
  expect(guest.headers()["x-krukke-cache"]).toBe("hit");
  expect(await guest.text()).toContain(kr(59));

  const customer = await signedInCustomer(page);
  const businessPage = await (await browser.newContext()).newPage();
  const business = await signedInCustomer(businessPage, { email: `erhverv-${Date.now()}@example.dk` });

  // The admin makes the second one a business customer.
  const adminPage = await (await browser.newContext()).newPage();
  await logIn(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(adminPage).toHaveURL(/\/$/);
  await adminPage.goto(`/admin/kunder?q=${encodeURIComponent(business.email)}`);
  const customerPage = await adminPage
    .getByRole("link", { name: `${business.firstName} ${business.lastName}` })
    .getAttribute("href");
  // A page of a context of its own: loaded whole and its scripts running before the choice, or
  // the form, rendered again, forgets it.
  await adminPage.goto(customerPage!, { waitUntil: "networkidle" });
  await adminPage.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await adminPage.getByLabel("Rolle").selectOption({ label: "Erhvervskunde" });
  await expect(adminPage.getByLabel("Rolle")).toHaveValue("b2b_customer");
  await adminPage.getByRole("button", { name: "Gem" }).click();
  await expect(adminPage.getByText("Kunden er opdateret")).toBeVisible();
  await expect(adminPage.getByLabel("Rolle")).toHaveValue("b2b_customer");
  // The role comes with a new session.
  await businessPage.context().clearCookies();
  await logIn(businessPage, business.email, business.password);
  await expect(businessPage).toHaveURL(/\/$/);

  for (const [who, viewer, price] of [
    [customer.email, page, 55],
    [business.email, businessPage, 44],
    [customer.email, page, 55],
  ] as const) {
    const { html, headers } = await productPageAs(viewer, tomato);
    expect(html, who).toContain(kr(price));
    expect(html, who).not.toContain(kr(59));
    expect(headers["x-krukke-cache"], who).toBeUndefined();
    expect(headers["cache-control"], who).toMatch(/private/);
    expect(headers["content-security-policy"], who).toMatch(/script-src 'self' 'nonce-/);
  }
  // And the guests' copy is still the guests'.
  expect(await (await request.get(tomato)).text()).toContain(kr(59));
});

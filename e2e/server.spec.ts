import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_PORT } from "./support/environment";
import { expect, test } from "./support/fixtures";
import { startShop, Visitor } from "./support/shop-process";
import { startRefused as startRefusedShop } from "../tests/support/refused-start";

/** `node server.js` (the production build) that is expected to refuse to start. */
const startRefused = (env: Record<string, string>) =>
  startRefusedShop([], { NODE_ENV: "production", PORT: "3199", ...env });

test.describe("the server", () => {
  test("answers the health check with healthy or not, and nothing about the cache or the process", async ({
    request,
  }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    // The details are for whoever bears HEALTHZ_TOKEN (the test shop has none): a guess gets none.
    const guessed = await request.get("/healthz", {
      headers: { Authorization: "Bearer a-guessed-token-0123456789" },
    });
    expect(await guessed.json()).toEqual({ status: "ok" });
  });

  test("sends security headers, with a nonce for a personal page's inline scripts", async ({ request }) => {
    // The cart is never shared (a guest's page is, with hashes instead: page-cache.spec.ts).
    const response = await request.get("/kurv");
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    // Plain HTTP: no HSTS (it is sent only over HTTPS).
    expect(headers["strict-transport-security"]).toBeUndefined();
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)![1]!;
    const html = await response.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)([^>]*)>/g)];
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  test("compresses pages and caches built assets for good", async ({ request, page }) => {
    const response = await request.get("/filosofi", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
    // The stylesheet is in the page itself; the scripts are files cached for good.
    const html = await (await request.get("/")).text();
    expect(html).toContain('<style id="stylesheet">/*! tailwindcss');
    expect(html).not.toContain('rel="stylesheet"');
    const asset = html.match(/\/assets\/react-[\w-]+\.js/)?.[0];
    const assetResponse = await request.get(asset!, { headers: { "Accept-Encoding": "br" } });
    expect(assetResponse.headers()["content-encoding"]).toBe("br");
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(assetResponse.headers()["etag"]).toBeUndefined();
    // Styled: the header has the shop's cream background, not the browser's transparent one.
    await page.goto("/");
    await expect(page.getByRole("banner")).not.toHaveCSS("background-color", "rgba(0, 0, 0, 0)");
    const image = await request.get("/images/products/tomatsuppe-640.webp");
    expect(image.headers()["cache-control"]).toContain("immutable");
    // The icons and the manifest at the top of the build, by their names.
    const manifest = await request.get("/site.webmanifest");
    expect(manifest.status()).toBe(200);
    expect(manifest.headers()["cache-control"]).toBe("public, max-age=3600");
    expect((await request.get("/favicon.svg")).headers()["content-type"]).toBe("image/svg+xml");
  });

  test("draws the icons from one sprite file, cached for good, within the page's security policy", async ({
    page,
    request,
  }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { violations: string[] }).violations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto("/produkter");
    const bag = page.getByTestId("cart-button").locator("svg use");
    const href = await bag.getAttribute("href");
    expect(href).toMatch(/^\/assets\/icons-[\w-]+\.svg#shopping-bag$/);
    // Drawn: the symbol arrived and the browser laid out its paths (an empty <use> measures 0).
    await expect.poll(() => bag.evaluate((use: SVGUseElement) => use.getBBox().width)).toBeGreaterThan(10);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);

    const sprite = await request.get(href!.split("#")[0]!, { headers: { "Accept-Encoding": "br" } });
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
    expect(sprite.headers()["content-encoding"]).toBe("br");
    expect(sprite.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sprite.text()).toContain('<symbol id="shopping-bag"');
    // The drawings are in that file, not in the page's scripts.
    const html = await (await request.get("/produkter")).text();
    const scripts = [...html.matchAll(/rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"/g)].map(
      (m) => m[1]!,
    );
    for (const script of scripts) expect(await (await request.get(script)).text()).not.toContain("lucide");
  });

  test("sends a page's scripts in a few files, without what only forms, dialogs or other pages need", async ({
    request,
  }) => {
    // The build's code splitting (scripts/lib/code-splitting.ts): each file costs a request, so
    // the product list gets about a dozen files, not the thirty-odd of automatic splitting.
    const scriptsOf = async (path: string) =>
      [
        ...(await (await request.get(path)).text()).matchAll(
          /rel="modulepreload" href="\/assets\/([\w.-]+)\.js"/g,
        ),
      ].map((m) => m[1]!);
    const scripts = await scriptsOf("/produkter");
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.length).toBeLessThanOrEqual(12);
    expect(scripts.filter((name) => /^(react|libraries|shell)-/.test(name))).toHaveLength(3);
    expect(scripts.filter((name) => /zod|dialog|cart-contents|legal/.test(name))).toEqual([]);
    // The code the product pages share (the allergens' names among it) is in files the home page
    // does not load: it takes at most one, of the small modules most pages share.
    const home = await scriptsOf("/");
    expect(home.filter((name) => /^shared-/.test(name)).length).toBeLessThanOrEqual(1);
    const textOf = async (name: string) => (await request.get(`/assets/${name}.js`)).text();
    const ofProducts = scripts.filter((name) => /^shared-by-[0-9a-f]{6}-/.test(name) && !home.includes(name));
    expect((await Promise.all(ofProducts.map(textOf))).join("")).toContain("krebsdyr");
    for (const name of home) expect(await textOf(name), name).not.toContain("krebsdyr");
  });
});

test.describe("starting", () => {
  test("with an unreachable database exits with one line naming the problem", async () => {
    const { code, stderr, stdout } = await startRefused({
      DATABASE_URL: "postgresql://krukke:secret@127.0.0.1:1/krukke",
    });
    expect(code).toBe(1);
    const lines = stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Krukke could not start: cannot reach the database at postgresql:\/\/krukke@127\.0\.0\.1:1\/krukke \(.*ECONNREFUSED/,
    );
    expect(stderr).not.toContain("secret");
    expect(stdout).not.toContain("ready");
  });

  test("with a bad setting exits with one line naming it", async () => {
    const { code, stderr } = await startRefused({ PORT: "not-a-port" });
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^Krukke could not start: invalid configuration: PORT/);
  });

  test("with half a QuickPay configuration exits with one line naming the missing key", async () => {
    const { code, stderr, stdout } = await startRefused({ QUICKPAY_API_KEY: "a-real-looking-key" });
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(
      /^Krukke could not start: invalid configuration: QUICKPAY_PRIVATE_KEY is not set, but QUICKPAY_API_KEY is/,
    );
    expect(stdout).not.toContain("ready");
  });

  test("with Økoskabet's key but no webhook secret, or TRUST_PROXY=true, exits naming it", async () => {
    const lockers = await startRefused({ OKOSKABET_API_KEY: "key" });
    expect(lockers.code).toBe(1);
    expect(lockers.stderr.trim().split("\n")).toHaveLength(1);
    expect(lockers.stderr).toMatch(/^Krukke could not start: .*OKOSKABET_WEBHOOK_SECRET is not set/);
    const proxy = await startRefused({ TRUST_PROXY: "true" });
    expect(proxy.code).toBe(1);
    expect(proxy.stderr.trim().split("\n")).toHaveLength(1);
    expect(proxy.stderr).toMatch(/^Krukke could not start: .*TRUST_PROXY=true/);
  });
});

test.describe("the production build", () => {
  test("never serves /dev/outbox, never answers with a stack trace and always sends its security policy, with NODE_ENV unset or set to development", async () => {
    test.setTimeout(240_000); // starts two shops of its own
    for (const [nodeEnv, port] of [
      [undefined, E2E_PORT + 43],
      ["development", E2E_PORT + 44],
    ] as const) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "krukke-outbox-"));
      const shop = await startShop(port, { DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: nodeEnv });
      try {
        const outbox = await fetch(`${shop.url}/dev/outbox`);
        expect(outbox.status, `NODE_ENV=${nodeEnv ?? "(unset)"}`).toBe(404);
        expect(await outbox.text()).not.toContain("Outbox (development)");
        const home = await fetch(`${shop.url}/`);
        expect(home.headers.get("content-security-policy"), `NODE_ENV=${nodeEnv ?? "(unset)"}`).toMatch(
          /script-src 'self' ('nonce-|'sha256-)/,
        );
        // Requests no address or Fetch request can be made of: the client's mistake, said plainly.
        const visitor = new Visitor();
        const badHost = await visitor.get(`${shop.url}/`, { Host: "%%" });
        expect(badHost.status).toBe(400);
        const trace = await visitor.send(`${shop.url}/`, { method: "TRACE" });
        expect(trace.status).toBe(405);
        for (const answer of [badHost, trace]) {
          expect(await answer.text()).not.toMatch(/\bat .*\(|node_modules|build\/server|\.js:\d+/);
        }
        // React and Express run as production too: they would otherwise write errors' stacks.
        expect(shop.output()).toContain("(production)");
      } finally {
        await shop.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  });

  test("shows no test-shop banner once QuickPay and Økoskabet are configured", async () => {
    test.setTimeout(180_000); // starts a shop of its own
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "krukke-live-"));
    const shop = await startShop(E2E_PORT + 45, {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      QUICKPAY_API_KEY: "live-key",
      QUICKPAY_PRIVATE_KEY: "live-private-key",
      QUICKPAY_API_URL: "http://127.0.0.1:9", // nothing listens: no page here pays
      OKOSKABET_API_KEY: "live-key",
      OKOSKABET_WEBHOOK_SECRET: "live-secret",
      OKOSKABET_API_URL: "http://127.0.0.1:9",
    });
    try {
      const home = await fetch(`${shop.url}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain("<main");
      expect(html).not.toContain("Testbutik");
    } finally {
      await shop.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

test.describe("the test shop (the built-in sandboxes)", () => {
  test("says so in a thin banner on every page, the 404 page too, in the visitor's language", async ({
    page,
    consoleGuard,
  }) => {
    await page.goto("/");
    const banner = page.getByRole("note").filter({ hasText: "Testbutik" });
    await expect(banner).toHaveText("Testbutik: betalinger er ikke ægte");
    // Above the header, and thin.
    const bannerBox = (await banner.boundingBox())!;
    expect(bannerBox.y).toBe(0);
    expect(bannerBox.height).toBeLessThan(40);
    expect((await page.getByRole("banner").boundingBox())!.y).toBeGreaterThanOrEqual(bannerBox.height);

    consoleGuard.allow(/status of 404/);
    await page.goto("/findes-ikke");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("note").filter({ hasText: "Testbutik" })).toHaveText(
      "Testbutik: betalinger er ikke ægte",
    );

    await page.goto("/produkter?lang=en");
    await expect(page.getByRole("note").filter({ hasText: "Test shop" })).toHaveText(
      "Test shop: payments are not real",
    );
  });
});

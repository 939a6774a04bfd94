import { spawn } from "node:child_process";
import { expect, test } from "./support/fixtures";

test.describe("the server", () => {
  test("answers the health check with the database's state", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });

  test("sends security headers, with a nonce instead of inline scripts", async ({ request }) => {
    const response = await request.get("/");
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
  });

  test("sends a page's scripts in a few files, without what only forms and dialogs need", async ({
    request,
  }) => {
    // The build's chunking (vite.config.ts): on a phone over HTTP/1.1 each file costs a round
    // trip, so the product list gets about nine files, not the thirty-odd of automatic splitting.
    const html = await (await request.get("/produkter")).text();
    const scripts = [...html.matchAll(/rel="modulepreload" href="\/assets\/([\w.-]+)\.js"/g)].map(
      (m) => m[1]!,
    );
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.length).toBeLessThanOrEqual(12);
    expect(scripts.filter((name) => /^(react|libraries|shell|shared)-/.test(name))).toHaveLength(4);
    expect(scripts.filter((name) => /zod|dialog|cart-contents|legal/.test(name))).toEqual([]);
  });
});

test.describe("starting", () => {
  test("with an unreachable database exits with one line naming the problem", async () => {
    const child = spawn(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: "postgresql://krukke:secret@127.0.0.1:1/krukke",
        PORT: "3199",
      },
    });
    let stderr = "";
    let stdout = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.stdout.on("data", (chunk) => (stdout += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
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
    const child = spawn(process.execPath, ["server.js"], {
      env: { ...process.env, NODE_ENV: "production", PORT: "not-a-port" },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(stderr).toMatch(/^Krukke could not start: invalid configuration: PORT/);
  });
});

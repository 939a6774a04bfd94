/**
 * What the HTTP server itself guards (server/app.ts), so it is tested through it:
 * - a form posted from another site is refused (the Origin / Sec-Fetch-Site check), with a
 *   signed-in customer's cookies and all, and changes nothing;
 * - behind a load balancer that ends HTTPS (X-Forwarded-Proto from a trusted proxy,
 *   TRUST_PROXY), the session cookie is Secure (__Secure- prefix), HttpOnly and SameSite=Lax, and
 *   pages carry HSTS.
 * The Content-Security-Policy (a nonce, no 'unsafe-inline' for scripts) is in server.spec.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { signedInCustomer } from "./support/accounts";
import { E2E_PORT, MAIL_SMTP_PORT } from "./support/environment";
import { linkIn, waitForMail } from "./support/mail";
import { startShop, Visitor } from "./support/shop-process";

const TOMATO_PAGE = /\/produkter\/([0-9a-f-]{36})/;

test.describe("a form posted from another site", () => {
  test("is refused, even with the customer's cookies, and changes nothing", async ({ page }) => {
    await signedInCustomer(page);
    await page.goto("/produkter");
    const productId = TOMATO_PAGE.exec(await page.content())![1]!;
    const form = { intent: "add", productId, quantity: "1" };
    const cartLines = async () =>
      ((await (await page.request.get("/resources/cart")).json()) as { lines: unknown[] }).lines.length;

    // page.request shares the browser's cookies: the session goes along, as in a real attack.
    const crossSite: Record<string, string>[] = [
      { Origin: "https://ondsindet.example" },
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const answer = await page.request.post("/resources/cart", { form, headers });
      expect(answer.status(), JSON.stringify(headers)).toBe(403);
      expect(await answer.text()).toBe("Cross-site request refused");
    }
    expect(await cartLines()).toBe(0);

    // The same post from the shop's own pages goes through.
    const own = await page.request.post("/resources/cart", {
      form,
      headers: { Origin: new URL(page.url()).origin, "Sec-Fetch-Site": "same-origin" },
    });
    expect(own.status()).toBe(200);
    expect(await cartLines()).toBe(1);
  });

  test("cannot sign someone in (login CSRF): no session cookie comes back", async ({ request }) => {
    const answer = await request.post("/login", {
      form: { intent: "login", email: "anna@example.dk", password: "hemmelig-kode-1" },
      headers: { Origin: "https://ondsindet.example" },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    expect(answer.headers()["set-cookie"] ?? "").not.toContain("session_token");
  });
});

test.describe("behind a load balancer that ends HTTPS", () => {
  test("the session cookie is Secure, HttpOnly and SameSite=Lax, and pages carry HSTS", async () => {
    test.setTimeout(180_000); // starts a shop of its own too
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "krukke-https-"));
    const publicUrl = "https://krukke.test";
    const shop = await startShop(E2E_PORT + 42, {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: "loopback",
      SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
    });
    try {
      // What a request looks like after the load balancer: the browser's Host, and what the load
      // balancer adds (the protocol the browser used, the browser's address).
      const visitor = new Visitor({
        Host: new URL(publicUrl).host,
        "X-Forwarded-Proto": "https",
        "X-Forwarded-For": `10.78.${Math.floor(Math.random() * 250)}.1`,
      });
      const home = await visitor.get(`${shop.url}/`);
      expect(home.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");

      const email = `https-${Date.now()}@example.dk`;
      const password = "hemmelig-kode-1";
      const fromShop = { Origin: publicUrl };
      const signUp = await visitor.post(
        `${shop.url}/login`,
        {
          intent: "signup",
          firstName: "Sikker",
          lastName: "Kunde",
          email,
          phone: "12345678",
          streetAddress: "Vestergade 1",
          postalCode: "2600",
          city: "Glostrup",
          country: "Danmark",
          password,
          confirmPassword: password,
          terms: "on",
        },
        fromShop,
      );
      expect(signUp.status, shop.output()).toBe(200);
      const link = new URL(linkIn(await waitForMail(email), /verify-email/));
      await visitor.get(`${shop.url}${link.pathname}${link.search}`);
      const login = await visitor.post(`${shop.url}/login`, { intent: "login", email, password }, fromShop);
      expect(login.status).toBe(302);

      const session = visitor.setCookies.find((cookie) => cookie.includes("session_token="));
      expect(session).toMatch(/^__Secure-krukke\.session_token=/);
      expect(session).toMatch(/;\s*Secure/i);
      expect(session).toMatch(/;\s*HttpOnly/i);
      expect(session).toMatch(/;\s*SameSite=Lax/i);
      // Every cookie the shop set on the way is Secure too.
      for (const cookie of visitor.setCookies) expect(cookie, cookie).toMatch(/;\s*Secure/i);
      expect((await visitor.get(`${shop.url}/profile`)).status).toBe(200);
    } finally {
      await shop.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

test.describe("the request log", () => {
  test("holds no confirmation or password-reset token, at any level, through a whole round trip", async () => {
    test.setTimeout(180_000); // starts a shop of its own
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "krukke-log-"));
    const shop = await startShop(E2E_PORT + 51, {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "trace",
      SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
    });
    try {
      const visitor = new Visitor();
      const fromShop = { Origin: shop.url };
      const email = `logget-${Date.now()}@example.dk`;
      const password = "hemmelig-kode-1";
      const signUp = await visitor.post(
        `${shop.url}/login`,
        {
          intent: "signup",
          firstName: "Logget",
          lastName: "Kunde",
          email,
          phone: "12345678",
          streetAddress: "Vestergade 1",
          postalCode: "2600",
          city: "Glostrup",
          country: "Danmark",
          password,
          confirmPassword: password,
          terms: "on",
        },
        fromShop,
      );
      expect(signUp.status, shop.output()).toBe(200);
      const confirm = new URL(linkIn(await waitForMail(email), /verify-email/));
      const confirmToken = confirm.searchParams.get("token")!;
      await visitor.get(`${shop.url}${confirm.pathname}${confirm.search}`);

      // Forgotten: the link from the e-mail, the page it leads to, the new password.
      const forgot = await visitor.post(`${shop.url}/forgot-password`, { email }, fromShop);
      expect(forgot.status).toBe(200);
      const reset = new URL(linkIn(await waitForMail(email, 2), /reset-password\//));
      const resetToken = reset.pathname.split("/").at(-1)!;
      const followed = await visitor.get(`${shop.url}${reset.pathname}${reset.search}`);
      expect(followed.headers.get("location")).toContain(`token=${resetToken}`);
      const landing = new URL(followed.headers.get("location")!, shop.url);
      const form = await visitor.get(`${shop.url}${landing.pathname}${landing.search}`);
      expect(form.status).toBe(200);
      const newPassword = "ny-hemmelig-kode-2";
      const saved = await visitor.post(
        `${shop.url}/reset-password`,
        { token: resetToken, password: newPassword, confirmPassword: newPassword },
        fromShop,
      );
      expect(saved.status).toBe(302);
      expect(saved.headers.get("location")).toBe("/login?reset=done");

      // The log has a line for each step, with the secrets taken out.
      const log = shop.output();
      expect(log).toContain('"url":"/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password"');
      expect(log).toContain('"url":"/reset-password?token=[redacted]"');
      expect(log).toContain('"url":"/api/auth/verify-email?token=[redacted]');
      for (const secret of [confirmToken, resetToken, password, newPassword]) {
        expect(secret.length).toBeGreaterThan(8);
        expect(log).not.toContain(secret);
      }
    } finally {
      await shop.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

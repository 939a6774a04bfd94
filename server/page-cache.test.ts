import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { NO_CHOICES, parseCatalogueQuery } from "~/lib/catalogue-address";
import { CONSENT_COOKIE } from "~/lib/consent";
import { LANGUAGE_COOKIE } from "~/i18n/languages";
import { contentSecurityPolicy } from "./content-security-policy";
import {
  CDN_CACHE_CONTROL,
  PageCache,
  pageCacheMiddleware,
  shareableKey,
  SHARED_CACHE_CONTROL,
  shareablePages,
  sharedAddress,
} from "./page-cache";

const consent = (analytics: boolean) =>
  `${CONSENT_COOKIE}=${encodeURIComponent(`a=${Number(analytics)}&m=0&t=${Math.floor(Date.now() / 1000)}`)}`;

describe("which requests are shared", () => {
  it("a guest's GET of a public page, under its language, cookie choice and address", () => {
    const home = shareableKey("GET", "/", undefined);
    expect(home).not.toBeNull();
    for (const url of [
      "/produkter",
      "/produkter?uden=selleri&side=2",
      "/produkter/2c0d7c8e-1f0a-4a57-9d7e-3c1f1f0b7a11",
      "/produkter.data",
      "/opskrifter/abc",
      "/blog",
      "/filosofi",
      "/handelsbetingelser",
      "/tilbagekaldelse",
      "/sitemap.xml",
      "/feeds/google-merchant.xml",
      "/resources/product/2c0d7c8e-1f0a-4a57-9d7e-3c1f1f0b7a11",
    ]) {
      expect(shareableKey("GET", url, undefined), url).not.toBeNull();
    }
    const keys = new Set([
      home,
      shareableKey("HEAD", "/", undefined),
      shareableKey("GET", "/", `${LANGUAGE_COOKIE}=en`),
      shareableKey("GET", "/", consent(false)),
      shareableKey("GET", "/", consent(true)),
      shareableKey("GET", "/?lang=en", undefined),
    ]);
    // HEAD shares GET's page; every other difference is a page of its own.
    expect(keys.size).toBe(5);
    // Cookies the pages never read do not split the cache.
    expect(shareableKey("GET", "/", "_ga=GA1.2.3; other=1")).toBe(home);
  });

  it("keys a page on the parameters it reads, in a fixed order, and on nothing a campaign adds", () => {
    const list = shareableKey("GET", "/produkter", undefined);
    for (const campaign of [
      "/produkter?utm_source=nyhedsbrev&utm_medium=email&utm_campaign=jul",
      "/produkter?fbclid=IwAR2xyz&gclid=Cj0KCQ&msclkid=abc&mc_cid=1&mc_eid=2&_ga=2.1&yclid=3&dclid=4&twclid=5&li_fat_id=6&igshid=7",
      "/produkter?kurv=2c0d7c8e:1",
      "/produkter?x8f3k=1",
    ]) {
      expect(shareableKey("GET", campaign, undefined), campaign).toBe(list);
    }
    const filtered = shareableKey("GET", "/produkter?uden=selleri&side=2", undefined);
    expect(shareableKey("GET", "/produkter?side=2&utm_source=x&uden=selleri", undefined)).toBe(filtered);
    expect(filtered).not.toBe(list);
    expect(shareableKey("GET", "/produkter?side=3&uden=selleri", undefined)).not.toBe(filtered);
    // What every page reads: the language by address, the cookie settings, React Router's own.
    expect(shareableKey("GET", "/?lang=en&utm_source=x", undefined)).toBe(
      shareableKey("GET", "/?lang=en", undefined),
    );
    expect(shareableKey("GET", "/?cookies=indstillinger", undefined)).not.toBe(
      shareableKey("GET", "/", undefined),
    );
    expect(sharedAddress("/produkter.data?_routes=routes%2Fprodukter&fbclid=1")).toBe(
      "/produkter.data?_routes=routes%2Fprodukter",
    );
    // A category is the recipes' and the blog's; the product list's choices are its own.
    expect(sharedAddress("/opskrifter?kategori=supper&q=x")).toBe("/opskrifter?kategori=supper");
    expect(sharedAddress("/blog?kategori=nyheder&sort=pris")).toBe("/blog?kategori=nyheder");
    expect(sharedAddress("/filosofi?q=x&kategori=y")).toBe("/filosofi");
    // A long campaign tail still shares the page.
    expect(shareableKey("GET", `/produkter?utm_content=${"x".repeat(2_000)}`, undefined)).toBe(list);
  });

  it("keeps every parameter the product list reads: the list at the shared address is the one asked for", () => {
    const asked = new URLSearchParams(
      "utm_source=x&q=linser&type=supper&uden=selleri,gluten&uden=sennep&kost=vegansk&okologisk=1&nyhed=1&lager=1&sort=pris&side=2&fbclid=y",
    );
    const shared = new URL(sharedAddress(`/produkter?${asked}`)!, "http://shop").searchParams;
    expect(parseCatalogueQuery(shared)).toEqual(parseCatalogueQuery(asked));
    expect(parseCatalogueQuery(shared)).not.toEqual(NO_CHOICES);
    const badge = new URLSearchParams("filter=okologisk&page=3&gclid=z");
    expect(
      parseCatalogueQuery(new URL(sharedAddress(`/produkter?${badge}`)!, "http://shop").searchParams),
    ).toEqual(parseCatalogueQuery(badge));
  });

  it("the route table's shareable routes, as the paths they answer", () => {
    // What the hand-kept list shared before the route table said it (~/lib/pages).
    expect(shareablePages().map((page) => page.path.source)).toEqual([
      "^\\/((_root)?\\.data)?$",
      "^\\/produkter(\\.data)?$",
      "^\\/produkter\\/[\\w-]{1,80}(\\.data)?$",
      "^\\/opskrifter(\\.data)?$",
      "^\\/opskrifter\\/[\\w-]{1,80}(\\.data)?$",
      "^\\/blog(\\.data)?$",
      "^\\/blog\\/[\\w-]{1,80}(\\.data)?$",
      "^\\/filosofi(\\.data)?$",
      "^\\/nytar-2025(\\.data)?$",
      "^\\/privatlivspolitik(\\.data)?$",
      "^\\/handelsbetingelser(\\.data)?$",
      "^\\/tilbagekaldelse(\\.data)?$",
      "^\\/sitemap\\.xml$",
      "^\\/feeds\\/google-merchant\\.xml$",
      "^\\/robots\\.txt$",
      "^\\/resources\\/product\\/[\\w-]{1,80}$",
    ]);
    for (const url of ["/_root.data", "/.data", "/blog/nyt-aar.data", "/robots.txt"]) {
      expect(sharedAddress(url), url).toBe(url);
    }
    for (const url of ["/sitemapxxml", "/robots.txt.data", "/resources/product/x.data", "/blog/a/b"]) {
      expect(sharedAddress(url), url).toBeNull();
    }
  });

  it("refuses a shareable route that does not say which parameters it reads", () => {
    const page = { public: true, shareable: true, sitemap: false, indexable: true };
    expect(() => shareablePages([{ path: "gavekort", file: "routes/gavekort.tsx", ...page }], {})).toThrow(
      "/gavekort is shareable",
    );
  });

  it("nothing personal: a session, a toast, a discount code, a form, a private page", () => {
    const personal: [string, string, string | undefined][] = [
      ["GET", "/produkter", "krukke.session_token=abc"],
      ["GET", "/produkter", "__Secure-krukke.session_token=abc"],
      ["GET", "/produkter", "krukke_toast=abc"],
      ["GET", "/produkter", "krukke_discount=abc"],
      ["POST", "/produkter", undefined],
      ["GET", "/kurv", undefined],
      ["GET", "/checkout", undefined],
      ["GET", "/profile", undefined],
      ["GET", "/kontakt", undefined],
      ["GET", "/login", undefined],
      ["GET", "/admin/produkter", undefined],
      ["GET", "/resources/cart", undefined],
      ["GET", "/nyhedsbrev/bekraeft?token=x", undefined],
      // A season menu's page shows the covers left now: never served from the cache.
      ["GET", "/nytar-2026", undefined],
      ["GET", "/nytar-2026.data", undefined],
      ["GET", `/produkter?q=${"x".repeat(2_000)}`, undefined],
    ];
    for (const [method, url, cookie] of personal) {
      expect(shareableKey(method, url, cookie), `${method} ${url} ${cookie}`).toBeNull();
    }
  });
});

type Answer = { status?: number; body?: string; headers?: Record<string, string> };

/** A shop of one middleware, whose "React Router" answers `answer()` and counts its renders. */
async function shopWith(
  answer: (url: string) => Answer | Promise<Answer>,
  options: { maxBytes?: number; maxAgeMs?: number } = {},
) {
  const cache = new PageCache({
    maxBytes: options.maxBytes ?? 1024 * 1024,
    maxAgeMs: options.maxAgeMs ?? 60_000,
    policy: (hashes) => contentSecurityPolicy(hashes, { scriptOrigins: [], imageOrigins: [] }),
  });
  const renders: string[] = [];
  const app = express();
  app.use(
    pageCacheMiddleware(cache, async (_req, _res, address) => {
      renders.push(address);
      const { status = 200, body = page(address), headers = {} } = await answer(address);
      return new Response(body, {
        status,
        headers: { "Content-Type": "text/html; charset=utf-8", ...headers },
      });
    }),
  );
  app.use((_req, res) => res.status(299).send("ordinary"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return {
    cache,
    renders,
    get: (path: string, headers: Record<string, string> = {}) =>
      fetch(base + path, { headers: { "Accept-Encoding": "identity", ...headers } }),
    /** A HEAD over a kept-alive connection (lighter than fetch, for many): the cache's state. */
    head: (path: string) =>
      new Promise<string>((resolve, reject) => {
        http
          .request(base + path, { method: "HEAD", agent: keptAlive }, (answer) => {
            answer.resume();
            answer.on("end", () => resolve(String(answer.headers["x-krukke-cache"])));
          })
          .on("error", reject)
          .end();
      }),
  };
}

const keptAlive = new http.Agent({ keepAlive: true, maxSockets: 8 });
const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** A page with inline scripts, as React Router writes them, and enough text to compress. */
const page = (url: string) =>
  `<!DOCTYPE html><html><body><h1>${url}</h1>${"<p>Tomatsuppe med basilikum.</p>".repeat(100)}` +
  `<script>window.__context={"url":"${url}"}</script><script type="module">import("/assets/entry.js")</script>` +
  `<script type="application/ld+json">{"@type":"Product"}</script></body></html>`;

describe("the page cache", () => {
  it("gives two guests the same bytes and validator, rendering once, with hashes for its scripts", async () => {
    const shop = await shopWith(() => ({}));
    const first = await shop.get("/produkter");
    const second = await shop.get("/produkter");
    const [a, b] = [await first.text(), await second.text()];
    expect(a).toBe(b);
    expect(a).toContain("<h1>/produkter</h1>");
    expect(shop.renders).toEqual(["/produkter"]);
    expect([first.headers.get("x-krukke-cache"), second.headers.get("x-krukke-cache")]).toEqual([
      "miss",
      "hit",
    ]);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(first.headers.get("etag")).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
    expect(first.headers.get("cdn-cache-control")).toBe(CDN_CACHE_CONTROL);
    expect(first.headers.get("vary")).toBe("Accept-Encoding");
    const scriptSrc = first.headers.get("content-security-policy")!.split(";")[1]!;
    expect(scriptSrc.match(/'sha256-/g)).toHaveLength(2); // not the JSON-LD
    expect(scriptSrc).not.toContain("nonce");
    expect(shop.cache.stats()).toMatchObject({ entries: 1, hits: 1, misses: 1 });
  });

  it("answers a validator it issued with 304 and no body, and a stale one with the page", async () => {
    const shop = await shopWith(() => ({}));
    const etag = (await shop.get("/blog")).headers.get("etag")!;
    const again = await shop.get("/blog", { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const other = await shop.get("/blog", { "If-None-Match": '"something-else"' });
    expect(other.status).toBe(200);
    expect(await other.text()).toContain("<h1>/blog</h1>");
  });

  it("sends the Brotli or gzip bytes the browser takes, each its own validator, the same page inside", async () => {
    const shop = await shopWith(() => ({}));
    const br = await shop.get("/", { "Accept-Encoding": "gzip, deflate, br" });
    // Only the Brotli bytes are kept until a client asks for gzip; those are then kept too.
    const brotliOnly = shop.cache.stats().bytes;
    const gz = await shop.get("/", { "Accept-Encoding": "gzip" });
    const both = shop.cache.stats().bytes;
    expect(both).toBeGreaterThan(brotliOnly);
    const gzAgain = await shop.get("/", { "Accept-Encoding": "gzip" });
    expect(shop.cache.stats().bytes).toBe(both);
    const plain = await (await shop.get("/")).text();
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(new Set([br.headers.get("etag"), gz.headers.get("etag")]).size).toBe(2);
    expect(gzAgain.headers.get("etag")).toBe(gz.headers.get("etag"));
    expect(gzAgain.headers.get("x-krukke-cache")).toBe("hit");
    // fetch decodes them: the same page.
    expect(await br.text()).toBe(plain);
    expect(await gz.text()).toBe(plain);
    expect(await gzAgain.text()).toBe(plain);
    expect(Number(br.headers.get("content-length"))).toBeLessThan(plain.length / 3);
    expect(shop.renders).toHaveLength(1);
  });

  it("keeps no answer that sets a cookie or is not a 200, and sends those privately", async () => {
    const shop = await shopWith((url) =>
      url.startsWith("/blog")
        ? { headers: { "Set-Cookie": "krukke_lang=en; Path=/" } }
        : { status: 404, body: "<p>Siden findes ikke</p>" },
    );
    for (let i = 0; i < 2; i += 1) {
      const withCookie = await shop.get("/blog");
      expect(withCookie.headers.get("set-cookie")).toContain("krukke_lang=en");
      expect(withCookie.headers.get("cache-control")).toBe("private, no-store");
      const missing = await shop.get("/produkter/nope");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(shop.renders).toHaveLength(4);
    expect(shop.cache.stats().entries).toBe(0);
  });

  it("leaves personal requests to the ordinary handler", async () => {
    const shop = await shopWith(() => ({}));
    const answer = await shop.get("/produkter", { Cookie: "krukke.session_token=abc" });
    expect(answer.status).toBe(299);
    expect(await answer.text()).toBe("ordinary");
    // A HEAD of a page not kept yet too; once kept, HEAD is answered from the cache.
    expect((await fetch((await shop.get("/")).url, { method: "HEAD" })).headers.get("x-krukke-cache")).toBe(
      "hit",
    );
    expect(shop.renders).toEqual(["/"]);
  });

  it("without memory of its own (PAGE_CACHE_MB=0) renders every request, still shareable, and leaves compressing to the middleware", async () => {
    const shop = await shopWith(() => ({}), { maxBytes: 0 });
    const answers = [
      await shop.get("/produkter", { "Accept-Encoding": "br" }),
      await shop.get("/produkter", { "Accept-Encoding": "br" }),
    ];
    expect(shop.renders).toHaveLength(2);
    expect(answers.map((answer) => answer.headers.get("x-krukke-cache"))).toEqual(["miss", "miss"]);
    expect(answers.map((answer) => answer.headers.get("content-encoding"))).toEqual([null, null]);
    expect(answers[0]!.headers.get("cache-control")).toBe(SHARED_CACHE_CONTROL);
    expect(answers[1]!.headers.get("etag")).toBe(answers[0]!.headers.get("etag"));
    expect(shop.cache.enabled).toBe(false);
  });

  it("renders a page once for a burst of guests", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const shop = await shopWith(async () => {
      await gate;
      return {};
    });
    const burst = Array.from({ length: 20 }, () => shop.get("/opskrifter"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    const bodies = await Promise.all(burst.map(async (answer) => (await answer).text()));
    expect(new Set(bodies).size).toBe(1);
    expect(shop.renders).toHaveLength(1);
  });

  it("forgets every page when the content changes, and never keeps one rendered from before", async () => {
    let version = 1;
    let release: () => void = () => {};
    let gate: Promise<void> = Promise.resolve();
    const shop = await shopWith(async () => {
      const seen = version;
      await gate;
      return { body: `<p>pris ${seen}</p>` };
    });
    expect(await (await shop.get("/produkter")).text()).toBe("<p>pris 1</p>");
    version = 2;
    shop.cache.clear();
    expect(await (await shop.get("/produkter")).text()).toBe("<p>pris 2</p>");

    // A render that read the content before a change finishes after it: served, not kept.
    gate = new Promise((resolve) => (release = resolve));
    shop.cache.clear();
    const slow = shop.get("/produkter");
    await new Promise((resolve) => setTimeout(resolve, 50));
    version = 3;
    shop.cache.clear();
    release();
    expect(await (await slow).text()).toBe("<p>pris 2</p>");
    gate = Promise.resolve();
    expect(await (await shop.get("/produkter")).text()).toBe("<p>pris 3</p>");
  });

  it("serves a campaign's link from the page kept for the plain address, rendered without its parameters", async () => {
    const shop = await shopWith(() => ({}));
    const plain = await shop.get("/produkter");
    const campaign = await shop.get("/produkter?utm_source=x&fbclid=y");
    expect(campaign.headers.get("x-krukke-cache")).toBe("hit");
    expect(await campaign.text()).toBe(await plain.text());
    // First asked for by a campaign's link: rendered at the plain address, holding no click id.
    const recipes = await shop.get("/opskrifter?kategori=supper&fbclid=someones-click");
    expect(await recipes.text()).not.toContain("someones-click");
    expect(shop.renders).toEqual(["/produkter", "/opskrifter?kategori=supper"]);
  });

  it("keeps the real pages however many made-up parameters a script sends", async () => {
    // Room for a few pages only: each new key would push the oldest out.
    const shop = await shopWith(() => ({}), { maxBytes: 6_000 });
    await shop.get("/produkter");
    await shop.get("/filosofi");
    const states = new Map<string, number>();
    for (let batch = 0; batch < 100; batch += 1) {
      const names = Array.from({ length: 100 }, () => Math.random().toString(36).slice(2));
      for (const state of await Promise.all(names.map((name) => shop.head(`/produkter?${name}=1`)))) {
        states.set(state, (states.get(state) ?? 0) + 1);
      }
    }
    expect(states).toEqual(new Map([["hit", 10_000]]));
    expect((await shop.get("/produkter")).headers.get("x-krukke-cache")).toBe("hit");
    expect((await shop.get("/filosofi")).headers.get("x-krukke-cache")).toBe("hit");
    expect(shop.renders).toEqual(["/produkter", "/filosofi"]);
    expect(shop.cache.stats().entries).toBe(2);
  }, 120_000); // 10,000 requests on a busy machine: a bound for a stuck test, not a measure

  it("stays within its memory, and renders a page again once it is older than its time", async () => {
    const shop = await shopWith(() => ({}), { maxBytes: 20_000, maxAgeMs: 200 });
    for (let i = 0; i < 30; i += 1) await shop.get(`/produkter?side=${i}`);
    const { entries, bytes } = shop.cache.stats();
    expect(bytes).toBeLessThanOrEqual(20_000);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(30);
    await shop.get("/filosofi");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await shop.get("/filosofi")).headers.get("x-krukke-cache")).toBe("miss");
  });
});

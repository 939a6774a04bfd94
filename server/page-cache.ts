/**
 * Guests' pages, made once and served to every guest alike. A visitor without a session, a
 * toast or a discount code sees the same home page, product list, product pages, recipes, blog
 * and static pages as every other guest with the same language and cookie choice, so those
 * responses are:
 *
 * - **shareable**: rendered without a per-response nonce (their inline scripts are allowed by
 *   their hashes), byte-identical for every such guest, cacheable by a browser (revalidating
 *   each time) and by a CDN (`CDN-Cache-Control`), a strong ETag answered with 304, and `Vary: Accept-Encoding` only (the language and consent
 *   cookies are the rest of the key; docs/operations.md says how to give a CDN the same key);
 * - **kept here** (for a shop without a CDN): in a memory-bounded LRU with their Brotli bytes
 *   (and gzip bytes once a client that takes no Brotli asked), served without React or the
 *   database, for at most `maxAgeMs`, and all forgotten at once by `clear()` when the shop's
 *   content changes (app/server/public-content.server.ts).
 *
 * Everything personal (a session, a cart, a toast, a form's answer) never comes here: it goes
 * out `private` with a nonce, as before. So does any answer that sets a cookie or is not a 200.
 */
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { parse as parseCookies } from "cookie";
import type { NextFunction, Request, Response } from "express";
import { LRUCache } from "lru-cache";
import Negotiator from "negotiator";
import { BLOG_CATEGORY_PARAM } from "~/lib/blog";
import { FLAG_PARAMS } from "~/lib/catalogue-address";
import { CONSENT_COOKIE, CONSENT_SETTINGS_PARAM, decodeConsent } from "~/lib/consent";
import { allPages, PAGES, type Page } from "~/lib/pages";
import { RECIPE_CATEGORY_PARAM } from "~/lib/recipes";
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_PARAM } from "~/i18n/languages";
import { inlineScriptHashes } from "./content-security-policy";

/**
 * Any cache may store a guest's page but must ask again before each use (a 304 is cheap). Not
 * `max-age=0, stale-while-revalidate`: Chromium honours that too, and served the page in the
 * language the visitor just left while it revalidated (the language e2e test caught it).
 */
export const SHARED_CACHE_CONTROL = "public, no-cache";
/** A CDN (RFC 9213, which browsers ignore): keep a minute, serve stale while refreshing. */
export const CDN_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=600";

/**
 * The query parameters every shared page reads: the language (root's loader), the cookie
 * settings opened by address (the banner, without scripts), and React Router's own on a `.data`
 * request (which routes' data, an index route).
 */
const EVERY_PAGE_READS = [LANGUAGE_PARAM, CONSENT_SETTINGS_PARAM, "_routes", "index"];

/** The product list's choices: its search, facets, order and page (~/lib/catalogue-address). */
const CATALOGUE_READS = [
  "q",
  "filter",
  "type",
  "uden",
  "kost",
  ...Object.values(FLAG_PARAMS),
  "sort",
  "side",
  "page",
];

/**
 * The query parameters each shareable page of the route table (~/lib/pages) reads besides
 * EVERY_PAGE_READS, by its path. A page is shared under those parameters only, in a fixed order,
 * and rendered at that address: a campaign's `utm_*`, `fbclid` or `gclid`, or any parameter no
 * page reads, changes nothing on the page, so it is the same kept page, and cannot push the real
 * pages out. docs/operations.md gives a CDN the same key. (`?kurv=`, a guest's add to cart before
 * scripts ran, is read in the browser, not here.)
 */
/** The paths of the route table's shareable pages ("/", "/produkter/:id", …). */
type ShareablePath = `/${Extract<(typeof PAGES)[number], { shareable: true }>["path"]}`;

const SHAREABLE_PAGE_READS = {
  "/": [],
  "/produkter": CATALOGUE_READS,
  "/produkter/:id": [],
  "/opskrifter": [RECIPE_CATEGORY_PARAM],
  "/opskrifter/:id": [],
  "/blog": [BLOG_CATEGORY_PARAM],
  "/blog/:id": [],
  "/filosofi": [],
  "/nytar-2025": [],
  "/privatlivspolitik": [],
  "/handelsbetingelser": [],
  "/tilbagekaldelse": [],
  "/sitemap.xml": [],
  "/feeds/google-merchant.xml": [],
  "/robots.txt": [],
  "/resources/product/:id": [],
} as const satisfies Record<ShareablePath, readonly string[]>;

/**
 * The shareable routes as patterns of the paths they answer: a parameter is a slug or id (at
 * most 80 letters, digits, `_` or `-`), and a page (a `.tsx` module) answers its client-side
 * navigation data too (`/produkter.data`; the home page's is `/_root.data` or `/.data`).
 */
export function shareablePages(
  pages: readonly Page[] = PAGES,
  reads: Partial<Record<string, readonly string[]>> = SHAREABLE_PAGE_READS,
): { path: RegExp; reads: readonly string[] }[] {
  return allPages(pages)
    .filter((page) => page.shareable)
    .map((page) => {
      const pageReads = reads[page.fullPath];
      if (!pageReads) throw new Error(`${page.fullPath} is shareable: say which parameters it reads`);
      const data = page.file.endsWith(".tsx")
        ? page.fullPath === "/"
          ? "((_root)?\\.data)?"
          : "(\\.data)?"
        : "";
      const path = page.fullPath
        .split("/")
        .map((part) => (part.startsWith(":") ? "[\\w-]{1,80}" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
        .join("\\/");
      return { path: new RegExp(`^${path}${data}$`), reads: pageReads };
    });
}

const SHAREABLE_PAGES = shareablePages();

/**
 * The address a guest's page is shared under and rendered at: its path with only the parameters
 * the page reads, sorted by name (a parameter's repeated values keep their order), or null when
 * it is no public page.
 */
export function sharedAddress(url: string): string | null {
  const queryAt = url.indexOf("?");
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const page = SHAREABLE_PAGES.find((candidate) => candidate.path.test(path));
  if (!page) return null;
  if (queryAt < 0) return path;
  const reads = new Set([...EVERY_PAGE_READS, ...page.reads]);
  const kept = [...new URLSearchParams(url.slice(queryAt + 1))]
    .filter(([name]) => reads.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length > 0 ? `${path}?${new URLSearchParams(kept)}` : path;
}
/** The session's cookies (krukke.session_token and the like, __Secure- behind HTTPS). */
const SESSION_COOKIE = /^(__Secure-)?krukke\./;
/** Cookies that make a page personal: a toast to show, a discount code applied. */
const PERSONAL_COOKIES = new Set(["krukke_toast", "krukke_discount"]);
const LONGEST_URL = 1_024;

/**
 * The key a guest's request is shared under, or null when its answer is personal (or not a
 * public page): the language cookie, the cookie choice (the banner shows until it is made) and
 * the address with only the parameters the page reads (`sharedAddress`).
 */
export function shareableKey(method: string, url: string, cookieHeader: string | undefined): string | null {
  if (method !== "GET" && method !== "HEAD") return null;
  const address = sharedAddress(url);
  if (!address || address.length > LONGEST_URL) return null;
  const cookies = parseCookies(cookieHeader ?? "");
  for (const name of Object.keys(cookies)) {
    if (SESSION_COOKIE.test(name) || PERSONAL_COOKIES.has(name)) return null;
  }
  const language = cookies[LANGUAGE_COOKIE];
  const consent = decodeConsent(cookies[CONSENT_COOKIE]);
  return [
    isLanguage(language) ? language : "-",
    consent ? `a${Number(consent.analytics)}m${Number(consent.marketing)}` : "-",
    address,
  ].join(" ");
}

type Encoding = "br" | "gzip" | "identity";
const ENCODINGS: readonly Encoding[] = ["br", "gzip", "identity"];

/**
 * The encoding to send: the smallest the browser takes. (Browsers list gzip before br, with the
 * same weight; `req.acceptsEncodings` would pick gzip. negotiator 1's `preferred` is not in its
 * published types.)
 */
function encodingFor(req: Request): Encoding {
  const negotiator = new Negotiator(req) as Negotiator & {
    encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
  };
  return (negotiator.encoding(ENCODINGS, { preferred: ENCODINGS }) as Encoding | undefined) ?? "identity";
}

export type CachedPage = {
  status: number;
  /** The response's own headers (its type, its Cache-Control), without Set-Cookie. */
  headers: [string, string][];
  /** The page's policy: its inline scripts by hash. */
  contentSecurityPolicy: string;
  /**
   * A page worth compressing keeps its Brotli bytes (a fifth of the page or less): every browser
   * takes them over HTTPS. Its gzip bytes are made from them when a client that takes no Brotli
   * first asks (a CDN, a script) and kept from then on; the rare client that takes neither gets
   * the Brotli bytes unpacked. A small page keeps its own bytes.
   */
  bodies:
    | { br: Buffer; gzip?: Buffer; identity?: undefined }
    | { identity: Buffer; br?: undefined; gzip?: undefined };
  /** Strong validators, one per encoding (the bytes differ). */
  etags: Record<Encoding, string>;
};

export type PageCacheOptions = {
  /** Memory for the kept pages (their compressed bytes and keys); 0 keeps none. */
  maxBytes: number;
  /** How long a kept page is served without rendering it again. */
  maxAgeMs: number;
  /** The policy for a shareable page whose inline scripts have these hashes. */
  policy: (scriptHashes: string[]) => string;
};

/** What React Router answered, rendered in shareable mode. */
export type Render = () => Promise<globalThis.Response>;

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);
/** Below this, compressing costs more than it saves. */
const COMPRESS_FROM_BYTES = 1_024;

export class PageCache {
  readonly #pages: LRUCache<string, CachedPage> | null;
  /** Renders under way, so a burst of guests for one page renders it once. */
  readonly #rendering = new Map<string, Promise<CachedPage | null>>();
  #generation = 0;
  #hits = 0;
  #misses = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.#pages =
      options.maxBytes > 0
        ? new LRUCache<string, CachedPage>({
            maxSize: options.maxBytes,
            sizeCalculation: (page, key) =>
              (page.bodies.identity?.length ?? page.bodies.br!.length + (page.bodies.gzip?.length ?? 0)) +
              key.length * 2 +
              1_024,
            ttl: options.maxAgeMs,
          })
        : null;
  }

  /** Whether pages are kept at all (not with PAGE_CACHE_MB=0, nor in development). */
  get enabled(): boolean {
    return this.#pages !== null;
  }

  /** Forgets every kept page (the content changed); pages being rendered are not kept. */
  clear(): void {
    this.#generation += 1;
    this.#pages?.clear();
    this.#rendering.clear();
  }

  stats() {
    return {
      entries: this.#pages?.size ?? 0,
      bytes: this.#pages?.calculatedSize ?? 0,
      hits: this.#hits,
      misses: this.#misses,
    };
  }

  /**
   * Answers a shareable request from the cache, or renders it (once for all who ask at the same
   * time) and keeps it when it may be shared.
   */
  async serve(key: string, req: Request, res: Response, render: Render): Promise<void> {
    const kept = this.#pages?.get(key);
    if (kept) {
      this.#hits += 1;
      return this.#send(req, res, key, kept, "hit");
    }
    const underWay = this.#rendering.get(key);
    const shared = underWay ? await underWay : null;
    if (shared) {
      this.#hits += 1;
      return this.#send(req, res, key, shared, "hit");
    }
    this.#misses += 1;
    const generation = this.#generation;
    let settle: (page: CachedPage | null) => void = () => {};
    const rendering = new Promise<CachedPage | null>((resolve) => (settle = resolve));
    // Without a cache of its own (PAGE_CACHE_MB=0), every request renders: measured as such.
    if (this.#pages) this.#rendering.set(key, rendering);
    try {
      const { page, storable, cookies } = await this.#pageOf(await render());
      settle(storable ? page : null);
      // A page rendered from the content as it was before a change is not kept.
      if (storable && generation === this.#generation) this.#pages?.set(key, page);
      return this.#send(req, res, key, page, "miss", cookies);
    } finally {
      settle(null); // (a failed render: those waiting render for themselves)
      if (this.#rendering.get(key) === rendering) this.#rendering.delete(key);
    }
  }

  /** Whether a page is kept under this key (a HEAD request is answered only from the cache). */
  has(key: string): boolean {
    return this.#pages?.has(key) ?? false;
  }

  async #pageOf(
    response: globalThis.Response,
  ): Promise<{ page: CachedPage; storable: boolean; cookies: string[] }> {
    const body = Buffer.from(await response.arrayBuffer());
    const cookies = response.headers.getSetCookie();
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    const storable =
      response.status === 200 && cookies.length === 0 && !/\b(private|no-store)\b/.test(cacheControl);
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (!["set-cookie", "cache-control", "content-length", "etag"].includes(name)) {
        headers.push([name, value]);
      }
    }
    if (!storable) headers.push(["Cache-Control", "private, no-store"]);
    else if (/\bpublic\b/.test(cacheControl)) headers.push(["Cache-Control", cacheControl]);
    else headers.push(["Cache-Control", SHARED_CACHE_CONTROL], ["CDN-Cache-Control", CDN_CACHE_CONTROL]);
    const isHtml = /^text\/html/.test(response.headers.get("Content-Type") ?? "");
    // An answer sent once (not kept, or no cache at all) is left to the compression middleware,
    // which makes only the encoding asked for.
    const compress = storable && this.#pages !== null && body.length >= COMPRESS_FROM_BYTES;
    const br = compress
      ? await brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : null;
    const hash = crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27);
    return {
      storable,
      cookies,
      page: {
        status: response.status,
        headers,
        contentSecurityPolicy: this.options.policy(isHtml ? inlineScriptHashes(body.toString("utf8")) : []),
        bodies: br ? { br } : { identity: body },
        etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
      },
    };
  }

  async #send(
    req: Request,
    res: Response,
    key: string,
    page: CachedPage,
    state: "hit" | "miss",
    cookies: string[] = [],
  ) {
    const encoding = page.bodies.identity ? "identity" : encodingFor(req);
    res.status(page.status);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    for (const cookie of cookies) res.append("Set-Cookie", cookie);
    res.setHeader("Content-Security-Policy", page.contentSecurityPolicy);
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("X-Krukke-Cache", state);
    res.setHeader("ETag", page.etags[encoding]);
    const validators = (req.get("if-none-match") ?? "").split(",").map((tag) => tag.trim());
    if (page.status === 200 && validators.some((tag) => Object.values(page.etags).includes(tag))) {
      res.status(304).end();
      return;
    }
    const body = await this.#bytes(key, page, encoding);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  /** A page's bytes in an encoding, made from its Brotli bytes if need be (gzip's then kept). */
  async #bytes(key: string, page: CachedPage, encoding: Encoding): Promise<Buffer> {
    const { br, gzip: gz, identity } = page.bodies;
    if (identity) return identity;
    if (encoding === "br") return br;
    if (encoding === "gzip" && gz) return gz;
    const plain = await unbrotli(br);
    if (encoding === "identity") return plain;
    const made = await gzip(plain, { level: 9 });
    // Kept with the page (a new entry, so the memory bound counts it), unless it was forgotten
    // meanwhile; the page's age stays.
    if (this.#pages?.peek(key) === page) {
      this.#pages.set(key, { ...page, bodies: { br, gzip: made } }, { noUpdateTTL: true });
    }
    return made;
  }
}

/**
 * The middleware: a guest's GET of a public page goes through the cache; everything else on to
 * the next handler. `render` renders a request in shareable mode, at the shared address.
 */
export function pageCacheMiddleware(
  cache: PageCache,
  render: (req: Request, res: Response, address: string) => Promise<globalThis.Response>,
) {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = shareableKey(req.method, req.originalUrl, req.get("cookie"));
    if (!key || (req.method === "HEAD" && !cache.has(key))) return next();
    // Rendered at the shared address: the page every guest gets holds no one's click id.
    const address = sharedAddress(req.originalUrl)!;
    cache.serve(key, req, res, () => render(req, res, address)).catch(next);
  };
}

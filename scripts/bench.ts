/**
 * `npm run bench`: how much the shop serves, and whether it slows down as the catalogue and
 * the order book grow. Starts a throwaway PostgreSQL (scripts/lib/postgres.ts), builds if
 * needed, runs the production build against it (`node server.js`, its own process) and drives
 * it with autocannon over 127.0.0.1:
 *
 *   1. a catalogue of 20 products and 1,000 orders, then
 *   2. 10,000 products and 100,000 orders (bulk SQL with generate_series; the paid ones with
 *      their invoices, the refunded ones with their credit notes),
 *
 * each with: guests' pages (home, /produkter, a product page) from the shop with its page cache
 * ("kept") and from a second shop without one (PAGE_CACHE_MB=0, "rendered"), with the share the
 * cache answered; a signed-in /produkter (never kept); a search and a list narrowed by two facets
 * (rendered); the owner's dashboard for yesterday (/admin, signed in as an admin); cart changes
 * by signed-in customers (add and update through /resources/cart, as the page's fetchers post
 * them) and order creation (the checkout's pay action, pop-up flow, QuickPay sandbox). Then: two
 * instances with their caches on the one PostgreSQL, guests asking them in turn while a price is
 * changed halfway (answers with the old price more than a second after the change are counted,
 * and fail the bench); the shop's memory after start and with its cache filled; and the same
 * /produkter HTML from a minimal static server (another process) as a ceiling. With 10,000
 * products it asks PostgreSQL for the plans of the product list's queries (each order, the
 * search, the facets) and checks that each uses its index.
 *
 * Options: --duration S (seconds per scenario, default 10), --connections N (default 10).
 * Prints markdown tables; exits 1 when a scenario had errors or non-2xx answers, or a list query
 * did not use its index.
 */
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { parseCatalogueQuery } from "../app/lib/catalogue-address";
import { shopDate } from "../app/lib/copenhagen";
import { DEFAULT_CALENDAR, deliveryDays, openDates } from "../app/lib/delivery-calendar";
import type { Role } from "../app/lib/domain";
import { catalogueQueries } from "../app/server/catalogue-search.server";
import { DEFAULT_PAGE_CACHE_MB } from "../app/server/config.server";
import type { Database } from "../app/server/db/index.server";
import { addOrders, dashboardPeriod } from "./lib/bench-orders";
import { throwawayDatabase } from "./lib/postgres";
import { ensureBuild, firstLink, freePort, startShop, type ShopServer } from "./lib/shop-server";

const { values: args } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
  },
});
const DURATION = Math.max(1, Number(args.duration) || 10);
const CONNECTIONS = Math.max(1, Number(args.connections) || 10);
const CUSTOMERS = 4;
/** A search that finds some of the bench's products (its typo is found by the title's trigrams). */
const SEARCH = "linsegryde";
const TWO_FACETS = "uden=selleri&type=supper";
const PASSWORD = "bench-kode-12345";
/** What Chromium sends. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

type Measured = {
  scenario: string;
  catalogue: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** Of the answers, the share the shop's page cache gave (shops with a cache). */
  hitRatio?: number;
};
type Customer = { email: string; cookie: string };

// ---------------------------------------------------------------------------------------------
// Data

async function sql(client: pg.Client, text: string, values: unknown[] = []) {
  return client.query(text, values);
}

/**
 * Products `from`…`from + count - 1`, newest last. The first 20 (the small catalogue) are all
 * found by the bench's search and left by its two facets: so each list shows as many cards (20)
 * as the first page of the large catalogue's (24), and the ratio of the two measures the size of
 * the catalogue, not the number of cards drawn. The rest are named from a few words
 * ("Linsegryde 21", "Tomatsuppe 42"; the search finds one in 35), soups and dishes, some
 * organic, with allergens (celery in a third, "may contain" gluten in a fifth) and diets, so the
 * facets narrow the list as they would a shop's.
 */
async function addProducts(db: pg.Client, from: number, count: number) {
  await sql(
    db,
    `insert into products (title, title_en, description, description_en, description_long, base_price,
       customer_price, type, is_organic, is_new, weight, brand, ingredients, nutritional_info,
       allergens, may_contain, diets, created_at)
     select case when g <= 20 then 'Linsegryde ' || g
              else (array['Tomat','Linse','Græskar','Kartoffel','Gulerod','Bønne','Svampe'])[1 + g % 7]
                || (array['suppe','gryde','ret','mos','salat'])[1 + g % 5] || ' ' || g end,
       case when g <= 20 then 'Lentil stew ' || g
         else (array['Tomato','Lentil','Pumpkin','Potato','Carrot','Bean','Mushroom'])[1 + g % 7] || ' '
           || (array['soup','stew','dish','mash','salad'])[1 + g % 5] || ' ' || g end,
       'En varmende krukke nummer ' || g,
       'A warming jar number ' || g, repeat('Langsomt kogt med grøntsager. ', 8),
       (45 + g % 40)::numeric(10,2), (40 + g % 40)::numeric(10,2),
       case when g <= 20 or g % 2 = 0 then 'soup' else 'dish' end, g % 3 = 0, g % 10 = 0, '500 g', 'Krukke',
       'Vand, grøntsager, salt', '{"energy": 52, "fat": 1.2, "carbs": 8.4, "protein": 2.1}'::jsonb,
       case when g <= 20 then array['milk']
         else (case g % 6 when 0 then '{}'::text[] when 1 then array['celery'] when 2 then array['milk']
           when 3 then array['gluten', 'eggs'] when 4 then array['celery', 'mustard'] else array['soy'] end) end,
       case when g % 5 = 0 then array['gluten'] else '{}'::text[] end,
       case g % 4 when 0 then array['vegetarian', 'vegan'] when 1 then array['vegetarian'] else '{}'::text[] end,
       now() - interval '1 day' + g * interval '1 second'
     from generate_series($1::int, $2::int) g`,
    [from, from + count - 1],
  );
}

/** The first delivery date the calendar's default settings offer now. */
function firstOpenDate(): string {
  const days = deliveryDays({
    settings: DEFAULT_CALENDAR,
    overrides: [],
    now: new Date(),
    reservedJars: {},
    reservedByProduct: {},
    productLimits: {},
    cart: [],
  });
  return openDates(days)[0]!;
}

// ---------------------------------------------------------------------------------------------
// Customers: signed up and signed in through the shop's own pages, as a browser would

function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("=") && !pair.startsWith("krukke_toast="))
    .join("; ");
}

async function post(shop: ShopServer, to: string, fields: Record<string, string>, cookie = "") {
  return fetch(`${shop.url}${to}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: shop.url,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
}

/** A new account signed up and signed in through the shop's pages; `role` set before signing in. */
async function signedInAccount(shop: ShopServer, db: pg.Client, role = "customer"): Promise<Customer> {
  const email = `bench-${randomUUID().slice(0, 8)}@example.dk`;
  const signup = await post(shop, "/login", {
    intent: "signup",
    firstName: "Bench",
    lastName: "Kunde",
    email,
    phone: "12345678",
    streetAddress: "Vestergade 1",
    postalCode: "2600",
    city: "Glostrup",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    terms: "on",
  });
  if (signup.status >= 400) throw new Error(`sign-up failed (${signup.status})`);
  // The confirmation e-mail's link, taken as followed (and the owner's role, given by hand).
  await sql(db, "update profiles set email_verified = true, role = $2 where lower(email) = lower($1)", [
    email,
    role,
  ]);
  const login = await post(shop, "/login", {
    intent: "login",
    email,
    password: PASSWORD,
    rememberMe: "on",
  });
  const cookie = cookiesFrom(login);
  if (login.status !== 302 || !cookie) throw new Error(`sign-in failed (${login.status})`);
  return { email, cookie };
}

async function signedInCustomers(shop: ShopServer, db: pg.Client, productIds: string[]): Promise<Customer[]> {
  const customers: Customer[] = [];
  for (let n = 0; n < CUSTOMERS; n++) {
    const customer = await signedInAccount(shop, db);
    // Something in the cart, so the checkout has an order to make.
    for (const productId of productIds.slice(0, 2)) {
      const added = await post(
        shop,
        "/resources/cart",
        { intent: "add", productId, quantity: "1" },
        customer.cookie,
      );
      if (!added.ok) throw new Error(`adding to the cart failed (${added.status})`);
    }
    customers.push(customer);
  }
  return customers;
}

// ---------------------------------------------------------------------------------------------
// Load

function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

/**
 * Each new request as the next customer, round robin; `body` makes the request's form. With
 * `oneAtATime`, a customer waits for their answer before their next request is sent (a shopper
 * has one pay button; a second press while the first is under way gives the first order up).
 */
function asCustomers(
  shop: ShopServer,
  customers: Customer[],
  body: (n: number) => string,
  { oneAtATime = false } = {},
) {
  let n = 0;
  const busy = new Set<number>();
  return [
    {
      setupRequest: (request: autocannon.Request, context: { customer?: number }) => {
        let index = n % customers.length;
        for (let tries = 0; oneAtATime && busy.has(index) && tries < customers.length; tries++) {
          index = (index + 1) % customers.length;
        }
        if (oneAtATime) busy.add(index);
        context.customer = index;
        const fields = body(n++);
        return {
          ...request,
          headers: {
            ...request.headers,
            Cookie: customers[index]!.cookie,
            Origin: shop.url,
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: fields,
        };
      },
      onResponse: (_status: number, _body: string, context: { customer?: number }) => {
        if (context.customer !== undefined) busy.delete(context.customer);
      },
    },
  ];
}

async function measure(
  url: string,
  options: Partial<autocannon.Options> & { connections: number },
): Promise<autocannon.Result> {
  // The first seconds warm the caches and the JIT; they are not counted (autocannon 9's
  // `warmup`, which its type definitions do not know yet).
  const warmup = { warmup: { connections: options.connections, duration: 2 } };
  return autocannon({ url, duration: DURATION, ...warmup, ...options } as autocannon.Options);
}

function summary(scenario: string, catalogue: string, result: autocannon.Result): Measured {
  return {
    scenario,
    catalogue,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/** Each request with the next customer's session, round robin (a signed-in visitor's page). */
function signedIn(customers: Customer[]) {
  let n = 0;
  return [
    {
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        headers: { ...request.headers, Cookie: customers[n++ % customers.length]!.cookie },
      }),
    },
  ];
}

type Scenario = [
  name: string,
  shop: ShopServer,
  target: string,
  Partial<autocannon.Options> & { connections: number },
];

/**
 * `shops.kept`: the shop with its page cache (guests' pages kept, server/page-cache.ts);
 * `shops.rendered`: the same shop with PAGE_CACHE_MB=0, rendering every request.
 * `productIds`: the catalogue, newest first (the product page is one from the middle);
 * `cartIds`: the products the customers put in their carts, the same in both catalogues, so
 * the carts stay a shopper's size (the first is in every cart from the start).
 */
async function runScenarios(
  shops: { kept: ShopServer; rendered: ShopServer },
  db: pg.Client,
  catalogue: string,
  productIds: string[],
  cartIds: string[],
  customers: Customer[],
  admin: Customer,
): Promise<Measured[]> {
  const productPage = `/produkter/${productIds[Math.floor(productIds.length / 2)]}`;
  const shop = shops.kept;
  // Home delivery on the first date the calendar offers (its capacity is lifted: see main).
  const deliveryDate = firstOpenDate();
  // As a browser asks (the static ceiling answers the same way).
  const guests = { connections: CONNECTIONS, headers: { "Accept-Encoding": BROWSER_ENCODINGS } };
  // The dashboard for yesterday against the day before: both days lie in the first 1,000 orders,
  // so both order books show it the same orders and what grows is only what lies outside them.
  const period = dashboardPeriod(shopDate());
  const dashboard = `/admin?periode=custom&fra=${period.from}&til=${period.to}`;
  const scenarios: Scenario[] = [
    ["GET / (guest, kept)", shops.kept, "/", guests],
    ["GET / (guest, rendered)", shops.rendered, "/", guests],
    ["GET /produkter (guest, kept)", shops.kept, "/produkter", guests],
    ["GET /produkter (guest, rendered)", shops.rendered, "/produkter", guests],
    ["GET /produkter (signed in)", shops.kept, "/produkter", { ...guests, requests: signedIn(customers) }],
    [`GET /produkter?q=${SEARCH} (search, rendered)`, shops.rendered, `/produkter?q=${SEARCH}`, guests],
    [
      `GET /produkter?${TWO_FACETS} (two facets, rendered)`,
      shops.rendered,
      `/produkter?${TWO_FACETS}`,
      guests,
    ],
    ["GET /produkter/:id (guest, kept)", shops.kept, productPage, guests],
    ["GET /produkter/:id (guest, rendered)", shops.rendered, productPage, guests],
    [
      "GET /admin (dashboard, 1 day)",
      shops.kept,
      dashboard,
      { ...guests, connections: 2, requests: signedIn([admin]) },
    ],
    [
      "POST /resources/cart (add, update)",
      shop,
      "/resources/cart",
      {
        connections: CUSTOMERS * 2,
        method: "POST",
        requests: asCustomers(shop, customers, (n) =>
          n % 2 === 0
            ? form({ intent: "add", productId: cartIds[(n / 2) % 6]!, quantity: "1" })
            : form({ intent: "update", productId: cartIds[0]!, quantity: String(1 + (n % 5)) }),
        ),
      },
    ],
    [
      // Each press has a new checkout token: it gives the customer's open order up (asking the
      // QuickPay sandbox) and makes a new one, as a shopper pressing pay again does.
      "POST /checkout (place order)",
      shop,
      "/checkout.data",
      {
        connections: CUSTOMERS,
        method: "POST",
        requests: asCustomers(
          shop,
          customers,
          () =>
            form({ mode: "popup", levering: "standard", dato: deliveryDate, checkoutToken: randomUUID() }),
          { oneAtATime: true },
        ),
      },
    ],
  ];
  const results: Measured[] = [];
  for (const [name, server, target, options] of scenarios) {
    process.stdout.write(`  ${name} … `);
    // The bench's few customers press pay far more often than the limits on new orders allow a
    // person (10 in 15 minutes) and an address (300); it measures what an order costs, so it
    // clears their counters.
    const unlimited =
      target === "/checkout.data"
        ? setInterval(
            () =>
              void sql(
                db,
                "delete from rate_limits where key like 'orders-customer:%' or key like 'orders-ip:%'",
              ),
            250,
          )
        : undefined;
    const before = await cacheStats(server);
    const measured = await measure(`${server.url}${target}`, options).finally(() => clearInterval(unlimited));
    const after = await cacheStats(server);
    const result = summary(name, catalogue, measured);
    const served = after.hits - before.hits + (after.misses - before.misses);
    if (served > 0) result.hitRatio = (after.hits - before.hits) / served;
    console.log(
      `${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms` +
        (result.hitRatio === undefined ? "" : `, ${(result.hitRatio * 100).toFixed(2)} % from the cache`),
    );
    results.push(result);
  }
  return results;
}

type CacheStats = { entries: number; bytes: number; hits: number; misses: number };

/** Lets the bench read /healthz's details (the shops it starts are given it). */
const HEALTHZ_TOKEN = randomBytes(24).toString("hex");

/** The shop's page cache, as its /healthz reports it to a request bearing HEALTHZ_TOKEN. */
async function cacheStats(shop: ShopServer): Promise<CacheStats> {
  const answer = await fetch(`${shop.url}/healthz`, {
    headers: { Authorization: `Bearer ${HEALTHZ_TOKEN}` },
  });
  const health = (await answer.json()) as { pageCache: CacheStats };
  return health.pageCache;
}

/** The shop process's resident memory, in MB (Linux). */
function residentMb(shop: ShopServer): number {
  const status = fs.readFileSync(`/proc/${shop.process.pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * Fills the kept shop's cache with product pages (each its own entry), asked for as Chromium
 * asks (Brotli), until it is full or the catalogue runs out, eight at a time.
 */
async function fillCache(shop: ShopServer, productIds: string[], limitBytes: number): Promise<CacheStats> {
  let next = 0;
  const worker = async () => {
    while (next < productIds.length && (await cacheStats(shop)).bytes < limitBytes * 0.97) {
      const batch = productIds.slice(next, next + 20);
      next += 20;
      for (const id of batch) {
        await (
          await fetch(`${shop.url}/produkter/${id}`, { headers: { "Accept-Encoding": BROWSER_ENCODINGS } })
        ).arrayBuffer();
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return cacheStats(shop);
}

// ---------------------------------------------------------------------------------------------
// Two instances behind a round robin, and a price edited while guests read the product page

type StaleRun = {
  requests: number;
  rps: number;
  stale: number;
  staleAfterOneSecond: number;
  lastStaleMs: number;
};

/**
 * Guests ask for `productPage` from `shops` in turn (CONNECTIONS at a time) for DURATION
 * seconds; halfway, the product's price is changed in the database, as a save in the back office
 * does. Counts the answers still showing the old price, and those more than a second after the
 * change was committed.
 */
async function twoInstances(shops: ShopServer[], db: pg.Client, productId: string): Promise<StaleRun> {
  const productPage = `/produkter/${productId}`;
  const newPrice = "1234.00";
  const shown = "1.234 kr"; // the guest's price on the page, in Danish
  const deadline = Date.now() + DURATION * 1000;
  let changedAt = Number.POSITIVE_INFINITY;
  let requests = 0;
  let stale = 0;
  let staleAfterOneSecond = 0;
  let lastStaleMs = 0;
  let turn = 0;
  const started = Date.now();
  const guest = async () => {
    while (Date.now() < deadline) {
      const shop = shops[turn++ % shops.length]!;
      const sentAt = Date.now();
      const html = await (await fetch(`${shop.url}${productPage}`)).text();
      requests += 1;
      if (sentAt > changedAt && !html.includes(shown)) {
        stale += 1;
        lastStaleMs = Math.max(lastStaleMs, sentAt - changedAt);
        if (sentAt - changedAt > 1_000) staleAfterOneSecond += 1;
      }
    }
  };
  const edit = (async () => {
    await new Promise((resolve) => setTimeout(resolve, (DURATION * 1000) / 2));
    await sql(db, "update products set base_price = $1 where id = $2", [newPrice, productId]);
    changedAt = Date.now();
  })();
  await Promise.all([...Array.from({ length: CONNECTIONS }, guest), edit]);
  return {
    requests,
    rps: requests / ((Date.now() - started) / 1000),
    stale,
    staleAfterOneSecond,
    lastStaleMs,
  };
}

// ---------------------------------------------------------------------------------------------
// The ceiling: the same HTML from a server that does nothing else

async function staticCeiling(html: string, work: string): Promise<Measured> {
  const file = path.join(work, "produkter.html");
  fs.writeFileSync(file, html);
  // As nginx's brotli_static serves a file compressed ahead (at the best quality).
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      "-e",
      `const http = require("node:http"); const fs = require("node:fs");
       const plain = fs.readFileSync(${JSON.stringify(file)}); const br = fs.readFileSync(${JSON.stringify(`${file}.br`)});
       http.createServer((req, res) => {
         const brotli = (req.headers["accept-encoding"] || "").includes("br");
         res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", Vary: "Accept-Encoding", ...(brotli ? { "Content-Encoding": "br" } : {}) });
         res.end(brotli ? br : plain);
       }).listen(${port}, "127.0.0.1", () => console.log("ready"));`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve) => server.stdout!.once("data", () => resolve()));
  try {
    process.stdout.write("  static /produkter HTML (Brotli) … ");
    const result = summary(
      "static /produkter HTML (Brotli)",
      "—",
      await measure(`http://127.0.0.1:${port}/`, {
        connections: CONNECTIONS,
        headers: { "Accept-Encoding": BROWSER_ENCODINGS },
      }),
    );
    console.log(`${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`);
    return result;
  } finally {
    server.kill();
  }
}

// ---------------------------------------------------------------------------------------------
// The product list's plans: each order, the search and the facets, with the index each should use

type PlanCheck = {
  list: string;
  address: string;
  role?: Role;
  language?: "da" | "en";
  /** The second pass of a search that found almost nothing by its words. */
  typos?: boolean;
  /** The indexes the page's query must use, and the facet groups' query. */
  page: string[];
  groups: string[];
};

const FACET_GROUPS = ["products_facets_idx"];
const PLAN_CHECKS: PlanCheck[] = [
  { list: "newest first", address: "", page: ["products_for_sale_listing_idx"], groups: FACET_GROUPS },
  { list: "two facets", address: TWO_FACETS, page: ["products_for_sale_listing_idx"], groups: FACET_GROUPS },
  { list: "price, guest", address: "sort=pris", page: ["products_price_guest_idx"], groups: FACET_GROUPS },
  {
    list: "price high to low, customer",
    address: "sort=pris-faldende",
    role: "customer",
    page: ["products_price_customer_idx"],
    groups: FACET_GROUPS,
  },
  {
    list: "price, business customer",
    address: "sort=pris",
    role: "b2b_customer",
    page: ["products_price_b2b_idx"],
    groups: FACET_GROUPS,
  },
  { list: "name, Danish", address: "sort=navn", page: ["products_name_da_idx"], groups: FACET_GROUPS },
  {
    list: "name, English",
    address: "sort=navn",
    language: "en",
    page: ["products_name_en_idx"],
    groups: FACET_GROUPS,
  },
  {
    list: "search, Danish",
    address: `q=${SEARCH}`,
    page: ["products_search_da_idx", "products_title_trgm_da_idx"],
    groups: ["products_search_da_idx", "products_title_trgm_da_idx"],
  },
  {
    list: "search, English",
    address: "q=lentil%20stew",
    language: "en",
    page: ["products_search_en_idx", "products_title_trgm_en_idx"],
    groups: ["products_search_en_idx", "products_title_trgm_en_idx"],
  },
  {
    list: "search with a typo, taking typos",
    address: "q=linsegrydde",
    typos: true,
    page: ["products_search_da_idx", "products_title_trgm_da_idx"],
    groups: ["products_search_da_idx", "products_title_trgm_da_idx"],
  },
];

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; Plans?: PlanNode[] };

/** The indexes a plan reads, and whether it scans the products table whole. */
function planSummary(node: PlanNode, found = { indexes: new Set<string>(), seqScan: false }) {
  if (node["Index Name"]) found.indexes.add(node["Index Name"]);
  if (node["Node Type"] === "Seq Scan" && node["Relation Name"] === "products") found.seqScan = true;
  for (const child of node.Plans ?? []) planSummary(child, found);
  return found;
}

/** Prints each list query's plan at this size; returns the lists whose queries missed an index. */
async function checkPlans(client: pg.Client): Promise<string[]> {
  const db = drizzle(client) as unknown as Database;
  const lines = [
    "| list | query | indexes used | whole-table scan | as expected |",
    "| --- | --- | --- | --- | --- |",
  ];
  const missed: string[] = [];
  for (const check of PLAN_CHECKS) {
    const query = parseCatalogueQuery(new URLSearchParams(check.address));
    const queries = catalogueQueries(db, query, {
      role: check.role ?? null,
      language: check.language ?? "da",
      pageSize: 24,
      typos: check.typos,
    });
    for (const [part, builder, wanted] of [
      ["page", queries.page, check.page],
      ["facet groups", queries.groups, check.groups],
    ] as const) {
      const { sql: text, params } = builder.toSQL();
      const { rows } = await client.query(`explain (format json) ${text}`, params as unknown[]);
      const summary = planSummary(rows[0]["QUERY PLAN"][0].Plan);
      const ok = !summary.seqScan && wanted.every((index) => summary.indexes.has(index));
      if (!ok) missed.push(`${check.list} (${part})`);
      lines.push(
        `| ${check.list}${check.address ? ` \`?${check.address}\`` : ""} | ${part} | ${[...summary.indexes].join(", ") || "none"} | ${summary.seqScan ? "yes" : "no"} | ${ok ? "yes" : `no: wanted ${wanted.join(", ")}`} |`,
      );
    }
  }
  console.log(`\nThe product list's query plans with 10,000 products (EXPLAIN):\n${lines.join("\n")}`);
  return missed;
}

// ---------------------------------------------------------------------------------------------
// What the database spent its time on (pg_stat_statements, where the server has it)

type QueryStats = Map<string, { query: string; calls: number; mean: number }>;

async function statementsAvailable(db: pg.Client): Promise<boolean> {
  try {
    await sql(db, "create extension if not exists pg_stat_statements");
    await sql(db, "select pg_stat_statements_reset()");
    return true;
  } catch {
    return false;
  }
}

async function queryStats(db: pg.Client): Promise<QueryStats> {
  const { rows } = await sql(
    db,
    `select queryid::text id, query, calls::int, mean_exec_time mean from pg_stat_statements
     where dbid = (select oid from pg_database where datname = current_database()) and calls >= 20`,
  );
  return new Map(rows.map((row) => [row.id, { query: row.query, calls: row.calls, mean: row.mean }]));
}

function growingQueries(small: QueryStats, large: QueryStats): string[] {
  const lines: string[] = [];
  for (const [id, after] of large) {
    const before = small.get(id);
    if (!before || after.mean < 0.2 || after.mean < before.mean * 2) continue;
    const text = after.query.replace(/\s+/g, " ").slice(0, 160);
    lines.push(`| ${before.mean.toFixed(2)} ms | ${after.mean.toFixed(2)} ms | \`${text}\` |`);
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------

function table(rows: Measured[]): string {
  return [
    "| scenario | catalogue | req/s | p50 | p99 | from the cache | errors | non-2xx |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.catalogue} | ${Math.round(r.rps)} | ${r.p50} ms | ${r.p99} ms | ${r.hitRatio === undefined ? "–" : `${(r.hitRatio * 100).toFixed(1)} %`} | ${r.errors} | ${r.non2xx} |`,
    ),
  ].join("\n");
}

async function main(): Promise<number> {
  const started = Date.now();
  ensureBuild();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "krukke-bench-"));
  console.log("Starting a throwaway PostgreSQL …");
  const database = await throwawayDatabase();
  console.log(`  ${database.describe}`);
  const db = new pg.Client({ connectionString: database.url });
  const shops: ShopServer[] = [];
  const start = async (name: string, env: Record<string, string> = {}) => {
    const started = await startShop({
      port: await freePort(3610 + shops.length),
      env: {
        DATABASE_URL: database.url,
        DEMO_DATA: "false",
        DATA_DIR: path.join(work, name),
        HEALTHZ_TOKEN,
        ...env,
      },
      logFile: path.join(work, `${name}.log`),
    });
    shops.push(started);
    return started;
  };
  try {
    const shop = await start("kept");
    const rendered = await start("rendered", { PAGE_CACHE_MB: "0" });
    await db.connect();
    const memoryAtStart = residentMb(shop);
    console.log(
      `The shop (production build) is at ${shop.url}, the same without its page cache at ${rendered.url}; autocannon: ${DURATION} s per scenario.`,
    );

    // The checkout scenario places thousands of orders for one day: far past a kitchen's 400 jars.
    await sql(db, "update delivery_calendar set capacity_jars = 10000000");
    await addProducts(db, 1, 20);
    const firstIds = (await sql(db, "select id from products order by created_at desc")).rows.map(
      (r) => r.id,
    );
    const customers = await signedInCustomers(shop, db, firstIds);
    const admin = await signedInAccount(shop, db, "admin");
    await addOrders(db, 1, 1_000);
    const withStatements = await statementsAvailable(db);

    console.log("\nCatalogue of 20 products, 1,000 orders:");
    const small = await runScenarios(
      { kept: shop, rendered },
      db,
      "20 products",
      firstIds,
      firstIds,
      customers,
      admin,
    );
    const smallStats = withStatements ? await queryStats(db) : new Map();
    const html = await (await fetch(`${shop.url}/produkter`)).text();
    if (!firstLink(html, /^\/produkter\/[0-9a-f-]{36}$/)) throw new Error("/produkter shows no products");

    process.stdout.write("\nLoading 10,000 products and 100,000 orders … ");
    const loadStart = Date.now();
    await addProducts(db, 21, 9_980);
    await addOrders(db, 1_001, 100_000);
    const counts = (
      await sql(
        db,
        `select (select count(*) from products)::int products, (select count(*) from orders)::int orders,
                (select count(*) from order_items)::int items`,
      )
    ).rows[0];
    console.log(
      `${counts.products} products, ${counts.orders} orders, ${counts.items} order lines in ${((Date.now() - loadStart) / 1000).toFixed(1)} s`,
    );
    const allIds = (await sql(db, "select id from products order by created_at desc")).rows.map((r) => r.id);
    // As autovacuum keeps tables whose rows have settled: the visibility map lets the facet
    // counts read their index alone, and autovacuum does not run during the scenarios instead.
    await sql(db, "vacuum analyze");
    const missedIndexes = await checkPlans(db);
    if (withStatements) await sql(db, "select pg_stat_statements_reset()");

    console.log("\nCatalogue of 10,000 products, 100,000 orders:");
    const large = await runScenarios(
      { kept: shop, rendered },
      db,
      "10,000 products",
      allIds,
      firstIds,
      customers,
      admin,
    );
    const largeStats = withStatements ? await queryStats(db) : new Map();
    const memoryAfter = { kept: residentMb(shop), rendered: residentMb(rendered) };

    console.log(
      "\nTwo instances with their caches on one PostgreSQL, guests in turn, a price changed halfway:",
    );
    const second = await start("second");
    const edited = allIds[Math.floor(allIds.length / 3)]!;
    const pair = await twoInstances([shop, second], db, edited);
    console.log(
      `  ${Math.round(pair.rps)} req/s; ${pair.stale} of ${pair.requests} answers showed the old price after the change, ` +
        `the last ${pair.lastStaleMs} ms after it; ${pair.staleAfterOneSecond} later than 1 s.`,
    );

    // The cache's own cost: the second instance (fresh, it served only that run) filled up.
    process.stdout.write("\nFilling the second instance's page cache with product pages … ");
    const memoryFresh = residentMb(second);
    const full = await fillCache(second, allIds, DEFAULT_PAGE_CACHE_MB * 1024 * 1024);
    const memoryFull = residentMb(second);
    console.log(`${full.entries} pages, ${(full.bytes / 1024 / 1024).toFixed(1)} MB kept.`);
    await second.stop();

    console.log("\nCeiling:");
    const ceiling = await staticCeiling(html, work);

    const all = [...small, ...large, ceiling];
    console.log(`\n${table(all)}\n`);
    console.log("| scenario | p50 10,000 / 20 | p50 within 1.5× | p99 10,000 / 20 | req/s 10,000 / 20 |");
    console.log("| --- | ---: | --- | ---: | ---: |");
    small.forEach((before, i) => {
      const after = large[i]!;
      const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : "–");
      console.log(
        `| ${before.scenario} | ${ratio(after.p50, before.p50)} | ${after.p50 <= before.p50 * 1.5 ? "yes" : "no"} | ${ratio(after.p99, before.p99)} | ${ratio(after.rps, before.rps)} |`,
      );
    });
    console.log(`\nAgainst the same /produkter HTML served statically (${Math.round(ceiling.rps)} req/s):`);
    for (const result of all.filter((r) => r.scenario.includes("(guest"))) {
      console.log(
        `- ${result.scenario}, ${result.catalogue}: ${Math.round(result.rps)} req/s = ${((result.rps / ceiling.rps) * 100).toFixed(1)} %`,
      );
    }
    console.log(
      `\nMemory of the shop process: ${memoryAtStart.toFixed(0)} MB after start, ${memoryAfter.kept.toFixed(0)} MB after the scenarios ` +
        `(the shop without a cache: ${memoryAfter.rendered.toFixed(0)} MB). The second instance: ${memoryFresh.toFixed(0)} MB after ` +
        `its run, ${memoryFull.toFixed(0)} MB with its page cache full.`,
    );
    if (withStatements) {
      const growing = growingQueries(smallStats, largeStats);
      console.log(
        growing.length
          ? `\nQueries at least twice as slow with the larger data (mean per call):\n| 20 products | 10,000 / 100,000 | query |\n| ---: | ---: | --- |\n${growing.join("\n")}`
          : "\nNo query's mean time doubled with the larger data (pg_stat_statements).",
      );
    }
    console.log(
      `\nMachine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}), Node ${process.version}.`,
    );
    console.log(`Bench took ${Math.round((Date.now() - started) / 1000)} s.`);

    const failed = all.filter((r) => r.errors > 0 || r.non2xx > 0);
    if (pair.staleAfterOneSecond > 0) {
      console.error(
        `\n${pair.staleAfterOneSecond} answers showed the old price more than 1 s after the change.`,
      );
      return 1;
    }
    if (missedIndexes.length) {
      console.error(`\nList queries that did not use their index: ${missedIndexes.join(", ")}`);
      return 1;
    }
    if (failed.length) {
      console.error(
        `\nErrors or non-2xx answers in: ${failed.map((r) => `${r.scenario} (${r.catalogue})`).join(", ")}`,
      );
      console.error(`Server logs: ${path.join(work, "*.log")}`);
      return 1;
    }
    fs.rmSync(work, { recursive: true, force: true });
    return 0;
  } finally {
    for (const started of shops) await started.stop();
    await db.end().catch(() => {});
    await database
      .drop()
      .catch((error: unknown) => console.error(`Could not drop the bench database: ${error}`));
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`npm run bench failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);

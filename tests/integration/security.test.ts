/**
 * Security sweep over the shop's routes, called the way React Router calls them:
 * - one customer's session never reaches another customer's data (every route that takes a
 *   user's data, with the other customer's ids wherever an id can be put);
 * - hostile input (SQL-looking, oversized, wrong types, unicode, non-form bodies) to every action
 *   and JSON/resource route gets a 4xx or a normal answer, never a 5xx, and changes nothing;
 * - the address-wide limits no feature test covers (sign-up, password reset, resending the
 *   confirmation): past them a sum is asked, and a right answer goes through.
 *
 * Deeper checks of single routes live with their features: profiles.test.ts (edit, CSV, data,
 * delete), cart.test.ts (forged cart posts), checkout.test.ts (order status and return page),
 * recipes.test.ts (no recipe body for guests), blog/recipes/contact/mail tests (markup as text),
 * accounts/contact/newsletter/consent/cart tests (their rate limits, the discount-code check's too). The cross-site check, headers
 * and cookies behind HTTPS are properties of the HTTP server: e2e/security.spec.ts.
 */
import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { loader as statusLoader } from "~/routes/checkout.status";
import { action as contactAction } from "~/routes/kontakt";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as loginAction } from "~/routes/login";
import { loader as profileLoader } from "~/routes/profile";
import { loader as dataLoader } from "~/routes/profile.data[.]json";
import { action as deleteAction } from "~/routes/profile.delete";
import { action as editAction } from "~/routes/profile.edit";
import { loader as csvLoader } from "~/routes/profile.orders[.]csv";
import { action as resetAction } from "~/routes/reset-password";
import { action as cartAction, loader as cartLoader } from "~/routes/resources.cart";
import { action as consentAction } from "~/routes/resources.cookie-consent";
import { action as languageAction } from "~/routes/resources.language";
import { action as newsletterAction } from "~/routes/resources.newsletter";
import { loader as trackingLoader } from "~/routes/resources.tracking";
import { loader as recipeLoader } from "~/routes/opskrifter.$id";
import { loader as productLoader } from "~/routes/produkter.$id";
import { loader as productListLoader } from "~/routes/produkter";
import { loader as suggestionsLoader } from "~/routes/resources.search";
import { loader as blogPostLoader } from "~/routes/blog.$id";
import { orderNumber } from "~/lib/orders";
import { queryRows } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import { logger } from "~/server/logger.server";
import { hitRateLimit, RATE_LIMITS } from "~/server/rate-limit.server";
import { cartItems, shipments } from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { homeDelivery, payStandard } from "./helpers/checkout";
import { setupTestDatabase } from "./helpers/database";
import { solvedProof } from "./helpers/proof-of-work";
import { resolveStreamed } from "./helpers/routes";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();

const TOMATO = demoId("product", "tomatsuppe");
const ORIGIN = "http://localhost";

let anna: TestUser;
let bo: TestUser;
let annaOrderId: string;
let annaLineId: string;

beforeAll(async () => {
  await seedDemoData(getDb());
  anna = await createSignedInUser();
  bo = await createSignedInUser();
  await getDb().insert(cartItems).values({ user_id: anna.id, product_id: TOMATO, quantity: 1 });
  annaOrderId = (await payStandard(anna)).orderId;
  await getDb()
    .insert(shipments)
    .values({ order_id: annaOrderId, locker_id: "locker-1", delivery_date: "2030-01-07" });
  const [line] = await getDb().select().from(cartItems).where(eq(cartItems.user_id, anna.id));
  annaLineId = line!.id;
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route types its own args
type RouteFunction = (args: any) => unknown;

/** What a browser would get back: the status and the body as text (data as JSON). */
async function call(
  fn: RouteFunction,
  path: string,
  init: { method?: string; cookie?: string; body?: BodyInit; contentType?: string; clientIp?: string } = {},
  params: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: Headers }> {
  const headers = new Headers();
  if (init.cookie) headers.set("Cookie", init.cookie);
  if (init.contentType) headers.set("Content-Type", init.contentType);
  const request = new Request(`${ORIGIN}${path}`, { method: init.method ?? "GET", body: init.body, headers });
  const args = {
    request,
    params,
    context: { cspNonce: "", clientIp: init.clientIp ?? "10.250.0.1", shareable: false },
    url: new URL(request.url),
    pattern: "",
  };
  let outcome: unknown;
  try {
    outcome = await fn(args);
  } catch (thrown) {
    outcome = thrown;
  }
  if (outcome instanceof Response)
    return { status: outcome.status, body: await outcome.text(), headers: outcome.headers };
  if (
    outcome &&
    typeof outcome === "object" &&
    (outcome as { type?: unknown }).type === "DataWithResponseInit"
  ) {
    const withInit = outcome as { data: unknown; init: ResponseInit | null };
    return {
      status: withInit.init?.status ?? 200,
      body: JSON.stringify(await resolveStreamed(withInit.data)) ?? "",
      headers: new Headers(withInit.init?.headers),
    };
  }
  // Anything else thrown is what the server answers with 500.
  if (outcome instanceof Error) return { status: 500, body: outcome.message, headers: new Headers() };
  return { status: 200, body: JSON.stringify(await resolveStreamed(outcome)) ?? "", headers: new Headers() };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** Everything a customer owns, as one fingerprint: any change to any of it shows. */
async function fingerprint(): Promise<string> {
  const tables = [
    "profiles",
    "cart_items",
    "orders",
    "order_items",
    "discount_codes",
    "newsletter_subscribers",
    "contact_messages",
    "cookie_consents",
    "email_outbox",
    "shipments",
    "payment_events",
    "sessions",
    "accounts",
  ];
  const parts = [];
  for (const table of tables) {
    const [row] = await queryRows<{ digest: string | null }>(
      getDb(),
      sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${table} t`),
    );
    parts.push(`${table}:${row?.digest ?? "empty"}`);
  }
  return parts.join("\n");
}

describe("one customer's session never reaches another customer's data", () => {
  /** Anything that would give Anna's data away. */
  const secrets = () => [anna.email, annaOrderId, orderNumber(annaOrderId), annaLineId];

  it("every route that shows or exports a customer's data shows Bo only his own, whatever ids he adds", async () => {
    const cookie = bo.cookie;
    const ids = `user_id=${anna.id}&userId=${anna.id}&id=${anna.id}&order_id=${annaOrderId}`;
    const probes: [string, RouteFunction, string][] = [
      ["profile", profileLoader, `/profile?${ids}`],
      ["profile orders", profileLoader, `/profile?tab=orders&${ids}`],
      ["orders CSV", csvLoader, `/profile/orders.csv?${ids}`],
      ["data export", dataLoader, `/profile/data.json?${ids}`],
      ["cart", cartLoader, `/resources/cart?${ids}`],
      ["checkout return", checkoutLoader, `/checkout?success=true&${ids}`],
      ["order status", statusLoader, `/checkout/status?${ids}`],
      ["shipment tracking", trackingLoader, `/resources/tracking?${ids}`],
    ];
    for (const [name, loader, path] of probes) {
      const answer = await call(loader, path, { cookie });
      expect(answer.status, name).toBeLessThan(500);
      for (const secret of secrets())
        expect(answer.body, `${name} gives away ${secret}`).not.toContain(secret);
    }
    expect((await call(statusLoader, `/checkout/status?order_id=${annaOrderId}`, { cookie })).status).toBe(
      404,
    );
    expect(
      (await call(trackingLoader, `/resources/tracking?order_id=${annaOrderId}`, { cookie })).status,
    ).toBe(404);
    // Anna herself sees hers.
    const own = await call(statusLoader, `/checkout/status?order_id=${annaOrderId}`, { cookie: anna.cookie });
    expect([own.status, own.body]).toEqual([200, JSON.stringify({ status: "pending" })]);
  });

  it("every action that changes a customer's data changes nothing of Anna's when Bo names her ids", async () => {
    const before = await fingerprint();
    const ids = { user_id: anna.id, userId: anna.id, id: anna.id, lineId: annaLineId, orderId: annaOrderId };
    const posts: [string, RouteFunction, string, Record<string, string>][] = [
      [
        "cart update",
        cartAction,
        "/resources/cart",
        { ...ids, intent: "update", productId: TOMATO, quantity: "7" },
      ],
      [
        "cart update by line id",
        cartAction,
        "/resources/cart",
        { ...ids, intent: "update", productId: annaLineId, quantity: "7" },
      ],
      [
        "cart remove by line id",
        cartAction,
        "/resources/cart",
        { ...ids, intent: "remove", productId: annaLineId },
      ],
      ["cart clear", cartAction, "/resources/cart", { ...ids, intent: "clear" }],
      ["cart merge", cartAction, "/resources/cart", { ...ids, intent: "merge", items: "[]" }],
      [
        "profile edit",
        editAction,
        "/profile/edit",
        { ...ids, firstName: "Bo", lastName: "Ændret", phone: "x" },
      ],
      ["account delete", deleteAction, "/profile/delete", { ...ids, confirmEmail: anna.email }],
      [
        "checkout with Anna's order",
        checkoutAction,
        "/checkout",
        { ...ids, mode: "popup", ...(await homeDelivery()), checkoutToken: annaOrderId },
      ],
    ];
    for (const [name, action, path, fields] of posts) {
      const answer = await call(action, path, { method: "POST", cookie: bo.cookie, body: form(fields) });
      expect(answer.status, name).toBeLessThan(500);
    }
    expect(await fingerprint()).toBe(before);
  });

  it("a guest gets no customer's data and changes nothing, from any of these routes", async () => {
    const before = await fingerprint();
    const loaders: [RouteFunction, string][] = [
      [profileLoader, `/profile?tab=orders&user_id=${anna.id}`],
      [csvLoader, `/profile/orders.csv?user_id=${anna.id}`],
      [dataLoader, `/profile/data.json?user_id=${anna.id}`],
      [statusLoader, `/checkout/status?order_id=${annaOrderId}`],
      [trackingLoader, `/resources/tracking?order_id=${annaOrderId}`],
      [checkoutLoader, `/checkout?success=true&order_id=${annaOrderId}`],
    ];
    for (const [loader, path] of loaders) {
      const answer = await call(loader, path);
      expect([200, 302, 404], path).toContain(answer.status);
      for (const secret of secrets()) expect(answer.body, path).not.toContain(secret);
    }
    for (const [action, path] of [
      [editAction, "/profile/edit"],
      [deleteAction, "/profile/delete"],
      [checkoutAction, "/checkout"],
    ] as const) {
      const answer = await call(action, path, {
        method: "POST",
        body: form({
          user_id: anna.id,
          confirmEmail: anna.email,
          firstName: "X",
          lastName: "Y",
          phone: "12345678",
        }),
      });
      expect(answer.status, path).toBe(302);
    }
    expect(await fingerprint()).toBe(before);
  });
});

/** Strings meant to break something: SQL, markup, oversized, odd numbers, unicode. */
const hostileText = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1",
    "'; DROP TABLE orders; --",
    "1; UPDATE profiles SET role='admin' --",
    '" OR 1=1 --',
    "') UNION SELECT password FROM accounts --",
    "%' AND pg_sleep(5) --",
    "<script>alert(1)</script>",
    "{{7*7}}${7*7}",
    "../../../../etc/passwd",
    "\u0000",
    "NaN",
    "-1",
    "1e309",
    "99999999999999999999999",
    "0x7fffffff",
    "[object Object]",
    "null",
    "true",
    "[]",
    '{"$ne":null}',
    "",
    " ",
    "a".repeat(100_000),
    "😀".repeat(5_000),
    "\u202e\u0301\ud800",
    "00000000-0000-0000-0000-000000000000",
    "000000000000000000000000000000000000",
    "------------------------------------",
    // Paths a redirect back may be asked for: letters a header cannot carry, and dot segments.
    "/\u0100",
    "/æble?q=ø#ß",
    "/a/..//evil.example",
    "/%2e%2e//evil.example",
  ),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ maxLength: 4_000 }),
);

/** A form with the route's fields (and some it does not expect), every value hostile. */
function hostileForm(fields: string[], intents: string[]) {
  return fc
    .record({
      intent: fc.constantFrom(...intents),
      values: fc.array(hostileText, { minLength: fields.length, maxLength: fields.length }),
      extra: fc.dictionary(fc.string({ maxLength: 12 }), hostileText, { maxKeys: 3 }),
      repeat: fc.boolean(),
    })
    .map(({ intent, values, extra, repeat }) => {
      const body = new URLSearchParams();
      for (const [key, value] of Object.entries(extra)) body.append(key, value);
      if (intent) body.set("intent", intent);
      fields.forEach((field, index) => {
        body.append(field, values[index]!);
        // The same field twice: a wrong type (a list where one value is expected).
        if (repeat) body.append(field, values[(index + 1) % values.length]!);
      });
      return body;
    });
}

/** Bodies a form action does not expect: JSON, a broken multipart, nothing, binary. */
const oddBody = fc.constantFrom(
  { body: '{"intent":"add","productId":1}', contentType: "application/json" },
  { body: "--x\r\nbroken", contentType: "multipart/form-data; boundary=x" },
  { body: "", contentType: "application/x-www-form-urlencoded" },
  { body: "%%%=%E0%A4%A", contentType: "application/x-www-form-urlencoded" },
  { body: "\u0000\u0001\u0002", contentType: "application/octet-stream" },
);

/** A value as a browser would put it in an address (a lone surrogate becomes U+FFFD). */
const address = (value: string) =>
  encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd"),
  );

type Target = { name: string; action: RouteFunction; path: string; fields: string[]; intents?: string[] };

const ACTIONS: Target[] = [
  {
    name: "cart",
    action: cartAction,
    path: "/resources/cart",
    fields: ["productId", "quantity", "items", "code", "redirectTo"],
    intents: ["add", "update", "remove", "clear", "merge", "apply-discount", "remove-discount", ""],
  },
  {
    name: "profile edit",
    action: editAction,
    path: "/profile/edit",
    fields: ["firstName", "lastName", "phone", "streetAddress", "postalCode", "city", "returnTo"],
  },
  { name: "account delete", action: deleteAction, path: "/profile/delete", fields: ["confirmEmail"] },
  {
    name: "checkout",
    action: checkoutAction,
    path: "/checkout",
    fields: ["mode", "checkoutToken", "levering", "postnr", "adresse", "skab", "dato"],
  },
  {
    name: "login",
    action: loginAction,
    path: "/login",
    fields: ["email", "password", "rememberMe", "firstName", "lastName", "phone", "redirectTo", "proof"],
    intents: ["login", "signup", "resend", "sign-in-link", ""],
  },
  { name: "forgot password", action: forgotAction, path: "/forgot-password", fields: ["email", "proof"] },
  {
    name: "reset password",
    action: resetAction,
    path: "/reset-password",
    fields: ["token", "password", "confirmPassword"],
  },
  {
    name: "contact",
    action: contactAction,
    path: "/kontakt",
    fields: [
      "firstName",
      "lastName",
      "email",
      "phone",
      "subject",
      "message",
      "captchaAnswer",
      "humanCheckToken",
      "proof",
      "privacy",
    ],
  },
  {
    name: "newsletter",
    action: newsletterAction,
    path: "/resources/newsletter",
    fields: ["email", "redirectTo"],
  },
  {
    name: "cookie consent",
    action: consentAction,
    path: "/resources/cookie-consent",
    fields: ["analytics", "marketing", "sessionId", "redirectTo"],
    intents: ["accept", "reject", "save", ""],
  },
  { name: "language", action: languageAction, path: "/resources/language", fields: ["lang", "redirectTo"] },
];

const LOADERS: { name: string; loader: RouteFunction; path: (value: string) => string; param?: string }[] = [
  { name: "order status", loader: statusLoader, path: (v) => `/checkout/status?order_id=${address(v)}` },
  { name: "tracking", loader: trackingLoader, path: (v) => `/resources/tracking?order_id=${address(v)}` },
  {
    name: "checkout",
    loader: checkoutLoader,
    path: (v) => `/checkout?success=true&order_id=${address(v)}&levering=${address(v)}&postnr=${address(v)}`,
  },
  { name: "cart", loader: cartLoader, path: (v) => `/resources/cart?items=${address(v)}` },
  { name: "profile", loader: profileLoader, path: (v) => `/profile?tab=${address(v)}` },
  { name: "product", loader: productLoader, path: (v) => `/produkter/${address(v)}`, param: "id" },
  {
    name: "product list",
    loader: productListLoader,
    path: (v) =>
      `/produkter?q=${address(v)}&uden=${address(v)}&kost=${address(v)}&type=${address(v)}&sort=${address(v)}&side=${address(v)}&filter=${address(v)}`,
  },
  { name: "search suggestions", loader: suggestionsLoader, path: (v) => `/resources/search?q=${address(v)}` },
  { name: "recipe", loader: recipeLoader, path: (v) => `/opskrifter/${address(v)}`, param: "id" },
  { name: "blog post", loader: blogPostLoader, path: (v) => `/blog/${address(v)}`, param: "id" },
];

describe("hostile input (property-based, fast-check)", () => {
  // An address per run, so the rate limits (which answer 429, not 5xx) do not hide the routes.
  let ip = 0;
  const nextIp = () => `10.251.${Math.floor(++ip / 250)}.${ip % 250}`;
  // Bad input is the shopper's mistake, not the shop's failure: a route that catches an error
  // and answers politely still must not have met one (the shop's alerts watch these logs).
  let logged: MockInstance;
  beforeEach(() => {
    logged = vi.spyOn(logger, "error");
  });
  afterEach(() => logged.mockRestore());
  /** Calls `answer` and checks that it logged no error. */
  async function withoutErrors<T>(answer: () => Promise<T>): Promise<T> {
    const before = logged.mock.calls.length;
    const result = await answer();
    expect(logged.mock.calls.slice(before).map(([first, message]) => message ?? first)).toEqual([]);
    return result;
  }

  for (const target of ACTIONS) {
    it(`${target.name}: no 5xx and nothing changed, for customers and guests`, async () => {
      const before = await fingerprint();
      await fc.assert(
        fc.asyncProperty(
          hostileForm(target.fields, target.intents ?? [""]),
          fc.boolean(),
          async (body, guest) => {
            const answer = await withoutErrors(() =>
              call(target.action, target.path, {
                method: "POST",
                cookie: guest ? undefined : bo.cookie,
                body,
                contentType: "application/x-www-form-urlencoded",
                clientIp: nextIp(),
              }),
            );
            expect(answer.status).toBeLessThan(500);
          },
        ),
        { numRuns: 30 },
      );
      await fc.assert(
        fc.asyncProperty(oddBody, async ({ body, contentType }) => {
          const answer = await withoutErrors(() =>
            call(target.action, target.path, {
              method: "POST",
              cookie: bo.cookie,
              body,
              contentType,
              clientIp: nextIp(),
            }),
          );
          expect(answer.status).toBeLessThan(500);
        }),
        { numRuns: 10 },
      );
      expect(await fingerprint()).toBe(before);
    });
  }

  for (const target of LOADERS) {
    it(`${target.name}: a hostile address gets no 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileText, fc.boolean(), async (value, guest) => {
          const answer = await withoutErrors(() =>
            call(
              target.loader,
              target.path(value),
              { cookie: guest ? undefined : bo.cookie },
              target.param ? { [target.param]: value } : {},
            ),
          );
          expect(answer.status).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });
  }
});

describe("a redirect back to the page a form came from", () => {
  // Every action that takes `redirectTo`, with a form it answers with that redirect.
  const BACK: { name: string; action: RouteFunction; path: string; fields: Record<string, string> }[] = [
    { name: "newsletter", action: newsletterAction, path: "/resources/newsletter", fields: { email: "" } },
    { name: "language", action: languageAction, path: "/resources/language", fields: { lang: "en" } },
    {
      name: "cookie consent",
      action: consentAction,
      path: "/resources/cookie-consent",
      fields: { intent: "reject" },
    },
    {
      name: "guest's cart add",
      action: cartAction,
      path: "/resources/cart",
      fields: { intent: "add", productId: TOMATO },
    },
    { name: "guest's cart change", action: cartAction, path: "/resources/cart", fields: { intent: "clear" } },
  ];
  const TARGETS = [
    "/\u0100",
    "/æble?q=ø#ß",
    "/a/..//evil.example",
    "/.//evil.example",
    "/%2e%2e//evil.example",
  ];

  for (const target of BACK) {
    it(`${target.name}: stays on this site, in an address a Location header can carry`, async () => {
      let ip = 0;
      for (const redirectTo of TARGETS) {
        const answer = await call(target.action, target.path, {
          method: "POST",
          body: form({ ...target.fields, redirectTo }),
          contentType: "application/x-www-form-urlencoded",
          clientIp: `10.252.0.${++ip}`,
        });
        expect(answer.status, redirectTo).toBe(302);
        const location = answer.headers.get("Location") ?? "";
        expect(location, redirectTo).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
        expect(new URL(location, ORIGIN).origin, redirectTo).toBe(ORIGIN);
      }
    });
  }

  it("keeps the page's address, written as a browser writes it", async () => {
    const answer = await call(languageAction, "/resources/language", {
      method: "POST",
      body: form({ lang: "da", redirectTo: "/æble?q=ø" }),
      contentType: "application/x-www-form-urlencoded",
    });
    expect(answer.headers.get("Location")).toBe("/%C3%A6ble?q=%C3%B8");
  });
});

describe("address-wide limits not tested with their features: a proof, not a wall", () => {
  const signUpForm = (email: string, extra: Record<string, string> = {}) =>
    form({
      intent: "signup",
      firstName: "Rate",
      lastName: "Limit",
      email,
      phone: "12345678",
      streetAddress: "Vestergade 1",
      postalCode: "2600",
      city: "Glostrup",
      country: "Danmark",
      password: "hemmelig-kode-1",
      confirmPassword: "hemmelig-kode-1",
      terms: "on",
      ...extra,
    });
  const accountsWith = async (prefix: string) =>
    (
      await queryRows<{ n: number }>(
        getDb(),
        sql`select count(*)::int as n from profiles where email like ${prefix + "%"}`,
      )
    )[0]!.n;
  const mailCount = async () =>
    (await queryRows<{ n: number }>(getDb(), sql`select count(*)::int as n from email_outbox`))[0]!.n;
  type Reply = {
    proofNeeded?: boolean;
    signedUp?: string;
    sentTo?: string;
    resent?: boolean;
    result?: { error?: Record<string, string[]> };
  };
  const read = (answer: { body: string }) => JSON.parse(answer.body) as Reply;

  it(`sign-up: the ${RATE_LIMITS.signUpPerIp.limit + 1}th from one address within the hour goes with a proof of work`, async () => {
    const ip = "10.253.0.1";
    for (let i = 1; i <= RATE_LIMITS.signUpPerIp.limit; i++) {
      const answer = await call(loginAction, "/login", {
        method: "POST",
        body: signUpForm(`flood-${i}@example.dk`),
        clientIp: ip,
      });
      expect(read(answer).signedUp, `sign-up ${i}`).toBe(`flood-${i}@example.dk`);
    }
    expect(await accountsWith("flood-")).toBe(RATE_LIMITS.signUpPerIp.limit);

    // The next without a proof is not refused for good: the form says why, and nothing is made.
    const unpaid = await call(loginAction, "/login", {
      method: "POST",
      body: signUpForm("flood-next@example.dk"),
      clientIp: ip,
    });
    expect(unpaid.status).toBe(429);
    expect(read(unpaid)).toMatchObject({
      proofNeeded: true,
      result: { error: { "": ["proofOfWork.needed"] } },
    });
    expect(await accountsWith("flood-next")).toBe(0);

    // The same form with the proof the browser made: signed up.
    const proof = await solvedProof("signup");
    const through = await call(loginAction, "/login", {
      method: "POST",
      body: signUpForm("flood-next@example.dk", { proof }),
      clientIp: ip,
    });
    expect(through.status).toBe(200);
    expect(read(through).signedUp).toBe("flood-next@example.dk");
    expect(await accountsWith("flood-next")).toBe(1);

    // That proof let one sign-up through, not the next.
    const again = await call(loginAction, "/login", {
      method: "POST",
      body: signUpForm("flood-again@example.dk", { proof }),
      clientIp: ip,
    });
    expect(read(again).proofNeeded).toBe(true);
    expect(await accountsWith("flood-again")).toBe(0);
    // Another address is not affected.
    const elsewhere = await call(loginAction, "/login", {
      method: "POST",
      body: signUpForm("flood-elsewhere@example.dk"),
      clientIp: "10.253.0.2",
    });
    expect(read(elsewhere).signedUp).toBe("flood-elsewhere@example.dk");
  });

  it(`sign-up: a proof of work does not lift the e-mail address's own limit (${RATE_LIMITS.signUpPerAccount.limit} an hour)`, async () => {
    const ip = "10.253.0.3";
    for (let i = 0; i < RATE_LIMITS.signUpPerIp.limit; i++)
      await hitRateLimit(`signup-ip:${ip}`, RATE_LIMITS.signUpPerIp);
    for (let i = 1; i <= RATE_LIMITS.signUpPerAccount.limit + 1; i++) {
      const answer = await call(loginAction, "/login", {
        method: "POST",
        body: signUpForm("gentag@example.dk", { proof: await solvedProof("signup") }),
        clientIp: ip,
      });
      const reply = read(answer);
      if (i <= RATE_LIMITS.signUpPerAccount.limit) {
        expect(reply.signedUp, `sign-up ${i}`).toBe("gentag@example.dk");
      } else {
        expect(answer.status).toBe(429);
        expect(reply.result?.error?.[""]).toEqual(["login.rateLimited"]);
      }
    }
  });

  it(`password reset: past ${RATE_LIMITS.passwordResetPerIp.limit} requests an hour from one address, the e-mail goes only with a proof of work`, async () => {
    const { limit } = RATE_LIMITS.passwordResetPerIp;
    const ip = "10.253.1.1";
    for (let i = 0; i < limit; i++) {
      const answer = await call(forgotAction, "/forgot-password", {
        method: "POST",
        body: form({ email: `nulstil-${i}@example.dk` }),
        clientIp: ip,
      });
      expect(answer.status).toBe(200);
    }
    const mailsBefore = await mailCount();
    const unpaid = await call(forgotAction, "/forgot-password", {
      method: "POST",
      body: form({ email: bo.email }),
      clientIp: ip,
    });
    expect(unpaid.status).toBe(429);
    expect(read(unpaid)).toMatchObject({ result: { error: { "": ["proofOfWork.needed"] } } });
    expect(await mailCount()).toBe(mailsBefore);

    const through = await call(forgotAction, "/forgot-password", {
      method: "POST",
      body: form({ email: bo.email, proof: await solvedProof("reset") }),
      clientIp: ip,
    });
    expect(read(through).sentTo).toBe(bo.email);
    expect(await mailCount()).toBe(mailsBefore + 1);
  });

  it("resending the confirmation e-mail: past the sign-up limit of the address, it goes with a proof of work", async () => {
    const ip = "10.253.2.1";
    for (let i = 0; i < RATE_LIMITS.signUpPerIp.limit; i++)
      await hitRateLimit(`signup-ip:${ip}`, RATE_LIMITS.signUpPerIp);
    const email = "bekraeft-igen@example.dk";
    const unpaid = await call(loginAction, "/login", {
      method: "POST",
      body: form({ intent: "resend", email }),
      clientIp: ip,
    });
    expect(unpaid.status).toBe(429);
    expect(read(unpaid)).toMatchObject({ resent: false, proofNeeded: true });
    const through = await call(loginAction, "/login", {
      method: "POST",
      body: form({ intent: "resend", email, proof: await solvedProof("resend") }),
      clientIp: ip,
    });
    expect(through.status).toBe(200);
    expect(read(through)).toMatchObject({ resent: true });
  });
});

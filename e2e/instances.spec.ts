/**
 * Two app processes (the production build) on one PostgreSQL database, as behind a load
 * balancer: a customer signs up on one, confirms and shops on the other, and pays an order
 * started on one through the other; the mail the outbox job sends (both instances run it) goes
 * out once. The reconciliation job's once-per-interval claim is tested in the integration suite
 * (tests/integration/faults.test.ts), against the PostgreSQL server in CI.
 *
 * The database: a new database on TEST_DATABASE_URL's server (CI), or else a throwaway cluster
 * of the test's own when PostgreSQL's binaries are there; otherwise the test is skipped.
 */
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import pg from "pg";
import { findPostgres, startOwnCluster, type OwnCluster } from "../tests/support/pg-cluster";
import { firstDeliveryDate } from "./support/checkout";
import { E2E_PORT, MAIL_SMTP_PORT } from "./support/environment";
import { linkIn, mailsTo, waitForMail } from "./support/mail";
import { startShop, Visitor, type Shop } from "./support/shop-process";

const postgres = findPostgres();
const unavailable =
  process.env.TEST_DATABASE_URL || !("reason" in postgres)
    ? null
    : `no PostgreSQL server: set TEST_DATABASE_URL or install PostgreSQL (${postgres.reason})`;

test.describe.configure({ mode: "serial" });
test.skip(Boolean(unavailable), unavailable ?? "");

let cluster: OwnCluster | undefined;
let serverUrl = "";
let databaseUrl = "";
const databaseName = `krukke_instances_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
let shops: [Shop, Shop];

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

test.beforeAll(async () => {
  test.setTimeout(180_000); // a PostgreSQL cluster and two shops of its own
  if (process.env.TEST_DATABASE_URL) serverUrl = process.env.TEST_DATABASE_URL;
  else {
    cluster = await startOwnCluster(postgres as Exclude<typeof postgres, { reason: string }>);
    serverUrl = cluster.url;
  }
  await admin(serverUrl, `create database "${databaseName}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  const [portA, portB] = [E2E_PORT + 40, E2E_PORT + 41];
  const env = {
    DATABASE_URL: databaseUrl,
    DEMO_DATA: "true",
    // The load balancer's address; here the first instance plays it.
    PUBLIC_URL: `http://127.0.0.1:${portA}`,
    TRUST_PROXY: "loopback",
    SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
  };
  // Both start at once, as in a deploy: they take turns at migrating.
  shops = await Promise.all([startShop(portA, env), startShop(portB, env)]);
});

test.afterAll(async () => {
  await Promise.all((shops ?? []).map((shop) => shop?.stop()));
  if (serverUrl) await admin(serverUrl, `drop database if exists "${databaseName}" with (force)`);
  cluster?.stop();
});

test("a session, a cart and a checkout started on one instance continue on the other, and each e-mail goes out once", async () => {
  const [a, b] = shops;
  const email = `to-instanser-${randomUUID().slice(0, 8)}@example.dk`;
  const password = "hemmelig-kode-1";
  const visitor = new Visitor({ "X-Forwarded-For": `10.77.${Math.floor(Math.random() * 250)}.1` });

  // Sign up on A, confirm the address on B.
  const signUp = await visitor.post(`${a.url}/login`, {
    intent: "signup",
    firstName: "Ida",
    lastName: "Instans",
    email,
    phone: "12345678",
    streetAddress: "Vestergade 1",
    postalCode: "2600",
    city: "Glostrup",
    country: "Danmark",
    password,
    confirmPassword: password,
    terms: "on",
  });
  expect(signUp.status).toBe(200);
  const confirmation = new URL(linkIn(await waitForMail(email), /verify-email/));
  expect((await visitor.get(`${b.url}${confirmation.pathname}${confirmation.search}`)).status).toBe(302);

  // Log in on A; B knows the session.
  const login = await visitor.post(`${a.url}/login`, { intent: "login", email, password, rememberMe: "on" });
  expect(login.status).toBe(302);
  const profile = await visitor.get(`${b.url}/profile`);
  expect(profile.status).toBe(200);
  expect(await profile.text()).toContain(email);

  // Fill the cart on A; B shows it.
  const catalogue = await (await visitor.get(`${a.url}/produkter`)).text();
  const productId = /\/produkter\/([0-9a-f-]{36})/.exec(catalogue)![1]!;
  const added = await visitor.post(`${a.url}/resources/cart`, {
    intent: "add",
    productId,
    quantity: "2",
    redirectTo: "/kurv",
  });
  expect(added.status).toBe(302);
  const cart = (await (await visitor.get(`${b.url}/resources/cart`)).json()) as {
    lines: { productId: string; quantity: number }[];
  };
  expect(cart.lines.map((line) => [line.productId, line.quantity])).toEqual([[productId, 2]]);

  // 'Bestil og betal' on B (without JavaScript: straight to the payment window), pay on A.
  const ordered = await visitor.post(`${b.url}/checkout`, {
    levering: "standard",
    dato: firstDeliveryDate(),
    checkoutToken: randomUUID(),
  });
  expect(ordered.status).toBe(302);
  const paymentWindow = new URL(ordered.headers.get("location")!);
  expect(paymentWindow.pathname).toMatch(/^\/sandbox\/quickpay\/vindue\/\d+$/);
  const paid = await visitor.post(`${a.url}${paymentWindow.pathname}`, { card: "approved" });
  expect(paid.status).toBe(302);
  const orderId = new URL(paid.headers.get("location")!, a.url).searchParams.get("order_id")!;
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);

  // The callback reached one instance; both tell the customer the order is paid.
  for (const shop of [a, b]) {
    await expect
      .poll(
        async () =>
          (await (await visitor.get(`${shop.url}/checkout/status?order_id=${orderId}`)).json()).status,
      )
      .toBe("paid");
  }
  const orders = await (await visitor.get(`${b.url}/profile?tab=orders`)).text();
  expect(orders.toLowerCase()).toContain(orderId.slice(0, 8));

  // Both instances run the outbox job: once every message is marked sent, none can go out again,
  // and each went out exactly once.
  await waitForMail(email, 2);
  await expect
    .poll(
      async () =>
        (
          await admin(
            databaseUrl,
            `select count(*)::int as n from email_outbox where to_address = '${email}' and status <> 'sent'`,
          )
        ).rows[0].n,
    )
    .toBe(0);
  const sent = await admin(
    databaseUrl,
    `select count(*)::int as n from email_outbox where to_address = '${email}'`,
  );
  const received = await mailsTo(email);
  expect(received).toHaveLength(sent.rows[0].n);
  expect(new Set(received.map((mail) => mail.subject)).size).toBe(received.length);
});

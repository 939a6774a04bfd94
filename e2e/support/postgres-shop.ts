/**
 * A shop of a test's own on a PostgreSQL database the test can read (the main end-to-end shop's
 * embedded database belongs to its process): a new database on TEST_DATABASE_URL's server (CI),
 * or a throwaway cluster of the test's own when PostgreSQL's binaries are there. `unavailable`
 * says why neither is, for `test.skip`.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { findPostgres, startOwnCluster, type OwnCluster } from "../../tests/support/pg-cluster";
import { expect, type Page } from "@playwright/test";
import { logIn, newCustomer, signUp, type Customer } from "./accounts";
import { startShop, type Shop } from "./shop-process";

const postgres = findPostgres();
export const unavailable =
  process.env.TEST_DATABASE_URL || !("reason" in postgres)
    ? null
    : `no PostgreSQL server: set TEST_DATABASE_URL or install PostgreSQL (${postgres.reason})`;

async function query<Row extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

export type PostgresShop = {
  shop: Shop;
  /** Runs a query on the shop's database. */
  query<Row extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Starts the shop again on the same database with `env` besides (a later SHOP_CLOCK, say). */
  restart(env: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
};

/** The production build on a new database with the demo data, on `port`, with `env` besides. */
export async function startPostgresShop(
  port: number,
  name: string,
  env: Record<string, string> = {},
): Promise<PostgresShop> {
  let cluster: OwnCluster | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    cluster = await startOwnCluster(postgres as Exclude<typeof postgres, { reason: string }>);
    serverUrl = cluster.url;
  }
  const databaseName = `krukke_${name}_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await query(serverUrl, `create database "${databaseName}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  const databaseUrl = url.toString();
  const settings = { DATABASE_URL: databaseUrl, DEMO_DATA: "true", PUBLIC_URL: `http://127.0.0.1:${port}` };
  const own: PostgresShop = {
    shop: await startShop(port, { ...settings, ...env }),
    query: (text, values) => query(databaseUrl, text, values),
    async restart(later) {
      await own.shop.stop();
      own.shop = await startShop(port, { ...settings, ...env, ...later });
    },
    async stop() {
      await own.shop.stop();
      await query(serverUrl, `drop database if exists "${databaseName}" with (force)`);
      cluster?.stop();
    },
  };
  return own;
}

/**
 * A customer of a shop of its own, signed in (the e-mail confirmed in the database: such a shop
 * sends no mail), an admin when `role` says so.
 */
export async function customerOn(
  own: PostgresShop,
  page: Page,
  role: "customer" | "admin" = "customer",
): Promise<Customer> {
  const customer = newCustomer();
  await signUp(page, customer);
  await own.query("update profiles set email_verified = true, role = $2 where email = $1", [
    customer.email,
    role,
  ]);
  await logIn(page, customer.email, customer.password);
  await expect(
    page.getByRole("banner").getByText(`${customer.firstName} ${customer.lastName}`),
  ).toBeVisible();
  return customer;
}

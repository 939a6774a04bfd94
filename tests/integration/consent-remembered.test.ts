/**
 * A signed-in customer's cookie choice, remembered by each app instance (RememberedConsents in
 * app/server/consent.server.ts) instead of looked up on every page: a page with the choice in
 * its cookie asks the database nothing, and a choice made on another device still reaches this
 * one on its next page, on two instances. Each instance hears the change at its commit
 * (migration 0011's triggers) on a listening connection of its own; on the PostgreSQL server the
 * second instance has a database connection of its own too, as a second process would (PGlite is
 * one process's database: there they share it; helpers/instances.ts). Queries are counted as the
 * database gets them: every statement that reads `cookie_consents`, through a Drizzle logger on
 * the same client.
 */
import { eq, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_COOKIE, encodeConsent, type CookieChoice } from "~/lib/consent";
import { loader as rootLoader } from "~/root";
import { action as consentAction } from "~/routes/resources.cookie-consent";
import {
  latestUserConsent,
  rememberedConsents,
  RememberedConsents,
  resolveConsent,
} from "~/server/consent.server";
import type { Database, DatabaseConnection } from "~/server/db/client.server";
import { getDb, setConnection } from "~/server/db/index.server";
import { LISTENING_APPLICATION_NAME } from "~/server/db/listener.server";
import * as schema from "~/server/db/schema.server";
import { post } from "./helpers/answers";
import { setupTestDatabase } from "./helpers/database";
import { twoInstances } from "./helpers/instances";
import { callLoader } from "./helpers/routes";
import { createSignedInUser, signInAs } from "./helpers/users";

const database = setupTestDatabase();

/** Long enough for a committed change's notice to reach every listener. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/** `connection`'s database, counting each statement that reads `cookie_consents`. */
function counted(connection: DatabaseConnection): { db: Database; reads: () => number } {
  let reads = 0;
  const logger = {
    logQuery: (query: string) => {
      if (/^select\b[\s\S]*\bfrom "cookie_consents"/i.test(query)) reads += 1;
    },
  };
  const client = (connection.db as unknown as { $client: never }).$client;
  const db =
    connection.kind === "pglite"
      ? drizzlePglite({ client, schema, logger })
      : drizzlePg({ client, schema, logger });
  return { db: db as unknown as Database, reads: () => reads };
}

const consentCookie = (choice: CookieChoice, givenAt: number) =>
  `${CONSENT_COOKIE}=${encodeURIComponent(encodeConsent({ ...choice, givenAt }))}`;

const choose = (form: Record<string, string>, cookie: string) =>
  post<{ ok: boolean }>(consentAction, "/resources/cookie-consent", form, {
    clientIp: "10.77.0.1",
    headers: { Cookie: cookie },
  });

/** The consent cookie an answer set (as the next request's Cookie), if any. */
const consentCookieSet = (headers: Headers) =>
  headers
    .getSetCookie()
    .find((value) => value.startsWith(`${CONSENT_COOKIE}=`))
    ?.split(";")[0];

/** Records `userId`'s choice of all cookies an hour ago (to the second, as a cookie has it); returns its time. */
async function acceptedAnHourAgo(userId: string): Promise<number> {
  const hourAgo = Math.floor(Date.now() / 1000) * 1000 - 60 * 60 * 1000;
  await getDb()
    .insert(schema.cookieConsents)
    .values({
      user_id: userId,
      analytics_cookies: true,
      marketing_cookies: true,
      consent_given_at: new Date(hourAgo),
    });
  return hourAgo;
}

const ALL = { analytics: true, marketing: true };
const NONE = { analytics: false, marketing: false };

describe("the app's own pages (the root loader)", () => {
  let reads: () => number;
  let stopWatching: () => Promise<void>;

  beforeAll(async () => {
    const app = counted(database.current.connection);
    reads = app.reads;
    setConnection({ ...database.current.connection, db: app.db });
    stopWatching = await rememberedConsents.watch(database.current.connection);
  });
  afterAll(async () => {
    await stopWatching();
    setConnection(database.current.connection);
  });

  it("a signed-in customer's next pages, the choice in the cookie, ask the database nothing about it", async () => {
    const user = await createSignedInUser();
    const chosen = await choose({ intent: "save", analytics: "on" }, user.cookie);
    expect(chosen.status).toBe(200);
    const browser = `${user.cookie}; ${consentCookieSet(chosen.headers)}`;
    await settle();

    const before = reads();
    const pages = [];
    for (let page = 0; page < 5; page += 1)
      pages.push(await callLoader(rootLoader, "/", {}, { headers: { Cookie: browser } }));
    for (const page of pages) expect(page.consent).toEqual({ analytics: true, marketing: false });
    // The first page looks it up (counted: this is the query that is gone from the others).
    expect(reads() - before).toBe(1);
  });

  it("a guest who chose, then signs in, keeps the newer choice, and a sign-out leaves the cookie's", async () => {
    const user = await createSignedInUser();
    await acceptedAnHourAgo(user.id);
    await settle();
    const signedIn = async (cookie: string) =>
      (await callLoader(rootLoader, "/", {}, { headers: { Cookie: `${user.cookie}; ${cookie}` } })).consent;
    // Remembered: the record of an hour ago.
    expect(await signedIn("")).toEqual(ALL);
    expect(await signedIn("")).toEqual(ALL);
    // As a guest this browser said no just now (recorded under its session id): that wins.
    const guest = await post<{ ok: boolean }>(
      consentAction,
      "/resources/cookie-consent",
      { intent: "reject" },
      { clientIp: "10.77.0.2" },
    );
    const guestCookie = consentCookieSet(guest.headers)!;
    expect(await signedIn(guestCookie)).toEqual(NONE);
    // Signed out, the cookie alone decides.
    const signedOut = await callLoader(rootLoader, "/", {}, { headers: { Cookie: guestCookie } });
    expect(signedOut.consent).toEqual(NONE);
  });
});

type Instance = {
  memory: RememberedConsents;
  reads: () => number;
  /** The consent that applies to a page of `userId`'s with `cookie`, and the cookie it sets. */
  page(userId: string, cookie: string): Promise<{ consent: CookieChoice | null; setCookie?: string }>;
  stop(): Promise<void>;
};

async function startInstance(connection: DatabaseConnection): Promise<Instance> {
  const { db, reads } = counted(connection);
  const memory = new RememberedConsents((userId) => latestUserConsent(userId, db));
  const stop = await memory.watch(connection);
  return {
    memory,
    reads,
    stop,
    async page(userId, cookie) {
      const request = new Request("http://localhost/", { headers: { Cookie: cookie } });
      const { consent, headers } = await resolveConsent(request, userId, memory);
      return {
        consent: consent ? { analytics: consent.analytics, marketing: consent.marketing } : null,
        setCookie: consentCookieSet(headers),
      };
    },
  };
}

describe("two instances, one customer on two devices", () => {
  const instances = twoInstances(database, startInstance);

  it("a choice made on the other device reaches this one on its next page, on both instances, within a second", async () => {
    const user = await createSignedInUser();
    const otherDevice = await signInAs(user.email);
    // This device chose 'all' an hour ago, and its cookie says so.
    const hourAgo = await acceptedAnHourAgo(user.id);
    const thisDevice = `${user.cookie}; ${consentCookie(ALL, hourAgo)}`;
    await settle();
    for (const instance of instances) {
      const before = instance.reads();
      for (let page = 0; page < 3; page += 1)
        expect(await instance.page(user.id, thisDevice)).toEqual({ consent: ALL, setCookie: undefined });
      expect(instance.reads() - before).toBe(1);
    }

    // The other device says no (through the banner, served by whichever instance).
    const changedAt = Date.now();
    expect((await choose({ intent: "reject" }, otherDevice)).status).toBe(200);
    for (const instance of instances) {
      let page = await instance.page(user.id, thisDevice);
      while (page.consent?.analytics !== false && Date.now() - changedAt < 3_000) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        page = await instance.page(user.id, thisDevice);
      }
      expect(Date.now() - changedAt).toBeLessThan(1_000);
      expect(page.consent).toEqual(NONE);
      // This device's cookie now carries the new choice...
      expect(page.setCookie).toMatch(/^krukke_consent=a%3D0%26m%3D0%26t%3D\d+$/);
      // ...and its pages after that ask the database nothing.
      await settle();
      const before = instance.reads();
      const updated = `${user.cookie}; ${page.setCookie}`;
      expect(await instance.page(user.id, updated)).toEqual({ consent: NONE, setCookie: undefined });
      expect(await instance.page(user.id, updated)).toEqual({ consent: NONE, setCookie: undefined });
      expect(instance.reads() - before).toBeLessThanOrEqual(1);
    }
  });

  it("a record removed outside the app (the proof deleted) is heard too: the banner asks again", async () => {
    const user = await createSignedInUser();
    await choose({ intent: "accept" }, user.cookie);
    await settle();
    for (const instance of instances)
      expect((await instance.page(user.id, user.cookie)).consent).toEqual(ALL);
    await getDb().delete(schema.cookieConsents).where(eq(schema.cookieConsents.user_id, user.id));
    await settle();
    for (const instance of instances) expect((await instance.page(user.id, user.cookie)).consent).toBeNull();
  });

  it("a guest's choice (no customer) is announced to no instance", async () => {
    const before = instances.map((instance) => instance.reads());
    const user = await createSignedInUser();
    await choose({ intent: "accept" }, user.cookie);
    await settle();
    for (const instance of instances) await instance.page(user.id, user.cookie);
    const remembered = instances.map((instance) => instance.reads());
    for (let guest = 0; guest < 3; guest += 1)
      await post(
        consentAction,
        "/resources/cookie-consent",
        { intent: "reject" },
        { clientIp: `10.78.0.${guest + 1}` },
      );
    await settle();
    for (const instance of instances) await instance.page(user.id, user.cookie);
    expect(instances.map((instance) => instance.reads())).toEqual(remembered);
    expect(remembered.map((reads, index) => reads - before[index]!)).toEqual([1, 1]);
  });
  // PGlite listens in-process: only a server's listening connection can be lost.
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "while the listening connection is lost, every page asks the database; when it is back, they are remembered again",
    async () => {
      const user = await createSignedInUser();
      const remember = async () => {
        for (const instance of instances) {
          const before = instance.reads();
          await instance.page(user.id, user.cookie);
          await instance.page(user.id, user.cookie);
          expect(instance.reads() - before).toBe(1);
        }
      };
      await choose({ intent: "accept" }, user.cookie);
      await settle();
      await remember();

      // The server ends both instances' listening connections (a restart, a failover).
      const lostAt = Date.now();
      await getDb().execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = ${LISTENING_APPLICATION_NAME}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 150));
      // A change made now is heard by nobody, yet the next page shows it.
      await getDb().insert(schema.cookieConsents).values({ user_id: user.id, analytics_cookies: false });
      for (const instance of instances) {
        const before = instance.reads();
        expect((await instance.page(user.id, user.cookie)).consent).toEqual(NONE);
        expect((await instance.page(user.id, user.cookie)).consent).toEqual(NONE);
        expect(instance.reads() - before).toBe(2);
      }
      // (Still within the second before the listener tries again.)
      expect(Date.now() - lostAt).toBeLessThan(1_000);

      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await remember();
    },
  );
});

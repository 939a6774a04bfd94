/**
 * Guests' pages kept by two app instances (server/page-cache.ts) are forgotten by both when the
 * content changes: the change's transaction notifies (migration 0010's triggers), each instance
 * hears it on its own listening connection (app/server/public-content.server.ts). On the
 * PostgreSQL server the second instance has a database connection of its own, as a second
 * process would (helpers/instances.ts). A page here shows a product's price as the database
 * has it.
 */
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import express from "express";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import { blogPosts, deliveryCalendar, products } from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { watchPublicContent } from "~/server/public-content.server";
import { contentSecurityPolicy } from "../../server/content-security-policy";
import { PageCache, pageCacheMiddleware } from "../../server/page-cache";
import { setupTestDatabase } from "./helpers/database";
import { twoInstances } from "./helpers/instances";

const database = setupTestDatabase();
const TOMATO = demoId("product", "tomatsuppe");

type Instance = {
  get(path: string): Promise<{ body: string; cache: string | null }>;
  changes: number;
  stop(): Promise<void>;
};

/** An app instance: its page cache, its listener, a page rendered from `connection`'s database. */
async function startInstance(connection: DatabaseConnection): Promise<Instance> {
  const cache = new PageCache({
    maxBytes: 1024 * 1024,
    maxAgeMs: 60_000,
    policy: (hashes) => contentSecurityPolicy(hashes, { scriptOrigins: [], imageOrigins: [] }),
  });
  const instance = { changes: 0 } as Instance;
  const stopWatching = await watchPublicContent(() => {
    instance.changes += 1;
    cache.clear();
  }, connection);
  const app = express();
  app.use(
    pageCacheMiddleware(cache, async () => {
      const [product] = await connection.db
        .select({ price: products.base_price })
        .from(products)
        .where(eq(products.id, TOMATO));
      return new Response(`<p>${product!.price}</p>`, { headers: { "Content-Type": "text/html" } });
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  instance.get = async (path) => {
    const answer = await fetch(base + path);
    return { body: await answer.text(), cache: answer.headers.get("x-krukke-cache") };
  };
  instance.stop = async () => {
    server.close();
    await stopWatching();
  };
  return instance;
}

/** How long until `instance` serves `body` for /produkter (polling every 10 ms), or -1. */
async function timeUntil(instance: Instance, body: string, changedAt: number, limitMs = 3_000) {
  while (Date.now() - changedAt < limitMs) {
    if ((await instance.get("/produkter")).body === body) return Date.now() - changedAt;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return -1;
}

describe("two instances' kept pages after a change", () => {
  beforeAll(async () => {
    await seedDemoData(getDb());
  });
  const instances = twoInstances(database, startInstance);

  it("a new price shows on both within a second, and pages are kept again after it", async () => {
    for (const instance of instances) {
      await instance.get("/produkter");
      expect((await instance.get("/produkter")).cache).toBe("hit");
    }
    const changedAt = Date.now();
    await getDb().update(products).set({ base_price: "61.50" }).where(eq(products.id, TOMATO));
    for (const instance of instances) {
      const took = await timeUntil(instance, "<p>61.50</p>", changedAt);
      expect(took).toBeGreaterThanOrEqual(0);
      expect(took).toBeLessThan(1_000);
      expect((await instance.get("/produkter")).cache).toBe("hit");
    }
  });

  it("a change that is rolled back changes nothing and forgets nothing", async () => {
    const before = instances.map((instance) => instance.changes);
    await getDb()
      .transaction(async (tx) => {
        await tx.update(products).set({ base_price: "1.00" }).where(eq(products.id, TOMATO));
        tx.rollback();
      })
      .catch(() => {});
    // A committed change to a table guests never see is not announced either.
    await getDb().execute(sql`update rate_limits set count = count where false`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(instances.map((instance) => instance.changes)).toEqual(before);
    for (const instance of instances)
      expect(await instance.get("/produkter")).toEqual({ body: "<p>61.50</p>", cache: "hit" });
  });

  it("a change of the delivery weekdays, which guests' pages name, forgets the kept pages", async () => {
    const before = instances.map((instance) => instance.changes);
    await getDb()
      .update(deliveryCalendar)
      .set({ weekdays: [2, 4] })
      .where(eq(deliveryCalendar.id, 1));
    await getDb()
      .update(deliveryCalendar)
      .set({ weekdays: [3, 5] })
      .where(eq(deliveryCalendar.id, 1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(instances.map((instance, at) => instance.changes - before[at]!)).toEqual([2, 2]);
    for (const instance of instances) expect((await instance.get("/produkter")).cache).not.toBe("hit");
  });

  it("a scheduled blog post is announced when its time comes", async () => {
    const before = instances.map((instance) => instance.changes);
    const publishAt = new Date(Date.now() + 1_500);
    await getDb()
      .insert(blogPosts)
      .values({
        title: "Vinterens supper",
        category: "recipes",
        published_at: publishAt,
      } as typeof blogPosts.$inferInsert);
    // The insert itself, then its time.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(instances.map((instance) => instance.changes - before[instances.indexOf(instance)]!)).toEqual([
      1, 1,
    ]);
    await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() + 500));
    expect(instances.map((instance) => instance.changes - before[instances.indexOf(instance)]!)).toEqual([
      2, 2,
    ]);
  });
});

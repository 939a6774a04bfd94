/**
 * Every channel an app instance listens on shares its one listening connection
 * (`DatabaseConnection.listen`, app/server/db/listener.server.ts): the page cache's and the
 * remembered cookie choices' cost an instance one connection to the PostgreSQL server, not one
 * each. Each notice reaches its own channel's subscribers only; a lost connection is said to
 * all of them, and when it is back, so is that, and every channel is heard again. On PGlite
 * (in-process, nothing to lose) the notices are checked alone.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rememberedConsents } from "~/server/consent.server";
import { openDatabase, queryRows, type DatabaseConnection } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import { LISTEN_RETRY_MS, LISTENING_APPLICATION_NAME } from "~/server/db/listener.server";
import { watchPublicContent } from "~/server/public-content.server";
import { setupTestDatabase } from "./helpers/database";

const database = setupTestDatabase();
const onServer = Boolean(process.env.DATABASE_URL);

const CHANNEL_A = "krukke_test_hylder";
const CHANNEL_B = "krukke_test_krukker";

type Notice = [payload: string | null, listening: boolean];

/** What a subscriber hears of its listening connection lost, then back. */
const LOST_THEN_BACK: Notice[] = [
  [null, false],
  [null, true],
];

/** A subscriber that writes down what it hears. */
function subscriber() {
  const heard: Notice[] = [];
  return {
    heard,
    onNotice: (payload: string | null, listening: boolean) => heard.push([payload, listening]),
  };
}

const notify = (channel: string, payload: string) =>
  getDb().execute(sql`select pg_notify(${channel}, ${payload})`);

/** Waits (up to `limitMs`) until `check` holds, then once more for anything that would come after. */
async function until(check: () => boolean, limitMs = 3_000): Promise<void> {
  const start = Date.now();
  while (!check() && Date.now() - start < limitMs) await new Promise((resolve) => setTimeout(resolve, 10));
  await new Promise((resolve) => setTimeout(resolve, 100));
}

/** The server's backends of this test's database: those this app's listening opened, and those whose last query was a LISTEN. */
async function listeningBackends(): Promise<{ named: number; listening: number }> {
  const [row] = await queryRows<{ named: number; listening: number }>(
    getDb(),
    sql`select count(*) filter (where application_name = ${LISTENING_APPLICATION_NAME})::int as named,
               count(*) filter (where query like 'LISTEN %')::int as listening
        from pg_stat_activity where datname = current_database()`,
  );
  return row!;
}

/** As `listeningBackends`, once a connection just ended has left `pg_stat_activity` (up to a second). */
async function listeningBackendsOnceSettled(): Promise<{ named: number; listening: number }> {
  let backends = await listeningBackends();
  for (let tries = 0; backends.named > 0 && tries < 100; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    backends = await listeningBackends();
  }
  return backends;
}

describe("two channels of one database connection", () => {
  it("hear their own notices only, on one listening connection, opened by the first listen and closed by the last", async () => {
    const { connection } = database.current;
    if (onServer) expect(await listeningBackends()).toEqual({ named: 0, listening: 0 });
    const a = subscriber();
    const b = subscriber();
    const stopA = await connection.listen(CHANNEL_A, a.onNotice);
    const stopB = await connection.listen(CHANNEL_B, b.onNotice);
    if (onServer) expect(await listeningBackends()).toEqual({ named: 1, listening: 1 });

    await notify(CHANNEL_A, "til hylder");
    await notify(CHANNEL_B, "til krukker");
    await until(() => a.heard.length > 0 && b.heard.length > 0);
    expect(a.heard).toEqual([["til hylder", true]]);
    expect(b.heard).toEqual([["til krukker", true]]);

    // One channel left: the other is still heard, on the same connection.
    await stopA();
    await notify(CHANNEL_A, "ingen hører");
    await notify(CHANNEL_B, "stadig hørt");
    await until(() => b.heard.length > 1);
    expect(a.heard).toEqual([["til hylder", true]]);
    expect(b.heard).toEqual([
      ["til krukker", true],
      ["stadig hørt", true],
    ]);
    if (onServer) expect(await listeningBackends()).toEqual({ named: 1, listening: 0 });

    // The last one left: the connection is closed.
    await stopB();
    if (onServer) expect(await listeningBackendsOnceSettled()).toEqual({ named: 0, listening: 0 });
  });

  // PGlite listens in-process: only a server's listening connection can be lost.
  it.runIf(onServer)(
    "when the listening connection is lost, both hear it is lost, then that it is back, and both channels work again",
    async () => {
      const { connection } = database.current;
      const a = subscriber();
      const b = subscriber();
      const stops = [
        await connection.listen(CHANNEL_A, a.onNotice),
        await connection.listen(CHANNEL_B, b.onNotice),
      ];

      const lostAt = Date.now();
      await getDb().execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where datname = current_database() and application_name = ${LISTENING_APPLICATION_NAME}`,
      );
      await until(() => a.heard.length > 0 && b.heard.length > 0);
      expect(a.heard).toEqual([[null, false]]);
      expect(b.heard).toEqual([[null, false]]);
      // While it is lost nothing is heard.
      await notify(CHANNEL_A, "uhørt");
      expect(Date.now() - lostAt).toBeLessThan(LISTEN_RETRY_MS);

      await until(() => a.heard.length > 1 && b.heard.length > 1, LISTEN_RETRY_MS * 3);
      expect([a.heard, b.heard]).toEqual([LOST_THEN_BACK, LOST_THEN_BACK]);
      expect((await listeningBackends()).named).toBe(1);
      await notify(CHANNEL_A, "igen til hylder");
      await notify(CHANNEL_B, "igen til krukker");
      await until(() => a.heard.length > 2 && b.heard.length > 2);
      expect(a.heard.slice(2)).toEqual([["igen til hylder", true]]);
      expect(b.heard.slice(2)).toEqual([["igen til krukker", true]]);
      for (const stop of stops) await stop();
    },
  );
});

describe.runIf(onServer)("an app instance watching its content and its customers' cookie choices", () => {
  let instance: DatabaseConnection;
  beforeAll(async () => {
    instance = await openDatabase({ url: database.current.url!, poolMax: 2 });
  });
  afterAll(() => instance?.close().catch(() => {}));

  it("holds one listening connection for both, and none once the database connection is closed", async () => {
    const stopContent = await watchPublicContent(() => {}, instance);
    const stopConsents = await rememberedConsents.watch(instance);
    expect(await listeningBackends()).toEqual({ named: 1, listening: 1 });
    await instance.close();
    expect(await listeningBackendsOnceSettled()).toEqual({ named: 0, listening: 0 });
    // Stopping after the close is harmless.
    await stopConsents();
    await stopContent();
  });
});

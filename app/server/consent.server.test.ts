import { describe, expect, it } from "vitest";
import type { StoredConsent } from "~/lib/consent";
import type { DatabaseConnection } from "./db/client.server";
import { REMEMBER_CONSENT_MS, RememberedConsents, USER_CONSENT_CHANNEL } from "./consent.server";

const ALICE = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const BOB = "9b2f1d0e-3c4a-4b5e-8f6a-7d8c9e0f1a2b";

/** A connection whose notices the test sends: `notify(payload)`, `lose()`, `regain()`. */
function fakeConnection() {
  let onNotice: ((payload: string | null, listening: boolean) => void) | undefined;
  const channels: string[] = [];
  const connection = {
    listen: async (channel: string, callback: typeof onNotice) => {
      channels.push(channel);
      onNotice = callback;
      return async () => {
        onNotice = undefined;
      };
    },
  } as unknown as DatabaseConnection;
  return {
    connection,
    channels,
    notify: (payload: string) => onNotice?.(payload, true),
    lose: () => onNotice?.(null, false),
    regain: () => onNotice?.(null, true),
  };
}

/** The database as the memory sees it: a table of newest choices, and how often it was asked. */
function fakeDatabase() {
  const newest = new Map<string, StoredConsent>();
  const asked: string[] = [];
  let gate: Promise<void> | undefined;
  return {
    newest,
    asked,
    /** Holds the next lookups until the returned function is called (a slow query). */
    hold() {
      let release!: () => void;
      gate = new Promise((resolve) => (release = resolve));
      return () => {
        gate = undefined;
        release();
      };
    },
    lookup: async (userId: string) => {
      asked.push(userId);
      const answer = newest.get(userId) ?? null;
      await gate;
      return answer;
    },
  };
}

const choice = (analytics: boolean, givenAt = Date.now() - 60_000): StoredConsent => ({
  analytics,
  marketing: false,
  givenAt: Math.floor(givenAt / 1000) * 1000,
});

describe("RememberedConsents", () => {
  it("asks the database once per customer while listening, and again after that customer's change", async () => {
    const database = fakeDatabase();
    const notices = fakeConnection();
    const memory = new RememberedConsents(database.lookup);
    await memory.watch(notices.connection);
    expect(notices.channels).toEqual([USER_CONSENT_CHANNEL]);
    database.newest.set(ALICE, choice(true));

    expect(await memory.latest(ALICE)).toMatchObject({ analytics: true });
    expect(await memory.latest(ALICE)).toMatchObject({ analytics: true });
    expect(await memory.latest(BOB)).toBeNull();
    expect(await memory.latest(BOB)).toBeNull();
    expect(database.asked).toEqual([ALICE, BOB]);

    database.newest.set(ALICE, choice(false, Date.now()));
    notices.notify(ALICE);
    expect(await memory.latest(ALICE)).toMatchObject({ analytics: false });
    expect(await memory.latest(BOB)).toBeNull();
    expect(database.asked).toEqual([ALICE, BOB, ALICE]);

    // '' (the table emptied): everyone's is forgotten.
    notices.notify("");
    await memory.latest(ALICE);
    await memory.latest(BOB);
    expect(database.asked).toEqual([ALICE, BOB, ALICE, ALICE, BOB]);
  });

  it("remembers nothing before it listens, after it stops, or while the listening connection is lost", async () => {
    const database = fakeDatabase();
    const notices = fakeConnection();
    const memory = new RememberedConsents(database.lookup);
    await memory.latest(ALICE);
    await memory.latest(ALICE);
    expect(database.asked).toHaveLength(2);

    const stop = await memory.watch(notices.connection);
    await memory.latest(ALICE);
    await memory.latest(ALICE);
    expect(database.asked).toHaveLength(3);

    // Lost: what was remembered may miss a change made meanwhile, and every page asks.
    notices.lose();
    await memory.latest(ALICE);
    await memory.latest(ALICE);
    expect(database.asked).toHaveLength(5);

    // Back: remembered again, from a fresh lookup.
    notices.regain();
    await memory.latest(ALICE);
    await memory.latest(ALICE);
    expect(database.asked).toHaveLength(6);

    await stop();
    await memory.latest(ALICE);
    await memory.latest(ALICE);
    expect(database.asked).toHaveLength(8);
  });

  it("does not remember a lookup that a change overtook", async () => {
    const database = fakeDatabase();
    const notices = fakeConnection();
    const memory = new RememberedConsents(database.lookup);
    await memory.watch(notices.connection);
    database.newest.set(ALICE, choice(true));

    // The query read the old choice; the new one commits, and its notice comes, before it answers.
    const release = database.hold();
    const slow = memory.latest(ALICE);
    database.newest.set(ALICE, choice(false, Date.now()));
    notices.notify(ALICE);
    release();
    expect(await slow).toMatchObject({ analytics: true });

    expect(await memory.latest(ALICE)).toMatchObject({ analytics: false });
    expect(database.asked).toEqual([ALICE, ALICE]);
  });

  it("does not remember a lookup begun before it listened", async () => {
    const database = fakeDatabase();
    const notices = fakeConnection();
    const memory = new RememberedConsents(database.lookup);
    database.newest.set(ALICE, choice(true));
    const release = database.hold();
    const slow = memory.latest(ALICE);
    await memory.watch(notices.connection);
    release();
    await slow;
    await memory.latest(ALICE);
    await memory.latest(ALICE);
    expect(database.asked).toEqual([ALICE, ALICE]);
  });

  it("asks again after its time (REMEMBER_CONSENT_MS, the page cache's) even when no notice came", async () => {
    expect(REMEMBER_CONSENT_MS).toBe(60_000);
    const database = fakeDatabase();
    const notices = fakeConnection();
    const memory = new RememberedConsents(database.lookup, { maxAgeMs: 200 });
    await memory.watch(notices.connection);
    await memory.latest(ALICE);
    await memory.latest(ALICE);
    expect(database.asked).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await memory.latest(ALICE);
    expect(database.asked).toHaveLength(2);
  });

  it("forgets the oldest customers beyond its size", async () => {
    const database = fakeDatabase();
    const notices = fakeConnection();
    const memory = new RememberedConsents(database.lookup, { max: 2 });
    await memory.watch(notices.connection);
    const carol = "0f8fad5b-d9cb-469f-a165-70867728950e";
    for (const userId of [ALICE, BOB, carol, carol, BOB]) await memory.latest(userId);
    expect(database.asked).toEqual([ALICE, BOB, carol]);
    await memory.latest(ALICE);
    expect(database.asked).toEqual([ALICE, BOB, carol, ALICE]);
  });
});

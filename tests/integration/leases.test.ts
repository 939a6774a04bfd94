/**
 * The one lease-and-retry mechanism (leases.server.ts) on a table of its own: claimed with a
 * lease, never by two workers, claimed again when a lease expires, retried with the growing
 * pause, and failed after the last attempt. Both ways a table may hold its lease are covered:
 * a column of its own (like the outbox) or its next attempt (like the shipments).
 */
import { eq, sql } from "drizzle-orm";
import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queryRows } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import { retryDelaySeconds, workDueRows, type LeasedWork } from "~/server/leases.server";
import { logger } from "~/server/logger.server";
import { setupTestDatabase } from "./helpers/database";

setupTestDatabase();

const chores = pgTable("leased_chores", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  status: text("status").notNull().default("waiting"),
  attempts: integer("attempts").notNull().default(0),
  next_attempt_at: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  locked_until: timestamp("locked_until", { withTimezone: true }),
  last_error: text("last_error"),
  finished_at: timestamp("finished_at", { withTimezone: true }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

type Chore = { id: string; name: string; attempts: number };

beforeAll(async () => {
  await getDb().execute(sql`create table leased_chores (
    id uuid primary key default gen_random_uuid(),
    name text not null,
    status text not null default 'waiting',
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    locked_until timestamptz,
    last_error text,
    finished_at timestamptz,
    created_at timestamptz not null default clock_timestamp()
  )`);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await getDb().delete(chores);
});

/** A queue over the chores table; `handle` does the work, `lease` picks where the lease is held. */
function chore(
  handle: (row: Chore) => Promise<unknown>,
  options: Partial<Pick<LeasedWork<typeof chores, Chore>, "lease" | "batchSize" | "maxAttempts">> = {},
): LeasedWork<typeof chores, Chore> {
  return {
    table: chores,
    statuses: { due: "waiting", claimed: "working", failed: "given-up" },
    lease: options.lease ?? "locked_until",
    leaseSeconds: 120,
    maxAttempts: options.maxAttempts ?? 5,
    batchSize: options.batchSize ?? 20,
    returning: sql`id, name, attempts`,
    handle: async (row) => {
      await handle(row);
      return { status: "done", finished_at: new Date() };
    },
    failureLog: { message: "chore not done yet", idKey: "chore" },
  };
}

async function addChores(...names: string[]): Promise<string[]> {
  const ids: string[] = [];
  // One at a time, so their order (created_at) is the order given.
  for (const name of names) {
    const [row] = await getDb().insert(chores).values({ name }).returning({ id: chores.id });
    ids.push(row!.id);
  }
  return ids;
}

async function read(id: string) {
  const [row] = await getDb().select().from(chores).where(eq(chores.id, id));
  return row!;
}

/** How many seconds from the database's now() a time is. */
async function secondsFromNow(at: Date | null): Promise<number> {
  const [row] = await queryRows<{ now: Date | string }>(getDb(), sql`select now() as now`);
  return (at!.getTime() - new Date(row!.now).getTime()) / 1000;
}

describe("workDueRows", () => {
  it("claims a due row with a lease, works it outside the claim and marks it done", async () => {
    const [id] = await addChores("wash jars");
    let during: Awaited<ReturnType<typeof read>> | undefined;
    const outcome = await workDueRows(
      chore(async (row) => {
        expect(row).toMatchObject({ id, name: "wash jars", attempts: 1 });
        during = await read(id!);
      }),
    );
    expect(outcome).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(during).toMatchObject({ status: "working", attempts: 1 });
    expect(await secondsFromNow(during!.locked_until)).toBeGreaterThan(110);
    expect(await secondsFromNow(during!.locked_until)).toBeLessThanOrEqual(120);
    const after = await read(id!);
    expect(after).toMatchObject({ status: "done", attempts: 1, locked_until: null, last_error: null });
    expect(after.finished_at).toBeInstanceOf(Date);
  });

  it("holds the lease in the next attempt when the table has no lease column of its own", async () => {
    const [id] = await addChores("label jars");
    let during: Awaited<ReturnType<typeof read>> | undefined;
    await workDueRows(
      chore(
        async () => {
          during = await read(id!);
        },
        { lease: "next_attempt_at" },
      ),
    );
    expect(during).toMatchObject({ status: "working", locked_until: null });
    expect(await secondsFromNow(during!.next_attempt_at)).toBeGreaterThan(110);
    expect(await read(id!)).toMatchObject({ status: "done" });
  });

  it("leaves rows not yet due, and rows whose lease still runs, alone", async () => {
    const [later, leased] = await addChores("later", "leased");
    await getDb()
      .update(chores)
      .set({ next_attempt_at: sql`now() + interval '1 minute'` })
      .where(eq(chores.id, later!));
    await getDb()
      .update(chores)
      .set({ status: "working", attempts: 1, locked_until: sql`now() + interval '1 minute'` })
      .where(eq(chores.id, leased!));
    const handle = vi.fn(async () => {});
    expect(await workDueRows(chore(handle))).toEqual({ done: 0, retried: 0, failed: 0 });
    expect(handle).not.toHaveBeenCalled();
    expect(await read(leased!)).toMatchObject({ status: "working", attempts: 1 });
  });

  it("claims a row again once its lease has expired (a worker died mid-way)", async () => {
    const [id] = await addChores("stir soup");
    await getDb()
      .update(chores)
      .set({ status: "working", attempts: 1, locked_until: sql`now() - interval '1 second'` })
      .where(eq(chores.id, id!));
    const seen: number[] = [];
    expect(await workDueRows(chore(async (row) => void seen.push(row.attempts)))).toMatchObject({ done: 1 });
    expect(seen).toEqual([2]);
    expect(await read(id!)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("claims an expired lease held in the next attempt too", async () => {
    const [id] = await addChores("fill jars");
    await getDb()
      .update(chores)
      .set({ status: "working", attempts: 3, next_attempt_at: sql`now() - interval '1 second'` })
      .where(eq(chores.id, id!));
    await workDueRows(chore(async () => {}, { lease: "next_attempt_at" }));
    expect(await read(id!)).toMatchObject({ status: "done", attempts: 4 });
  });

  it("never gives one row to two workers at the same time", async () => {
    const ids = await addChores(...Array.from({ length: 9 }, (_, i) => `jar ${i}`));
    const worked: string[] = [];
    const work = chore(
      async (row) => {
        worked.push(row.id);
        await new Promise((resolve) => setTimeout(resolve, 20));
      },
      { batchSize: 2 },
    );
    const outcomes = await Promise.all(Array.from({ length: 6 }, () => workDueRows(work)));
    expect(worked).toHaveLength(new Set(worked).size);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.done, 0)).toBe(worked.length);
    // Whatever the six left is still there for the next run, and nothing is worked twice.
    while ((await workDueRows(work)).done > 0);
    expect([...worked].sort()).toEqual([...ids].sort());
  });

  it("takes the oldest due rows first", async () => {
    const ids = await addChores("first", "second", "third");
    const worked: string[] = [];
    await workDueRows(chore(async (row) => void worked.push(row.id), { batchSize: 2 }));
    expect(worked).toEqual(ids.slice(0, 2));
  });

  it("after a failure makes the row due again after the growing pause, and logs it", async () => {
    const [id] = await addChores("seal lids");
    const warn = vi.spyOn(logger, "warn");
    const failing = chore(async () => {
      throw new Error("the lid machine is down");
    });
    expect(await workDueRows(failing)).toEqual({ done: 0, retried: 1, failed: 0 });
    let row = await read(id!);
    expect(row).toMatchObject({
      status: "waiting",
      attempts: 1,
      locked_until: null,
      last_error: "the lid machine is down",
    });
    expect(await secondsFromNow(row.next_attempt_at)).toBeCloseTo(retryDelaySeconds(1), -1);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ chore: id, attempts: 1, err: "the lid machine is down" }),
      "chore not done yet",
    );

    // Not due until the pause is over; then the second failure waits twice as long.
    expect(await workDueRows(failing)).toEqual({ done: 0, retried: 0, failed: 0 });
    await getDb()
      .update(chores)
      .set({ next_attempt_at: sql`now()` })
      .where(eq(chores.id, id!));
    await workDueRows(failing);
    row = await read(id!);
    expect(row).toMatchObject({ status: "waiting", attempts: 2 });
    expect(await secondsFromNow(row.next_attempt_at)).toBeCloseTo(retryDelaySeconds(2), -1);

    // A success clears the error.
    await getDb()
      .update(chores)
      .set({ next_attempt_at: sql`now()` })
      .where(eq(chores.id, id!));
    await workDueRows(chore(async () => {}));
    expect(await read(id!)).toMatchObject({ status: "done", attempts: 3, last_error: null });
  });

  it("gives up after the last attempt and marks the row failed", async () => {
    const [id] = await addChores("ship the jar");
    await getDb().update(chores).set({ attempts: 4 }).where(eq(chores.id, id!));
    const failing = chore(
      async () => {
        throw new Error("no locker answers");
      },
      { maxAttempts: 5 },
    );
    expect(await workDueRows(failing)).toEqual({ done: 0, retried: 0, failed: 1 });
    expect(await read(id!)).toMatchObject({
      status: "given-up",
      attempts: 5,
      locked_until: null,
      last_error: "no locker answers",
    });
    // A failed row is never claimed again, however long ago its next attempt was.
    await getDb()
      .update(chores)
      .set({ next_attempt_at: sql`now() - interval '1 day'` });
    expect(await workDueRows(failing)).toEqual({ done: 0, retried: 0, failed: 0 });
  });
});

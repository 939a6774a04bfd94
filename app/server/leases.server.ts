/**
 * Work that must not be lost (e-mail in the outbox, locker bookings) is kept as rows and done
 * from there, with one mechanism: due rows are claimed with a lease in one statement (FOR UPDATE
 * SKIP LOCKED, so app instances never take the same row), each is worked outside any
 * transaction (PGlite has one connection, and SMTP or Økoskabet may be slow), then marked done,
 * or due again after a growing pause, or failed after its last attempt. A worker that dies
 * mid-way leaves its lease to expire and the row is worked again: at least once, never lost
 * (docs/decisions/0009 and 0026).
 */
import { eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { queryRows } from "./db/client.server";
import { describeError } from "./errors.server";
import { getDb } from "./db/index.server";
import { logger } from "./logger.server";

/** Pause before attempt n+1 (n ≥ 1): 30 s, 1 min, 2 min, … capped at 2 hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 2 * 60 * 60);
}

/** The columns a table of leased work has (each table keeps its own names for the rest). */
export type LeasedTable = PgTable & {
  id: PgColumn;
  status: PgColumn;
  attempts: PgColumn;
  next_attempt_at: PgColumn;
  last_error: PgColumn;
  created_at: PgColumn;
};

/** Longer than any one e-mail or booking takes, short enough to retry a crashed worker's row soon. */
const DEFAULT_LEASE_SECONDS = 120;

/** How one table's rows are leased: the table keeps its own statuses and lease column. */
export type LeasedWork<Table extends LeasedTable, Row extends { id: string; attempts: number }> = {
  table: Table;
  /** Due rows wait in `due`, a claimed row is `claimed` until done, and `failed` after its last attempt. */
  statuses: { due: string; claimed: string; failed: string };
  /**
   * The column that holds the lease's end while a row is claimed: a column of its own (cleared
   * when the row is done or due again), or `next_attempt_at` itself.
   */
  lease: keyof Table & ("locked_until" | "next_attempt_at");
  /** How long a claim holds before another worker may take the row (default two minutes). */
  leaseSeconds?: number;
  /** Attempts (the claim counts them) after which a failure is final. */
  maxAttempts: number;
  batchSize: number;
  /** What the handler reads of each claimed row (`id` and `attempts` among them), for `returning`. */
  returning: SQL;
  /** Does the work of one row and answers the columns that record it done (its status among them). */
  handle: (row: Row) => Promise<PgUpdateSetSource<Table>>;
  /** The warning logged when a row's attempt fails, and the key its id is logged under. */
  failureLog: { message: string; idKey: string };
};

export type LeasedOutcome = { done: number; retried: number; failed: number };

/** Claims the table's due rows (and those whose lease has expired) and works each once. */
export async function workDueRows<Table extends LeasedTable, Row extends { id: string; attempts: number }>(
  work: LeasedWork<Table, Row>,
): Promise<LeasedOutcome> {
  const { table, statuses } = work;
  const lease = table[work.lease] as PgColumn;
  const db = getDb();
  const claimed = await queryRows<Row>(
    db,
    sql`update ${table}
        set ${sql.identifier(table.status.name)} = ${statuses.claimed},
            ${sql.identifier(table.attempts.name)} = ${table.attempts} + 1,
            ${sql.identifier(lease.name)} = now() + make_interval(secs => ${work.leaseSeconds ?? DEFAULT_LEASE_SECONDS})
        where ${table.id} in (
          select ${table.id} from ${table}
          where (${table.status} = ${statuses.due} and ${table.next_attempt_at} <= now())
             or (${table.status} = ${statuses.claimed} and ${lease} < now())
          order by ${table.created_at}
          limit ${work.batchSize}
          for update skip locked
        )
        returning ${work.returning}`,
  );
  const outcome: LeasedOutcome = { done: 0, retried: 0, failed: 0 };
  // Drizzle's typed `set` cannot see through a generic table; the keys are the table's own.
  const update = (values: Record<string, unknown>, id: string) =>
    db
      .update(table)
      .set(values as PgUpdateSetSource<Table>)
      .where(eq(table.id, id));
  const clearLease = work.lease === "next_attempt_at" ? {} : { [work.lease]: null };
  for (const row of claimed) {
    try {
      const done = await work.handle(row);
      await update({ ...clearLease, last_error: null, ...done }, row.id);
      outcome.done += 1;
    } catch (error) {
      const giveUp = row.attempts >= work.maxAttempts;
      await update(
        {
          status: giveUp ? statuses.failed : statuses.due,
          ...clearLease,
          last_error: describeError(error).slice(0, 500),
          next_attempt_at: new Date(Date.now() + retryDelaySeconds(row.attempts) * 1000),
        },
        row.id,
      );
      if (giveUp) outcome.failed += 1;
      else outcome.retried += 1;
      logger.warn(
        { [work.failureLog.idKey]: row.id, attempts: row.attempts, err: describeError(error) },
        work.failureLog.message,
      );
    }
  }
  return outcome;
}

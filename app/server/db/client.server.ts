/**
 * The database connection: PGlite (PostgreSQL compiled to WebAssembly, files under DATA_DIR)
 * when no DATABASE_URL is set, otherwise a PostgreSQL server through a node-postgres pool.
 * Both speak the same SQL, run the same migrations and are used through the same Drizzle type.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { describeError } from "../errors.server";
import { ListeningConnection } from "./listener.server";
import * as schema from "./schema.server";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle has the same query API as the database. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Runs raw SQL and returns its rows: both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export type DatabaseConnection = {
  kind: "pglite" | "postgres";
  /** Where it is, for logs and errors (never with a password). */
  location: string;
  db: Database;
  /** One round trip; throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Applies the migrations in `folder` that have not run yet; safe with several app instances. */
  migrate(folder: string): Promise<void>;
  /**
   * Calls `onNotice` with each committed `pg_notify` on `channel` (from any app instance), and
   * with null when notices may have been missed: `listening` false when the listening
   * connection was lost (nothing is heard until it is back, by itself), true when it is back.
   * Resolves to the function that stops listening. On a server all channels share one
   * listening connection (listener.server.ts).
   */
  listen(
    channel: string,
    onNotice: (payload: string | null, listening: boolean) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type OpenOptions =
  | { url: string; poolMax?: number; onPoolError?: (error: Error) => void }
  /** `snapshot`: a data directory dumped by PGlite's `dumpDataDir`, to start from instead of an empty database. */
  | { pgliteDir: string; snapshot?: Blob };

/** An arbitrary, fixed key: instances starting together take turns at migrating. */
const MIGRATION_LOCK_KEY = 4_711_2026;

/**
 * A node-postgres pool that cannot leak a connection the server dropped while it was lent out.
 * drizzle-orm 0.45's `transaction()` sends BEGIN before the try/finally that gives the connection
 * back, so a BEGIN on a connection that died a moment earlier (a server restart while orders come
 * in) left it lent out for good: a few of those and the pool was full of dead connections, and
 * `end()` never returned. Here a lent-out connection that ends is given back, and so removed, at
 * once; giving it back a second time is harmless.
 */
export class SelfHealingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // The pool's own queries (the callback form) always give their connection back.
    if (callback) return super.connect(callback);
    // The callback runs in the tick the connection is lent out, before it can end unheard.
    return new Promise((resolve, reject) =>
      super.connect((error, client) =>
        error || !client ? reject(error) : resolve(giveBackWhenLost(client)),
      ),
    );
  }
}

function giveBackWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const giveBack = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off("end", lost);
    release(error);
  };
  const lost = () => giveBack(new Error("the server closed a connection that was lent out"));
  client.once("end", lost);
  client.release = giveBack;
  return client;
}

export class DatabaseUnavailableError extends Error {
  override name = "DatabaseUnavailableError";
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseConnection> {
  return "url" in options ? openPostgres(options) : openPglite(options.pgliteDir, options.snapshot);
}

async function openPostgres(options: {
  url: string;
  poolMax?: number;
  onPoolError?: (error: Error) => void;
}): Promise<DatabaseConnection> {
  const location = redactUrl(options.url);
  const pool = new SelfHealingPool({
    connectionString: options.url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A connection dropped by the server (a restart, a failover) must not crash the app; the pool
  // replaces it on the next query. The pool catches this for idle connections only: a connection
  // lent out (a transaction between two statements) would throw it as an uncaught exception.
  pool.on("error", (error) => options.onPoolError?.(error));
  pool.on("connect", (client) => client.on("error", (error) => options.onPoolError?.(error)));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  // Every channel on one connection of its own, opened on the first listen (listener.server.ts).
  const listening = ListeningConnection.forServer(options.url, options.onPoolError);
  const connection: DatabaseConnection = {
    kind: "postgres",
    location,
    db,
    async ping() {
      try {
        await pool.query("select 1");
      } catch (error) {
        throw new DatabaseUnavailableError(
          `cannot reach the database at ${location} (${describeError(error)})`,
          { cause: error },
        );
      }
    },
    async migrate(folder) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    listen: (channel, onNotice) => listening.listen(channel, onNotice),
    async close() {
      await Promise.all([listening.close(), pool.end()]);
    },
  };
  await connection.ping();
  return connection;
}

/** PGlite with the extensions the migrations need; `snapshot` as in `OpenOptions`. */
export function createPglite(dataDir: string, snapshot?: Blob): Promise<PGlite> {
  // pg_trgm: the product search's typo tolerance (migration 0007 creates the extension).
  return PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: snapshot });
}

async function openPglite(dataDir: string, snapshot?: Blob): Promise<DatabaseConnection> {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  let client: PGlite;
  try {
    client = await createPglite(dataDir, snapshot);
  } catch (error) {
    throw new DatabaseUnavailableError(
      `cannot open the embedded database in ${dataDir} (${describeError(error)})`,
      { cause: error },
    );
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    kind: "pglite",
    location: inMemory ? "PGlite in memory" : `PGlite in ${dataDir}`,
    db,
    async ping() {
      await client.query("select 1");
    },
    async migrate(folder) {
      await migratePglite(drizzlePglite({ client }), { migrationsFolder: folder });
    },
    listen: (channel, onNotice) => client.listen(channel, (payload) => onNotice(payload, true)),
    close: () => client.close(),
  };
}

/** postgresql://user:secret@host/db → postgresql://user@host/db */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = "";
    return parsed.toString().replace(/:@/, "@");
  } catch {
    return "(an invalid DATABASE_URL)";
  }
}

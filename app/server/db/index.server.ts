/**
 * The process's one database connection: opened and migrated at start, used by every
 * service through `getDb()`, closed at shutdown.
 */
import path from "node:path";
import { config } from "../config.server";
import { logger } from "../logger.server";
import { describeError } from "../errors.server";
import { openDatabase, type Database, type DatabaseConnection } from "./client.server";
import { demoDataLoaded, seedDemoData } from "./seed.server";

export type { Database, Transaction } from "./client.server";

// Kept on globalThis so the development server's module reloads reuse the open database
// (PGlite must not be opened twice on the same files).
const globalStore = globalThis as typeof globalThis & { __krukkeDatabase?: DatabaseConnection };

export function getDb(): Database {
  const connection = globalStore.__krukkeDatabase;
  if (!connection) throw new Error("The database is not open: call startDatabase() first");
  return connection.db;
}

export function getConnection(): DatabaseConnection | undefined {
  return globalStore.__krukkeDatabase;
}

/** Makes `connection` the process's database (tests hand in their own). */
export function setConnection(connection: DatabaseConnection | undefined): void {
  globalStore.__krukkeDatabase = connection;
}

export const MIGRATIONS_FOLDER = path.resolve("drizzle");

export class MigrationError extends Error {
  override name = "MigrationError";
}

/** Opens the configured database (PGlite or the server at DATABASE_URL) and migrates it. */
export async function openConfiguredDatabase(): Promise<DatabaseConnection> {
  const cfg = config();
  const connection = cfg.databaseUrl
    ? await openDatabase({
        url: cfg.databaseUrl,
        poolMax: cfg.databasePoolMax,
        onPoolError: (error) =>
          logger.warn({ err: describeError(error) }, "database connection lost; reconnecting"),
      })
    : await openDatabase({ pgliteDir: path.join(cfg.dataDir, "pglite") });
  try {
    await connection.migrate(MIGRATIONS_FOLDER);
  } catch (error) {
    await connection.close().catch(() => {});
    throw new MigrationError(`a database migration failed (${describeError(error)})`, {
      cause: error,
    });
  }
  return connection;
}

/** Opens and migrates the database for this process and, on first start, loads the demo data. */
export async function startDatabase(): Promise<DatabaseConnection> {
  const existing = globalStore.__krukkeDatabase;
  if (existing) return existing;
  const connection = await openConfiguredDatabase();
  if (config().demoData && !(await demoDataLoaded(connection.db))) {
    const added = await seedDemoData(connection.db);
    logger.info({ added }, "demo data loaded");
  }
  globalStore.__krukkeDatabase = connection;
  logger.info({ database: connection.location }, "database ready");
  return connection;
}

export async function stopDatabase(): Promise<void> {
  const connection = globalStore.__krukkeDatabase;
  globalStore.__krukkeDatabase = undefined;
  await connection?.close();
}

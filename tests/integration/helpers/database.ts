/**
 * A fresh, migrated database for one test file: PGlite in memory, or, when DATABASE_URL
 * points at a PostgreSQL server, a new database on that server (dropped afterwards). Both are
 * copies of the database the global setup migrated once (global-setup.ts).
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import fs from "node:fs/promises";
import { afterAll, beforeAll, inject } from "vitest";
import { openDatabase, type DatabaseConnection } from "~/server/db/client.server";
import { MIGRATIONS_FOLDER, setConnection } from "~/server/db/index.server";

export type TestDatabase = {
  connection: DatabaseConnection;
  /** The database's address on the PostgreSQL server (none for PGlite), for a second instance. */
  url?: string;
  drop(): Promise<void>;
};

export async function createTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let connection: DatabaseConnection;
  let drop: () => Promise<void>;
  let url: string | undefined;
  const migrated = options.migrate !== false;
  if (serverUrl) {
    const server = await createServerDatabase(serverUrl, migrated ? inject("templateDatabase") : undefined);
    url = server.url;
    connection = await openDatabase({ url, poolMax: 5 });
    drop = async () => {
      await connection.close();
      await server.drop();
    };
  } else {
    const snapshot = migrated ? await migratedSnapshot() : undefined;
    connection = await openDatabase({ pgliteDir: "memory://", snapshot });
    drop = () => connection.close();
  }
  // Without a copy to start from (a file run on its own, outside the project's setup).
  if (migrated && !inject("templateDatabase") && !inject("pgliteSnapshot")) {
    await connection.migrate(MIGRATIONS_FOLDER);
  }
  return { connection, url, drop };
}

let snapshot: Promise<Blob> | undefined;

function migratedSnapshot(): Promise<Blob | undefined> {
  const file = inject("pgliteSnapshot");
  if (!file) return Promise.resolve(undefined);
  snapshot ??= fs.readFile(file).then((bytes) => new Blob([bytes]));
  return snapshot;
}

/** A database on the PostgreSQL server at `serverUrl` (empty, or a copy of `template`), with its address. */
export async function createServerDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `krukke_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  await adminQuery(serverUrl, `create database "${name}"${template ? ` template "${template}"` : ""}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists "${name}" with (force)`),
  };
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Gives the test file a fresh database and makes it the app's database (getDb()). */
export function setupTestDatabase(): { readonly current: TestDatabase } {
  const holder: { current?: TestDatabase } = {};
  beforeAll(async () => {
    holder.current = await createTestDatabase();
    setConnection(holder.current.connection);
  });
  afterAll(async () => {
    setConnection(undefined);
    await holder.current?.drop();
  });
  return holder as { readonly current: TestDatabase };
}

/**
 * Migrates one database before the integration files run, and each file starts from a copy of
 * it: a dumped PGlite data directory (opening it skips initdb, about 3 s a file), or, on a
 * PostgreSQL server (DATABASE_URL), a template database.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { createPglite, openDatabase } from "~/server/db/client.server";
import { MIGRATIONS_FOLDER } from "~/server/db/index.server";
import { createServerDatabase } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (tar), when the tests run on PGlite. */
    pgliteSnapshot?: string;
    /** The migrated template database's name, when they run on a PostgreSQL server. */
    templateDatabase?: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createServerDatabase(serverUrl);
    const connection = await openDatabase({ url: template.url, poolMax: 1 });
    await connection.migrate(MIGRATIONS_FOLDER);
    await connection.close();
    project.provide("templateDatabase", new URL(template.url).pathname.slice(1));
    return () => template.drop();
  }
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "krukke-pglite-"));
  const file = path.join(folder, "migrated.tar");
  const client = await createPglite("memory://");
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  await fs.writeFile(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  project.provide("pgliteSnapshot", file);
  return () => fs.rm(folder, { recursive: true, force: true });
}

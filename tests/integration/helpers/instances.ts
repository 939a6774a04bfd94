/**
 * Two app instances on one database, for tests of what instances share through it (kept pages,
 * remembered cookie choices). On the PostgreSQL server the second instance opens a database
 * connection of its own, as a second process would; PGlite is one process's database, so there
 * they share it.
 */
import { afterAll, beforeAll } from "vitest";
import { openDatabase, type DatabaseConnection } from "~/server/db/client.server";
import type { TestDatabase } from "./database";

/**
 * Starts two instances with `start` before the tests of the surrounding block (after its earlier
 * `beforeAll`s) and stops them after; the list is filled once they are started.
 */
export function twoInstances<Instance extends { stop(): Promise<void> }>(
  database: { readonly current: TestDatabase },
  start: (connection: DatabaseConnection) => Promise<Instance>,
): readonly Instance[] {
  const instances: Instance[] = [];
  let second: DatabaseConnection | undefined;
  beforeAll(async () => {
    const { connection, url } = database.current;
    second = url ? await openDatabase({ url, poolMax: 2 }) : undefined;
    instances.push(await start(connection), await start(second ?? connection));
  });
  afterAll(async () => {
    for (const instance of instances.splice(0)) await instance.stop();
    await second?.close();
  });
  return instances;
}

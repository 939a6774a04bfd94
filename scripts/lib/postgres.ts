/**
 * A throwaway PostgreSQL database for the bench: a fresh database on the server at
 * TEST_DATABASE_URL when set, else a cluster of its own (Debian's postgresql package, as
 * .ci/run installs it) in a temporary directory, removed afterwards. initdb and postgres
 * refuse to run as root: as root they run as `postgres` through runuser, otherwise through
 * `sudo -n -u postgres` (the same as .ci/run).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./shop-server";

export type ThrowawayDatabase = { url: string; describe: string; drop: () => Promise<void> };

function asPostgres(command: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  const [program, prefix] = root ? ["runuser", ["-u", "postgres", "--"]] : ["sudo", ["-n", "-u", "postgres"]];
  execFileSync(program, [...prefix, command, ...args], { stdio: ["ignore", "ignore", "pipe"] });
}

function asRoot(command: string, args: string[]): void {
  if (process.getuid?.() === 0) execFileSync(command, args);
  else execFileSync("sudo", ["-n", command, ...args]);
}

async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function throwawayDatabase(preferredPort = 54331): Promise<ThrowawayDatabase> {
  const name = `krukke_bench_${process.pid}`;
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    const url = await createDatabase(given, name);
    return {
      url,
      describe: `database ${name} on the server at TEST_DATABASE_URL`,
      drop: async () => {
        const admin = new pg.Client({ connectionString: given });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => admin.end());
      },
    };
  }

  const versions = fs.existsSync("/usr/lib/postgresql") ? fs.readdirSync("/usr/lib/postgresql") : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest) {
    throw new Error(
      "no PostgreSQL: set TEST_DATABASE_URL, or install Debian's postgresql package (as .ci/run does)",
    );
  }
  const bin = `/usr/lib/postgresql/${newest}/bin`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "krukke-bench-pg-"));
  asRoot("chown", ["postgres:postgres", dir]);
  const port = await freePort(preferredPort);
  asPostgres(`${bin}/initdb`, [
    "-D",
    `${dir}/data`,
    "-U",
    "postgres",
    "--auth=trust",
    "-E",
    "UTF8",
    "--locale=C.UTF-8",
  ]);
  // Durability off: this database is thrown away, and the bench measures the shop, not the disk.
  const settings = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=100 -c shared_preload_libraries=pg_stat_statements`;
  asPostgres(`${bin}/pg_ctl`, [
    "-D",
    `${dir}/data`,
    "-l",
    `${dir}/server.log`,
    "-w",
    "-t",
    "30",
    "-o",
    settings,
    "start",
  ]);
  const stop = () => {
    try {
      asPostgres(`${bin}/pg_ctl`, ["-D", `${dir}/data`, "-m", "fast", "-w", "stop"]);
    } finally {
      asRoot("rm", ["-rf", dir]);
    }
  };
  try {
    const url = await createDatabase(`postgresql://postgres@127.0.0.1:${port}/postgres`, name);
    return {
      url,
      describe: `PostgreSQL ${newest} cluster on 127.0.0.1:${port} (${dir})`,
      drop: async () => stop(),
    };
  } catch (error) {
    stop();
    throw error;
  }
}

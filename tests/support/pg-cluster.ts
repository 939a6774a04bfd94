/**
 * A throwaway PostgreSQL cluster of the test's own (initdb + pg_ctl, as .ci/run starts CI's), on
 * a free port in a temporary directory, for tests that restart the server. PostgreSQL refuses to
 * run as root: as root the cluster belongs to the `postgres` user (runuser), otherwise to the
 * current user. `findPostgres()` says why there is none when the binaries are missing.
 */
import { execFile, execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export type OwnCluster = {
  /** postgresql://postgres@127.0.0.1:PORT/postgres */
  url: string;
  /** `immediate` is a crash (no checkpoint); `fast` a clean restart. */
  restart(mode?: "fast" | "immediate"): Promise<void>;
  stop(): void;
};

type Postgres = { bin: string; asPostgres: boolean };

/** Where pg_ctl is and whether it must run as `postgres`; a reason when it cannot be used. */
export function findPostgres(): Postgres | { reason: string } {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((version) => fs.existsSync(path.join(root, version, "bin", "pg_ctl")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) return { reason: `no PostgreSQL server binaries under ${root}` };
  const bin = path.join(root, versions[0]!, "bin");
  const isRoot = process.getuid?.() === 0;
  if (isRoot && spawnSync("runuser", ["-u", "postgres", "--", "true"]).status !== 0) {
    return { reason: "running as root without a `postgres` user to run PostgreSQL as" };
  }
  return { bin, asPostgres: isRoot };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startOwnCluster(postgres: Postgres): Promise<OwnCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "krukke-pg-"));
  const run = (program: string, args: string[]) => {
    const file = path.join(postgres.bin, program);
    return postgres.asPostgres
      ? execFileSync("runuser", ["-u", "postgres", "--", file, ...args], { stdio: "pipe" })
      : execFileSync(file, args, { stdio: "pipe" });
  };
  if (postgres.asPostgres) execFileSync("chown", ["postgres:postgres", dir]);
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--locale=C.UTF-8"]);
  const port = await freePort();
  // fsync off only skips flushing to the disk: a server crash (not the machine's) loses nothing.
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=100`;
  const pgCtl = (...args: string[]) =>
    run("pg_ctl", ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-t", "30", ...args]);
  pgCtl("-o", options, "start");
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      pgCtl("-m", "immediate", "stop");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  // A test run cut short (a time limit, Ctrl-C) leaves no server behind.
  process.once("exit", stop);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    // Without blocking: the test's requests keep coming while the server is away.
    restart: (mode = "immediate") =>
      new Promise<void>((resolve, reject) => {
        const args = ["-D", data, "-l", path.join(dir, "server.log"), "-w", "-t", "30"];
        const file = path.join(postgres.bin, "pg_ctl");
        const full = [...args, "-m", mode, "-o", options, "restart"];
        const [program, programArgs] = postgres.asPostgres
          ? ["runuser", ["-u", "postgres", "--", file, ...full]]
          : [file, full];
        execFile(program, programArgs, (error) => (error ? reject(error) : resolve()));
      }),
    stop,
  };
}

/**
 * Shared by the measuring scripts (`npm run lighthouse`, `npm run bench`): make sure there is
 * a production build of the current sources, find a free port on 127.0.0.1, and run the
 * production server (`node server.js`) on it until told to stop.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const BUILD_ENTRY = "build/server/index.js";
const SOURCES = [
  "app",
  "server",
  "public",
  "drizzle",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestChange(path.join(entry, child)));
  return newest;
}

/** Builds the shop unless `build/` is newer than every source file (or `force`). */
export function ensureBuild({ force = false } = {}): void {
  const built = fs.existsSync(BUILD_ENTRY) ? fs.statSync(BUILD_ENTRY).mtimeMs : 0;
  const stale = !built || SOURCES.some((entry) => newestChange(entry) > built);
  if (!force && !stale) {
    console.log("Using the existing production build (it is newer than the sources).");
    return;
  }
  console.log("Building the shop (npm run build) …");
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("npm run build failed");
}

/** A port nobody listens on at 127.0.0.1: `preferred` if free, else one the system picks. */
export async function freePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number | null>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(null));
      probe.listen(port, "127.0.0.1", () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === "object" && address ? address.port : null));
      });
    });
  if (preferred) {
    const port = await tryPort(preferred);
    if (port) return port;
  }
  const port = await tryPort(0);
  if (!port) throw new Error("no free port on 127.0.0.1");
  return port;
}

export type ShopServer = { url: string; port: number; process: ChildProcess; stop: () => Promise<void> };

/**
 * Starts `node server.js` (the production build) with `env` added to a clean environment
 * (no .env file values leak in: the settings here are complete), and waits for /healthz.
 */
export async function startShop(options: {
  port: number;
  env: Record<string, string>;
  /** Where the server's output goes (it is quiet but for warnings and errors). */
  logFile: string;
}): Promise<ShopServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const log = fs.openSync(options.logFile, "a");
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(options.port),
      PUBLIC_URL: url,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", log, log],
  });
  let exited: number | null = null;
  child.once("exit", (code) => (exited = code ?? 1));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (exited !== null) {
      throw new Error(`the shop stopped at start (exit ${exited}); see ${options.logFile}`);
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the shop did not answer /healthz within 2 minutes; see ${options.logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited !== null) return resolve();
      const force = setTimeout(() => child.kill("SIGKILL"), 15_000);
      child.once("exit", () => {
        clearTimeout(force);
        resolve();
      });
      child.kill("SIGTERM");
    });
  return { url, port: options.port, process: child, stop };
}

/** The first link in `html` whose address matches `pattern` (e.g. a product's page). */
export function firstLink(html: string, pattern: RegExp): string | null {
  for (const match of html.matchAll(/href="([^"]+)"/g)) {
    const href = match[1]!.replace(/&amp;/g, "&");
    if (pattern.test(href)) return href;
  }
  return null;
}

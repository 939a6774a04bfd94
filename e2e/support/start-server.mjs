/**
 * Starts the production build for the end-to-end tests on a fresh embedded database in a
 * temporary directory (removed on exit), so every run begins from the demo data.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { E2E_ADMIN } from "./admin-account.mjs";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "krukke-e2e-"));
const port = process.env.PORT ?? "3100";
const env = {
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  PORT: port,
  HOST: "127.0.0.1",
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // Each test sends its own X-Forwarded-For, so the rate limits (per IP) apply per test.
  TRUST_PROXY: "loopback",
  AUTH_SECRET: "e2e-secret-that-is-long-enough-for-the-shop-0123456789",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
};

// The back office's admin, made the documented way before the shop starts (one process at a
// time may use the embedded database).
const admin = spawnSync(
  process.execPath,
  [
    "--import",
    "tsx",
    "scripts/admin-create.ts",
    "--email",
    E2E_ADMIN.email,
    "--password",
    E2E_ADMIN.password,
  ],
  { stdio: "inherit", env },
);
if (admin.status !== 0) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(admin.status ?? 1);
}

// The season menu the tests order from, written the same way (e2e/season-menu.spec.ts).
const seasonMenu = spawnSync(process.execPath, ["--import", "tsx", "e2e/support/season-menu-setup.ts"], {
  stdio: "inherit",
  env,
});
if (seasonMenu.status !== 0) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(seasonMenu.status ?? 1);
}

// A recorded batch and two orders packed from it, for the recall (e2e/recall.spec.ts).
const recall = spawnSync(process.execPath, ["--import", "tsx", "e2e/support/recall-setup.ts"], {
  stdio: "inherit",
  env,
});
if (recall.status !== 0) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(recall.status ?? 1);
}

const child = spawn(process.execPath, ["server.js"], { stdio: "inherit", env });

const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code) => {
  cleanUp();
  process.exit(code ?? 0);
});

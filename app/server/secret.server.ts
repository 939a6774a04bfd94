/**
 * The secret that signs sessions and cookies: AUTH_SECRET, or one generated on first start and
 * kept in DATA_DIR/auth-secret (readable by the shop's user only). Several instances must share
 * it: set AUTH_SECRET when running more than one (docs/operations.md).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { config } from "./config.server";
import { logger } from "./logger.server";

let cached: string | undefined;

export function authSecret(): string {
  if (cached) return cached;
  const cfg = config();
  if (cfg.authSecret) {
    cached = cfg.authSecret;
    return cached;
  }
  const file = path.join(cfg.dataDir, "auth-secret");
  try {
    cached = fs.readFileSync(file, "utf8").trim();
  } catch {
    fs.mkdirSync(cfg.dataDir, { recursive: true });
    const generated = randomBytes(32).toString("base64url");
    // "wx": if another process wrote it first, use theirs.
    try {
      fs.writeFileSync(file, `${generated}\n`, { mode: 0o600, flag: "wx" });
      cached = generated;
      if (cfg.databaseUrl) {
        logger.warn(
          { file },
          "AUTH_SECRET is not set: generated one for this instance; set AUTH_SECRET when running several",
        );
      }
    } catch {
      cached = fs.readFileSync(file, "utf8").trim();
    }
  }
  return cached;
}

/** For tests that change the configuration. */
export function resetAuthSecret(): void {
  cached = undefined;
}

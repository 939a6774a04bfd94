/**
 * Starting the shop (`node server.js --dev`, the development server) with half a payment or
 * locker configuration, or TRUST_PROXY=true: it refuses, naming the variable, and exits 1
 * before it listens. e2e/server.spec.ts does the same with the production build.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { refusal, startRefused } from "../support/refused-start";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "krukke-start-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const start = (env: Record<string, string>) =>
  startRefused(["--dev"], { NODE_ENV: "development", PORT: "39871", DATA_DIR: dataDir, ...env });

describe("starting with half a configuration", () => {
  it("stops with QuickPay's API key but not its private key, naming the private key", async () => {
    const { code, stderr, stdout } = await start({ QUICKPAY_API_KEY: "a-real-looking-key" });
    expect(code).toBe(1);
    expect(refusal(stderr)).toMatch(
      /^Krukke could not start: invalid configuration: QUICKPAY_PRIVATE_KEY is not set, but QUICKPAY_API_KEY is/,
    );
    expect(stdout).not.toContain("ready");
  });

  it("stops with Økoskabet's key but no webhook secret, and with QUICKPAY_API_URL alone", async () => {
    const lockers = await start({ OKOSKABET_API_KEY: "key" });
    expect(lockers.code).toBe(1);
    expect(refusal(lockers.stderr)).toMatch(/OKOSKABET_WEBHOOK_SECRET is not set, but OKOSKABET_API_KEY is/);
    const url = await start({ QUICKPAY_API_URL: "https://api.quickpay.net" });
    expect(url.code).toBe(1);
    expect(refusal(url.stderr)).toMatch(/QUICKPAY_API_KEY and QUICKPAY_PRIVATE_KEY are not set/);
  });

  it("stops with TRUST_PROXY=true, saying why", async () => {
    const { code, stderr } = await start({ TRUST_PROXY: "true" });
    expect(code).toBe(1);
    expect(refusal(stderr)).toMatch(/TRUST_PROXY=true would trust every proxy hop/);
  });
});

import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, readConfig, sandboxesInUse } from "./config.server";

describe("readConfig", () => {
  it("needs nothing to start the demo shop", () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve("data"));
    expect(config.demoData).toBe(true);
    expect(config.trustProxy).toBe(false);
  });

  it("follows PORT in the default public address and strips a trailing slash", () => {
    expect(readConfig({ PORT: "8080" }).publicUrl).toBe("http://localhost:8080");
    expect(readConfig({ PUBLIC_URL: "https://krukke.dk/" }).publicUrl).toBe("https://krukke.dk");
  });

  it("loads no demo data into a PostgreSQL server unless asked", () => {
    expect(readConfig({ DATABASE_URL: "postgresql://localhost/shop" }).demoData).toBe(false);
    expect(readConfig({ DATABASE_URL: "postgresql://localhost/shop", DEMO_DATA: "true" }).demoData).toBe(
      true,
    );
    expect(readConfig({ DEMO_DATA: "0" }).demoData).toBe(false);
  });

  it("keeps uploads on disk unless a whole S3 bucket is configured", () => {
    expect(readConfig({}).s3).toBeNull();
    expect(() => readConfig({ S3_BUCKET: "billeder" })).toThrow(ConfigError);
    expect(
      readConfig({
        S3_BUCKET: "billeder",
        S3_ENDPOINT: "https://s3.example.com/",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_PUBLIC_URL: "https://billeder.krukke.dk/",
      }).s3,
    ).toMatchObject({
      endpoint: "https://s3.example.com",
      region: "auto",
      publicUrl: "https://billeder.krukke.dk",
    });
  });

  it("treats an empty variable as unset", () => {
    expect(readConfig({ PORT: "", DATABASE_URL: "" }).port).toBe(3000);
  });

  it("names every bad variable in one error", () => {
    expect(() => readConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", PUBLIC_URL: "ftp://x" })).toThrow(
      ConfigError,
    );
    try {
      readConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL/);
    }
  });

  it("reads TRUST_PROXY as a hop count or the proxies' addresses", () => {
    expect(readConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: "loopback" }).trustProxy).toBe("loopback");
    expect(readConfig({ TRUST_PROXY: "10.0.0.0/8, 192.0.2.1" }).trustProxy).toBe("10.0.0.0/8, 192.0.2.1");
  });

  it("refuses TRUST_PROXY=true, which would let X-Forwarded-For choose the client's address", () => {
    expect(() => readConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => readConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY=true .*number of proxies/);
  });

  it("uses the QuickPay sandbox only when none of QuickPay's settings is given", () => {
    expect(readConfig({}).quickpay).toBeNull();
    expect(
      readConfig({
        QUICKPAY_API_KEY: "key",
        QUICKPAY_PRIVATE_KEY: "private",
        QUICKPAY_API_URL: "https://qp.example/",
      }).quickpay,
    ).toEqual({
      apiKey: "key",
      privateKey: "private",
      apiUrl: "https://qp.example",
      acceptsTestPayments: false,
    });
    expect(readConfig({ QUICKPAY_API_KEY: "key", QUICKPAY_PRIVATE_KEY: "private" }).quickpay?.apiUrl).toBe(
      "https://api.quickpay.net",
    );
  });

  it("refuses half a QuickPay configuration, naming what is missing", () => {
    expect(() => readConfig({ QUICKPAY_API_KEY: "key" })).toThrow(
      /^invalid configuration: QUICKPAY_PRIVATE_KEY is not set, but QUICKPAY_API_KEY is/,
    );
    expect(() => readConfig({ QUICKPAY_PRIVATE_KEY: "private" })).toThrow(
      /^invalid configuration: QUICKPAY_API_KEY is not set, but QUICKPAY_PRIVATE_KEY is/,
    );
    expect(() => readConfig({ QUICKPAY_API_URL: "https://api.quickpay.net" })).toThrow(
      /^invalid configuration: QUICKPAY_API_KEY and QUICKPAY_PRIVATE_KEY are not set, but QUICKPAY_API_URL is/,
    );
    expect(() => readConfig({ QUICKPAY_TEST_MODE: "true" })).toThrow(
      /^invalid configuration: QUICKPAY_API_KEY and QUICKPAY_PRIVATE_KEY are not set, but QUICKPAY_TEST_MODE is/,
    );
    // An empty variable is unset: it completes nothing.
    expect(() => readConfig({ QUICKPAY_API_KEY: "key", QUICKPAY_PRIVATE_KEY: "" })).toThrow(ConfigError);
  });

  it("takes test cards on a real QuickPay account only in test mode, and then says payments are not real", () => {
    const keys = { QUICKPAY_API_KEY: "key", QUICKPAY_PRIVATE_KEY: "private" };
    expect(readConfig({ ...keys, NODE_ENV: "development" }).quickpay?.acceptsTestPayments).toBe(false);
    expect(sandboxesInUse(readConfig(keys)).payments).toBe(false);
    const staging = readConfig({ ...keys, QUICKPAY_TEST_MODE: "true" });
    expect(staging.quickpay?.acceptsTestPayments).toBe(true);
    expect(sandboxesInUse(staging).payments).toBe(true);
    expect(() => readConfig({ ...keys, QUICKPAY_TEST_MODE: "perhaps" })).toThrow(ConfigError);
  });

  it("uses the Økoskabet sandbox only when none of its settings is given, and needs the webhook secret", () => {
    expect(readConfig({}).okoskabet).toBeNull();
    expect(readConfig({ OKOSKABET_API_KEY: "key", OKOSKABET_WEBHOOK_SECRET: "secret" }).okoskabet).toEqual({
      apiKey: "key",
      webhookSecret: "secret",
      apiUrl: "https://okoskabet.dk",
    });
    expect(() => readConfig({ OKOSKABET_API_KEY: "key" })).toThrow(
      /^invalid configuration: OKOSKABET_WEBHOOK_SECRET is not set, but OKOSKABET_API_KEY is/,
    );
    expect(() => readConfig({ OKOSKABET_WEBHOOK_SECRET: "secret" })).toThrow(/OKOSKABET_API_KEY is not set/);
    expect(() => readConfig({ OKOSKABET_API_URL: "https://okoskabet.dk" })).toThrow(
      /OKOSKABET_API_KEY and OKOSKABET_WEBHOOK_SECRET are not set, but OKOSKABET_API_URL is/,
    );
  });

  it("sets the shop's clock for a test shop, never for one taking real payments", () => {
    expect(readConfig({}).shopClock).toBeNull();
    expect(readConfig({ SHOP_CLOCK: "2026-11-30T12:05:00+01:00" }).shopClock?.toISOString()).toBe(
      "2026-11-30T11:05:00.000Z",
    );
    const live = { QUICKPAY_API_KEY: "key", QUICKPAY_PRIVATE_KEY: "private" };
    expect(() => readConfig({ ...live, SHOP_CLOCK: "2026-11-30T12:05:00+01:00" })).toThrow(
      /live shop runs on real time/,
    );
    expect(
      readConfig({ ...live, QUICKPAY_TEST_MODE: "true", SHOP_CLOCK: "2026-11-30T12:05:00+01:00" }).shopClock,
    ).not.toBeNull();
    expect(() => readConfig({ SHOP_CLOCK: "next monday" })).toThrow(/SHOP_CLOCK/);
  });

  it("takes analytics and marketing scripts only from https addresses", () => {
    expect(readConfig({}).consentScripts).toEqual({ analytics: undefined, marketing: undefined });
    expect(
      readConfig({
        ANALYTICS_SCRIPT_URL: "https://stats.example.com/script.js",
        MARKETING_SCRIPT_URL: "https://ads.example.com/pixel.js",
      }).consentScripts,
    ).toEqual({
      analytics: "https://stats.example.com/script.js",
      marketing: "https://ads.example.com/pixel.js",
    });
    expect(() => readConfig({ ANALYTICS_SCRIPT_URL: "http://stats.example.com/script.js" })).toThrow(
      /ANALYTICS_SCRIPT_URL/,
    );
    expect(() => readConfig({ MARKETING_SCRIPT_URL: "javascript:alert(1)" })).toThrow(/MARKETING_SCRIPT_URL/);
  });

  it("links the smiley to the shop's page on findsmiley.dk, or to its search page in the demo", () => {
    expect(readConfig({}).findSmileyUrl).toBe("https://www.findsmiley.dk/");
    const page = "https://www.findsmiley.dk/123456";
    expect(readConfig({ FINDSMILEY_URL: page }).findSmileyUrl).toBe(page);
    expect(readConfig({ FINDSMILEY_URL: "" }).findSmileyUrl).toBe("https://www.findsmiley.dk/");
    for (const wrong of ["http://www.findsmiley.dk/", "https://findsmiley.example.com/", "findsmiley.dk"]) {
      expect(() => readConfig({ FINDSMILEY_URL: wrong }), wrong).toThrow(/FINDSMILEY_URL/);
    }
  });
});

/**
 * The shop's configuration, read once from the environment and checked at start.
 * Every variable is optional for `npm start`; `.env.example` and the README list them all.
 */
import path from "node:path";
import { z } from "zod";
import { shop } from "../lib/shop";

/** An empty variable (`FOO=` in a .env file) counts as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const flag = (fallback: boolean) =>
  z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : value),
    z
      .enum(["1", "0", "true", "false", "yes", "no"])
      .transform((value) => ["1", "true", "yes"].includes(value))
      .optional()
      .default(fallback),
  );

const environmentSchema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test"])),
  PORT: optional(z.coerce.number().int().min(1).max(65535)),
  HOST: optional(z.string()),
  PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres://")),
  DATABASE_POOL_MAX: optional(z.coerce.number().int().min(1).max(200)),
  DATA_DIR: optional(z.string()),
  PAGE_CACHE_MB: optional(z.coerce.number().int().min(0).max(4096)),
  DEMO_DATA: optional(z.string()),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")),
  MAIL_FROM: optional(z.string()),
  SHOP_EMAIL: optional(z.email()),
  AUTH_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  FACEBOOK_CLIENT_ID: optional(z.string()),
  FACEBOOK_CLIENT_SECRET: optional(z.string()),
  QUICKPAY_API_KEY: optional(z.string()),
  QUICKPAY_PRIVATE_KEY: optional(z.string()),
  QUICKPAY_API_URL: optional(z.url({ protocol: /^https?$/ })),
  QUICKPAY_TEST_MODE: optional(z.enum(["1", "0", "true", "false", "yes", "no"])),
  OKOSKABET_API_URL: optional(z.url({ protocol: /^https?$/ })),
  OKOSKABET_API_KEY: optional(z.string()),
  OKOSKABET_WEBHOOK_SECRET: optional(z.string()),
  S3_BUCKET: optional(z.string()),
  S3_ENDPOINT: optional(z.url({ protocol: /^https?$/ })),
  S3_REGION: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_PUBLIC_URL: optional(z.url({ protocol: /^https?$/ })),
  TRUST_PROXY: optional(z.string()),
  ANALYTICS_SCRIPT_URL: optional(z.url({ protocol: /^https$/, error: "must be an https:// address" })),
  MARKETING_SCRIPT_URL: optional(z.url({ protocol: /^https$/, error: "must be an https:// address" })),
  LOG_LEVEL: optional(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])),
  HEALTHZ_TOKEN: optional(z.string().min(16, "must be at least 16 characters")),
  SHOP_CLOCK: optional(
    z.iso.datetime({ offset: true, error: "must be a time with its offset, e.g. 2026-11-30T11:59:00+01:00" }),
  ),
  FINDSMILEY_URL: optional(
    z.url({
      protocol: /^https$/,
      hostname: /^(www\.)?findsmiley\.dk$/,
      error: "must be an https:// address on findsmiley.dk",
    }),
  ),
});

export type Config = ReturnType<typeof readConfig>;

/**
 * The page cache's memory by default: its pages keep their Brotli bytes (about 17 kB for a
 * product page, with the key and the rest), so some 2,000 pages, far more than the shop's
 * guests' pages in both languages and every cookie choice.
 */
export const DEFAULT_PAGE_CACHE_MB = 32;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads and checks the environment; throws a ConfigError naming every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new ConfigError(`invalid configuration: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  if (e.S3_BUCKET && !(e.S3_ENDPOINT && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY && e.S3_PUBLIC_URL)) {
    throw new ConfigError(
      "invalid configuration: S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL",
    );
  }
  requireTogether(
    "QuickPay",
    ["QUICKPAY_API_KEY", "QUICKPAY_PRIVATE_KEY"],
    ["QUICKPAY_API_URL", "QUICKPAY_TEST_MODE"],
    e,
  );
  requireTogether("Økoskabet", ["OKOSKABET_API_KEY", "OKOSKABET_WEBHOOK_SECRET"], ["OKOSKABET_API_URL"], e);
  if (e.SHOP_CLOCK && e.QUICKPAY_API_KEY && !flag(false).parse(e.QUICKPAY_TEST_MODE)) {
    throw new ConfigError(
      "invalid configuration: SHOP_CLOCK is set, but QuickPay takes real payments: a live shop runs on real time (SHOP_CLOCK is for tests, and for a staging shop with QUICKPAY_TEST_MODE=true)",
    );
  }
  const nodeEnv = e.NODE_ENV ?? "development";
  const port = e.PORT ?? 3000;
  const dataDir = path.resolve(e.DATA_DIR ?? "data");
  const usesServerDatabase = Boolean(e.DATABASE_URL);
  return {
    nodeEnv,
    port,
    host: e.HOST,
    /** The shop's public address, without a trailing slash: e-mails, sitemaps, payment returns. */
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ""),
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX ?? 10,
    dataDir,
    /**
     * Memory for the cache of guests' pages in this process (server/page-cache.ts); 0 turns it
     * off (the pages still go out cacheable, for a CDN in front).
     */
    pageCacheBytes: (e.PAGE_CACHE_MB ?? DEFAULT_PAGE_CACHE_MB) * 1024 * 1024,
    /** Demo catalogue on first start: on by default for the embedded database only. */
    demoData: flag(!usesServerDatabase).parse(e.DEMO_DATA),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? "Krukke <hej@krukke.dk>",
    shopEmail: e.SHOP_EMAIL,
    authSecret: e.AUTH_SECRET,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleClientSecret: e.GOOGLE_CLIENT_SECRET,
    facebookClientId: e.FACEBOOK_CLIENT_ID,
    facebookClientSecret: e.FACEBOOK_CLIENT_SECRET,
    /** Real QuickPay when both keys are set; the built-in sandbox when none of its settings is. */
    quickpay:
      e.QUICKPAY_API_KEY && e.QUICKPAY_PRIVATE_KEY
        ? {
            apiKey: e.QUICKPAY_API_KEY,
            privateKey: e.QUICKPAY_PRIVATE_KEY,
            apiUrl: (e.QUICKPAY_API_URL ?? "https://api.quickpay.net").replace(/\/+$/, ""),
            /**
             * Test cards count (a staging shop on the account, before launch). Off, test payments
             * pay for nothing, whatever NODE_ENV says; on, every page says payments are not real.
             */
            acceptsTestPayments: flag(false).parse(e.QUICKPAY_TEST_MODE),
          }
        : null,
    /** Uploaded images go to this S3-compatible bucket when set; otherwise under DATA_DIR/uploads. */
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT!.replace(/\/+$/, ""),
          region: e.S3_REGION ?? "auto",
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          publicUrl: e.S3_PUBLIC_URL!.replace(/\/+$/, ""),
        }
      : null,
    /** Real Økoskabet when its key and webhook secret are set; the sandbox when none of its settings is. */
    okoskabet:
      e.OKOSKABET_API_KEY && e.OKOSKABET_WEBHOOK_SECRET
        ? {
            apiKey: e.OKOSKABET_API_KEY,
            apiUrl: (e.OKOSKABET_API_URL ?? "https://okoskabet.dk").replace(/\/+$/, ""),
            webhookSecret: e.OKOSKABET_WEBHOOK_SECRET,
          }
        : null,
    /**
     * Scripts a shop may add for statistics or marketing. Each loads only in a browser whose
     * visitor consented to that category; the Content-Security-Policy allows their origins.
     */
    consentScripts: {
      analytics: e.ANALYTICS_SCRIPT_URL,
      marketing: e.MARKETING_SCRIPT_URL,
    },
    /**
     * The shop's page on Fødevarestyrelsen's findsmiley.dk (its control reports), which the
     * footer's smiley links to, as the smiley scheme asks of a shop selling food online.
     */
    findSmileyUrl: e.FINDSMILEY_URL ?? shop.findSmileySearchPage,
    /** Where the shop's clock starts, for tests (clock.server.ts); unset: real time. */
    shopClock: e.SHOP_CLOCK ? new Date(e.SHOP_CLOCK) : null,
    /** Express "trust proxy": set it when a load balancer terminates HTTPS in front of the shop. */
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL ?? (nodeEnv === "test" ? "warn" : "info"),
    /** Who may read /healthz's details (database, page cache): a request bearing this token. */
    healthzToken: e.HEALTHZ_TOKEN,
  };
}

/**
 * Express's "trust proxy" from TRUST_PROXY: a hop count, or the proxies' addresses or Express's
 * names for them ("loopback", "10.0.0.0/8", …). `true` is refused rather than read as one hop:
 * it trusts every hop, so a client's own X-Forwarded-For would choose the address every per-IP
 * limit counts; and taking it for one hop would, behind two proxies, give every customer the
 * outer proxy's address and lock them out together. Only the operator knows the count.
 */
function parseTrustProxy(value: string | undefined): number | string | false {
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "true") {
    throw new ConfigError(
      "invalid configuration: TRUST_PROXY=true would trust every proxy hop, so anyone could choose their own address with X-Forwarded-For; set the number of proxies in front of the shop (usually 1) or their addresses",
    );
  }
  return /^\d+$/.test(value) ? Number(value) : value;
}

/**
 * A service is either fully configured or, when none of its settings is given, its built-in
 * sandbox: never half, which would quietly take a shop meant to be live to the sandbox (or leave
 * its webhooks unverifiable). Names what is missing and what was set.
 */
function requireTogether(
  service: string,
  required: string[],
  optionalOnes: string[],
  env: Record<string, unknown>,
): void {
  const given = [...required, ...optionalOnes].filter((name) => env[name] !== undefined);
  const missing = required.filter((name) => env[name] === undefined);
  if (given.length === 0 || missing.length === 0) return;
  throw new ConfigError(
    `invalid configuration: ${missing.join(" and ")} ${missing.length === 1 ? "is" : "are"} not set, but ${given.join(" and ")} ${given.length === 1 ? "is" : "are"}: ${service} needs ${required.join(" and ")} together (or none of its settings, for the built-in test sandbox)`,
  );
}

let cached: Config | undefined;

/** The configuration of this process (read on first use). */
export function config(): Config {
  cached ??= readConfig();
  return cached;
}

/**
 * Which built-in sandboxes stand in for real services in this process: every page says so in a
 * banner, so nobody takes the test shop for the real one.
 */
export function sandboxesInUse(cfg: Config = config()): { payments: boolean; lockers: boolean } {
  return {
    payments: cfg.quickpay === null || cfg.quickpay.acceptsTestPayments,
    lockers: cfg.okoskabet === null,
  };
}

/** For tests that change the environment. */
export function resetConfig(): void {
  cached = undefined;
}

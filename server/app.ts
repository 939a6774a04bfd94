/**
 * The shop's HTTP application: security headers, compression, static files, the health
 * check and the React Router request handler. `server.js` starts it; in production this file
 * is bundled by Vite together with the React Router build.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import { redactUrl } from "~/lib/log-redaction";
import { isHostHeader, isSupportedMethod } from "~/lib/request-head";
import { shopJobs } from "~/server/background.server";
import { config } from "~/server/config.server";
import { rememberedConsents } from "~/server/consent.server";
import { getConnection, startDatabase, stopDatabase } from "~/server/db/index.server";
import { UPLOADS_PATH } from "~/server/images/storage.server";
import { startJobs, stopJobs } from "~/server/jobs.server";
import { logger } from "~/server/logger.server";
import { watchPublicContent } from "~/server/public-content.server";
import { authSecret } from "~/server/secret.server";
import { contentSecurityPolicy, nonceSource } from "./content-security-policy";
import { PageCache, pageCacheMiddleware } from "./page-cache";
import { brotliAssets } from "./precompressed";
import { limitRequestBodies } from "./request-body";
import { createRequestHandler } from "./request-handler";
import { answerUnexpectedErrors } from "./unexpected-errors";

declare module "react-router" {
  interface AppLoadContext {
    /** This response's Content-Security-Policy nonce, for the inline scripts React Router writes. */
    cspNonce: string;
    /**
     * Rendered for every guest alike (server/page-cache.ts): no nonce (the page's inline scripts
     * are allowed by their hashes) and all of it at once, nothing streamed later.
     */
    shareable: boolean;
    /** The client's address (behind a proxy, as TRUST_PROXY allows), for rate limits. */
    clientIp: string;
  }
}

/** Everything that must be ready before the first request: the database (migrated), the jobs. */
export async function init(): Promise<void> {
  authSecret();
  await startDatabase();
  if (!config().smtpUrl) {
    logger.warn("SMTP_URL is not set: e-mail is kept in the outbox and not sent");
  }
  // The pages say so too, in a banner (see TestShopBanner).
  if (!config().quickpay) logger.warn("QuickPay is not configured: payments go to the built-in test sandbox");
  if (!config().okoskabet) logger.warn("Økoskabet is not configured: lockers come from the built-in sandbox");
  startJobs(shopJobs());
  if (pageCache.enabled) stopWatchingContent = await watchPublicContent(() => pageCache.clear());
  stopWatchingConsents = await rememberedConsents.watch();
}

let stopWatchingContent: (() => Promise<void>) | undefined;
let stopWatchingConsents: (() => Promise<void>) | undefined;

/** Lets go of everything `init` took, for a graceful shutdown. */
export async function shutdown(): Promise<void> {
  await stopWatchingContent?.();
  await stopWatchingConsents?.();
  await stopJobs();
  await stopDatabase();
}

const cfg = config();
export const app = express();

/**
 * The production build serves its own scripts and files and always sends the
 * Content-Security-Policy, whatever NODE_ENV says (a build started with NODE_ENV=development must
 * not drop its policy); the development server (Vite) does neither.
 */
const PRODUCTION_BUILD = import.meta.env.PROD;

/**
 * The origins of the statistics and marketing scripts the shop configured (if any): allowed
 * to load, and to send what they measure back home. The page adds a script only after the
 * visitor's consent to its category.
 */
const consentScriptOrigins = [
  ...new Set(Object.values(cfg.consentScripts).flatMap((url) => (url ? [new URL(url).origin] : []))),
];

app.disable("x-powered-by");
app.set("trust proxy", cfg.trustProxy);

app.use(compression());

/**
 * The build's scripts and styles, first: they are most of a page's requests, and the headers
 * below (request log, page security policy) mean nothing for them but bytes on every file.
 */
if (PRODUCTION_BUILD) {
  const assets = path.resolve("build/client/assets");
  // Built assets carry a content hash in their names: they never change, so cache for good,
  // and leave out ETag, Last-Modified and Accept-Ranges: nothing revalidates or resumes a file
  // that never changes, and a page loads some thirty of them.
  const serveAssets = express.static(assets, {
    maxAge: "1y",
    immutable: true,
    etag: false,
    lastModified: false,
    acceptRanges: false,
    index: false,
    setHeaders: (res) => res.setHeader("X-Content-Type-Options", "nosniff"),
  });
  // Scripts, styles and the icon sprite go out as the Brotli copies the build wrote, where the
  // browser takes them.
  const brotliAsset = brotliAssets(assets);
  app.get(/^\/assets\//, (req, res, next) => {
    const asset = brotliAsset(req.path, req.get("accept-encoding"));
    if (!asset) return next();
    for (const [name, value] of Object.entries(asset.headers)) res.setHeader(name, value);
    req.url = `/${path.basename(asset.file)}`;
    serveAssets(req, res, next);
  });
  app.use("/assets", serveAssets);
}

app.use(
  pinoHttp({
    logger,
    autoLogging: { ignore: (req) => /^\/(assets|images)\//.test(req.url ?? "") },
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info",
    serializers: {
      // Reset, confirmation and sign-in links carry secrets: never written down (log-redaction.ts).
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }),
);

// A request no address can be made of (`Host: %%`), or with a method a Fetch request cannot
// carry (TRACE), is the client's mistake: answered here, before anything tries to build its URL.
app.use((req: Request, res: Response, next: NextFunction) => {
  if (!isSupportedMethod(req.method)) {
    res.status(405).setHeader("Allow", "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    res.type("text/plain").send("Method not allowed\n");
    return;
  }
  if (!isHostHeader(req.get("host")) || !isHostHeader(req.host)) {
    res.status(400).type("text/plain").send("Bad request: the Host header names no host\n");
    return;
  }
  next();
});

const policySources = {
  scriptOrigins: consentScriptOrigins,
  imageOrigins: cfg.s3 ? [new URL(cfg.s3.publicUrl).origin] : [],
};

// The policy of a personal page: its inline scripts carry this response's nonce. (A guest's
// page gets its own, by hashes, in the page cache below.)
if (PRODUCTION_BUILD) {
  app.use((_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy([nonceSource(res.locals.cspNonce as string)], policySources),
    );
    next();
  });
}

app.use(
  helmet({
    // Set above (the development server, Vite, needs inline scripts and gets none).
    contentSecurityPolicy: false,
    // Sent only over HTTPS, below: over plain HTTP it would be meaningless or wrong.
    strictTransportSecurity: false,
    // The payment window is a pop-up that must be able to talk back to the checkout.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
  }),
);

// The payment window's pages must keep their link to the checkout that opened them.
app.use(["/checkout/betaling", "/sandbox/quickpay/vindue"], (_req, res, next) => {
  res.setHeader("Cross-Origin-Opener-Policy", "unsafe-none");
  next();
});

app.use((req: Request, res: Response, next: NextFunction) => {
  if (req.secure) {
    res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  }
  next();
});

// A form posted from another site is refused: the browser says where a request comes from.
// (Payment and locker callbacks come from servers, which send no Origin.)
app.use((req: Request, res: Response, next: NextFunction) => {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
  const origin = req.get("origin");
  const site = req.get("sec-fetch-site");
  const ownOrigins = new Set([cfg.publicUrl, `${req.protocol}://${req.get("host")}`]);
  if (
    site === "cross-site" ||
    (origin && origin !== "null" && !ownOrigins.has(origin)) ||
    origin === "null"
  ) {
    res.status(403).type("text/plain").send("Cross-site request refused");
    return;
  }
  next();
});

/**
 * Healthy or not, for a load balancer: 200 `{"status":"ok"}` while the database answers, 503
 * otherwise. The details (the database's state, the page cache's counters) only for a request
 * that bears HEALTHZ_TOKEN (`Authorization: Bearer …`): the shop's own scripts and monitoring.
 */
app.get("/healthz", async (req, res) => {
  res.setHeader("Cache-Control", "no-store");
  const detailed = bearsToken(req.get("authorization"), cfg.healthzToken);
  const connection = getConnection();
  try {
    if (!connection) throw new Error("not open");
    await connection.ping();
    res.json(detailed ? { status: "ok", database: "ok", pageCache: pageCache.stats() } : { status: "ok" });
  } catch {
    res
      .status(503)
      .json(detailed ? { status: "unavailable", database: "unreachable" } : { status: "unavailable" });
  }
});

/** Whether an Authorization header bears `token` (compared in constant time); never without one. */
function bearsToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith("Bearer ")) return false;
  const digest = (text: string) => crypto.createHash("sha256").update(text).digest();
  return crypto.timingSafeEqual(digest(authorization.slice("Bearer ".length)), digest(token));
}

// Images uploaded in the back office (when they are not kept in an S3 bucket): each upload gets
// a new name, so they never change either.
app.use(
  UPLOADS_PATH,
  express.static(path.join(cfg.dataDir, "uploads"), { immutable: true, maxAge: "1y", index: false }),
);

if (PRODUCTION_BUILD) {
  const client = path.resolve("build/client");
  // Images are never edited in place (a new image gets a new name).
  app.use(
    "/images",
    express.static(path.join(client, "images"), { immutable: true, maxAge: "1y", index: false }),
  );
  // The few files at the top of the build (icons, manifest), by name: a static handler for every
  // path would look each page's address up on disk first.
  const topFiles = fs
    .readdirSync(client, { withFileTypes: true })
    .flatMap((entry) => (entry.isFile() ? [`/${entry.name}`] : []));
  if (topFiles.length > 0) {
    app.get(topFiles, express.static(client, { maxAge: "1h", index: false }));
  }
}

// Every body is read within its limit here (64 kB; 10 MB for the back office's image forms),
// so React Router never holds more than that.
app.use(limitRequestBodies);

const reactRouter = createRequestHandler({
  // A function makes React Router derive its routes again for every request (about a tenth of
  // a render's time): only the development server, whose routes change as they are edited, needs it.
  build: import.meta.env.DEV
    ? () => import("virtual:react-router/server-build")
    : await import("virtual:react-router/server-build"),
  getLoadContext: (req, res) => ({
    cspNonce: (res.locals.cspNonce as string | undefined) ?? "",
    clientIp: req.ip ?? "",
    shareable: false,
  }),
});

/** Guests' public pages, kept in this process and invalidated when the content changes. */
export const pageCache = new PageCache({
  maxBytes: PRODUCTION_BUILD ? cfg.pageCacheBytes : 0,
  maxAgeMs: 60_000,
  policy: (hashes) => contentSecurityPolicy(hashes, policySources),
});
if (PRODUCTION_BUILD) {
  app.use(
    pageCacheMiddleware(pageCache, (req, res, address) =>
      reactRouter.render(req, res, { cspNonce: "", clientIp: req.ip ?? "", shareable: true }, address),
    ),
  );
}

app.use(reactRouter.handle);

// No answer carries a stack trace but the development server's (Vite's import.meta.env.DEV).
app.use(answerUnexpectedErrors({ showStacks: import.meta.env.DEV }));

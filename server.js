/**
 * Starts the shop: `node server.js` serves the production build, `node server.js --dev` the
 * development server with Vite. Prepares the database before listening, and shuts down
 * gracefully on SIGTERM/SIGINT (finishing requests under way, then closing the database).
 */
import fs from "node:fs";
import express from "express";

// Settings from a .env file in the project directory, if there is one (the environment wins).
if (fs.existsSync(".env")) process.loadEnvFile(".env");

const DEV = process.argv.includes("--dev");
// The production build runs as production whatever NODE_ENV says: with "development", React
// and Express would put error messages and stack traces with file paths in their answers.
if (!DEV && process.env.NODE_ENV && process.env.NODE_ENV !== "production") {
  console.warn(
    `NODE_ENV=${process.env.NODE_ENV} is ignored: the production build runs as production (npm run dev is the development server)`,
  );
}
process.env.NODE_ENV = DEV ? (process.env.NODE_ENV ?? "development") : "production";

/** One line that names the problem, then exit: no stack trace for a configuration mistake. */
function fail(error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`Krukke could not start: ${reason}`);
  if (process.env.DEBUG) console.error(error);
  process.exit(1);
}

let shop;
const server = express();
server.disable("x-powered-by");
try {
  if (DEV) {
    const { createServer } = await import("vite");
    const vite = await createServer({ server: { middlewareMode: true } });
    server.use(vite.middlewares);
    shop = await vite.ssrLoadModule("./server/app.ts");
    // Load the app per request, so edits show up without a restart.
    server.use(async (req, res, next) => {
      try {
        const fresh = await vite.ssrLoadModule("./server/app.ts");
        return fresh.app(req, res, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  } else {
    shop = await import("./build/server/index.js").catch((error) => {
      if (error?.code === "ERR_MODULE_NOT_FOUND" && String(error.message).includes("build/server")) {
        throw new Error("there is no production build: run `npm run build` first (or `npm start`)");
      }
      throw error;
    });
    server.use(shop.app);
  }
  await shop.init();
} catch (error) {
  fail(error);
}

const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || undefined;
const listener = server.listen(port, host, () => {
  const shown = host && host !== "0.0.0.0" ? host : "localhost";
  console.log(`Krukke is ready at http://${shown}:${port} (${process.env.NODE_ENV})`);
});
listener.on("error", (error) =>
  fail(error.code === "EADDRINUSE" ? new Error(`port ${port} is already in use`) : error),
);

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`Krukke received ${signal}: finishing requests under way, then stopping`);
  // Give requests under way 10 seconds; then stop regardless.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  listener.close(async () => {
    try {
      await shop.shutdown();
    } finally {
      process.exit(0);
    }
  });
  listener.closeIdleConnections?.();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));

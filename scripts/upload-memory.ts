/**
 * What 30 anonymous 10 MB posts to the back office's upload page cost the production build in
 * memory: starts `node server.js` on an embedded database of its own, sends the bodies at
 * once (each with its Content-Length, as a browser sends a form), and prints the answers and
 * the server's resident memory (VmRSS) before and after, and its peak (VmHWM) meanwhile.
 *
 *   npx tsx scripts/upload-memory.ts [--port 3690]
 *
 * docs/quality.md (Security) has the figures.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { ensureBuild, freePort, startShop } from "./lib/shop-server";

const MB = 1024 * 1024;
const POSTS = 30;
const BODY_BYTES = 10 * MB;

/** The server process's resident memory now and at its peak, in MB (Linux's /proc). */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, "m").exec(status)![1]) / 1024;
  return { rss: mb("VmRSS"), peak: mb("VmHWM") };
}

/** Posts `BODY_BYTES` of a multipart form and resolves with the status once answered. */
function post(url: string): Promise<number> {
  const chunk = Buffer.alloc(64 * 1024, 7);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request(
      url,
      {
        method: "POST",
        agent: false,
        headers: {
          Origin: new URL(url).origin,
          "Content-Type": "multipart/form-data; boundary=----krukke",
          "Content-Length": String(BODY_BYTES),
        },
      },
      (response) => {
        answered = true;
        response.resume();
        response.on("end", () => {
          request.destroy();
          resolve(response.statusCode ?? 0);
        });
      },
    );
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    let sent = 0;
    const writeMore = () => {
      while (sent < BODY_BYTES && !answered && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", writeMore);
      }
      if (!answered && !request.destroyed) request.end();
    };
    writeMore();
  });
}

const portArgument = process.argv.indexOf("--port");
ensureBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "krukke-upload-memory-"));
const shop = await startShop({
  port: await freePort(portArgument > 0 ? Number(process.argv[portArgument + 1]) : undefined),
  env: { DATA_DIR: dataDir, AUTH_SECRET: "upload-memory-secret-that-is-long-enough-0123456789" },
  logFile: path.join(dataDir, "server.log"),
});
try {
  const target = `${shop.url}/admin/produkter/ny`;
  await post(target); // what runs for such a post is loaded now
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const before = memoryOf(shop.process.pid!);
  fs.writeFileSync(`/proc/${shop.process.pid}/clear_refs`, "5"); // the peak counts from here
  const statuses = await Promise.all(Array.from({ length: POSTS }, () => post(target)));
  const after = memoryOf(shop.process.pid!);
  const counts = Object.entries(
    statuses.reduce<Record<number, number>>(
      (all, status) => ({ ...all, [status]: (all[status] ?? 0) + 1 }),
      {},
    ),
  ).map(([status, n]) => `${n} × ${status}`);
  console.log(
    `${POSTS} anonymous posts of ${BODY_BYTES / MB} MB to ${new URL(target).pathname}: ${counts.join(", ")}`,
  );
  const change = (mb: number) => `${mb >= 0 ? "+" : "−"}${Math.abs(mb).toFixed(0)} MB`;
  console.log(`resident memory before: ${before.rss.toFixed(0)} MB`);
  console.log(`resident memory after:  ${after.rss.toFixed(0)} MB (${change(after.rss - before.rss)})`);
  console.log(`peak meanwhile:         ${after.peak.toFixed(0)} MB (${change(after.peak - before.rss)})`);
} finally {
  await shop.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

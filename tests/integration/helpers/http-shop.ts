/**
 * The shop's real HTTP application (`server/app.ts`: headers, the body limits, React Router),
 * loaded through Vite as `npm run dev` loads it and served on 127.0.0.1, on the test file's
 * database. Its settings are the environment's when `startHttpShop` is called. And a small
 * HTTP client that can send a body in chunks, as a client without Content-Length does.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { createServer, type ViteDevServer } from "vite";

export type HttpShop = {
  url: string;
  /** A module as the served app sees it (its own instance, e.g. for resetConfig()). */
  load<T = Record<string, unknown>>(module: string): Promise<T>;
  close(): Promise<void>;
};

export async function startHttpShop(): Promise<HttpShop> {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: "custom",
    logLevel: "error",
  });
  const shop = (await vite.ssrLoadModule("./server/app.ts")) as { app: express.Express };
  const server = express();
  server.use(vite.middlewares);
  server.use(shop.app);
  const listener = http.createServer(server);
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const { port } = listener.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    load: async (module) => (await vite.ssrLoadModule(module)) as never,
    close: async () => {
      listener.closeAllConnections();
      await new Promise<void>((resolve) => listener.close(() => resolve()));
      await vite.close();
    },
  };
}

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** How many bytes of `chunks` had been written when the answer came. */
  sentBeforeAnswer: number;
};

/**
 * Sends a request and reads the answer. `body` goes with its Content-Length; `chunks` (`head`,
 * then one chunk sent `times` times) goes chunked (or with the Content-Length the headers give),
 * and sending stops as soon as an answer comes.
 */
export function send(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer | string;
    chunks?: { head?: Buffer; chunk: Buffer; times: number };
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    let sentBeforeAnswer = 0;
    let written = 0;
    const request = http.request(
      url,
      { method: options.method ?? "GET", headers: options.headers, agent: false },
      (response) => {
        answered = true;
        sentBeforeAnswer = written;
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => parts.push(part));
        response.on("end", () => {
          request.destroy(); // a body the shop refused need not be sent on
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(parts).toString("utf8"),
            sentBeforeAnswer,
          });
        });
        response.on("error", reject);
      },
    );
    // Once the shop has answered and closed the connection, writing the rest fails: expected.
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (!options.chunks) {
      request.end(options.body);
      return;
    }
    const { head, chunk, times } = options.chunks;
    if (head) request.write(head);
    written = head?.length ?? 0;
    let sent = 0;
    const writeMore = () => {
      while (sent < times && !answered && !request.destroyed) {
        sent += 1;
        written += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", writeMore);
      }
      if (!answered && !request.destroyed) request.end();
    };
    writeMore();
  });
}

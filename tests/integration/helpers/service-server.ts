/**
 * A real HTTP server on 127.0.0.1 standing in for the shop's public address: the sandboxes
 * post their callbacks and webhooks to PUBLIC_URL over HTTP, as QuickPay and Økoskabet would,
 * and the contract tests call the sandboxes' APIs through it. Each path prefix goes to the
 * shop's own handler. PUBLIC_URL points at it for the test file; `down` makes it drop every
 * request (a lost callback).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import { resetConfig } from "~/server/config.server";
import { SANDBOX_LOCKER_PATH, handleLockerSandbox } from "~/server/lockers/okoskabet-sandbox.server";
import { handleQuickPayCallback } from "~/server/payments/callbacks.server";
import { SANDBOX_API_PATH, handleSandboxApi } from "~/server/payments/quickpay-sandbox.server";
import { handleLockerWebhook } from "~/server/shipments.server";

export type ServiceServer = {
  url: string;
  received: { path: string; status: number }[];
  down: boolean;
};

const ROUTES: [prefix: string, handler: (request: Request) => Promise<Response>][] = [
  ["/payments/quickpay/callback", handleQuickPayCallback],
  ["/webhooks/okoskabet", handleLockerWebhook],
  [SANDBOX_API_PATH, handleSandboxApi],
  [SANDBOX_LOCKER_PATH, handleLockerSandbox],
];

export function setupServiceServer(): ServiceServer {
  const state: ServiceServer = { url: "", received: [], down: false };
  let server: http.Server;
  const saved = process.env.PUBLIC_URL;
  beforeAll(async () => {
    server = http.createServer(async (req, res) => {
      if (state.down) {
        res.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const request = new Request(`${state.url}${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: hasBody ? Buffer.concat(chunks) : undefined,
      });
      const handler = ROUTES.find(([prefix]) => req.url?.startsWith(prefix))?.[1];
      const response = handler ? await handler(request) : new Response("Not found", { status: 404 });
      state.received.push({ path: req.url ?? "", status: response.status });
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    process.env.PUBLIC_URL = state.url;
    resetConfig();
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    if (saved === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = saved;
    resetConfig();
  });
  return state;
}

/**
 * A local HTTP server that answers however the test says (`answer`), to play an outside service
 * that is slow, down for maintenance or answering nonsense.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

export type ScriptedServer = { url: string; answer: (res: http.ServerResponse) => void };

export function setupScriptedServer(): ScriptedServer {
  const state: ScriptedServer = { url: "", answer: (res) => res.end() };
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((_req, res) => state.answer(res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return state;
}

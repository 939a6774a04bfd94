/**
 * Shops of a test's own: the production build (`node server.js`) started with the settings the
 * test gives, and a minimal cookie-keeping HTTP client standing in for a browser without
 * JavaScript (plain form posts, as the shop's forms work before scripts load).
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { expect } from "@playwright/test";

export type Shop = { url: string; process: ChildProcess; output: () => string; stop(): Promise<void> };

/** Starts the production build with `env` (a variable given as undefined is left unset). */
export async function startShop(port: number, env: Record<string, string | undefined>): Promise<Shop> {
  const settings: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    AUTH_SECRET: "e2e-secret-that-is-long-enough-for-the-shop-0123456789",
    LOG_LEVEL: "warn",
    ...env,
  };
  for (const [name, value] of Object.entries(settings)) if (value === undefined) delete settings[name];
  const child = spawn(process.execPath, ["server.js"], { env: settings });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the shop on port ${port} stopped:\n${output}`);
        return fetch(`${url}/healthz`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 60_000, message: `the shop on port ${port} to start` },
    )
    .toBe(200);
  return {
    url,
    process: child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** One visitor's browser: keeps cookies, posts forms from the page's own origin. */
export class Visitor {
  readonly cookies = new Map<string, string>();
  /** The raw Set-Cookie headers received, for checking their attributes. */
  readonly setCookies: string[] = [];

  constructor(private readonly headers: Record<string, string> = {}) {}

  async get(url: string, headers: Record<string, string> = {}): Promise<Response> {
    return this.send(url, { method: "GET", headers });
  }

  /** A form posted from a page of `url`'s own site (the browser sends that Origin). */
  async post(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return this.send(url, {
      method: "POST",
      body: new URLSearchParams(form),
      headers: {
        Origin: new URL(url).origin,
        "Content-Type": "application/x-www-form-urlencoded",
        ...headers,
      },
    });
  }

  /** Any request; a Host header given goes through as it is. */
  async send(url: string, init: RequestInit): Promise<Response> {
    const headers: Record<string, string> = { ...this.headers, ...(init.headers as Record<string, string>) };
    if (this.cookies.size > 0) {
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    }
    const body = init.body ? String(init.body) : undefined;
    // node:http rather than fetch: a Host header of our choosing (the public site's, as a load
    // balancer passes it on) goes through as it is.
    const response = await new Promise<Response>((resolve, reject) => {
      const request = http.request(url, { method: init.method, headers }, (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
              responseHeaders.append(name, one);
            }
          }
          const status = incoming.statusCode ?? 0;
          const nullBody = [204, 304].includes(status);
          resolve(
            new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: responseHeaders }),
          );
        });
        incoming.on("error", reject);
      });
      request.on("error", reject);
      request.end(body);
    });
    for (const cookie of response.headers.getSetCookie()) {
      this.setCookies.push(cookie);
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (value === "" || /max-age=0\b/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
}

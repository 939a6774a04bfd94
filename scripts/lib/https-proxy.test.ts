import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import http2 from "node:http2";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHttpsProxy, type HttpsProxy } from "./https-proxy";
import { freePort } from "./shop-server";

/** What the shop behind the proxy was asked, as it saw it. */
type Seen = { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string };

let upstream: http.Server;
let balancer: HttpsProxy;
const seen: Seen[] = [];
const assets = fs.mkdtempSync(path.join(os.tmpdir(), "krukke-assets-"));
const script = "console.log('Krukke');";
fs.writeFileSync(path.join(assets, "entry-abc.js"), script);
fs.writeFileSync(path.join(assets, "entry-abc.js.br"), zlib.brotliCompressSync(script));
fs.writeFileSync(path.join(assets, "plain-abc.js"), script);

beforeAll(async () => {
  upstream = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      res.writeHead(201, { "content-type": "text/plain; charset=utf-8", "x-shop": "krukke" });
      res.end(`svar på ${req.method} ${req.url}`);
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  balancer = await startHttpsProxy({
    port: await freePort(),
    target: (upstream.address() as AddressInfo).port,
    assets,
  });
});

afterAll(async () => {
  await balancer.stop();
  await new Promise((resolve) => upstream.close(resolve));
  fs.rmSync(assets, { recursive: true, force: true });
});

/** One HTTP/2 request to the proxy; also returns the certificate it showed. */
async function request(
  proxy: HttpsProxy,
  path: string,
  options: { method?: string; body?: string; headers?: http2.OutgoingHttpHeaders } = {},
) {
  const session = http2.connect(proxy.url, { rejectUnauthorized: false });
  try {
    const certificate = await new Promise<tls.PeerCertificate>((resolve, reject) => {
      session.once("connect", (_session, socket) => resolve((socket as tls.TLSSocket).getPeerCertificate()));
      session.once("error", reject);
    });
    const stream = session.request({ ":method": options.method ?? "GET", ":path": path, ...options.headers });
    stream.end(options.body);
    const headers = await new Promise<http2.IncomingHttpHeaders>((resolve) =>
      stream.once("response", resolve),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const text = body.toString();
    return { status: headers[":status"], headers, body, text, certificate, protocol: session.alpnProtocol };
  } finally {
    session.close();
  }
}

describe("the HTTPS load balancer for measuring", () => {
  it("speaks HTTP/2 and passes requests on with the browser's host and the forwarded protocol", async () => {
    const response = await request(balancer, "/produkter?side=2", { method: "POST", body: "antal=3" });
    expect(response.protocol).toBe("h2");
    expect(response.status).toBe(201);
    expect(response.headers["x-shop"]).toBe("krukke");
    expect(response.text).toBe("svar på POST /produkter?side=2");
    const last = seen.at(-1)!;
    expect(last.body).toBe("antal=3");
    expect(last.headers.host).toBe(new URL(balancer.url).host);
    expect(last.headers["x-forwarded-proto"]).toBe("https");
    expect(last.headers["x-forwarded-for"]).toBe("127.0.0.1");
  });

  it("shows a certificate for 127.0.0.1 whose public key hash is the one the browser is told to trust", async () => {
    const { certificate } = await request(balancer, "/");
    expect(certificate.subjectaltname).toBe("IP Address:127.0.0.1");
    const spki = new crypto.X509Certificate(certificate.raw).publicKey.export({
      type: "spki",
      format: "der",
    });
    expect(crypto.createHash("sha256").update(spki).digest("base64")).toBe(balancer.spkiHash);
  });

  it("serves the build's Brotli scripts itself, and passes on what it has no Brotli copy of", async () => {
    const before = seen.length;
    const served = await request(balancer, "/assets/entry-abc.js", {
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(served.status).toBe(200);
    expect(served.headers["content-encoding"]).toBe("br");
    expect(served.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(served.headers["cache-control"]).toContain("immutable");
    expect(zlib.brotliDecompressSync(served.body).toString()).toBe(script);
    expect(seen.length).toBe(before);

    await request(balancer, "/assets/entry-abc.js", { headers: { "accept-encoding": "gzip" } });
    await request(balancer, "/assets/plain-abc.js", { headers: { "accept-encoding": "br" } });
    expect(seen.slice(before).map((s) => s.url)).toEqual(["/assets/entry-abc.js", "/assets/plain-abc.js"]);
  });

  it("answers 502 when the shop behind it does not answer", async () => {
    const orphan = await startHttpsProxy({ port: await freePort(), target: await freePort() });
    try {
      expect((await request(orphan, "/")).status).toBe(502);
    } finally {
      await orphan.stop();
    }
  });
});

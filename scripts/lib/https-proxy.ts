/**
 * The load balancer in front of the shop, for measuring: HTTPS with HTTP/2 on 127.0.0.1, as
 * docs/operations.md describes production's. It serves the build's scripts and styles itself
 * (`/assets/`, the Brotli copies the build wrote, to browsers that take Brotli), as a load
 * balancer or CDN in front of the shop does with immutable files, and passes every other request
 * on to the shop over HTTP/1.1 with the browser's Host and `X-Forwarded-Proto: https`. Its
 * certificate is made for the run (self-signed, for 127.0.0.1 only); the browser we start
 * trusts it by its public key's hash (`--ignore-certificate-errors-spki-list`), and nothing
 * else does.
 */
import crypto from "node:crypto";
import type http from "node:http";
import fs from "node:fs";
import http2 from "node:http2";
import proxy from "http2-proxy";
import { generate } from "selfsigned";
import { brotliAssets } from "../../server/precompressed";

export type HttpsProxy = {
  url: string;
  /** The certificate's public key hash, for Chromium's `--ignore-certificate-errors-spki-list`. */
  spkiHash: string;
  stop: () => Promise<void>;
};

export async function startHttpsProxy(options: {
  port: number;
  target: number;
  /** The build's `build/client/assets`, served by the load balancer itself. */
  assets?: string;
}): Promise<HttpsProxy> {
  const day = 24 * 60 * 60 * 1000;
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    algorithm: "sha256",
    notBeforeDate: new Date(Date.now() - day),
    notAfterDate: new Date(Date.now() + day),
    extensions: [{ name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] }],
  });
  const spki = crypto.createPublicKey(pems.cert).export({ type: "spki", format: "der" });
  const spkiHash = crypto.createHash("sha256").update(spki).digest("base64");

  const server = http2.createSecureServer({ key: pems.private, cert: pems.cert, allowHTTP1: true });
  // A script or style with a Brotli copy is answered here, as a CDN would; anything else (no
  // copy, no Brotli taken) goes on to the shop, which answers it as it does without us.
  const brotliAsset = options.assets ? brotliAssets(options.assets) : () => null;
  const contents = new Map<string, Buffer>();
  server.on("request", (req: http2.Http2ServerRequest, res: http2.Http2ServerResponse) => {
    const asset = brotliAsset(req.url, req.headers["accept-encoding"]);
    if (asset && req.method === "GET") {
      // Read once: the build's files do not change while we measure.
      let body = contents.get(asset.file);
      if (!body) contents.set(asset.file, (body = fs.readFileSync(asset.file)));
      res.writeHead(200, asset.headers);
      res.end(body);
      return;
    }
    void proxy.web(
      req,
      res,
      {
        hostname: "127.0.0.1",
        port: options.target,
        onReq: async (_req, request) => {
          request.headers = {
            ...(request.headers as http.OutgoingHttpHeaders),
            host: req.headers[":authority"] ?? req.headers.host,
            "x-forwarded-proto": "https",
            "x-forwarded-for": req.socket.remoteAddress,
          };
        },
      },
      (error) => {
        if (!error) return;
        if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
        res.end(`proxy: ${error.message}`);
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, "127.0.0.1", () => resolve());
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Open browser connections would hold the close up: there is nothing more to serve.
      setTimeout(resolve, 2_000).unref();
    });
  return { url: `https://127.0.0.1:${options.port}`, spkiHash, stop };
}

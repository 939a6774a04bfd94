/**
 * The two places uploaded images are kept, held to one contract: the disk under DATA_DIR and an
 * S3-compatible bucket (here a small S3 server on 127.0.0.1 that checks each request carries
 * an AWS Signature Version 4 for the right key, as a real bucket does).
 */
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diskStore, s3Store, type ImageStore } from "~/server/images/storage.server";

const ACCESS_KEY = "KRUKKETESTKEY";
const BUCKET = "krukke-billeder";

/** An S3 bucket in memory: signed PUT, GET and DELETE of objects by key. */
function startFakeS3(): Promise<{
  url: string;
  objects: Map<string, { body: Buffer; type: string }>;
  close(): Promise<void>;
}> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = http.createServer((req, res) => {
    const [, bucket, ...rest] = (req.url ?? "").split("/");
    const key = rest.join("/");
    if (req.method === "GET") {
      const object = bucket === BUCKET ? objects.get(key) : undefined;
      if (!object) return void res.writeHead(404).end();
      return void res.writeHead(200, { "Content-Type": object.type }).end(object.body);
    }
    const auth = req.headers.authorization ?? "";
    const signed =
      auth.startsWith(`AWS4-HMAC-SHA256 Credential=${ACCESS_KEY}/`) &&
      auth.includes("/s3/aws4_request") &&
      /Signature=[0-9a-f]{64}$/.test(auth) &&
      typeof req.headers["x-amz-date"] === "string" &&
      typeof req.headers["x-amz-content-sha256"] === "string";
    if (!signed || bucket !== BUCKET) return void res.writeHead(403).end();
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method === "PUT") {
        objects.set(key, { body: Buffer.concat(chunks), type: req.headers["content-type"] ?? "" });
        res.writeHead(200).end();
      } else if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({ url, objects, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

const VARIANTS = [320, 640, 960].map((width) => ({ width, body: Buffer.from(`billede ${width}`) }));

type Implementation = {
  name: string;
  store: () => ImageStore;
  /** The bytes an address serves, or null when nothing is there. */
  read: (url: string) => Promise<Buffer | null>;
};

let root: string;
let s3: Awaited<ReturnType<typeof startFakeS3>>;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "krukke-store-"));
  s3 = await startFakeS3();
});
afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
  await s3.close();
});

const implementations: Implementation[] = [
  {
    name: "the disk under DATA_DIR",
    store: () => diskStore(root),
    read: (url) => fs.readFile(path.join(root, url.replace(/^\/uploads\//, ""))).catch(() => null),
  },
  {
    name: "an S3-compatible bucket",
    store: () =>
      s3Store({
        bucket: BUCKET,
        endpoint: s3.url,
        region: "auto",
        accessKeyId: ACCESS_KEY,
        secretAccessKey: "hemmelig",
        publicUrl: `${s3.url}/${BUCKET}`,
      }),
    read: async (url) => {
      const response = await fetch(url);
      return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
    },
  },
];

describe.each(implementations)("image store: $name", ({ store, read }) => {
  it("keeps every width under a new name and answers with the 640-wide image's address", async () => {
    const first = await store().save("products", VARIANTS);
    const second = await store().save("products", VARIANTS);
    expect(first).toMatch(/products\/[\w-]+-640\.webp$/);
    expect(second).not.toBe(first);
    for (const width of [320, 640, 960]) {
      expect((await read(first.replace(/-640\.webp$/, `-${width}.webp`)))?.toString()).toBe(
        `billede ${width}`,
      );
    }
  });

  it("removes every width of an image it saved, and leaves other addresses alone", async () => {
    const kept = await store().save("recipes", VARIANTS);
    const removed = await store().save("recipes", VARIANTS);
    await store().remove(removed);
    for (const width of [320, 640, 960]) {
      expect(await read(removed.replace(/-640\.webp$/, `-${width}.webp`))).toBeNull();
    }
    await store().remove("/images/products/tomatsuppe-640.webp");
    await store().remove("https://example.com/other-640.webp");
    expect((await read(kept))?.toString()).toBe("billede 640");
  });
});

describe("the S3 bucket", () => {
  it("stores WebP that browsers may cache for good", async () => {
    await implementations[1]!.store().save("blog", VARIANTS);
    const stored = [...s3.objects.entries()].filter(([key]) => key.startsWith("blog/"));
    expect(stored).toHaveLength(3);
    expect(stored.every(([, object]) => object.type === "image/webp")).toBe(true);
  });

  it("fails when the bucket refuses (the form then asks to try again)", async () => {
    const wrongKey = s3Store({
      bucket: "some-other-bucket",
      endpoint: s3.url,
      region: "auto",
      accessKeyId: ACCESS_KEY,
      secretAccessKey: "hemmelig",
      publicUrl: `${s3.url}/some-other-bucket`,
    });
    await expect(wrongKey.save("products", VARIANTS)).rejects.toThrow(/403/);
  });
});

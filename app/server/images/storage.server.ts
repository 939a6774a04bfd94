/**
 * Where uploaded images are kept: an S3-compatible bucket when S3_BUCKET is set (several app
 * instances share it), otherwise DATA_DIR/uploads on this machine, served at /uploads. Either
 * way each variant is stored as `{name}-{width}.webp`, the naming the storefront's srcset reads.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { AwsClient } from "aws4fetch";
import { config } from "../config.server";
import { logger } from "../logger.server";
import type { ImageVariant } from "./process.server";

export const UPLOADS_PATH = "/uploads";

export type ImageStore = {
  /** Stores the variants under a fresh name in `folder` and returns the 640-wide image's address. */
  save(folder: string, variants: ImageVariant[]): Promise<string>;
  /** Removes every variant of an image this store saved (others are left alone). */
  remove(url: string): Promise<void>;
};

const VARIANT_NAME = /-(320|640|960)\.webp$/;
const freshName = (folder: string) =>
  `${folder}/${Date.now().toString(36)}-${randomBytes(6).toString("hex")}`;

export function diskStore(root: string): ImageStore {
  return {
    async save(folder, variants) {
      const name = freshName(folder);
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await Promise.all(
        variants.map((variant) =>
          fs.writeFile(path.join(root, `${name}-${variant.width}.webp`), variant.body),
        ),
      );
      return `${UPLOADS_PATH}/${name}-640.webp`;
    },
    async remove(url) {
      if (!url.startsWith(`${UPLOADS_PATH}/`) || !VARIANT_NAME.test(url)) return;
      const base = url.slice(UPLOADS_PATH.length + 1).replace(VARIANT_NAME, "");
      if (base.includes("..")) return;
      await Promise.all(
        ["320", "640", "960"].map((width) =>
          fs.rm(path.join(root, `${base}-${width}.webp`), { force: true }),
        ),
      );
    },
  };
}

export function s3Store(options: {
  bucket: string;
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl: string;
  fetch?: typeof fetch;
}): ImageStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: "s3",
  });
  const send = options.fetch ?? fetch;
  const objectUrl = (key: string) => `${options.endpoint}/${options.bucket}/${key}`;
  async function call(method: "PUT" | "DELETE", key: string, body?: Buffer) {
    const signed = await client.sign(objectUrl(key), {
      method,
      body: body ? new Uint8Array(body) : undefined,
      headers: body
        ? { "Content-Type": "image/webp", "Cache-Control": "public, max-age=31536000, immutable" }
        : {},
    });
    const response = await send(signed, { signal: AbortSignal.timeout(15_000) });
    if (!response.ok && !(method === "DELETE" && response.status === 404)) {
      throw new Error(`the image bucket answered ${response.status} to ${method} ${key}`);
    }
  }
  return {
    async save(folder, variants) {
      const name = freshName(folder);
      await Promise.all(
        variants.map((variant) => call("PUT", `${name}-${variant.width}.webp`, variant.body)),
      );
      return `${options.publicUrl}/${name}-640.webp`;
    },
    async remove(url) {
      if (!url.startsWith(`${options.publicUrl}/`) || !VARIANT_NAME.test(url)) return;
      const base = url.slice(options.publicUrl.length + 1).replace(VARIANT_NAME, "");
      await Promise.all(["320", "640", "960"].map((width) => call("DELETE", `${base}-${width}.webp`)));
    },
  };
}

export function imageStore(): ImageStore {
  const cfg = config();
  return cfg.s3 ? s3Store(cfg.s3) : diskStore(path.join(cfg.dataDir, "uploads"));
}

/** Removes an image that is no longer used; a failure is logged, never shown to the shop owner. */
export async function discardImage(url: string | null | undefined): Promise<void> {
  if (!url) return;
  try {
    await imageStore().remove(url);
  } catch (error) {
    logger.warn({ err: String(error), url }, "an old image could not be removed");
  }
}

/**
 * Uploaded images: checked by what they are (sharp reads the file; the browser's word on the
 * type is not trusted), then written as WebP in the widths the storefront's srcset uses,
 * cropped to the shape the page shows them in.
 */
import sharp from "sharp";
import { IMAGE_WIDTHS } from "~/lib/images";

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp"]);
/** Refuses images so large they would take the server's memory (decompression bombs). */
const MAX_PIXELS = 40_000_000;

export type ImageVariant = { width: number; body: Buffer };
export type ProcessedImage =
  { ok: true; variants: ImageVariant[] } | { ok: false; problem: "type" | "size" | "unreadable" };

/** `aspect` is width / height: 1 for products, 4/3 for recipes and posts. */
export async function processUpload(file: File, aspect: number): Promise<ProcessedImage> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, problem: "size" };
  const input = Buffer.from(await file.arrayBuffer());
  let format: string | undefined;
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
    format = metadata.format;
  } catch {
    return { ok: false, problem: "unreadable" };
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) return { ok: false, problem: "type" };
  try {
    const variants = await Promise.all(
      IMAGE_WIDTHS.map(async (width) => ({
        width,
        body: await sharp(input, { limitInputPixels: MAX_PIXELS })
          .rotate()
          .resize({ width, height: Math.round(width / aspect), fit: "cover", position: "attention" })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
    return { ok: true, variants };
  } catch {
    return { ok: false, problem: "unreadable" };
  }
}

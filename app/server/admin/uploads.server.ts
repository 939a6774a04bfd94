/** Images uploaded in the back office's forms: read, resized and stored, or a field error. */
import { processUpload } from "../images/process.server";
import { imageStore } from "../images/storage.server";
import { logger } from "../logger.server";

export type AdminUpload = { ok: true; url: string | undefined } | { ok: false; error: string };

/**
 * Stores `file` (when one was chosen) in `folder`, cropped to `aspect` (width / height). The
 * error is a translation key for the image field.
 */
export async function uploadAdminImage(
  file: File | undefined,
  folder: "products" | "recipes" | "blog" | "season-menus",
  aspect: number,
): Promise<AdminUpload> {
  if (!file) return { ok: true, url: undefined };
  const processed = await processUpload(file, aspect);
  if (!processed.ok) {
    return {
      ok: false,
      error:
        processed.problem === "unreadable" ? "admin:validation.imageUnreadable" : "admin:validation.image",
    };
  }
  try {
    return { ok: true, url: await imageStore().save(folder, processed.variants) };
  } catch (error) {
    logger.error({ err: String(error) }, "an uploaded image could not be stored");
    return { ok: false, error: "admin:validation.imageStore" };
  }
}

/**
 * The loader and action behind a back-office edit page with an image (products, recipes, blog
 * posts), at `<list>/ny` for a new one and `<list>/<id>` for one that exists: the same answers
 * for an unknown id, a bad form, an upload that fails and a save, on each page.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { NEW } from "~/lib/admin-filters";
import { isUuid } from "~/lib/ids";
import { notFound } from "~/lib/responses";
import { readForm } from "../forms.server";
import { redirectWithToast } from "../toast.server";
import { auditTrail, type AuditEntity, type AuditActor } from "./audit.server";
import type { SaveResult } from "./records.server";
import { uploadAdminImage } from "./uploads.server";

/**
 * The page's data: the item, its form's values and its audit trail, or nothing for a new one.
 * An id that is no uuid, or of nothing, is a 404.
 */
export async function editPageData<Item, Values>(options: {
  idParam: string;
  entity: AuditEntity;
  find: (id: string) => Promise<Item | null | undefined>;
  values: (item: Item) => Values;
}) {
  const id = options.idParam;
  if (id === NEW) return { item: null, values: null, audit: [] };
  const item = isUuid(id) ? await options.find(id) : null;
  if (!item) throw notFound();
  return { item, values: options.values(item), audit: await auditTrail(options.entity, id) };
}

/**
 * What a button other than saving does to an item that exists (delete, archive, restore):
 * where to go next, the list or the item, and the toast's key; null when there is no such item.
 */
export type ItemIntent = (
  actor: AuditActor,
  id: string,
) => Promise<{ goTo: "list" | "item"; toast: string } | null>;

/** Deleting for good (`remove` false: no such item), then back to the list with `toast`. */
export function deleteIntent(
  remove: (actor: AuditActor, id: string) => Promise<boolean>,
  toast: string,
): ItemIntent {
  return async (actor, id) => ((await remove(actor, id)) ? { goTo: "list", toast } : null);
}

/**
 * Answers the edit form: an item intent (see `intents`), a preview of the unsaved form, or the
 * image uploaded and the item saved. A bad form is a 400 with its errors; a Conform intent (a
 * list row added or moved without JavaScript) is a 200 with the form as it now is.
 */
export async function editPageAction<Schema extends z.ZodType<{ image?: File }>, Preview = never>(options: {
  request: Request;
  admin: AuditActor;
  idParam: string;
  schema: Schema;
  /** Where the list is, e.g. "/admin/opskrifter"; an item is at `${listPath}/${id}`. */
  listPath: string;
  image: { folder: "products" | "recipes" | "blog"; aspect: number };
  /** Toast keys for a save. */
  texts: { created: string; saved: string };
  save: (
    actor: AuditActor,
    id: string | null,
    input: z.output<Schema>,
    imageUrl?: string,
  ) => Promise<SaveResult>;
  /** The form's other buttons by their `intent`, for an item that exists. */
  intents: Record<string, ItemIntent>;
  /** The unsaved form as the shop would show it, for the `preview` intent. */
  preview?: (id: string | null, input: z.output<Schema>) => Promise<Preview>;
}) {
  const { admin, listPath } = options;
  const id = options.idParam === NEW ? null : options.idParam;
  if (id !== null && !isUuid(id)) throw notFound();
  const form = await readForm(options.request);
  const intent = form.get("intent");

  const itemIntent = typeof intent === "string" && Object.hasOwn(options.intents, intent);
  if (id && itemIntent) {
    const done = await options.intents[intent]!(admin, id);
    if (!done) throw notFound();
    return redirectWithToast(done.goTo === "list" ? listPath : `${listPath}/${id}`, {
      type: "success",
      title: done.toast,
    });
  }

  const submission = parseWithZod(form, { schema: options.schema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply(), preview: null },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }
  const input = submission.value as z.output<Schema>;
  if (intent === "preview" && options.preview) {
    return { result: submission.reply(), preview: await options.preview(id, input) };
  }
  const upload = await uploadAdminImage(input.image, options.image.folder, options.image.aspect);
  if (!upload.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { image: [upload.error] } }), preview: null },
      { status: 400 },
    );
  }
  // A save that finds no item removes the new upload again (records.server.ts).
  const saved = await options.save(admin, id, input, upload.url);
  if (!saved.ok) throw notFound();
  return redirectWithToast(`${listPath}/${saved.id}`, {
    type: "success",
    title: id ? options.texts.saved : options.texts.created,
  });
}

/**
 * The action behind a back-office edit page with an image (recipes, blog posts): delete, show a
 * preview of the unsaved form, or upload the image and save, each answered the same way.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { NEW } from "~/lib/admin-filters";
import { isUuid } from "~/lib/ids";
import { notFound } from "~/lib/responses";
import type { SessionUser } from "../session.server";
import { redirectWithToast } from "../toast.server";
import type { SaveResult } from "./records.server";
import { readForm } from "../forms.server";
import { uploadAdminImage } from "./uploads.server";

type Actor = Pick<SessionUser, "id" | "email">;

export async function contentFormAction<Schema extends z.ZodType<{ image?: File }>, Preview>(options: {
  request: Request;
  admin: Actor;
  idParam: string | undefined;
  schema: Schema;
  /** Where the list is, e.g. "/admin/opskrifter"; an item is at `${listPath}/${id}`. */
  listPath: string;
  image: { folder: "recipes" | "blog"; aspect: number };
  /** Toast keys. */
  texts: { created: string; saved: string; deleted: string };
  save: (actor: Actor, id: string | null, input: z.output<Schema>, imageUrl?: string) => Promise<SaveResult>;
  remove: (actor: Actor, id: string) => Promise<boolean>;
  preview: (id: string | null, input: z.output<Schema>) => Promise<Preview>;
}) {
  const { admin, listPath } = options;
  const id = options.idParam === NEW ? null : (options.idParam ?? "");
  if (id !== null && !isUuid(id)) throw notFound();
  const form = await readForm(options.request);
  const intent = form.get("intent");
  if (id && intent === "delete") {
    if (!(await options.remove(admin, id))) throw notFound();
    return redirectWithToast(listPath, { type: "success", title: options.texts.deleted });
  }
  const submission = parseWithZod(form, { schema: options.schema });
  if (submission.status !== "success")
    return data({ result: submission.reply(), preview: null }, { status: 400 });
  const input = submission.value as z.output<Schema>;
  if (intent === "preview") {
    return { result: submission.reply(), preview: await options.preview(id, input) };
  }
  const upload = await uploadAdminImage(input.image, options.image.folder, options.image.aspect);
  if (!upload.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { image: [upload.error] } }), preview: null },
      { status: 400 },
    );
  }
  const saved = await options.save(admin, id, input, upload.url);
  if (!saved.ok) throw notFound();
  return redirectWithToast(`${listPath}/${saved.id}`, {
    type: "success",
    title: id ? options.texts.saved : options.texts.created,
  });
}

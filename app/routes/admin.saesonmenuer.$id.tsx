import { adminMeta } from "~/components/admin/admin-meta";
import { SeasonMenuEditPage } from "~/components/admin/season-menu-edit-page";
import { NEW } from "~/lib/admin-filters";
import { isUuid } from "~/lib/ids";
import { notFound } from "~/lib/responses";
import type { SeasonMenuActionData } from "~/lib/schemas/season-menus";
import { seasonMenuPageAction } from "~/server/admin/season-menu-page.server";
import { seasonMenuEditor } from "~/server/admin/season-menus.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.saesonmenuer.$id";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (t) => (args.params.id === NEW ? t("seasonMenus.new") : t("seasonMenus.title")));

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (params.id === NEW) return { editor: null };
  const editor = isUuid(params.id) ? await seasonMenuEditor(params.id) : null;
  if (!editor) throw notFound();
  return { editor };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return seasonMenuPageAction(request, admin, params.id);
}

export default function AdminSeasonMenu({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SeasonMenuEditPage editor={loaderData.editor} answer={actionData as SeasonMenuActionData | undefined} />
  );
}

import { adminMeta } from "~/components/admin/admin-meta";
import { SeasonProductionPage } from "~/components/admin/season-kitchen";
import { isUuid } from "~/lib/ids";
import { notFound } from "~/lib/responses";
import { seasonProduction } from "~/server/season-menus/kitchen.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.saesonmenuer.$id.koekken";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (t) => t("seasonKitchen.title", { menu: args.data?.menu.name ?? "" }));

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const production = isUuid(params.id) ? await seasonProduction(params.id) : null;
  if (!production) throw notFound();
  return production;
}

export default function AdminSeasonKitchen({ loaderData }: Route.ComponentProps) {
  return <SeasonProductionPage loaderData={loaderData} />;
}

import { adminMeta } from "~/components/admin/admin-meta";
import { SeasonPickupPage } from "~/components/admin/season-kitchen";
import { isDate } from "~/lib/copenhagen";
import { isUuid } from "~/lib/ids";
import { notFound } from "~/lib/responses";
import { pickupList } from "~/server/season-menus/kitchen.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.saesonmenuer.$id.afhentning.$place.$date";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (t) =>
    t("seasonKitchen.pickupTitle", { place: args.data?.place.name ?? "", date: args.params.date }),
  );

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const list =
    isUuid(params.id) && isUuid(params.place) && isDate(params.date)
      ? await pickupList(params.id, params.place, params.date)
      : null;
  if (!list) throw notFound();
  return list;
}

export default function AdminSeasonPickup({ loaderData }: Route.ComponentProps) {
  return <SeasonPickupPage loaderData={loaderData} />;
}

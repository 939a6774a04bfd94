import { ProfilePage } from "~/components/account/profile-page";
import { metaFor } from "~/i18n/meta";
import { notFound } from "~/lib/responses";
import { listOrdersForUser } from "~/server/orders.server";
import { getOwnProfile } from "~/server/profiles.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/profile";
import "~/i18n/areas/profile";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({ title: t("profile.title"), description: t("profile.title"), noindex: true }));

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const tab = url.searchParams.get("tab") === "orders" ? ("orders" as const) : ("profile" as const);
  const [profile, orders] = await Promise.all([
    getOwnProfile(user.id),
    tab === "orders" ? listOrdersForUser(user.id) : null,
  ]);
  if (!profile) throw notFound();
  return { tab, profile, orders };
}

/** The customer's own details, or with `?tab=orders` their orders. */
export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage {...loaderData} />;
}

import { SubscriptionsPage } from "~/components/subscription/subscriptions-page";
import { metaFor } from "~/i18n/meta";
import { formatLongDate } from "~/lib/format";
import { ruleValues } from "~/lib/rules-in-texts";
import { readForm } from "~/server/forms.server";
import { resolveLanguage } from "~/server/language.server";
import { requireUser } from "~/server/session.server";
import { changeFromForm } from "~/server/subscriptions/changes.server";
import { managePage } from "~/server/subscriptions/view.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/profile.abonnement";
import { payDeclinedDelivery } from "./profile.abonnement.server";
import "~/i18n/areas/subscription";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t, language) => ({
    title: t("subscription.manageTitle"),
    description: t("subscription.terms", ruleValues(language)),
    noindex: true,
  }));

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return { page: await managePage(user.id), justStarted: url.searchParams.get("startet") === "1" };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const { language } = resolveLanguage(request);
  if (form.get("intent") === "pay")
    return payDeclinedDelivery(user.id, String(form.get("order") ?? ""), language);
  const result = await changeFromForm(user.id, form);
  if (!result.ok) return { problem: result.problem };
  return redirectWithToast("/profile/abonnement", {
    type: "success",
    title: result.kind === "cancel" ? "subscription.cancelledToast" : "subscription.changedToast",
    values: { date: formatLongDate(result.from, language) },
  });
}

export default function ManageSubscriptions({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscriptionsPage {...loaderData} problem={actionData?.problem ?? null} />;
}

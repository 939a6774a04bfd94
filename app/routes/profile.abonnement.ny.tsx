import { NewSubscriptionPage } from "~/components/subscription/new-subscription-page";
import { metaFor } from "~/i18n/meta";
import { ruleValues } from "~/lib/rules-in-texts";
import { readForm } from "~/server/forms.server";
import { resolveLanguage } from "~/server/language.server";
import { requireUser } from "~/server/session.server";
import { startChoices, startPage } from "~/server/subscriptions/start.server";
import type { Route } from "./+types/profile.abonnement.ny";
import { startFromForm } from "./profile.abonnement.ny.server";
import "~/i18n/areas/subscription";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t, language) => ({
    title: t("subscription.startTitle"),
    description: t("subscription.terms", ruleValues(language)),
    noindex: true,
  }));

/** Starting a subscription from the cart: the choices live in the address (a GET form). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return {
    page: await startPage(user.id, startChoices(url.searchParams)),
    windowCancelled: url.searchParams.get("afbrudt") === "1",
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  return startFromForm(user.id, form, resolveLanguage(request).language);
}

export default function StartSubscription({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewSubscriptionPage
      {...loaderData}
      problem={actionData?.problem ?? null}
      titles={actionData?.titles ?? ""}
    />
  );
}

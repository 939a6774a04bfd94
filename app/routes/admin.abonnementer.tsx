import { data } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { SubscriptionsAdminPage } from "~/components/admin/subscriptions-admin-page";
import { isUuid } from "~/lib/ids";
import { listSubscriptions } from "~/server/admin/subscriptions.server";
import { readForm } from "~/server/forms.server";
import { requireAdmin } from "~/server/session.server";
import { changeSubscription } from "~/server/subscriptions/changes.server";
import { setSubscriptionDiscount, subscriptionDiscount } from "~/server/subscriptions/plan.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.abonnementer";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("subscriptions.title"));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [subscriptions, discount] = await Promise.all([listSubscriptions(), subscriptionDiscount()]);
  return { subscriptions, discount };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "discount") {
    const text = String(form.get("discount") ?? "").trim();
    if (!/^\d{1,2}$/.test(text) || Number(text) > 50)
      return data({ problem: "discountInvalid" as const }, { status: 400 });
    await setSubscriptionDiscount(Number(text), admin);
    return redirectWithToast("/admin/abonnementer", {
      type: "success",
      title: "admin:subscriptions.discountSaved",
    });
  }
  const id = String(form.get("subscription") ?? "");
  if (!isUuid(id) || (intent !== "pause" && intent !== "cancel"))
    return data({ problem: "failed" as const }, { status: 400 });
  const result = await changeSubscription(
    id,
    { admin },
    intent === "pause" ? { kind: "pause", until: null } : { kind: "cancel" },
  );
  if (!result.ok) return data({ problem: "failed" as const, detail: result.problem }, { status: 400 });
  return redirectWithToast("/admin/abonnementer", {
    type: "success",
    title: intent === "pause" ? "admin:subscriptions.paused" : "admin:subscriptions.cancelled",
  });
}

export default function AdminSubscriptions({ loaderData, actionData }: Route.ComponentProps) {
  return <SubscriptionsAdminPage {...loaderData} actionData={actionData} />;
}

import { data, Form, Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { ListTable } from "~/components/admin/admin-list";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { Button } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatShortDate } from "~/lib/format";
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
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const { subscriptions, discount } = loaderData;
  return (
    <AdminPage title={t("subscriptions.title")} intro={t("subscriptions.intro")}>
      {actionData?.problem && (
        <p role="alert" className="rounded-xl bg-clay-50 p-4 font-semibold text-clay-700">
          {t(`subscriptions.${actionData.problem}`, {
            problem: "detail" in actionData ? actionData.detail : "",
          })}
        </p>
      )}
      <Panel title={t("subscriptions.discount")}>
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="discount" />
          <label className="space-y-1">
            <span className="block font-semibold">{t("subscriptions.discount")}</span>
            <input
              type="number"
              name="discount"
              min={0}
              max={50}
              step={1}
              defaultValue={discount}
              aria-describedby="discount-hint"
              className="w-24 rounded-lg border p-2"
            />
          </label>
          <Button type="submit">{t("common.save")}</Button>
          <p id="discount-hint" className="w-full text-sm text-muted">
            {t("subscriptions.discountHint")}
          </p>
        </Form>
      </Panel>
      <ListTable
        empty={t("subscriptions.empty")}
        isEmpty={subscriptions.length === 0}
        head={
          <>
            <th className="p-3">{t("subscriptions.customer")}</th>
            <th className="p-3">{t("subscriptions.status")}</th>
            <th className="p-3">{t("subscriptions.frequency")}</th>
            <th className="p-3 text-right">{t("subscriptions.jars")}</th>
            <th className="p-3">{t("subscriptions.next")}</th>
            <th className="p-3">{t("subscriptions.delivery")}</th>
            <th className="p-3">{t("subscriptions.history")}</th>
          </>
        }
      >
        {subscriptions.map((subscription) => (
          <tr
            key={subscription.id}
            className="border-t border-cream-200 align-top"
            data-testid="admin-subscription"
          >
            <td className="p-3">{subscription.email ?? "–"}</td>
            <td className="p-3">
              {t(`subscriptions.statuses.${subscription.status}`)}
              {subscription.status !== "cancelled" && (
                <div className="mt-2 flex flex-col gap-1">
                  {subscription.status === "active" && (
                    <Form method="post">
                      <input type="hidden" name="subscription" value={subscription.id} />
                      <input type="hidden" name="intent" value="pause" />
                      <Button type="submit" variant="outline" size="sm">
                        {t("subscriptions.pause")}
                      </Button>
                    </Form>
                  )}
                  <Form
                    method="post"
                    onSubmit={(event) => {
                      if (!confirm(t("subscriptions.cancelConfirm", { email: subscription.email ?? "" })))
                        event.preventDefault();
                    }}
                  >
                    <input type="hidden" name="subscription" value={subscription.id} />
                    <input type="hidden" name="intent" value="cancel" />
                    <Button type="submit" variant="outline" size="sm">
                      {t("subscriptions.cancel")}
                    </Button>
                  </Form>
                </div>
              )}
            </td>
            <td className="p-3">
              {subscription.frequencyWeeks === 2 ? t("subscriptions.every2") : t("subscriptions.every1")}
            </td>
            <td className="p-3 text-right tabular-nums">{subscription.jars}</td>
            <td className="p-3">
              {subscription.nextDate ? formatShortDate(subscription.nextDate, language) : "–"}
            </td>
            <td className="p-3">{subscription.lockerName ?? t("subscriptions.home")}</td>
            <td className="p-3">
              {subscription.history.length === 0 ? (
                t("subscriptions.noHistory")
              ) : (
                <ul>
                  {subscription.history.map((delivery) => (
                    <li key={delivery.date}>
                      {formatShortDate(delivery.date, language)}:{" "}
                      {t(`subscriptions.deliveryStatus.${delivery.status}`)}
                      {delivery.orderId && (
                        <>
                          {" "}
                          <Link to={`/admin/ordrer/${delivery.orderId}`} className="underline">
                            {t("subscriptions.order")}
                          </Link>
                        </>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </ListTable>
    </AdminPage>
  );
}

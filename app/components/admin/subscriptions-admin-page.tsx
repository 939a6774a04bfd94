import { Form, Link } from "react-router";
import { ListTable } from "~/components/admin/admin-list";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { Button } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatShortDate } from "~/lib/format";
import type { ChangeProblem, DeliveryStatus, SubscriptionStatus } from "~/lib/subscriptions";

/** A subscription as the back office's list shows it. */
type SubscriptionRow = {
  id: string;
  email: string | null;
  status: SubscriptionStatus;
  frequencyWeeks: number;
  jars: number;
  nextDate: string | null;
  lockerName: string | null;
  history: { date: string; status: DeliveryStatus; orderId: string | null }[];
};

/** Why the last pause, cancellation or new discount did not go through. */
type SubscriptionsProblem =
  { problem: "discountInvalid" } | { problem: "failed" } | { problem: "failed"; detail: ChangeProblem };

/**
 * The subscriptions in the back office (`/admin/abonnementer`): the subscription discount, then
 * every subscription with its customer, status, pause and cancel buttons, next delivery and
 * history.
 */
export function SubscriptionsAdminPage({
  subscriptions,
  discount,
  actionData,
}: {
  subscriptions: SubscriptionRow[];
  /** The subscription discount in percent. */
  discount: number;
  actionData: SubscriptionsProblem | undefined;
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
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

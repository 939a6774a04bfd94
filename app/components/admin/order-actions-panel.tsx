import { Form } from "react-router";
import { inputClass } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { useTranslation } from "~/i18n/use-translation";
import { formatExactPrice } from "~/lib/money";
import { mayHappen } from "~/lib/order-lifecycle";
import type { OrderDetail } from "~/lib/orders";
import { Panel } from "./admin-page";
import "~/i18n/areas/profile";

/**
 * What an admin may do with an order in its status: ship a paid one (capturing the payment; a
 * pre-order paid at once is handed over without one, and cancelled with a refund),
 * send a pay link for one whose authorization lapsed, cancel one not shipped, refund a shipped
 * one; an order past these only shows its status. Each form carries the page's one-time token,
 * so a double click moves money once.
 */
export function OrderActionsPanel({
  status,
  money,
  payment,
  formToken,
}: {
  status: OrderDetail["order"]["status"];
  money: OrderDetail["money"];
  payment: OrderDetail["payment"];
  /** The page's one-time token: a form sent twice acts once. */
  formToken: string;
}) {
  const { t } = useAdminTranslation();
  const { t: shopT } = useTranslation();
  const language = useLanguage();
  const price = (ore: number) => formatExactPrice(ore, language);
  // A pre-order's payment was captured when it was made: handed over without a capture, and
  // cancelled with a refund.
  const paidAtOnce = status === "paid" && money.total > 0 && money.captured - money.refunded >= money.total;
  return (
    <Panel title={t("common.actions")}>
      <div className="grid gap-6 md:grid-cols-2">
        {payment.lapsed && (
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="payLink" />
            <input type="hidden" name="token" value={formToken} />
            <p className="text-sm font-medium text-clay-700">{t("orders.lapsed")}</p>
            <p className="text-sm text-muted">{t("orders.payLinkHint")}</p>
            <SubmitButton variant="outline">{t("orders.payLink")}</SubmitButton>
          </Form>
        )}
        {payment.awaiting && (
          <p className="text-sm font-medium text-clay-700" role="status">
            {t("orders.awaitingPayment")}
          </p>
        )}
        {status === "paid" && !payment.awaiting && (
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="ship" />
            <input type="hidden" name="token" value={formToken} />
            <p className="text-sm text-muted">
              {paidAtOnce ? t("orders.handOverHint") : t("orders.shipHint")}
            </p>
            <SubmitButton>
              {paidAtOnce ? t("orders.handOver") : t("orders.ship", { amount: price(money.total) })}
            </SubmitButton>
          </Form>
        )}
        {mayHappen("cancel", status) && (
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="token" value={formToken} />
            <p className="text-sm text-muted">
              {paidAtOnce
                ? t("orders.cancelRefundHint", { amount: price(money.captured - money.refunded) })
                : t("orders.cancelHint")}
            </p>
            <label className="block text-sm font-medium">
              {t("orders.cancelNote")}
              <input name="note" maxLength={500} className={inputClass} />
            </label>
            <SubmitButton variant="outline">{t("orders.cancel")}</SubmitButton>
          </Form>
        )}
        {status === "shipped" && money.refundable > 0 && (
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="refund" />
            <input type="hidden" name="token" value={formToken} />
            <p className="text-sm text-muted">{t("orders.refundHint")}</p>
            <label className="block text-sm font-medium">
              {t("orders.refundAmount", { max: price(money.refundable) })}
              <input
                name="amount"
                inputMode="decimal"
                required
                className={inputClass}
                defaultValue={(money.refundable / 100).toFixed(2)}
              />
            </label>
            <SubmitButton variant="outline">{t("orders.refund")}</SubmitButton>
          </Form>
        )}
        {!mayHappen("cancel", status) && status !== "shipped" && (
          <p className="text-muted">
            {shopT(`profile.status.${status as "paid"}`, { defaultValue: status })}
          </p>
        )}
      </div>
    </Panel>
  );
}

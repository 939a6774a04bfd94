import { Form } from "react-router";
import { inputClass } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { useTranslation } from "~/i18n/use-translation";
import { formatExactPrice } from "~/lib/money";
import type { OrderDetail } from "~/lib/orders";
import { Panel } from "./admin-page";
import "~/i18n/areas/profile";

/**
 * What an admin may do with an order in its status: ship a paid one (capturing the payment),
 * cancel a paid or pending one, refund a shipped one; an order past these only shows its status.
 * Each form carries the page's one-time token, so a double click moves money once.
 */
export function OrderActionsPanel({
  status,
  money,
  formToken,
}: {
  status: OrderDetail["order"]["status"];
  money: OrderDetail["money"];
  /** The page's one-time token: a form sent twice acts once. */
  formToken: string;
}) {
  const { t } = useAdminTranslation();
  const { t: shopT } = useTranslation();
  const language = useLanguage();
  const price = (ore: number) => formatExactPrice(ore, language);
  return (
    <Panel title={t("common.actions")}>
      <div className="grid gap-6 md:grid-cols-2">
        {status === "paid" && (
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="ship" />
            <input type="hidden" name="token" value={formToken} />
            <p className="text-sm text-muted">{t("orders.shipHint")}</p>
            <SubmitButton>{t("orders.ship", { amount: price(money.total) })}</SubmitButton>
          </Form>
        )}
        {(status === "paid" || status === "pending") && (
          <Form method="post" className="space-y-2">
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name="token" value={formToken} />
            <p className="text-sm text-muted">{t("orders.cancelHint")}</p>
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
        {!["paid", "pending", "shipped"].includes(status) && (
          <p className="text-muted">
            {shopT(`profile.status.${status as "paid"}`, { defaultValue: status })}
          </p>
        )}
      </div>
    </Panel>
  );
}

import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatShortDate } from "~/lib/format";
import { formatExactPrice } from "~/lib/money";
import type { OrderDetail } from "~/lib/orders";
import { Panel } from "./admin-page";

/** An order's payment at QuickPay: what is captured and refunded, and every operation tried. */
export function OrderPaymentPanel({
  order,
  events,
  money,
}: {
  order: OrderDetail["order"];
  events: OrderDetail["events"];
  money: OrderDetail["money"];
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const price = (ore: number) => formatExactPrice(ore, language);
  return (
    <Panel title={t("orders.paymentTitle")}>
      {order.payment_id ? (
        <>
          <p>
            {t("orders.paymentId", { id: order.payment_id })} ·{" "}
            {t("orders.paymentState", { state: order.payment_state ?? "?" })}
          </p>
          <p>
            {t("orders.captured")}: {price(money.captured)} · {t("orders.refunded")}: {price(money.refunded)}
          </p>
          {events.length > 0 && (
            <>
              <h3 className="mt-3 font-semibold">{t("orders.operations")}</h3>
              <ul className="mt-1 text-sm" data-testid="payment-events">
                {events.map((event) => (
                  <li key={event.id}>
                    {formatShortDate(event.created_at, language)} ·{" "}
                    {t(`orders.operation.${event.type as "capture"}`, { defaultValue: event.type })} ·{" "}
                    {price(event.amount)} ·{" "}
                    {event.qp_status_code === "20000"
                      ? t("orders.approved")
                      : `${t("orders.rejected")} (${[event.qp_status_msg, event.aq_status_msg].filter(Boolean).join(" / ")})`}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      ) : (
        <p className="text-muted">{t("orders.noPayment")}</p>
      )}
    </Panel>
  );
}

import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatLongDate } from "~/lib/format";
import type { OrderDetail } from "~/lib/orders";
import { Panel } from "./admin-page";

/**
 * How and when an order is delivered, its shipment to the locker service, and a new try at that
 * shipment when it failed or has not gone yet.
 */
export function OrderDeliveryPanel({
  order,
  shipment,
}: {
  order: OrderDetail["order"];
  shipment: OrderDetail["shipment"];
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  return (
    <Panel title={t("orders.deliveryTitle")}>
      <p className="font-medium">
        {order.delivery_provider ? t(`orders.providers.${order.delivery_provider}`) : t("common.none")}
      </p>
      {order.shed_info && (
        <p>
          {order.shed_info.name}
          <br />
          {order.shed_info.address}, {order.shed_info.zip} {order.shed_info.city}
        </p>
      )}
      {order.delivery_address && (
        <p>
          {order.delivery_address.street}, {order.delivery_address.zip} {order.delivery_address.city}
        </p>
      )}
      {order.delivery_date && (
        <p>
          {t("orders.pickupDate")}: {formatLongDate(order.delivery_date, language)}
        </p>
      )}
      {shipment && (
        <div className="mt-2 text-sm" data-testid="admin-shipment">
          <p className={shipment.status === "failed" ? "font-semibold text-clay-700" : ""}>
            {t("orders.shipment")}:{" "}
            {t(`orders.shipmentStatus.${shipment.status as "pending"}`, {
              defaultValue: shipment.status,
            })}
          </p>
          <p className="text-muted">{t("orders.attempts", { count: shipment.attempts })}</p>
          {shipment.last_error && (
            <p className="text-clay-700">{t("orders.shipmentError", { error: shipment.last_error })}</p>
          )}
        </div>
      )}
      {order.delivery_provider === "okoskabet" &&
        (order.status === "paid" || order.status === "shipped") &&
        (!shipment || shipment.status === "failed" || shipment.status === "pending") && (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="shipmentRetry" />
            <SubmitButton variant="outline" size="sm">
              {t("orders.retryShipment")}
            </SubmitButton>
          </Form>
        )}
    </Panel>
  );
}

import { Link } from "react-router";
import { useAdminTranslation } from "~/i18n/admin";
import type { OrderDetail } from "~/lib/orders";
import { Panel } from "./admin-page";

/** Who ordered, as the order keeps it, and their account when it still exists. */
export function OrderCustomerPanel({
  order,
  customer,
}: {
  order: OrderDetail["order"];
  customer: OrderDetail["customer"];
}) {
  const { t } = useAdminTranslation();
  return (
    <Panel title={t("orders.customerTitle")}>
      <p className="font-medium">{order.customer_name}</p>
      <p>{order.customer_email}</p>
      <p>{order.customer_phone}</p>
      {customer ? (
        <p className="mt-2 text-sm">
          <Link to={`/admin/kunder/${customer.id}`} className="underline underline-offset-2">
            {t("orders.role", { role: customer.role })}
          </Link>
        </p>
      ) : (
        <p className="mt-2 text-sm text-muted">{t("orders.deletedCustomer")}</p>
      )}
    </Panel>
  );
}

import { useTranslation } from "~/i18n/use-translation";
import { Form, Link } from "react-router";
import { ListTable } from "~/components/admin/admin-list";
import { AdminPage } from "~/components/admin/admin-page";
import { OrderStatusBadge } from "~/components/account/order-status-badge";
import { Pagination } from "~/components/catalogue/pagination";
import { inputClass } from "~/components/forms/fields";
import { Button, buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { ORDER_FILTER_PARAMS as P, type OrderFilters } from "~/lib/admin-filters";
import { DELIVERY_PROVIDERS } from "~/lib/domain";
import { formatShortDate } from "~/lib/format";
import { formatExactPrice } from "~/lib/money";
import { ORDER_STATUSES, orderNumber, type AdminOrderRow } from "~/lib/orders";
import "~/i18n/areas/profile";

/**
 * The back office's list of orders (`/admin/ordrer`): filters by search, status, delivery and
 * dates, a page of the orders found and the pages to the rest.
 */
export function OrdersPage({
  filters,
  orders,
  total,
  pageCount,
}: {
  filters: OrderFilters;
  orders: AdminOrderRow[];
  total: number;
  pageCount: number;
}) {
  const { t } = useAdminTranslation();
  const { t: shopT } = useTranslation();
  const language = useLanguage();
  return (
    <AdminPage title={t("orders.title")} intro={t("common.results", { count: total })}>
      <Form
        method="get"
        className="grid gap-3 rounded-2xl border border-cream-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
        aria-label={t("orders.filters")}
      >
        <label className="text-sm font-medium sm:col-span-2">
          {t("orders.search")}
          <input name={P.search} type="search" defaultValue={filters.search} className={inputClass} />
        </label>
        <label className="text-sm font-medium">
          {t("orders.status")}
          <select name={P.status} defaultValue={filters.status ?? ""} className={inputClass}>
            <option value="">{t("common.all")}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {shopT(`profile.status.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t("orders.delivery")}
          <select name={P.delivery} defaultValue={filters.delivery ?? ""} className={inputClass}>
            <option value="">{t("common.all")}</option>
            {DELIVERY_PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {t(`orders.providers.${provider}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium">
          {t("orders.from")}
          <input name={P.from} type="date" defaultValue={filters.from ?? ""} className={inputClass} />
        </label>
        <label className="text-sm font-medium">
          {t("orders.to")}
          <input name={P.to} type="date" defaultValue={filters.to ?? ""} className={inputClass} />
        </label>
        <label className="text-sm font-medium">
          {t("orders.deliveryDate")}
          <input
            name={P.deliveryDate}
            type="date"
            defaultValue={filters.deliveryDate ?? ""}
            className={inputClass}
          />
        </label>
        <label className="flex items-center gap-2 self-end pb-3 text-sm font-medium">
          <input
            type="checkbox"
            name={P.failedShipment}
            value="fejlet"
            defaultChecked={filters.failedShipment}
            className="h-5 w-5"
          />
          {t("orders.failedShipments")}
        </label>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit">{t("orders.apply")}</Button>
          <Link to="/admin/ordrer" className={buttonClasses({ variant: "ghost" })}>
            {t("orders.clear")}
          </Link>
        </div>
      </Form>

      <ListTable
        empty={t("orders.empty")}
        isEmpty={orders.length === 0}
        head={
          <>
            <th className="p-3">{t("orders.number")}</th>
            <th className="p-3">{t("orders.placed")}</th>
            <th className="p-3">{t("orders.customer")}</th>
            <th className="p-3">{t("orders.status")}</th>
            <th className="p-3">{t("orders.delivery")}</th>
            <th className="p-3 text-right">{t("orders.total")}</th>
          </>
        }
      >
        {orders.map((order) => (
          <tr key={order.id} className="border-t border-cream-200" data-testid="admin-order">
            <td className="p-3 font-mono">
              <Link to={`/admin/ordrer/${order.id}`} className="underline underline-offset-2">
                #{orderNumber(order.id)}
              </Link>
            </td>
            <td className="p-3">{formatShortDate(order.createdAt, language)}</td>
            <td className="p-3">
              {order.customerName}
              <br />
              <span className="text-sm text-muted">{order.customerEmail}</span>
            </td>
            <td className="p-3">
              <OrderStatusBadge status={order.status} />
            </td>
            <td className="p-3 text-sm">
              {order.deliveryProvider
                ? t(`orders.providers.${order.deliveryProvider as "standard"}`)
                : t("common.none")}
              {order.deliveryDate && <> · {formatShortDate(order.deliveryDate, language)}</>}
              {order.shipmentStatus && (
                <>
                  <br />
                  <span
                    className={
                      order.shipmentStatus === "failed" ? "font-semibold text-clay-700" : "text-muted"
                    }
                  >
                    {t(`orders.shipmentStatus.${order.shipmentStatus as "pending"}`, {
                      defaultValue: order.shipmentStatus,
                    })}
                  </span>
                </>
              )}
            </td>
            <td className="p-3 text-right whitespace-nowrap">{formatExactPrice(order.total, language)}</td>
          </tr>
        ))}
      </ListTable>
      <Pagination page={filters.page} pageCount={pageCount} />
    </AdminPage>
  );
}

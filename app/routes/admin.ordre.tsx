import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link, redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { AuditTrail } from "~/components/admin/audit-trail";
import { OrderDocumentsPanel } from "~/components/admin/order-documents-panel";
import { OrderStatusBadge } from "~/components/account/order-status-badge";
import { inputClass } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatLongDate, formatShortDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { formatExactPrice, parseKroner, readKronerInput, vatIncluded } from "~/lib/money";
import { orderNumber } from "~/lib/orders";
import { notFound } from "~/lib/responses";
import {
  cancelOrder,
  orderDetail,
  refundOrder,
  retryShipment,
  shipOrder,
  type OrderActionResult,
} from "~/server/admin/orders.server";
import { documentsOfOrder } from "~/server/invoices.server";
import { requireAdmin } from "~/server/session.server";
import { toastHeaders } from "~/server/toast.server";
import type { Route } from "./+types/admin.ordre";
import { readForm } from "~/server/forms.server";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (t) => t("orders.detailTitle", { number: orderNumber(args.params.id) }));

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const detail = isUuid(params.id) ? await orderDetail(params.id) : null;
  if (!detail) throw notFound();
  return { ...detail, documents: await documentsOfOrder(params.id) };
}

const INTENTS = ["ship", "cancel", "refund", "shipmentRetry"] as const;
type Intent = (typeof INTENTS)[number];

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  if (!isUuid(params.id)) throw notFound();
  const form = await readForm(request);
  const intent = String(form.get("intent")) as Intent;
  if (!INTENTS.includes(intent)) throw data(null, { status: 400 });

  let result: OrderActionResult;
  switch (intent) {
    case "ship":
      result = await shipOrder(admin, params.id);
      break;
    case "cancel":
      result = await cancelOrder(
        admin,
        params.id,
        String(form.get("note") ?? "")
          .trim()
          .slice(0, 500) || null,
      );
      break;
    case "refund": {
      const amount = readKronerInput(form.get("amount"));
      result =
        amount === null || amount === 0
          ? { ok: false, reason: "amount" }
          : await refundOrder(admin, params.id, amount);
      break;
    }
    case "shipmentRetry":
      result = await retryShipment(admin, params.id);
      break;
  }
  const headers = await toastHeaders(
    result.ok
      ? { type: "success", title: `admin:orders.done.${intent}` }
      : {
          type: "error",
          title: `admin:orders.problems.${result.reason}`,
          values: { detail: result.detail ?? "" },
          duration: 10_000,
        },
  );
  return redirect(`/admin/ordrer/${params.id}`, { headers });
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { t: shopT } = useTranslation();
  const language = useLanguage();
  const { order, items, shipment, events, audit, customer, money, documents } = loaderData;
  const price = (ore: number) => formatExactPrice(ore, language);
  const discount = parseKroner(order.discount_amount);

  return (
    <AdminPage
      title={t("orders.detailTitle", { number: orderNumber(order.id) })}
      intro={
        <span className="inline-flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          {formatLongDate(order.created_at, language)}
        </span>
      }
      actions={
        <>
          <Link to={`/admin/ordrer/${order.id}/pakkeseddel`} className="underline underline-offset-2">
            {t("orders.packingSlip")}
          </Link>
          <Link to="/admin/ordrer" className="underline underline-offset-2">
            {t("common.back")}
          </Link>
        </>
      }
    >
      <div className="grid gap-4 xl:grid-cols-[3fr_2fr]">
        <Panel title={t("orders.lines")}>
          <table className="w-full text-left">
            <thead className="text-sm text-muted">
              <tr>
                <th className="py-1">{t("orders.product")}</th>
                <th className="py-1 text-right">{t("orders.quantity")}</th>
                <th className="py-1 text-right">{t("orders.unitPrice")}</th>
                <th className="py-1 text-right">{t("orders.lineTotal")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id} className="border-t border-cream-200">
                  <td className="py-2">
                    <Link to={`/admin/produkter/${item.product_id}`} className="underline underline-offset-2">
                      {item.product_title}
                    </Link>
                  </td>
                  <td className="py-2 text-right">{item.quantity}</td>
                  <td className="py-2 text-right">{price(parseKroner(item.unit_price))}</td>
                  <td className="py-2 text-right">{price(parseKroner(item.unit_price) * item.quantity)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 border-t border-cream-300 pt-3">
            <dt>{t("orders.subtotal")}</dt>
            <dd className="text-right">{price(parseKroner(order.subtotal_price))}</dd>
            {discount > 0 && (
              <>
                <dt>{t("orders.discount", { code: order.discount_code ?? "" })}</dt>
                <dd className="text-right">{price(-discount)}</dd>
              </>
            )}
            <dt>{t("orders.freight")}</dt>
            <dd className="text-right">{price(parseKroner(order.freight_price))}</dd>
            <dt className="font-semibold">{t("orders.total")}</dt>
            <dd className="text-right font-semibold" data-testid="order-total">
              {price(money.total)}
            </dd>
            <dt className="text-sm text-muted">{t("orders.vat")}</dt>
            <dd className="text-right text-sm text-muted">{price(vatIncluded(money.total))}</dd>
          </dl>
        </Panel>

        <div className="space-y-4">
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
        </div>
      </div>

      <Panel title={t("orders.paymentTitle")}>
        {order.payment_id ? (
          <>
            <p>
              {t("orders.paymentId", { id: order.payment_id })} ·{" "}
              {t("orders.paymentState", { state: order.payment_state ?? "?" })}
            </p>
            <p>
              {t("orders.captured")}: {price(money.captured)} · {t("orders.refunded")}:{" "}
              {price(money.refunded)}
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

      <OrderDocumentsPanel documents={documents} />

      <Panel title={t("common.actions")}>
        <div className="grid gap-6 md:grid-cols-2">
          {order.status === "paid" && (
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="ship" />
              <p className="text-sm text-muted">{t("orders.shipHint")}</p>
              <SubmitButton>{t("orders.ship", { amount: price(money.total) })}</SubmitButton>
            </Form>
          )}
          {(order.status === "paid" || order.status === "pending") && (
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="cancel" />
              <p className="text-sm text-muted">{t("orders.cancelHint")}</p>
              <label className="block text-sm font-medium">
                {t("orders.cancelNote")}
                <input name="note" maxLength={500} className={inputClass} />
              </label>
              <SubmitButton variant="outline">{t("orders.cancel")}</SubmitButton>
            </Form>
          )}
          {order.status === "shipped" && money.refundable > 0 && (
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="refund" />
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
          {!["paid", "pending", "shipped"].includes(order.status) && (
            <p className="text-muted">
              {shopT(`profile.status.${order.status as "paid"}`, { defaultValue: order.status })}
            </p>
          )}
        </div>
      </Panel>

      <AuditTrail entries={audit} />
    </AdminPage>
  );
}

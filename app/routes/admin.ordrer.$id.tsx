import { data, Link, redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { AuditTrail } from "~/components/admin/audit-trail";
import { OrderActionsPanel } from "~/components/admin/order-actions-panel";
import { OrderCustomerPanel } from "~/components/admin/order-customer-panel";
import { OrderDeliveryPanel } from "~/components/admin/order-delivery-panel";
import { OrderDocumentsPanel } from "~/components/admin/order-documents-panel";
import { OrderLinesPanel } from "~/components/admin/order-lines-panel";
import { OrderPaymentPanel } from "~/components/admin/order-payment-panel";
import { OrderStatusBadge } from "~/components/account/order-status-badge";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatLongDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { readKronerInput } from "~/lib/money";
import { orderNumber } from "~/lib/orders";
import { notFound } from "~/lib/responses";
import {
  cancelOrder,
  newFormToken,
  oncePerForm,
  orderDetail,
  refundOrder,
  retryShipment,
  sendPayLink,
  shipOrder,
  type OrderActionResult,
} from "~/server/admin/orders.server";
import { documentsOfOrder } from "~/server/invoices.server";
import { requireAdmin } from "~/server/session.server";
import { toastHeaders } from "~/server/toast.server";
import type { Route } from "./+types/admin.ordrer.$id";
import { readForm } from "~/server/forms.server";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (t) => t("orders.detailTitle", { number: orderNumber(args.params.id) }));

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const detail = isUuid(params.id) ? await orderDetail(params.id) : null;
  if (!detail) throw notFound();
  return { ...detail, documents: await documentsOfOrder(params.id), formToken: newFormToken() };
}

const INTENTS = ["ship", "cancel", "refund", "payLink", "shipmentRetry"] as const;
type Intent = (typeof INTENTS)[number];

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  if (!isUuid(params.id)) throw notFound();
  const form = await readForm(request);
  const intent = String(form.get("intent")) as Intent;
  if (!INTENTS.includes(intent)) throw data(null, { status: 400 });

  const id = params.id;
  const amount = readKronerInput(form.get("amount"));
  const note =
    String(form.get("note") ?? "")
      .trim()
      .slice(0, 500) || null;
  // The money moves once per form, however often it is sent.
  const once = (run: () => Promise<OrderActionResult>) => oncePerForm(form.get("token"), run);
  const run: Record<Intent, () => Promise<OrderActionResult>> = {
    ship: () => once(() => shipOrder(admin, id)),
    cancel: () => once(() => cancelOrder(admin, id, note)),
    refund: async () =>
      amount === null || amount === 0
        ? { ok: false, reason: "amount" }
        : once(() => refundOrder(admin, id, amount)),
    payLink: () => once(() => sendPayLink(admin, id)),
    shipmentRetry: () => retryShipment(admin, id),
  };
  const result = await run[intent]();
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
  const language = useLanguage();
  const { order, items, shipment, events, audit, customer, money, payment, documents, formToken } =
    loaderData;

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
        <OrderLinesPanel order={order} items={items} lots={loaderData.lots} total={money.total} />
        <div className="space-y-4">
          <OrderCustomerPanel order={order} customer={customer} />
          <OrderDeliveryPanel order={order} shipment={shipment} />
        </div>
      </div>
      <OrderPaymentPanel order={order} events={events} money={money} />
      <OrderDocumentsPanel documents={documents} />
      <OrderActionsPanel status={order.status} money={money} payment={payment} formToken={formToken} />
      <AuditTrail entries={audit} />
    </AdminPage>
  );
}

import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { PackingSlipProduct } from "~/components/admin/packing-slip";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatLongDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { orderNumber } from "~/lib/orders";
import { notFound } from "~/lib/responses";
import { packingSlip } from "~/server/admin/packing-slip.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.pakkeseddel";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (t) => t("packingSlip.title", { number: orderNumber(args.params.id) }));

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const slip = isUuid(params.id) ? await packingSlip(params.id) : null;
  if (!slip) throw notFound();
  return slip;
}

/** A printable page per order: its lines with every particular, for the box and the warehouse. */
export default function AdminPackingSlip({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const hydrated = useHydrated();
  const { order, lines } = loaderData;
  const shed = order.shed_info;
  const address = order.delivery_address;
  return (
    <AdminPage
      title={t("packingSlip.title", { number: orderNumber(order.id) })}
      intro={formatLongDate(order.created_at, language)}
      actions={
        <>
          {hydrated && (
            <Button variant="outline" size="sm" onClick={() => window.print()}>
              {t("packingSlip.print")}
            </Button>
          )}
          <Link to={`/admin/ordrer/${order.id}`} className="underline underline-offset-2">
            {t("common.back")}
          </Link>
        </>
      }
    >
      <Panel className="grid gap-4 sm:grid-cols-2 print:grid-cols-2 print:border-0 print:p-0">
        <div>
          <h2 className="font-semibold">{t("packingSlip.customer")}</h2>
          <p>{order.customer_name}</p>
          {order.customer_phone && <p>{order.customer_phone}</p>}
        </div>
        <div>
          <h2 className="font-semibold">{t("packingSlip.delivery")}</h2>
          {order.delivery_provider && <p>{t(`orders.providers.${order.delivery_provider}`)}</p>}
          {shed && (
            <p>
              {shed.name}, {shed.address}, {shed.zip} {shed.city}
            </p>
          )}
          {address && (
            <p>
              {address.name}, {address.street}, {address.zip} {address.city}
            </p>
          )}
          <p className="font-semibold" data-testid="packing-slip-date">
            {order.delivery_date
              ? t("packingSlip.deliveryDate", { date: formatLongDate(order.delivery_date, language) })
              : t("packingSlip.noDate")}
          </p>
        </div>
      </Panel>
      {lines.length === 0 ? (
        <p className="text-muted">{t("packingSlip.empty")}</p>
      ) : (
        lines.map((line) => (
          <PackingSlipProduct key={line.id} line={line} deliveryDate={order.delivery_date} />
        ))
      )}
    </AdminPage>
  );
}

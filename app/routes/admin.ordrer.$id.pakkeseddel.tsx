import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { PackingForm } from "~/components/admin/packing-form";
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
import { packSlipAction, type PackActionData } from "~/server/batches/batch-page.server";
import { packingOf } from "~/server/batches/packing.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.ordrer.$id.pakkeseddel";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (t) => t("packingSlip.title", { number: orderNumber(args.params.id) }));

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const slip = isUuid(params.id) ? await packingSlip(params.id) : null;
  if (!slip) throw notFound();
  return { ...slip, packing: await packingOf(slip.order.id) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  if (!isUuid(params.id)) throw notFound();
  return packSlipAction(request, admin, params.id);
}

/** A printable page per order: its lines with every particular, for the box and the warehouse. */
export default function AdminPackingSlip({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const hydrated = useHydrated();
  const { order, lines, packing } = loaderData;
  const lotsOf = (itemId: string) => packing?.lines.find((line) => line.itemId === itemId)?.packed ?? [];
  const shipped = order.status === "shipped" || order.status === "refunded";
  const locker = order.shed_info;
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
          {locker && (
            <p>
              {locker.name}, {locker.address}, {locker.zip} {locker.city}
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
          <PackingSlipProduct
            key={line.id}
            line={line}
            deliveryDate={order.delivery_date}
            lots={lotsOf(line.id)}
            lotsUnknown={shipped && lotsOf(line.id).length === 0}
          />
        ))
      )}
      {packing && order.status === "paid" && lines.length > 0 && (
        <PackingForm
          lines={packing.lines}
          packedAt={packing.packedAt}
          problem={actionData as PackActionData | undefined}
        />
      )}
    </AdminPage>
  );
}

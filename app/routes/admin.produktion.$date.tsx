import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { PrintableActions } from "~/components/admin/printable-actions";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { isDate } from "~/lib/copenhagen";
import { formatDeliveryDay } from "~/lib/format";
import { notFound } from "~/lib/responses";
import { packingLists } from "~/server/admin/production.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.produktion.$date";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (t) => t("production.dayTitle", { date: args.params.date }));

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!isDate(params.date)) throw notFound();
  return { date: params.date, lists: await packingLists(params.date) };
}

/**
 * A delivery day's packing lists: one per locker, then one per postal code of home deliveries,
 * each order with what goes in its box. Printed, the back office's navigation is left out.
 */
export default function AdminProductionDay({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const { date, lists } = loaderData;
  return (
    <AdminPage
      title={t("production.dayTitle", { date: formatDeliveryDay(date, language) })}
      actions={<PrintableActions csvHref={`/admin/produktion/${date}/csv`} backTo={"/admin/produktion"} />}
    >
      {lists.length === 0 ? (
        <Panel>
          <p className="text-muted">{t("production.noPacking")}</p>
        </Panel>
      ) : (
        lists.map((list) => (
          <Panel
            key={list.key}
            title={t(list.kind === "locker" ? "production.locker" : "production.route", { name: list.name })}
            className="break-inside-avoid print:border-0 print:p-0"
          >
            <p className="text-sm text-muted">{t("production.jars", { count: list.jars })}</p>
            <table className="mt-2 w-full text-left text-sm" data-testid="packing-list">
              <thead>
                <tr className="border-b border-cream-300">
                  <th scope="col" className="py-2 pr-3">
                    {t("production.order")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("production.customer")}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t("production.address")}
                  </th>
                  <th scope="col" className="py-2">
                    {t("production.contents")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.orders.map((order) => (
                  <tr key={order.id} className="border-b border-cream-200 align-top">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      <Link
                        to={`/admin/ordrer/${order.id}`}
                        className="underline underline-offset-2 print:no-underline"
                      >
                        #{order.number}
                      </Link>
                    </th>
                    <td className="py-2 pr-3">
                      {order.customer}
                      {order.phone && <span className="block text-muted">{order.phone}</span>}
                    </td>
                    <td className="py-2 pr-3">
                      {order.street}
                      <span className="block">
                        {order.zip} {order.city}
                      </span>
                    </td>
                    <td className="py-2">
                      <ul>
                        {order.lines.map((line, index) => (
                          <li key={index}>
                            {line.quantity} × {line.title}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Panel>
        ))
      )}
    </AdminPage>
  );
}

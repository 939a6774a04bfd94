import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { PeriodPicker } from "~/components/admin/period-picker";
import { SalesFigures } from "~/components/admin/sales-figures";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatLongDate } from "~/lib/format";
import { shopDate } from "~/lib/copenhagen";
import { readPeriod } from "~/lib/periods";
import { dashboard } from "~/server/admin/dashboard.server";
import { salesDashboard } from "~/server/admin/sales-dashboard.server";
import { shopNow } from "~/server/clock.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin._index";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("dashboard.title"));

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const { period, problem, typed } = readPeriod(url.searchParams, shopDate(shopNow()));
  const [board, sales] = await Promise.all([dashboard(), salesDashboard(period)]);
  return { ...board, period, problem, typed, sales };
}

export default function AdminDashboard({ loaderData: board }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  return (
    <AdminPage title={t("dashboard.title")}>
      <PeriodPicker period={board.period} problem={board.problem} typed={board.typed} />
      <SalesFigures board={board.sales} />

      {(board.unreadMessages > 0 || board.failedShipments > 0) && (
        <ul className="space-y-2">
          {board.unreadMessages > 0 && (
            <li>
              <Link to="/admin/beskeder?vis=ulaeste" className="font-medium underline underline-offset-2">
                {t("dashboard.unreadMessages", { count: board.unreadMessages })}
              </Link>
            </li>
          )}
          {board.failedShipments > 0 && (
            <li>
              <Link
                to="/admin/ordrer?forsendelse=fejlet"
                className="font-medium text-clay-700 underline underline-offset-2"
              >
                {t("dashboard.failedShipments", { count: board.failedShipments })}
              </Link>
            </li>
          )}
        </ul>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t("dashboard.toShipTitle")}>
          {board.toShip.length === 0 ? (
            <p className="text-muted">{t("dashboard.toShipEmpty")}</p>
          ) : (
            <ul className="divide-y divide-cream-200" data-testid="to-ship">
              {board.toShip.map((group) => (
                <li key={group.deliveryDate ?? "none"} className="flex justify-between gap-3 py-2">
                  <Link
                    to={`/admin/ordrer?status=paid${group.deliveryDate ? `&levering=${group.deliveryDate}` : "&metode=standard"}`}
                    className="underline underline-offset-2"
                  >
                    {group.deliveryDate
                      ? formatLongDate(group.deliveryDate, language)
                      : t("dashboard.noDate")}
                  </Link>
                  <span>{t("dashboard.orderCount", { count: group.orders })}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={t("dashboard.unavailableTitle")}>
          {board.unavailable.length === 0 ? (
            <p className="text-muted">{t("dashboard.unavailableEmpty")}</p>
          ) : (
            <ul className="divide-y divide-cream-200">
              {board.unavailable.map((product) => (
                <li key={product.id} className="py-2">
                  <Link to={`/admin/produkter/${product.id}`} className="underline underline-offset-2">
                    {product.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </AdminPage>
  );
}

import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatLongDate } from "~/lib/format";
import { formatExactPrice } from "~/lib/money";
import { dashboard } from "~/server/admin/dashboard.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin._index";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("dashboard.title"));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return dashboard();
}

export default function AdminDashboard({ loaderData: board }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const figures = [
    { label: t("dashboard.today"), ...board.today, testId: "today" },
    { label: t("dashboard.week"), ...board.week, testId: "week" },
  ];
  return (
    <AdminPage title={t("dashboard.title")}>
      <div className="grid gap-4 sm:grid-cols-2">
        {figures.map((figure) => (
          <Panel key={figure.testId}>
            <h2 className="text-lg font-semibold">{figure.label}</h2>
            <p className="mt-2 text-3xl font-semibold" data-testid={`${figure.testId}-revenue`}>
              {formatExactPrice(figure.revenue, language)}
            </p>
            <p className="text-muted" data-testid={`${figure.testId}-orders`}>
              {t("dashboard.orderCount", { count: figure.orders })}
            </p>
          </Panel>
        ))}
      </div>

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

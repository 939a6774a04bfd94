import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { ListTable } from "~/components/admin/admin-list";
import { AdminPage } from "~/components/admin/admin-page";
import { buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { NEW } from "~/lib/admin-filters";
import { formatDateTime } from "~/lib/format";
import { listSeasonMenus } from "~/server/admin/season-menus.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.saesonmenuer";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("seasonMenus.title"));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { menus: await listSeasonMenus() };
}

/** Every season menu: its address, status, order window and how many courses and places it has. */
export default function AdminSeasonMenus({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  return (
    <AdminPage
      title={t("seasonMenus.title")}
      intro={t("seasonMenus.intro")}
      actions={
        <Link to={`/admin/saesonmenuer/${NEW}`} className={buttonClasses()}>
          {t("seasonMenus.new")}
        </Link>
      }
    >
      <ListTable
        empty={t("seasonMenus.empty")}
        isEmpty={loaderData.menus.length === 0}
        head={
          <>
            <th className="p-3">{t("seasonMenus.name")}</th>
            <th className="p-3">{t("seasonMenus.slug")}</th>
            <th className="p-3">{t("seasonMenus.status")}</th>
            <th className="p-3">{t("seasonMenus.window")}</th>
            <th className="p-3">{t("seasonMenus.courses")}</th>
            <th className="p-3">{t("seasonMenus.places")}</th>
          </>
        }
      >
        {loaderData.menus.map((menu) => (
          <tr key={menu.id} className="border-t border-cream-200" data-testid="admin-season-menu">
            <td className="p-3">
              <Link
                to={`/admin/saesonmenuer/${menu.id}`}
                className="font-semibold underline underline-offset-2"
              >
                {menu.name}
              </Link>
            </td>
            <td className="p-3 font-mono">/{menu.slug}</td>
            <td className="p-3" data-testid="season-menu-status">
              {t(`seasonMenus.statuses.${menu.status}`)}
            </td>
            <td className="p-3 text-sm">
              {formatDateTime(menu.order_opens_at, language)} –{" "}
              {formatDateTime(menu.order_closes_at, language)}
            </td>
            <td className="p-3">{menu.courses}</td>
            <td className="p-3">{menu.places}</td>
          </tr>
        ))}
      </ListTable>
    </AdminPage>
  );
}

import { Link } from "react-router";
import { ListTable } from "~/components/admin/admin-list";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { useAdminTranslation } from "~/i18n/admin";
import { localized } from "~/i18n/localized";
import { buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { formatDateTime } from "~/lib/format";
import { NEW } from "~/lib/admin-filters";
import { listRecalls } from "~/server/admin/recalls.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.tilbagekaldelser";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("recalls.title"));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { recalls: await listRecalls() };
}

/** Every recall, the open ones first: the product, its lots, when, and how many orders it reached. */
export default function AdminRecalls({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  return (
    <AdminPage
      title={t("recalls.title")}
      intro={t("recalls.intro")}
      actions={
        <Link to={`/admin/tilbagekaldelser/${NEW}`} className={buttonClasses()}>
          {t("recalls.new")}
        </Link>
      }
    >
      <ListTable
        empty={t("recalls.empty")}
        isEmpty={loaderData.recalls.length === 0}
        head={
          <>
            <th className="p-3">{t("recalls.product")}</th>
            <th className="p-3">{t("recalls.lots")}</th>
            <th className="p-3">{t("recalls.started")}</th>
            <th className="p-3">{t("recalls.orders")}</th>
            <th className="p-3">{t("recalls.status")}</th>
          </>
        }
      >
        {loaderData.recalls.map((recall) => (
          <tr key={recall.id} className="border-t border-cream-200" data-testid="admin-recall">
            <td className="p-3">
              <Link
                to={`/admin/tilbagekaldelser/${recall.id}`}
                className="font-semibold underline underline-offset-2"
              >
                {localized(recall.product, recall.productEn, language)}
              </Link>
            </td>
            <td className="p-3 font-mono text-sm">{recall.lots.join(", ")}</td>
            <td className="p-3 text-sm">{formatDateTime(recall.startedAt, language)}</td>
            <td className="p-3">{recall.orders}</td>
            <td className="p-3">{recall.closedAt ? t("recalls.closed") : t("recalls.open")}</td>
          </tr>
        ))}
      </ListTable>
    </AdminPage>
  );
}

import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { FilterSelect, ListTable, SearchForm } from "~/components/admin/admin-list";
import { AdminPage } from "~/components/admin/admin-page";
import { Pagination } from "~/components/catalogue/pagination";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { ADMIN_PAGE_SIZE, parsePageNumber, parseSearch } from "~/lib/admin-filters";
import { ROLES, type Role } from "~/lib/domain";
import { formatShortDate } from "~/lib/format";
import { formatExactPrice } from "~/lib/money";
import { listCustomers } from "~/server/admin/customers.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.kunder";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("customers.title"));

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const role = url.searchParams.get("rolle");
  const filters = {
    search: parseSearch(url.searchParams.get("q")),
    role: (ROLES as readonly string[]).includes(role ?? "") ? (role as Role) : null,
    page: parsePageNumber(url.searchParams.get("page")),
  };
  const { customers, total } = await listCustomers(filters);
  return { filters, customers, total, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const { filters, customers, total, pageCount } = loaderData;
  return (
    <AdminPage title={t("customers.title")} intro={t("common.results", { count: total })}>
      <SearchForm label={t("customers.search")} search={filters.search}>
        <FilterSelect
          label={t("customers.role")}
          name="rolle"
          value={filters.role}
          options={ROLES.map((role) => ({ value: role, label: t(`customers.roles.${role}`) }))}
        />
      </SearchForm>
      <ListTable
        empty={t("customers.empty")}
        isEmpty={customers.length === 0}
        head={
          <>
            <th className="p-3">{t("customers.name")}</th>
            <th className="p-3">{t("customers.role")}</th>
            <th className="p-3 text-right">{t("customers.discount")}</th>
            <th className="p-3 text-right">{t("customers.orders")}</th>
            <th className="p-3 text-right">{t("customers.spent")}</th>
            <th className="p-3">{t("customers.since")}</th>
          </>
        }
      >
        {customers.map((customer) => (
          <tr key={customer.id} className="border-t border-cream-200" data-testid="admin-customer">
            <td className="p-3">
              <Link to={`/admin/kunder/${customer.id}`} className="font-medium underline underline-offset-2">
                {customer.name || customer.email}
              </Link>
              <span className="block text-sm text-muted">{customer.email}</span>
            </td>
            <td className="p-3">{t(`customers.roles.${customer.role}`)}</td>
            <td className="p-3 text-right">
              {Number(customer.discount) > 0 ? `${customer.discount} %` : t("common.none")}
            </td>
            <td className="p-3 text-right">{customer.orders}</td>
            <td className="p-3 text-right whitespace-nowrap">{formatExactPrice(customer.spent, language)}</td>
            <td className="p-3">{formatShortDate(customer.createdAt, language)}</td>
          </tr>
        ))}
      </ListTable>
      <Pagination page={filters.page} pageCount={pageCount} />
    </AdminPage>
  );
}

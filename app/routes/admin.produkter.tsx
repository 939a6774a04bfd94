import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { FilterSelect, ListTable, SearchForm } from "~/components/admin/admin-list";
import { AdminPage } from "~/components/admin/admin-page";
import { ContentImage } from "~/components/catalogue/product-image";
import { Pagination } from "~/components/catalogue/pagination";
import { buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import {
  ADMIN_PAGE_SIZE,
  parsePageNumber,
  parseSearch,
  PRODUCT_AVAILABILITIES,
  type ProductAvailability,
} from "~/lib/admin-filters";
import { formatExactPrice, parseKroner } from "~/lib/money";
import { listProducts } from "~/server/admin/products.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.produkter";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("products.title"));

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAdmin(request);
  const status = url.searchParams.get("status");
  const filters = {
    search: parseSearch(url.searchParams.get("q")),
    availability: (PRODUCT_AVAILABILITIES as readonly string[]).includes(status ?? "")
      ? (status as ProductAvailability)
      : null,
    page: parsePageNumber(url.searchParams.get("page")),
  };
  const { products, total } = await listProducts(filters);
  return { filters, products, total, pageCount: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)) };
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const { filters, products, total, pageCount } = loaderData;
  return (
    <AdminPage
      title={t("products.title")}
      intro={t("common.results", { count: total })}
      actions={
        <Link to="/admin/produkter/ny" className={buttonClasses()}>
          {t("products.new")}
        </Link>
      }
    >
      <SearchForm label={t("products.search")} search={filters.search}>
        <FilterSelect
          label={t("products.availability")}
          name="status"
          value={filters.availability}
          options={PRODUCT_AVAILABILITIES.map((availability) => ({
            value: availability,
            label: t(`products.availabilities.${availability}`),
          }))}
        />
      </SearchForm>
      <ListTable
        empty={t("products.empty")}
        isEmpty={products.length === 0}
        head={
          <>
            <th className="p-3">
              <span className="sr-only">{t("products.image")}</span>
            </th>
            <th className="p-3">{t("products.name")}</th>
            <th className="p-3">{t("products.type")}</th>
            <th className="p-3 text-right">{t("products.price")}</th>
            <th className="p-3">{t("products.availability")}</th>
          </>
        }
      >
        {products.map((product) => (
          <tr key={product.id} className="border-t border-cream-200" data-testid="admin-product">
            <td className="w-16 p-3">
              <ContentImage
                url={product.image_url}
                alt=""
                sizes="48px"
                width={48}
                height={48}
                className="size-12 rounded-md object-cover"
              />
            </td>
            <td className="p-3">
              <Link
                to={`/admin/produkter/${product.id}`}
                className="font-medium underline underline-offset-2"
              >
                {product.title}
              </Link>
              {(product.is_organic || product.is_new) && (
                <span className="block text-sm text-muted">
                  {[product.is_organic && t("products.organic"), product.is_new && t("products.isNew")]
                    .filter(Boolean)
                    .join(" · ")}
                </span>
              )}
            </td>
            <td className="p-3">{t(`products.types.${product.type}`)}</td>
            <td className="p-3 text-right whitespace-nowrap">
              {formatExactPrice(parseKroner(product.base_price), language)}
            </td>
            <td className="p-3">
              {t(
                `products.availabilities.${product.archived_at ? "archived" : product.available ? "available" : "unavailable"}`,
              )}
            </td>
          </tr>
        ))}
      </ListTable>
      <Pagination page={filters.page} pageCount={pageCount} />
    </AdminPage>
  );
}

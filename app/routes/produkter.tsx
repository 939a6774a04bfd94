import { Truck } from "lucide-react";
import { useTranslation } from "~/i18n/use-translation";
import { data, Link } from "react-router";
import { Pagination } from "~/components/catalogue/pagination";
import { ProductCard } from "~/components/catalogue/product-card";
import { ProductFilters } from "~/components/catalogue/product-filters";
import { buttonClasses } from "~/components/ui/button";
import { metaFor } from "~/i18n/meta";
import { keepDataOnLanguageChange } from "~/i18n/revalidation";
import { parsePage, parseProductFilter, productView, PRODUCTS_PER_PAGE } from "~/lib/catalogue";
import { listProducts } from "~/server/catalogue.server";
import { getViewer } from "~/server/viewer.server";
import type { Route } from "./+types/produkter";

export const meta: Route.MetaFunction = (args) => {
  const { filter, page } = args.loaderData ?? { filter: "alle", page: 1 };
  const query = new URLSearchParams();
  if (filter !== "alle") query.set("filter", filter);
  if (page > 1) query.set("page", String(page));
  return metaFor(args, (t) => ({
    title:
      filter === "alle"
        ? t("products.metaTitle")
        : `${t(`products.filters.${filter}`)} – ${t("products.metaTitle")}`,
    description: t("products.metaDescription"),
    path: `/produkter${query.size ? `?${query}` : ""}`,
  }));
};

export const shouldRevalidate = keepDataOnLanguageChange;

export async function loader({ request, url }: Route.LoaderArgs) {
  const filter = parseProductFilter(url.searchParams.get("filter"));
  const page = parsePage(url.searchParams.get("page"));
  const [viewer, result] = await Promise.all([
    getViewer(request),
    listProducts({ filter, page, pageSize: PRODUCTS_PER_PAGE }),
  ]);
  const pageCount = Math.max(1, Math.ceil(result.total / PRODUCTS_PER_PAGE));
  const body = {
    filter,
    page,
    pageCount,
    total: result.total,
    products: result.products.map((product) => productView(product, viewer)),
  };
  // A page past the end has nothing to show: say so with the status too.
  return page > pageCount ? data(body, { status: 404 }) : body;
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filter, page, pageCount, total, products } = loaderData;
  return (
    <div>
      <p className="bg-forest-700 text-white">
        <span className="container-page flex items-center justify-center gap-2 py-2.5 text-center text-sm font-medium">
          <Truck className="h-4 w-4 shrink-0" aria-hidden="true" />
          {t("products.banner")}
        </span>
      </p>
      <div className="container-page py-10">
        <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <h1 className="text-4xl font-semibold">{t("products.title")}</h1>
            <p className="mt-2 text-lg text-muted">{t("products.subtitle")}</p>
          </div>
          <ProductFilters current={filter} />
        </header>
        <p className="mt-6 text-sm text-muted" aria-live="polite">
          {t("products.count", { count: total })}
        </p>
        {products.length === 0 ? (
          <div className="mt-8 rounded-2xl border border-dashed border-forest-200 p-10 text-center">
            <p className="text-lg">{t("products.empty")}</p>
            <Link to="/produkter" className={buttonClasses({ className: "mt-4" })}>
              {t("products.showAll")}
            </Link>
          </div>
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {products.map((product, index) => (
              <li key={product.id} className="flex">
                <ProductCard product={product} priority={index < 2} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} />
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <section className="container-page py-16 text-center" role="alert">
      <h1 className="text-3xl font-semibold">{t("products.title")}</h1>
      <p className="mt-4 text-lg">{t("products.loadError", { message: t("products.loadErrorMessage") })}</p>
      {/* A plain link reloads the page from the server, loaders and all. */}
      <a href="/produkter" className={buttonClasses({ className: "mt-6" })}>
        {t("products.retry")}
      </a>
    </section>
  );
}

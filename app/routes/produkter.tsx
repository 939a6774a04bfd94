import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { CatalogueFacets } from "~/components/catalogue/catalogue-facets";
import { CatalogueResults } from "~/components/catalogue/catalogue-results";
import { ProductFilters } from "~/components/catalogue/product-filters";
import { useCatalogueQuery } from "~/components/catalogue/use-catalogue-query";
import { buttonClasses } from "~/components/ui/button";
import { LANGUAGE_ACTION } from "~/i18n/languages";
import { metaFor } from "~/i18n/meta";
import { badgeOf, catalogueHref, CATALOGUE_PATH, parseCatalogueQuery } from "~/lib/catalogue-address";
import { productCardView, productView, PRODUCTS_PER_PAGE } from "~/lib/catalogue";
import { facetCounts } from "~/lib/product-facets";
import { closestTitles, listCatalogue } from "~/server/catalogue-search.server";
import { resolveLanguage } from "~/server/language.server";
import { getViewer } from "~/server/viewer.server";
import type { Route } from "./+types/produkter";
import { useDeliveryDayValues } from "~/hooks/use-delivery-days";
import { freightValues } from "~/lib/freight-in-texts";

export const meta: Route.MetaFunction = (args) => {
  const query = parseCatalogueQuery(new URLSearchParams(args.location.search));
  const badge = badgeOf(query);
  return metaFor(args, (t, language, root) => ({
    title: query.q
      ? `${t("catalogue.searchMetaTitle", { q: query.q })} – ${t("products.metaTitle")}`
      : badge && badge !== "alle"
        ? `${t(`products.filters.${badge}`)} – ${t("products.metaTitle")}`
        : t("products.metaTitle"),
    description: t("products.metaDescription", {
      ...freightValues(language),
      ...root?.deliveryDays?.[language],
    }),
    // A badge's list (and its pages) is a page of its own; a search or any other choice is the
    // product list narrowed, which search engines should follow but not index.
    ...(badge ? { path: catalogueHref(query) } : { path: CATALOGUE_PATH, noindex: "follow" as const }),
  }));
};

/**
 * The list's data carries both languages, so a change of language needs none, except where
 * the language decides what is listed: a search (its words are stemmed in the language) and
 * the order by name.
 */
export function shouldRevalidate({
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction !== LANGUAGE_ACTION) return defaultShouldRevalidate;
  const query = parseCatalogueQuery(currentUrl.searchParams);
  return Boolean(query.q) || query.sort === "navn";
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const query = parseCatalogueQuery(url.searchParams);
  const { language } = resolveLanguage(request);
  const viewerLookup = getViewer(request);
  // Only the order by price needs to know who is looking before the list is read.
  const role =
    query.sort === "pris" || query.sort === "pris-faldende" ? ((await viewerLookup)?.role ?? null) : null;
  const [viewer, list] = await Promise.all([
    viewerLookup,
    listCatalogue(query, { role, language, pageSize: PRODUCTS_PER_PAGE }),
  ]);
  const pageCount = Math.max(1, Math.ceil(list.total / PRODUCTS_PER_PAGE));
  const body = {
    page: query.page,
    pageCount,
    total: list.total,
    counts: facetCounts(list.groups, query),
    stems: list.stems,
    closest: query.q && list.total === 0 ? await closestTitles(query.q, language) : [],
    products: list.products.map((product) => productCardView(productView(product, viewer))),
  };
  // A page past the end has nothing to show: say so with the status too.
  return query.page > pageCount ? data(body, { status: 404 }) : body;
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const deliveryDays = useDeliveryDayValues();
  const catalogue = useCatalogueQuery();
  return (
    <div>
      <p className="bg-forest-700 text-white">
        <span className="container-page flex items-center justify-center gap-2 py-2.5 text-center text-sm font-medium">
          <Icon name="truck" className="h-4 w-4 shrink-0" />
          {t("products.banner", { ...freightValues(language), ...deliveryDays })}
        </span>
      </p>
      <div className="container-page py-10">
        <header className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <h1 className="text-4xl font-semibold">{t("products.title")}</h1>
            <p className="mt-2 text-lg text-muted">{t("products.subtitle")}</p>
            <p className="mt-2">
              <Link
                to="/profile/abonnement/ny"
                className="font-semibold text-forest-700 underline underline-offset-4"
              >
                {t("products.subscribeFromList")}
              </Link>
            </p>
          </div>
          <ProductFilters current={badgeOf(catalogue.shown)} />
        </header>
        <div className="mt-8 grid gap-8 lg:grid-cols-[16rem_minmax(0,1fr)]">
          <CatalogueFacets catalogue={catalogue} counts={loaderData.counts} />
          <CatalogueResults catalogue={catalogue} list={loaderData} />
        </div>
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

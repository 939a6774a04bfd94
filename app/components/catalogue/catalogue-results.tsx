import { clsx } from "clsx";
import { Suspense } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { useTranslation } from "~/i18n/use-translation";
import {
  catalogueHref,
  catalogueParams,
  CATALOGUE_PATH,
  CATALOGUE_SORTS,
  facetCount,
  NO_CHOICES,
  type CatalogueSort,
} from "~/lib/catalogue-address";
import type { ProductCardView } from "~/lib/catalogue";
import { Pagination } from "./pagination";
import { ProductCard } from "./product-card";
import type { CatalogueNavigation } from "./use-catalogue-query";

export type CatalogueListData = {
  page: number;
  pageCount: number;
  total: number;
  stems: string[];
  closest: { id: string; title: string }[];
  products: ProductCardView[];
};

/**
 * The list itself: how many products it has (read out by screen readers as it changes), the
 * order, the cards with the searched words marked in their titles, the pages; and when nothing
 * is left, why, with the closest titles for a search.
 */
export function CatalogueResults({
  catalogue,
  list,
}: {
  catalogue: CatalogueNavigation;
  list: CatalogueListData;
}) {
  const { t } = useTranslation();
  const { shown, loading } = catalogue;
  const empty = list.products.length === 0;
  return (
    <section aria-labelledby="katalog-antal" aria-busy={loading || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          {shown.q && (
            <h2 className="text-2xl font-semibold break-words">
              {t("catalogue.resultsFor", { q: shown.q })}
            </h2>
          )}
          <p id="katalog-antal" className="text-sm text-muted" aria-live="polite">
            {loading
              ? t("catalogue.loading")
              : list.total === 0
                ? shown.q
                  ? t("catalogue.noMatch", { q: shown.q })
                  : t("catalogue.noFacetMatch")
                : t("products.count", { count: list.total })}
          </p>
        </div>
        <SortForm catalogue={catalogue} />
      </div>
      {empty ? (
        <NoProducts catalogue={catalogue} closest={list.closest} />
      ) : (
        <ul
          className={clsx(
            "mt-4 grid gap-6 transition-opacity sm:grid-cols-2 xl:grid-cols-3",
            loading && "opacity-60",
          )}
        >
          {list.products.map((product, index) => (
            <li key={product.id} className="flex">
              <Suspense>
                <ProductCard product={product} priority={index < 2} stems={list.stems} />
              </Suspense>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} param="side" />
    </section>
  );
}

/**
 * The order of the list: its own small GET form (the current choices ride along as hidden
 * fields), applied at once with scripts, by its button without.
 */
function SortForm({ catalogue }: { catalogue: CatalogueNavigation }) {
  const { t } = useTranslation();
  const { shown } = catalogue;
  const sorts = CATALOGUE_SORTS.filter((sort) => sort !== "relevans" || shown.q);
  const kept = catalogueParams({ ...shown, sort: "nyeste", page: 1 });
  kept.delete("sort");
  return (
    <form method="get" action={CATALOGUE_PATH} className="flex items-center gap-2">
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="katalog-sortering" className="text-sm font-medium">
        {t("catalogue.sortLabel")}
      </label>
      <select
        id="katalog-sortering"
        name="sort"
        value={shown.sort}
        onChange={(event) =>
          catalogue.go({ ...shown, sort: event.currentTarget.value as CatalogueSort, page: 1 })
        }
        className="h-10 rounded-lg border border-forest-200 bg-white px-3 text-ink"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(`catalogue.sorts.${sort}`)}
          </option>
        ))}
      </select>
      {/* Only without scripts (they sort at once): removed after hydration, it moved the cards. */}
      <noscript>
        <button type="submit" className={buttonClasses({ variant: "outline", size: "sm" })}>
          {t("catalogue.sortApply")}
        </button>
      </noscript>
    </form>
  );
}

function NoProducts({
  catalogue,
  closest,
}: {
  catalogue: CatalogueNavigation;
  closest: CatalogueListData["closest"];
}) {
  const { t } = useTranslation();
  const { shown } = catalogue;
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-forest-200 p-8 text-center">
      {shown.q ? (
        <>
          <p className="text-lg break-words">{t("catalogue.noMatch", { q: shown.q })}</p>
          <p className="mt-1 text-muted">{t("catalogue.noMatchHint")}</p>
          {closest.length > 0 && (
            <div className="mt-4">
              <p className="font-medium">{t("catalogue.closest")}</p>
              <ul className="mt-2 flex flex-wrap justify-center gap-2">
                {closest.map((product) => (
                  <li key={product.id}>
                    <Link
                      to={`/produkter/${product.id}`}
                      className="inline-flex min-h-10 items-center rounded-full border border-forest-200 bg-white px-4 text-forest-800 hover:bg-forest-50"
                    >
                      {product.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      ) : (
        <p className="text-lg">{t("catalogue.noFacetMatch")}</p>
      )}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {shown.q && facetCount(shown) > 0 ? (
          <Link
            to={catalogueHref({ ...NO_CHOICES, q: shown.q })}
            className={buttonClasses({ variant: "outline" })}
          >
            {t("catalogue.reset")}
          </Link>
        ) : null}
        <Link to={CATALOGUE_PATH} className={buttonClasses()}>
          {t("products.showAll")}
        </Link>
      </div>
    </div>
  );
}

import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PRODUCT_FILTERS, type ProductFilter } from "~/lib/catalogue";

/** The filter badges: links, so a filter can be bookmarked and works without JavaScript. */
export function ProductFilters({ current }: { current: ProductFilter }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("products.filterLabel")}>
      <ul className="flex flex-wrap gap-2">
        {PRODUCT_FILTERS.map((filter) => (
          <li key={filter}>
            <Link
              to={filter === "alle" ? "/produkter" : `/produkter?filter=${filter}`}
              aria-current={filter === current ? "page" : undefined}
              preventScrollReset
              className={clsx(
                "inline-flex h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                filter === current
                  ? "border-forest-700 bg-forest-700 text-white"
                  : "border-forest-200 bg-white text-forest-800 hover:bg-forest-50",
              )}
            >
              {t(`products.filters.${filter}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

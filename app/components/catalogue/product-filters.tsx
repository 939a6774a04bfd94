import { useTranslation } from "~/i18n/use-translation";
import { FilterChips } from "~/components/ui/filter-chips";
import { PRODUCT_FILTERS, type ProductFilter } from "~/lib/catalogue";

/** The filter badges: /produkter?filter=supper; `current` is null when the list is narrowed otherwise. */
export function ProductFilters({ current }: { current: ProductFilter | null }) {
  const { t } = useTranslation();
  return (
    <FilterChips
      label={t("products.filterLabel")}
      current={current}
      chips={PRODUCT_FILTERS.map((filter) => ({
        key: filter,
        label: t(`products.filters.${filter}`),
        to: filter === "alle" ? "/produkter" : `/produkter?filter=${filter}`,
      }))}
    />
  );
}

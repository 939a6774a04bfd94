import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLanguage } from "~/hooks/use-root-data";
import { useTranslation } from "~/i18n/use-translation";
import {
  catalogueHref,
  CATALOGUE_PATH,
  defaultSort,
  DIET_SLUGS,
  facetCount,
  FLAG_PARAMS,
  NO_CHOICES,
  parseCatalogueQuery,
  TYPE_SLUGS,
} from "~/lib/catalogue-address";
import { PRODUCT_TYPES } from "~/lib/domain";
import { ALLERGEN_NAMES, ALLERGENS, DIETS } from "~/lib/food";
import { FACET_FLAGS, type FacetCounts } from "~/lib/product-facets";
import type { CatalogueNavigation } from "./use-catalogue-query";

export const FACET_FORM_ID = "produktfiltre";

/**
 * The list's search field and facets: a GET form to /produkter, so it works without
 * JavaScript (its button sends it). Once scripts run, a facet applies as soon as it changes
 * and the search when it is sent, without a full reload; the button goes. Each choice says how
 * many products the list would have with it; an allergen that would leave none is not offered.
 * On a small screen the facets fold away under "Filtre".
 */
export function CatalogueFacets({
  catalogue,
  counts,
}: {
  catalogue: CatalogueNavigation;
  counts: FacetCounts;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hydrated = useHydrated();
  const { shown } = catalogue;
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    // Wide screens show the facets beside the list (app.css does so before scripts run).
    if (details.current && window.matchMedia("(min-width: 64rem)").matches) details.current.open = true;
  }, []);

  // The search text as typed, until the address brings another one (the header's search).
  const [text, setText] = useState(shown.q);
  const [textFor, setTextFor] = useState(shown.q);
  if (textFor !== shown.q) {
    setTextFor(shown.q);
    setText(shown.q);
  }

  const apply = (form: HTMLFormElement | null) => {
    if (!form) return;
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.append(name, value);
    catalogue.go({ ...parseCatalogueQuery(fields), page: 1 });
  };
  const applyChange = (event: ChangeEvent<HTMLInputElement>) => apply(event.currentTarget.form);
  const chosen = facetCount(shown);
  const count = (n: number) => <span className="text-muted"> ({n})</span>;

  return (
    <form
      id={FACET_FORM_ID}
      method="get"
      action={CATALOGUE_PATH}
      aria-label={t("catalogue.formLabel")}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
    >
      <div role="search" className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor="katalog-q" className="text-sm font-medium">
            {t("catalogue.searchLabel")}
          </label>
          <input
            id="katalog-q"
            type="search"
            name="q"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            placeholder={t("catalogue.searchPlaceholder")}
            maxLength={200}
            className="mt-1 block h-11 w-full rounded-lg border border-forest-200 bg-white px-3 text-ink shadow-sm focus:border-forest-700"
          />
        </div>
        <Button type="submit" size="icon" variant="outline" aria-label={t("catalogue.searchSubmit")}>
          <Icon name="search" className="h-5 w-5" />
        </Button>
      </div>
      {/* A chosen order stays when the facets change; the default follows the search. */}
      {shown.sort !== defaultSort(shown.q) && <input type="hidden" name="sort" value={shown.sort} />}

      <details ref={details} className="catalogue-facets mt-6">
        <summary className="flex h-11 cursor-pointer items-center rounded-full border border-forest-200 bg-white px-4 font-medium text-forest-800">
          {chosen ? t("catalogue.filtersWithCount", { count: chosen }) : t("catalogue.filters")}
        </summary>
        <div className="mt-4 space-y-6 lg:mt-0">
          <FacetGroup legend={t("catalogue.type")}>
            <Choice
              type="radio"
              name="type"
              value=""
              checked={shown.type === null}
              onChange={applyChange}
              label={t("catalogue.typeAll")}
              count={count(counts.type.all)}
            />
            {PRODUCT_TYPES.map((type) => (
              <Choice
                key={type}
                type="radio"
                name="type"
                value={TYPE_SLUGS[type]}
                checked={shown.type === type}
                disabled={counts.type[type] === 0 && shown.type !== type}
                onChange={applyChange}
                label={t(`catalogue.types.${type}`)}
                count={count(counts.type[type])}
              />
            ))}
          </FacetGroup>

          <FacetGroup
            legend={t("catalogue.freeFrom")}
            hint={t("catalogue.freeFromHint")}
            hintId="fri-for-hint"
          >
            {ALLERGENS.filter(
              (allergen) => counts.without[allergen] > 0 || shown.without.includes(allergen),
            ).map((allergen) => (
              <Choice
                key={allergen}
                type="checkbox"
                name="uden"
                value={ALLERGEN_NAMES[allergen].slug}
                checked={shown.without.includes(allergen)}
                onChange={applyChange}
                label={t("catalogue.without", { allergen: ALLERGEN_NAMES[allergen][language] })}
                count={count(counts.without[allergen])}
              />
            ))}
          </FacetGroup>

          <FacetGroup legend={t("catalogue.diet")}>
            {DIETS.map((diet) => (
              <Choice
                key={diet}
                type="checkbox"
                name="kost"
                value={DIET_SLUGS[diet]}
                checked={shown.diets.includes(diet)}
                disabled={counts.diets[diet] === 0 && !shown.diets.includes(diet)}
                onChange={applyChange}
                label={t(`catalogue.diets.${diet}`)}
                count={count(counts.diets[diet])}
              />
            ))}
          </FacetGroup>

          <FacetGroup legend={t("catalogue.only")}>
            {FACET_FLAGS.map((flag) => (
              <Choice
                key={flag}
                type="checkbox"
                name={FLAG_PARAMS[flag]}
                value="1"
                checked={shown.flags.includes(flag)}
                disabled={counts.flags[flag] === 0 && !shown.flags.includes(flag)}
                onChange={applyChange}
                label={t(`catalogue.flags.${flag}`)}
                count={count(counts.flags[flag])}
              />
            ))}
          </FacetGroup>

          <div className="flex flex-wrap items-center gap-3">
            {!hydrated && <Button type="submit">{t("catalogue.apply")}</Button>}
            {chosen > 0 && (
              <Link
                to={catalogueHref({ ...NO_CHOICES, q: shown.q })}
                preventScrollReset
                className="font-medium text-forest-800 underline underline-offset-2"
              >
                {t("catalogue.reset")}
              </Link>
            )}
          </div>
        </div>
      </details>
    </form>
  );
}

function FacetGroup({
  legend,
  hint,
  hintId,
  children,
}: {
  legend: string;
  hint?: string;
  hintId?: string;
  children: ReactNode;
}) {
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className="font-serif text-lg font-semibold text-forest-800">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      <ul className="mt-2 space-y-1">{children}</ul>
    </fieldset>
  );
}

function Choice({
  type,
  name,
  value,
  checked,
  disabled = false,
  onChange,
  label,
  count,
}: {
  type: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  label: string;
  count: ReactNode;
}) {
  return (
    <li>
      <label
        className={clsx("flex min-h-9 items-center gap-2.5", disabled ? "text-muted" : "cursor-pointer")}
      >
        <input
          type={type}
          name={name}
          value={value}
          checked={checked}
          disabled={disabled}
          onChange={onChange}
          className="h-4.5 w-4.5 shrink-0 accent-forest-700"
        />
        <span>
          {label}
          {count}
        </span>
      </label>
    </li>
  );
}

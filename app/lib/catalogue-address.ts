/**
 * The product list's address: everything a shopper chose lives in it, so a filtered list can be
 * shared and bookmarked, the back button steps through changes, and the list works without
 * JavaScript (the filters are a GET form).
 *
 *   /produkter?q=linser&type=supper&uden=selleri,gluten&kost=vegansk&okologisk=1&nyhed=1
 *             &lager=1&sort=pris&side=2
 *
 * Unknown values are ignored, never an error; a plain form's empty fields and repeated values
 * (`uden=selleri&uden=gluten`) read the same as the tidy address. One choice has one address:
 * `catalogueParams` writes the parameters in a fixed order and leaves defaults out, and a list
 * that is exactly one of the list's filter badges (docs/product.md, Products) keeps the badge's address
 * (`?filter=supper`), its canonical address since before the facets. Older links' `page` reads
 * as `side`.
 */
import type { ProductType } from "./domain";
import { ALLERGEN_NAMES, ALLERGENS, DIETS, type Diet } from "./food";
import { parsePage, type ProductFilter } from "./catalogue";
import { FACET_FLAGS, NO_FACETS, type FacetFlag, type FacetSelection } from "./product-facets";
import { CATALOGUE_PATH, normaliseSearchText } from "./product-search";

export { CATALOGUE_PATH };

/** The orders the list can be sorted in; relevance only means something when searching. */
export const CATALOGUE_SORTS = ["relevans", "nyeste", "pris", "pris-faldende", "navn"] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export type CatalogueQuery = FacetSelection & {
  /** The search text, cleaned (~/lib/product-search); "" when not searching. */
  q: string;
  sort: CatalogueSort;
  page: number;
};

/** The address's words for each choice. */
export const TYPE_SLUGS: Record<ProductType, string> = { soup: "supper", dish: "retter" };
/** A Map, not an object: an address's `type=__proto__` or `type=constructor` is no type. */
const TYPE_ALIASES = new Map<string, ProductType>([
  ["supper", "soup"],
  ["suppe", "soup"],
  ["retter", "dish"],
  ["ret", "dish"],
]);
export const DIET_SLUGS: Record<Diet, string> = { vegetarian: "vegetarisk", vegan: "vegansk" };
export const FLAG_PARAMS: Record<FacetFlag, string> = {
  organic: "okologisk",
  isNew: "nyhed",
  available: "lager",
};

export function defaultSort(q: string): CatalogueSort {
  return q ? "relevans" : "nyeste";
}

/** Every value of a parameter, whether repeated (a plain form) or comma-separated (an address). */
function listValues(params: URLSearchParams, name: string): string[] {
  return params.getAll(name).flatMap((value) => value.split(","));
}

function inOrder<T>(all: readonly T[], chosen: ReadonlySet<T>): T[] {
  return all.filter((item) => chosen.has(item));
}

export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const q = normaliseSearchText(params.get("q"));
  const badge = params.get("filter");
  const type =
    TYPE_ALIASES.get(params.get("type") ?? "") ??
    (badge === "supper" ? "soup" : badge === "retter" ? "dish" : null);
  const allergenBySlug = new Map(ALLERGENS.map((allergen) => [ALLERGEN_NAMES[allergen].slug, allergen]));
  const dietBySlug = new Map(DIETS.map((diet) => [DIET_SLUGS[diet], diet]));
  const without = new Set(listValues(params, "uden").flatMap((slug) => allergenBySlug.get(slug) ?? []));
  const diets = new Set(listValues(params, "kost").flatMap((slug) => dietBySlug.get(slug) ?? []));
  const flags = new Set(FACET_FLAGS.filter((flag) => isOn(params.get(FLAG_PARAMS[flag]))));
  if (badge === "okologisk") flags.add("organic");
  const sortParam = params.get("sort");
  const sort = (CATALOGUE_SORTS as readonly string[]).includes(sortParam ?? "")
    ? (sortParam as CatalogueSort)
    : defaultSort(q);
  return {
    q,
    type,
    without: inOrder(ALLERGENS, without),
    diets: inOrder(DIETS, diets),
    flags: inOrder(FACET_FLAGS, flags),
    // Relevance without a search is the newest first.
    sort: sort === "relevans" && !q ? "nyeste" : sort,
    page: parsePage(params.get("side") ?? params.get("page")),
  };
}

function isOn(value: string | null): boolean {
  return value === "1" || value === "on" || value === "ja" || value === "true";
}

/** The filter badge this list is exactly (whatever its page), or null. */
export function badgeOf(query: CatalogueQuery): ProductFilter | null {
  if (query.q || query.without.length || query.diets.length || query.sort !== defaultSort(query.q)) {
    return null;
  }
  const organic = query.flags.includes("organic");
  if (query.flags.length > (organic ? 1 : 0)) return null;
  if (organic) return query.type ? null : "okologisk";
  if (query.type) return query.type === "soup" ? "supper" : "retter";
  return "alle";
}

/** The list's parameters, in their order, without defaults: one address per choice. */
export function catalogueParams(query: CatalogueQuery): URLSearchParams {
  const params = new URLSearchParams();
  const badge = badgeOf(query);
  if (badge) {
    if (badge !== "alle") params.set("filter", badge);
  } else {
    if (query.q) params.set("q", query.q);
    if (query.type) params.set("type", TYPE_SLUGS[query.type]);
    if (query.without.length)
      params.set("uden", query.without.map((allergen) => ALLERGEN_NAMES[allergen].slug).join(","));
    if (query.diets.length) params.set("kost", query.diets.map((diet) => DIET_SLUGS[diet]).join(","));
    for (const flag of query.flags) params.set(FLAG_PARAMS[flag], "1");
    if (query.sort !== defaultSort(query.q)) params.set("sort", query.sort);
  }
  if (query.page > 1) params.set("side", String(query.page));
  return params;
}

/** The list's address for a choice: `/produkter?…`. */
export function catalogueHref(query: CatalogueQuery): string {
  // Commas need no escaping in an address's query, and `uden=selleri,gluten` reads better.
  const search = catalogueParams(query).toString().replace(/%2C/g, ",");
  return search ? `${CATALOGUE_PATH}?${search}` : CATALOGUE_PATH;
}

/** How many choices narrow the list (for the "Filtre (3)" summary). */
export function facetCount(query: CatalogueQuery): number {
  return (query.type ? 1 : 0) + query.without.length + query.diets.length + query.flags.length;
}

export const NO_CHOICES: CatalogueQuery = { ...NO_FACETS, q: "", sort: "nyeste", page: 1 };

/**
 * The product list's facets: type, free from each of the 14 allergens, diet, organic, new and
 * available now. A product's facets are one integer of bits (the products table keeps it as the
 * generated column `facets`, written from these bits in the schema), so that one query can
 * count every facet at once: the list's products grouped by their bits (a few dozen groups
 * whatever the size of the catalogue), and every count worked out here from the groups.
 */
import { PRODUCT_TYPES, type ProductType } from "./domain";
import { ALLERGENS, DIETS, type Allergen, type Diet } from "./food";

/**
 * Bits 0–13 (one per allergen, in Annex II's order): the product is NOT free from that
 * allergen, because it contains it, may contain traces of it, or its allergens are not yet
 * declared. A shopper who filters on 'Uden selleri' must be able to eat every product shown.
 */
export function allergenBit(allergen: Allergen): number {
  return 1 << ALLERGENS.indexOf(allergen);
}

export const DIET_BITS: Record<Diet, number> = { vegetarian: 1 << 14, vegan: 1 << 15 };
export const FLAG_BITS = { organic: 1 << 16, isNew: 1 << 17, available: 1 << 18 } as const;
export const TYPE_BITS: Record<ProductType, number> = { soup: 1 << 19, dish: 1 << 20 };

export type FacetFlag = keyof typeof FLAG_BITS;
export const FACET_FLAGS = Object.keys(FLAG_BITS) as FacetFlag[];

/** The product fields the facets are made of, as the products table has them. */
export type FacetSubject = {
  type: ProductType;
  allergens: readonly Allergen[] | null;
  may_contain: readonly Allergen[];
  diets: readonly Diet[];
  is_organic: boolean;
  is_new: boolean;
  available: boolean;
};

/** A product's facet bits: what the database's generated column `facets` holds for it. */
export function facetBitsOf(product: FacetSubject): number {
  let bits = TYPE_BITS[product.type];
  for (const allergen of ALLERGENS) {
    if (
      product.allergens === null ||
      product.allergens.includes(allergen) ||
      product.may_contain.includes(allergen)
    ) {
      bits |= allergenBit(allergen);
    }
  }
  for (const diet of DIETS) if (product.diets.includes(diet)) bits |= DIET_BITS[diet];
  if (product.is_organic) bits |= FLAG_BITS.organic;
  if (product.is_new) bits |= FLAG_BITS.isNew;
  if (product.available) bits |= FLAG_BITS.available;
  return bits;
}

/** What the shopper chose: every choice narrows the list (allergens and diets all at once). */
export type FacetSelection = {
  type: ProductType | null;
  without: readonly Allergen[];
  diets: readonly Diet[];
  flags: readonly FacetFlag[];
};

export const NO_FACETS: FacetSelection = { type: null, without: [], diets: [], flags: [] };

/**
 * The selection as one test on the bits: a product matches when `bits & mask === want`. The
 * database runs the same test on its `facets` column.
 */
export function facetFilter(selection: FacetSelection): { mask: number; want: number } {
  let mask = 0;
  let want = 0;
  if (selection.type) {
    mask |= TYPE_BITS[selection.type];
    want |= TYPE_BITS[selection.type];
  }
  for (const allergen of selection.without) mask |= allergenBit(allergen); // must be 0
  for (const diet of selection.diets) {
    mask |= DIET_BITS[diet];
    want |= DIET_BITS[diet];
  }
  for (const flag of selection.flags) {
    mask |= FLAG_BITS[flag];
    want |= FLAG_BITS[flag];
  }
  return { mask, want };
}

/** Products of the list that share the same facet bits, and how many they are. */
export type FacetGroup = { bits: number; count: number };

export function countMatching(groups: readonly FacetGroup[], selection: FacetSelection): number {
  const { mask, want } = facetFilter(selection);
  let total = 0;
  for (const group of groups) if ((group.bits & mask) === want) total += group.count;
  return total;
}

/**
 * For each choice, how many products the list would show with it (and every other choice as
 * it is): a type replaces the chosen type; an allergen, a diet or a flag is added to the rest.
 */
export type FacetCounts = {
  type: Record<ProductType | "all", number>;
  without: Record<Allergen, number>;
  diets: Record<Diet, number>;
  flags: Record<FacetFlag, number>;
};

export function facetCounts(groups: readonly FacetGroup[], selection: FacetSelection): FacetCounts {
  const count = (changes: Partial<FacetSelection>) => countMatching(groups, { ...selection, ...changes });
  const added = <T>(list: readonly T[], item: T) => (list.includes(item) ? list : [...list, item]);
  return {
    type: {
      all: count({ type: null }),
      ...(Object.fromEntries(PRODUCT_TYPES.map((type) => [type, count({ type })])) as Record<
        ProductType,
        number
      >),
    },
    without: Object.fromEntries(
      ALLERGENS.map((allergen) => [allergen, count({ without: added(selection.without, allergen) })]),
    ) as Record<Allergen, number>,
    diets: Object.fromEntries(
      DIETS.map((diet) => [diet, count({ diets: added(selection.diets, diet) })]),
    ) as Record<Diet, number>,
    flags: Object.fromEntries(
      FACET_FLAGS.map((flag) => [flag, count({ flags: added(selection.flags, flag) })]),
    ) as Record<FacetFlag, number>,
  };
}

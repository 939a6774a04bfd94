/**
 * The product list's facet rules written out plainly, apart from the bits the shop counts with
 * (~/lib/product-facets): the brute force the tests hold the shop's lists and counts against.
 */
import type { Allergen } from "../../app/lib/food";
import type { FacetSelection, FacetSubject } from "../../app/lib/product-facets";

/** Whether a shopper who made `chosen` may see `product` in the list. */
export function shopperMaySee(product: FacetSubject, chosen: FacetSelection): boolean {
  const freeFrom = (allergen: Allergen) =>
    product.allergens !== null &&
    !product.allergens.includes(allergen) &&
    !product.may_contain.includes(allergen);
  return (
    (chosen.type === null || product.type === chosen.type) &&
    chosen.without.every(freeFrom) &&
    chosen.diets.every((diet) => product.diets.includes(diet)) &&
    (!chosen.flags.includes("organic") || product.is_organic) &&
    (!chosen.flags.includes("isNew") || product.is_new) &&
    (!chosen.flags.includes("available") || product.available)
  );
}

/**
 * The catalogue's rules: the product list's filters and pages, and what a product looks like
 * to the person viewing it (their price by role and discount, computed on the server).
 */
import type { ProductType } from "./domain";
import { unitPrice, type FoodInfo, type UnitPrice } from "./food";
import { priceForViewer, type ProductPrices, type Viewer, type ViewerPrice } from "./pricing";

/** The filter badges, as they appear in the address: /produkter?filter=supper */
export const PRODUCT_FILTERS = ["alle", "okologisk", "supper", "retter"] as const;
export type ProductFilter = (typeof PRODUCT_FILTERS)[number];

/** What a filter keeps: the database query and this predicate say the same thing. */
export function productMatchesFilter(
  product: { is_organic: boolean; type: ProductType },
  filter: ProductFilter,
): boolean {
  switch (filter) {
    case "okologisk":
      return product.is_organic;
    case "supper":
      return product.type === "soup";
    case "retter":
      return product.type === "dish";
    default:
      return true;
  }
}

export const PRODUCTS_PER_PAGE = 24;

/** A page number from the address: a positive whole number, else the first page. */
export function parsePage(value: string | null | undefined): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The product fields a page needs, whatever the language (both languages travel together). */
export type CatalogueProduct = ProductPrices & {
  id: string;
  title: string;
  title_en: string | null;
  description: string;
  description_en: string | null;
  description_long: string | null;
  description_long_en: string | null;
  image_url: string | null;
  is_organic: boolean;
  is_new: boolean;
  available: boolean;
  weight: string | null;
  brand: string | null;
  type: ProductType;
  ingredients: string | null;
  ingredients_en: string | null;
  /** Everything the law wants the shopper to read before buying (~/lib/food). */
  food: FoodInfo;
};

/**
 * A product as the viewer sees it: the price is theirs (and the unit price from it), and the
 * price lists stay on the server.
 */
export type ProductView = Omit<CatalogueProduct, keyof ProductPrices> & {
  price: ViewerPrice;
  unitPrice: UnitPrice | null;
};

export function productView(product: CatalogueProduct, viewer: Viewer): ProductView {
  const { base_price, customer_price, b2b_price, ...rest } = product;
  const price = priceForViewer({ base_price, customer_price, b2b_price }, viewer);
  return { ...rest, price, unitPrice: unitPrice(price.unit, product.food.netQuantity, product.food.netUnit) };
}

/** The header search's suggestions for what has been typed (`/resources/search?q=`). */
export type ProductSuggestions = {
  q: string;
  products: { id: string; title: string; imageUrl: string | null; price: ViewerPrice }[];
};

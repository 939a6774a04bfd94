/**
 * The catalogue's rules: the product list's filters and pages, and what a product looks like
 * to the person viewing it (their price by role and discount, computed on the server).
 */
import type { ProductType } from "./domain";
import { allergenInfo, unitPrice, type AllergenInfo, type FoodInfo, type UnitPrice } from "./food";
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

/**
 * What a card in the product list shows: the list's hydration data carries only this (about a
 * third of the whole record), and the "more info" dialog fetches the rest when it opens
 * (`ProductDetails`, from /resources/product/:id).
 */
export type ProductCardView = Pick<
  ProductView,
  | "id"
  | "title"
  | "title_en"
  | "description"
  | "description_en"
  | "image_url"
  | "is_organic"
  | "is_new"
  | "available"
  | "price"
  | "unitPrice"
> & { food: AllergenInfo };

export function productCardView(view: ProductView): ProductCardView {
  const { id, title, title_en, description, description_en, image_url, is_organic, is_new, available } = view;
  return {
    id,
    title,
    title_en,
    description,
    description_en,
    image_url,
    is_organic,
    is_new,
    available,
    price: view.price,
    unitPrice: view.unitPrice,
    food: allergenInfo(view.food),
  };
}

/** The rest of a product for the dialog: the same for every viewer (no price: the card has the viewer's). */
export type ProductDetails = Omit<CatalogueProduct, keyof ProductPrices>;

export function productDetails(product: CatalogueProduct): ProductDetails {
  const { base_price: _base, customer_price: _customer, b2b_price: _b2b, ...details } = product;
  return details;
}

/** The header search's suggestions for what has been typed (`/resources/search?q=`). */
export type ProductSuggestions = {
  q: string;
  products: { id: string; title: string; imageUrl: string | null; price: ViewerPrice }[];
};

/**
 * What a product costs the person looking at it. The one place the price rules live; the
 * product list, the product page, the cart, the checkout and order creation all call it.
 *
 * - b2b_customer: b2b_price, else customer_price, else base_price
 * - customer: customer_price, else base_price
 * - admin and guest: base_price
 * - a profile discount_percentage above 0 is then taken off that price, and the price before
 *   the discount is shown struck through.
 */
import type { Role } from "./domain";
import { parseKroner, parseOptionalKroner, percentOf } from "./money";

/** Who is looking: a signed-in profile's role and discount, or null for a guest. */
export type Viewer = { role: Role; discountPercentage: string | number } | null;

/** The product's price columns, as the database gives them (numeric text, kroner). */
export type ProductPrices = {
  base_price: string;
  customer_price: string | null;
  b2b_price: string | null;
};

export type ViewerPrice = {
  /** What this viewer pays for one, in øre. */
  unit: number;
  /** The role's price before the profile discount, in øre (equal to `unit` without one). */
  list: number;
  /** The profile discount taken off, in percent ("0" when none). */
  discountPercentage: string;
};

/** The price list that applies to a role, in øre (no profile discount). */
export function rolePrice(prices: ProductPrices, role: Role | null): number {
  const base = parseKroner(prices.base_price);
  const customer = parseOptionalKroner(prices.customer_price);
  const b2b = parseOptionalKroner(prices.b2b_price);
  switch (role) {
    case "b2b_customer":
      return b2b ?? customer ?? base;
    case "customer":
      return customer ?? base;
    default:
      // admin and guest
      return base;
  }
}

export function priceForViewer(prices: ProductPrices, viewer: Viewer): ViewerPrice {
  const list = rolePrice(prices, viewer?.role ?? null);
  const percentage = normalisePercentage(viewer?.discountPercentage ?? 0);
  if (percentage === "0") return { unit: list, list, discountPercentage: "0" };
  return { unit: list - percentOf(list, percentage), list, discountPercentage: percentage };
}

/** True when the price shown should have the list price struck through beside it. */
export function isDiscounted(price: ViewerPrice): boolean {
  return price.unit < price.list;
}

/** "10.00" → "10", "12.50" → "12.5"; clamps to 0–100 (the database allows nothing else). */
function normalisePercentage(value: string | number): string {
  const hundredths = Math.min(Math.max(parseKroner(value), 0), 10_000);
  const whole = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  if (fraction === 0) return String(whole);
  return `${whole}.${String(fraction).padStart(2, "0").replace(/0$/, "")}`;
}

/**
 * The cart's arithmetic, in øre: line totals, subtotal, discount, freight and total. The cart
 * drawer, the checkout and order creation all use `priceCart`, so they can never disagree.
 *
 * Freight is 50 kr for home delivery and for Økoskab pickup alike, free when the goods cost
 * 400 kr or more (after role prices and profile discount, before any code). A free-shipping
 * code removes the freight and is shown as a discount of what it saves.
 * total = subtotal − discount + freight, never below 0.
 *
 * Also the changes a shopper can ask the cart's endpoint for (`CART_INTENTS`), and the cart as
 * the server prices it for the drawer, the cart page and the checkout (`CartView`).
 */
import { goodsDiscount, type DiscountCheck, type DiscountRule } from "./discounts";
import type { DiscountType } from "./domain";
import type { AllergenInfo, UnitPrice } from "./food";

export const FREIGHT = 50_00;
export const FREE_FREIGHT_FROM = 400_00;
/** A line holds at most this many of one product. */
export const MAX_LINE_QUANTITY = 99;
/** A signed-in cart line lives this long after it was added or last changed. */
export const CART_LINE_DAYS = 7;

export type PricedLine = { unitPrice: number; quantity: number };

export type CartTotals = {
  itemCount: number;
  subtotal: number;
  /** What the code saves: money off the goods, or the freight for a free-shipping code. */
  discount: number;
  /** The freight before any code (0 from 400 kr). */
  freight: number;
  total: number;
  /** What the goods cost after a code, before freight (the total until a delivery method is chosen). */
  goodsTotal: number;
};

export function lineTotal(line: PricedLine): number {
  return line.unitPrice * line.quantity;
}

/** Freight for goods worth `subtotal` øre, before any free-shipping code. */
export function freightFor(subtotal: number): number {
  return subtotal >= FREE_FREIGHT_FROM ? 0 : FREIGHT;
}

export function priceCart(lines: PricedLine[], rule: DiscountRule | null): CartTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (itemCount === 0) return { itemCount: 0, subtotal: 0, discount: 0, freight: 0, total: 0, goodsTotal: 0 };
  const freight = freightFor(subtotal);
  const offGoods = goodsDiscount(rule, subtotal);
  const discount = rule?.type === "free_shipping" ? freight : offGoods;
  return {
    itemCount,
    subtotal,
    discount,
    freight,
    total: Math.max(0, subtotal - discount + freight),
    goodsTotal: subtotal - offGoods,
  };
}

/** A quantity from a form or a stored guest cart: a whole number, capped; 0 or less means none. */
export function clampQuantity(value: unknown): number {
  const number = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(number)) return 0;
  return Math.min(Math.max(Math.trunc(number), 0), MAX_LINE_QUANTITY);
}

/** What a post to the cart's endpoint (/resources/cart) asks for: its `intent` field. */
export const CART_INTENTS = {
  add: "add",
  update: "update",
  remove: "remove",
  clear: "clear",
  /** The guest's lines, moved into the account's cart after signing in. */
  merge: "merge",
  applyDiscount: "apply-discount",
  removeDiscount: "remove-discount",
} as const;

export type CartIntent = (typeof CART_INTENTS)[keyof typeof CART_INTENTS];

const KNOWN_INTENTS: ReadonlySet<string> = new Set(Object.values(CART_INTENTS));

/** The intent a form sent, or null for anything else (none, a file, a word the cart does not know). */
export function parseCartIntent(value: unknown): CartIntent | null {
  return typeof value === "string" && KNOWN_INTENTS.has(value) ? (value as CartIntent) : null;
}

/** What the cart's endpoint answers a fetcher's post with (`/resources/cart`'s action). */
export type CartActionData = {
  ok: boolean;
  /** The intent as it was sent (a word the cart does not know included). */
  intent: string;
  /** After a merge: the guest lines the server dealt with (moved, or sold out and dropped). */
  settled?: string[];
};

/** One line of the cart as the server priced it for the viewer (`~/server/cart.server`). */
export type CartLineView = {
  productId: string;
  title: string;
  title_en: string | null;
  image_url: string | null;
  available: boolean;
  quantity: number;
  /** The viewer's price for one, in øre. */
  unitPrice: number;
  /** The role's price before the profile discount, in øre. */
  listPrice: number;
  lineTotal: number;
  /** The price per kg or litre of the viewer's price ('118,00 kr/kg'), where the net quantity is known. */
  measurePrice: UnitPrice | null;
  /** The allergens it contains (null: not declared) and may contain, shown with the line. */
  food: AllergenInfo;
};

export type AppliedDiscount =
  | { code: string; ok: true; type: DiscountType }
  | { code: string; ok: false; problem: Exclude<DiscountCheck, { ok: true }> };

export type CartView = { lines: CartLineView[]; totals: CartTotals; discount: AppliedDiscount | null };

/**
 * Discount codes: whether one applies, and what it is worth. The one place these rules live;
 * the cart, the checkout and order creation all call it (and order creation checks again).
 */
import type { DiscountType } from "./domain";
import { parseKroner, parseOptionalKroner, percentOf } from "./money";

/** A code as the database holds it (numeric columns as text, kroner). */
export type DiscountCodeRecord = {
  code: string;
  active: boolean;
  start_date: Date | string | null;
  end_date: Date | string | null;
  usage_limit: number | null;
  times_used: number;
  minimum_order_amount: string | null;
  discount_type: DiscountType;
  discount_value: string;
};

/** What a valid code does, in øre. */
export type DiscountRule = { code: string; type: DiscountType; value: number };

export type DiscountProblem =
  /** No such code, or switched off: 'Ugyldig rabatkode' / 'Rabatkoden blev ikke fundet eller er udløbet'. */
  | { reason: "not-found" }
  /** Before its start or after its end: 'Rabatkoden er ikke gyldig længere'. */
  | { reason: "expired" }
  /** Used as often as allowed: 'Rabatkode opbrugt'. */
  | { reason: "used-up" }
  /** Below its minimum: 'Du skal købe for mindst {n} kr for at bruge denne rabatkode'. */
  | { reason: "minimum"; minimum: number };

export type DiscountCheck = { ok: true; rule: DiscountRule } | ({ ok: false } & DiscountProblem);

/** What a code can look like: 3 to 32 capitals, digits, "_" and "-". The back office makes no other. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

/** Codes are kept in capitals without surrounding spaces: ' velkommen10 ' is VELKOMMEN10. */
export function normaliseCode(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * The code a shopper's text names, or null when no code can look like it ("rabat 10", an emoji,
 * a NUL byte): such text is simply not a code, and is not worth a question to the database.
 */
export function codeNamedBy(input: string): string | null {
  const code = normaliseCode(input);
  return DISCOUNT_CODE_PATTERN.test(code) ? code : null;
}

export function checkDiscount(
  record: DiscountCodeRecord | null | undefined,
  subtotal: number,
  now = new Date(),
): DiscountCheck {
  if (!record || !record.active) return { ok: false, reason: "not-found" };
  if (record.start_date && new Date(record.start_date) > now) return { ok: false, reason: "expired" };
  if (record.end_date && new Date(record.end_date) < now) return { ok: false, reason: "expired" };
  if (record.usage_limit !== null && record.times_used >= record.usage_limit)
    return { ok: false, reason: "used-up" };
  const minimum = parseOptionalKroner(record.minimum_order_amount);
  if (minimum !== null && subtotal < minimum) return { ok: false, reason: "minimum", minimum };
  return {
    ok: true,
    rule: { code: record.code, type: record.discount_type, value: parseKroner(record.discount_value) },
  };
}

/**
 * Money off the goods, in øre: a percentage of the subtotal (value is the percent in hundredths
 * of a percent, as parseKroner reads "10.00"), or a fixed amount; never more than the subtotal.
 * Free shipping takes nothing off the goods (it removes the freight instead).
 */
export function goodsDiscount(rule: DiscountRule | null, subtotal: number): number {
  if (!rule) return 0;
  switch (rule.type) {
    case "percentage":
      return Math.min(percentOf(subtotal, rule.value / 100), subtotal);
    case "fixed_amount":
      return Math.min(rule.value, subtotal);
    case "free_shipping":
      return 0;
  }
}

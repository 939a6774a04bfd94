/**
 * Money, the one place it is handled.
 *
 * Inside the shop every amount is an integer number of øre (1 kr = 100 øre), so sums and
 * discounts never drift the way floating-point kroner do. The database stores kroner as
 * `numeric(10,2)`, which arrives as a string ("149.50"): `parseKroner` turns it into øre
 * exactly, `toKronerString` turns øre back. Rounding to whole kroner happens only for display.
 */
import type { Language } from "~/i18n/languages";
import { formatNumber } from "~/lib/numbers";

const KRONER_PATTERN = /^(-)?(\d+)(?:[.,](\d{1,2}))?$/;

/** "149.5", "149,50" or 149.5 → 14950 øre. Throws on anything that is not a plain amount. */
export function parseKroner(value: string | number): number {
  const text = typeof value === "number" ? numberToKronerText(value) : value.trim();
  const match = KRONER_PATTERN.exec(text);
  if (!match) throw new RangeError(`Not an amount in kroner: ${JSON.stringify(value)}`);
  const [, minus, whole = "0", fraction = ""] = match;
  const ore = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Amount too large: ${value}`);
  return minus ? -ore : ore;
}

/** The most the back office takes in one amount field: 1,000,000 kr. */
export const MAX_INPUT_ORE = 100_000_000;

/**
 * An amount someone typed ("12,50", "12.5", "12 kr"): øre, or null when it is not a plain,
 * non-negative amount with at most two decimals (thousands separators are not accepted).
 */
export function readKronerInput(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const text = value.trim().replace(/\s*kr\.?$/i, "");
  if (!KRONER_PATTERN.test(text) || text.startsWith("-")) return null;
  const ore = parseKroner(text);
  return ore <= MAX_INPUT_ORE ? ore : null;
}

/** Like `parseKroner`, but `null` for a missing value (a price column that may be empty). */
export function parseOptionalKroner(value: string | number | null | undefined): number | null {
  return value === null || value === undefined || value === "" ? null : parseKroner(value);
}

function numberToKronerText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount in kroner: ${value}`);
  // toFixed(2) rounds 1.005 to "1.00" (binary 1.00499…), which is what the number holds.
  return value.toFixed(2);
}

/** 14950 → "149.50": kroner with two decimals and a point, for the database and feeds. */
export function toKronerString(ore: number): string {
  assertOre(ore);
  const sign = ore < 0 ? "-" : "";
  const abs = Math.abs(ore);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Integer division rounding half away from zero: exact for any safe integers. */
export function divideRounded(numerator: number, denominator: number): number {
  if (denominator <= 0 || !Number.isInteger(denominator)) {
    throw new RangeError("The denominator must be a positive integer");
  }
  const sign = numerator < 0 ? -1 : 1;
  const abs = Math.abs(numerator);
  const quotient = Math.floor(abs / denominator);
  const remainder = abs - quotient * denominator;
  return sign * (remainder * 2 >= denominator ? quotient + 1 : quotient);
}

/** Whole kroner, half away from zero: 14950 øre → 150. */
export function roundToKroner(ore: number): number {
  assertOre(ore);
  return divideRounded(ore, 100);
}

/**
 * A percentage of an amount, rounded to the øre. The percentage may have two decimals
 * ("12.5" or "12.50" as stored in numeric(5,2)) and is computed in hundredths of a percent.
 */
export function percentOf(ore: number, percent: string | number): number {
  assertOre(ore);
  const hundredths = parseKroner(percent); // same shape: up to two decimals
  return divideRounded(ore * hundredths, 10_000);
}

/** The 25% Danish VAT contained in a price that includes it (a fifth of it). */
export const VAT_RATE_PERCENT = 25;
export function vatIncluded(ore: number): number {
  assertOre(ore);
  return divideRounded(ore * VAT_RATE_PERCENT, 100 + VAT_RATE_PERCENT);
}

/** '{n} kr', rounded to whole kroner: 124950 øre → "1.250 kr" (Danish) or "1,250 kr" (English). */
export function formatPrice(ore: number, language: Language): string {
  return `${formatNumber(roundToKroner(ore), language)} kr`;
}

/** To the øre, for the back office and accounts: 124950 → "1.249,50 kr" / "1,249.50 kr". */
export function formatExactPrice(ore: number, language: Language): string {
  assertOre(ore);
  return `${formatNumber(ore / 100, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kr`;
}

function assertOre(ore: number): void {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Not a whole number of øre: ${ore}`);
}

/**
 * Danish CVR numbers (the business register's 8-digit company number), as business customers
 * type them: "24256790", "24 25 67 90" or "DK24256790". A number is checked with the register's
 * modulus-11 rule (weights 2, 7, 6, 5, 4, 3, 2, 1; the weighted sum is divisible by 11), which
 * catches a mistyped or swapped digit before it is printed on an invoice.
 */

const WEIGHTS = [2, 7, 6, 5, 4, 3, 2, 1] as const;

/** What someone typed, without spaces and a "DK" prefix: the digits to check and store. */
export function normalizeCvr(input: string): string {
  return input.replace(/\s+/g, "").replace(/^DK/i, "");
}

/** Exactly 8 digits, the first not 0 (CVR numbers start at 10000000). */
export function hasCvrShape(cvr: string): boolean {
  return /^[1-9]\d{7}$/.test(cvr);
}

/** The modulus-11 check of an 8-digit CVR number. */
export function passesCvrChecksum(cvr: string): boolean {
  if (!hasCvrShape(cvr)) return false;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(cvr[index]), 0);
  return sum % 11 === 0;
}

/** "24256790" → "24 25 67 90", the way the register and invoices write it. */
export function formatCvr(cvr: string): string {
  return hasCvrShape(cvr) ? cvr.replace(/(\d{2})(?=\d)/g, "$1 ") : cvr;
}

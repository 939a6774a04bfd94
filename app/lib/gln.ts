/**
 * GLN numbers (GS1's Global Location Number, in Denmark called an EAN number): the 13 digits a
 * business or public buyer is reached by in NemHandel and Peppol. The last digit is GS1's check
 * digit (weights 1 and 3 alternating from the left, the sum rounded up to a multiple of 10), which
 * catches a mistyped or swapped digit before an e-invoice is addressed to it.
 */

/** What someone typed, without spaces and dashes: the digits to check and store. */
export function normalizeGln(input: string): string {
  return input.replace(/[\s-]+/g, "");
}

/** Exactly 13 digits. */
export function hasGlnShape(gln: string): boolean {
  return /^\d{13}$/.test(gln);
}

/** The check digit of the first 12 digits. */
export function glnCheckDigit(first12: string): number {
  const sum = [...first12].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return (10 - (sum % 10)) % 10;
}

/** A 13-digit number whose last digit is GS1's check digit of the others. */
export function passesGlnCheckDigit(gln: string): boolean {
  return hasGlnShape(gln) && glnCheckDigit(gln.slice(0, 12)) === Number(gln[12]);
}

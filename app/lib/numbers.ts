/**
 * Numbers in the shop's two languages: "1.249,5" in Danish, "1,249.5" in English.
 *
 * Written out here rather than with `Intl.NumberFormat`: a page's first Intl formatter makes the
 * browser load its locale data, some 20–40 ms on the main thread here and several times that on
 * a phone, right while the page hydrates, and every page shows a price. The test checks these
 * against Intl for both languages.
 */
import type { Language } from "~/i18n/languages";

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  da: { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
};

type Digits = { minimumFractionDigits?: number; maximumFractionDigits?: number };

/**
 * `value` rounded to `maximumFractionDigits` (half away from zero), with at least
 * `minimumFractionDigits`, digits grouped by thousands, and a hyphen for a minus.
 */
export function formatNumber(
  value: number,
  language: Language,
  { minimumFractionDigits = 0, maximumFractionDigits = 0 }: Digits = {},
): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  const { group, decimal } = SEPARATORS[language];
  const factor = 10 ** maximumFractionDigits;
  const scaled = Math.round(Math.abs(value) * factor);
  const whole = String(Math.floor(scaled / factor)).replace(/\B(?=(\d{3})+$)/g, group);
  let fraction = String(scaled % factor).padStart(maximumFractionDigits, "0");
  while (fraction.length > minimumFractionDigits && fraction.endsWith("0")) fraction = fraction.slice(0, -1);
  const sign = value < 0 && scaled !== 0 ? "-" : "";
  return `${sign}${whole}${fraction ? decimal + fraction : ""}`;
}

/** A measured amount with at most one decimal: "2,4" / "2.4". */
export function formatDecimal(value: number, language: Language): string {
  return formatNumber(value, language, { maximumFractionDigits: 1 });
}

/** Energy per 100 g from kcal: "218 kJ / 52 kcal" (1 kcal = 4.184 kJ). */
export function formatEnergy(kcal: number, language: Language): string {
  return `${formatDecimal(Math.round(kcal * 4.184), language)} kJ / ${formatDecimal(kcal, language)} kcal`;
}

/** Measured amounts in the shop's two languages (prices: see money.ts). */
import type { Language } from "~/i18n/languages";

const decimalFormats = {
  da: new Intl.NumberFormat("da-DK", { maximumFractionDigits: 1 }),
  en: new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 }),
} as const;

/** A measured amount with at most one decimal: "2,4" / "2.4". */
export function formatDecimal(value: number, language: Language): string {
  return decimalFormats[language].format(value);
}

/** Energy per 100 g from kcal: "218 kJ / 52 kcal" (1 kcal = 4.184 kJ). */
export function formatEnergy(kcal: number, language: Language): string {
  return `${decimalFormats[language].format(Math.round(kcal * 4.184))} kJ / ${decimalFormats[language].format(kcal)} kcal`;
}

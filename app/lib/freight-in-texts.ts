/**
 * The freight rules as the values texts are filled in with (`{{freight}}`, `{{freeFreightFrom}}`,
 * `{{freeFreightKroner}}`): the part of ~/lib/rules-in-texts the home page and the product list
 * need, in a module of its own so their scripts load only the cart's constants, not the
 * subscription, payment-plan and delivery rules the other values come from.
 */
import type { Language } from "~/i18n/languages";
import { FREE_FREIGHT_FROM, FREIGHT } from "./cart";
import { formatPrice, roundToKroner } from "./money";
import { formatNumber } from "./numbers";

/**
 * `{{freeFreightKroner}}` is the limit as a bare number, for the product list's banner, whose
 * Danish words write the amount "400,- kr".
 */
export function freightValues(
  language: Language,
  rules: { freight: number; freeFreightFrom: number } = {
    freight: FREIGHT,
    freeFreightFrom: FREE_FREIGHT_FROM,
  },
) {
  return {
    freight: formatPrice(rules.freight, language),
    freeFreightFrom: formatPrice(rules.freeFreightFrom, language),
    freeFreightKroner: formatNumber(roundToKroner(rules.freeFreightFrom), language),
  };
}

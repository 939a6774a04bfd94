/**
 * The shop's rules that its texts state ("Fragtfri over 400 kr", "mindst 4 krukker", "med 5
 * dages varsel"), as the values those texts are filled in with: a rule changed here changes
 * every text that names it. `rules-in-texts.test.ts` fails on a text that types one of them.
 */
import type { Language } from "~/i18n/languages";
import { FREE_FREIGHT_FROM, FREIGHT } from "./cart";
import { BOOKING_WINDOW_DAYS } from "./delivery";
import { freightValues } from "./freight-in-texts";
import { AUTHORIZE_NOW_DAYS } from "./payment-plan";
import { MIN_JARS, NOTICE_DAYS } from "./subscriptions";

export type ShopRules = {
  /** Øre. */
  freight: number;
  /** Øre. */
  freeFreightFrom: number;
  minJars: number;
  noticeDays: number;
  bookingDays: number;
  authorizeNowDays: number;
};

export const SHOP_RULES: ShopRules = {
  freight: FREIGHT,
  freeFreightFrom: FREE_FREIGHT_FROM,
  minJars: MIN_JARS,
  noticeDays: NOTICE_DAYS,
  bookingDays: BOOKING_WINDOW_DAYS,
  authorizeNowDays: AUTHORIZE_NOW_DAYS,
};

/** The values for a text's `{{freight}}`, `{{freeFreightFrom}}`, `{{minJars}}`… placeholders. */
export function ruleValues(language: Language, rules: ShopRules = SHOP_RULES) {
  return { ...rules, ...freightValues(language, rules) };
}

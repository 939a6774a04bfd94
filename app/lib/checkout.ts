/**
 * The checkout's state lives in its address, so it can be shared, survives a reload and works
 * without JavaScript: /checkout?levering=okoskabet&postnr=2200&skab=…&dato=2026-11-25
 */
import { DELIVERY_PROVIDERS, type DeliveryProvider } from "./domain";

export const DELIVERY_PARAMS = {
  delivery: "levering",
  address: "adresse",
  zip: "postnr",
  locker: "skab",
  date: "dato",
} as const;

export function parseDelivery(value: FormDataEntryValue | string | null): DeliveryProvider | null {
  return (DELIVERY_PROVIDERS as readonly string[]).includes(String(value))
    ? (value as DeliveryProvider)
    : null;
}

/** The accepted payment methods the checkout lists (QuickPay's window offers them). */
export const ACCEPTED_PAYMENT_METHODS = [
  "Dankort",
  "Visa",
  "Mastercard",
  "MobilePay",
  "ViaBill",
  "Klarna",
] as const;

/** What the checkout's action answers the payment form with (`/checkout`'s action). */
export type PayActionData =
  | { ok: true; orderId: string; paymentUrl?: string; paid?: boolean }
  /** `dateRejected`: the delivery date could not take the order; the shopper chooses another. */
  | { ok: false; dateRejected?: boolean };

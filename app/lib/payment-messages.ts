/** The message the payment pop-up posts to the checkout that opened it. */
export const PAYMENT_MESSAGE_SOURCE = "krukke-payment";

export type PaymentMessage = {
  source: typeof PAYMENT_MESSAGE_SOURCE;
  success: boolean;
  cancelled: boolean;
  orderId: string;
};

export function isPaymentMessage(value: unknown): value is PaymentMessage {
  const message = value as Partial<PaymentMessage> | null;
  return (
    message?.source === PAYMENT_MESSAGE_SOURCE &&
    typeof message.orderId === "string" &&
    typeof message.success === "boolean"
  );
}

/** The payment under way, kept in session storage while its window is open. */
export const PENDING_PAYMENT_KEY = "krukke:pending-payment";
export type PendingPayment = { orderId: string; paymentUrl: string };

/**
 * The payment pop-up's return page's parameter naming the page the payment was started from,
 * when it is not the checkout (a season menu's page): where it goes on when no page opened it.
 */
export const PAYMENT_PAGE_PARAM = "side";

/** The page a payment returns to: a local path of the shop, the checkout when none is given. */
export function paymentPage(value: string | null): string {
  return value && /^\/[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) ? value : "/checkout";
}

/**
 * Which QuickPay the shop talks to: the real one when QUICKPAY_API_KEY and QUICKPAY_PRIVATE_KEY
 * are set, otherwise the built-in sandbox. Both through the same client and contract; the
 * shop's calls to the sandbox stay in the process (Request in, Response out, no network).
 */
import { config } from "../config.server";
import { createQuickPayClient, type QuickPayClient } from "./quickpay.server";
import { handleSandboxApi, SANDBOX_API_PATH, sandboxKeys } from "./quickpay-sandbox.server";

/** The payment methods offered in QuickPay's window (the checkout lists them for the shopper). */
export const PAYMENT_METHODS = "creditcard,mobilepay,viabill,klarna-payments";

/**
 * The methods that save a card or agreement the shop may charge again without the customer
 * (QuickPay's subscriptions): cards and MobilePay Subscriptions.
 */
export const RECURRING_PAYMENT_METHODS = PAYMENT_METHODS.split(",")
  .filter((method) => method === "creditcard" || method === "mobilepay")
  .map((method) => (method === "mobilepay" ? "mobilepay-subscriptions" : method))
  .join(",");

export type PaymentGateway = { client: QuickPayClient; privateKey: string; sandbox: boolean };

export function paymentGateway(): PaymentGateway {
  const cfg = config();
  if (cfg.quickpay) {
    return {
      client: createQuickPayClient({ apiUrl: cfg.quickpay.apiUrl, apiKey: cfg.quickpay.apiKey }),
      privateKey: cfg.quickpay.privateKey,
      sandbox: false,
    };
  }
  const keys = sandboxKeys();
  return {
    client: createQuickPayClient({
      apiUrl: `${cfg.publicUrl}${SANDBOX_API_PATH}`,
      apiKey: keys.apiKey,
      fetch: async (input, init) => handleSandboxApi(new Request(input, init)),
    }),
    privateKey: keys.privateKey,
    sandbox: true,
  };
}

/**
 * Test cards pay for nothing on a live account, whatever NODE_ENV says: only the sandbox (whose
 * payments are all test payments) and a shop that asks for it (QUICKPAY_TEST_MODE, a staging
 * shop before launch, with the test-shop banner on every page) take them.
 */
export function refusesTestPayments(): boolean {
  const { quickpay } = config();
  return quickpay !== null && !quickpay.acceptsTestPayments;
}

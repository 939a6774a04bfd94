/**
 * A client for QuickPay's API v10 (docs/integrations.md, "QuickPay API v10"): payments, payment
 * links, capture, cancel, refund; and the checksum that signs QuickPay's callbacks. Amounts are
 * øre. The same client talks to the built-in sandbox, which speaks the same contract.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

export const operationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  amount: z.number().int(),
  pending: z.boolean(),
  qp_status_code: z.string().nullable().optional(),
  qp_status_msg: z.string().nullable().optional(),
  aq_status_code: z.string().nullable().optional(),
  aq_status_msg: z.string().nullable().optional(),
  created_at: z.string().optional(),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  order_id: z.string(),
  currency: z.string(),
  state: z.string(),
  accepted: z.boolean(),
  test_mode: z.boolean().optional().default(false),
  balance: z.number().int().optional().default(0),
  variables: z.record(z.string(), z.unknown()).nullable().optional(),
  link: z.object({ url: z.string(), amount: z.number().int() }).passthrough().nullable().optional(),
  operations: z.array(operationSchema).default([]),
  /** When QuickPay last changed the payment: with the operations' ids, how new a snapshot is. */
  updated_at: z.string().nullable().optional(),
});

/** A QuickPay subscription: an agreement the customer authorized once, charged per delivery. */
export const subscriptionSchema = paymentSchema.omit({ balance: true }).extend({
  type: z.literal("Subscription"),
  description: z.string().nullable().optional(),
  metadata: z
    .object({ brand: z.string().nullable().optional(), last4: z.string().nullable().optional() })
    .passthrough()
    .nullable()
    .optional(),
});

export type QuickPayOperation = z.infer<typeof operationSchema>;
export type QuickPaySubscription = z.infer<typeof subscriptionSchema>;
export type QuickPayPayment = z.infer<typeof paymentSchema>;

export type BasketLine = {
  qty: number;
  item_no: string;
  item_name: string;
  item_price: number;
  vat_rate: number;
};

export type PaymentLinkOptions = {
  /** øre */
  amount: number;
  continueUrl: string;
  cancelUrl: string;
  callbackUrl: string;
  language: "da" | "en";
  paymentMethods?: string;
  autoCapture?: boolean;
};

export class QuickPayError extends Error {
  override name = "QuickPayError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export type QuickPayClient = {
  createPayment(input: {
    orderId: string;
    currency: string;
    variables?: Record<string, string>;
    basket?: BasketLine[];
    shipping?: { amount: number; vat_rate: number };
  }): Promise<QuickPayPayment>;
  createLink(paymentId: number, options: PaymentLinkOptions): Promise<{ url: string }>;
  /** Invalidates the payment's link: nobody can open the payment window for it any more. */
  deleteLink(paymentId: number): Promise<void>;
  getPayment(paymentId: number): Promise<QuickPayPayment>;
  findPaymentByOrderId(orderId: string): Promise<QuickPayPayment | null>;
  capture(paymentId: number, amount: number): Promise<QuickPayPayment>;
  cancel(paymentId: number): Promise<QuickPayPayment>;
  refund(paymentId: number, amount: number): Promise<QuickPayPayment>;
  createSubscription(input: { orderId: string; description: string }): Promise<QuickPaySubscription>;
  /** The window in which the customer authorizes the subscription (card or MobilePay Subscriptions). */
  createSubscriptionLink(subscriptionId: number, options: PaymentLinkOptions): Promise<{ url: string }>;
  getSubscription(subscriptionId: number): Promise<QuickPaySubscription>;
  findSubscriptionByOrderId(orderId: string): Promise<QuickPaySubscription | null>;
  /** One recurring payment on the subscription: a new payment with its own order_id. */
  recurring(subscriptionId: number, input: { orderId: string; amount: number }): Promise<QuickPayPayment>;
  cancelSubscription(subscriptionId: number): Promise<QuickPaySubscription>;
};

export function createQuickPayClient(options: {
  apiUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): QuickPayClient {
  const send = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`:${options.apiKey}`).toString("base64")}`;

  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await send(`${options.apiUrl}${path}`, {
        method,
        headers: {
          Authorization: authorization,
          "Accept-Version": "v10",
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new QuickPayError(
        timedOut ? "QuickPay did not answer in time" : `QuickPay could not be reached (${String(error)})`,
      );
    }
    const text = await response.text();
    const json = text ? safeJson(text) : null;
    if (!response.ok) {
      const message = (json as { message?: unknown } | null)?.message;
      throw new QuickPayError(
        `QuickPay answered ${response.status}: ${typeof message === "string" ? message : text.slice(0, 200)}`,
        response.status,
      );
    }
    return json;
  }

  const payment = async (method: string, path: string, body?: unknown) => {
    const parsed = paymentSchema.safeParse(await call(method, path, body));
    if (!parsed.success) throw new QuickPayError("QuickPay answered with something that is not a payment");
    return parsed.data;
  };

  const subscription = async (method: string, path: string, body?: unknown) => {
    const parsed = subscriptionSchema.safeParse(await call(method, path, body));
    if (!parsed.success)
      throw new QuickPayError("QuickPay answered with something that is not a subscription");
    return parsed.data;
  };

  async function link(path: string, options: PaymentLinkOptions) {
    const answer = (await call("PUT", path, {
      amount: options.amount,
      continue_url: options.continueUrl,
      cancel_url: options.cancelUrl,
      callback_url: options.callbackUrl,
      language: options.language,
      payment_methods: options.paymentMethods,
      auto_capture: options.autoCapture ?? false,
    })) as { url?: unknown } | null;
    if (typeof answer?.url !== "string") throw new QuickPayError("QuickPay answered without a payment link");
    return { url: answer.url };
  }

  return {
    createPayment: ({ orderId, currency, variables, basket, shipping }) =>
      payment("POST", "/payments", { order_id: orderId, currency, variables, basket, shipping }),
    createLink: (paymentId, options) => link(`/payments/${paymentId}/link`, options),
    async deleteLink(paymentId) {
      await call("DELETE", `/payments/${paymentId}/link`);
    },
    getPayment: (paymentId) => payment("GET", `/payments/${paymentId}`),
    async findPaymentByOrderId(orderId) {
      const list = z
        .array(paymentSchema)
        .safeParse(await call("GET", `/payments?order_id=${encodeURIComponent(orderId)}`));
      if (!list.success)
        throw new QuickPayError("QuickPay answered with something that is not a list of payments");
      return list.data[0] ?? null;
    },
    capture: (paymentId, amount) =>
      payment("POST", `/payments/${paymentId}/capture?synchronized`, { amount }),
    cancel: (paymentId) => payment("POST", `/payments/${paymentId}/cancel?synchronized`),
    refund: (paymentId, amount) => payment("POST", `/payments/${paymentId}/refund?synchronized`, { amount }),
    createSubscription: ({ orderId, description }) =>
      subscription("POST", "/subscriptions", { order_id: orderId, currency: "DKK", description }),
    createSubscriptionLink: (subscriptionId, options) =>
      link(`/subscriptions/${subscriptionId}/link`, options),
    getSubscription: (subscriptionId) => subscription("GET", `/subscriptions/${subscriptionId}`),
    async findSubscriptionByOrderId(orderId) {
      const list = z
        .array(subscriptionSchema)
        .safeParse(await call("GET", `/subscriptions?order_id=${encodeURIComponent(orderId)}`));
      if (!list.success)
        throw new QuickPayError("QuickPay answered with something that is not a list of subscriptions");
      return list.data[0] ?? null;
    },
    recurring: (subscriptionId, { orderId, amount }) =>
      payment("POST", `/subscriptions/${subscriptionId}/recurring?synchronized`, {
        order_id: orderId,
        amount,
        auto_capture: false,
      }),
    cancelSubscription: (subscriptionId) =>
      subscription("POST", `/subscriptions/${subscriptionId}/cancel?synchronized`),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The hex HMAC-SHA256 of a callback's raw body, keyed with the account's private key. */
export function quickPayChecksum(rawBody: string, privateKey: string): string {
  return createHmac("sha256", privateKey).update(rawBody, "utf8").digest("hex");
}

/** Compares in constant time, so the checksum cannot be guessed byte by byte. */
export function isValidQuickPayChecksum(rawBody: string, header: string | null, privateKey: string): boolean {
  if (!header || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(quickPayChecksum(rawBody, privateKey), "hex");
  const given = Buffer.from(header, "hex");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** What QuickPay's operations say about the money: authorized, captured, refunded, cancelled. */
export function paymentFacts(payment: QuickPayPayment) {
  const done = (type: string) =>
    payment.operations.filter(
      (operation) => operation.type === type && !operation.pending && operation.qp_status_code === "20000",
    );
  const authorized = done("authorize").reduce((sum, operation) => sum + operation.amount, 0);
  const captured = done("capture").reduce((sum, operation) => sum + operation.amount, 0);
  const refunded = done("refund").reduce((sum, operation) => sum + operation.amount, 0);
  const cancelled = done("cancel").length > 0;
  const rejected = payment.operations.some(
    (operation) =>
      operation.type === "authorize" && !operation.pending && operation.qp_status_code !== "20000",
  );
  /** An authorization under way (3-D Secure, MobilePay waiting for the phone). */
  const authorizing = payment.operations.some(
    (operation) => operation.type === "authorize" && operation.pending,
  );
  /** Money on hold that nothing has taken or released: what a cancelled order must let go of. */
  const onHold = payment.accepted && authorized > 0 && captured === 0 && !cancelled;
  /**
   * Money drawn and not given back: what a cancelled order must refund. Only a payment captured
   * at once (a season pre-order, `auto_capture`) has it before dispatch.
   */
  const unrefunded = Math.max(0, captured - refunded);
  return {
    authorized,
    captured,
    refunded,
    unrefunded,
    cancelled,
    rejected,
    authorizing,
    onHold,
    /** The shop holds or has drawn money of the payment: on hold, or captured and not refunded. */
    keepsMoney: onHold || unrefunded > 0,
    accepted: payment.accepted,
  };
}

/** How new a snapshot is: its latest operation, then QuickPay's updated_at. */
export function snapshotVersion(payment: QuickPayPayment): { operationId: number; updatedAt: Date | null } {
  const operationId = payment.operations.reduce((latest, operation) => Math.max(latest, operation.id), 0);
  const updatedAt = payment.updated_at ? new Date(payment.updated_at) : null;
  return { operationId, updatedAt: updatedAt && !Number.isNaN(updatedAt.getTime()) ? updatedAt : null };
}

/**
 * Whether a snapshot is older than what the shop already has: fewer operations, or the same
 * operations as they stood before. QuickPay's operation ids and updated_at only grow, so a
 * replayed or late callback can never roll the payment back.
 */
export function isOlderSnapshot(
  snapshot: { operationId: number; updatedAt: Date | null },
  known: { operationId: number | null; updatedAt: Date | null },
): boolean {
  if (known.operationId === null) return false;
  if (snapshot.operationId !== known.operationId) return snapshot.operationId < known.operationId;
  return Boolean(snapshot.updatedAt && known.updatedAt && snapshot.updatedAt < known.updatedAt);
}

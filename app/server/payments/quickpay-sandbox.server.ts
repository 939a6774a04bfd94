/**
 * The built-in QuickPay sandbox, used when no QuickPay keys are configured. It serves the same
 * HTTP contract as QuickPay's API v10 (under /sandbox/quickpay/api, and in-process for the shop's
 * own client), shows a payment window that is clearly a test, reproduces QuickPay's test cards
 * and posts callbacks signed like QuickPay's to the payment's callback address.
 *
 * Its keys are derived from the shop's secret, so nobody can forge its callbacks.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { AUTHORIZATION_LAPSES_DAYS } from "~/lib/payment-plan";
import { shopNow } from "../clock.server";
import { config } from "../config.server";
import { describeError } from "../errors.server";
import { getDb, type Transaction } from "../db/index.server";
import { sandboxPayments } from "../db/schema.server";
import { logger } from "../logger.server";
import { authSecret } from "../secret.server";
import { quickPayChecksum, type QuickPayOperation } from "./quickpay.server";

export const SANDBOX_API_PATH = "/sandbox/quickpay/api";
export const SANDBOX_WINDOW_PATH = "/sandbox/quickpay/vindue";

export function sandboxKeys() {
  const derive = (purpose: string) =>
    createHmac("sha256", authSecret()).update(`quickpay-sandbox:${purpose}`).digest("hex");
  return { apiKey: derive("api-key"), privateKey: derive("private-key") };
}

/** QuickPay's test cards (docs/integrations.md, "QuickPay API v10") and what the sandbox does with each. */
export const TEST_CARDS = {
  approved: { number: "1000 0000 0000 0008", brand: "visa" },
  rejected: { number: "1000 0000 0000 0016", brand: "visa" },
  captureRejected: { number: "1000 0000 0000 0032", brand: "visa" },
  refundRejected: { number: "1000 0000 0000 0040", brand: "visa" },
  cancelRejected: { number: "1000 0000 0000 0057", brand: "visa" },
  /** The expired card: a subscription authorizes, every recurring payment on it is declined. */
  expired: { number: "1000 0000 0000 0024", brand: "visa" },
} as const;
export type TestCard = keyof typeof TEST_CARDS;

type SandboxLink = {
  /** When the shop deleted the link: no new window opens, one already open may still pay. */
  deleted_at?: string;
  url: string;
  amount: number;
  continue_url: string;
  cancel_url: string;
  callback_url: string;
  language: string;
  payment_methods: string | null;
  auto_capture: boolean;
};

type SandboxPayment = {
  id: number;
  order_id: string;
  type: "Payment";
  currency: string;
  state: string;
  accepted: boolean;
  test_mode: true;
  acquirer: "sandbox";
  balance: number;
  variables: Record<string, unknown>;
  basket: unknown[];
  shipping: unknown;
  metadata: { brand?: string; last4?: string; test_card?: TestCard };
  link: SandboxLink | null;
  operations: QuickPayOperation[];
  created_at: string;
  updated_at: string;
  /** A recurring payment's callbacks go where its subscription's went (it has no link). */
  callback_url?: string;
  subscription_id?: number;
};

type SandboxSubscription = Omit<
  SandboxPayment,
  "type" | "balance" | "basket" | "shipping" | "callback_url" | "subscription_id"
> & {
  type: "Subscription";
  description: string;
};

const APPROVED = {
  qp_status_code: "20000",
  qp_status_msg: "Approved",
  aq_status_code: "000",
  aq_status_msg: "Approved",
};
const REJECTED = {
  qp_status_code: "40000",
  qp_status_msg: "Rejected By Acquirer",
  aq_status_code: "100",
  aq_status_msg: "Declined",
};
/** A capture after the card's hold was released: QuickPay's `40002`. */
const EXPIRED = {
  qp_status_code: "40002",
  qp_status_msg: "Authorization expired",
  aq_status_code: "100",
  aq_status_msg: "Declined",
};

/**
 * How long an authorization holds the money in the sandbox, on the shop's clock: Visa's about
 * 7 days (docs/decisions/0012), the same the shop counts with (~/lib/payment-plan). A capture after that is refused with `40002`.
 */
export const SANDBOX_AUTHORIZATION_DAYS = AUTHORIZATION_LAPSES_DAYS;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const problem = (status: number, message: string, errors?: Record<string, string[]>) =>
  json({ message, errors }, status);

/**
 * A payment id nobody can guess (QuickPay's are not counted from 1 either): any integer up to
 * 2^53, so it stays a JSON number as QuickPay's are.
 */
function randomPaymentId(): number {
  return Number(randomBytes(8).readBigUInt64BE() % BigInt(Number.MAX_SAFE_INTEGER - 1_000_000)) + 1_000_000;
}

async function loadAny(id: number, tx?: Transaction): Promise<SandboxPayment | SandboxSubscription | null> {
  if (!Number.isSafeInteger(id)) return null;
  const query = (tx ?? getDb()).select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  // In a transaction the row stays locked until it ends: operations on one payment take turns.
  const [row] = tx ? await query.for("update") : await query;
  return row ? (row.body as SandboxPayment | SandboxSubscription) : null;
}

async function load(id: number): Promise<SandboxPayment | null> {
  const found = await loadAny(id);
  return found?.type === "Payment" ? found : null;
}

async function loadSubscription(id: number): Promise<SandboxSubscription | null> {
  const found = await loadAny(id);
  return found?.type === "Subscription" ? found : null;
}

async function save<T extends SandboxPayment | SandboxSubscription>(
  payment: T,
  tx?: Transaction,
): Promise<T> {
  payment.updated_at = new Date().toISOString();
  await (tx ?? getDb())
    .update(sandboxPayments)
    .set({ body: payment, state: payment.state, accepted: payment.accepted })
    .where(eq(sandboxPayments.id, payment.id));
  return payment;
}

function addOperation(
  payment: SandboxPayment | SandboxSubscription,
  type: string,
  amount: number,
  outcome: typeof APPROVED | typeof REJECTED | typeof EXPIRED,
) {
  payment.operations.push({
    id: payment.operations.length + 1,
    type,
    amount,
    pending: false,
    ...outcome,
    // The shop's clock, so that a test can let an authorization lapse (SANDBOX_AUTHORIZATION_DAYS).
    created_at: shopNow().toISOString(),
  });
}

/** POSTs the payment to its callback address, signed as QuickPay signs callbacks. */
export async function sendCallback(
  payment: SandboxPayment | SandboxSubscription,
  url = payment.link?.callback_url ?? (payment.type === "Payment" ? payment.callback_url : undefined),
): Promise<void> {
  if (!url) return;
  const body = JSON.stringify(payment);
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "QuickPay-Resource-Type": payment.type,
        "QuickPay-Account-ID": "sandbox",
        "QuickPay-API-Version": "v10",
        "QuickPay-Checksum-Sha256": quickPayChecksum(body, sandboxKeys().privateKey),
      },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok)
      logger.warn({ url, status: response.status }, "sandbox payment callback was not accepted");
  } catch (error) {
    // The shop polls payments whose callback never came (the reconciliation job).
    logger.warn({ url, err: describeError(error) }, "sandbox payment callback could not be delivered");
  }
}

/** The sandbox's API: the QuickPay v10 endpoints the shop uses, with QuickPay's answers. */
export async function handleSandboxApi(request: Request): Promise<Response> {
  const expected = `Basic ${Buffer.from(`:${sandboxKeys().apiKey}`).toString("base64")}`;
  if (request.headers.get("Authorization") !== expected) return problem(401, "Invalid API key");
  if (request.headers.get("Accept-Version") !== "v10") return problem(400, "Unsupported API version");
  const url = new URL(request.url);
  const path = url.pathname.slice(url.pathname.indexOf(SANDBOX_API_PATH) + SANDBOX_API_PATH.length);
  const body =
    request.method === "GET" ? {} : ((await request.json().catch(() => ({}))) as Record<string, unknown>);
  const callbackOverride = request.headers.get("QuickPay-Callback-Url") ?? undefined;

  if (request.method === "POST" && path === "/payments") return createPayment(body);
  if (request.method === "POST" && path === "/subscriptions") return createSubscription(body);
  if (request.method === "GET" && (path === "/payments" || path === "/subscriptions")) {
    const orderId = url.searchParams.get("order_id");
    const [row] = orderId
      ? await getDb().select().from(sandboxPayments).where(eq(sandboxPayments.order_id, orderId))
      : [];
    const type = path === "/payments" ? "Payment" : "Subscription";
    return json(row && (row.body as { type: string }).type === type ? [row.body] : []);
  }
  const subscriptionPath = /^\/subscriptions\/(\d+)(?:\/(link|recurring|cancel))?$/.exec(path);
  if (subscriptionPath) {
    const subscription = await loadSubscription(Number(subscriptionPath[1]));
    if (!subscription) return problem(404, "Not found: subscription");
    const action = subscriptionPath[2];
    if (!action && request.method === "GET") return json(subscription);
    if (action === "link" && request.method === "PUT") return createLink(subscription, body);
    if (action === "recurring" && request.method === "POST")
      return recurring(subscription, body, callbackOverride);
    if (action === "cancel" && request.method === "POST")
      return cancelSubscription(subscription, callbackOverride);
    return problem(405, "Method not allowed");
  }
  const match = /^\/payments\/(\d+)(?:\/(link|capture|cancel|refund))?$/.exec(path);
  if (!match) return problem(404, "Not found");
  const payment = await load(Number(match[1]));
  if (!payment) return problem(404, "Not found: payment");
  const action = match[2];

  if (!action && request.method === "GET") return json(payment);
  if (action === "link" && request.method === "PUT") return createLink(payment, body);
  if (action === "link" && request.method === "DELETE") {
    if (payment.link && !payment.link.deleted_at) payment.link.deleted_at = new Date().toISOString();
    await save(payment);
    return new Response(null, { status: 204 });
  }
  if (request.method === "POST" && (action === "capture" || action === "cancel" || action === "refund")) {
    return operate(payment.id, action, body, callbackOverride);
  }
  return problem(405, "Method not allowed");
}

/** A creation's order id and currency, or QuickPay's answer to ones it does not take. */
function orderFields(body: Record<string, unknown>): { orderId: string; currency: "DKK" } | Response {
  const orderId = typeof body.order_id === "string" ? body.order_id : "";
  if (!/^[a-zA-Z0-9]{4,20}$/.test(orderId)) {
    return problem(400, "Validation error", { order_id: ["must be 4-20 characters a-z, A-Z, 0-9"] });
  }
  if (body.currency !== "DKK") return problem(400, "Validation error", { currency: ["is not supported"] });
  return { orderId, currency: body.currency };
}

async function createPayment(body: Record<string, unknown>): Promise<Response> {
  const fields = orderFields(body);
  if (fields instanceof Response) return fields;
  const { orderId, currency } = fields;
  const now = new Date().toISOString();
  const draft = {
    order_id: orderId,
    type: "Payment" as const,
    currency,
    state: "initial",
    accepted: false,
    test_mode: true as const,
    acquirer: "sandbox" as const,
    balance: 0,
    variables: (body.variables as Record<string, unknown> | undefined) ?? {},
    basket: Array.isArray(body.basket) ? body.basket : [],
    shipping: body.shipping ?? null,
    metadata: {},
    link: null,
    operations: [],
    created_at: now,
    updated_at: now,
  };
  const created: SandboxPayment = { ...draft, id: randomPaymentId() };
  const inserted = await getDb()
    .insert(sandboxPayments)
    .values({ id: created.id, order_id: orderId, currency, body: created })
    .onConflictDoNothing()
    .returning({ id: sandboxPayments.id });
  const payment = inserted.length > 0 ? created : null;
  if (!payment) return problem(400, "Validation error", { order_id: ["is already taken"] });
  return json(payment, 201);
}

async function createSubscription(body: Record<string, unknown>): Promise<Response> {
  const fields = orderFields(body);
  if (fields instanceof Response) return fields;
  const { orderId, currency } = fields;
  if (typeof body.description !== "string" || !body.description)
    return problem(400, "Validation error", { description: ["is required"] });
  const now = new Date().toISOString();
  const created: SandboxSubscription = {
    id: randomPaymentId(),
    order_id: orderId,
    type: "Subscription",
    description: body.description.slice(0, 200),
    currency,
    state: "initial",
    accepted: false,
    test_mode: true,
    acquirer: "sandbox",
    variables: (body.variables as Record<string, unknown> | undefined) ?? {},
    metadata: {},
    link: null,
    operations: [],
    created_at: now,
    updated_at: now,
  };
  const inserted = await getDb()
    .insert(sandboxPayments)
    .values({ id: created.id, order_id: orderId, currency: "DKK", body: created })
    .onConflictDoNothing()
    .returning({ id: sandboxPayments.id });
  if (inserted.length === 0) return problem(400, "Validation error", { order_id: ["is already taken"] });
  return json(created, 201);
}

/** A recurring payment on an authorized subscription: authorized at once (or declined, the expired card). */
async function recurring(
  subscription: SandboxSubscription,
  body: Record<string, unknown>,
  callbackOverride?: string,
): Promise<Response> {
  if (subscription.state !== "active") return problem(400, "Subscription is not active");
  const amount = body.amount;
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0)
    return problem(400, "Validation error", { amount: ["must be a positive integer"] });
  const created = await createPayment({ order_id: body.order_id, currency: subscription.currency });
  if (created.status !== 201) return created;
  const payment = (await created.json()) as SandboxPayment;
  const card = subscription.metadata.test_card;
  const approved = card !== "expired";
  payment.metadata = { ...subscription.metadata };
  payment.subscription_id = subscription.id;
  payment.callback_url = callbackOverride ?? subscription.link?.callback_url;
  addOperation(payment, "authorize", amount as number, approved ? APPROVED : REJECTED);
  payment.accepted = approved;
  payment.state = approved ? "new" : "rejected";
  if (approved && body.auto_capture === true) {
    addOperation(payment, "capture", amount as number, APPROVED);
    payment.state = "processed";
    payment.balance = amount as number;
  }
  await save(payment);
  await sendCallback(payment);
  return json(payment, 202);
}

async function cancelSubscription(
  subscription: SandboxSubscription,
  callbackOverride?: string,
): Promise<Response> {
  if (subscription.state !== "cancelled") {
    addOperation(subscription, "cancel", 0, APPROVED);
    subscription.state = "cancelled";
    if (subscription.link && !subscription.link.deleted_at)
      subscription.link.deleted_at = new Date().toISOString();
    await save(subscription);
    await sendCallback(subscription, callbackOverride);
  }
  return json(subscription, 202);
}

async function createLink(
  payment: SandboxPayment | SandboxSubscription,
  body: Record<string, unknown>,
): Promise<Response> {
  const amount = body.amount;
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0)
    return problem(400, "Validation error", { amount: ["must be a positive integer"] });
  if (payment.accepted) return problem(400, "Payment is already authorized");
  if (payment.link?.deleted_at) return problem(400, "Payment link was deleted");
  const shipping =
    payment.type === "Payment" ? ((payment.shipping as { amount?: number } | null)?.amount ?? 0) : 0;
  const basket = payment.type === "Payment" ? (payment.basket as { qty: number; item_price: number }[]) : [];
  const methods = typeof body.payment_methods === "string" ? body.payment_methods : null;
  if (methods?.includes("klarna-payments") && basket.length > 0) {
    const basketTotal = basket.reduce((sum, item) => sum + item.qty * item.item_price, 0) + shipping;
    if (basketTotal !== amount)
      return problem(400, "Validation error", { basket: ["must add up to the amount for Klarna"] });
  }
  payment.link = {
    url: `${config().publicUrl}${SANDBOX_WINDOW_PATH}/${payment.id}`,
    amount: amount as number,
    continue_url: String(body.continue_url ?? ""),
    cancel_url: String(body.cancel_url ?? ""),
    callback_url: String(body.callback_url ?? ""),
    language: String(body.language ?? "da"),
    payment_methods: methods,
    auto_capture: body.auto_capture === true,
  };
  await save(payment);
  return json({ url: payment.link.url });
}

/** Whether the payment's authorization is older than the card's hold lasts, on the shop's clock. */
function authorizationLapsed(payment: SandboxPayment): boolean {
  const authorize = payment.operations.find((o) => o.type === "authorize" && o.qp_status_code === "20000");
  if (!authorize?.created_at) return false;
  return (
    shopNow().getTime() - Date.parse(authorize.created_at) > SANDBOX_AUTHORIZATION_DAYS * 24 * 60 * 60_000
  );
}

const authorized = (payment: SandboxPayment) =>
  payment.operations
    .filter((o) => o.type === "authorize" && o.qp_status_code === "20000")
    .reduce((sum, o) => sum + o.amount, 0);
const total = (payment: SandboxPayment, type: string) =>
  payment.operations
    .filter((o) => o.type === type && o.qp_status_code === "20000")
    .reduce((sum, o) => sum + o.amount, 0);

/**
 * A capture, cancel or refund, as QuickPay does it: one at a time per payment (the row is locked
 * while it is decided and saved), so two at the same moment both count, each against the other.
 */
async function operate(
  id: number,
  action: "capture" | "cancel" | "refund",
  body: Record<string, unknown>,
  callbackUrl?: string,
): Promise<Response> {
  const outcome = await getDb().transaction(async (tx): Promise<SandboxPayment | Response> => {
    const payment = await loadAny(id, tx);
    if (payment?.type !== "Payment") return problem(404, "Not found: payment");
    const card = payment.metadata.test_card;
    if (action === "cancel") {
      if (!payment.accepted || total(payment, "capture") > 0)
        return problem(400, "Payment cannot be cancelled in its state");
      const ok = card !== "cancelRejected";
      addOperation(payment, "cancel", 0, ok ? APPROVED : REJECTED);
      if (ok) payment.state = "rejected";
    } else {
      const amount = body.amount;
      if (!Number.isSafeInteger(amount) || (amount as number) <= 0)
        return problem(400, "Validation error", { amount: ["must be a positive integer"] });
      if (action === "capture") {
        if (!payment.accepted || payment.state === "rejected")
          return problem(400, "Payment is not authorized");
        if (total(payment, "capture") + (amount as number) > authorized(payment))
          return problem(400, "Capture amount exceeds the authorized amount");
        const ok = card !== "captureRejected";
        addOperation(
          payment,
          "capture",
          amount as number,
          authorizationLapsed(payment) ? EXPIRED : ok ? APPROVED : REJECTED,
        );
        if (payment.operations.at(-1)!.qp_status_code === "20000") payment.state = "processed";
      } else {
        if (total(payment, "refund") + (amount as number) > total(payment, "capture"))
          return problem(400, "Refund amount exceeds the captured amount");
        addOperation(payment, "refund", amount as number, card !== "refundRejected" ? APPROVED : REJECTED);
      }
    }
    payment.balance = total(payment, "capture") - total(payment, "refund");
    return save(payment, tx);
  });
  if (outcome instanceof Response) return outcome;
  await sendCallback(outcome, callbackUrl);
  return json(outcome, 202);
}

/** How long a window, once open, may still be paid in (QuickPay's sessions also run out). */
const WINDOW_SESSION_MS = 30 * 60 * 1000;

function sessionMac(id: number, openedAt: number): string {
  return createHmac("sha256", sandboxKeys().privateKey)
    .update(`window:${id}:${openedAt}`)
    .digest("base64url");
}

/** The window's session: when it was opened, signed, so a window open before the link was deleted can finish. */
function windowSession(id: number, openedAt = Date.now()): string {
  return `${openedAt}.${sessionMac(id, openedAt)}`;
}

function sessionOpenedAt(id: number, session: unknown): number | null {
  if (typeof session !== "string") return null;
  const [opened, mac] = session.split(".");
  if (!opened || !mac || !/^\d{1,15}$/.test(opened)) return null;
  const expected = Buffer.from(sessionMac(id, Number(opened)));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given) ? Number(opened) : null;
}

/** What the test payment window shows; null once the link is gone (or never was). */
export async function sandboxWindow(id: number) {
  const payment = await loadAny(id);
  if (!payment?.link || payment.link.deleted_at) return null;
  return {
    id: payment.id,
    kind: payment.type,
    orderId: payment.order_id,
    amount: payment.link.amount,
    currency: payment.currency,
    language: payment.link.language,
    cancelUrl: payment.link.cancel_url,
    done: payment.accepted,
    session: windowSession(payment.id),
  };
}

/** Where a window goes when it is cancelled: the payment's cancel address, if it has one. */
export async function sandboxCancelUrl(id: number): Promise<string | null> {
  return (await loadAny(id))?.link?.cancel_url ?? null;
}

/**
 * The shopper pays with a test card in the window: the authorization is recorded, the callback
 * sent, and the browser goes on to the shop (continue address when approved, cancel otherwise).
 * A window opened before the shop deleted the link (its `session`) can still pay, as QuickPay's
 * can: the shop must cope with that authorization.
 */
export async function payInSandbox(id: number, card: TestCard, session?: string): Promise<string | null> {
  const payment = await loadAny(id);
  if (!payment?.link) return null;
  if (payment.link.deleted_at) {
    const openedAt = sessionOpenedAt(id, session);
    const open =
      openedAt !== null &&
      openedAt <= Date.parse(payment.link.deleted_at) &&
      Date.now() - openedAt < WINDOW_SESSION_MS;
    if (!open) return null;
  }
  if (payment.accepted) return payment.link.continue_url;
  const approved = card !== "rejected";
  payment.metadata = {
    brand: TEST_CARDS[card].brand,
    last4: TEST_CARDS[card].number.slice(-4),
    test_card: card,
  };
  addOperation(payment, "authorize", payment.link.amount, approved ? APPROVED : REJECTED);
  payment.accepted = approved;
  if (payment.type === "Subscription") payment.state = approved ? "active" : "rejected";
  else payment.state = approved ? "new" : "rejected";
  if (approved && payment.type === "Payment" && payment.link.auto_capture) {
    addOperation(payment, "capture", payment.link.amount, APPROVED);
    payment.state = "processed";
    payment.balance = payment.link.amount;
  }
  await save(payment);
  await sendCallback(payment);
  return approved ? payment.link.continue_url : payment.link.cancel_url;
}

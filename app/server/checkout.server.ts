/**
 * Placing an order and starting its payment. The order is built on the server from the
 * database alone: the customer's cart, prices for their role and discount, the discount code
 * checked again (and its use counted without ever passing its limit), freight, delivery. Nothing
 * the browser says about money is used.
 */
import { randomUUID } from "node:crypto";
import { and, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import type { Language } from "~/i18n/languages";
import { priceCart } from "~/lib/cart";
import { missingProfileFields, selectableDates, type ProfileForDelivery } from "~/lib/delivery";
import { shopDate } from "~/lib/copenhagen";
import { payableAt, UNPAID_HOLD_MINUTES, unpaidHold, type DayProblem } from "~/lib/delivery-calendar";
import { isUuid } from "~/lib/ids";
import { checkDiscount, normaliseCode, type DiscountProblem, type DiscountRule } from "~/lib/discounts";
import { parseKroner } from "~/lib/money";
import { awaitsPayment, paymentPlanFor } from "~/lib/payment-plan";
import { orderNumber } from "~/lib/orders";
import { PAYMENT_PAGE_PARAM } from "~/lib/payment-messages";
import { priceForViewer } from "~/lib/pricing";
import { foodColumns, inShop } from "./catalogue.server";
import { config } from "./config.server";
import { getDb, type Database, type Transaction } from "./db/index.server";
import {
  cartItems,
  discountCodes,
  orderItems,
  orders,
  products,
  profiles,
  type Order,
  type Profile,
  type LockerInfo,
} from "./db/schema.server";
import { logger } from "./logger.server";
import { hitRateLimit, RATE_LIMITS } from "./rate-limit.server";
import { markOrderPaid } from "./orders/lifecycle.server";
import { placeOrder } from "./orders/place.server";
import { openAgreementWindow } from "./payments/agreements.server";
import { PAYMENT_METHODS, paymentGateway } from "./payments/gateway.server";
import { QuickPayError, type BasketLine } from "./payments/quickpay.server";
import { releasePendingOrder } from "./payments/reconcile.server";
import { shopNow } from "./clock.server";
import { calendarSettings } from "./delivery-calendar.server";
import { findLocker } from "./lockers/lockers.server";

/**
 * Home delivery on a date, or pickup from a locker on a date: the locker named by its id and
 * found again near the address the shopper searched from (its dates come from the locker service).
 */
export type DeliveryChoice =
  | { provider: "standard"; date: string }
  | { provider: "okoskabet"; lockerId: string; date: string; near: { address?: string; zip?: string } };

export type OrderProblem =
  | { reason: "empty-cart" }
  /** The customer's earlier unpaid order could not be given up: QuickPay did not answer. */
  | { reason: "payment-unavailable" }
  /** The page's order was given up before it was paid (its token is spent): the page must reload. */
  | { reason: "expired" }
  | { reason: "rate-limited"; retryAfterSeconds: number }
  | { reason: "unavailable"; titles: string[] }
  | { reason: "profile-incomplete"; missing: (keyof ProfileForDelivery)[] }
  | { reason: "discount"; problem: DiscountProblem }
  /** The locker is not found or takes no deliveries now: choose another. */
  | { reason: "locker" }
  /** The customer's unpaid orders held this day for their 30 minutes: another day, or this one from `retryAt`. */
  | { reason: "hold-spent"; date: string; retryAt: Date }
  /** The delivery date cannot take the order (closed, past its cutoff, full, not the locker's): choose another. */
  | { reason: "delivery-date"; problem: DayProblem | "not-a-delivery-day" };

export type CreateOrderOutcome = { ok: true; order: Order; reused: boolean } | ({ ok: false } & OrderProblem);

/** A fresh token for a checkout page: the same token twice creates one order. */
export function newCheckoutToken(): string {
  return randomUUID();
}

type OrderInput = {
  userId: string;
  /** For the limit on new orders per address. */
  clientIp: string;
  checkoutToken: string;
  delivery: DeliveryChoice;
  discountCode: string | null;
  language: Language;
};

/**
 * Places the customer's order, or finds it again for the same checkout token. A customer has at
 * most one unpaid order from the checkout: a new pay press (a new token) releases the one before,
 * giving its discount code's use back and stopping its payment at QuickPay, so nobody can hold a
 * code's uses or open payments by pressing pay again and again.
 */
export async function createOrder(input: OrderInput): Promise<CreateOrderOutcome> {
  const [sameToken] = await getDb()
    .select()
    .from(orders)
    .where(eq(orders.checkout_token, input.checkoutToken));
  if (sameToken?.status === "cancelled" && sameToken.user_id === input.userId)
    return { ok: false, reason: "expired" };
  if (!sameToken) {
    const limited = await limitNewOrders(input);
    if (limited) return limited;
    const open = await openOrderOf(input.userId);
    if (open) {
      const released = await releasePendingOrder(open, "replaced");
      if (released === "unreachable") return { ok: false, reason: "payment-unavailable" };
      // Paid after all (its callback was on its way): that is the customer's order.
      const [now] = await getDb().select().from(orders).where(eq(orders.id, open.id));
      if (now && now.status !== "pending" && now.status !== "cancelled")
        return { ok: true, order: now, reused: true };
    }
  }
  const place = await deliveryPlace(input.delivery);
  if ("reason" in place) return { ok: false, ...place };
  try {
    return await getDb().transaction((tx) => buildOrder(tx, input, place));
  } catch (error) {
    // Pressed twice at the same moment: the other request created it.
    if (
      (error as { cause?: { code?: string } }).cause?.code === "23505" ||
      (error as { code?: string }).code === "23505"
    ) {
      const [existing] = await getDb()
        .select()
        .from(orders)
        .where(eq(orders.checkout_token, input.checkoutToken));
      if (existing && existing.user_id === input.userId) return { ok: true, order: existing, reused: true };
    }
    throw error;
  }
}

/** Counts a new order against the customer's and the address's limits (a pre-order's too). */
export async function limitNewOrders(input: Pick<OrderInput, "userId" | "clientIp">) {
  for (const [key, rule] of [
    [`orders-customer:${input.userId}`, RATE_LIMITS.ordersPerCustomer],
    [`orders-ip:${input.clientIp}`, RATE_LIMITS.ordersPerIp],
  ] as const) {
    const state = await hitRateLimit(key, rule);
    if (state.limited) {
      logger.warn({ user: input.userId, key }, "new orders over their limit");
      return {
        ok: false as const,
        reason: "rate-limited" as const,
        retryAfterSeconds: state.retryAfterSeconds,
      };
    }
  }
  return null;
}

/**
 * The customer's unpaid order from the checkout, if there is one. A season menu's pre-order is
 * not one: it has its own page and gives up only the customer's earlier pre-order of its menu
 * (`./season-menus/order.server.ts`).
 */
async function openOrderOf(userId: string, tx: Database | Transaction = getDb()) {
  const [open] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.user_id, userId),
        eq(orders.status, "pending"),
        isNotNull(orders.checkout_token),
        isNull(orders.season_menu_id),
      ),
    )
    .orderBy(sql`${orders.created_at} desc`)
    .limit(1);
  return open ?? null;
}

/**
 * When the customer's unpaid orders for the day began holding it: the earliest hold among their
 * checkout orders for the date never paid (open, replaced or released), within two holds' time.
 */
async function holdChainStart(tx: Transaction, userId: string, date: string): Promise<Date | null> {
  const started = sql`coalesce(${orders.hold_from}, ${orders.created_at})`;
  const [row] = await tx
    .select({ start: sql<Date | null>`min(${started})`.mapWith((value) => (value ? new Date(value) : null)) })
    .from(orders)
    .where(
      and(
        eq(orders.user_id, userId),
        eq(orders.delivery_date, date),
        isNotNull(orders.checkout_token),
        isNull(orders.paid_at),
        // A pre-order holds covers at its place, not the delivery day.
        isNull(orders.season_menu_id),
        // An order's hold never begins after it was made: its making bounds the search
        // (orders_user_created_idx), however many orders the customer has.
        gt(orders.created_at, sql`now() - make_interval(mins => ${2 * UNPAID_HOLD_MINUTES})`),
        sql`${started} > now() - make_interval(mins => ${2 * UNPAID_HOLD_MINUTES})`,
      ),
    );
  return row?.start ?? null;
}

/** Where the order goes: home, or a locker that takes deliveries on the chosen date. */
async function deliveryPlace(
  delivery: DeliveryChoice,
): Promise<
  { locker: LockerInfo | null } | { reason: "locker" } | { reason: "delivery-date"; problem: "not-at-locker" }
> {
  if (delivery.provider === "standard") return { locker: null };
  const locker = await findLocker(delivery.lockerId, delivery.near).catch(() => null);
  if (!locker?.available) return { reason: "locker" };
  if (!selectableDates(locker, shopDate(shopNow())).includes(delivery.date))
    return { reason: "delivery-date", problem: "not-at-locker" };
  const { id, name, address, city, zip } = locker;
  return { locker: { id, name, address, city, zip, selectedDate: delivery.date } };
}

/**
 * In `tx`: the customer's row locked, so their presses take turns, and the order a press with
 * `token` already made, if any (given up before it was paid: the page must reload).
 */
export async function lockCustomerForToken(
  tx: Transaction,
  userId: string,
  token: string,
): Promise<{
  profile: Profile;
  made: { ok: true; order: Order; reused: true } | { ok: false; reason: "expired" } | null;
}> {
  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for("update");
  if (!profile) throw new Error("no profile for a signed-in user");
  const [existing] = await tx.select().from(orders).where(eq(orders.checkout_token, token));
  if (!existing) return { profile, made: null };
  if (existing.user_id !== userId) throw new Error("checkout token belongs to another customer");
  if (existing.status === "cancelled") return { profile, made: { ok: false, reason: "expired" } };
  return { profile, made: { ok: true, order: existing, reused: true } };
}

async function buildOrder(
  tx: Transaction,
  input: OrderInput,
  place: { locker: LockerInfo | null },
): Promise<CreateOrderOutcome> {
  // The customer's row lock makes their pay presses take turns: at most one open order.
  const { profile, made } = await lockCustomerForToken(tx, input.userId, input.checkoutToken);
  if (made) return made;
  // Another press got in first (two tabs at the same moment): one order is enough.
  const open = await openOrderOf(input.userId, tx);
  if (open) return { ok: true, order: open, reused: true };

  const hold = unpaidHold(await holdChainStart(tx, input.userId, input.delivery.date), new Date());
  if ("retryAt" in hold)
    return { ok: false, reason: "hold-spent", date: input.delivery.date, retryAt: hold.retryAt };

  const missing = missingProfileFields(profile, input.delivery.provider);
  if (missing.length > 0) return { ok: false, reason: "profile-incomplete", missing };

  const lines = await tx
    .select({
      quantity: cartItems.quantity,
      productId: products.id,
      title: products.title,
      available: products.available,
      base_price: products.base_price,
      customer_price: products.customer_price,
      b2b_price: products.b2b_price,
      food: foodColumns(),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.product_id))
    .where(and(eq(cartItems.user_id, input.userId), gt(cartItems.expires_at, sql`now()`), inShop()))
    .orderBy(sql`${cartItems.added_at} desc`);
  if (lines.length === 0) return { ok: false, reason: "empty-cart" };
  const unavailable = lines.filter((line) => !line.available).map((line) => line.title);
  if (unavailable.length > 0) return { ok: false, reason: "unavailable", titles: unavailable };

  // The role and discount come from the profile row, not from anything the browser holds.
  const viewer = { role: profile.role, discountPercentage: profile.discount_percentage };
  const priced = lines.map((line) => ({ ...line, unitPrice: priceForViewer(line, viewer).unit }));
  const subtotal = priced.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);

  let rule: DiscountRule | null = null;
  let discountCodeId: string | null = null;
  if (input.discountCode) {
    // The row lock makes concurrent orders with the same code take turns.
    const [code] = await tx
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, normaliseCode(input.discountCode)))
      .for("update");
    const check = checkDiscount(code, subtotal);
    if (!check.ok) return { ok: false, reason: "discount", problem: check };
    rule = check.rule;
    discountCodeId = code!.id;
  }

  const placed = await placeOrder(tx, {
    profile,
    lines: priced,
    totals: priceCart(priced, rule),
    delivery: { provider: input.delivery.provider, date: input.delivery.date, locker: place.locker },
    language: input.language,
    discount: { codeId: discountCodeId, code: rule?.code ?? null },
    checkoutToken: input.checkoutToken,
    holdFrom: hold.holdFrom,
    // The server's choice from the date: at once within a few days, else the card saved.
    paymentPlan: paymentPlanFor(input.delivery.date, shopDate(shopNow())),
  });
  if (placed.ok) return { ok: true, order: placed.order, reused: false };
  return placed.problem === "code-used-up"
    ? { ok: false, reason: "discount", problem: { reason: "used-up" } }
    : { ok: false, reason: "delivery-date", problem: placed.problem };
}

/**
 * A window to pay in (or to save the card in, for an order paid later), or nothing left to do
 * (paid, or confirmed with the card saved), or the delivery date's cutoff passed (more than the
 * grace ago) while the shopper was on the way: the order is released, and the shopper chooses a
 * new date.
 */
export type PaymentStart = { kind: "window"; url: string } | { kind: "paid" } | { kind: "date-passed" };

/** The page an order is paid from: the checkout, or a season menu's page (`/nytar-2026`). */
export const CHECKOUT_PAGE = "/checkout";

/**
 * Where the payment window sends the shopper back: the pop-up's own page, which tells the page
 * that opened it and closes, or (without JavaScript, in the same tab) that page itself.
 */
export function paymentReturnUrl(
  orderId: string,
  status: "success" | "cancelled",
  into: "popup" | "page",
  page: string = CHECKOUT_PAGE,
): string {
  const base = config().publicUrl;
  const from = page === CHECKOUT_PAGE ? "" : `&${PAYMENT_PAGE_PARAM}=${encodeURIComponent(page)}`;
  return into === "popup"
    ? `${base}/checkout/betaling?status=${status}&order_id=${orderId}${from}`
    : `${base}${page}?${status === "success" ? "success" : "cancelled"}=true&order_id=${orderId}`;
}

/**
 * Gets the order a payment window: for an order whose money moves later (~/lib/payment-plan),
 * the window that saves the card; otherwise the QuickPay payment (created, or found again after
 * a timeout or a retry) and a link for the order's total.
 */
export async function startPayment(
  order: Order,
  options: { language: Language; returnTo: "popup" | "page"; page?: string },
): Promise<PaymentStart> {
  if (!awaitsPayment(order)) return { kind: "paid" };
  // A pre-order holds covers at its place, checked against its menu's window when it was made;
  // the delivery days' cutoffs are not its own.
  if (
    order.status !== "paid" &&
    !order.season_menu_id &&
    order.delivery_date &&
    !payableAt(order.delivery_date, await calendarSettings(), shopNow())
  ) {
    await releasePendingOrder(order, "date-passed");
    return { kind: "date-passed" };
  }
  const total = parseKroner(order.total_price);
  if (total === 0 && order.status === "pending") {
    // Nothing to pay (a code that covers everything): the order is paid as it stands.
    await markOrderPaid(order.id, null);
    return { kind: "paid" };
  }
  const urls = {
    continueUrl: paymentReturnUrl(order.id, "success", options.returnTo, options.page),
    cancelUrl: paymentReturnUrl(order.id, "cancelled", options.returnTo, options.page),
    callbackUrl: `${config().publicUrl}/payments/quickpay/callback`,
    language: options.language,
  };
  if (order.status === "pending" && order.payment_plan === "at-cutoff") {
    const opened = await openAgreementWindow(order, urls);
    return opened.kind === "window" ? opened : { kind: "paid" };
  }
  const { client } = paymentGateway();
  const reference = order.payment_order_id;
  let payment = order.payment_id
    ? await client.getPayment(Number(order.payment_id))
    : await client.findPaymentByOrderId(reference);
  if (!payment) {
    try {
      payment = await client.createPayment({
        orderId: reference,
        currency: "DKK",
        variables: { order: order.id, order_number: orderNumber(order.id) },
        ...(await basketFor(order)),
      });
    } catch (error) {
      // Created by an earlier attempt whose answer never came back: look it up.
      if (!(error instanceof QuickPayError) || error.status !== 400) throw error;
      payment = await client.findPaymentByOrderId(reference);
      if (!payment) throw error;
    }
    await getDb()
      .update(orders)
      .set({ payment_id: String(payment.id), payment_state: payment.state })
      .where(eq(orders.id, order.id));
  }
  if (payment.accepted) return { kind: "paid" };

  const link = await client.createLink(payment.id, {
    ...urls,
    amount: total,
    paymentMethods: PAYMENT_METHODS,
    // A pre-order is paid when ordered (~/lib/payment-plan "at-once"): QuickPay captures at once.
    autoCapture: order.payment_plan === "at-once",
  });
  const [current] = await getDb()
    .update(orders)
    .set({ payment_link: link.url })
    .where(eq(orders.id, order.id))
    .returning({ status: orders.status });
  if (current?.status !== order.status) {
    // Given up while the window was being made (a newer pay press): this link must not be paid.
    await client.deleteLink(payment.id);
    throw new QuickPayError("the order was given up while its payment window was made");
  }
  logger.info({ order: order.id, payment: payment.id }, "payment window ready");
  return { kind: "window", url: link.url };
}

/** QuickPay's basket (Klarna needs one adding up to the amount): lines, any discount, shipping. */
async function basketFor(
  order: Order,
): Promise<{ basket: BasketLine[]; shipping: { amount: number; vat_rate: number } }> {
  const lines = await getDb().select().from(orderItems).where(eq(orderItems.order_id, order.id));
  const [code] = order.discount_code_id
    ? await getDb()
        .select({ type: discountCodes.discount_type })
        .from(discountCodes)
        .where(eq(discountCodes.id, order.discount_code_id))
    : [];
  const ore = (kroner: string) => parseKroner(kroner);
  const freight = ore(order.freight_price);
  const discount = ore(order.discount_amount);
  // A free-shipping code's discount is the freight it removes: the shipping line is then 0.
  const freeShippingCode = code?.type === "free_shipping";
  const basket: BasketLine[] = lines.map((line) => ({
    qty: line.quantity,
    item_no: line.product_id.slice(0, 8),
    item_name: line.product_title.slice(0, 100),
    item_price: ore(line.unit_price),
    vat_rate: 0.25,
  }));
  if (discount > 0 && !freeShippingCode) {
    basket.push({
      qty: 1,
      item_no: "discount",
      item_name: `Rabat ${order.discount_code ?? ""}`.trim(),
      item_price: -discount,
      vat_rate: 0.25,
    });
  }
  return { basket, shipping: { amount: freeShippingCode ? 0 : freight, vat_rate: 0.25 } };
}

/** The customer's own order, for the checkout's thank-you view and its polling. */
export async function ownOrder(userId: string, orderId: string): Promise<Order | null> {
  if (!isUuid(orderId)) return null;
  const [order] = await getDb()
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.user_id, userId)));
  return order ?? null;
}

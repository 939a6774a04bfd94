/**
 * Orders in the back office: the list with its filters, one order with everything known about
 * it, and what an admin does with it. Money moves only through QuickPay (capture when shipped,
 * cancel the authorization, refund), and the order changes only when QuickPay said yes; every
 * attempt, failed ones too, is in the audit log.
 */
import { and, asc, count, desc, eq, gte, ilike, like, lt, or, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, containsPattern, orderIdPrefix, type OrderFilters } from "~/lib/admin-filters";
import { addDays } from "~/lib/copenhagen";
import { parseKroner } from "~/lib/money";
import { mayHappen } from "~/lib/order-lifecycle";
import type { AdminOrderRow, OrderDetail } from "~/lib/orders";
import { authorizationExpired, awaitsPayment } from "~/lib/payment-plan";
import { shopNow } from "../clock.server";
import { askToPay } from "../mail/order-payment.server";
import { describeError } from "../errors.server";
import { getDb } from "../db/index.server";
import {
  formTokens,
  orderItems,
  orders,
  paymentEvents,
  profiles,
  shipments,
  type Order,
} from "../db/schema.server";
import { isUuid } from "~/lib/ids";
import { randomUUID } from "node:crypto";
import { kickJob } from "../jobs.server";
import { lockerGateway } from "../lockers/lockers.server";
import { logger } from "../logger.server";
import { SHIPMENTS_JOB } from "../shipments.server";
import { orderCancelled, orderRefunded, orderShipped, paymentRenewed } from "../orders/lifecycle.server";
import { applyPaymentSnapshot, stopPayment } from "../payments/callbacks.server";
import { lookUpPayment } from "../payments/reconcile.server";
import { paymentGateway, refusesTestPayments } from "../payments/gateway.server";
import { paymentFacts, QuickPayError, type QuickPayPayment } from "../payments/quickpay.server";
import { packOrder } from "../batches/packing.server";
import { lotsOfLines } from "../batches/stock.server";
import { auditTrail, recordAudit, type AuditActor } from "./audit.server";

/** Midnight in Copenhagen of a calendar day, as a moment. */
const copenhagenMidnight = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Copenhagen')`;

function conditions(filters: OrderFilters): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filters.status) parts.push(eq(orders.status, filters.status));
  if (filters.from) parts.push(gte(orders.created_at, copenhagenMidnight(filters.from)));
  if (filters.to) parts.push(lt(orders.created_at, copenhagenMidnight(addDays(filters.to, 1))));
  if (filters.delivery) parts.push(eq(orders.delivery_provider, filters.delivery));
  if (filters.deliveryDate) parts.push(eq(orders.delivery_date, filters.deliveryDate));
  if (filters.failedShipment) {
    parts.push(
      sql`exists (select 1 from ${shipments} where ${shipments.order_id} = ${orders.id} and ${shipments.status} = 'failed')`,
    );
  }
  if (filters.search) {
    const prefix = orderIdPrefix(filters.search);
    const pattern = containsPattern(filters.search);
    parts.push(
      or(
        ilike(orders.customer_email, pattern),
        ilike(orders.customer_name, pattern),
        prefix ? like(sql`${orders.id}::text`, `${prefix}%`) : undefined,
      ),
    );
  }
  return and(...parts);
}

export async function listOrders(filters: OrderFilters): Promise<{ orders: AdminOrderRow[]; total: number }> {
  const db = getDb();
  const where = conditions(filters);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        createdAt: orders.created_at,
        status: orders.status,
        total: orders.total_price,
        customerName: orders.customer_name,
        customerEmail: orders.customer_email,
        deliveryProvider: orders.delivery_provider,
        deliveryDate: orders.delivery_date,
        shipmentStatus: shipments.status,
      })
      .from(orders)
      .leftJoin(shipments, eq(shipments.order_id, orders.id))
      .where(where)
      .orderBy(desc(orders.created_at), desc(orders.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { orders: rows.map((row) => ({ ...row, total: parseKroner(row.total) })), total: counted?.n ?? 0 };
}

export async function orderDetail(id: string) {
  const db = getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  const [items, [shipment], events, audit, [customer]] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.order_id, id))
      .orderBy(asc(orderItems.created_at), asc(orderItems.id)),
    db.select().from(shipments).where(eq(shipments.order_id, id)),
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.order_id, id))
      .orderBy(asc(paymentEvents.created_at), asc(paymentEvents.operation_id)),
    auditTrail("order", id),
    order.user_id
      ? db
          .select({
            id: profiles.id,
            email: profiles.email,
            role: profiles.role,
            discount: profiles.discount_percentage,
          })
          .from(profiles)
          .where(eq(profiles.id, order.user_id))
      : Promise.resolve([]),
  ]);
  const captured = events
    .filter((e) => e.type === "capture" && e.qp_status_code === "20000")
    .reduce((sum, e) => sum + e.amount, 0);
  const refunded = events
    .filter((e) => e.type === "refund" && e.qp_status_code === "20000")
    .reduce((sum, e) => sum + e.amount, 0);
  const lots = Object.fromEntries(
    await lotsOfLines(
      items.map((item) => item.id),
      db,
    ),
  );
  const detail = {
    order,
    items,
    lots,
    shipment: shipment ?? null,
    events,
    audit,
    customer: customer ?? null,
    money: { total: parseKroner(order.total_price), captured, refunded, refundable: captured - refunded },
    payment: {
      lapsed: authorizationLapsed(order, events, shopNow()),
      awaiting: order.status === "paid" && awaitsPayment(order),
    },
  };
  // All that the order page's panels read (~/lib/orders), with the rows whole for the rest.
  return detail satisfies OrderDetail;
}

export type OrderActionResult = { ok: true } | { ok: false; reason: OrderActionProblem; detail?: string };
export type OrderActionProblem =
  | "not-found"
  | "wrong-status"
  | "payment-refused"
  | "payment-unreachable"
  | "amount"
  | "shipment"
  /** A test card's payment on the live account: nothing to capture. */
  | "test-payment"
  /** The same money form sent again (a double click, a resent request): it acted the first time. */
  | "already-sent"
  /** The card's authorization lapsed before the capture (QuickPay's 40002): nothing was drawn. */
  | "authorization-expired"
  /** A pay link was sent for a lapsed authorization and the customer has not paid yet. */
  | "awaiting-payment";

/** QuickPay's status code for a capture after the card's hold was released. */
const AUTHORIZATION_EXPIRED = "40002";

/**
 * Runs a money form's action once per form: the form's one-time token (`newFormToken`, in the
 * page) is taken first, so the same form sent twice, even at the same moment, acts once. A
 * form whose action did not go through gives its token back, so it can be sent again.
 */
export async function oncePerForm(
  token: unknown,
  run: () => Promise<OrderActionResult>,
): Promise<OrderActionResult> {
  if (typeof token !== "string" || !isUuid(token)) return { ok: false, reason: "already-sent" };
  const taken = await getDb()
    .insert(formTokens)
    .values({ token })
    .onConflictDoNothing()
    .returning({ token: formTokens.token });
  if (taken.length === 0) return { ok: false, reason: "already-sent" };
  const result = await run();
  if (!result.ok) await getDb().delete(formTokens).where(eq(formTokens.token, token));
  return result;
}

/** A fresh token for a money form on the order's page. */
export function newFormToken(): string {
  return randomUUID();
}

/** The outcome of the latest operation of a kind: approved, or QuickPay's / the bank's reason. */
function lastOperation(
  payment: QuickPayPayment,
  type: string,
): { approved: boolean; code: string | null; reason: string } | null {
  const operation = payment.operations.filter((candidate) => candidate.type === type).at(-1);
  if (!operation) return null;
  return {
    approved: !operation.pending && operation.qp_status_code === "20000",
    code: operation.qp_status_code ?? null,
    reason: [operation.qp_status_msg, operation.aq_status_msg].filter(Boolean).join(" / ") || "rejected",
  };
}

async function loadOrder(id: string): Promise<Order | null> {
  const [order] = await getDb().select().from(orders).where(eq(orders.id, id));
  return order ?? null;
}

/** Runs a QuickPay operation; a failure to reach QuickPay is an answer, not an exception. */
async function withPayment<T>(
  run: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; detail: string }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    logger.warn({ err: describeError(error) }, "QuickPay operation failed");
    return { ok: false, detail: error instanceof QuickPayError ? error.message : describeError(error) };
  }
}

/**
 * Marks a paid order shipped: captures the order's total first (the terms: the card is charged
 * when the order is ready to ship). A capture QuickPay refuses leaves the order paid and says why.
 */
export async function shipOrder(actor: AuditActor, orderId: string): Promise<OrderActionResult> {
  const order = await loadOrder(orderId);
  if (!order) return { ok: false, reason: "not-found" };
  if (order.status !== "paid") return { ok: false, reason: "wrong-status" };
  const total = parseKroner(order.total_price);
  if (total > 0 && !order.payment_id) return { ok: false, reason: "awaiting-payment" };
  // Every jar that leaves is traceable: an order nobody packed is packed first expired, first
  // out from the batches there are (a line no batch can fill goes with what there is).
  await packOrder(actor, orderId, new Map(), { onlyIfUnpacked: true });

  if (total > 0 && order.payment_id) {
    const { client } = paymentGateway();
    const paymentId = Number(order.payment_id);
    const outcome = await withPayment(async () => {
      const before = await client.getPayment(paymentId);
      // A test card on the live account paid for nothing: nothing to capture either.
      if (before.test_mode && refusesTestPayments()) return null;
      // Captured already (a second click, a capture whose answer was lost): nothing to take.
      const remaining = total - paymentFacts(before).captured;
      return remaining > 0 ? client.capture(paymentId, remaining) : before;
    });
    if (!outcome.ok || !outcome.value) {
      const detail = outcome.ok ? "test payment" : outcome.detail;
      await recordAudit(actor, {
        entityType: "order",
        entityId: orderId,
        action: "shipFailed",
        note: detail,
      });
      return outcome.ok
        ? { ok: false, reason: "test-payment" }
        : { ok: false, reason: "payment-unreachable", detail };
    }
    await applyPaymentSnapshot(outcome.value);
    if (paymentFacts(outcome.value).captured < total) {
      const capture = lastOperation(outcome.value, "capture");
      const reason = capture?.reason ?? "not captured";
      await recordAudit(actor, {
        entityType: "order",
        entityId: orderId,
        action: "shipFailed",
        note: reason,
      });
      // The card's hold ran out before dispatch (QuickPay's 40002): said in words, not as a code.
      return capture?.code === AUTHORIZATION_EXPIRED
        ? { ok: false, reason: "authorization-expired" }
        : { ok: false, reason: "payment-refused", detail: reason };
    }
  }

  return (await orderShipped(actor, orderId, total)) ? { ok: true } : { ok: false, reason: "wrong-status" };
}

/**
 * Whether a paid order's authorization has lapsed: QuickPay refused its capture as expired, or it
 * is older than a card's hold lasts. Then the back office may ask the customer to pay again.
 */
export function authorizationLapsed(
  order: Pick<Order, "status" | "payment_id" | "authorized_at" | "payment_plan">,
  events: readonly { payment_id: string; type: string; qp_status_code: string | null }[],
  now: Date,
): boolean {
  // A pre-order's payment was captured when it was made: nothing is held to lapse.
  if (order.status !== "paid" || !order.payment_id || order.payment_plan === "at-once") return false;
  const refused = events.some(
    (event) =>
      event.payment_id === order.payment_id &&
      event.type === "capture" &&
      event.qp_status_code === AUTHORIZATION_EXPIRED,
  );
  return refused || (order.authorized_at !== null && authorizationExpired(order.authorized_at, now));
}

/**
 * Asks the customer to pay again for a paid order whose authorization lapsed: the order moves to
 * its next payment round (the lifecycle's `renew`, with no payment yet) and the customer is
 * e-mailed a link to pay, in one transaction. It ships once they have paid.
 */
export async function sendPayLink(actor: AuditActor, orderId: string): Promise<OrderActionResult> {
  const order = await loadOrder(orderId);
  if (!order) return { ok: false, reason: "not-found" };
  const events = await getDb().select().from(paymentEvents).where(eq(paymentEvents.order_id, orderId));
  if (!authorizationLapsed(order, events, shopNow())) return { ok: false, reason: "wrong-status" };
  const moved = await getDb().transaction(async (tx) => {
    const renewed = await paymentRenewed(tx, orderId, { fromRound: order.payment_round, paymentId: null });
    if (renewed) await askToPay(renewed, "lapsed", { tx, actor });
    return renewed;
  });
  return moved ? { ok: true } : { ok: false, reason: "wrong-status" };
}

/**
 * Cancels an order that has not been shipped: the authorization is cancelled at QuickPay (the
 * money is released to the customer), or, for a pre-order paid at once, the captured amount is
 * refunded; a booked locker shipment is cancelled, and the discount code's use is given back.
 * The lifecycle's `cancel` issues the credit note for an invoiced order.
 */
export async function cancelOrder(
  actor: AuditActor,
  orderId: string,
  note: string | null,
): Promise<OrderActionResult> {
  const order = await loadOrder(orderId);
  if (!order) return { ok: false, reason: "not-found" };
  if (!mayHappen("cancel", order.status)) return { ok: false, reason: "wrong-status" };

  // Cancelled means cancelled at QuickPay too: money on hold is released, and a link not yet
  // paid is deleted, so the customer's old payment window cannot take money any more.
  const { client } = paymentGateway();
  const outcome = await withPayment(async () => {
    const payment = await lookUpPayment(client, order);
    return payment && stopPayment(client, payment);
  });
  if (!outcome.ok) {
    await recordAudit(actor, {
      entityType: "order",
      entityId: orderId,
      action: "cancelFailed",
      note: outcome.detail,
    });
    return { ok: false, reason: "payment-unreachable", detail: outcome.detail };
  }
  if (outcome.value) {
    await applyPaymentSnapshot(outcome.value);
    if (paymentFacts(outcome.value).keepsMoney) {
      const reason =
        lastOperation(outcome.value, paymentFacts(outcome.value).onHold ? "cancel" : "refund")?.reason ??
        "not cancelled";
      await recordAudit(actor, {
        entityType: "order",
        entityId: orderId,
        action: "cancelFailed",
        note: reason,
      });
      return { ok: false, reason: "payment-refused", detail: reason };
    }
  }

  const [shipment] = await getDb().select().from(shipments).where(eq(shipments.order_id, orderId));
  let shipmentNote: string | null = null;
  if (shipment?.external_reference && shipment.status !== "cancelled") {
    try {
      await lockerGateway().client.cancelShipment(shipment.external_reference);
    } catch (error) {
      // The money is what matters; the locker booking is cancelled by hand if this fails.
      shipmentNote = `Økoskabet: ${describeError(error)}`;
    }
  }

  const cancelled = await orderCancelled(
    actor,
    orderId,
    [note, shipmentNote].filter(Boolean).join(" · ") || null,
  );
  return cancelled ? { ok: true } : { ok: false, reason: "wrong-status" };
}

/** Refunds part or all of what was captured. All of it makes the order 'refunded'. */
export async function refundOrder(
  actor: AuditActor,
  orderId: string,
  amount: number,
): Promise<OrderActionResult> {
  const detail = await orderDetail(orderId);
  if (!detail) return { ok: false, reason: "not-found" };
  const { order, money } = detail;
  if (order.status !== "shipped" || !order.payment_id) return { ok: false, reason: "wrong-status" };
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > money.refundable)
    return { ok: false, reason: "amount" };

  const outcome = await withPayment(() => paymentGateway().client.refund(Number(order.payment_id), amount));
  if (!outcome.ok) {
    await recordAudit(actor, {
      entityType: "order",
      entityId: orderId,
      action: "refundFailed",
      after: { amount },
      note: outcome.detail,
    });
    return { ok: false, reason: "payment-unreachable", detail: outcome.detail };
  }
  await applyPaymentSnapshot(outcome.value);
  const operation = lastOperation(outcome.value, "refund");
  if (!operation?.approved) {
    await recordAudit(actor, {
      entityType: "order",
      entityId: orderId,
      action: "refundFailed",
      after: { amount },
      note: operation?.reason ?? null,
    });
    return { ok: false, reason: "payment-refused", detail: operation?.reason };
  }
  const facts = paymentFacts(outcome.value);
  await orderRefunded(actor, orderId, { amount, refundedInAll: facts.refunded, captured: facts.captured });
  return { ok: true };
}

/** Books (again) the locker shipment of a paid pickup order, at once, in the background. */
export async function retryShipment(actor: AuditActor, orderId: string): Promise<OrderActionResult> {
  const order = await loadOrder(orderId);
  if (!order) return { ok: false, reason: "not-found" };
  if (order.delivery_provider !== "okoskabet" || !order.shed_info) return { ok: false, reason: "shipment" };
  if (order.status !== "paid" && order.status !== "shipped") return { ok: false, reason: "wrong-status" };
  const [existing] = await getDb().select().from(shipments).where(eq(shipments.order_id, orderId));
  if (existing && existing.status !== "failed" && existing.status !== "pending")
    return { ok: false, reason: "shipment" };
  await getDb().transaction(async (tx) => {
    await tx
      .insert(shipments)
      .values({ order_id: orderId, locker_id: order.shed_info!.id, delivery_date: order.delivery_date })
      .onConflictDoUpdate({
        target: shipments.order_id,
        set: { status: "pending", attempts: 0, next_attempt_at: new Date(), last_error: null },
      });
    await recordAudit(
      actor,
      {
        entityType: "order",
        entityId: orderId,
        action: "shipmentRetry",
        before: existing ? { shipment: existing.status, error: existing.last_error } : null,
      },
      tx,
    );
  });
  kickJob(SHIPMENTS_JOB);
  return { ok: true };
}

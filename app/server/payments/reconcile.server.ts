/**
 * Orders whose payment did not end in a callback: the payments job asks QuickPay about every
 * pending order (and every confirmed one whose charge was made or whose date passed), oldest first, and releases those whose payment was not completed within
 * RELEASE_AFTER_MINUTES (cancelled at QuickPay, then in the shop, with the discount code's use
 * given back). It never cancels an order without asking QuickPay first: an order QuickPay says
 * is paid becomes paid, however late. It also releases money still authorized for cancelled
 * orders, where an earlier attempt could not.
 */
import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { queryRows } from "../db/client.server";
import { describeError } from "../errors.server";
import { getDb } from "../db/index.server";
import { orders, paymentEvents, type Order } from "../db/schema.server";
import { logger } from "../logger.server";
import { orderReleased, type ReleaseReason } from "../orders/lifecycle.server";
import { applyAgreementSnapshot, lookUpAgreement } from "./agreements.server";
import { applyPaymentSnapshot, releaseHeldPayment, stopPayment } from "./callbacks.server";
import { paymentGateway } from "./gateway.server";
import {
  paymentFacts,
  type QuickPayClient,
  type QuickPayPayment,
  type QuickPaySubscription,
} from "./quickpay.server";
import { payableAt, UNPAID_HOLD_MINUTES } from "~/lib/delivery-calendar";
import { shopNow } from "../clock.server";
import { calendarSettings } from "../delivery-calendar.server";

export const PAYMENTS_JOB = "payments";

/**
 * A payment window left this long without a payment gives its order, code and link up: the
 * customer's hold on the day, counted from the first of their unpaid orders for it (`hold_from`).
 */
export const RELEASE_AFTER_MINUTES = UNPAID_HOLD_MINUTES;
/** Callbacks usually come within seconds: QuickPay is asked only after this. */
const CHECK_AFTER_MINUTES = 2;
/** An authorization still under way this long after the order is not going to finish. */
const AUTHORIZING_AT_MOST_MS = 2 * 60 * 60 * 1000;
const BATCH_SIZE = 50;

/** The order's payment at QuickPay: by its id, or by the order's reference (a create whose answer was lost). */
export async function lookUpPayment(client: QuickPayClient, order: Order): Promise<QuickPayPayment | null> {
  if (order.payment_id) return client.getPayment(Number(order.payment_id));
  return client.findPaymentByOrderId(order.payment_order_id);
}

export type ReleaseOutcome = "released" | "paid" | "not-pending" | "in-progress" | "unreachable";

/**
 * Gives a pending order up: asks QuickPay first (paid is paid), has the lifecycle release the
 * order (its discount code's use given back), then stops its payment at QuickPay (the link deleted, money on hold
 * released). The payment is stopped after the order is cancelled, so a payment window being made
 * for the order at the same moment (`startPayment` checks the order again once its link exists)
 * is stopped by one side or the other. "replaced" is a new pay press by the same customer;
 * "abandoned" the job's, which leaves an authorization still under way (3-D Secure, MobilePay)
 * for its next run. `known` is the payment as just read from QuickPay, if the caller has it.
 */
export async function releasePendingOrder(
  order: Order,
  /** A newer pay press; left unpaid; or its delivery date's cutoff passed before it was paid. */
  reason: ReleaseReason,
  known?: QuickPayPayment | null,
): Promise<ReleaseOutcome> {
  const { client } = paymentGateway();
  let payment: QuickPayPayment | null;
  try {
    payment = known === undefined ? await lookUpPayment(client, order) : known;
  } catch (error) {
    logger.warn(
      { order: order.id, err: describeError(error) },
      "could not ask QuickPay about a pending order",
    );
    return "unreachable";
  }
  if (payment) {
    if ((await applyPaymentSnapshot(payment)) === "paid") return "paid";
    const young = Date.now() - order.created_at.getTime() < AUTHORIZING_AT_MOST_MS;
    if (reason === "abandoned" && young && paymentFacts(payment).authorizing) return "in-progress";
  }

  if (!(await orderReleased(order.id, reason))) return "not-pending";

  try {
    // QuickPay keeps one payment per reference: one found before is the one; none found before
    // may have been made since.
    const current = payment ?? (await lookUpPayment(client, order));
    const after = current && (await stopPayment(client, current));
    if (after && after !== current) await applyPaymentSnapshot(after);
    if (after && paymentFacts(after).onHold) {
      logger.error(
        { order: order.id, payment: after.id },
        "QuickPay refused to release a given-up order's money",
      );
    }
  } catch (error) {
    // The order stays given up. Money authorized through a link that could not be deleted is
    // released when its callback comes, or by the job (voidHeldPayments).
    logger.error({ order: order.id, err: describeError(error) }, "could not stop a given-up order's payment");
  }
  return "released";
}

export type ReconcileSummary = { checked: number; paid: number; released: number; unreachable: number };

/**
 * For every order pending longer than a callback takes, oldest first and in batches: asks
 * QuickPay how its payment stands (for an order paid later, first whether its card was saved)
 * and applies the answer; releases those pending longer than RELEASE_AFTER_MINUTES whose payment
 * was not completed. A subscription's delivery and a confirmed order wait instead until their
 * date can no longer be paid for (`date-passed`). Then releases money still held for cancelled
 * orders.
 */
export async function reconcilePendingOrders(): Promise<ReconcileSummary> {
  const db = getDb();
  const summary: ReconcileSummary = { checked: 0, paid: 0, released: 0, unreachable: 0 };
  // The ids first (oldest first), then the rows batch by batch: a flood of new orders while the
  // job runs cannot push an old one out of its turn.
  // A subscription's delivery waits for its payment until its date can no longer be paid for.
  const settings = await calendarSettings();
  const now = shopNow();
  // So does a confirmed order (its card saved), once its charge was made or its date passed.
  const due = await queryRows<{ id: string; release: boolean; byDate: boolean; date: string | null }>(
    db,
    sql`select ${orders.id} as id,
               coalesce(${orders.hold_from}, ${orders.created_at})
                 < now() - make_interval(mins => ${RELEASE_AFTER_MINUTES}) as release,
               (${orders.subscription_id} is not null or ${orders.status} = 'confirmed') as "byDate",
               ${orders.delivery_date}::text as date
        from ${orders}
        where (${orders.status} = 'pending'
               and (${orders.created_at} < now() - make_interval(mins => ${CHECK_AFTER_MINUTES})
                    or ${orders.subscription_id} is not null))
           or ${orders.status} = 'confirmed'
        order by ${orders.created_at}, ${orders.id}`,
  );
  const { client } = paymentGateway();
  for (let start = 0; start < due.length; start += BATCH_SIZE) {
    const batch = due.slice(start, start + BATCH_SIZE);
    const rows = await db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.id,
          batch.map((entry) => entry.id),
        ),
      );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const { id, release, byDate, date } of batch) {
      const order = byId.get(id);
      if (!order || (order.status !== "pending" && order.status !== "confirmed")) continue;
      const unpayable = byDate && (!date || !payableAt(date, settings, now));
      // A confirmed order waits for its charge (charges.server.ts): nothing to ask before.
      if (order.status === "confirmed" && !order.payment_id && !unpayable) continue;
      summary.checked += 1;
      const outcome = await reconcileOrder(
        client,
        order,
        byDate ? unpayable && "date-passed" : release && "abandoned",
      );
      if (outcome === "paid") summary.paid += 1;
      else if (outcome === "released") summary.released += 1;
      else if (outcome === "unreachable") summary.unreachable += 1;
    }
  }
  if (summary.paid > 0)
    logger.warn({ count: summary.paid }, "paid orders found by polling: their callback never came");
  if (summary.released > 0) logger.info({ count: summary.released }, "unpaid orders released");
  await voidHeldPayments();
  return summary;
}

/** Asks QuickPay about the order and applies the answer; releases it for `release`, if given, unless paid. */
async function reconcileOrder(
  client: QuickPayClient,
  order: Order,
  release: "abandoned" | "date-passed" | false,
): Promise<ReleaseOutcome | "waiting"> {
  let payment: QuickPayPayment | null;
  let agreement: QuickPaySubscription | null = null;
  try {
    if (order.status === "pending" && order.payment_plan === "at-cutoff") {
      // Its card saved, and the callback lost: the order is confirmed, not given up.
      agreement = await lookUpAgreement(client, order);
      if (agreement && (await applyAgreementSnapshot(agreement)) === "confirmed") return "paid";
    }
    payment = await lookUpPayment(client, order);
  } catch (error) {
    logger.warn(
      { order: order.id, err: describeError(error) },
      "could not ask QuickPay about a pending order",
    );
    return "unreachable";
  }
  if (payment && (await applyPaymentSnapshot(payment)) === "paid") return "paid";
  if (!release) return "waiting";
  const outcome = await releasePendingOrder(order, release, payment);
  // A card window opened and never completed: its agreement is ended at QuickPay with the
  // finished ones, so none is left behind.
  if (outcome === "released" && agreement) await applyAgreementSnapshot(agreement);
  return outcome;
}

/**
 * Cancelled orders whose payment the shop saw authorized and never saw captured or cancelled
 * (money on hold for nothing), or captured at once and not refunded (a pre-order given up while
 * its window was open): asked about again, and released or refunded.
 */
export async function voidHeldPayments(): Promise<void> {
  const db = getDb();
  const approved = (types: string[]) =>
    sql`select 1 from ${paymentEvents} e
        where e.order_id = ${orders.id} and e.type in (${sql.join(
          types.map((type) => sql`${type}`),
          sql`, `,
        )}) and not e.pending and e.qp_status_code = '20000'`;
  const unrefunded = sql`select coalesce(sum(case when e.type = 'capture' then e.amount else -e.amount end), 0)
        from ${paymentEvents} e
        where e.order_id = ${orders.id} and e.type in ('capture', 'refund')
          and not e.pending and e.qp_status_code = '20000'`;
  const held = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, "cancelled"),
        sql`exists (${approved(["authorize"])})`,
        // Held, or captured at once (a pre-order's) and not all refunded.
        sql`(not exists (${approved(["capture", "cancel"])}) or (${unrefunded}) > 0)`,
        lt(orders.updated_at, sql`now() - interval '1 minute'`),
      ),
    )
    .orderBy(asc(orders.created_at))
    .limit(BATCH_SIZE);
  const { client } = paymentGateway();
  for (const order of held) {
    try {
      const payment = await client.getPayment(Number(order.payment_id));
      if (paymentFacts(payment).keepsMoney) await releaseHeldPayment(order, payment);
      else await applyPaymentSnapshot(payment);
    } catch (error) {
      logger.warn({ order: order.id, err: describeError(error) }, "could not ask QuickPay about held money");
    }
  }
}

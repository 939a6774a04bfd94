/**
 * The one owner of an order's status. Each function is one move of the table in
 * `~/lib/order-lifecycle` (docs/architecture.md, "The order's life"): the order's row is locked,
 * the move is refused unless the order stands where the event may start, and the status changes
 * in the same transaction as everything that belongs to the move (the invoice or credit note,
 * the audit entry, the e-mail, the discount code's use given back).
 *
 * The payment code (`app/server/payments/`) asks QuickPay and tells this module what happened;
 * the checkout, the subscriptions job and the back office ask it too. None of them writes an
 * order's status or money itself.
 */
import { eq } from "drizzle-orm";
import { removalRefund } from "~/lib/batches";
import { parseKroner, toKronerString } from "~/lib/money";
import { mayHappen, ORDER_TRANSITIONS, type OrderEvent } from "~/lib/order-lifecycle";
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from "../admin/audit.server";
import { shopNow } from "../clock.server";
import { getDb, type Transaction } from "../db/index.server";
import { cartItems, orderItems, orders, shipments, type Invoice, type Order } from "../db/schema.server";
import { giveCodeUseBack } from "../discount-uses.server";
import { issueCreditNote, issueInvoice } from "../invoices.server";
import { kickJob } from "../jobs.server";
import { logger } from "../logger.server";
import { enqueueOrderConfirmation } from "../mail/order-confirmation.server";
import { enqueueOrderShipped } from "../mail/order-shipped.server";
import { SHIPMENTS_JOB } from "../shipments.server";
import { resetDeclines } from "../subscriptions/declines.server";

type Moved = { order: Order; from: Order["status"] };

/**
 * Moves the order along `event` in `tx`, with `set` written beside the new status: null, and
 * nothing written, when the order does not stand where the event may start (a second click, a
 * callback that came twice, two instances at once: the row lock makes them take turns).
 */
async function move(
  tx: Transaction,
  orderId: string,
  event: OrderEvent,
  set: Partial<typeof orders.$inferInsert> = {},
): Promise<Moved | null> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!current || !mayHappen(event, current.status)) return null;
  const [order] = await tx
    .update(orders)
    .set({ ...set, status: ORDER_TRANSITIONS[event].to })
    .where(eq(orders.id, orderId))
    .returning();
  return { order: order!, from: current.status };
}

/**
 * pending → confirmed: an order for a date more than a few days ahead (~/lib/payment-plan) whose
 * card QuickPay saved (`agreementId`). The checkout is done: the cart is emptied and the
 * confirmation e-mail (saying when the amount is reserved) queued; the payments job authorizes
 * its total when its day's orders are made (payments/charges.server.ts). Null when the order was
 * not pending.
 */
export async function orderConfirmed(tx: Transaction, orderId: string, agreementId: string) {
  const moved = await move(tx, orderId, "confirm", { agreement_id: agreementId });
  if (!moved) return null;
  const { order } = moved;
  if (order.user_id) await tx.delete(cartItems).where(eq(cartItems.user_id, order.user_id));
  await recordAudit(
    SYSTEM_ACTOR,
    {
      entityType: "order",
      entityId: order.id,
      action: "confirm",
      before: { status: moved.from },
      after: { status: order.status },
      note: agreementId,
    },
    tx,
  );
  await enqueueOrderConfirmation(order, tx);
  return order;
}

/**
 * pending or confirmed → paid: the invoice issued and, for pickup, the locker shipment queued
 * for booking. From pending, the checkout's order also empties the cart and has its confirmation
 * e-mail queued (a subscription's delivery leaves the cart alone, the customer may be shopping
 * meanwhile, and ends its run of declines instead); a confirmed order had both at its
 * confirmation. Null when the order could not be paid. Call `afterPaid` once the transaction has
 * committed.
 */
export async function orderPaid(tx: Transaction, orderId: string, paymentId: string | null) {
  const moved = await move(tx, orderId, "pay", {
    paid_at: new Date(),
    // On the shop's clock, as the card's hold is counted (renewal, the sandbox's lapse).
    ...(paymentId ? { payment_id: paymentId, authorized_at: shopNow() } : {}),
  });
  if (!moved) return null;
  const { order } = moved;
  if (order.subscription_id) await resetDeclines(tx, order.subscription_id);
  else if (order.user_id && moved.from === "pending")
    await tx.delete(cartItems).where(eq(cartItems.user_id, order.user_id));
  if (order.delivery_provider === "okoskabet" && order.shed_info) {
    await tx
      .insert(shipments)
      .values({ order_id: order.id, locker_id: order.shed_info.id, delivery_date: order.delivery_date })
      .onConflictDoNothing();
  }
  const invoice = await issueInvoice(tx, order);
  await recordAudit(
    SYSTEM_ACTOR,
    {
      entityType: "order",
      entityId: order.id,
      action: "pay",
      before: { status: moved.from },
      after: { status: order.status, invoice: invoice.number },
      note: paymentId,
    },
    tx,
  );
  if (moved.from === "pending") await enqueueOrderConfirmation(order, tx);
  return order;
}

/** Once a paid order is committed: its locker booking starts now rather than at the job's next turn. */
export function afterPaid(order: Order): void {
  logger.info({ order: order.id }, "order paid");
  if (order.delivery_provider === "okoskabet") kickJob(SHIPMENTS_JOB);
}

/** An order with nothing to pay (a code that covers everything) is paid as it stands. */
export async function markOrderPaid(orderId: string, paymentId: string | null): Promise<boolean> {
  const paid = await getDb().transaction((tx) => orderPaid(tx, orderId, paymentId));
  if (!paid) return false;
  afterPaid(paid);
  return true;
}

/** Why an unpaid order was given up: a newer pay press, left unpaid, or its date's cutoff passed. */
export type ReleaseReason = "replaced" | "abandoned" | "date-passed";

/**
 * pending or confirmed → cancelled, unpaid: the discount code's use is given back. The caller
 * stops the payment at QuickPay afterwards (`releasePendingOrder`); a saved card is cancelled
 * there by the payments job (`endFinishedAgreements`). False when the order could not be released.
 */
export async function orderReleased(orderId: string, reason: ReleaseReason): Promise<boolean> {
  const released = await getDb().transaction(async (tx) => {
    const moved = await move(tx, orderId, "release", { cancelled_at: new Date() });
    if (!moved) return false;
    await giveCodeUseBack(tx, moved.order.discount_code_id);
    await recordAudit(
      SYSTEM_ACTOR,
      {
        entityType: "order",
        entityId: orderId,
        action: reason === "abandoned" ? "released" : reason,
        before: { status: moved.from },
        after: { status: moved.order.status },
      },
      tx,
    );
    return true;
  });
  if (released) logger.info({ order: orderId, reason }, "pending order released");
  return released;
}

/**
 * paid → paid: the order's money now stands on another payment, its QuickPay order_id the next
 * round's (`payment_round`): a new authorization on the saved card that replaces one about to
 * lapse (`paymentId`), or (null) a payment the customer makes through a link once it lapsed
 * (`askToPay`, in the same transaction). The caller releases the old authorization. Null when
 * the order was not paid or another run renewed it first (its round moved on).
 */
export async function paymentRenewed(
  tx: Transaction,
  orderId: string,
  renewal: { fromRound: number; paymentId: string | null },
): Promise<Order | null> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (current?.payment_round !== renewal.fromRound) return null;
  const moved = await move(tx, orderId, "renew", {
    payment_round: renewal.fromRound + 1,
    payment_id: renewal.paymentId,
    authorized_at: renewal.paymentId ? shopNow() : null,
    payment_state: null,
    payment_operation_id: null,
    payment_updated_at: null,
    payment_link: null,
  });
  if (!moved) return null;
  if (renewal.paymentId)
    await recordAudit(
      SYSTEM_ACTOR,
      {
        entityType: "order",
        entityId: orderId,
        action: "renew",
        before: { payment: current.payment_id },
        after: { payment: renewal.paymentId, round: renewal.fromRound + 1 },
      },
      tx,
    );
  return moved.order;
}

/**
 * paid → shipped, once `captured` øre were drawn (a pre-order's at once, when it was made): the
 * shipping e-mail is queued, unless it is a pre-order handed over at its place (the customer
 * was there).
 */
export async function orderShipped(actor: AuditActor, orderId: string, captured: number): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const moved = await move(tx, orderId, "ship", { shipped_at: new Date() });
    if (!moved) return false;
    await recordAudit(
      actor,
      {
        entityType: "order",
        entityId: orderId,
        action: "ship",
        before: { status: moved.from },
        after: { status: moved.order.status, captured },
      },
      tx,
    );
    const handedOver = moved.order.season_menu_id !== null && moved.order.delivery_provider === null;
    if (!handedOver) await enqueueOrderShipped(moved.order, tx);
    return true;
  });
}

/**
 * pending, confirmed or paid → cancelled by the shop, its money at QuickPay already released (a
 * pre-order's captured amount refunded): a credit
 * note for the whole invoice (none for an order never invoiced), the discount code's use given
 * back, its locker shipment (if any) marked cancelled. `note` goes into the audit trail.
 */
export async function orderCancelled(
  actor: AuditActor,
  orderId: string,
  note: string | null,
): Promise<boolean> {
  return getDb().transaction(
    async (tx) => (await cancelIn(tx, actor, orderId, note, "cancellation")) !== null,
  );
}

/**
 * The shop's cancellation in the caller's transaction (a recall's, which cancels an order it
 * leaves empty): the money is released afterwards by the payments job, which releases or
 * refunds what a cancelled order still holds (payments/reconcile.server.ts, `voidHeldPayments`).
 * Returns the credit note (null when the order was never invoiced), or null when it could not
 * be cancelled; `cancelled` says which.
 */
export async function cancelIn(
  tx: Transaction,
  actor: AuditActor,
  orderId: string,
  note: string | null,
  reason: "cancellation" | "recall",
): Promise<{ creditNote: Invoice | null; order: Order } | null> {
  const moved = await move(tx, orderId, "cancel", { cancelled_at: new Date() });
  if (!moved) return null;
  const { order } = moved;
  const creditNote = await issueCreditNote(tx, order, parseKroner(order.total_price), reason);
  await giveCodeUseBack(tx, order.discount_code_id);
  await tx.update(shipments).set({ status: "cancelled" }).where(eq(shipments.order_id, orderId));
  await recordAudit(
    actor,
    {
      entityType: "order",
      entityId: orderId,
      action: "cancel",
      before: { status: moved.from },
      after: { status: order.status },
      note,
    },
    tx,
  );
  return { creditNote, order };
}

/**
 * paid → paid, a recall's: `removals` (an order line and how many of its jars) are taken off an
 * order not yet shipped because no lot that is not recalled has them. The lines shrink or go, the
 * order's subtotal, discount and total are lowered by their price (less the discount's share,
 * ~/lib/batches `removalRefund`), and a credit note for that amount is issued; the capture at
 * dispatch takes the lower total. Null when the order was not paid. `note` goes into the trail.
 */
export async function orderLinesRecalled(
  tx: Transaction,
  actor: AuditActor,
  orderId: string,
  removals: readonly { itemId: string; jars: number }[],
  note: string,
): Promise<{ refunded: number; creditNote: Invoice | null } | null> {
  const [current] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!current || !mayHappen("recallLines", current.status)) return null;
  const items = await tx.select().from(orderItems).where(eq(orderItems.order_id, orderId)).for("update");
  let subtotal = parseKroner(current.subtotal_price);
  let discount = parseKroner(current.discount_amount);
  let refunded = 0;
  for (const removal of removals) {
    const item = items.find((candidate) => candidate.id === removal.itemId);
    if (!item) continue;
    const jars = Math.min(removal.jars, item.quantity);
    const money = removalRefund({ subtotal, discount }, jars, parseKroner(item.unit_price));
    subtotal -= money.goods;
    discount -= money.discount;
    refunded += money.refund;
    if (jars === item.quantity) await tx.delete(orderItems).where(eq(orderItems.id, item.id));
    else
      await tx
        .update(orderItems)
        .set({ quantity: item.quantity - jars })
        .where(eq(orderItems.id, item.id));
  }
  const total = Math.max(0, parseKroner(current.total_price) - refunded);
  const moved = await move(tx, orderId, "recallLines", {
    subtotal_price: toKronerString(subtotal),
    discount_amount: toKronerString(discount),
    total_price: toKronerString(total),
  });
  if (!moved) return null;
  const creditNote = refunded > 0 ? await issueCreditNote(tx, moved.order, refunded, "recall") : null;
  await recordAudit(
    actor,
    {
      entityType: "order",
      entityId: orderId,
      action: "recallLines",
      before: { total: current.total_price },
      after: { total: moved.order.total_price, refunded, creditNote: creditNote?.number ?? null },
      note,
    },
    tx,
  );
  return { refunded, creditNote };
}

/**
 * A refund QuickPay made of a shipped order: a credit note for `amount` øre, and the order
 * 'refunded' once all that was captured is back (`refundedInAll` of `captured`), else still
 * 'shipped'. The money has moved, so the credit note is written whatever the order's status
 * (a refund raced by another one is still in the books; the log says so).
 */
export async function orderRefunded(
  actor: AuditActor,
  orderId: string,
  money: { amount: number; refundedInAll: number; captured: number },
): Promise<void> {
  const event: OrderEvent = money.refundedInAll >= money.captured ? "refund" : "refundPart";
  await getDb().transaction(async (tx) => {
    const moved = await move(tx, orderId, event);
    if (!moved) logger.error({ order: orderId, event }, "a refund for an order that was not shipped");
    await issueCreditNote(tx, { id: orderId }, money.amount, "refund");
    await recordAudit(
      actor,
      {
        entityType: "order",
        entityId: orderId,
        action: "refund",
        before: moved ? { status: moved.from, refunded: money.refundedInAll - money.amount } : null,
        after: {
          status: moved?.order.status ?? null,
          refunded: money.refundedInAll,
          amount: money.amount,
        },
      },
      tx,
    );
  });
}

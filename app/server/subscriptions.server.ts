/**
 * Meal subscriptions on the server (issue 19, DESIGN.md 5.4, docs/decisions/0022): starting one
 * through QuickPay's subscription window, the customer's changes with the terms' 5 days' notice,
 * and the job that turns each delivery into an ordinary order with a recurring payment.
 *
 * A delivery goes through three steps, each in a transaction with the subscription's or the
 * delivery's row locked, so that any number of job runs on any number of instances make one
 * order per subscription and date (the unique index on orders backs it up):
 * 1. fixed: NOTICE_DAYS ahead, the jars and place are copied onto the delivery's row; a change
 *    made later reaches only the dates after it.
 * 2. ordered: ORDER_LEAD_HOURS before the cutoff the order is made (prices of the day, the
 *    subscription discount, freight by the order rules) and holds its jars on the day.
 * 3. charged: a recurring payment for the order's total; QuickPay's answer and callbacks go
 *    through applyPaymentSnapshot like every payment. A declined payment e-mails a link to pay;
 *    the order is released if still unpaid after the cutoff; two declines in a row pause.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Language } from "~/i18n/languages";
import { addDays, isDate, shopDate } from "~/lib/copenhagen";
import { missingProfileFields } from "~/lib/delivery";
import { cutoffFor, openDates, forShed, payableAt, type CalendarSettings } from "~/lib/delivery-calendar";
import { toKronerString, parseKroner } from "~/lib/money";
import { isUuid } from "~/lib/ids";
import { priceForViewer } from "~/lib/pricing";
import {
  DECLINES_BEFORE_PAUSE,
  DEFAULT_DISCOUNT_PERCENT,
  deliveryPrice,
  firstChangeableDate,
  isChangeable,
  jarCount,
  MIN_JARS,
  NOTICE_DAYS,
  orderDueAt,
  REMINDER_DAYS,
  isFrequency,
  parseChangeForm,
  rescheduledFrom,
  scheduleDates,
  upcomingDeliveries,
  type FrequencyWeeks,
  type PlannedDelivery,
  type SkipReason,
  type SubscriptionChange,
  type SubscriptionDelivery,
  type SubscriptionLine,
} from "~/lib/subscriptions";
import type { Shed } from "~/lib/delivery";
import { recordAudit, SYSTEM_ACTOR, type AuditActor } from "./admin/audit.server";
import { foodColumns } from "./catalogue.server";
import { cartJars } from "./cart.server";
import { shopNow } from "./clock.server";
import { findShed, searchSheds } from "./lockers/lockers.server";
import { config } from "./config.server";
import { describeError } from "./errors.server";
import { getDb, type Database, type Transaction } from "./db/index.server";
import {
  appSettings,
  orders,
  products,
  profiles,
  subscriptionDeliveries,
  subscriptionItems,
  subscriptions,
  type Order,
  type ShedInfo,
  type Subscription,
} from "./db/schema.server";
import {
  calendarSettings,
  deliveryCalendarFor,
  dayOverrides,
  holdDeliveryDay,
} from "./delivery-calendar.server";
import { isClosed } from "~/lib/delivery-calendar";
import { kickJob } from "./jobs.server";
import { logger } from "./logger.server";
import {
  enqueueSubscriptionMail,
  type Change,
  type SubscriptionMail,
  type SubscriptionMailContext,
} from "./mail/subscription.server";
import { applyPaymentSnapshot, refusesTestPayments } from "./payments/callbacks.server";
import { paymentGateway } from "./payments/gateway.server";
import { customerOfOrder, insertOrderLines, PAYMENT_METHODS } from "./checkout.server";
import {
  isOlderSnapshot,
  QuickPayError,
  snapshotVersion,
  type QuickPaySubscription,
} from "./payments/quickpay.server";

export const SUBSCRIPTIONS_JOB = "subscriptions";
const DISCOUNT_KEY = "subscription-discount";

// ---------------------------------------------------------------------------------------------
// The admin's discount

export async function subscriptionDiscount(db: Database | Transaction = getDb()): Promise<number> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, DISCOUNT_KEY));
  const value = (row?.value as { percent?: unknown } | undefined)?.percent;
  return typeof value === "number" && value >= 0 && value <= 50 ? value : DEFAULT_DISCOUNT_PERCENT;
}

export async function setSubscriptionDiscount(percent: number, actor: AuditActor): Promise<void> {
  await getDb().transaction(async (tx) => {
    const before = await subscriptionDiscount(tx);
    await tx
      .insert(appSettings)
      .values({ key: DISCOUNT_KEY, value: { percent } })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: { percent }, updated_at: new Date() } });
    await recordAudit(
      actor,
      {
        entityType: "subscription",
        entityId: DISCOUNT_KEY,
        action: "discount",
        before: { percent: before },
        after: { percent },
      },
      tx,
    );
  });
}

// ---------------------------------------------------------------------------------------------
// Prices of a delivery

export type QuotedLine = {
  productId: string;
  title: string;
  quantity: number;
  unitPrice: number;
  available: boolean;
};

/** The jars at the customer's prices of today, and what one delivery costs. */
export async function quoteDelivery(
  userId: string,
  lines: readonly SubscriptionLine[],
  db: Database | Transaction = getDb(),
) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw new Error("no profile for a subscription");
  const ids = lines.map((line) => line.productId);
  const rows = ids.length
    ? await db
        .select({
          id: products.id,
          title: products.title,
          title_en: products.title_en,
          available: products.available,
          archived_at: products.archived_at,
          base_price: products.base_price,
          customer_price: products.customer_price,
          b2b_price: products.b2b_price,
          food: foodColumns(),
        })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const viewer = { role: profile.role, discountPercentage: profile.discount_percentage };
  const quoted = lines.flatMap((line) => {
    const product = rows.find((row) => row.id === line.productId);
    if (!product) return [];
    return [
      {
        productId: product.id,
        title: product.title,
        titleEn: product.title_en,
        quantity: line.quantity,
        unitPrice: priceForViewer(product, viewer).unit,
        available: product.available && !product.archived_at,
        food: product.food,
      },
    ];
  });
  const discountPercent = await subscriptionDiscount(db);
  const deliverable = quoted.filter((line) => line.available);
  return { profile, lines: quoted, discountPercent, totals: deliveryPrice(deliverable, discountPercent) };
}

// ---------------------------------------------------------------------------------------------
// Starting one

export type StartInput = {
  userId: string;
  lines: SubscriptionLine[];
  frequencyWeeks: FrequencyWeeks;
  delivery: SubscriptionDelivery;
  startDate: string;
  language: Language;
};

export type StartProblem =
  | { reason: "too-few-jars" }
  | { reason: "unavailable"; titles: string[] }
  | { reason: "profile-incomplete" }
  | { reason: "start-date" }
  | { reason: "payment-unavailable" };

/** The dates a new subscription may start on: what the checkout's calendar offers for its jars. */
export async function startDates(
  lines: readonly SubscriptionLine[],
  shedDates?: readonly string[],
): Promise<string[]> {
  const calendar = await deliveryCalendarFor([...lines]);
  return openDates(shedDates ? forShed(calendar.days, shedDates) : calendar.days);
}

/**
 * Creates the subscription (pending until QuickPay says the customer authorized it) and its
 * QuickPay subscription and window. A customer's earlier subscription never authorized goes.
 */
export async function startSubscription(
  input: StartInput,
  shedDates?: readonly string[],
): Promise<{ ok: true; url: string; id: string } | ({ ok: false } & StartProblem)> {
  const lines = mergeLines(input.lines);
  if (jarCount(lines) < MIN_JARS) return { ok: false, reason: "too-few-jars" };
  const quote = await quoteDelivery(input.userId, lines);
  const unavailable = quote.lines.filter((line) => !line.available);
  if (unavailable.length > 0 || quote.lines.length !== lines.length)
    return { ok: false, reason: "unavailable", titles: unavailable.map((line) => line.title) };
  if (missingProfileFields(quote.profile, input.delivery.provider).length > 0)
    return { ok: false, reason: "profile-incomplete" };
  if (!(await startDates(lines, shedDates)).includes(input.startDate))
    return { ok: false, reason: "start-date" };

  const db = getDb();
  const subscription = await db.transaction(async (tx) => {
    await tx
      .delete(subscriptions)
      .where(and(eq(subscriptions.user_id, input.userId), eq(subscriptions.status, "pending")));
    const [created] = await tx
      .insert(subscriptions)
      .values({
        user_id: input.userId,
        frequency_weeks: input.frequencyWeeks,
        delivery_provider: input.delivery.provider,
        shed_info:
          input.delivery.provider === "okoskabet"
            ? { ...input.delivery.shed, selectedDate: input.startDate }
            : null,
        next_date: input.startDate,
        language: input.language,
      })
      .returning();
    await tx.insert(subscriptionItems).values(
      lines.map((line) => ({
        subscription_id: created!.id,
        product_id: line.productId,
        quantity: line.quantity,
      })),
    );
    return created!;
  });

  const { client } = paymentGateway();
  const base = config().publicUrl;
  try {
    const remote = await client.createSubscription({
      orderId: subscription.reference,
      description: input.language === "da" ? "Krukke fast levering" : "Krukke subscription",
    });
    const link = await client.createSubscriptionLink(remote.id, {
      amount: quote.totals.total,
      continueUrl: `${base}/profile/abonnement?startet=1`,
      cancelUrl: `${base}/profile/abonnement/ny?afbrudt=1`,
      callbackUrl: `${base}/payments/quickpay/callback`,
      language: input.language,
      paymentMethods: subscriptionPaymentMethods(),
    });
    await db
      .update(subscriptions)
      .set({ quickpay_id: String(remote.id), payment_link: link.url })
      .where(eq(subscriptions.id, subscription.id));
    logger.info({ subscription: subscription.id }, "subscription window ready");
    return { ok: true, url: link.url, id: subscription.id };
  } catch (error) {
    logger.error(
      { subscription: subscription.id, err: describeError(error) },
      "could not start a subscription",
    );
    await db.delete(subscriptions).where(eq(subscriptions.id, subscription.id));
    return { ok: false, reason: "payment-unavailable" };
  }
}

/** Cards and MobilePay Subscriptions: the methods that can be charged again without the customer. */
function subscriptionPaymentMethods(): string {
  return PAYMENT_METHODS.split(",")
    .filter((method) => method === "creditcard" || method === "mobilepay")
    .map((method) => (method === "mobilepay" ? "mobilepay-subscriptions" : method))
    .join(",");
}

function mergeLines(lines: readonly SubscriptionLine[]): SubscriptionLine[] {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.productId, (merged.get(line.productId) ?? 0) + line.quantity);
  return [...merged]
    .map(([productId, quantity]) => ({ productId, quantity }))
    .filter((line) => line.quantity > 0);
}

// ---------------------------------------------------------------------------------------------
// What QuickPay says about a subscription

export type SubscriptionSnapshotOutcome =
  "started" | "cancelled" | "recorded" | "unknown" | "stale" | "test-payment" | "wrong-subscription";

/** Applies a subscription snapshot (callback or lookup): authorized → active, once; cancelled → cancelled. */
export async function applySubscriptionSnapshot(
  remote: QuickPaySubscription,
): Promise<SubscriptionSnapshotOutcome> {
  const outcome = await getDb().transaction(async (tx) => {
    const [subscription] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.reference, remote.order_id))
      .for("update");
    if (!subscription) return { outcome: "unknown" as const };
    if (
      remote.currency !== "DKK" ||
      (subscription.quickpay_id && subscription.quickpay_id !== String(remote.id))
    )
      return { outcome: "wrong-subscription" as const };
    if (remote.test_mode && refusesTestPayments()) {
      logger.error({ subscription: subscription.id }, "test subscription refused on the live account");
      return { outcome: "test-payment" as const };
    }
    const version = snapshotVersion({ ...remote, balance: 0 });
    if (isOlderSnapshot(version, { operationId: subscription.operation_id, updatedAt: null }))
      return { outcome: "stale" as const };
    await tx
      .update(subscriptions)
      .set({ operation_id: version.operationId, quickpay_id: String(remote.id) })
      .where(eq(subscriptions.id, subscription.id));
    const approved = (type: string) =>
      remote.operations.some((op) => op.type === type && !op.pending && op.qp_status_code === "20000");
    if (approved("cancel") || remote.state === "cancelled") {
      if (subscription.status === "cancelled") return { outcome: "recorded" as const };
      await tx
        .update(subscriptions)
        .set({ status: "cancelled", cancelled_at: new Date() })
        .where(eq(subscriptions.id, subscription.id));
      return { outcome: "cancelled" as const };
    }
    if (subscription.status !== "pending" || !remote.accepted || !approved("authorize"))
      return { outcome: "recorded" as const };
    const [started] = await tx
      .update(subscriptions)
      .set({
        status: "active",
        card: { brand: remote.metadata?.brand ?? undefined, last4: remote.metadata?.last4 ?? undefined },
      })
      .where(and(eq(subscriptions.id, subscription.id), eq(subscriptions.status, "pending")))
      .returning();
    const quote = await quoteDelivery(started!.user_id!, await itemsOf(started!.id, tx), tx);
    await mail(tx, started!, { kind: "started", date: started!.next_date, price: quote.totals.total });
    return { outcome: "started" as const };
  });
  if (outcome.outcome === "started") {
    logger.info({ reference: remote.order_id }, "subscription started");
    // A first delivery already due is ordered now, not at the job's next turn.
    kickJob(SUBSCRIPTIONS_JOB);
  }
  return outcome.outcome;
}

// ---------------------------------------------------------------------------------------------
// Reading

async function itemsOf(
  subscriptionId: string,
  db: Database | Transaction = getDb(),
): Promise<SubscriptionLine[]> {
  return db
    .select({ productId: subscriptionItems.product_id, quantity: subscriptionItems.quantity })
    .from(subscriptionItems)
    .where(eq(subscriptionItems.subscription_id, subscriptionId))
    .orderBy(asc(subscriptionItems.product_id));
}

export type SubscriptionView = {
  id: string;
  status: Subscription["status"];
  frequencyWeeks: number;
  provider: Subscription["delivery_provider"];
  shed: ShedInfo | null;
  pausedUntil: string | null;
  card: Subscription["card"];
  createdAt: string;
  firstChangeable: string;
  lines: (SubscriptionLine & {
    title: string;
    titleEn: string | null;
    unitPrice: number;
    available: boolean;
  })[];
  discountPercent: number;
  /** One delivery at today's prices. */
  price: { subtotal: number; discount: number; freight: number; total: number };
  deliveries: (PlannedDelivery & {
    items: SubscriptionLine[] | null;
    orderId: string | null;
    orderStatus: string | null;
    /** A declined recurring payment still to be paid, until the cutoff. */
    payable: boolean;
  })[];
};

/** The customer's subscriptions (not those never authorized), each with its next deliveries. */
export async function subscriptionsOfUser(userId: string, count = 3): Promise<SubscriptionView[]> {
  const rows = await getDb()
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.user_id, userId), sql`${subscriptions.status} <> 'pending'`))
    .orderBy(sql`${subscriptions.status} = 'cancelled'`, asc(subscriptions.created_at));
  return Promise.all(rows.map((row) => viewOf(row, count)));
}

export async function viewOf(row: Subscription, count = 3, now = shopNow()): Promise<SubscriptionView> {
  const db = getDb();
  const today = shopDate(now);
  const [items, records, settings] = await Promise.all([
    itemsOf(row.id),
    db
      .select({
        date: subscriptionDeliveries.date,
        status: subscriptionDeliveries.status,
        reason: subscriptionDeliveries.reason,
        items: subscriptionDeliveries.items,
        orderId: subscriptionDeliveries.order_id,
        orderStatus: orders.status,
      })
      .from(subscriptionDeliveries)
      .leftJoin(orders, eq(orders.id, subscriptionDeliveries.order_id))
      .where(
        and(
          eq(subscriptionDeliveries.subscription_id, row.id),
          sql`${subscriptionDeliveries.date} >= ${today}`,
        ),
      )
      .orderBy(asc(subscriptionDeliveries.date)),
    calendarSettings(),
  ]);
  const quote = row.user_id ? await quoteDelivery(row.user_id, items) : null;
  const planned = upcomingDeliveries({
    today,
    nextDate: row.next_date,
    frequencyWeeks: row.frequency_weeks,
    pausedUntil: row.paused_until,
    status: row.status,
    records,
    count,
  });
  return {
    id: row.id,
    status: row.status,
    frequencyWeeks: row.frequency_weeks,
    provider: row.delivery_provider,
    shed: row.shed_info,
    pausedUntil: row.paused_until,
    card: row.card,
    createdAt: row.created_at.toISOString(),
    firstChangeable: firstChangeableDate(today),
    lines: (quote?.lines ?? []).map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      title: line.title,
      titleEn: line.titleEn,
      unitPrice: line.unitPrice,
      available: line.available,
    })),
    discountPercent: quote?.discountPercent ?? 0,
    price: quote?.totals ?? { subtotal: 0, discount: 0, freight: 0, total: 0 },
    deliveries: planned.map((delivery) => {
      const record = records.find((candidate) => candidate.date === delivery.date);
      return {
        ...delivery,
        items: record?.items ?? null,
        orderId: record?.orderId ?? null,
        orderStatus: record?.orderStatus ?? null,
        payable:
          record?.orderStatus === "pending" &&
          record.reason === "declined" &&
          payableAt(delivery.date, settings, now),
      };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// The customer's changes

export type ChangeProblem =
  | "not-found"
  | "cancelled"
  | "fixed"
  | "not-a-delivery"
  | "too-few-jars"
  | "unavailable"
  | "not-a-delivery-day"
  | "pause-date"
  | "profile-incomplete";

/**
 * Applies one change of the customer's (or an admin's on their behalf). The deliveries inside
 * the notice are fixed first, with the plan as it stood, so the change reaches only later ones.
 */
export async function changeSubscription(
  subscriptionId: string,
  owner: { userId: string } | { admin: AuditActor },
  change: SubscriptionChange,
  now = shopNow(),
): Promise<{ ok: true; from: string } | { ok: false; problem: ChangeProblem }> {
  const today = shopDate(now);
  const settings = await calendarSettings();
  const result = await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId))
      .for("update");
    if (!row || row.status === "pending") return { ok: false as const, problem: "not-found" as const };
    if ("userId" in owner && row.user_id !== owner.userId)
      return { ok: false as const, problem: "not-found" as const };
    if (row.status === "cancelled") return { ok: false as const, problem: "cancelled" as const };
    const subscription = await fixDue(tx, row, today, settings);
    const from = firstChangeableDate(today);
    const set = (values: Partial<typeof subscriptions.$inferInsert>) =>
      tx.update(subscriptions).set(values).where(eq(subscriptions.id, subscription.id));
    let mailChange: Change;
    switch (change.kind) {
      case "skip":
      case "unskip": {
        if (!isChangeable(change.date, today)) return { ok: false as const, problem: "fixed" as const };
        const planned = upcomingDeliveries({
          today,
          nextDate: subscription.next_date,
          frequencyWeeks: subscription.frequency_weeks,
          pausedUntil: subscription.paused_until,
          status: subscription.status,
          records: [],
          count: 12,
        });
        if (!planned.some((delivery) => delivery.date === change.date))
          return { ok: false as const, problem: "not-a-delivery" as const };
        if (change.kind === "skip") {
          await tx
            .insert(subscriptionDeliveries)
            .values({
              subscription_id: subscription.id,
              date: change.date,
              status: "skipped",
              reason: "customer",
            })
            .onConflictDoNothing();
        } else {
          await tx
            .delete(subscriptionDeliveries)
            .where(
              and(
                eq(subscriptionDeliveries.subscription_id, subscription.id),
                eq(subscriptionDeliveries.date, change.date),
                eq(subscriptionDeliveries.status, "skipped"),
                eq(subscriptionDeliveries.reason, "customer"),
              ),
            );
        }
        mailChange = { kind: change.kind, date: change.date };
        break;
      }
      case "pause":
        if (change.until !== null && !(change.until > from))
          return { ok: false as const, problem: "pause-date" as const };
        await set({ status: "paused", paused_until: change.until });
        mailChange = change.until ? { kind: "pause", date: change.until } : { kind: "pauseOpen" };
        break;
      case "resume":
        await set({ status: "active", paused_until: null, declines: 0 });
        mailChange = { kind: "resume" };
        break;
      case "items": {
        const lines = mergeLines(change.lines);
        if (jarCount(lines) < MIN_JARS) return { ok: false as const, problem: "too-few-jars" as const };
        const available = await tx
          .select({ id: products.id })
          .from(products)
          .where(
            and(
              inArray(
                products.id,
                lines.map((line) => line.productId),
              ),
              eq(products.available, true),
              isNull(products.archived_at),
            ),
          );
        if (available.length !== lines.length) return { ok: false as const, problem: "unavailable" as const };
        await tx.delete(subscriptionItems).where(eq(subscriptionItems.subscription_id, subscription.id));
        await tx.insert(subscriptionItems).values(
          lines.map((line) => ({
            subscription_id: subscription.id,
            product_id: line.productId,
            quantity: line.quantity,
          })),
        );
        mailChange = { kind: "items" };
        break;
      }
      case "frequency":
        await set({ frequency_weeks: change.frequencyWeeks });
        mailChange = { kind: "frequency" };
        break;
      case "weekday": {
        if (!settings.weekdays.includes(change.weekday))
          return { ok: false as const, problem: "not-a-delivery-day" as const };
        const next = rescheduledFrom(today, change.weekday, subscription.next_date);
        await set({ next_date: next });
        mailChange = { kind: "weekday", date: next };
        break;
      }
      case "delivery": {
        const [profile] = await tx.select().from(profiles).where(eq(profiles.id, subscription.user_id!));
        if (!profile || missingProfileFields(profile, change.delivery.provider).length > 0)
          return { ok: false as const, problem: "profile-incomplete" as const };
        await set({
          delivery_provider: change.delivery.provider,
          shed_info:
            change.delivery.provider === "okoskabet"
              ? { ...change.delivery.shed, selectedDate: subscription.next_date }
              : null,
        });
        mailChange = { kind: "delivery" };
        break;
      }
      case "cancel": {
        await set({ status: "cancelled", cancelled_at: new Date() });
        await recordChange(tx, subscription, owner, "cancel");
        const fixed = await tx
          .select({ date: subscriptionDeliveries.date })
          .from(subscriptionDeliveries)
          .where(
            and(
              eq(subscriptionDeliveries.subscription_id, subscription.id),
              eq(subscriptionDeliveries.status, "fixed"),
            ),
          )
          .orderBy(asc(subscriptionDeliveries.date));
        const [fresh] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
        await mail(tx, fresh!, {
          kind: "cancelled",
          lastDate: fixed.at(-1)?.date ?? addDays(from, -1),
          fixedDates: fixed.map((delivery) => delivery.date),
        });
        return { ok: true as const, from };
      }
    }
    await recordChange(tx, subscription, owner, change.kind);
    const [fresh] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    await mail(tx, fresh!, { kind: "changed", change: mailChange, from });
    return { ok: true as const, from };
  });
  // A cancelled subscription with nothing fixed left is cancelled at QuickPay at once.
  if (result.ok && change.kind === "cancel") await cancelAtQuickPayWhenDone(subscriptionId);
  return result;
}

async function recordChange(
  tx: Transaction,
  subscription: Subscription,
  owner: { userId: string } | { admin: AuditActor },
  action: string,
) {
  if (!("admin" in owner)) return;
  await recordAudit(
    owner.admin,
    {
      entityType: "subscription",
      entityId: subscription.id,
      action,
      before: { status: subscription.status },
    },
    tx,
  );
}

// ---------------------------------------------------------------------------------------------
// The job

/**
 * Fixes the deliveries that came inside the notice: each gets the jars and place as they stand,
 * or is skipped (closed day, customer's skip kept, paused). Returns the subscription as it is after.
 */
async function fixDue(
  tx: Transaction,
  row: Subscription,
  today: string,
  settings: CalendarSettings,
): Promise<Subscription> {
  const subscription = row;
  const horizon = addDays(today, NOTICE_DAYS);
  if (
    subscription.next_date > horizon ||
    subscription.status === "cancelled" ||
    subscription.status === "pending"
  )
    return subscription;
  const items = await itemsOf(subscription.id, tx);
  const overrides = await dayOverrides(subscription.next_date, horizon, tx);
  let next = subscription.next_date;
  while (next <= horizon) {
    const paused =
      subscription.status === "paused" && (!subscription.paused_until || next < subscription.paused_until);
    if (!paused) {
      await tx
        .insert(subscriptionDeliveries)
        .values({
          subscription_id: subscription.id,
          date: next,
          ...(isClosed(next, settings, overrides)
            ? { status: "skipped" as const, reason: "closed" as const }
            : { status: "fixed" as const, items }),
        })
        // A skip the customer asked for stays a skip.
        .onConflictDoNothing();
    }
    next = addDays(next, 7 * subscription.frequency_weeks);
  }
  // A pause with an end is over once the schedule reaches it.
  const resumed =
    subscription.status === "paused" &&
    subscription.paused_until !== null &&
    subscription.paused_until <= next;
  const [fixed] = await tx
    .update(subscriptions)
    .set({
      next_date: next,
      ...(resumed ? { status: "active" as const, paused_until: null } : {}),
    })
    .where(eq(subscriptions.id, subscription.id))
    .returning();
  return fixed!;
}

export type SubscriptionRunSummary = { fixed: number; reminded: number; ordered: number; charged: number };

/**
 * One run of the subscriptions job: fix what came inside the notice, remind a week ahead, make
 * the orders that are due, charge orders not yet charged, and cancel at QuickPay what is done.
 * Safe to run any number of times, on any number of instances at once.
 */
export async function runSubscriptions(now = shopNow()): Promise<SubscriptionRunSummary> {
  const db = getDb();
  const today = shopDate(now);
  const settings = await calendarSettings();
  const summary: SubscriptionRunSummary = { fixed: 0, reminded: 0, ordered: 0, charged: 0 };

  // 1. Fix and remind.
  const running = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ["active", "paused"]),
        lte(subscriptions.next_date, addDays(today, REMINDER_DAYS)),
      ),
    );
  for (const { id } of running) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, id))
        .for("update", { skipLocked: true });
      if (!row || (row.status !== "active" && row.status !== "paused")) return;
      const before = row.next_date;
      const subscription = await fixDue(tx, row, today, settings);
      if (subscription.next_date !== before) summary.fixed += 1;
      if (
        subscription.status === "active" &&
        subscription.next_date <= addDays(today, REMINDER_DAYS) &&
        (!subscription.reminded_for || subscription.reminded_for < subscription.next_date)
      ) {
        const skipped = await tx
          .select({ date: subscriptionDeliveries.date })
          .from(subscriptionDeliveries)
          .where(
            and(
              eq(subscriptionDeliveries.subscription_id, id),
              eq(subscriptionDeliveries.date, subscription.next_date),
            ),
          );
        await tx
          .update(subscriptions)
          .set({ reminded_for: subscription.next_date })
          .where(eq(subscriptions.id, id));
        if (skipped.length === 0) {
          await mail(tx, subscription, {
            kind: "reminder",
            date: subscription.next_date,
            deadline: addDays(subscription.next_date, -(NOTICE_DAYS + 1)),
          });
          summary.reminded += 1;
        }
      }
    });
  }

  // 2. Make the orders that are due (the latest date whose order may be due: cutoff − lead ≤ now).
  const due = await db
    .select({ subscriptionId: subscriptionDeliveries.subscription_id, date: subscriptionDeliveries.date })
    .from(subscriptionDeliveries)
    .where(
      and(
        eq(subscriptionDeliveries.status, "fixed"),
        lte(subscriptionDeliveries.date, addDays(today, NOTICE_DAYS)),
      ),
    )
    .orderBy(asc(subscriptionDeliveries.date));
  for (const delivery of due) {
    if (orderDueAt(delivery.date, settings).getTime() > now.getTime()) continue;
    if (await makeDeliveryOrder(delivery.subscriptionId, delivery.date, now)) summary.ordered += 1;
  }

  // 3. Charge the orders made and not yet charged (an earlier run may have stopped in between).
  const uncharged = await db
    .select()
    .from(orders)
    .where(and(isNotNull(orders.subscription_id), eq(orders.status, "pending"), isNull(orders.payment_id)));
  for (const order of uncharged) {
    if (await chargeDelivery(order)) summary.charged += 1;
  }

  // 4. Cancelled subscriptions whose last fixed delivery is ordered: cancelled at QuickPay.
  const cancelled = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "cancelled"),
        isNotNull(subscriptions.quickpay_id),
        sql`${subscriptions.cancelled_at} is not null`,
      ),
    );
  for (const { id } of cancelled) await cancelAtQuickPayWhenDone(id);
  return summary;
}

/** Makes one delivery's order, once: the delivery row's lock and status decide who makes it. */
async function makeDeliveryOrder(subscriptionId: string, date: string, now: Date): Promise<boolean> {
  const outcome = await getDb().transaction(async (tx) => {
    const [delivery] = await tx
      .select()
      .from(subscriptionDeliveries)
      .where(
        and(
          eq(subscriptionDeliveries.subscription_id, subscriptionId),
          eq(subscriptionDeliveries.date, date),
        ),
      )
      .for("update", { skipLocked: true });
    if (!delivery || delivery.status !== "fixed") return null;
    const [subscription] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    if (!subscription?.user_id) return null;
    const skip = (reason: SkipReason) =>
      tx
        .update(subscriptionDeliveries)
        .set({ status: "skipped", reason, updated_at: new Date() })
        .where(
          and(
            eq(subscriptionDeliveries.subscription_id, subscriptionId),
            eq(subscriptionDeliveries.date, date),
          ),
        );

    const quote = await quoteDelivery(subscription.user_id, delivery.items, tx);
    const left = quote.lines.filter((line) => !line.available);
    const lines = quote.lines.filter((line) => line.available);
    if (left.length > 0)
      await mail(tx, subscription, { kind: "leftOut", date, titles: left.map((line) => line.title) });
    if (lines.length === 0) {
      await skip("empty");
      return { kind: "skipped" as const };
    }
    const problem = await holdDeliveryDay(tx, date, lines, now);
    if (problem) {
      // Full, or closed since it was fixed, or (the job did not run for a day) its cutoff passed.
      await skip(problem === "sold-out" ? "full" : problem === "past-cutoff" ? "late" : "closed");
      await mail(tx, subscription, { kind: "skippedFull", date });
      return { kind: "skipped" as const };
    }
    const { profile } = quote;
    const priced = deliveryPrice(lines, quote.discountPercent);
    const [order] = await tx
      .insert(orders)
      .values({
        user_id: subscription.user_id,
        subscription_id: subscription.id,
        status: "pending",
        subtotal_price: toKronerString(priced.subtotal),
        discount_amount: toKronerString(priced.discount),
        freight_price: toKronerString(priced.freight),
        total_price: toKronerString(priced.total),
        discount_code: "ABONNEMENT",
        delivery_provider: subscription.delivery_provider,
        ...customerOfOrder(profile, subscription.delivery_provider),
        shed_info: subscription.shed_info ? { ...subscription.shed_info, selectedDate: date } : null,
        delivery_date: date,
        language: subscription.language,
      })
      .returning();
    await insertOrderLines(tx, order!.id, lines);
    await tx
      .update(subscriptionDeliveries)
      .set({ status: "ordered", order_id: order!.id, updated_at: new Date() })
      .where(
        and(
          eq(subscriptionDeliveries.subscription_id, subscriptionId),
          eq(subscriptionDeliveries.date, date),
        ),
      );
    return { kind: "ordered" as const, order: order! };
  });
  if (outcome?.kind !== "ordered") return false;
  logger.info({ subscription: subscriptionId, order: outcome.order.id, date }, "subscription order made");
  await chargeDelivery(outcome.order);
  return true;
}

/**
 * Asks QuickPay for the recurring payment of a subscription order (or finds the one asked for
 * before, whose answer was lost) and applies what it says. False when QuickPay could not be asked.
 */
export async function chargeDelivery(order: Order): Promise<boolean> {
  const [subscription] = await getDb()
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, order.subscription_id!));
  if (!subscription?.quickpay_id) return false;
  const { client } = paymentGateway();
  try {
    let payment;
    try {
      payment = await client.recurring(Number(subscription.quickpay_id), {
        orderId: order.payment_reference,
        amount: parseKroner(order.total_price),
      });
    } catch (error) {
      // Asked before (the order_id is taken): the payment is the one made then.
      if (!(error instanceof QuickPayError) || error.status !== 400) throw error;
      payment = await client.findPaymentByOrderId(order.payment_reference);
      if (!payment) throw error;
    }
    await applyPaymentSnapshot(payment);
    return true;
  } catch (error) {
    logger.error({ order: order.id, err: describeError(error) }, "could not charge a subscription delivery");
    return false;
  }
}

/**
 * A recurring payment was declined (called by applyPaymentSnapshot, once per order): the customer
 * is e-mailed a link to pay before the cutoff; the second decline in a row pauses the subscription.
 */
export async function noteDeclinedDelivery(order: Order): Promise<void> {
  if (!order.subscription_id || !order.delivery_date) return;
  const settings = await calendarSettings();
  await getDb().transaction(async (tx) => {
    const [marked] = await tx
      .update(subscriptionDeliveries)
      .set({ reason: "declined", updated_at: new Date() })
      .where(and(eq(subscriptionDeliveries.order_id, order.id), isNull(subscriptionDeliveries.reason)))
      .returning();
    if (!marked) return;
    const [subscription] = await tx
      .update(subscriptions)
      .set({ declines: sql`${subscriptions.declines} + 1` })
      .where(eq(subscriptions.id, order.subscription_id!))
      .returning();
    if (!subscription) return;
    logger.warn({ order: order.id, subscription: subscription.id }, "recurring payment declined");
    await mail(tx, subscription, {
      kind: "declined",
      date: order.delivery_date!,
      price: parseKroner(order.total_price),
      deadline: cutoffFor(order.delivery_date!, settings),
      payUrl: `${config().publicUrl}/profile/abonnement`,
    });
    if (subscription.declines >= DECLINES_BEFORE_PAUSE && subscription.status === "active") {
      await tx
        .update(subscriptions)
        .set({ status: "paused", paused_until: null })
        .where(eq(subscriptions.id, subscription.id));
      await recordAudit(
        SYSTEM_ACTOR,
        { entityType: "subscription", entityId: subscription.id, action: "paused-declined" },
        tx,
      );
      await mail(tx, subscription, { kind: "paused" });
    }
  });
}

/** A paid delivery ends a run of declines. */
export async function resetDeclines(tx: Transaction, subscriptionId: string): Promise<void> {
  await tx.update(subscriptions).set({ declines: 0 }).where(eq(subscriptions.id, subscriptionId));
}

/** Whether a subscription order may still be paid (its cutoff and grace not passed). */
export async function deliveryStillPayable(order: Order, now = shopNow()): Promise<boolean> {
  return Boolean(order.delivery_date && payableAt(order.delivery_date, await calendarSettings(), now));
}

/** The customer's own declined delivery order, to pay it through the ordinary payment window. */
export async function declinedOrderOf(userId: string, orderId: string): Promise<Order | null> {
  const [order] = await getDb()
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.user_id, userId),
        isNotNull(orders.subscription_id),
        eq(orders.status, "pending"),
      ),
    );
  return order ?? null;
}

/**
 * Cancels the QuickPay subscription of a cancelled one once no fixed delivery waits for its
 * order (those are delivered and charged as agreed). `now` set: at once (a deleted account).
 */
export async function cancelAtQuickPayWhenDone(
  subscriptionId: string,
  immediately = false,
): Promise<boolean> {
  const [subscription] = await getDb()
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!subscription?.quickpay_id || subscription.status !== "cancelled") return true;
  if (!immediately) {
    const waiting = await getDb()
      .select({ date: subscriptionDeliveries.date })
      .from(subscriptionDeliveries)
      .leftJoin(orders, eq(orders.id, subscriptionDeliveries.order_id))
      .where(
        and(
          eq(subscriptionDeliveries.subscription_id, subscriptionId),
          sql`(${subscriptionDeliveries.status} = 'fixed' or (${orders.status} = 'pending'))`,
        ),
      );
    if (waiting.length > 0) return false;
  }
  const { client } = paymentGateway();
  try {
    const remote = await client.cancelSubscription(Number(subscription.quickpay_id));
    await applySubscriptionSnapshot(remote);
    await getDb()
      .update(subscriptions)
      .set({ quickpay_id: null, payment_link: null })
      .where(eq(subscriptions.id, subscriptionId));
    return true;
  } catch (error) {
    logger.error(
      { subscription: subscriptionId, err: describeError(error) },
      "could not cancel a subscription at QuickPay",
    );
    return false;
  }
}

/**
 * Before an account goes: its subscriptions are cancelled at QuickPay first (no later charge),
 * then in the shop. False when QuickPay could not be reached: the account must not go yet.
 */
export async function cancelSubscriptionsOfUser(userId: string): Promise<boolean> {
  const rows = await getDb().select().from(subscriptions).where(eq(subscriptions.user_id, userId));
  for (const row of rows) {
    await getDb()
      .update(subscriptions)
      .set({ status: "cancelled", cancelled_at: row.cancelled_at ?? new Date() })
      .where(eq(subscriptions.id, row.id));
    if (!(await cancelAtQuickPayWhenDone(row.id, true))) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// E-mails

async function mail(tx: Transaction, subscription: Subscription, message: SubscriptionMail): Promise<void> {
  if (!subscription.user_id) return;
  const [profile] = await tx.select().from(profiles).where(eq(profiles.id, subscription.user_id));
  if (!profile) return;
  const items = await itemsOf(subscription.id, tx);
  const titled = items.length
    ? await tx
        .select({ id: products.id, title: products.title, title_en: products.title_en })
        .from(products)
        .where(
          inArray(
            products.id,
            items.map((item) => item.productId),
          ),
        )
    : [];
  const context: SubscriptionMailContext = {
    to: profile.email,
    language: subscription.language,
    frequencyWeeks: subscription.frequency_weeks,
    lines: items.map((item) => {
      const product = titled.find((row) => row.id === item.productId);
      const title = subscription.language === "en" ? (product?.title_en ?? product?.title) : product?.title;
      return `${item.quantity} × ${title ?? ""}`;
    }),
    provider: subscription.delivery_provider,
    shed: subscription.shed_info,
    address: [profile.street_address, [profile.postal_code, profile.city].filter(Boolean).join(" ")]
      .filter(Boolean)
      .join(", "),
  };
  await enqueueSubscriptionMail(message, context, tx);
}

// ---------------------------------------------------------------------------------------------
// The start page

export type StartChoices = {
  frequencyWeeks: FrequencyWeeks;
  provider: "standard" | "okoskabet";
  shedId: string | null;
  startDate: string | null;
};

/** Reads the start page's choices from its address (unknown values fall back, never an error). */
export function startChoices(params: URLSearchParams | FormData): StartChoices {
  const frequency = params.get("hyppighed");
  const shed = params.get("skab");
  const start = params.get("start");
  return {
    frequencyWeeks: isFrequency(frequency) ? (Number(frequency) as FrequencyWeeks) : 1,
    provider: params.get("levering") === "okoskabet" ? "okoskabet" : "standard",
    shedId: typeof shed === "string" && /^[\w-]{1,64}$/.test(shed) ? shed : null,
    startDate: isDate(start) ? start : null,
  };
}

/**
 * What the start page shows for the customer's cart and choices: the jars and their price per
 * delivery, the lockers near the customer, the start dates the calendar offers (for the chosen
 * locker), the chosen start and the next three dates.
 */
export async function startPage(userId: string, choices: StartChoices) {
  const lines = mergeLines(await cartJars(userId));
  const quote = await quoteDelivery(userId, lines);
  const zip = quote.profile.postal_code ?? undefined;
  const sheds = choices.provider === "okoskabet" ? (await searchSheds({ zip })).sheds : [];
  const shed = sheds.find((candidate) => candidate.id === choices.shedId) ?? sheds[0] ?? null;
  const dates =
    jarCount(lines) >= MIN_JARS ? await startDates(lines, shed ? shedDatesOf(shed) : undefined) : [];
  const start =
    choices.startDate && dates.includes(choices.startDate) ? choices.startDate : (dates[0] ?? null);
  return {
    lines: quote.lines.map(({ food: _food, ...line }) => line),
    jars: jarCount(lines),
    price: quote.totals,
    discountPercent: quote.discountPercent,
    address: [quote.profile.street_address, quote.profile.postal_code, quote.profile.city]
      .filter(Boolean)
      .join(" "),
    sheds: sheds.map(({ id, name, address, zip: shedZip, city }) => ({
      id,
      name,
      address,
      zip: shedZip,
      city,
    })),
    shedId: shed?.id ?? null,
    dates,
    start,
    nextDates: start ? scheduleDates(start, choices.frequencyWeeks, 3) : [],
    choices,
  };
}

/** The dates a locker takes deliveries on (its own list, or the shop's weekdays when it gives none). */
function shedDatesOf(shed: Shed): string[] | undefined {
  return shed.availableDates.length > 0 ? shed.availableDates : undefined;
}

/** Starts a subscription from the start page's form: the cart's jars, the chosen locker looked up again. */
export async function startFromCart(userId: string, choices: StartChoices, language: Language) {
  const lines = await cartJars(userId);
  let delivery: SubscriptionDelivery = { provider: "standard" };
  let shedDates: string[] | undefined;
  if (choices.provider === "okoskabet") {
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
    const shed = choices.shedId
      ? await findShed(choices.shedId, { zip: profile?.postal_code ?? undefined })
      : null;
    if (!shed) return { ok: false as const, reason: "start-date" as const };
    delivery = {
      provider: "okoskabet",
      shed: { id: shed.id, name: shed.name, address: shed.address, city: shed.city, zip: shed.zip },
    };
    shedDates = shedDatesOf(shed);
  }
  if (!choices.startDate) return { ok: false as const, reason: "start-date" as const };
  return startSubscription(
    {
      userId,
      lines,
      frequencyWeeks: choices.frequencyWeeks,
      delivery,
      startDate: choices.startDate,
      language,
    },
    shedDates,
  );
}

// ---------------------------------------------------------------------------------------------
// The customer's page

/** What the customer's page needs besides the subscriptions: jars to add, weekdays, nearby lockers. */
export async function managePage(userId: string) {
  const [list, settings, jars, [profile]] = await Promise.all([
    subscriptionsOfUser(userId),
    calendarSettings(),
    getDb()
      .select({ id: products.id, title: products.title, titleEn: products.title_en })
      .from(products)
      .where(and(eq(products.available, true), isNull(products.archived_at)))
      .orderBy(asc(products.title)),
    getDb().select().from(profiles).where(eq(profiles.id, userId)),
  ]);
  const needsSheds = list.some((subscription) => subscription.status !== "cancelled");
  const sheds = needsSheds ? (await searchSheds({ zip: profile?.postal_code ?? undefined })).sheds : [];
  return {
    subscriptions: list,
    weekdays: settings.weekdays,
    products: jars,
    sheds: sheds.map(({ id, name, address, zip, city }) => ({ id, name, address, zip, city })),
  };
}

/** A change from the customer's page (its form's intent), the locker looked up again. */
export async function changeFromForm(
  userId: string,
  form: FormData,
): Promise<
  | { ok: true; from: string; kind: SubscriptionChange["kind"] }
  | { ok: false; problem: ChangeProblem | "invalid" }
> {
  const id = form.get("subscription");
  if (typeof id !== "string" || !isUuid(id)) return { ok: false, problem: "invalid" };
  let change: SubscriptionChange | null = parseChangeForm(form);
  if (form.get("intent") === "delivery") {
    // "standard", or "skab:<locker id>".
    const choice = String(form.get("levering") ?? "");
    const shedId = /^skab:([\w-]{1,64})$/.exec(choice)?.[1];
    if (choice === "standard") change = { kind: "delivery", delivery: { provider: "standard" } };
    else if (shedId) {
      const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
      const shed = await findShed(shedId, { zip: profile?.postal_code ?? undefined });
      change = shed
        ? {
            kind: "delivery",
            delivery: {
              provider: "okoskabet",
              shed: { id: shed.id, name: shed.name, address: shed.address, city: shed.city, zip: shed.zip },
            },
          }
        : null;
    }
  }
  if (!change) return { ok: false, problem: "invalid" };
  const result = await changeSubscription(id, { userId }, change);
  return result.ok ? { ...result, kind: change.kind } : result;
}

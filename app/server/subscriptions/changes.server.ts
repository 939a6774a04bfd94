/**
 * The customer's changes (or an admin's on their behalf): skip, pause, resume, jars, frequency,
 * weekday, place and cancel, each reaching only the deliveries after the terms' notice; and the
 * customer's page's form that asks for one.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { addDays, shopDate } from "~/lib/copenhagen";
import { missingProfileFields } from "~/lib/delivery";
import { isUuid } from "~/lib/ids";
import {
  firstChangeableDate,
  isChangeable,
  jarCount,
  MIN_JARS,
  parseChangeForm,
  rescheduledFrom,
  upcomingDeliveries,
  type ChangeProblem,
  type SubscriptionChange,
} from "~/lib/subscriptions";
import { recordAudit, type AuditActor } from "../admin/audit.server";
import { shopNow } from "../clock.server";
import { inShop } from "../catalogue.server";
import { getDb, type Transaction } from "../db/index.server";
import {
  products,
  profiles,
  subscriptionDeliveries,
  subscriptionItems,
  subscriptions,
  type Subscription,
} from "../db/schema.server";
import { calendarSettings } from "../delivery-calendar.server";
import { findLocker } from "../lockers/lockers.server";
import type { Change } from "../mail/subscription.server";
import { cancelAtQuickPayWhenDone } from "./billing.server";
import { mail } from "./mail.server";
import { mergeLines } from "./plan.server";
import { fixDue } from "./schedule.server";

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
              inShop(),
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
              ? { ...change.delivery.locker, selectedDate: subscription.next_date }
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
    const lockerId = /^skab:([\w-]{1,64})$/.exec(choice)?.[1];
    if (choice === "standard") change = { kind: "delivery", delivery: { provider: "standard" } };
    else if (lockerId) {
      const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
      const locker = await findLocker(lockerId, { zip: profile?.postal_code ?? undefined });
      change = locker
        ? {
            kind: "delivery",
            delivery: {
              provider: "okoskabet",
              locker: {
                id: locker.id,
                name: locker.name,
                address: locker.address,
                city: locker.city,
                zip: locker.zip,
              },
            },
          }
        : null;
    }
  }
  if (!change) return { ok: false, problem: "invalid" };
  const result = await changeSubscription(id, { userId }, change);
  return result.ok ? { ...result, kind: change.kind } : result;
}

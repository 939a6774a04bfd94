/**
 * Starting a subscription: the start page (the customer's cart, lockers, start dates, price per
 * delivery) and the subscription made pending with its QuickPay subscription window; QuickPay's
 * answer makes it active (snapshot.server.ts). A start never authorized is cancelled at QuickPay
 * and forgotten by the subscriptions job.
 */
import { and, eq, inArray, isNotNull, isNull, lt, or } from "drizzle-orm";
import type { Language } from "~/i18n/languages";
import { isDate, shopDate } from "~/lib/copenhagen";
import { missingProfileFields, type Locker } from "~/lib/delivery";
import { openDates, forLocker } from "~/lib/delivery-calendar";
import {
  isFrequency,
  jarCount,
  MIN_JARS,
  sameJars,
  scheduleDates,
  START_AUTHORIZE_HOURS,
  STARTS_PER_DAY,
  type FrequencyWeeks,
  type StartChoices,
  type StartPage,
  type StartProblem,
  type SubscriptionDelivery,
  type SubscriptionLine,
} from "~/lib/subscriptions";
import { cartJars } from "../cart.server";
import { shopNow } from "../clock.server";
import { config } from "../config.server";
import { getDb } from "../db/index.server";
import { profiles, subscriptionItems, subscriptions } from "../db/schema.server";
import { deliveryCalendarFor } from "../delivery-calendar.server";
import { describeError } from "../errors.server";
import { logger } from "../logger.server";
import { findLocker, searchLockers } from "../lockers/lockers.server";
import { paymentGateway, RECURRING_PAYMENT_METHODS } from "../payments/gateway.server";
import { hitRateLimit } from "../rate-limit.server";
import { itemsOf, mergeLines, quoteDelivery } from "./plan.server";
import { applySubscriptionSnapshot } from "./snapshot.server";

// ---------------------------------------------------------------------------------------------
// Starting one

export type StartInput = {
  userId: string;
  lines: SubscriptionLine[];
  frequencyWeeks: FrequencyWeeks;
  delivery: SubscriptionDelivery;
  startDate: string;
  language: Language;
  /** The customer said yes to a second subscription with the same jars as one they have. */
  anotherConfirmed?: boolean;
};

/** The dates a new subscription may start on: what the checkout's calendar offers for its jars. */
export async function startDates(
  lines: readonly SubscriptionLine[],
  lockerDates?: readonly string[],
): Promise<string[]> {
  const calendar = await deliveryCalendarFor([...lines]);
  return openDates(lockerDates ? forLocker(calendar.days, lockerDates) : calendar.days);
}

/**
 * Creates the subscription (pending until QuickPay says the customer authorized it) and its
 * QuickPay subscription and window. The same jars as a subscription the customer has are asked
 * about first, and at most STARTS_PER_DAY starts a Copenhagen day reach QuickPay; a refusal
 * creates nothing. An earlier start never authorized stays until the job ends it at QuickPay.
 */
export async function startSubscription(
  input: StartInput,
  lockerDates?: readonly string[],
): Promise<{ ok: true; url: string; id: string } | ({ ok: false } & StartProblem)> {
  const lines = mergeLines(input.lines);
  if (jarCount(lines) < MIN_JARS) return { ok: false, reason: "too-few-jars" };
  const quote = await quoteDelivery(input.userId, lines);
  const unavailable = quote.lines.filter((line) => !line.available);
  if (unavailable.length > 0 || quote.lines.length !== lines.length)
    return { ok: false, reason: "unavailable", titles: unavailable.map((line) => line.title) };
  if (missingProfileFields(quote.profile, input.delivery.provider).length > 0)
    return { ok: false, reason: "profile-incomplete" };
  if (!(await startDates(lines, lockerDates)).includes(input.startDate))
    return { ok: false, reason: "start-date" };
  if (!input.anotherConfirmed && (await hasSameJars(input.userId, lines)))
    return { ok: false, reason: "duplicate" };
  const now = shopNow();
  // The key names the Copenhagen day; the window only has to outlast it.
  const starts = await hitRateLimit(`subscription-starts:${input.userId}:${shopDate(now)}`, {
    limit: STARTS_PER_DAY,
    windowSeconds: 25 * 60 * 60,
  });
  if (starts.limited) return { ok: false, reason: "too-many-starts" };

  const db = getDb();
  const subscription = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(subscriptions)
      .values({
        user_id: input.userId,
        frequency_weeks: input.frequencyWeeks,
        delivery_provider: input.delivery.provider,
        shed_info:
          input.delivery.provider === "okoskabet"
            ? { ...input.delivery.locker, selectedDate: input.startDate }
            : null,
        next_date: input.startDate,
        language: input.language,
        // On the shop's clock, which measures how long its window may stay unfinished.
        created_at: now,
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
      paymentMethods: RECURRING_PAYMENT_METHODS,
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
    // Kept pending without a window: QuickPay may have made the subscription before it failed
    // (or its answer was lost), so the job looks it up by reference and cancels it.
    return { ok: false, reason: "payment-unavailable" };
  }
}

/**
 * Whether the customer has a subscription with exactly these jars: running, paused, or being
 * started (its window open; a start whose window could not be made does not count).
 */
async function hasSameJars(userId: string, lines: readonly SubscriptionLine[]): Promise<boolean> {
  const theirs = await getDb()
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.user_id, userId),
        or(
          inArray(subscriptions.status, ["active", "paused"]),
          and(eq(subscriptions.status, "pending"), isNotNull(subscriptions.payment_link)),
        ),
      ),
    );
  for (const { id } of theirs) if (sameJars(await itemsOf(id), lines)) return true;
  return false;
}

/**
 * Starts whose window was left unfinished for START_AUTHORIZE_HOURS (on the shop's clock):
 * QuickPay is asked first (an authorization whose callback was lost starts the subscription),
 * otherwise the QuickPay subscription is cancelled and the shop's pending one deleted. One
 * QuickPay could not answer about is tried again at the next run. Returns how many were ended.
 */
export async function endUnauthorizedStarts(now = shopNow()): Promise<number> {
  const stale = await getDb()
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, "pending"),
        lt(subscriptions.created_at, new Date(now.getTime() - START_AUTHORIZE_HOURS * 60 * 60 * 1000)),
      ),
    )
    .limit(50);
  const { client } = paymentGateway();
  let ended = 0;
  for (const row of stale) {
    try {
      let remote = row.quickpay_id
        ? await client.getSubscription(Number(row.quickpay_id))
        : await client.findSubscriptionByOrderId(row.reference);
      if (remote && (await applySubscriptionSnapshot(remote)) === "started") continue;
      if (remote && remote.state !== "cancelled") remote = await client.cancelSubscription(remote.id);
      // Never authorized (its cancel's callback may have marked it cancelled already): forgotten.
      const [gone] = await getDb()
        .delete(subscriptions)
        .where(and(eq(subscriptions.id, row.id), isNull(subscriptions.card)))
        .returning({ id: subscriptions.id });
      // Authorized at the very moment it was cancelled: the shop follows QuickPay.
      if (!gone && remote) await applySubscriptionSnapshot(remote);
      ended += 1;
    } catch (error) {
      logger.warn(
        { subscription: row.id, err: describeError(error) },
        "could not end a subscription start never authorized",
      );
    }
  }
  if (ended > 0) logger.info({ count: ended }, "subscription starts never authorized ended at QuickPay");
  return ended;
}

// ---------------------------------------------------------------------------------------------
// The start page

/** Reads the start page's choices from its address (unknown values fall back, never an error). */
export function startChoices(params: URLSearchParams | FormData): StartChoices {
  const frequency = params.get("hyppighed");
  const locker = params.get("skab");
  const start = params.get("start");
  return {
    frequencyWeeks: isFrequency(frequency) ? (Number(frequency) as FrequencyWeeks) : 1,
    provider: params.get("levering") === "okoskabet" ? "okoskabet" : "standard",
    lockerId: typeof locker === "string" && /^[\w-]{1,64}$/.test(locker) ? locker : null,
    startDate: isDate(start) ? start : null,
  };
}

/**
 * What the start page shows for the customer's cart and choices: the jars and their price per
 * delivery, the lockers near the customer, the start dates the calendar offers (for the chosen
 * locker), the chosen start and the next three dates.
 */
export async function startPage(userId: string, choices: StartChoices): Promise<StartPage> {
  const lines = mergeLines(await cartJars(userId));
  const quote = await quoteDelivery(userId, lines);
  const zip = quote.profile.postal_code ?? undefined;
  const lockers = choices.provider === "okoskabet" ? (await searchLockers({ zip })).lockers : [];
  const locker = lockers.find((candidate) => candidate.id === choices.lockerId) ?? lockers[0] ?? null;
  const dates =
    jarCount(lines) >= MIN_JARS ? await startDates(lines, locker ? lockerDatesOf(locker) : undefined) : [];
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
    lockers: lockers.map(({ id, name, address, zip: lockerZip, city }) => ({
      id,
      name,
      address,
      zip: lockerZip,
      city,
    })),
    lockerId: locker?.id ?? null,
    dates,
    start,
    nextDates: start ? scheduleDates(start, choices.frequencyWeeks, 3) : [],
    choices,
  };
}

/** The dates a locker takes deliveries on (its own list, or the shop's weekdays when it gives none). */
function lockerDatesOf(locker: Locker): string[] | undefined {
  return locker.availableDates.length > 0 ? locker.availableDates : undefined;
}

/**
 * Starts a subscription from the start page's form: the cart's jars, the chosen locker looked up
 * again; `anotherConfirmed` once the customer has said yes to the same jars twice.
 */
export async function startFromCart(
  userId: string,
  choices: StartChoices,
  language: Language,
  anotherConfirmed = false,
) {
  const lines = await cartJars(userId);
  let delivery: SubscriptionDelivery = { provider: "standard" };
  let lockerDates: string[] | undefined;
  if (choices.provider === "okoskabet") {
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
    const locker = choices.lockerId
      ? await findLocker(choices.lockerId, { zip: profile?.postal_code ?? undefined })
      : null;
    if (!locker) return { ok: false as const, reason: "start-date" as const };
    delivery = {
      provider: "okoskabet",
      locker: {
        id: locker.id,
        name: locker.name,
        address: locker.address,
        city: locker.city,
        zip: locker.zip,
      },
    };
    lockerDates = lockerDatesOf(locker);
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
      anotherConfirmed,
    },
    lockerDates,
  );
}

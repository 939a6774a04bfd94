/**
 * Meal subscriptions against a real database and the QuickPay sandbox over HTTP, on a fixed shop
 * clock: starting one through the subscription window, one order per delivery date however many
 * job runs (and instances) there are, skip/pause/change/cancel inside and outside the 5 days'
 * notice, a declined recurring payment (pay link, released after the cutoff, paused after two),
 * the discount and freight arithmetic, and subscription callbacks verified like payments. And what
 * keeps them from being spammed: starts limited per day, the same jars asked about first, starts
 * never authorized ended at QuickPay, and a delivery under the jar minimum skipped.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type http from "node:http";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { freightFor } from "~/lib/cart";
import { percentOf } from "~/lib/money";
import { setShopClock } from "~/server/clock.server";
import { getDb } from "~/server/db/index.server";
import { productionPlan } from "~/server/admin/production.server";
import { deleteOwnAccount, exportOwnData } from "~/server/profiles.server";
import { resetConfig } from "~/server/config.server";
import { action as deleteAccountAction } from "~/routes/profile.delete";
import { action as startAction } from "~/routes/profile.abonnement.ny";
import {
  auditLog,
  cartItems,
  emailOutbox,
  orderItems,
  orders,
  products,
  profiles,
  sandboxPayments,
  sessions,
  subscriptionDeliveries,
  subscriptions,
} from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { reconcilePendingOrders } from "~/server/payments/reconcile.server";
import { payInSandbox, type TestCard } from "~/server/payments/quickpay-sandbox.server";
import { quickPayChecksum } from "~/server/payments/quickpay.server";
import { sandboxKeys } from "~/server/payments/quickpay-sandbox.server";
import { handleQuickPayCallback } from "~/server/payments/callbacks.server";
import { changeSubscription } from "~/server/subscriptions/changes.server";
import { runSubscriptions } from "~/server/subscriptions/job.server";
import { setSubscriptionDiscount } from "~/server/subscriptions/plan.server";
import { startSubscription } from "~/server/subscriptions/start.server";
import { subscriptionsOfUser } from "~/server/subscriptions/view.server";
import { SYSTEM_ACTOR } from "~/server/admin/audit.server";
import { productPriced } from "./helpers/checkout";
import { setupTestDatabase } from "./helpers/database";
import { callAction } from "./helpers/routes";
import { setupScriptedServer } from "./helpers/scripted-server";
import { setupServiceServer } from "./helpers/service-server";
import { createUser, signInAs } from "./helpers/users";

setupTestDatabase();
setupServiceServer();
const scripted = setupScriptedServer();

const TOMATO = demoId("product", "tomatsuppe");
const MEATBALLS = demoId("product", "boller-i-karry");

// Sunday 29 November 2026, 10:00 in Copenhagen. Wednesday 2 December's cutoff is Monday 30 at
// 12:00, so its order is made from Sunday 29 at 12:00 (24 hours before).
const SUNDAY_10 = new Date("2026-11-29T09:00:00Z");
const SUNDAY_1230 = new Date("2026-11-29T11:30:00Z");
const WED_2 = "2026-12-02";
const WED_9 = "2026-12-09";
const WED_16 = "2026-12-16";

beforeAll(async () => {
  await seedDemoData(getDb());
  await setSubscriptionDiscount(5, SYSTEM_ACTOR);
});
beforeEach(() => setShopClock(SUNDAY_10));
afterEach(() => setShopClock(null));

async function started(
  options: {
    card?: TestCard;
    frequency?: 1 | 2;
    lines?: { productId: string; quantity: number }[];
    user?: Awaited<ReturnType<typeof createUser>>;
  } = {},
) {
  const user = options.user ?? (await createUser());
  const result = await startSubscription({
    userId: user.id,
    lines: options.lines ?? [
      { productId: TOMATO, quantity: 4 },
      { productId: MEATBALLS, quantity: 2 },
    ],
    frequencyWeeks: options.frequency ?? 1,
    delivery: { provider: "standard" },
    startDate: WED_2,
    language: "da",
  });
  if (!result.ok) throw new Error(`not started: ${result.reason}`);
  const windowId = Number(new URL(result.url).pathname.split("/").at(-1));
  await payInSandbox(windowId, options.card ?? "approved");
  return { user, id: result.id };
}

async function mails(email: string) {
  return getDb()
    .select({ template: emailOutbox.template, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to_address, email))
    .orderBy(asc(emailOutbox.created_at));
}

async function ordersOf(subscriptionId: string) {
  return getDb().select().from(orders).where(eq(orders.subscription_id, subscriptionId));
}

/** The job run when 2 and then 9 December's orders are due: the subscription's orders, by date. */
async function ordersOfTwoWeeks(subscriptionId: string) {
  setShopClock(SUNDAY_1230);
  await runSubscriptions();
  setShopClock(new Date("2026-12-06T11:30:00Z"));
  await runSubscriptions();
  return (await ordersOf(subscriptionId)).sort((a, b) => a.delivery_date!.localeCompare(b.delivery_date!));
}

async function subscription(id: string) {
  const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

describe("starting a subscription", () => {
  it("needs at least 4 jars and an offered start date", async () => {
    const user = await createUser();
    const base = {
      userId: user.id,
      frequencyWeeks: 1 as const,
      delivery: { provider: "standard" as const },
      language: "da" as const,
    };
    expect(
      await startSubscription({ ...base, lines: [{ productId: TOMATO, quantity: 3 }], startDate: WED_2 }),
    ).toMatchObject({ ok: false, reason: "too-few-jars" });
    expect(
      await startSubscription({
        ...base,
        lines: [{ productId: TOMATO, quantity: 4 }],
        startDate: "2026-12-03",
      }),
    ).toMatchObject({ ok: false, reason: "start-date" });
    expect(await getDb().select().from(subscriptions).where(eq(subscriptions.user_id, user.id))).toHaveLength(
      0,
    );
  });

  it("is active once the customer authorizes in the window, and says so by e-mail", async () => {
    const { user, id } = await started();
    const row = await subscription(id);
    expect(row.status).toBe("active");
    expect(row.card).toMatchObject({ last4: "0008" });
    const sent = (await mails(user.email)).filter((mail) => mail.template?.startsWith("subscription-"));
    expect(sent.map((mail) => mail.template)).toEqual(["subscription-started"]);
    expect(sent[0]!.text).toContain("hver uge");
    const [view] = await subscriptionsOfUser(user.id);
    expect(view!.deliveries.map((delivery) => delivery.date)).toEqual([WED_2, WED_9, WED_16]);
  });

  it("stays pending when the window is declined", async () => {
    const { id } = await started({ card: "rejected" });
    expect((await subscription(id)).status).toBe("pending");
  });
});

describe("the job", () => {
  it("makes exactly one paid order per delivery date across runs on two instances, priced with the discount", async () => {
    const { user, id } = await started();
    await runSubscriptions();
    expect(await ordersOf(id)).toHaveLength(0); // fixed, not yet due
    setShopClock(SUNDAY_1230);
    // Two instances at the same moment, then again.
    await Promise.all([runSubscriptions(), runSubscriptions()]);
    await runSubscriptions();
    const made = await ordersOf(id);
    expect(made).toHaveLength(1);
    const order = made[0]!;
    expect(order.delivery_date).toBe(WED_2);
    expect(order.status).toBe("paid");
    expect(order.user_id).toBe(user.id);

    // Brute force: the products' customer prices, 5 % off the goods, freight by the order rule.
    const prices = await getDb()
      .select({ id: products.id, price: products.customer_price, base: products.base_price })
      .from(products)
      .where(inArray(products.id, [TOMATO, MEATBALLS]));
    const ore = (id: string) => {
      const row = prices.find((price) => price.id === id)!;
      return Math.round(Number(row.price ?? row.base) * 100);
    };
    const subtotal = 4 * ore(TOMATO) + 2 * ore(MEATBALLS);
    const discount = percentOf(subtotal, 5);
    const total = subtotal - discount + freightFor(subtotal);
    expect(Math.round(Number(order.total_price) * 100)).toBe(total);
    const lines = await getDb().select().from(orderItems).where(eq(orderItems.order_id, order.id));
    expect(lines.map((line) => line.quantity).sort()).toEqual([2, 4]);
    // The payment is a recurring one on the subscription, for the order's total.
    const [payment] = await getDb()
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.order_id, order.payment_order_id));
    expect((payment!.body as { subscription_id?: number }).subscription_id).toBe(
      Number((await subscription(id)).quickpay_id),
    );
    expect((await mails(user.email)).map((mail) => mail.template)).toContain("order-confirmation");

    // A week before 9 December, the reminder with its contents; once, however often the job runs.
    setShopClock(new Date("2026-12-02T09:00:00Z"));
    await runSubscriptions();
    await runSubscriptions();
    const reminders = (await mails(user.email)).filter((mail) => mail.template === "subscription-reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain("9. december 2026");
    expect(reminders[0]!.text).toContain("4 × Tomatsuppe");
  });
});

describe("the customer's changes", () => {
  it("a skip more than 5 days ahead is kept, one inside the notice is refused", async () => {
    const { id, user } = await started();
    expect(await changeSubscription(id, { userId: user.id }, { kind: "skip", date: WED_2 })).toEqual({
      ok: false,
      problem: "fixed",
    });
    expect(await changeSubscription(id, { userId: user.id }, { kind: "skip", date: WED_9 })).toMatchObject({
      ok: true,
    });
    // Someone else cannot touch it.
    const other = await createUser();
    expect(await changeSubscription(id, { userId: other.id }, { kind: "skip", date: WED_16 })).toEqual({
      ok: false,
      problem: "not-found",
    });
    // Friday 4 December: 9 December is fixed now, and stays skipped; no order is ever made for it.
    setShopClock(SUNDAY_1230);
    await runSubscriptions();
    setShopClock(new Date("2026-12-04T09:00:00Z"));
    await runSubscriptions();
    setShopClock(new Date("2026-12-07T13:00:00Z"));
    await runSubscriptions();
    const dates = (await ordersOf(id)).map((order) => order.delivery_date).sort();
    expect(dates).toEqual([WED_2]);
    const [skipped] = await getDb()
      .select()
      .from(subscriptionDeliveries)
      .where(and(eq(subscriptionDeliveries.subscription_id, id), eq(subscriptionDeliveries.date, WED_9)));
    expect(skipped).toMatchObject({ status: "skipped", reason: "customer" });
    expect((await mails(user.email)).map((mail) => mail.template)).toContain("subscription-changed");
  });

  it("charges a fixed delivery what it cost when fixed: a ×10 price after that reaches a delivery only once the customer was told", async () => {
    const jar = await productPriced("50.00");
    const { user, id } = await started({ lines: [{ productId: jar, quantity: 4 }] });
    const priced = (basePrice: string) =>
      getDb().update(products).set({ base_price: basePrice }).where(eq(products.id, jar));
    const orderOn = async (date: string) =>
      (await ordersOf(id)).find((order) => order.delivery_date === date)!;
    // 4 × 50 kr, 5 % off the goods, 50 kr freight under 400 kr.
    const atFifty = "240.00";

    await runSubscriptions(); // 2 December is fixed at 50 kr
    await priced("500.00"); // an admin's typo
    setShopClock(SUNDAY_1230);
    await runSubscriptions();
    expect((await orderOn(WED_2)).total_price).toBe(atFifty);

    // 9 December is fixed at the price the customer knows, and they are told of the new one.
    setShopClock(new Date("2026-12-04T09:00:00Z"));
    await runSubscriptions();
    const told = (await mails(user.email)).filter((mail) => mail.template === "subscription-priceRise");
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("50 kr → 500 kr");
    expect(told[0]!.text).toContain("16. december 2026");
    setShopClock(new Date("2026-12-06T11:30:00Z"));
    await runSubscriptions();
    expect((await orderOn(WED_9)).total_price).toBe(atFifty);

    // 16 December, fixed after the e-mail, takes the new price; the typo mended before its
    // order is made, the lower price applies at once.
    setShopClock(new Date("2026-12-11T09:00:00Z"));
    await runSubscriptions();
    const fixedAt = async (date: string) =>
      (
        await getDb()
          .select()
          .from(subscriptionDeliveries)
          .where(and(eq(subscriptionDeliveries.subscription_id, id), eq(subscriptionDeliveries.date, date)))
      )[0]!.prices?.unitPrices[jar];
    expect([await fixedAt(WED_9), await fixedAt(WED_16)]).toEqual([50_00, 500_00]);
    await priced("50.00");
    setShopClock(new Date("2026-12-13T11:30:00Z"));
    await runSubscriptions();
    expect((await orderOn(WED_16)).total_price).toBe(atFifty);
    expect(
      (await mails(user.email)).filter((mail) => mail.template === "subscription-priceRise"),
    ).toHaveLength(1);
  });

  it("a new place reaches only the deliveries after the notice, not one already fixed", async () => {
    const { id, user } = await started();
    await runSubscriptions(); // 2 December is fixed, to the customer's door
    const locker = {
      id: "sandbox-1",
      name: "Økoskab Nørrebro",
      address: "Jagtvej 1",
      city: "København N",
      zip: "2200",
    };
    expect(
      await changeSubscription(
        id,
        { userId: user.id },
        { kind: "delivery", delivery: { provider: "okoskabet", locker } },
      ),
    ).toMatchObject({ ok: true });
    const made = await ordersOfTwoWeeks(id);
    expect(
      made.map((order) => [order.delivery_date, order.delivery_provider, order.shed_info?.id ?? null]),
    ).toEqual([
      [WED_2, "standard", null],
      [WED_9, "okoskabet", "sandbox-1"],
    ]);
  });

  it("a new quantity reaches only the deliveries after the notice", async () => {
    const { id, user } = await started();
    expect(
      await changeSubscription(
        id,
        { userId: user.id },
        {
          kind: "items",
          lines: [
            { productId: TOMATO, quantity: 1 },
            { productId: MEATBALLS, quantity: 2 },
          ],
        },
      ),
    ).toEqual({ ok: false, problem: "too-few-jars" });
    expect(
      await changeSubscription(
        id,
        { userId: user.id },
        {
          kind: "items",
          lines: [
            { productId: TOMATO, quantity: 6 },
            { productId: MEATBALLS, quantity: 2 },
          ],
        },
      ),
    ).toMatchObject({ ok: true });
    const made = await ordersOfTwoWeeks(id);
    const jars = async (orderId: string) =>
      (await getDb().select().from(orderItems).where(eq(orderItems.order_id, orderId))).reduce(
        (sum, line) => sum + line.quantity,
        0,
      );
    expect(made.map((order) => order.delivery_date)).toEqual([WED_2, WED_9]);
    expect(await jars(made[0]!.id)).toBe(6); // fixed before the change
    expect(await jars(made[1]!.id)).toBe(8);
  });

  it("a pause leaves out the deliveries until its end, and they start again after", async () => {
    const { id, user } = await started();
    expect(await changeSubscription(id, { userId: user.id }, { kind: "pause", until: "2026-12-03" })).toEqual(
      {
        ok: false,
        problem: "pause-date",
      },
    );
    expect(await changeSubscription(id, { userId: user.id }, { kind: "pause", until: WED_16 })).toMatchObject(
      {
        ok: true,
      },
    );
    const [view] = await subscriptionsOfUser(user.id);
    expect(view!.deliveries.map((delivery) => delivery.date)).toEqual([WED_2, WED_16, "2026-12-23"]);
    for (const moment of ["2026-11-29T11:30:00Z", "2026-12-06T11:30:00Z", "2026-12-13T11:30:00Z"]) {
      setShopClock(new Date(moment));
      await runSubscriptions();
    }
    expect((await ordersOf(id)).map((order) => order.delivery_date).sort()).toEqual([WED_2, WED_16]);
    expect((await subscription(id)).status).toBe("active");
  });

  it("cancelling keeps the fixed deliveries, then ends the QuickPay subscription", async () => {
    const { id, user } = await started();
    expect(await changeSubscription(id, { userId: user.id }, { kind: "cancel" })).toMatchObject({ ok: true });
    let row = await subscription(id);
    expect(row.status).toBe("cancelled");
    expect(row.quickpay_id).not.toBeNull(); // 2 December is fixed and still to be charged
    setShopClock(SUNDAY_1230);
    await runSubscriptions();
    setShopClock(new Date("2026-12-06T11:30:00Z"));
    await runSubscriptions();
    expect((await ordersOf(id)).map((order) => [order.delivery_date, order.status])).toEqual([
      [WED_2, "paid"],
    ]);
    row = await subscription(id);
    expect(row.quickpay_id).toBeNull();
    expect((await mails(user.email)).map((mail) => mail.template)).toContain("subscription-cancelled");
    expect(await changeSubscription(id, { userId: user.id }, { kind: "skip", date: WED_16 })).toEqual({
      ok: false,
      problem: "cancelled",
    });
  });
});

describe("a declined recurring payment", () => {
  it("asks the customer to pay, releases the order after the cutoff, and pauses after two in a row", async () => {
    const { id, user } = await started({ card: "expired" });
    expect((await subscription(id)).status).toBe("active");
    setShopClock(SUNDAY_1230);
    await runSubscriptions();
    let [order] = await ordersOf(id);
    expect(order!.status).toBe("pending");
    expect(
      (await mails(user.email)).filter((mail) => mail.template === "subscription-declined"),
    ).toHaveLength(1);
    const [view] = await subscriptionsOfUser(user.id);
    expect(view!.deliveries[0]).toMatchObject({ date: WED_2, payable: true });

    // Still unpaid after Monday's cutoff and its grace: released, the jars given back.
    setShopClock(new Date("2026-11-30T11:20:00Z"));
    await reconcilePendingOrders();
    [order] = await ordersOf(id);
    expect(order!.status).toBe("cancelled");

    // The next delivery is declined as well: the subscription pauses and says so.
    setShopClock(new Date("2026-12-06T11:30:00Z"));
    await runSubscriptions();
    const row = await subscription(id);
    expect(row.declines).toBe(2);
    expect(row.status).toBe("paused");
    const templates = (await mails(user.email)).map((mail) => mail.template);
    expect(templates.filter((template) => template === "subscription-declined")).toHaveLength(2);
    expect(templates).toContain("subscription-paused");
  });
});

describe("subscription callbacks", () => {
  async function post(body: string, checksum: string) {
    return handleQuickPayCallback(
      new Request("http://localhost/payments/quickpay/callback", {
        method: "POST",
        headers: { "QuickPay-Resource-Type": "Subscription", "QuickPay-Checksum-Sha256": checksum },
        body,
      }),
    );
  }

  it("a forged one is refused and a replayed older one changes nothing", async () => {
    const { id } = await started();
    const row = await subscription(id);
    const forged = JSON.stringify({
      id: Number(row.quickpay_id),
      order_id: row.reference,
      type: "Subscription",
      currency: "DKK",
      state: "cancelled",
      accepted: true,
      operations: [
        { id: 1, type: "authorize", amount: 100, pending: false, qp_status_code: "20000" },
        { id: 2, type: "cancel", amount: 0, pending: false, qp_status_code: "20000" },
      ],
    });
    expect((await post(forged, "0".repeat(64))).status).toBe(403);
    expect((await subscription(id)).status).toBe("active");

    // The authorization's snapshot again (signed): older than what the shop has seen? Same: nothing changes.
    const [remote] = await getDb()
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.order_id, row.reference));
    const replay = JSON.stringify({
      ...(remote!.body as object),
      state: "initial",
      accepted: false,
      operations: [],
    });
    const answer = await post(replay, quickPayChecksum(replay, sandboxKeys().privateKey));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe("stale");
    expect((await subscription(id)).status).toBe("active");
  });
});

describe("a recurring payment's callback", () => {
  it("for another amount than the delivery's total changes nothing", async () => {
    const { id } = await started({ card: "expired" });
    setShopClock(SUNDAY_1230);
    await runSubscriptions();
    const [order] = await ordersOf(id);
    expect(order!.status).toBe("pending");
    const [remote] = await getDb()
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.order_id, order!.payment_order_id));
    const body = remote!.body as { operations: { id: number }[] };
    const total = Math.round(Number(order!.total_price) * 100);
    const short = JSON.stringify({
      ...body,
      accepted: true,
      state: "new",
      operations: [
        ...body.operations,
        {
          id: body.operations.length + 1,
          type: "authorize",
          amount: total - 100,
          pending: false,
          qp_status_code: "20000",
        },
      ],
    });
    const answer = await handleQuickPayCallback(
      new Request("http://localhost/payments/quickpay/callback", {
        method: "POST",
        headers: {
          "QuickPay-Resource-Type": "Payment",
          "QuickPay-Checksum-Sha256": quickPayChecksum(short, sandboxKeys().privateKey),
        },
        body: short,
      }),
    );
    expect(await answer.text()).toBe("amount-mismatch");
    expect((await ordersOf(id))[0]!.status).toBe("pending");
  });
});

describe("the rest of a subscription's life", () => {
  it("a new weekday moves the schedule from the first date a change reaches", async () => {
    const { id, user } = await started();
    expect(await changeSubscription(id, { userId: user.id }, { kind: "weekday", weekday: 1 })).toEqual({
      ok: false,
      problem: "not-a-delivery-day",
    });
    expect(await changeSubscription(id, { userId: user.id }, { kind: "weekday", weekday: 5 })).toMatchObject({
      ok: true,
    });
    const [view] = await subscriptionsOfUser(user.id);
    // 2 December stays (fixed); from the first date a change reaches on, Fridays.
    expect(view!.deliveries.map((delivery) => delivery.date)).toEqual([WED_2, "2026-12-11", "2026-12-18"]);
  });

  it("a jar no longer sold is left out of the delivery and the customer told", async () => {
    const { id, user } = await started();
    setShopClock(SUNDAY_1230);
    await getDb().update(products).set({ available: false }).where(eq(products.id, MEATBALLS));
    try {
      await runSubscriptions();
    } finally {
      await getDb().update(products).set({ available: true }).where(eq(products.id, MEATBALLS));
    }
    const [order] = await ordersOf(id);
    const lines = await getDb().select().from(orderItems).where(eq(orderItems.order_id, order!.id));
    expect(lines.map((line) => [line.product_id, line.quantity])).toEqual([[TOMATO, 4]]);
    expect((await mails(user.email)).map((mail) => mail.template)).toContain("subscription-leftOut");
  });

  it("an admin pauses and cancels on the customer's behalf, in the audit log", async () => {
    const { id } = await started();
    const admin = { id: null, email: "admin@krukke.dk" };
    expect(await changeSubscription(id, { admin }, { kind: "pause", until: null })).toMatchObject({
      ok: true,
    });
    expect((await subscription(id)).status).toBe("paused");
    expect(await changeSubscription(id, { admin }, { kind: "cancel" })).toMatchObject({ ok: true });
    const trail = await getDb()
      .select({ action: auditLog.action, actor: auditLog.actor_email })
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "subscription"), eq(auditLog.entity_id, id)));
    expect(trail.map((entry) => entry.action).sort()).toEqual(["cancel", "pause"]);
    expect(trail.every((entry) => entry.actor === "admin@krukke.dk")).toBe(true);
  });

  it("the kitchen's plan counts deliveries whose orders are not made yet", async () => {
    const before = await productionPlan(SUNDAY_10);
    const jarsOn = (plan: typeof before, date: string) =>
      plan.days.find((day) => day.date === date)?.subscriptionJars ?? 0;
    await started();
    const after = await productionPlan(SUNDAY_10);
    expect(jarsOn(after, WED_2) - jarsOn(before, WED_2)).toBe(6);
    expect(jarsOn(after, WED_9) - jarsOn(before, WED_9)).toBe(6);
  });

  it("the data export holds the subscription, and deleting the account cancels it at QuickPay first", async () => {
    const { id, user } = await started();
    const exported = await exportOwnData(user.id);
    expect(exported!.subscriptions.map((entry) => entry.id)).toEqual([id]);
    const quickpayId = Number((await subscription(id)).quickpay_id);
    expect(await deleteOwnAccount(user.id)).toBe(true);
    const [remote] = await getDb().select().from(sandboxPayments).where(eq(sandboxPayments.id, quickpayId));
    expect(remote!.state).toBe("cancelled");
    const row = await subscription(id);
    expect(row).toMatchObject({ status: "cancelled", user_id: null });
  });

  it("deleting on the account's page while QuickPay is down keeps the account and its session; once it is back, both go", async () => {
    const { id, user } = await started();
    const cookie = await signInAs(user.email);
    const deleteAccount = () =>
      callAction(
        deleteAccountAction,
        "/profile/delete",
        { confirmEmail: user.email },
        { headers: { Cookie: cookie }, raw: true },
      );
    const signedIn = () => getDb().select().from(sessions).where(eq(sessions.user_id, user.id));

    // A real QuickPay account, answering 503.
    scripted.answer = (res: http.ServerResponse) => res.writeHead(503).end("Service Unavailable");
    Object.assign(process.env, {
      QUICKPAY_API_KEY: "api-key",
      QUICKPAY_PRIVATE_KEY: "private-key",
      QUICKPAY_API_URL: scripted.url,
    });
    resetConfig();
    try {
      const refused = (await deleteAccount()) as unknown as { data: unknown; init: ResponseInit };
      expect(refused.init.status).toBe(503);
      expect(refused.data).toEqual({ error: "profile.deleteSubscriptionsFailed" });
      expect(await getDb().select().from(profiles).where(eq(profiles.id, user.id))).toHaveLength(1);
      expect(await signedIn()).toHaveLength(1);
      // Nothing changed: the subscription runs on as before, and no e-mail says otherwise.
      expect(await subscription(id)).toMatchObject({ status: "active", cancelled_at: null });
      expect((await subscription(id)).quickpay_id).not.toBeNull();
      expect((await mails(user.email)).map((mail) => mail.template)).not.toContain("subscription-cancelled");
    } finally {
      delete process.env.QUICKPAY_API_KEY;
      delete process.env.QUICKPAY_PRIVATE_KEY;
      delete process.env.QUICKPAY_API_URL;
      resetConfig();
    }

    const deleted = (await deleteAccount()) as Response;
    expect(deleted.status).toBe(302);
    // The session cookie is cleared, because the session was ended before the profile went.
    expect(deleted.headers.getSetCookie().find((c) => c.startsWith("krukke.session_token="))).toMatch(
      /Max-Age=0/i,
    );
    expect(await getDb().select().from(profiles).where(eq(profiles.id, user.id))).toHaveLength(0);
    expect(await signedIn()).toHaveLength(0);
    expect(await subscription(id)).toMatchObject({ status: "cancelled", quickpay_id: null });
  });
});

describe("subscriptions that cannot be spammed", () => {
  const jars = [
    { productId: TOMATO, quantity: 4 },
    { productId: MEATBALLS, quantity: 2 },
  ];
  const startFor = (userId: string, extra: Partial<Parameters<typeof startSubscription>[0]> = {}) =>
    startSubscription({
      userId,
      lines: jars,
      frequencyWeeks: 1,
      delivery: { provider: "standard" },
      startDate: WED_2,
      language: "da",
      ...extra,
    });
  const subscriptionsOf = (userId: string) =>
    getDb().select().from(subscriptions).where(eq(subscriptions.user_id, userId));
  const atQuickPay = async (quickpayId: string | null) =>
    (
      await getDb()
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, Number(quickpayId)))
    )[0]!;

  it("an account starts at most 3 subscriptions a Copenhagen day; the 4th creates nothing, the next day may start again", async () => {
    const user = await createUser();
    for (let start = 0; start < 3; start++)
      expect(await startFor(user.id, { anotherConfirmed: true })).toMatchObject({ ok: true });
    const quickPayBefore = await getDb().$count(sandboxPayments);
    expect(await startFor(user.id, { anotherConfirmed: true })).toEqual({
      ok: false,
      reason: "too-many-starts",
    });
    expect(await subscriptionsOf(user.id)).toHaveLength(3);
    expect(await getDb().$count(sandboxPayments)).toBe(quickPayBefore);

    // Monday in Copenhagen: a new day's starts.
    setShopClock(new Date("2026-11-30T09:00:00Z"));
    expect(await startFor(user.id, { anotherConfirmed: true, startDate: WED_9 })).toMatchObject({ ok: true });
  });

  it("the same jars as a subscription the customer has are asked about first; the page's yes starts another", async () => {
    const { user } = await started({ lines: jars });
    // Other quantities are another subscription: no question.
    const other = await startFor(user.id, { lines: [{ productId: TOMATO, quantity: 6 }] });
    expect(other).toMatchObject({ ok: true });

    // Through the start page's form, from a cart with the same jars as the running one.
    await getDb()
      .insert(cartItems)
      .values(
        jars.map((line) => ({ user_id: user.id, product_id: line.productId, quantity: line.quantity })),
      );
    const cookie = await signInAs(user.email);
    const form = { hyppighed: "1", levering: "standard", start: WED_2 };
    const start = (fields: Record<string, string>) =>
      callAction(startAction, "/profile/abonnement/ny", fields, { headers: { Cookie: cookie } });
    expect(await start(form)).toEqual({ problem: "duplicate", titles: "" });
    expect(await subscriptionsOf(user.id)).toHaveLength(2);

    const confirmed = (await start({ ...form, bekraeft: "1" })) as Response;
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("Location")).toMatch(/quickpay/);
    expect(await subscriptionsOf(user.id)).toHaveLength(3);
  });

  it("a start never authorized is cancelled at QuickPay and forgotten after 2 hours; one whose callback was lost starts", async () => {
    const user = await createUser();
    const result = await startFor(user.id);
    if (!result.ok) throw new Error(result.reason);
    const { quickpay_id } = await subscription(result.id);
    // QuickPay down at the start: nothing to ask the customer about, but kept for the job.
    const down = await createUser();
    scripted.answer = (res: http.ServerResponse) => res.writeHead(503).end("Service Unavailable");
    Object.assign(process.env, {
      QUICKPAY_API_KEY: "api-key",
      QUICKPAY_PRIVATE_KEY: "private-key",
      QUICKPAY_API_URL: scripted.url,
    });
    resetConfig();
    try {
      expect(await startFor(down.id)).toEqual({ ok: false, reason: "payment-unavailable" });
    } finally {
      delete process.env.QUICKPAY_API_KEY;
      delete process.env.QUICKPAY_PRIVATE_KEY;
      delete process.env.QUICKPAY_API_URL;
      resetConfig();
    }
    expect(await subscriptionsOf(down.id)).toMatchObject([{ status: "pending", payment_link: null }]);
    expect(await startFor(down.id)).toMatchObject({ ok: true });
    // Its callback lost: authorized at QuickPay, still pending in the shop.
    const lost = await started();
    await getDb()
      .update(subscriptions)
      .set({ status: "pending", card: null, operation_id: null })
      .where(eq(subscriptions.id, lost.id));

    setShopClock(new Date("2026-11-29T10:30:00Z")); // an hour and a half on: the window may still be open
    await runSubscriptions();
    expect((await subscription(result.id)).status).toBe("pending");
    expect((await atQuickPay(quickpay_id)).state).not.toBe("cancelled");

    setShopClock(new Date("2026-11-29T11:01:00Z"));
    await runSubscriptions();
    expect(await subscriptionsOf(user.id)).toHaveLength(0);
    expect((await atQuickPay(quickpay_id)).state).toBe("cancelled");
    expect(await subscriptionsOf(down.id)).toHaveLength(0);
    const found = await subscription(lost.id);
    expect(found.status).toBe("active");
    expect((await atQuickPay(found.quickpay_id)).state).toBe("active");
    // Again: nothing more to do.
    expect((await runSubscriptions()).unauthorized).toBe(0);
  });

  it("a delivery left with fewer than 4 jars is skipped, charged nothing, and the customer told why", async () => {
    const { user, id } = await started({
      lines: [
        { productId: TOMATO, quantity: 2 },
        { productId: MEATBALLS, quantity: 2 },
      ],
    });
    setShopClock(SUNDAY_1230);
    await getDb().update(products).set({ available: false }).where(eq(products.id, MEATBALLS));
    try {
      await runSubscriptions();
    } finally {
      await getDb().update(products).set({ available: true }).where(eq(products.id, MEATBALLS));
    }
    expect(await ordersOf(id)).toHaveLength(0);
    const [view] = await subscriptionsOfUser(user.id);
    expect(view!.deliveries[0]).toMatchObject({ date: WED_2, status: "skipped", reason: "too-few" });
    const sent = await mails(user.email);
    const told = sent.filter((mail) => mail.template === "subscription-tooFewJars");
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("Kun 2 af krukkerne");
    expect(told[0]!.text).toContain("Boller i karry");
    expect(told[0]!.text).toContain("du betaler ikke for den");
    expect(sent.map((mail) => mail.template)).not.toContain("order-confirmation");
  });
});

/**
 * Money that stays right with a live QuickPay account: test payments, abandoned and replaced
 * orders, reconciliation under a flood, cancelled orders whose old payment window is used after
 * all, replayed callbacks and Økoskabet messages that would move things back. Each test here
 * failed on the shop before these rules.
 *
 * "Live" means QuickPay keys set and NODE_ENV=production, talking over HTTP to the sandbox's
 * API: the sandbox answers like QuickPay with test cards, so its payments are test payments, as
 * a test card's are on a live account.
 */
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { action as checkoutAction } from "~/routes/checkout";
import { cancelOrder, shipOrder } from "~/server/admin/orders.server";
import { addToCart } from "~/server/cart.server";
import { cutoffFor } from "~/lib/delivery-calendar";
import { setShopClock } from "~/server/clock.server";
import { resetConfig } from "~/server/config.server";
import { calendarSettings } from "~/server/delivery-calendar.server";
import { getDb } from "~/server/db/index.server";
import {
  auditLog,
  discountCodes,
  orders,
  paymentEvents,
  sandboxPayments,
  shipments,
} from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { advanceSandboxShipment, sandboxLockerKeys } from "~/server/lockers/okoskabet-sandbox.server";
import { okoskabetSignature } from "~/server/lockers/okoskabet.server";
import { handleQuickPayCallback } from "~/server/payments/callbacks.server";
import {
  payInSandbox,
  SANDBOX_API_PATH,
  sandboxKeys,
  sandboxWindow,
} from "~/server/payments/quickpay-sandbox.server";
import { paymentFacts, quickPayChecksum, type QuickPayPayment } from "~/server/payments/quickpay.server";
import { reconcilePendingOrders, RELEASE_AFTER_MINUTES } from "~/server/payments/reconcile.server";
import { bookDueShipments } from "~/server/shipments.server";
import {
  codeWith,
  confirmationsFor,
  cookiesFor,
  homeDelivery,
  pay,
  pickupChoice,
  type Payed,
  payStandard,
  windowId,
} from "./helpers/checkout";
import { setupTestDatabase } from "./helpers/database";
import { callAction } from "./helpers/routes";
import { setupServiceServer } from "./helpers/service-server";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();
const services = setupServiceServer();

const TOMATO = demoId("product", "tomatsuppe"); // customer price 55.00; with freight 105.00

beforeAll(async () => {
  await seedDemoData(getDb());
});

const savedNodeEnv = process.env.NODE_ENV;
afterEach(() => {
  delete process.env.QUICKPAY_TEST_MODE;
  delete process.env.QUICKPAY_API_KEY;
  delete process.env.QUICKPAY_PRIVATE_KEY;
  delete process.env.QUICKPAY_API_URL;
  process.env.NODE_ENV = savedNodeEnv;
  resetConfig();
  services.down = false;
});

/** The shop in production with a live QuickPay account (whose payments here are test payments). */
function liveShop() {
  const keys = sandboxKeys();
  process.env.QUICKPAY_API_KEY = keys.apiKey;
  process.env.QUICKPAY_PRIVATE_KEY = keys.privateKey;
  process.env.QUICKPAY_API_URL = `${services.url}${SANDBOX_API_PATH}`;
  process.env.NODE_ENV = "production";
  resetConfig();
}

const orderRow = async (id: string) => (await getDb().select().from(orders).where(eq(orders.id, id)))[0]!;
const ordersOf = (userId: string) =>
  getDb().select().from(orders).where(eq(orders.user_id, userId)).orderBy(asc(orders.created_at));
const sandboxPayment = async (order: { payment_id: string | null }) =>
  (
    await getDb()
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, Number(order.payment_id)))
  )[0]!.body as QuickPayPayment & { link: { deleted_at?: string } | null };
const auditOf = (id: string) =>
  getDb().select().from(auditLog).where(eq(auditLog.entity_id, id)).orderBy(asc(auditLog.created_at));
const timesUsed = async (code: string) =>
  (await getDb().select().from(discountCodes).where(eq(discountCodes.code, code)))[0]!.times_used;
const makeOlder = (id: string, minutes: number) =>
  getDb()
    .update(orders)
    .set({ created_at: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(orders.id, id));

async function shopper(): Promise<TestUser> {
  const user = await createSignedInUser();
  await addToCart(user.id, TOMATO, 1);
  return user;
}

/** A QuickPay callback signed with the sandbox's private key. */
function callback(payment: unknown) {
  const body = JSON.stringify(payment);
  return new Request("http://localhost/payments/quickpay/callback", {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "QuickPay-Checksum-Sha256": quickPayChecksum(body, sandboxKeys().privateKey),
    },
    body,
  });
}

describe("test payments on a live account", () => {
  it("pay for nothing, whether the callback or the reconciliation brings them, and are released after 30 minutes", async () => {
    liveShop();
    const user = await shopper();
    const viaCallback = await payStandard(user);
    await payInSandbox(windowId(viaCallback.paymentUrl!), "approved");
    expect(await orderRow(viaCallback.orderId)).toMatchObject({ status: "pending", paid_at: null });

    // The callback is lost; the job asks QuickPay a few minutes later: still not paid.
    const other = await shopper();
    const { orderId, paymentUrl } = await payStandard(other);
    services.down = true;
    await payInSandbox(windowId(paymentUrl!), "approved");
    services.down = false;
    await makeOlder(orderId, 5);
    await reconcilePendingOrders();
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: "pending", paid_at: null });
    expect(await confirmationsFor(other.email)).toBe(0);
    expect(
      await getDb().select().from(paymentEvents).where(eq(paymentEvents.order_id, orderId)),
    ).toHaveLength(0);
    // The back office sees why, once, however often it was refused.
    await reconcilePendingOrders();
    expect((await auditOf(orderId)).map((entry) => [entry.action, entry.actor_email])).toEqual([
      ["testPaymentRefused", "system"],
    ]);
    // And nothing can be shipped and "captured" on it.
    const actor = { id: user.id, email: user.email };
    expect(await shipOrder(actor, orderId)).toEqual({ ok: false, reason: "wrong-status" });

    // After 30 minutes the order is given up and the test authorization released.
    await makeOlder(orderId, RELEASE_AFTER_MINUTES + 1);
    await reconcilePendingOrders();
    expect((await orderRow(orderId)).status).toBe("cancelled");
    expect(paymentFacts(await sandboxPayment(order)).cancelled).toBe(true);
  });

  it("save no card for an order paid later: a test card's agreement confirms nothing, by callback or by the job", async () => {
    liveShop();
    // Sunday 29 November 2026: Friday 11 December is 12 days ahead, its card saved at the checkout.
    setShopClock(new Date("2026-11-29T09:00:00Z"));
    try {
      const user = await shopper();
      const answer = await pay(user, { levering: "standard", dato: "2026-12-11" });
      if (answer instanceof Response || !answer.ok) throw new Error(JSON.stringify(answer));
      await payInSandbox(windowId(answer.paymentUrl!), "approved");
      expect(await orderRow(answer.orderId!)).toMatchObject({
        status: "pending",
        payment_plan: "at-cutoff",
        agreement_id: null,
      });
      await makeOlder(answer.orderId!, 5);
      await reconcilePendingOrders();
      expect((await orderRow(answer.orderId!)).status).toBe("pending");
      expect(await confirmationsFor(user.email)).toBe(0);
    } finally {
      setShopClock(null);
    }
  });

  it("pay for nothing whatever NODE_ENV says, and count only in the sandbox or on a shop in test mode", async () => {
    liveShop();
    process.env.NODE_ENV = "development";
    resetConfig();
    const developer = await shopper();
    const refused = await payStandard(developer);
    await payInSandbox(windowId(refused.paymentUrl!), "approved");
    expect((await orderRow(refused.orderId)).status).toBe("pending");

    process.env.QUICKPAY_TEST_MODE = "true";
    resetConfig();
    const staging = await shopper();
    const accepted = await payStandard(staging);
    await payInSandbox(windowId(accepted.paymentUrl!), "approved");
    expect((await orderRow(accepted.orderId)).status).toBe("paid");

    delete process.env.QUICKPAY_TEST_MODE;
    delete process.env.QUICKPAY_API_KEY;
    delete process.env.QUICKPAY_PRIVATE_KEY;
    delete process.env.QUICKPAY_API_URL;
    resetConfig();
    const user = await shopper();
    const { orderId, paymentUrl } = await payStandard(user);
    await payInSandbox(windowId(paymentUrl!), "approved");
    expect((await orderRow(orderId)).status).toBe("paid");
  });
});

describe("abandoned and replaced orders", () => {
  it("keeps one open order per customer however often pay is pressed with new tokens, and one use of the code", async () => {
    const code = await codeWith({ usage_limit: 3 });
    const user = await shopper();
    const delivery = await homeDelivery();
    const press = async () =>
      callAction(
        checkoutAction,
        "/checkout",
        { mode: "popup", checkoutToken: randomUUID(), ...delivery },
        { headers: { Cookie: await cookiesFor(user, code) }, clientIp: "10.77.0.1" },
      ) as Promise<Payed | Response>;
    const presses: (Payed | Response)[] = [];
    for (let i = 0; i < 5; i++) presses.push(await press());
    presses.push(...(await Promise.all(Array.from({ length: 15 }, press))));

    const rows = await ordersOf(user.id);
    expect(rows.filter((row) => row.status === "pending")).toHaveLength(1);
    expect(await timesUsed(code)).toBe(1);
    // Every order given up had its payment stopped at QuickPay: its window opens no more.
    for (const row of rows.filter((candidate) => candidate.status === "cancelled" && candidate.payment_id)) {
      expect(await sandboxWindow(Number(row.payment_id))).toBeNull();
    }
    // Past the limit, the customer is told to wait instead of another order being made.
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(
      presses.filter((answer) => !(answer instanceof Response) && answer.ok === false).length,
    ).toBeGreaterThan(0);
    // The open order is the one the customer can pay, and paying it works.
    const open = rows.find((row) => row.status === "pending")!;
    const answered = presses.find(
      (answer): answer is Payed => !(answer instanceof Response) && answer.orderId === open.id,
    )!;
    await payInSandbox(windowId(answered.paymentUrl!), "approved");
    expect((await orderRow(open.id)).status).toBe("paid");
    expect(await timesUsed(code)).toBe(1);
  });

  it("releases a pending order after 30 minutes: cancelled, its code's use back, its payment link deleted", async () => {
    const code = await codeWith({ usage_limit: 1 });
    const user = await shopper();
    const { orderId, paymentUrl } = await payStandard(user, { code });
    expect(await timesUsed(code)).toBe(1);

    await makeOlder(orderId, RELEASE_AFTER_MINUTES - 1);
    await reconcilePendingOrders();
    expect((await orderRow(orderId)).status).toBe("pending");

    await makeOlder(orderId, RELEASE_AFTER_MINUTES + 1);
    await reconcilePendingOrders();
    const order = await orderRow(orderId);
    expect(order.status).toBe("cancelled");
    expect(await timesUsed(code)).toBe(0);
    expect((await sandboxPayment(order)).link?.deleted_at).toEqual(expect.any(String));
    expect(await payInSandbox(windowId(paymentUrl!), "approved")).toBeNull();
    expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual(["released"]);
  });

  it("never gives an order up without asking QuickPay: one paid meanwhile becomes paid, however late", async () => {
    const user = await shopper();
    const { orderId, paymentUrl } = await payStandard(user);
    services.down = true;
    await payInSandbox(windowId(paymentUrl!), "approved");
    services.down = false;
    await makeOlder(orderId, 24 * 60 + 5);
    await reconcilePendingOrders();
    expect((await orderRow(orderId)).status).toBe("paid");
    expect(await confirmationsFor(user.email)).toBe(1);
  });

  it("reconciles 200 stale pending orders oldest first, in one run, and finds the paid one among them", async () => {
    const paidUser = await shopper();
    const paid = await payStandard(paidUser);
    services.down = true;
    await payInSandbox(windowId(paid.paymentUrl!), "approved");
    services.down = false;
    const flood = await getDb()
      .insert(orders)
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          status: "pending",
          subtotal_price: "55.00",
          total_price: "105.00",
          created_at: sql`now() - interval '1 day' + make_interval(secs => ${i})`,
        })),
      )
      .returning({ id: orders.id });
    // The paid one is the newest of the stale orders, behind all 200.
    await makeOlder(paid.orderId, 40);

    await reconcilePendingOrders();
    expect((await orderRow(paid.orderId)).status).toBe("paid");
    const floodIds = flood.map((row) => row.id);
    const left = await getDb()
      .select({ n: count() })
      .from(orders)
      .where(and(inArray(orders.id, floodIds), eq(orders.status, "pending")));
    expect(left[0]!.n).toBe(0);
    const released = await getDb()
      .select({ id: auditLog.entity_id })
      .from(auditLog)
      .where(and(inArray(auditLog.entity_id, floodIds), eq(auditLog.action, "released")))
      .orderBy(asc(auditLog.created_at));
    expect(released.map((row) => row.id)).toEqual(floodIds);
  });
});

describe("a payment after its delivery date's cutoff", () => {
  afterEach(() => setShopClock(null));

  async function paidAt(minutesAfterCutoff: number) {
    const user = await shopper();
    const { orderId, paymentUrl } = await payStandard(user);
    const { delivery_date } = await orderRow(orderId);
    const cutoff = cutoffFor(delivery_date!, await calendarSettings());
    setShopClock(new Date(cutoff.getTime() + minutesAfterCutoff * 60_000));
    await payInSandbox(windowId(paymentUrl!), "approved");
    return { user, order: await orderRow(orderId) };
  }

  it("is taken within the 15 minutes' grace", async () => {
    const { user, order } = await paidAt(14);
    expect(order.status).toBe("paid");
    expect(await confirmationsFor(user.email)).toBe(1);
  });

  it("after the grace releases the order and the money: nothing is charged for a day the kitchen has planned", async () => {
    const { user, order } = await paidAt(16);
    expect(order.status).toBe("cancelled");
    expect(paymentFacts(await sandboxPayment(order))).toMatchObject({
      authorized: 105_00,
      cancelled: true,
      onHold: false,
    });
    expect(await confirmationsFor(user.email)).toBe(0);
    expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual([
      "date-passed",
      "lateAuthorizationVoided",
    ]);
  });
});

describe("a cancelled order", () => {
  it("stops its payment: paying in a window left open ends with the money released and a note in its trail", async () => {
    const user = await shopper();
    const admin = await createSignedInUser({ changes: { role: "admin" } });
    const { orderId, paymentUrl } = await payStandard(user);
    const id = windowId(paymentUrl!);
    const openWindow = await sandboxWindow(id);
    expect(await cancelOrder({ id: admin.id, email: admin.email }, orderId, null)).toEqual({ ok: true });

    // The old link opens no new window, but the one already open still takes the card.
    expect(await sandboxWindow(id)).toBeNull();
    expect(await payInSandbox(id, "approved")).toBeNull();
    await payInSandbox(id, "approved", openWindow!.session);

    const order = await orderRow(orderId);
    expect(order.status).toBe("cancelled");
    const payment = await sandboxPayment(order);
    expect(paymentFacts(payment)).toMatchObject({ authorized: 105_00, cancelled: true, onHold: false });
    expect(await confirmationsFor(user.email)).toBe(0);
    expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual([
      "cancel",
      "lateAuthorizationVoided",
    ]);
  });

  it("has money QuickPay would not release at first released by the payments job later", async () => {
    const user = await shopper();
    const { orderId, paymentUrl } = await payStandard(user);
    const id = windowId(paymentUrl!);
    const openWindow = await sandboxWindow(id);
    await makeOlder(orderId, RELEASE_AFTER_MINUTES + 1);
    await reconcilePendingOrders();
    expect((await orderRow(orderId)).status).toBe("cancelled");
    // QuickPay cannot be reached when the late authorization's callback is answered.
    liveShop();
    process.env.NODE_ENV = savedNodeEnv;
    process.env.QUICKPAY_TEST_MODE = "true";
    process.env.QUICKPAY_API_URL = "http://127.0.0.1:1";
    resetConfig();
    await payInSandbox(id, "approved", openWindow!.session);
    delete process.env.QUICKPAY_TEST_MODE;
    delete process.env.QUICKPAY_API_KEY;
    delete process.env.QUICKPAY_PRIVATE_KEY;
    delete process.env.QUICKPAY_API_URL;
    resetConfig();
    const held = await orderRow(orderId);
    expect(paymentFacts(await sandboxPayment(held)).onHold).toBe(true);

    await getDb()
      .update(orders)
      .set({ updated_at: sql`now() - interval '2 minutes'` })
      .where(eq(orders.id, orderId));
    await reconcilePendingOrders();
    expect(paymentFacts(await sandboxPayment(held)).onHold).toBe(false);
    expect((await auditOf(orderId)).map((entry) => entry.action)).toEqual([
      "released",
      "lateAuthorizationVoidFailed",
      "lateAuthorizationVoided",
    ]);
  });
});

describe("callbacks that would roll the payment back", () => {
  it("leave a captured payment captured when an older snapshot is replayed", async () => {
    const user = await shopper();
    const admin = await createSignedInUser({ changes: { role: "admin" } });
    const { orderId, paymentUrl } = await payStandard(user);
    await payInSandbox(windowId(paymentUrl!), "approved");
    const authorized = structuredClone(await sandboxPayment(await orderRow(orderId)));
    expect(await shipOrder({ id: admin.id, email: admin.email }, orderId)).toEqual({ ok: true });
    expect(await orderRow(orderId)).toMatchObject({ status: "shipped", payment_state: "processed" });

    expect(await (await handleQuickPayCallback(callback(authorized))).text()).toBe("stale");
    const after = await orderRow(orderId);
    expect(after).toMatchObject({ status: "shipped", payment_state: "processed" });
    const capture = await getDb()
      .select()
      .from(paymentEvents)
      .where(and(eq(paymentEvents.order_id, orderId), eq(paymentEvents.type, "capture")));
    expect(capture).toMatchObject([{ qp_status_code: "20000", pending: false }]);
  });

  it("change nothing for another currency or another payment's id", async () => {
    const user = await shopper();
    const { orderId, paymentUrl } = await payStandard(user);
    services.down = true;
    await payInSandbox(windowId(paymentUrl!), "approved");
    services.down = false;
    const payment = await sandboxPayment(await orderRow(orderId));
    expect(await (await handleQuickPayCallback(callback({ ...payment, currency: "EUR" }))).text()).toBe(
      "wrong-currency",
    );
    expect(await (await handleQuickPayCallback(callback({ ...payment, id: payment.id + 1 }))).text()).toBe(
      "wrong-payment",
    );
    expect(await orderRow(orderId)).toMatchObject({ status: "pending", payment_state: "initial" });
    expect(await (await handleQuickPayCallback(callback(payment))).text()).toBe("paid");
  });
});

describe("Økoskabet's webhooks", () => {
  const webhook = (reference: string, status: string) => {
    const body = JSON.stringify({ shipment_reference: reference, changes: { status: { value: status } } });
    return fetch(`${services.url}/webhooks/okoskabet`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "x-hmac-sha256": okoskabetSignature(body, sandboxLockerKeys().webhookSecret),
      },
      body,
    });
  };

  it("move a shipment only forward: a delivered parcel is not put back in the locker, unknown statuses are refused", async () => {
    const user = await createSignedInUser();
    await addToCart(user.id, TOMATO, 1);
    const answer = (await pay(user, (await pickupChoice()).form)) as Payed;
    await payInSandbox(windowId(answer.paymentUrl!), "approved");
    await bookDueShipments();
    const orderId = answer.orderId!;
    const status = async () =>
      (await getDb().select().from(shipments).where(eq(shipments.order_id, orderId)))[0]!.status;

    await advanceSandboxShipment(orderId, "fulfilled");
    await advanceSandboxShipment(orderId, "delivered");
    expect(await status()).toBe("delivered");

    expect((await webhook(orderId, "fulfilled")).status).toBe(409);
    expect((await webhook(orderId, "created")).status).toBe(409);
    expect((await webhook(orderId, "lost-in-transit")).status).toBe(400);
    expect((await webhook(orderId, "delivered")).status).toBe(200);
    expect(await status()).toBe("delivered");
    expect((await webhook(randomUUID(), "delivered")).status).toBe(404);
  });
});

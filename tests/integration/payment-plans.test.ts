/**
 * Payment plans (docs/decisions/0031), against the QuickPay sandbox, whose authorizations lapse
 * 7 days after they were made on the shop's clock: an order for a date more than 5 days ahead
 * saves the card at the checkout, is authorized a day before its cutoff and captured at dispatch;
 * a declined authorization e-mails a pay link and the order is released after the cutoff's
 * grace; an authorization that would lapse before a delayed dispatch is renewed; one that lapsed
 * on an order authorized at the checkout gets a pay link from the back office.
 */
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_CALENDAR } from "~/lib/delivery-calendar";
import { orderDueAt } from "~/lib/subscriptions";
import { loader as payLoader } from "~/routes/ordre.$id.betal";
import { orderDetail, sendPayLink, shipOrder } from "~/server/admin/orders.server";
import { addToCart } from "~/server/cart.server";
import { setShopClock } from "~/server/clock.server";
import { getDb } from "~/server/db/index.server";
import { auditLog, emailOutbox, orderCharges, orders, sandboxPayments } from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { nextPaymentOrderId } from "~/server/payments/charges.server";
import { runPaymentsJob } from "~/server/payments/job.server";
import { payInSandbox, type TestCard } from "~/server/payments/quickpay-sandbox.server";
import {
  paymentFacts,
  type QuickPayPayment,
  type QuickPaySubscription,
} from "~/server/payments/quickpay.server";
import { pay, windowId } from "./helpers/checkout";
import { setupTestDatabase } from "./helpers/database";
import { callLoader } from "./helpers/routes";
import { setupServiceServer } from "./helpers/service-server";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();
const services = setupServiceServer();

const TOMATO = demoId("product", "tomatsuppe"); // customer price 55.00; with freight 105.00
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

// Sunday 29 November 2026, 10:00 in Copenhagen. Friday 11 December is 12 days ahead: its cutoff
// is Wednesday 9 December at 12:00, its amount reserved from Tuesday 8 December at 12:00.
const SUNDAY_10 = new Date("2026-11-29T09:00:00Z");
const FRI_11 = "2026-12-11";
const RESERVE = orderDueAt(FRI_11, DEFAULT_CALENDAR);
const CUTOFF = new Date("2026-12-09T11:00:00Z");
// Wednesday 2 December: 3 days ahead, authorized in the payment window.
const WED_2 = "2026-12-02";

let admin: { id: string; email: string };

beforeAll(async () => {
  await seedDemoData(getDb());
  const user = await createSignedInUser({ changes: { role: "admin" } });
  admin = { id: user.id, email: user.email };
});
beforeEach(() => setShopClock(SUNDAY_10));
afterEach(() => setShopClock(null));

const orderRow = async (id: string) => (await getDb().select().from(orders).where(eq(orders.id, id)))[0]!;
const sandboxBody = async <T>(id: string | number | null) =>
  (
    await getDb()
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, Number(id)))
  )[0]!.body as T;
const mailsTo = (email: string, template: string) =>
  getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, email), eq(emailOutbox.template, template)));
const actions = async (id: string) =>
  (await getDb().select().from(auditLog).where(eq(auditLog.entity_id, id)).orderBy(auditLog.created_at)).map(
    (entry) => entry.action,
  );

/** A customer orders a jar for `date`, pressing 'Bestil og betal' and completing the window with `card`. */
async function ordered(date: string, card: TestCard = "approved") {
  const customer = await createSignedInUser();
  await addToCart(customer.id, TOMATO, 1);
  const answer = await pay(customer, { levering: "standard", dato: date });
  if (answer instanceof Response || !answer.ok || !answer.paymentUrl)
    throw new Error(`pay failed: ${JSON.stringify(answer)}`);
  await payInSandbox(windowId(answer.paymentUrl), card);
  return { customer, id: answer.orderId! };
}

/** The customer follows the e-mail's pay link: a fresh payment window, paid with `card`. */
async function payThroughLink(customer: TestUser, id: string, card: TestCard = "approved") {
  const answer = (await callLoader(
    payLoader,
    `/ordre/${id}/betal`,
    { id },
    {
      headers: { Cookie: customer.cookie },
    },
  )) as Response;
  expect(answer.status).toBe(302);
  const window = answer.headers.get("Location")!;
  expect(window).toContain("/sandbox/quickpay/vindue/");
  await payInSandbox(windowId(window), card);
}

describe("an order more than 5 days ahead", () => {
  it("saves the card at checkout, is authorized a day before its cutoff and captured at dispatch 12 days later", async () => {
    const { customer, id } = await ordered(FRI_11);
    let order = await orderRow(id);
    expect(order).toMatchObject({ status: "confirmed", payment_plan: "at-cutoff", payment_id: null });
    // The window saved a card (a QuickPay subscription of the order's own); nothing is reserved yet.
    const agreement = await sandboxBody<QuickPaySubscription>(order.agreement_id);
    expect(agreement).toMatchObject({
      type: "Subscription",
      order_id: order.agreement_reference,
      state: "active",
    });
    const [confirmation] = await mailsTo(customer.email, "order-confirmation");
    expect(confirmation?.text).toContain("Vi reserverer beløbet tirsdag 8. december");

    // Days pass: nothing is asked of QuickPay before the day's orders are made.
    setShopClock(new Date(RESERVE.getTime() - MINUTE));
    expect(await runPaymentsJob()).toMatchObject({ queued: 0, charged: 0 });
    expect(await getDb().select().from(orderCharges).where(eq(orderCharges.order_id, id))).toEqual([]);

    setShopClock(new Date(RESERVE.getTime() + MINUTE));
    expect(await runPaymentsJob()).toMatchObject({ queued: 1, charged: 1 });
    order = await orderRow(id);
    expect(order.status).toBe("paid");
    const payment = await sandboxBody<QuickPayPayment>(order.payment_id);
    expect(paymentFacts(payment).authorized).toBe(105_00);
    // Once more changes nothing: one authorization.
    expect(await runPaymentsJob()).toMatchObject({ queued: 0, charged: 0 });

    // Dispatch on the delivery day: 12 days after the checkout, 3 days after the authorization.
    setShopClock(new Date("2026-12-11T07:00:00Z"));
    expect(await shipOrder(admin, id)).toEqual({ ok: true });
    expect(paymentFacts(await sandboxBody<QuickPayPayment>(order.payment_id)).captured).toBe(105_00);
    expect(await actions(id)).toEqual(["confirm", "pay", "ship"]);
    // The card is given back once the order is shipped.
    await runPaymentsJob();
    expect((await orderRow(id)).agreement_id).toBeNull();
    expect((await sandboxBody<QuickPaySubscription>(order.agreement_id)).state).toBe("cancelled");
  });

  it("gets a pay link when the amount is declined, and is released after the cutoff's grace if not paid", async () => {
    const { customer, id } = await ordered(FRI_11, "expired");
    setShopClock(new Date(RESERVE.getTime() + MINUTE));
    await runPaymentsJob();
    expect((await orderRow(id)).status).toBe("confirmed");
    // Asked again (the job, a callback): the customer is e-mailed once.
    await runPaymentsJob();
    const asked = await mailsTo(customer.email, "order-payment");
    expect(asked).toHaveLength(1);
    expect(asked[0]!.subject).toContain("blev afvist");
    expect(asked[0]!.text).toContain(`/ordre/${id}/betal`);
    expect(asked[0]!.text).toContain("09.12.2026 kl. 12.15");

    setShopClock(new Date(CUTOFF.getTime() + 14 * MINUTE));
    await runPaymentsJob();
    expect((await orderRow(id)).status).toBe("confirmed");
    setShopClock(new Date(CUTOFF.getTime() + 16 * MINUTE));
    await runPaymentsJob();
    expect((await orderRow(id)).status).toBe("cancelled");
    expect(await actions(id)).toEqual(["confirm", "chargeDeclined", "date-passed"]);
  });

  it("is paid through the e-mail's link after a declined reservation, and then ships", async () => {
    const { customer, id } = await ordered(FRI_11, "expired");
    setShopClock(new Date(RESERVE.getTime() + MINUTE));
    await runPaymentsJob();
    await payThroughLink(customer, id);
    const order = await orderRow(id);
    expect(order.status).toBe("paid");
    setShopClock(new Date("2026-12-11T07:00:00Z"));
    expect(await shipOrder(admin, id)).toEqual({ ok: true });
  });

  it("has its authorization renewed on the saved card when dispatch is delayed, and ships 8 days after it was first authorized", async () => {
    const { id } = await ordered(FRI_11);
    setShopClock(new Date(RESERVE.getTime() + MINUTE));
    await runPaymentsJob();
    const first = await orderRow(id);
    expect(first.status).toBe("paid");

    setShopClock(new Date(RESERVE.getTime() + 5 * DAY - MINUTE));
    expect(await runPaymentsJob()).toMatchObject({ renewed: 0 });
    setShopClock(new Date(RESERVE.getTime() + 5 * DAY + 2 * MINUTE));
    expect(await runPaymentsJob()).toMatchObject({ renewed: 1 });
    const renewed = await orderRow(id);
    expect(renewed).toMatchObject({ status: "paid", payment_round: 1 });
    expect(renewed.payment_id).not.toBe(first.payment_id);
    expect(renewed.payment_order_id).toBe(nextPaymentOrderId(first));
    expect(renewed.payment_order_id).toMatch(/^R1[0-9a-f]{18}$/);
    // The old hold is let go; the new one holds the same amount.
    expect(paymentFacts(await sandboxBody<QuickPayPayment>(first.payment_id)).cancelled).toBe(true);
    expect(paymentFacts(await sandboxBody<QuickPayPayment>(renewed.payment_id)).onHold).toBe(true);
    expect(await runPaymentsJob()).toMatchObject({ renewed: 0 });

    setShopClock(new Date(RESERVE.getTime() + 8 * DAY));
    expect(await shipOrder(admin, id)).toEqual({ ok: true });
    expect(paymentFacts(await sandboxBody<QuickPayPayment>(renewed.payment_id)).captured).toBe(105_00);
    expect(await actions(id)).toEqual(["confirm", "pay", "renew", "ship"]);
  });

  it("is confirmed by the payments job when the card was saved but QuickPay's callback never came", async () => {
    services.down = true;
    let id: string;
    try {
      ({ id } = await ordered(FRI_11));
    } finally {
      services.down = false;
    }
    expect((await orderRow(id)).status).toBe("pending");
    // Older than a callback takes, and older than an unpaid order's hold: asked, not given up.
    await getDb()
      .update(orders)
      .set({ created_at: sql`now() - interval '40 minutes'` })
      .where(eq(orders.id, id));
    await runPaymentsJob();
    expect(await orderRow(id)).toMatchObject({ status: "confirmed", payment_id: null });
    expect(await actions(id)).toEqual(["confirm"]);
  });
  it("leaves no card agreement at QuickPay when its window is never completed", async () => {
    const customer = await createSignedInUser();
    await addToCart(customer.id, TOMATO, 1);
    const answer = await pay(customer, { levering: "standard", dato: FRI_11 });
    if (answer instanceof Response || !answer.ok) throw new Error(`pay failed: ${JSON.stringify(answer)}`);
    const id = answer.orderId!;
    const { agreement_reference } = await orderRow(id);
    const agreement = async () =>
      (await getDb().select().from(sandboxPayments)).find(
        (row) => (row.body as QuickPaySubscription).order_id === agreement_reference,
      )!.body as QuickPaySubscription;
    expect((await agreement()).state).not.toBe("cancelled");
    // The customer closed the window; the unpaid order is given up after its hold.
    await getDb()
      .update(orders)
      .set({ created_at: sql`now() - interval '40 minutes'` })
      .where(eq(orders.id, id));
    await runPaymentsJob();
    expect((await orderRow(id)).status).toBe("cancelled");
    await runPaymentsJob();
    expect((await agreement()).state).toBe("cancelled");
    expect((await orderRow(id)).agreement_id).toBeNull();
  });
});

describe("an order authorized at checkout", () => {
  it("is authorized in the window for a date 3 days ahead, as before", async () => {
    const { id } = await ordered(WED_2);
    expect(await orderRow(id)).toMatchObject({ status: "paid", payment_plan: "now", agreement_id: null });
  });

  it("shipped 8 days later gets the expired path: the back office sends a pay link, the customer pays, it ships", async () => {
    const { customer, id } = await ordered(WED_2);
    setShopClock(new Date(SUNDAY_10.getTime() + 8 * DAY));
    expect(await shipOrder(admin, id)).toEqual({ ok: false, reason: "authorization-expired" });
    expect((await orderDetail(id))!.payment).toEqual({ lapsed: true, awaiting: false });

    expect(await sendPayLink(admin, id)).toEqual({ ok: true });
    // Sent once: the order is in its next round and waits for the customer.
    expect(await sendPayLink(admin, id)).toEqual({ ok: false, reason: "wrong-status" });
    expect((await orderDetail(id))!.payment).toEqual({ lapsed: false, awaiting: true });
    expect(await shipOrder(admin, id)).toEqual({ ok: false, reason: "awaiting-payment" });
    const [asked] = await mailsTo(customer.email, "order-payment");
    expect(asked?.subject).toContain("Betal din ordre");

    await payThroughLink(customer, id);
    const order = await orderRow(id);
    expect(order).toMatchObject({ status: "paid", payment_round: 1 });
    expect(order.payment_id).not.toBeNull();
    expect(await shipOrder(admin, id)).toEqual({ ok: true });
    expect(paymentFacts(await sandboxBody<QuickPayPayment>(order.payment_id)).captured).toBe(105_00);
  });
});

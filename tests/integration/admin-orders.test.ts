/**
 * Orders in the back office, against the QuickPay sandbox: shipping captures the total (and a
 * refused capture leaves the order unshipped with the reason), cancelling releases the
 * authorization, refunds are partial or full, and every action lands in the audit log.
 */
import { randomUUID } from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { translator } from "~/i18n";
import { adminTranslator } from "~/i18n/admin";
import { parseOrderFilters } from "~/lib/admin-filters";
import { loader as rootLoader } from "~/root";
import { action as orderAction, loader as orderLoader } from "~/routes/admin.ordrer.$id";
import { loader as ordersLoader } from "~/routes/admin.ordrer";
import { loader as dashboardLoader } from "~/routes/admin._index";
import { addToCart } from "~/server/cart.server";
import { setShopClock } from "~/server/clock.server";
import { cancelOrder, listOrders, refundOrder, retryShipment, shipOrder } from "~/server/admin/orders.server";
import { getDb } from "~/server/db/index.server";
import {
  auditLog,
  discountCodes,
  emailOutbox,
  invoices,
  orders,
  sandboxPayments,
  shipments,
} from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { paymentFacts } from "~/server/payments/quickpay.server";
import { payInSandbox, sandboxWindow } from "~/server/payments/quickpay-sandbox.server";
import type { QuickPayPayment } from "~/server/payments/quickpay.server";
import { codeWith, placePaidOrder } from "./helpers/checkout";
import { setupTestDatabase } from "./helpers/database";
import { callAction, callLoader } from "./helpers/routes";
import { setupServiceServer } from "./helpers/service-server";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();
setupServiceServer();

const TOMATO = demoId("product", "tomatsuppe"); // customer price 55.00; with freight 105.00
let admin: TestUser;
const actor = () => ({ id: admin.id, email: admin.email });

beforeAll(async () => {
  await seedDemoData(getDb());
  admin = await createSignedInUser({ changes: { role: "admin" } });
});

async function paidOrder(options: Parameters<typeof placePaidOrder>[1] = {}) {
  const customer = await createSignedInUser();
  await addToCart(customer.id, TOMATO, 1);
  const id = await placePaidOrder(customer, options);
  return { customer, id };
}
const orderRow = async (id: string) => (await getDb().select().from(orders).where(eq(orders.id, id)))[0]!;
const sandboxPayment = async (order: { payment_id: string | null }) =>
  (
    await getDb()
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, Number(order.payment_id)))
  )[0]!.body as QuickPayPayment;
/** What was done to an order after it was paid (its 'pay' entry, the lifecycle's, left out). */
const auditOf = (id: string) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_id, id), ne(auditLog.action, "pay")))
    .orderBy(auditLog.created_at);

describe("marking an order shipped", () => {
  it("captures the total in QuickPay, ships the order, tells the customer and records it", async () => {
    const { customer, id } = await paidOrder();
    expect(await shipOrder(actor(), id)).toEqual({ ok: true });
    const order = await orderRow(id);
    expect(order.status).toBe("shipped");
    expect(order.shipped_at).toBeInstanceOf(Date);
    const payment = await sandboxPayment(order);
    expect(paymentFacts(payment).captured).toBe(105_00);
    expect(payment.state).toBe("processed");
    const mails = await getDb().select().from(emailOutbox).where(eq(emailOutbox.to_address, customer.email));
    expect(mails.map((mail) => mail.template)).toEqual(
      expect.arrayContaining(["order-confirmation", "order-shipped"]),
    );
    expect(mails.find((mail) => mail.template === "order-shipped")?.text).toContain("105 kr");
    expect(await auditOf(id)).toMatchObject([
      {
        action: "ship",
        actor_email: admin.email,
        before: { status: "paid" },
        after: { status: "shipped", captured: 105_00 },
      },
    ]);
    // Twice is not twice the money.
    expect(await shipOrder(actor(), id)).toEqual({ ok: false, reason: "wrong-status" });
    expect(paymentFacts(await sandboxPayment(order)).captured).toBe(105_00);
  });

  it("leaves the order unshipped with the reason when QuickPay refuses the capture", async () => {
    const { id } = await paidOrder({ card: "captureRejected" });
    const result = await shipOrder(actor(), id);
    expect(result).toMatchObject({
      ok: false,
      reason: "payment-refused",
      detail: expect.stringContaining("Rejected"),
    });
    const order = await orderRow(id);
    expect(order).toMatchObject({ status: "paid", shipped_at: null });
    expect(paymentFacts(await sandboxPayment(order)).captured).toBe(0);
    expect(await auditOf(id)).toMatchObject([
      { action: "shipFailed", note: expect.stringContaining("Rejected") },
    ]);
  });

  it("says in words when the card's reservation ran out before dispatch, and leaves the order paid and unshipped", async () => {
    const day = 24 * 60 * 60_000;
    try {
      const { id: early } = await paidOrder();
      setShopClock(new Date(Date.now() + 6 * day));
      expect(await shipOrder(actor(), early)).toEqual({ ok: true });

      setShopClock(null);
      const { id: late } = await paidOrder();
      setShopClock(new Date(Date.now() + 8 * day));
      expect(await shipOrder(actor(), late)).toEqual({ ok: false, reason: "authorization-expired" });
      const order = await orderRow(late);
      expect(order.status).toBe("paid");
      const payment = await sandboxPayment(order);
      expect(paymentFacts(payment).captured).toBe(0);
      expect(payment.operations.at(-1)).toMatchObject({ type: "capture", qp_status_code: "40002" });
      expect(adminTranslator("da")("orders.problems.authorization-expired")).toMatch(
        /^Reservationen er udløbet/,
      );
      expect(await auditOf(late)).toMatchObject([
        { action: "shipFailed", note: expect.stringContaining("expired") },
      ]);
    } finally {
      setShopClock(null);
    }
  });

  it("through the page: the admin's button, a toast with the outcome, and the order shown shipped", async () => {
    const { id } = await paidOrder();
    const answer = (await callAction(
      orderAction,
      `/admin/ordrer/${id}`,
      { token: randomUUID(), intent: "ship" },
      { headers: { Cookie: admin.cookie }, params: { id } },
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/admin/ordrer/${id}`);
    const cookie = answer.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { toast } = await callLoader(
      rootLoader,
      "/",
      {},
      { headers: { Cookie: `${admin.cookie}; ${cookie}` } },
    );
    expect(adminTranslator("da")(toast!.title.replace(/^admin:/, "") as never)).toBe(
      "Ordren er markeret som afsendt, og beløbet er trukket",
    );
    const page = await callLoader(
      orderLoader,
      `/admin/ordrer/${id}`,
      { id },
      { headers: { Cookie: admin.cookie } },
    );
    expect(page.order.status).toBe("shipped");
    expect(page.money).toMatchObject({ total: 105_00, captured: 105_00, refunded: 0, refundable: 105_00 });
    expect(page.events.map((event) => event.type)).toEqual(["authorize", "capture"]);
    expect(translator("da")("profile.status.shipped")).toBe("Afsendt");
  });
});

describe("cancelling and refunding", () => {
  it("cancels a paid order: the authorization is released, the code's use given back", async () => {
    const code = await codeWith({ usage_limit: 3 });
    const { id } = await paidOrder({ code });
    const [before] = await getDb().select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(before!.times_used).toBe(1);
    expect(await cancelOrder(actor(), id, "Kunden ringede")).toEqual({ ok: true });
    const order = await orderRow(id);
    expect(order.status).toBe("cancelled");
    expect(paymentFacts(await sandboxPayment(order)).cancelled).toBe(true);
    const [after] = await getDb().select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(after!.times_used).toBe(0);
    expect(await auditOf(id)).toMatchObject([
      { action: "cancel", note: "Kunden ringede", after: { status: "cancelled" } },
    ]);
  });

  it("cancels a pickup order's locker shipment too", async () => {
    const { id } = await paidOrder({ pickup: true });
    expect(await cancelOrder(actor(), id, null)).toEqual({ ok: true });
    const [shipment] = await getDb().select().from(shipments).where(eq(shipments.order_id, id));
    expect(shipment!.status).toBe("cancelled");
  });

  it("refunds part, then the rest, and only what was captured", async () => {
    const { id } = await paidOrder();
    expect(await refundOrder(actor(), id, 10_00)).toEqual({ ok: false, reason: "wrong-status" });
    await shipOrder(actor(), id);
    expect(await refundOrder(actor(), id, 105_01)).toEqual({ ok: false, reason: "amount" });
    expect(await refundOrder(actor(), id, 25_00)).toEqual({ ok: true });
    expect((await orderRow(id)).status).toBe("shipped");
    expect(await refundOrder(actor(), id, 80_00)).toEqual({ ok: true });
    expect((await orderRow(id)).status).toBe("refunded");
    expect(paymentFacts(await sandboxPayment(await orderRow(id))).refunded).toBe(105_00);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["ship", "refund", "refund"]);
  });

  it("records the payment in the order's trail: who paid, with which payment, the invoice's number", async () => {
    const { id } = await paidOrder();
    const [paid] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, id), eq(auditLog.action, "pay")));
    expect(paid).toMatchObject({
      actor_email: "system",
      before: { status: "pending" },
      after: { status: "paid", invoice: expect.any(Number) },
      note: (await orderRow(id)).payment_id,
    });
  });

  it("refunds once when the same refund form is sent twice, even at the same moment", async () => {
    const { id } = await paidOrder();
    await shipOrder(actor(), id);
    const form = { token: randomUUID(), intent: "refund", amount: "20,00" };
    const send = () =>
      callAction(orderAction, `/admin/ordrer/${id}`, form, {
        headers: { Cookie: admin.cookie },
        params: { id },
      });
    await Promise.all([send(), send()]);
    await send();
    expect(paymentFacts(await sandboxPayment(await orderRow(id))).refunded).toBe(20_00);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["ship", "refund"]);
    const credited = await getDb().select().from(invoices).where(eq(invoices.order_id, id));
    expect(credited.filter((document) => document.kind === "credit_note")).toHaveLength(1);
    // A new page (a new token) refunds again, as the admin asked.
    await callAction(
      orderAction,
      `/admin/ordrer/${id}`,
      { ...form, token: randomUUID() },
      { headers: { Cookie: admin.cookie }, params: { id } },
    );
    expect(paymentFacts(await sandboxPayment(await orderRow(id))).refunded).toBe(40_00);
  });

  it("gives a form's token back when its action did not go through, so the admin can send it again", async () => {
    const { id } = await paidOrder();
    const form = { token: randomUUID(), intent: "refund", amount: "20,00" };
    const send = () =>
      callAction(orderAction, `/admin/ordrer/${id}`, form, {
        headers: { Cookie: admin.cookie },
        params: { id },
      });
    await send(); // not shipped yet: nothing to refund, and the token is not spent
    expect(paymentFacts(await sandboxPayment(await orderRow(id))).refunded).toBe(0);
    await shipOrder(actor(), id);
    await send();
    expect(paymentFacts(await sandboxPayment(await orderRow(id))).refunded).toBe(20_00);
  });

  it("captures once when the ship form is sent twice at the same moment", async () => {
    const { id } = await paidOrder();
    const form = { token: randomUUID(), intent: "ship" };
    const send = () =>
      callAction(orderAction, `/admin/ordrer/${id}`, form, {
        headers: { Cookie: admin.cookie },
        params: { id },
      });
    await Promise.all([send(), send()]);
    const payment = await sandboxPayment(await orderRow(id));
    expect(payment.operations.filter((operation) => operation.type === "capture")).toHaveLength(1);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["ship"]);
  });

  it("reads the amount a person typed, and refuses nonsense without touching the payment", async () => {
    const { id } = await paidOrder();
    await shipOrder(actor(), id);
    for (const amount of ["", "abc", "-5", "0", "1.000,00"]) {
      await callAction(
        orderAction,
        `/admin/ordrer/${id}`,
        { token: randomUUID(), intent: "refund", amount },
        { headers: { Cookie: admin.cookie }, params: { id } },
      );
    }
    expect(paymentFacts(await sandboxPayment(await orderRow(id))).refunded).toBe(0);
    await callAction(
      orderAction,
      `/admin/ordrer/${id}`,
      { token: randomUUID(), intent: "refund", amount: "12,50" },
      { headers: { Cookie: admin.cookie }, params: { id } },
    );
    expect(paymentFacts(await sandboxPayment(await orderRow(id))).refunded).toBe(12_50);
  });

  it("cancels an unpaid order for good: its payment link is deleted and the code's use given back", async () => {
    const customer = await createSignedInUser();
    await addToCart(customer.id, TOMATO, 1);
    const code = await codeWith({ usage_limit: 1 });
    const unpaid = await placePaidOrder(customer, { card: "rejected", code });
    expect(await cancelOrder(actor(), unpaid, null)).toEqual({ ok: true });
    const order = await orderRow(unpaid);
    expect(order.status).toBe("cancelled");
    const [row] = await getDb().select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(row!.times_used).toBe(0);
    // The customer's old payment window opens no more: nothing can be paid for this order.
    expect((await sandboxPayment(order)).link).toMatchObject({ deleted_at: expect.any(String) });
    expect(await sandboxWindow(Number(order.payment_id))).toBeNull();
    expect(await payInSandbox(Number(order.payment_id), "approved")).toBeNull();
    // Nor can it be cancelled twice.
    expect(await cancelOrder(actor(), unpaid, null)).toEqual({ ok: false, reason: "wrong-status" });
    expect((await auditOf(unpaid)).map((entry) => entry.action)).toEqual(["cancel"]);
  });
});

describe("locker shipments", () => {
  it("books a failed shipment again", async () => {
    const { id } = await paidOrder({ pickup: true });
    await getDb()
      .update(shipments)
      .set({ status: "failed", last_error: "down", attempts: 20 })
      .where(eq(shipments.order_id, id));
    expect(await retryShipment(actor(), id)).toEqual({ ok: true });
    const [shipment] = await getDb().select().from(shipments).where(eq(shipments.order_id, id));
    expect(shipment).toMatchObject({ status: "pending", attempts: 0, last_error: null });
    expect(await auditOf(id)).toMatchObject([
      { action: "shipmentRetry", before: { shipment: "failed", error: "down" } },
    ]);

    const { id: home } = await paidOrder();
    expect(await retryShipment(actor(), home)).toEqual({ ok: false, reason: "shipment" });
  });
});

describe("the order list and the dashboard", () => {
  it("filters by status, customer, order number and date", async () => {
    const { customer, id } = await paidOrder();
    const list = (query: string) => listOrders(parseOrderFilters(new URLSearchParams(query)));
    expect((await list(`q=${customer.email}`)).orders.map((order) => order.id)).toEqual([id]);
    expect((await list(`q=%23${id.slice(0, 8).toUpperCase()}`)).orders.map((order) => order.id)).toEqual([
      id,
    ]);
    expect((await list("status=paid")).orders.every((order) => order.status === "paid")).toBe(true);
    expect((await list("fra=2000-01-01&til=2000-01-02")).total).toBe(0);
    expect((await list("q=%25")).total).toBe(0);
    const page = await callLoader(
      ordersLoader,
      `/admin/ordrer?q=${customer.email}`,
      {},
      { headers: { Cookie: admin.cookie } },
    );
    expect(page.orders).toHaveLength(1);
  });

  it("counts a paid order in this week's orders and revenue and in what waits to be shipped", async () => {
    const before = await callLoader(dashboardLoader, "/admin", {}, { headers: { Cookie: admin.cookie } });
    await paidOrder();
    const after = await callLoader(dashboardLoader, "/admin", {}, { headers: { Cookie: admin.cookie } });
    expect(after.period.preset).toBe("this-week");
    expect(after.sales.current.orders).toBe(before.sales.current.orders + 1);
    expect(after.sales.current.revenue).toBe(before.sales.current.revenue + 105_00);
    expect(after.sales.chart.points.at(-1)!.revenue).toBeGreaterThanOrEqual(105_00);
    const waiting = (board: typeof after) => board.toShip.reduce((sum, group) => sum + group.orders, 0);
    expect(waiting(after)).toBe(waiting(before) + 1);
  });
});

/**
 * The dashboard's figures against brute force: a seeded fortnight of orders, refunds,
 * subscriptions and a season pre-order, each figure recomputed here from every row of the
 * orders, their lines and their documents, for the period and the one before it.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, shopDate } from "~/lib/copenhagen";
import { parseKroner } from "~/lib/money";
import type { Period } from "~/lib/periods";
import { salesDashboard } from "~/server/admin/sales-dashboard.server";
import { getDb } from "~/server/db/index.server";
import { invoices, orderItems, orders, products, subscriptions } from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { orderCancelled } from "~/server/orders/lifecycle.server";
import { setupTestDatabase } from "./helpers/database";
import { paidOrder } from "./helpers/orders";
import { createSignedInUser } from "./helpers/users";

setupTestDatabase();

const PERIOD: Period = { preset: "custom", from: "2026-11-16", to: "2026-11-22" };
const PREVIOUS: Period = { preset: "custom", from: "2026-11-09", to: "2026-11-15" };
const TOMATO = demoId("product", "tomatsuppe");
const OWNER = { id: null, email: "ejer@krukke.dk" };

/** Moves an order's documents to a Copenhagen day and time (the test's calendar). */
async function issuedOn(orderId: string, day: string, time = "12:00", kind?: "invoice" | "credit_note") {
  const rows = await getDb().select().from(invoices).where(eq(invoices.order_id, orderId));
  for (const row of rows.filter((candidate) => !kind || candidate.kind === kind))
    await getDb()
      .update(invoices)
      .set({ issued_at: new Date(`${day}T${time}:00+01:00`) })
      .where(eq(invoices.id, row.id));
}

beforeAll(async () => {
  await seedDemoData(getDb());
  const [soup] = await getDb()
    .insert(products)
    .values({ title: "Dashboard-suppe", base_price: "50.00", type: "soup" })
    .returning({ id: products.id });
  const [anna, bo, carl] = await Promise.all([
    createSignedInUser(),
    createSignedInUser(),
    createSignedInUser(),
  ]);
  // Anna bought before both periods: a returning customer in the period.
  await issuedOn(await paidOrder(anna!, [[TOMATO, 1]]), "2026-10-01");
  await issuedOn(await paidOrder(anna!, [[TOMATO, 3]]), "2026-11-16", "00:30"); // just after midnight
  await issuedOn(
    await paidOrder(bo!, [
      [soup!.id, 2],
      [TOMATO, 1],
    ]),
    "2026-11-22",
    "23:30",
  ); // just before the end
  await issuedOn(await paidOrder(bo!, [[soup!.id, 1]]), "2026-11-23", "00:10"); // after the period
  // Carl's order is cancelled: invoiced in the period before, credited in the period.
  const cancelled = await paidOrder(carl!, [[TOMATO, 4]]);
  await orderCancelled(OWNER, cancelled, null);
  await issuedOn(cancelled, "2026-11-14", "12:00", "invoice");
  await issuedOn(cancelled, "2026-11-18", "12:00", "credit_note");
  // A subscription's delivery, started in the period.
  const [subscription] = await getDb()
    .insert(subscriptions)
    .values({
      user_id: carl!.id,
      status: "active",
      frequency_weeks: 1,
      delivery_provider: "standard",
      next_date: "2026-12-02",
      created_at: new Date("2026-11-17T10:00:00+01:00"),
    })
    .returning({ id: subscriptions.id });
  await issuedOn(
    await paidOrder(carl!, [[soup!.id, 4]], {
      subscription_id: subscription!.id,
      delivery_date: "2026-11-20",
    }),
    "2026-11-17",
  );
});

/** Every figure of `period` counted here from all rows, the slow way. */
async function bruteForce(period: Period) {
  const db = getDb();
  const [documents, allOrders, items] = await Promise.all([
    db.select().from(invoices),
    db.select().from(orders),
    db.select().from(orderItems),
  ]);
  const inPeriod = (moment: Date) => shopDate(moment) >= period.from && shopDate(moment) <= period.to;
  const invoiced = documents.filter((doc) => doc.kind === "invoice" && inPeriod(doc.issued_at));
  const credited = documents.filter((doc) => doc.kind === "credit_note" && inPeriod(doc.issued_at));
  const sum = (docs: typeof documents, field: "total_amount" | "vat_amount") =>
    docs.reduce((total, doc) => total + parseKroner(doc[field]), 0);
  const orderOf = (id: string) => allOrders.find((order) => order.id === id)!;
  const buyers = new Set(invoiced.map((doc) => orderOf(doc.order_id).user_id));
  const firstInvoice = (userId: string | null) =>
    documents
      .filter((doc) => doc.kind === "invoice" && orderOf(doc.order_id).user_id === userId)
      .map((doc) => shopDate(doc.issued_at))
      .sort()[0]!;
  const returning = [...buyers].filter((userId) => firstInvoice(userId) < period.from).length;
  const jars = new Map<string, number>();
  for (const doc of invoiced)
    for (const item of items.filter((line) => line.order_id === doc.order_id))
      jars.set(item.product_id, (jars.get(item.product_id) ?? 0) + item.quantity);
  const subscriptionDocs = (docs: typeof documents) =>
    docs.filter((doc) => orderOf(doc.order_id).subscription_id);
  const revenue = sum(invoiced, "total_amount") - sum(credited, "total_amount");
  return {
    revenue,
    revenueExVat: revenue - (sum(invoiced, "vat_amount") - sum(credited, "vat_amount")),
    orders: invoiced.length,
    averageOrder: invoiced.length ? Math.round(sum(invoiced, "total_amount") / invoiced.length) : 0,
    refunds: sum(credited, "total_amount"),
    refundCount: credited.length,
    customers: { new: buyers.size - returning, returning },
    jars: Object.fromEntries(jars),
    subscriptionRevenue:
      sum(subscriptionDocs(invoiced), "total_amount") - sum(subscriptionDocs(credited), "total_amount"),
  };
}

describe("the dashboard's figures", () => {
  it("are what brute force counts, for the period and the one before", async () => {
    const board = await salesDashboard(PERIOD);
    expect(board.previous.period).toMatchObject({ from: PREVIOUS.from, to: PREVIOUS.to });
    for (const [figures, period] of [
      [board.current, PERIOD],
      [board.previous, PREVIOUS],
    ] as const) {
      const expected = await bruteForce(period);
      expect({
        revenue: figures.revenue,
        revenueExVat: figures.revenueExVat,
        orders: figures.orders,
        averageOrder: figures.averageOrder,
        refunds: figures.refunds,
        refundCount: figures.refundCount,
        customers: figures.customers,
        jars: Object.fromEntries(figures.jars.map((line) => [line.productId, line.jars])),
        subscriptionRevenue: figures.subscriptions.revenue,
      }).toEqual(expected);
    }
    // Seeded so the figures are not trivially zero.
    expect(board.current.orders).toBe(3);
    // Bo is new; Anna bought in October and Carl the week before (since cancelled): returning.
    expect(board.current.customers).toEqual({ new: 1, returning: 2 });
    expect(board.current.refundCount).toBe(1);
    expect(board.current.subscriptions).toMatchObject({ delivering: 1, started: 1 });
  });

  it("draws each day's net revenue, and the same days a week before, summing to the figures", async () => {
    const board = await salesDashboard(PERIOD);
    expect(board.chart.unit).toBe("day");
    expect(board.chart.points.map((point) => point.key)).toEqual(
      Array.from({ length: 7 }, (_, index) => addDays(PERIOD.from, index)),
    );
    expect(board.chart.points.reduce((sum, point) => sum + point.revenue, 0)).toBe(board.current.revenue);
    expect(board.chart.points.reduce((sum, point) => sum + point.previous, 0)).toBe(board.previous.revenue);
  });

  it("counts a delivery day's jars against its capacity", async () => {
    const board = await salesDashboard(PERIOD);
    // The subscription's 4 jars on Friday 20 November; the calendar's delivery days in the week.
    expect(board.current.capacity.jars).toBe(4);
    expect(board.current.capacity.capacity).toBeGreaterThan(0);
  });
});

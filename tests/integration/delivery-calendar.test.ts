/**
 * Delivery days the kitchen can keep, against a real database (PGlite, or the PostgreSQL server
 * when DATABASE_URL is set): the jars an order holds on its day in its own transaction, never
 * beyond the day's capacity or a product's daily limit, also when orders race; the cutoff at
 * order time and at payment time (with its grace); jars given back by released orders; and the
 * kitchen's plan, held against a brute-force sum over the paid orders.
 */
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, shopDate } from "~/lib/copenhagen";
import { cutoffFor, DEFAULT_CALENDAR } from "~/lib/delivery-calendar";
import { termsAndConditions } from "~/content/legal";
import { translator } from "~/i18n";
import { interpolate } from "~/i18n/translate";
import { freightValues } from "~/lib/freight-in-texts";
import { action as calendarAction } from "~/routes/admin.levering";
import { loader as feedLoader } from "~/routes/feeds.google-merchant[.]xml";
import { loader as rootLoader } from "~/root";
import { loader as checkoutLoader } from "~/routes/checkout";
import { packingLists, productionPlan } from "~/server/admin/production.server";
import { addToCart } from "~/server/cart.server";
import { createOrder, startPayment, type CreateOrderOutcome } from "~/server/checkout.server";
import { setShopClock } from "~/server/clock.server";
import { getDb } from "~/server/db/index.server";
import {
  auditLog,
  cartItems,
  deliveryCalendar,
  deliveryDays,
  orderItems,
  orders,
  products,
} from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { deliveryCalendarFor, holdDeliveryDay } from "~/server/delivery-calendar.server";
import { reconcilePendingOrders, releasePendingOrder } from "~/server/payments/reconcile.server";
import { setupTestDatabase } from "./helpers/database";
import { callAction, callLoader } from "./helpers/routes";
import { setupServiceServer } from "./helpers/service-server";
import { createSignedInUser, createUser } from "./helpers/users";

setupTestDatabase();
setupServiceServer();

const TOMATO = demoId("product", "tomatsuppe");
const MEATBALLS = demoId("product", "boller-i-karry");
const STEW = demoId("product", "oksegryde");

// Sunday 29 November 2026, 10:00 in Copenhagen: Wednesday 2 December's cutoff is Monday 30 at 12:00.
const SUNDAY = new Date("2026-11-29T09:00:00Z");
const WEDNESDAY = "2026-12-02";
const FRIDAY = "2026-12-04";

beforeAll(async () => {
  await seedDemoData(getDb());
});
beforeEach(() => setShopClock(SUNDAY));
afterEach(() => setShopClock(null));

async function customerWith(lines: [string, number][]) {
  const user = await createUser();
  for (const [productId, quantity] of lines) await addToCart(user.id, productId, quantity);
  return user;
}

function order(userId: string, date: string): Promise<CreateOrderOutcome> {
  return createOrder({
    userId,
    clientIp: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    checkoutToken: randomUUID(),
    delivery: { provider: "standard", date },
    discountCode: null,
    language: "da",
  });
}

async function heldOn(date: string): Promise<number> {
  const [row] = await getDb()
    .select({ jars: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.order_id, orders.id))
    .where(and(eq(orders.delivery_date, date), inArray(orders.status, ["pending", "paid", "shipped"])));
  return row!.jars;
}

async function capacity(date: string, jars: number | null) {
  await getDb()
    .insert(deliveryDays)
    .values({ date, capacity_jars: jars })
    .onConflictDoUpdate({ target: deliveryDays.date, set: { capacity_jars: jars } });
}

describe("an order holds its jars on its day", () => {
  it("lets exactly the orders that fit take the last 10 jars when 20 race for them", async () => {
    const date = "2026-12-09";
    await capacity(date, 10);
    const customers = await Promise.all(Array.from({ length: 20 }, () => customerWith([[TOMATO, 1]])));
    const outcomes = await Promise.all(customers.map((customer) => order(customer.id, date)));
    const placed = outcomes.filter((outcome) => outcome.ok);
    expect(placed).toHaveLength(10);
    const refused = outcomes.filter((outcome) => !outcome.ok);
    expect(refused).toHaveLength(10);
    for (const outcome of refused)
      expect(outcome).toMatchObject({ reason: "delivery-date", problem: "sold-out" });
    expect(await heldOn(date)).toBe(10);
    // Those told the date is full may pick another.
    const other = await order(customers.find((_, index) => !outcomes[index]!.ok)!.id, FRIDAY);
    expect(other.ok).toBe(true);
  });

  it("gives a released pending order's jars back; a paid one keeps them", async () => {
    const date = "2026-12-11";
    await capacity(date, 3);
    const first = await customerWith([[TOMATO, 2]]);
    const placed = await order(first.id, date);
    expect(placed.ok).toBe(true);
    const second = await customerWith([[MEATBALLS, 2]]);
    expect(await order(second.id, date)).toMatchObject({ ok: false, problem: "sold-out" });

    await releasePendingOrder((placed as { order: typeof orders.$inferSelect }).order, "abandoned");
    expect(await heldOn(date)).toBe(0);
    const again = await order(second.id, date);
    expect(again.ok).toBe(true);
    await getDb()
      .update(orders)
      .set({ status: "paid", paid_at: new Date() })
      .where(eq(orders.id, (again as { order: { id: string } }).order.id));
    const third = await customerWith([[TOMATO, 2]]);
    expect(await order(third.id, date)).toMatchObject({ ok: false, problem: "sold-out" });
    expect(await heldOn(date)).toBe(2);
  });

  it("keeps a product's own daily limit (a soup cooked in one batch)", async () => {
    await getDb().update(products).set({ daily_limit: 3 }).where(eq(products.id, STEW));
    try {
      const a = await customerWith([[STEW, 2]]);
      expect((await order(a.id, WEDNESDAY)).ok).toBe(true);
      const b = await customerWith([
        [STEW, 2],
        [TOMATO, 1],
      ]);
      expect(await order(b.id, WEDNESDAY)).toMatchObject({ ok: false, problem: "sold-out" });
      const c = await customerWith([[STEW, 1]]);
      expect((await order(c.id, WEDNESDAY)).ok).toBe(true);
      // Other days keep their own batch.
      expect((await order(b.id, FRIDAY)).ok).toBe(true);
      // The checkout's calendar says so before the shopper tries.
      const { days } = await deliveryCalendarFor([{ productId: STEW, quantity: 1 }]);
      expect(days.find((day) => day.date === WEDNESDAY)?.problem).toBe("sold-out");
      expect(days.find((day) => day.date === FRIDAY)?.problem).toBeNull();
    } finally {
      await getDb().update(products).set({ daily_limit: null }).where(eq(products.id, STEW));
    }
  });

  it("refuses a date past its cutoff, a closed date and a day without deliveries", async () => {
    const customer = await customerWith([[TOMATO, 1]]);
    setShopClock(new Date(cutoffFor(WEDNESDAY, DEFAULT_CALENDAR).getTime() + 60_000));
    expect(await order(customer.id, WEDNESDAY)).toMatchObject({ ok: false, problem: "past-cutoff" });
    await getDb()
      .update(deliveryDays)
      .set({ closed: true, note: "Lukket (test)" })
      .where(eq(deliveryDays.date, "2026-12-11"));
    expect(await order(customer.id, "2026-12-11")).toMatchObject({ ok: false, problem: "closed" });
    // Christmas Day is closed every year (and outside the 14 days here).
    setShopClock(new Date("2026-12-14T09:00:00Z"));
    expect(await order(customer.id, "2026-12-25")).toMatchObject({ ok: false, problem: "closed" });
    setShopClock(new Date(cutoffFor(WEDNESDAY, DEFAULT_CALENDAR).getTime() + 60_000));
    expect(await order(customer.id, "2026-12-03")).toMatchObject({
      ok: false,
      problem: "not-a-delivery-day",
    });
    expect(await order(customer.id, addDays(shopDate(new Date()), 400))).toMatchObject({ ok: false });
    expect((await order(customer.id, FRIDAY)).ok).toBe(true);
  });
});

describe("paying after the cutoff", () => {
  it("keeps the date within 15 minutes of the cutoff, and asks for a new date after", async () => {
    const cutoff = cutoffFor(FRIDAY, DEFAULT_CALENDAR).getTime();
    const inTime = await customerWith([[TOMATO, 1]]);
    setShopClock(new Date(cutoff - 60_000));
    const early = (await order(inTime.id, FRIDAY)) as { ok: true; order: typeof orders.$inferSelect };
    setShopClock(new Date(cutoff + 14 * 60_000));
    expect((await startPayment(early.order, { language: "da", returnTo: "popup" })).kind).toBe("window");

    const late = await customerWith([[TOMATO, 1]]);
    setShopClock(new Date(cutoff - 60_000));
    const placed = (await order(late.id, FRIDAY)) as { ok: true; order: typeof orders.$inferSelect };
    setShopClock(new Date(cutoff + 16 * 60_000));
    expect(await startPayment(placed.order, { language: "da", returnTo: "popup" })).toEqual({
      kind: "date-passed",
    });
    const [row] = await getDb().select().from(orders).where(eq(orders.id, placed.order.id));
    expect(row!.status).toBe("cancelled");
    expect(row!.cancelled_at).not.toBeNull();
  });
});

describe("the checkout's calendar", () => {
  it("offers both delivery methods the days with their problems, for the customer's cart", async () => {
    const customer = await createSignedInUser();
    await getDb().delete(cartItems).where(eq(cartItems.user_id, customer.id));
    await addToCart(customer.id, TOMATO, 2);
    await capacity("2026-12-09", 1);
    const data = (await callLoader(
      checkoutLoader,
      "/checkout?levering=standard",
      {},
      {
        headers: { Cookie: customer.cookie },
      },
    )) as { calendar: Promise<{ days: { date: string; problem: string | null }[] }>; today: string };
    expect(data.today).toBe("2026-11-29");
    const { days } = await data.calendar;
    expect(days.find((day) => day.date === "2026-12-09")?.problem).toBe("sold-out");
    expect(days.find((day) => day.date === WEDNESDAY)?.problem).toBeNull();
  });
});

describe("the kitchen's plan", () => {
  it("counts per day and product exactly the jars of the paid orders, pending apart, and flags late changes", async () => {
    const date = "2026-12-16";
    setShopClock(new Date("2026-12-07T09:00:00Z"));
    await capacity(date, null);
    const placed: string[] = [];
    for (const lines of [
      [[TOMATO, 2]],
      [
        [MEATBALLS, 1],
        [TOMATO, 3],
      ],
      [[STEW, 4]],
      [[MEATBALLS, 2]],
    ] as [string, number][][]) {
      const customer = await customerWith(lines);
      const outcome = (await order(customer.id, date)) as { ok: true; order: { id: string } };
      expect(outcome.ok).toBe(true);
      placed.push(outcome.order.id);
    }
    // Three paid; the last stays pending.
    await getDb()
      .update(orders)
      .set({ status: "paid", paid_at: new Date() })
      .where(inArray(orders.id, placed.slice(0, 3)));
    const plan = (await productionPlan()).days.find((day) => day.date === date)!;

    // Brute force: the paid orders' lines, summed by product.
    const paidLines = await getDb()
      .select({ productId: orderItems.product_id, quantity: orderItems.quantity, status: orders.status })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.order_id))
      .where(eq(orders.delivery_date, date));
    const sum = (status: string[]) => {
      const byProduct = new Map<string, number>();
      for (const line of paidLines.filter((line) => status.includes(line.status)))
        byProduct.set(line.productId!, (byProduct.get(line.productId!) ?? 0) + line.quantity);
      return byProduct;
    };
    const paid = sum(["paid", "shipped"]);
    const pending = sum(["pending"]);
    expect(plan.paidJars).toBe([...paid.values()].reduce((a, b) => a + b, 0));
    expect(plan.pendingJars).toBe([...pending.values()].reduce((a, b) => a + b, 0));
    for (const line of plan.lines) {
      expect(line.paidJars, line.title).toBe(paid.get(line.productId!) ?? 0);
      expect(line.pendingJars, line.title).toBe(pending.get(line.productId!) ?? 0);
    }
    expect(plan.lines.map((line) => line.productId).sort()).toEqual(
      [...new Set([...paid.keys(), ...pending.keys()])].sort(),
    );
    expect(plan.frozen).toBe(false);
    expect(plan.lateChanges).toEqual([]);

    // The packing lists hold the paid orders, each once.
    const lists = await packingLists(date);
    expect(lists.flatMap((list) => list.orders.map((entry) => entry.id)).sort()).toEqual(
      placed.slice(0, 3).sort(),
    );
    expect(lists.every((list) => list.kind === "route")).toBe(true);

    // After the cutoff the plan is frozen, and an admin's cancellation of a paid order is flagged.
    setShopClock(new Date(cutoffFor(date, DEFAULT_CALENDAR).getTime() + 3_600_000));
    await getDb()
      .update(orders)
      .set({
        status: "cancelled",
        cancelled_at: new Date(cutoffFor(date, DEFAULT_CALENDAR).getTime() + 60_000),
      })
      .where(eq(orders.id, placed[0]!));
    const frozen = (await productionPlan()).days.find((day) => day.date === date)!;
    expect(frozen.frozen).toBe(true);
    expect(frozen.lateChanges).toMatchObject([{ orderId: placed[0], kind: "cancelled", jars: 2 }]);
    expect(frozen.paidJars).toBe(plan.paidJars - 2);
  });
});

describe("the back office's delivery calendar", () => {
  it("saves the settings and a day's own, audit-logged, and refuses what is not a calendar", async () => {
    const admin = await createSignedInUser({ changes: { role: "admin" } });
    const headers = { Cookie: admin.cookie };
    const before = await deliveryCalendarFor([]);
    const refused: Record<string, string>[] = [
      {
        intent: "calendar",
        cutoffDaysBefore: "2",
        cutoffTime: "12:00",
        capacityJars: "400",
        closedEachYear: "",
      },
      { intent: "calendar", weekdays: "3", cutoffDaysBefore: "2", cutoffTime: "25:00", capacityJars: "400" },
      { intent: "calendar", weekdays: "3", cutoffDaysBefore: "20", cutoffTime: "12:00", capacityJars: "400" },
      { intent: "calendar", weekdays: "3", cutoffDaysBefore: "2", cutoffTime: "12:00", capacityJars: "-1" },
      {
        intent: "calendar",
        weekdays: "3",
        cutoffDaysBefore: "2",
        cutoffTime: "12:00",
        capacityJars: "400",
        closedEachYear: "13-40",
      },
      { intent: "day", date: "not a date" },
    ];
    for (const bad of refused) {
      const answer = await callAction(calendarAction, "/admin/levering", bad, { headers, raw: true });
      expect((answer as { init?: { status?: number } }).init?.status, JSON.stringify(bad)).toBe(400);
    }
    expect((await deliveryCalendarFor([])).settings).toEqual(before.settings);

    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "calendar",
      cutoffDaysBefore: "1",
      cutoffTime: "10:30",
      capacityJars: "120",
      closedEachYear: "12-24, 12-25",
    }))
      form.append(name, value);
    form.append("weekdays", "2");
    form.append("weekdays", "4");
    const saved = await callAction(calendarAction, "/admin/levering", form, { headers });
    expect((saved as Response).status).toBe(302);
    const after = await deliveryCalendarFor([]);
    expect(after.settings).toEqual({
      weekdays: [2, 4],
      cutoffDaysBefore: 1,
      cutoffTime: "10:30",
      capacityJars: 120,
      closedEachYear: ["12-24", "12-25"],
    });
    // Sunday 29 November: Tuesdays and Thursdays now, the cutoff the day before at 10:30.
    expect(after.days.map((day) => day.date)).toEqual([
      "2026-12-01",
      "2026-12-03",
      "2026-12-08",
      "2026-12-10",
    ]);
    expect(after.days[0]!.cutoff).toBe("2026-11-30T09:30:00.000Z");

    await callAction(
      calendarAction,
      "/admin/levering",
      { intent: "day", date: "2026-12-08", closed: "on", note: "Lager" },
      { headers },
    );
    expect((await deliveryCalendarFor([])).days.find((day) => day.date === "2026-12-08")?.problem).toBe(
      "closed",
    );
    await callAction(
      calendarAction,
      "/admin/levering",
      { intent: "remove-day", date: "2026-12-08" },
      { headers },
    );
    expect((await deliveryCalendarFor([])).days.find((day) => day.date === "2026-12-08")?.problem).toBeNull();

    const trail = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_type, "delivery_calendar"))
      .orderBy(auditLog.created_at);
    expect(trail.map((entry) => entry.action)).toEqual(["update", "day", "day"]);
    expect(trail[0]!.actor_email).toBe(admin.email);
    expect(trail[0]!.after).toMatchObject({ weekdays: [2, 4], capacity_jars: 120 });

    // Back to the defaults for the other tests.
    await getDb()
      .update(deliveryCalendar)
      .set({
        weekdays: DEFAULT_CALENDAR.weekdays,
        cutoff_days_before: DEFAULT_CALENDAR.cutoffDaysBefore,
        cutoff_time: DEFAULT_CALENDAR.cutoffTime,
        capacity_jars: DEFAULT_CALENDAR.capacityJars,
        closed_each_year: DEFAULT_CALENDAR.closedEachYear,
      })
      .where(eq(deliveryCalendar.id, 1));
  });
});

describe("the delivery weekdays in the shop's texts", () => {
  it("follow the calendar's settings: the banner, the home page, the checkout, the terms and the feed", async () => {
    const admin = await createSignedInUser({ changes: { role: "admin" } });
    const valuesIn = async (language: "da" | "en") =>
      (await callLoader(rootLoader, "/")).deliveryDays[language];
    const textsFor = async (language: "da" | "en") => {
      const t = translator(language);
      const values = { ...freightValues(language), ...(await valuesIn(language)) };
      return [
        t("products.banner", values),
        t("cta_banner.title", values),
        t("checkout.standardDescription", values),
        interpolate(
          termsAndConditions[language].sections.find((section) => section.id === "levering")!.paragraphs[0]!,
          values,
        ),
      ];
    };
    expect(await textsFor("da")).toEqual([
      "Levering onsdag og fredag via Økoskabet - Fragtfri for ordrer over 400,- kr",
      "Levering onsdag og fredag via Økoskabet",
      "Kølet kurér onsdag eller fredag.",
      expect.stringMatching(/^Vi leverer onsdag og fredag\. /),
    ]);
    const feedText = async () =>
      ((await callLoader(feedLoader, "/feeds/google-merchant.xml")) as unknown as Response).text();
    expect(await feedText()).toContain("Levering onsdag og fredag via Økoskabet.");

    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "calendar",
      cutoffDaysBefore: "2",
      cutoffTime: "12:00",
      capacityJars: "400",
      closedEachYear: "",
    }))
      form.append(name, value);
    form.append("weekdays", "4");
    form.append("weekdays", "2");
    await callAction(calendarAction, "/admin/levering", form, { headers: { Cookie: admin.cookie } });
    try {
      expect(await textsFor("da")).toEqual([
        "Levering tirsdag og torsdag via Økoskabet - Fragtfri for ordrer over 400,- kr",
        "Levering tirsdag og torsdag via Økoskabet",
        "Kølet kurér tirsdag eller torsdag.",
        expect.stringMatching(/^Vi leverer tirsdag og torsdag\. /),
      ]);
      expect(await textsFor("en")).toEqual([
        "Delivery on Tuesdays and Thursdays via Økoskabet - Free delivery on orders over 400 kr",
        "Delivery on Tuesdays and Thursdays via Økoskabet",
        "Chilled courier on Tuesday or Thursday.",
        expect.stringMatching(/^We deliver on Tuesdays and Thursdays\. /),
      ]);
      // The shop feed, kept for a while, is made again with the new days.
      expect(await feedText()).toContain("Levering tirsdag og torsdag via Økoskabet.");
    } finally {
      await getDb()
        .update(deliveryCalendar)
        .set({ weekdays: DEFAULT_CALENDAR.weekdays })
        .where(eq(deliveryCalendar.id, 1));
    }
  });
});

describe("holding a day fairly", () => {
  const date = "2026-12-18";
  beforeEach(() => setShopClock(new Date("2026-12-14T09:00:00Z")));
  const idOf = (outcome: CreateOrderOutcome) => (outcome as { order: { id: string } }).order.id;
  /** Moves an order's making `minutes` back, as if that time had passed. */
  const heldSince = (id: string, minutes: number) =>
    getDb()
      .update(orders)
      .set({ created_at: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(orders.id, id));

  it("one customer cannot keep a day full by pressing pay again every half hour", async () => {
    await capacity(date, 2);
    const hoarder = await customerWith([[TOMATO, 2]]);
    const shopper = await customerWith([[TOMATO, 1]]);
    const first = await order(hoarder.id, date);
    expect(first.ok).toBe(true);
    expect(await order(shopper.id, date)).toMatchObject({ ok: false, problem: "sold-out" });

    // 25 minutes on, a new pay press (a new page): the hold goes on from the first, not anew.
    await heldSince(idOf(first), 25);
    const second = await order(hoarder.id, date);
    expect(second.ok).toBe(true);
    const [row] = await getDb()
      .select()
      .from(orders)
      .where(eq(orders.id, idOf(second)));
    const [firstRow] = await getDb()
      .select()
      .from(orders)
      .where(eq(orders.id, idOf(first)));
    expect(firstRow!.status).toBe("cancelled");
    expect(row!.hold_from?.getTime()).toBe(firstRow!.created_at.getTime());

    // 31 minutes from the first, the payments job gives the day back.
    await heldSince(idOf(first), 31);
    // The second was made 6 minutes ago; its hold began with the first's.
    await getDb()
      .update(orders)
      .set({ created_at: sql`now() - interval '6 minutes'`, hold_from: sql`now() - interval '31 minutes'` })
      .where(eq(orders.id, idOf(second)));
    await reconcilePendingOrders();
    expect(
      (
        await getDb()
          .select()
          .from(orders)
          .where(eq(orders.id, idOf(second)))
      )[0]!.status,
    ).toBe("cancelled");

    // The same customer cannot hold it again at once; the other shopper gets it.
    const again = await order(hoarder.id, date);
    expect(again).toMatchObject({ ok: false, reason: "hold-spent", date });
    const [moved] = await getDb()
      .select()
      .from(orders)
      .where(eq(orders.id, idOf(first)));
    // From an hour after the first hold: another 29 minutes.
    expect((again as { retryAt: Date }).retryAt).toEqual(new Date(moved!.created_at.getTime() + 60 * 60_000));
    expect((await order(shopper.id, date)).ok).toBe(true);
  });

  it("never makes a subscription's delivery skip for a shopper's unpaid order", async () => {
    await capacity("2026-12-23", 2);
    const shopper = await customerWith([[TOMATO, 2]]);
    expect((await order(shopper.id, "2026-12-23")).ok).toBe(true);
    const cart = [{ productId: MEATBALLS, quantity: 2 }];
    const problems = await getDb().transaction(async (tx) => [
      await holdDeliveryDay(tx, "2026-12-23", cart, undefined, "all"),
      await holdDeliveryDay(tx, "2026-12-23", cart, undefined, "paid-and-subscriptions"),
    ]);
    expect(problems).toEqual(["sold-out", null]);
  });
});

/**
 * The checkout on the server: orders built from the database only, the discount code's limit
 * under concurrency, the QuickPay sandbox's signed callbacks as the only way to 'paid', and the
 * locker shipment that follows a paid pickup order.
 */
import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { shopDate, weekdayOf } from "~/lib/copenhagen";
import { selectableDates } from "~/lib/delivery";
import { translator } from "~/i18n";
import { loader as rootLoader } from "~/root";
import { action as checkoutAction, loader as checkoutLoader } from "~/routes/checkout";
import { loader as statusLoader } from "~/routes/checkout.status";
import { addToCart } from "~/server/cart.server";
import { createOrder } from "~/server/checkout.server";
import { resetConfig } from "~/server/config.server";
import { getDb } from "~/server/db/index.server";
import {
  cartItems,
  discountCodes,
  orderItems,
  orders,
  paymentEvents,
  profiles,
  sandboxShipments,
  shipments,
} from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { advanceSandboxShipment } from "~/server/lockers/okoskabet-sandbox.server";
import { okoskabetSignature } from "~/server/lockers/okoskabet.server";
import { handleQuickPayCallback } from "~/server/payments/callbacks.server";
import { reconcilePendingOrders } from "~/server/payments/reconcile.server";
import { payInSandbox, sandboxKeys } from "~/server/payments/quickpay-sandbox.server";
import { quickPayChecksum } from "~/server/payments/quickpay.server";
import { bookDueShipments, trackShipment } from "~/server/shipments.server";
import { setupTestDatabase } from "./helpers/database";
import { callAction, callLoader, expectResponseStatus } from "./helpers/routes";
import {
  codeWith,
  confirmationsFor,
  cookiesFor,
  homeDelivery,
  openDeliveryDates,
  pay,
  pickupChoice,
  productPriced,
  payStandard,
  windowId,
  type Payed,
} from "./helpers/checkout";
import { setupServiceServer } from "./helpers/service-server";
import { createSignedInUser, createUser, type TestUser } from "./helpers/users";

setupTestDatabase();
const services = setupServiceServer();

const TOMATO = demoId("product", "tomatsuppe"); // 59.00 (customer 55.00)
const MEATBALLS = demoId("product", "boller-i-karry"); // 89.00 (customer 84.00)
const SOLD_OUT = demoId("product", "jordskokkesuppe");

beforeAll(async () => {
  await seedDemoData(getDb());
});

beforeEach(() => {
  services.down = false;
});

const orderRow = async (id: string) => (await getDb().select().from(orders).where(eq(orders.id, id)))[0]!;
const ordersOf = (userId: string) => getDb().select().from(orders).where(eq(orders.user_id, userId));

/** The toast a redirect or answer carries, read back as the next page would, in Danish. */
async function toastOf(user: TestUser, headers: Headers) {
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { toast } = await callLoader(
    rootLoader,
    "/",
    {},
    { headers: { Cookie: `${user.cookie}; ${cookie}` } },
  );
  const t = translator("da") as (key: string) => string;
  return toast && { title: t(toast.title), description: toast.description && t(toast.description) };
}

/** A QuickPay callback signed with the sandbox's private key (or `key`). */
function signedCallback(payment: unknown, key = sandboxKeys().privateKey) {
  const body = JSON.stringify(payment);
  return new Request("http://localhost/payments/quickpay/callback", {
    method: "POST",
    headers: { "Content-Type": "application/json", "QuickPay-Checksum-Sha256": quickPayChecksum(body, key) },
    body,
  });
}

function authorizedPayment(order: { payment_order_id: string; payment_id: string | null }, amount: number) {
  return {
    id: Number(order.payment_id ?? 1),
    order_id: order.payment_order_id,
    currency: "DKK",
    state: "new",
    accepted: true,
    test_mode: true,
    operations: [
      {
        id: 1,
        type: "authorize",
        amount,
        pending: false,
        qp_status_code: "20000",
        qp_status_msg: "Approved",
      },
    ],
  };
}

describe("placing an order", () => {
  it("charges 50 kr freight at 399.99 kr and none at 400 kr", async () => {
    const below = await createSignedInUser();
    await addToCart(below.id, await productPriced("399.99"), 1);
    const above = await createSignedInUser();
    await addToCart(above.id, await productPriced("400.00"), 1);

    const first = await orderRow((await payStandard(below)).orderId);
    expect([first.subtotal_price, first.freight_price, first.total_price]).toEqual([
      "399.99",
      "50.00",
      "449.99",
    ]);
    const second = await orderRow((await payStandard(above)).orderId);
    expect([second.subtotal_price, second.freight_price, second.total_price]).toEqual([
      "400.00",
      "0.00",
      "400.00",
    ]);
  });

  it("ignores any price or total the browser sends, and prices by the customer's role and discount", async () => {
    const user = await createSignedInUser({ changes: { discount_percentage: "10.00" } });
    await addToCart(user.id, MEATBALLS, 2);
    const answer = await pay(user, {
      ...(await homeDelivery()),
      total: "1",
      total_price: "1.00",
      subtotal: "0",
      freight: "0",
      price: "0.01",
      [`price_${MEATBALLS}`]: "0.01",
      discount_percentage: "100",
    });
    const order = await orderRow((answer as Payed).orderId!);
    // Customer price 84.00 less the customer's 10 % = 75.60; two of them; freight below 400 kr.
    expect([order.subtotal_price, order.freight_price, order.total_price]).toEqual([
      "151.20",
      "50.00",
      "201.20",
    ]);
    const lines = await getDb().select().from(orderItems).where(eq(orderItems.order_id, order.id));
    expect(lines.map((line) => [line.product_title, line.quantity, line.unit_price])).toEqual([
      ["Boller i karry", 2, "75.60"],
    ]);
    // And the payment window asks for exactly that, in øre.
    expect(answer).toMatchObject({
      ok: true,
      paymentUrl: expect.stringContaining("/sandbox/quickpay/vindue/"),
    });
  });

  it("stores the delivery: the profile's address for home delivery, the locker and date for pickup", async () => {
    const home = await createSignedInUser();
    await addToCart(home.id, TOMATO, 1);
    const homeOrder = await orderRow((await payStandard(home)).orderId);
    expect(homeOrder).toMatchObject({
      status: "pending",
      delivery_provider: "standard",
      delivery_address: {
        name: "Test Kunde",
        street: "Vestergade 1",
        zip: "2600",
        city: "Glostrup",
        country: "Danmark",
      },
      shed_info: null,
      customer_email: home.email,
      customer_phone: "12345678",
    });

    const pickup = await createSignedInUser();
    await addToCart(pickup.id, TOMATO, 1);
    const { form: choice, locker } = await pickupChoice();
    const answer = (await pay(pickup, choice)) as Payed;
    const pickupOrder = await orderRow(answer.orderId!);
    expect(pickupOrder).toMatchObject({
      delivery_provider: "okoskabet",
      delivery_address: null,
      delivery_date: choice.dato,
      shed_info: {
        id: locker.id,
        name: locker.name,
        address: locker.address,
        city: locker.city,
        zip: locker.zip,
        selectedDate: choice.dato,
      },
    });
    expect([3, 5]).toContain(weekdayOf(choice.dato));
  });

  it("creates one order when pay is pressed twice, one after the other or at once", async () => {
    const user = await createSignedInUser();
    await addToCart(user.id, TOMATO, 2);
    const token = randomUUID();
    const first = await payStandard(user, { token });
    const again = await payStandard(user, { token });
    expect(again.orderId).toBe(first.orderId);

    const token2 = randomUUID();
    const together = await Promise.all([
      payStandard(user, { token: token2 }),
      payStandard(user, { token: token2 }),
    ]);
    expect(together[1].orderId).toBe(together[0].orderId);
    expect(await ordersOf(user.id)).toHaveLength(2);
  });

  it("refuses without a method, a locker or a valid date, and creates nothing", async () => {
    const user = await createSignedInUser();
    await addToCart(user.id, TOMATO, 1);
    const { form: choice } = await pickupChoice();
    const tuesday = [0, 1, 2, 3, 4, 5, 6]
      .map((days) =>
        new Date(Date.parse(`${shopDate()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10),
      )
      .find((date) => weekdayOf(date) === 2)!;
    const cases: [Record<string, string>, string][] = [
      [{}, "Vælg leveringsmåde"],
      [{ levering: "drone" }, "Vælg leveringsmåde"],
      [{ levering: "okoskabet" }, "Vælg afhentningssted"],
      [{ levering: "okoskabet", skab: "no-such-locker" }, "Vælg afhentningssted"],
      [{ levering: "okoskabet", skab: choice.skab }, "Vælg leveringsdato"],
      [{ levering: "okoskabet", skab: choice.skab, dato: tuesday }, "Vælg leveringsdato"],
      [{ levering: "okoskabet", skab: choice.skab, dato: "2020-01-01" }, "Vælg leveringsdato"],
      [{ levering: "okoskabet", skab: choice.skab, dato: "not a date" }, "Vælg leveringsdato"],
      // Home delivery has a date too.
      [{ levering: "standard" }, "Vælg leveringsdato"],
      [{ levering: "standard", dato: "not a date" }, "Vælg leveringsdato"],
      [{ levering: "standard", dato: tuesday }, "Fejl"],
      [{ levering: "standard", dato: "2020-01-01" }, "Fejl"],
    ];
    for (const [form, title] of cases) {
      const answer = await callAction(
        checkoutAction,
        "/checkout",
        { mode: "popup", checkoutToken: randomUUID(), ...form },
        { headers: { Cookie: user.cookie }, raw: true },
      );
      const { data, init } = answer as unknown as { data: Payed; init: { status: number; headers: Headers } };
      expect(data).toMatchObject({ ok: false });
      expect(init.status).toBe(400);
      expect((await toastOf(user, new Headers(init.headers)))?.title).toBe(title);
    }
    expect(await ordersOf(user.id)).toHaveLength(0);
  });

  it("without JavaScript, sends the shopper back to the checkout with the choices kept, or on to the payment window", async () => {
    const user = await createSignedInUser();
    await addToCart(user.id, TOMATO, 1);
    const refused = (await callAction(
      checkoutAction,
      "/checkout",
      { checkoutToken: randomUUID(), levering: "okoskabet", postnr: "2200" },
      { headers: { Cookie: user.cookie } },
    )) as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("Location")).toBe("/checkout?levering=okoskabet&postnr=2200");

    const sent = (await callAction(
      checkoutAction,
      "/checkout",
      { checkoutToken: randomUUID(), ...(await homeDelivery()) },
      { headers: { Cookie: user.cookie } },
    )) as Response;
    expect(sent.headers.get("Location")).toMatch(/\/sandbox\/quickpay\/vindue\/\d+$/);
  });

  it("sends a customer whose profile lacks what the delivery needs to the profile, and creates nothing", async () => {
    const user = await createSignedInUser({ changes: { street_address: null } });
    await addToCart(user.id, TOMATO, 1);
    const answer = (await pay(user, await homeDelivery())) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/profile/edit?returnTo=checkout");
    expect(await toastOf(user, answer.headers)).toMatchObject({
      title: "Manglende kundeoplysninger",
      description: "Udfyld venligst alle nødvendige oplysninger i din profil før du kan gennemføre ordren.",
    });
    // Pickup needs no address, only names and phone.
    expect(await pay(user, (await pickupChoice()).form)).toMatchObject({ ok: true });

    const noPhone = await createSignedInUser({ changes: { phone: null } });
    await addToCart(noPhone.id, TOMATO, 1);
    expect(((await pay(noPhone, (await pickupChoice()).form)) as Response).headers.get("Location")).toBe(
      "/profile/edit?returnTo=checkout",
    );
    expect(await ordersOf(noPhone.id)).toHaveLength(0);
  });

  it("refuses an empty cart and sold-out products", async () => {
    const empty = await createSignedInUser();
    expect(await pay(empty, await homeDelivery())).toEqual({ ok: false });

    const soldOut = await createSignedInUser();
    await addToCart(soldOut.id, TOMATO, 1);
    await getDb().insert(cartItems).values({ user_id: soldOut.id, product_id: SOLD_OUT, quantity: 1 });
    expect(await pay(soldOut, await homeDelivery())).toEqual({ ok: false });
    expect(await ordersOf(soldOut.id)).toHaveLength(0);
  });

  it("sends a guest to log in", async () => {
    const answer = await callAction(checkoutAction, "/checkout", {
      mode: "popup",
      ...(await homeDelivery()),
    });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toMatch(/^\/login/);
    expect(await callLoader(checkoutLoader, "/checkout")).toEqual({ signedIn: false });
  });

  it("checks the locker and its dates itself when it makes an order, whoever calls it", async () => {
    const { form, locker } = await pickupChoice();
    const user = await createSignedInUser();
    await addToCart(user.id, TOMATO, 1);
    const place = (lockerId: string, date: string) =>
      createOrder({
        userId: user.id,
        clientIp: "10.1.2.4",
        checkoutToken: randomUUID(),
        delivery: { provider: "okoskabet", lockerId, date, near: { zip: "2200" } },
        discountCode: null,
        language: "da",
      });
    // A day in the booking window the locker gets nothing (the sandbox's fill on Wednesdays and Fridays).
    const tuesday = [0, 1, 2, 3, 4, 5, 6]
      .map((days) =>
        new Date(Date.parse(`${shopDate()}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10),
      )
      .find((date) => weekdayOf(date) === 2)!;
    expect(selectableDates(locker, shopDate())).not.toContain(tuesday);
    expect(await place(locker.id, tuesday)).toEqual({
      ok: false,
      reason: "delivery-date",
      problem: "not-at-locker",
    });
    expect(await place(locker.id, "2020-01-01")).toMatchObject({ ok: false, problem: "not-at-locker" });
    expect(await place("no-such-locker", form.dato)).toEqual({ ok: false, reason: "locker" });
    expect(await ordersOf(user.id)).toHaveLength(0);
    const placed = await place(locker.id, form.dato);
    expect(placed).toMatchObject({ ok: true });
    expect((placed as { order: { shed_info: unknown } }).order.shed_info).toMatchObject({
      id: locker.id,
      selectedDate: form.dato,
    });
  });

  it("uses a code with a usage limit of 5 in exactly 5 of 20 orders placed at once", async () => {
    const code = await codeWith({ usage_limit: 5 });
    const customers = await Promise.all(Array.from({ length: 20 }, () => createUser()));
    await Promise.all(customers.map((customer) => addToCart(customer.id, TOMATO, 2)));
    const date = (await openDeliveryDates())[0]!;
    const outcomes = await Promise.all(
      customers.map((customer) =>
        createOrder({
          userId: customer.id,
          clientIp: "10.1.2.3",
          checkoutToken: randomUUID(),
          delivery: { provider: "standard", date },
          discountCode: code,
          language: "da",
        }),
      ),
    );
    const withCode = outcomes.filter((outcome) => outcome.ok && outcome.order.discount_code === code);
    expect(withCode).toHaveLength(5);
    expect(outcomes.filter((outcome) => !outcome.ok)).toHaveLength(15);
    expect(outcomes.filter((outcome) => !outcome.ok).every((outcome) => outcome.reason === "discount")).toBe(
      true,
    );
    const [row] = await getDb().select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(row!.times_used).toBe(5);
    const [stored] = await getDb().select({ n: count() }).from(orders).where(eq(orders.discount_code, code));
    expect(stored!.n).toBe(5);
  });

  it("applies the code again on the server, and drops one that no longer applies", async () => {
    const code = await codeWith({ discount_type: "fixed_amount", discount_value: "20.00" });
    const user = await createSignedInUser();
    await addToCart(user.id, TOMATO, 2); // 2 × 55.00
    const order = await orderRow((await payStandard(user, { code })).orderId);
    expect([order.subtotal_price, order.discount_amount, order.freight_price, order.total_price]).toEqual([
      "110.00",
      "20.00",
      "50.00",
      "140.00",
    ]);

    const expired = await codeWith({ end_date: new Date(Date.now() - 60_000) });
    const late = await createSignedInUser();
    await addToCart(late.id, TOMATO, 1);
    const answer = await callAction(
      checkoutAction,
      "/checkout",
      { mode: "popup", checkoutToken: randomUUID(), ...(await homeDelivery()) },
      { headers: { Cookie: await cookiesFor(late, expired) }, raw: true },
    );
    const { data, init } = answer as unknown as { data: Payed; init: { headers: Headers } };
    expect(data).toEqual({ ok: false });
    expect(new Headers(init.headers).getSetCookie().join()).toMatch(/krukke_discount=;.*Max-Age=0/);
    expect(await ordersOf(late.id)).toHaveLength(0);
  });

  it("says why a code does not apply at the checkout in the cart's words: used up, or below its minimum", async () => {
    const usedUp = await codeWith({ usage_limit: 1, times_used: 1 });
    const minimum = await codeWith({ minimum_order_amount: "500.00" });
    for (const [code, expected] of [
      [usedUp, { title: "Rabatkode opbrugt" }],
      [
        minimum,
        {
          title: "Minimumskøb ikke opfyldt",
          description: "Du skal købe for mindst 500 kr for at bruge denne rabatkode",
        },
      ],
    ] as const) {
      const user = await createSignedInUser();
      await addToCart(user.id, TOMATO, 1);
      const answer = await callAction(
        checkoutAction,
        "/checkout",
        { mode: "popup", checkoutToken: randomUUID(), ...(await homeDelivery()) },
        { headers: { Cookie: await cookiesFor(user, code) }, raw: true },
      );
      const { init } = answer as unknown as { init: { headers: Headers } };
      expect(await toastOf(user, new Headers(init.headers))).toMatchObject(expected);
      expect(await ordersOf(user.id)).toHaveLength(0);
    }
  });

  it("never totals below 0, and an order that costs nothing is paid without a payment window", async () => {
    const code = await codeWith({ discount_type: "fixed_amount", discount_value: "10000.00" });
    const user = await createSignedInUser();
    await addToCart(user.id, await productPriced("450.00"), 1);
    const answer = await payStandard(user, { code });
    expect(answer).toMatchObject({ ok: true, paid: true });
    const order = await orderRow(answer.orderId);
    expect([order.total_price, order.status, order.payment_id]).toEqual(["0.00", "paid", null]);
  });
});

describe("paying", () => {
  it("pays in the sandbox window: the signed callback marks the order paid, empties the cart and sends the confirmation", async () => {
    const user = await createSignedInUser();
    await addToCart(user.id, TOMATO, 2);
    const answer = await payStandard(user);
    expect(
      await callLoader(
        statusLoader,
        `/checkout/status?order_id=${answer.orderId}`,
        {},
        { headers: { Cookie: user.cookie } },
      ),
    ).toEqual({
      status: "pending",
    });

    const next = await payInSandbox(windowId(answer.paymentUrl!), "approved");
    expect(next).toBe(`${services.url}/checkout/betaling?status=success&order_id=${answer.orderId}`);
    expect(services.received.filter((hit) => hit.path === "/payments/quickpay/callback").at(-1)?.status).toBe(
      200,
    );

    const order = await orderRow(answer.orderId);
    expect(order).toMatchObject({ status: "paid", payment_state: "new" });
    expect(order.paid_at).toBeInstanceOf(Date);
    expect(await getDb().select().from(cartItems).where(eq(cartItems.user_id, user.id))).toHaveLength(0);
    expect(await confirmationsFor(user.email)).toBe(1);

    // Back on the checkout, the thank-you view trusts the order's status.
    const returned = await callLoader(
      checkoutLoader,
      `/checkout?success=true&order_id=${order.id}`,
      {},
      { headers: { Cookie: user.cookie } },
    );
    expect(returned).toMatchObject({ view: "returned", order: { id: order.id, status: "paid" } });
  });

  it("does not show another customer's order as theirs, whatever the address says", async () => {
    const owner = await createSignedInUser();
    await addToCart(owner.id, TOMATO, 1);
    const { orderId } = await payStandard(owner);
    const stranger = await createSignedInUser();
    const seen = await callLoader(
      checkoutLoader,
      `/checkout?success=true&order_id=${orderId}`,
      {},
      { headers: { Cookie: stranger.cookie } },
    );
    expect(seen).toMatchObject({ view: "checkout" });
    await expectResponseStatus(
      callLoader(
        statusLoader,
        `/checkout/status?order_id=${orderId}`,
        {},
        { headers: { Cookie: stranger.cookie } },
      ),
      404,
    );
  });

  it("leaves the order unpaid after a declined card, and pays it on a second try with the same order", async () => {
    const user = await createSignedInUser();
    await addToCart(user.id, TOMATO, 1);
    const token = randomUUID();
    const first = await payStandard(user, { token });
    const back = await payInSandbox(windowId(first.paymentUrl!), "rejected");
    expect(back).toContain(`status=cancelled&order_id=${first.orderId}`);
    expect(await orderRow(first.orderId)).toMatchObject({ status: "pending", payment_state: "rejected" });
    expect(await getDb().select().from(cartItems).where(eq(cartItems.user_id, user.id))).toHaveLength(1);
    expect(await confirmationsFor(user.email)).toBe(0);

    const retry = await payStandard(user, { token });
    expect(retry.orderId).toBe(first.orderId);
    await payInSandbox(windowId(retry.paymentUrl!), "approved");
    expect((await orderRow(first.orderId)).status).toBe("paid");
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it("changes nothing for a callback with a forged checksum", async () => {
    const user = await createSignedInUser();
    await addToCart(user.id, TOMATO, 1);
    const { orderId } = await payStandard(user);
    const order = await orderRow(orderId);
    const payment = authorizedPayment(order, 105_00);

    const forged = signedCallback(payment, "not-the-private-key");
    expect((await handleQuickPayCallback(forged)).status).toBe(403);
    const missing = new Request("http://localhost/payments/quickpay/callback", {
      method: "POST",
      body: JSON.stringify(payment),
    });
    expect((await handleQuickPayCallback(missing)).status).toBe(403);
    // A genuine checksum over a different body.
    const genuine = signedCallback(payment);
    const tampered = new Request(genuine.url, {
      method: "POST",
      headers: genuine.headers,
      body: JSON.stringify({ ...payment, state: "processed" }),
    });
    expect((await handleQuickPayCallback(tampered)).status).toBe(403);

    expect(await orderRow(orderId)).toMatchObject({
      status: "pending",
      payment_state: "initial",
      paid_at: null,
    });
    expect(
      await getDb().select().from(paymentEvents).where(eq(paymentEvents.order_id, orderId)),
    ).toHaveLength(0);
  });

  it("changes nothing for a genuine callback whose amount is not the order's total", async () => {
    const user = await createSignedInUser();
    await addToCart(user.id, TOMATO, 1); // 55 + 50 freight = 105.00
    const { orderId } = await payStandard(user);
    const order = await orderRow(orderId);
    for (const amount of [1_00, 104_99, 105_01]) {
      expect((await handleQuickPayCallback(signedCallback(authorizedPayment(order, amount)))).status).toBe(
        200,
      );
    }
    expect((await orderRow(orderId)).status).toBe("pending");
    expect(await confirmationsFor(user.email)).toBe(0);
    expect(await getDb().select().from(cartItems).where(eq(cartItems.user_id, user.id))).toHaveLength(1);
  });

  it("marks the order paid once when the same callback comes 10 times, also at once", async () => {
    const user = await createSignedInUser();
    await addToCart(user.id, TOMATO, 1);
    const { orderId } = await payStandard(user);
    const order = await orderRow(orderId);
    const payment = authorizedPayment(order, 105_00);

    const first = await Promise.all(
      Array.from({ length: 5 }, () => handleQuickPayCallback(signedCallback(payment))),
    );
    const paidAt = (await orderRow(orderId)).paid_at;
    for (let i = 0; i < 5; i++) await handleQuickPayCallback(signedCallback(payment));
    expect(first.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);

    const after = await orderRow(orderId);
    expect(after.status).toBe("paid");
    expect(after.paid_at).toEqual(paidAt);
    expect(await confirmationsFor(user.email)).toBe(1);
    expect(
      await getDb().select().from(paymentEvents).where(eq(paymentEvents.order_id, orderId)),
    ).toHaveLength(1);
  });

  it("finds a paid order whose callback never came, and cancels orders left unpaid for a day", async () => {
    const user = await createSignedInUser();
    await addToCart(user.id, TOMATO, 1);
    const { orderId, paymentUrl } = await payStandard(user);
    services.down = true;
    await payInSandbox(windowId(paymentUrl!), "approved");
    expect((await orderRow(orderId)).status).toBe("pending");

    await getDb()
      .update(orders)
      .set({ created_at: sql`now() - interval '5 minutes'` })
      .where(eq(orders.id, orderId));
    await reconcilePendingOrders();
    expect((await orderRow(orderId)).status).toBe("paid");
    expect(await confirmationsFor(user.email)).toBe(1);

    const code = await codeWith({ usage_limit: 1 });
    const idle = await createSignedInUser();
    await addToCart(idle.id, TOMATO, 1);
    const abandoned = await payStandard(idle, { code });
    await getDb()
      .update(orders)
      .set({ created_at: sql`now() - interval '25 hours'` })
      .where(eq(orders.id, abandoned.orderId));
    await reconcilePendingOrders();
    expect((await orderRow(abandoned.orderId)).status).toBe("cancelled");
    const [row] = await getDb().select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(row!.times_used).toBe(0);
  });
});

describe("pickup shipments", () => {
  async function paidPickupOrder() {
    const user = await createSignedInUser();
    await addToCart(user.id, MEATBALLS, 1);
    const { form: choice } = await pickupChoice();
    const answer = (await pay(user, choice)) as Payed;
    await payInSandbox(windowId(answer.paymentUrl!), "approved");
    return { user, orderId: answer.orderId!, choice };
  }
  const shipmentOf = async (orderId: string) =>
    (await getDb().select().from(shipments).where(eq(shipments.order_id, orderId)))[0];

  it("books the shipment with the locker, date and customer, tracks it and follows Økoskabet's webhooks", async () => {
    const { user, orderId, choice } = await paidPickupOrder();
    expect(await shipmentOf(orderId)).toMatchObject({
      status: "pending",
      locker_id: choice.skab,
      delivery_date: choice.dato,
    });

    expect((await bookDueShipments()).booked).toBeGreaterThanOrEqual(1);
    expect(await shipmentOf(orderId)).toMatchObject({ status: "created", external_reference: orderId });
    const [booked] = await getDb()
      .select()
      .from(sandboxShipments)
      .where(eq(sandboxShipments.shipment_reference, orderId));
    expect(booked!.body).toMatchObject({
      shed_id: choice.skab,
      delivery_date: choice.dato,
      customer: { first_name: "Test", last_name: "Kunde", email: user.email, phone: "12345678" },
    });
    expect(await trackShipment(user.id, orderId)).toEqual({ status: "created", deliveryDate: choice.dato });

    expect(await advanceSandboxShipment(orderId, "fulfilled")).toBe(true);
    expect((await shipmentOf(orderId))!.status).toBe("fulfilled");
    await advanceSandboxShipment(orderId, "delivered");
    expect(await trackShipment(user.id, orderId)).toMatchObject({ status: "delivered" });

    // Nobody else tracks it.
    const stranger = await createSignedInUser();
    expect(await trackShipment(stranger.id, orderId)).toBeNull();
  });

  it("refuses a webhook with a wrong signature", async () => {
    const { orderId } = await paidPickupOrder();
    await bookDueShipments();
    const body = JSON.stringify({ shipment_reference: orderId, changes: { status: { value: "delivered" } } });
    const response = await fetch(`${services.url}/webhooks/okoskabet`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-hmac-sha256": okoskabetSignature(body, "guessed") },
      body,
    });
    expect(response.status).toBe(403);
    expect((await shipmentOf(orderId))!.status).toBe("created");
  });

  it("keeps the paid order and retries the booking while Økoskabet cannot be reached", async () => {
    const { orderId } = await paidPickupOrder();
    process.env.OKOSKABET_API_KEY = "real-key";
    process.env.OKOSKABET_WEBHOOK_SECRET = "real-secret";
    process.env.OKOSKABET_API_URL = "http://127.0.0.1:9"; // nothing listens there
    resetConfig();
    try {
      const outcome = await bookDueShipments();
      expect(outcome.retried).toBeGreaterThanOrEqual(1);
    } finally {
      delete process.env.OKOSKABET_API_KEY;
      delete process.env.OKOSKABET_API_URL;
      delete process.env.OKOSKABET_WEBHOOK_SECRET;
      resetConfig();
    }
    const waiting = await shipmentOf(orderId);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1 });
    expect(waiting!.last_error).toMatch(/could not be reached/);
    expect(waiting!.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    expect((await orderRow(orderId)).status).toBe("paid");

    await getDb()
      .update(shipments)
      .set({ next_attempt_at: new Date() })
      .where(eq(shipments.order_id, orderId));
    await bookDueShipments();
    expect(await shipmentOf(orderId)).toMatchObject({ status: "created", attempts: 2, last_error: null });
  });
});

describe("the checkout page", () => {
  it("streams the cart and, for pickup, the lockers near the address", async () => {
    const user = await createSignedInUser();
    await addToCart(user.id, TOMATO, 1);
    const page = await callLoader(
      checkoutLoader,
      "/checkout?levering=okoskabet&postnr=2200",
      {},
      { headers: { Cookie: user.cookie } },
    );
    if (!page.signedIn || page.view !== "checkout") throw new Error("expected the checkout view");
    const cart = await page.cart;
    expect(cart.totals).toMatchObject({ subtotal: 55_00, freight: 50_00, total: 105_00 });
    const lockers = await page.lockers;
    if (!lockers || "error" in lockers) throw new Error("expected lockers");
    expect(lockers.fallback).toBe(false);
    expect(lockers.lockers.length).toBeGreaterThanOrEqual(12);
    expect(lockers.lockers.length).toBeLessThanOrEqual(20);
    expect(lockers.lockers[0]!.zip).toBe("2200");
    expect(page.profile.missingForStandard).toEqual([]);
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile!.first_name).toBe(page.profile.firstName);
  });
});

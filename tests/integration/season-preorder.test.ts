/**
 * A season menu's page and pre-order through the route (`/<slug>`, routes/$slug.tsx) and
 * the QuickPay sandbox: nothing is ordered or charged without the ticked "binding and paid now";
 * with it, the sandbox's window authorizes and captures at once and the order is paid with its
 * invoice; the page counts what is left and a pre-order that no longer fits is refused; the
 * shop's cancellation refunds the captured amount with a credit note; a payment captured for a
 * pre-order given up meanwhile is refunded; bad input is a 400 with a reason, never a 500.
 */
import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { translator } from "~/i18n";
import { pickupValue, PREORDER_FIELDS, type PreorderActionData } from "~/lib/season-menus";
import { action as menuAction, loader as menuLoader } from "~/routes/$slug";
import { action as orderAction } from "~/routes/admin.ordrer.$id";
import { shipOrder } from "~/server/admin/orders.server";
import { setShopClock } from "~/server/clock.server";
import { getDb } from "~/server/db/index.server";
import { emailOutbox, invoices, orders, sandboxPayments, seasonMenus } from "~/server/db/schema.server";
import { orderReleased } from "~/server/orders/lifecycle.server";
import { listOrdersForUser } from "~/server/orders.server";
import { paymentGateway } from "~/server/payments/gateway.server";
import { payInSandbox } from "~/server/payments/quickpay-sandbox.server";
import { paymentFacts } from "~/server/payments/quickpay.server";
import { windowId } from "./helpers/checkout";
import { setupTestDatabase } from "./helpers/database";
import { callAction, callLoader, expectResponseStatus } from "./helpers/routes";
import { createSeasonMenu, type TestSeasonMenu } from "./helpers/season-menus";
import { setupServiceServer } from "./helpers/service-server";
import { createSignedInUser, type TestUser } from "./helpers/users";
import "~/i18n/areas/season-menu";

setupTestDatabase();
setupServiceServer();

const NEW_YEARS_EVE = "2026-12-31";
// Tuesday 1 December 2026, 09:00 in Copenhagen: the menu's window is open.
const DECEMBER = new Date("2026-12-01T08:00:00Z");

beforeEach(() => setShopClock(DECEMBER));
afterEach(() => setShopClock(null));

type Answer = { data: PreorderActionData; status: number };

/** 'Bestil og betal' on the menu's page, with JavaScript (the pop-up flow) unless `page`. */
async function preorder(
  user: TestUser,
  menu: TestSeasonMenu,
  form: Record<string, string> = {},
  options: { page?: boolean } = {},
): Promise<Answer | Response> {
  const answer = await callAction(
    menuAction,
    `/${menu.slug}`,
    {
      ...(options.page ? {} : { mode: "popup" }),
      [PREORDER_FIELDS.token]: randomUUID(),
      [PREORDER_FIELDS.covers]: "2",
      [PREORDER_FIELDS.pickup]: pickupValue(menu.places[0]!, NEW_YEARS_EVE),
      [PREORDER_FIELDS.binding]: "ja",
      ...form,
    },
    { headers: { Cookie: user.cookie }, params: { slug: menu.slug }, raw: true },
  );
  if (answer instanceof Response) return answer;
  const raw = answer as unknown as { data: PreorderActionData; init: ResponseInit | null };
  return { data: raw.data, status: raw.init?.status ?? 200 };
}

async function ordersOf(user: TestUser) {
  return getDb().select().from(orders).where(eq(orders.user_id, user.id));
}

const sandboxPaymentCount = async () => (await getDb().select({ n: count() }).from(sandboxPayments))[0]!.n;

/** A pre-order paid in the sandbox's window: its order's id. */
async function paidPreorder(user: TestUser, menu: TestSeasonMenu, form: Record<string, string> = {}) {
  const answer = (await preorder(user, menu, form)) as Answer;
  if (!answer.data.ok || !answer.data.paymentUrl) throw new Error(JSON.stringify(answer));
  await payInSandbox(windowId(answer.data.paymentUrl), "approved");
  return answer.data.orderId;
}

const vedbaek = (capacity = 10) =>
  createSeasonMenu({
    places: [{ name: "Vedbæk", days: [{ date: NEW_YEARS_EVE, capacity }] }],
  });

describe("the pre-order's binding tick", () => {
  it("without it, nothing is ordered and no payment is created, and the page says why", async () => {
    const menu = await vedbaek();
    const user = await createSignedInUser();
    const before = await sandboxPaymentCount();
    for (const page of [false, true]) {
      const answer = (await preorder(user, menu, { [PREORDER_FIELDS.binding]: "" }, { page })) as Answer;
      expect(answer.status).toBe(400);
      expect(answer.data).toEqual({ ok: false, problem: "not-accepted" });
    }
    expect(await ordersOf(user)).toHaveLength(0);
    expect(await sandboxPaymentCount()).toBe(before);
    expect(translator("da")("seasonMenu.problems.not-accepted")).toMatch(/bindende og betales nu/);
    expect(translator("en")("seasonMenu.problems.not-accepted")).toMatch(/binding and is paid now/);
  });

  it("with it, the sandbox's window captures at once: the order is paid, invoiced and confirmed", async () => {
    const menu = await vedbaek();
    const user = await createSignedInUser();
    const id = await paidPreorder(user, menu);
    const [order] = await ordersOf(user);
    expect(order).toMatchObject({
      id,
      status: "paid",
      payment_plan: "at-once",
      covers: 2,
      total_price: "750.00",
    });
    expect(order!.binding_accepted_at).toBeInstanceOf(Date);
    const payment = await paymentGateway().client.getPayment(Number(order!.payment_id));
    expect(payment.operations.map((operation) => operation.type)).toEqual(["authorize", "capture"]);
    expect(paymentFacts(payment)).toMatchObject({ authorized: 75_000, captured: 75_000 });
    const documents = await getDb().select().from(invoices).where(eq(invoices.order_id, id));
    expect(documents).toMatchObject([{ kind: "invoice", total_amount: "750.00" }]);
    const [confirmation] = await getDb()
      .select({ n: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to_address, user.email), eq(emailOutbox.template, "order-confirmation")));
    expect(confirmation!.n).toBe(1);
    // In /profile: the menu, covers, place, pickup day and hours, binding, with its invoice.
    const [listed] = await listOrdersForUser(user.id);
    expect(listed).toMatchObject({
      id,
      status: "paid",
      preorder: { menu: "Nytårsmenu (test)", covers: 2, place: "Vedbæk", opens: "10:00", closes: "16:00" },
      documents: [{ kind: "invoice" }],
    });
  });

  it("without JavaScript, the payment window opens in the same tab and comes back to the menu's page", async () => {
    const menu = await vedbaek();
    const user = await createSignedInUser();
    const answer = (await preorder(user, menu, {}, { page: true })) as Response;
    expect(answer.status).toBe(302);
    const window = answer.headers.get("Location")!;
    const back = await payInSandbox(windowId(window), "approved");
    const [order] = await ordersOf(user);
    expect(back).toContain(`/${menu.slug}?success=true&order_id=${order!.id}`);
    const page = await callLoader(
      menuLoader,
      `/${menu.slug}?success=true&order_id=${order!.id}`,
      { slug: menu.slug },
      {
        headers: { Cookie: user.cookie },
      },
    );
    expect(page.signedIn && page.returned).toMatchObject({
      status: "paid",
      place: "Vedbæk",
      date: NEW_YEARS_EVE,
    });
  });

  it("the same page token twice makes one order", async () => {
    const menu = await vedbaek();
    const user = await createSignedInUser();
    const token = randomUUID();
    const answers = await Promise.all([
      preorder(user, menu, { [PREORDER_FIELDS.token]: token }),
      preorder(user, menu, { [PREORDER_FIELDS.token]: token }),
    ]);
    const ids = answers.map((answer) => ((answer as Answer).data as { orderId: string }).orderId);
    expect(new Set(ids).size).toBe(1);
    expect(await ordersOf(user)).toHaveLength(1);
  });

  it("a new press gives up the customer's earlier unpaid pre-order of the menu, its covers back", async () => {
    const menu = await vedbaek(2);
    const user = await createSignedInUser();
    const first = (await preorder(user, menu)) as Answer;
    const second = (await preorder(user, menu)) as Answer;
    expect(second.data.ok).toBe(true);
    const rows = await ordersOf(user);
    expect(rows.map((row) => row.status).sort()).toEqual(["cancelled", "pending"]);
    expect(rows.find((row) => row.status === "cancelled")!.id).toBe(
      (first.data as { orderId: string }).orderId,
    );
  });
});

describe("what is left at a place", () => {
  it("after 2 of 3 covers the page shows 1 left, and a second pre-order of 2 is refused as sold out", async () => {
    const menu = await vedbaek(3);
    await paidPreorder(await createSignedInUser(), menu);
    const page = await callLoader(menuLoader, `/${menu.slug}`, { slug: menu.slug });
    expect(page.menu.places[0]!.days[0]).toMatchObject({ date: NEW_YEARS_EVE, left: 1, state: "sold-out" });
    const second = await createSignedInUser();
    const answer = (await preorder(second, menu)) as Answer;
    expect(answer).toEqual({ status: 409, data: { ok: false, problem: "sold-out" } });
    expect(await ordersOf(second)).toHaveLength(0);
  });

  it("shows what the page needs: the price per cover and per kilo, the courses' food information", async () => {
    const menu = await vedbaek(3);
    const page = await callLoader(menuLoader, `/${menu.slug}`, { slug: menu.slug });
    expect(page).toMatchObject({ signedIn: false });
    expect(page.menu).toMatchObject({
      name: "Nytårsmenu (test)",
      open: true,
      pricePerCover: 37_500,
      // 375 kr for three jars of 400 g: 312.50 kr per kg.
      pricePerKilogram: 31_250,
      coverChoices: [2, 4, 6],
    });
    expect(page.menu.courses.map((course) => course.label)).toEqual(["Forret", "Hovedret", "Dessert"]);
    expect(page.menu.courses[0]!.product.food.allergens).toEqual(["milk"]);
    expect(page.menu.places[0]!.days[0]).toMatchObject({ left: 3, state: "open", opens: "10:00" });
  });

  it("a draft or an unknown address is the shop's 404; a closed menu's page shows, closed for orders", async () => {
    const draft = await createSeasonMenu({ status: "draft", places: [] });
    await expectResponseStatus(menuLoader(loaderArgs(draft.slug)), 404);
    await expectResponseStatus(menuLoader(loaderArgs("ingen-menu-her")), 404);
    await expectResponseStatus(menuLoader(loaderArgs("Not A Slug!")), 404);
    const closed = await createSeasonMenu({
      status: "closed",
      places: [{ days: [{ date: NEW_YEARS_EVE, capacity: 3 }] }],
    });
    const page = await callLoader(menuLoader, `/${closed.slug}`, { slug: closed.slug });
    expect(page.menu.open).toBe(false);
    expect(page.menu.places[0]!.days[0]!.state).toBe("closed-for-orders");
    const answer = (await preorder(await createSignedInUser(), closed)) as Answer;
    expect(answer).toEqual({ status: 400, data: { ok: false, problem: "closed-for-orders" } });
  });
});

function postTo(slug: string, user: TestUser) {
  return new Request(`http://localhost/${slug}`, {
    method: "POST",
    body: new URLSearchParams({}),
    headers: { Cookie: user.cookie },
  });
}

function loaderArgs(slug: string) {
  const request = new Request(`http://localhost/${slug}`);
  return {
    request,
    params: { slug },
    context: { cspNonce: "", clientIp: "127.0.0.1", shareable: false },
    url: new URL(request.url),
    pattern: "",
  } as unknown as Parameters<typeof menuLoader>[0];
}

describe("bad input gets a 400 with its reason, never a 500", () => {
  it.each([
    [
      "an unknown place",
      { [PREORDER_FIELDS.pickup]: pickupValue(randomUUID(), NEW_YEARS_EVE) },
      "not-a-pickup-day",
    ],
    ["covers the menu does not offer", { [PREORDER_FIELDS.covers]: "3" }, "covers-not-offered"],
    ["a date that is no pickup day", { pickupDate: "2026-12-30" }, "not-a-pickup-day"],
    ["covers that are no number", { [PREORDER_FIELDS.covers]: "to" }, "covers"],
    ["too many covers", { [PREORDER_FIELDS.covers]: "999" }, "covers"],
    ["a pickup that is garbage", { [PREORDER_FIELDS.pickup]: "<script>|x|y" }, "pickup"],
    ["no token", { [PREORDER_FIELDS.token]: "" }, "token"],
  ])("%s", async (_name, change, problem) => {
    const menu = await vedbaek();
    const user = await createSignedInUser();
    const { pickupDate, ...form } = change as Record<string, string>;
    if (pickupDate) form[PREORDER_FIELDS.pickup] = pickupValue(menu.places[0]!, pickupDate);
    const answer = (await preorder(user, menu, form)) as Answer;
    expect(answer).toEqual({ status: 400, data: { ok: false, problem } });
    expect(await ordersOf(user)).toHaveLength(0);
  });

  it("a guest is sent to log in and brought back; a draft's form is a 404", async () => {
    const menu = await vedbaek();
    const answer = await callAction(menuAction, `/${menu.slug}`, {}, { params: { slug: menu.slug } });
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe(
      `/login?redirectTo=${encodeURIComponent(`/${menu.slug}`)}`,
    );
    await getDb().update(seasonMenus).set({ status: "draft" }).where(eq(seasonMenus.id, menu.id));
    const user = await createSignedInUser();
    await expectResponseStatus(
      menuAction({ ...loaderArgs(menu.slug), request: postTo(menu.slug, user) } as never),
      404,
    );
  });
});

describe("after the payment", () => {
  let admin: TestUser;
  const actor = () => ({ id: admin.id, email: admin.email });
  beforeAll(async () => {
    admin = await createSignedInUser({ changes: { role: "admin" } });
  });

  it("the shop's cancellation on the order's page refunds the captured amount and issues a credit note", async () => {
    const menu = await vedbaek();
    const user = await createSignedInUser();
    const id = await paidPreorder(user, menu);
    const answer = (await callAction(
      orderAction,
      `/admin/ordrer/${id}`,
      { token: randomUUID(), intent: "cancel", note: "Køkkenet er lukket" },
      { headers: { Cookie: admin.cookie }, params: { id } },
    )) as Response;
    expect(answer.status).toBe(302);
    const [order] = await ordersOf(user);
    expect(order!.status).toBe("cancelled");
    const payment = await paymentGateway().client.getPayment(Number(order!.payment_id));
    expect(paymentFacts(payment)).toMatchObject({ captured: 75_000, refunded: 75_000, keepsMoney: false });
    const documents = await getDb().select().from(invoices).where(eq(invoices.order_id, id));
    expect(documents.map((document) => [document.kind, document.total_amount]).sort()).toEqual([
      ["credit_note", "750.00"],
      ["invoice", "750.00"],
    ]);
  });

  it("handing it over is the lifecycle's ship without a capture", async () => {
    const menu = await vedbaek();
    const user = await createSignedInUser();
    const id = await paidPreorder(user, menu);
    expect(await shipOrder(actor(), id)).toEqual({ ok: true });
    const [order] = await ordersOf(user);
    expect(order!.status).toBe("shipped");
    const payment = await paymentGateway().client.getPayment(Number(order!.payment_id));
    expect(payment.operations.filter((operation) => operation.type === "capture")).toHaveLength(1);
  });

  it("money captured for a pre-order given up while its window was open is refunded", async () => {
    const menu = await vedbaek();
    const user = await createSignedInUser();
    const answer = (await preorder(user, menu)) as Answer;
    if (!answer.data.ok) throw new Error("not placed");
    expect(await orderReleased(answer.data.orderId, "abandoned")).toBe(true);
    await payInSandbox(windowId(answer.data.paymentUrl!), "approved");
    const [order] = await ordersOf(user);
    expect(order!.status).toBe("cancelled");
    const payment = await paymentGateway().client.getPayment(Number(order!.payment_id));
    expect(paymentFacts(payment)).toMatchObject({ captured: 75_000, refunded: 75_000 });
    expect(await getDb().select().from(invoices).where(eq(invoices.order_id, order!.id))).toHaveLength(0);
  });
});

/**
 * When something outside the shop fails. Covered elsewhere, not repeated here:
 * - the mail server down: mail.test.ts ("keeps an e-mail while the mail server is down, and sends
 *   it when it is back"; "sends each e-mail once when several workers deliver at the same time");
 * - QuickPay or Økoskabet slow: their clients give up after a time limit (quickpay-contract and
 *   okoskabet-contract tests); Økoskabet down: fallback lockers (okoskabet-contract) and a paid order
 *   whose booking is retried (checkout.test.ts);
 * - the database restarted: database-restart.test.ts; two app processes: e2e/instances.spec.ts.
 * Here: QuickPay unreachable or failing at the moment a shopper pays, and the reconciliation of
 * orders whose callback never came, run once however many instances ask at the same time.
 */
import type http from "node:http";
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { action as checkoutAction } from "~/routes/checkout";
import { resetConfig } from "~/server/config.server";
import { shopJobs } from "~/server/background.server";
import { getDb } from "~/server/db/index.server";
import { appSettings, cartItems, emailOutbox, orders } from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { runJobOnce } from "~/server/jobs.server";
import { PAYMENTS_JOB, reconcilePendingOrders } from "~/server/payments/reconcile.server";
import { payInSandbox } from "~/server/payments/quickpay-sandbox.server";
import { cookiesFor, homeDelivery, pay, type Payed, windowId } from "./helpers/checkout";
import { setupTestDatabase } from "./helpers/database";
import { post } from "./helpers/answers";
import { setupScriptedServer } from "./helpers/scripted-server";
import { setupServiceServer } from "./helpers/service-server";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();
const services = setupServiceServer();
const scripted = setupScriptedServer();

const TOMATO = demoId("product", "tomatsuppe");

beforeAll(async () => {
  await seedDemoData(getDb());
});

/** Back to the built-in sandbox (QuickPay answering again). */
function quickPayBack() {
  delete process.env.QUICKPAY_API_KEY;
  delete process.env.QUICKPAY_PRIVATE_KEY;
  delete process.env.QUICKPAY_API_URL;
  resetConfig();
}

afterEach(() => {
  quickPayBack();
  services.down = false;
});

/** A real QuickPay account (not the sandbox) at `apiUrl`. */
function quickPayAt(apiUrl: string) {
  process.env.QUICKPAY_API_KEY = "api-key";
  process.env.QUICKPAY_PRIVATE_KEY = "private-key";
  process.env.QUICKPAY_API_URL = apiUrl;
  resetConfig();
}

async function shopperWithCart(): Promise<TestUser> {
  const user = await createSignedInUser();
  await getDb().insert(cartItems).values({ user_id: user.id, product_id: TOMATO, quantity: 1 });
  return user;
}

/** 'Bestil og betal' as the checkout page sends it: the answer, status and toast. */
async function pressPay(user: TestUser, token: string) {
  return post<Payed>(
    checkoutAction,
    "/checkout",
    { mode: "popup", checkoutToken: token, ...(await homeDelivery()) },
    { headers: { Cookie: await cookiesFor(user) } },
  );
}

const ordersOf = (user: TestUser) => getDb().select().from(orders).where(eq(orders.user_id, user.id));

describe("QuickPay cannot be reached when the shopper pays", () => {
  const failures: [string, () => string][] = [
    ["refuses connections", () => "http://127.0.0.1:1"],
    [
      "answers 503 for maintenance",
      () => {
        scripted.answer = (res: http.ServerResponse) => res.writeHead(503).end("Service Unavailable");
        return scripted.url;
      },
    ],
    [
      "drops the connection",
      () => {
        scripted.answer = (res: http.ServerResponse) => res.destroy();
        return scripted.url;
      },
    ],
  ];

  for (const [what, setUp] of failures) {
    it(`when it ${what}: says so in words, keeps the cart, and the next press pays the same order`, async () => {
      const user = await shopperWithCart();
      const token = randomUUID();
      quickPayAt(setUp());
      const failed = await pressPay(user, token);
      expect(failed.status).toBe(400);
      expect(failed.data).toEqual({ ok: false });
      expect(failed.toast).toMatchObject({ type: "error", description: "checkout.paymentError" });
      // No half-made payment: the order waits, unpaid and without a payment, and the cart is kept.
      expect(await ordersOf(user)).toMatchObject([{ status: "pending", payment_id: null }]);
      expect(await getDb().select().from(cartItems).where(eq(cartItems.user_id, user.id))).toHaveLength(1);

      // QuickPay answers again (here: the sandbox): the same press pays the same order.
      quickPayBack();
      const again = await pressPay(user, token);
      expect(again.data).toMatchObject({ ok: true, paymentUrl: expect.any(String) });
      const [order] = await ordersOf(user);
      expect(again.data?.orderId).toBe(order!.id);
      expect(await ordersOf(user)).toHaveLength(1);
      await payInSandbox(windowId(again.data!.paymentUrl!), "approved");
      expect((await ordersOf(user))[0]).toMatchObject({ status: "paid" });
    });
  }

  it("does not leave an order waiting for ever: one whose payment never started is released after 30 minutes", async () => {
    const user = await shopperWithCart();
    quickPayAt("http://127.0.0.1:1");
    expect((await pressPay(user, randomUUID())).status).toBe(400);
    quickPayBack();
    const [order] = await ordersOf(user);
    await getDb()
      .update(orders)
      .set({ created_at: sql`now() - interval '31 minutes'` })
      .where(eq(orders.id, order!.id));
    await reconcilePendingOrders();
    expect((await ordersOf(user))[0]).toMatchObject({ status: "cancelled" });
  });
});

describe("orders whose payment callback never came", () => {
  const paymentsJob = shopJobs().find((job) => job.name === PAYMENTS_JOB)!;

  it("are found paid by asking QuickPay, once, however many instances run the job at the same time", async () => {
    const users = await Promise.all([shopperWithCart(), shopperWithCart(), shopperWithCart()]);
    services.down = true; // QuickPay's callbacks are lost on the way.
    for (const user of users) {
      const answer = (await pay(user, await homeDelivery())) as Payed;
      await payInSandbox(windowId(answer.paymentUrl!), "approved");
    }
    await getDb()
      .update(orders)
      .set({ created_at: sql`now() - interval '5 minutes'` })
      .where(eq(orders.status, "pending"));
    for (const user of users) expect((await ordersOf(user))[0]).toMatchObject({ status: "pending" });
    // The job has not run for a while (as on a shop that has been up for some time).
    await getDb()
      .delete(appSettings)
      .where(eq(appSettings.key, `job:${PAYMENTS_JOB}`));

    // Four instances' timers fire at once: one of them runs the job.
    const ran = await Promise.all([1, 2, 3, 4].map(() => runJobOnce(paymentsJob)));
    expect(ran.filter(Boolean)).toHaveLength(1);
    for (const user of users) {
      expect((await ordersOf(user))[0]).toMatchObject({ status: "paid" });
      const confirmations = await getDb()
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to_address, user.email), eq(emailOutbox.template, "order-confirmation")));
      expect(confirmations).toHaveLength(1);
    }
    // Within the job's interval nobody runs it again; once it has passed, one instance does.
    expect(await Promise.all([runJobOnce(paymentsJob), runJobOnce(paymentsJob)])).toEqual([false, false]);
    await getDb()
      .update(appSettings)
      .set({ updated_at: sql`now() - interval '1 minute'` })
      .where(eq(appSettings.key, `job:${PAYMENTS_JOB}`));
    const next = await Promise.all([runJobOnce(paymentsJob), runJobOnce(paymentsJob)]);
    expect(next.filter(Boolean)).toHaveLength(1);
  });
});

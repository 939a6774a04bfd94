/**
 * QuickPay's API contract, as the shop's client uses it. The same cases run against the
 * built-in sandbox in-process (what the shop does without keys) and over HTTP (its route under
 * /sandbox/quickpay/api), and against QuickPay itself when QUICKPAY_CONTRACT_API_KEY holds a
 * test account's API key (no network here, so that run is skipped on this machine). Cases that
 * need an authorized payment use the sandbox's window, which QuickPay's test account cannot
 * drive without a browser.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "~/server/db/index.server";
import { sandboxPayments } from "~/server/db/schema.server";
import { eq } from "drizzle-orm";
import { paymentGateway } from "~/server/payments/gateway.server";
import {
  handleSandboxApi,
  payInSandbox,
  sandboxKeys,
  SANDBOX_API_PATH,
  type TestCard,
} from "~/server/payments/quickpay-sandbox.server";
import {
  createQuickPayClient,
  isValidQuickPayChecksum,
  paymentFacts,
  QuickPayError,
  type QuickPayClient,
} from "~/server/payments/quickpay.server";
import { setupTestDatabase } from "./helpers/database";
import { setupScriptedServer } from "./helpers/scripted-server";
import { setupServiceServer } from "./helpers/service-server";

setupTestDatabase();
const services = setupServiceServer();

const reference = () => `T${randomUUID().replace(/-/g, "").slice(0, 15)}`;
const LINK = {
  amount: 123_45,
  continueUrl: "https://krukke.example/checkout/betaling?status=success",
  cancelUrl: "https://krukke.example/checkout/betaling?status=cancelled",
  callbackUrl: "https://krukke.example/payments/quickpay/callback",
  language: "da" as const,
  paymentMethods: "creditcard,mobilepay",
};

type Target = { name: string; client: () => QuickPayClient; sandbox: boolean };
const targets: Target[] = [
  { name: "the sandbox, in-process", client: () => paymentGateway().client, sandbox: true },
  {
    name: "the sandbox, over HTTP",
    client: () =>
      createQuickPayClient({ apiUrl: `${services.url}${SANDBOX_API_PATH}`, apiKey: sandboxKeys().apiKey }),
    sandbox: true,
  },
];
if (process.env.QUICKPAY_CONTRACT_API_KEY) {
  targets.push({
    name: "QuickPay's test account",
    client: () =>
      createQuickPayClient({
        apiUrl: "https://api.quickpay.net",
        apiKey: process.env.QUICKPAY_CONTRACT_API_KEY!,
      }),
    sandbox: false,
  });
}

describe.each(targets)("QuickPay's contract: $name", ({ client: clientFor, sandbox }) => {
  it("creates a payment for an order id once, finds it again, and refuses the same order id twice", async () => {
    const client = clientFor();
    const orderId = reference();
    const payment = await client.createPayment({
      orderId,
      currency: "DKK",
      variables: { order: "abc" },
      basket: [{ qty: 2, item_no: "p1", item_name: "Tomatsuppe", item_price: 55_00, vat_rate: 0.25 }],
      shipping: { amount: 13_45, vat_rate: 0.25 },
    });
    expect(payment).toMatchObject({
      order_id: orderId,
      currency: "DKK",
      state: "initial",
      accepted: false,
      operations: [],
    });
    expect(payment.id).toBeGreaterThan(0);

    expect(await client.getPayment(payment.id)).toMatchObject({ id: payment.id, order_id: orderId });
    expect((await client.findPaymentByOrderId(orderId))?.id).toBe(payment.id);
    expect(await client.findPaymentByOrderId(reference())).toBeNull();

    const again = client.createPayment({ orderId, currency: "DKK" });
    await expect(again).rejects.toBeInstanceOf(QuickPayError);
    await expect(again).rejects.toMatchObject({ status: 400 });
  });

  it("refuses an order id QuickPay does not accept", async () => {
    const client = clientFor();
    for (const orderId of ["abc", "has-dashes-1234", "x".repeat(21)]) {
      await expect(client.createPayment({ orderId, currency: "DKK" })).rejects.toMatchObject({ status: 400 });
    }
  });

  it("makes a payment link for an amount in øre, and refuses a link without a positive amount", async () => {
    const client = clientFor();
    const payment = await client.createPayment({ orderId: reference(), currency: "DKK" });
    const link = await client.createLink(payment.id, LINK);
    expect(link.url).toMatch(/^https?:\/\//);
    expect((await client.getPayment(payment.id)).link).toMatchObject({ url: link.url, amount: 123_45 });
    await expect(client.createLink(payment.id, { ...LINK, amount: 0 })).rejects.toMatchObject({
      status: 400,
    });
  });

  it("answers 404 for a payment that does not exist", async () => {
    await expect(clientFor().getPayment(999_999_999)).rejects.toMatchObject({ status: 404 });
  });

  it.runIf(sandbox)(
    "captures, refunds and cancels an authorized payment within QuickPay's rules",
    async () => {
      const client = clientFor();
      const authorize = async (card: TestCard = "approved") => {
        const payment = await client.createPayment({ orderId: reference(), currency: "DKK" });
        await client.createLink(payment.id, { ...LINK, callbackUrl: `${services.url}/nowhere` });
        await payInSandbox(payment.id, card);
        return client.getPayment(payment.id);
      };

      const payment = await authorize();
      expect(payment).toMatchObject({ accepted: true, state: "new" });
      expect(paymentFacts(payment)).toMatchObject({ authorized: 123_45, captured: 0 });
      await expect(client.capture(payment.id, 123_46)).rejects.toMatchObject({ status: 400 });
      const captured = await client.capture(payment.id, 100_00);
      expect(paymentFacts(captured)).toMatchObject({ captured: 100_00 });
      expect(captured).toMatchObject({ state: "processed", balance: 100_00 });
      await expect(client.cancel(payment.id)).rejects.toMatchObject({ status: 400 });
      await expect(client.refund(payment.id, 100_01)).rejects.toMatchObject({ status: 400 });
      const refunded = await client.refund(payment.id, 40_00);
      expect(paymentFacts(refunded)).toMatchObject({ captured: 100_00, refunded: 40_00 });
      expect(refunded.balance).toBe(60_00);

      const cancelled = await client.cancel((await authorize()).id);
      expect(paymentFacts(cancelled).cancelled).toBe(true);
      await expect(client.capture(cancelled.id, 1_00)).rejects.toMatchObject({ status: 400 });

      const declined = await authorize("rejected");
      expect(declined).toMatchObject({ accepted: false, state: "rejected" });
      expect(paymentFacts(declined)).toMatchObject({ authorized: 0, rejected: true });
      await expect(client.capture(declined.id, 1_00)).rejects.toMatchObject({ status: 400 });

      // QuickPay's test card whose capture the acquirer rejects.
      const stubborn = await authorize("captureRejected");
      const failed = await client.capture(stubborn.id, 123_45);
      expect(paymentFacts(failed).captured).toBe(0);
      expect(failed.operations.at(-1)).toMatchObject({ type: "capture", qp_status_code: "40000" });
    },
  );

  it.runIf(sandbox)(
    "applies operations sent at the same moment one at a time, each counting the other",
    async () => {
      const client = clientFor();
      const payment = await client.createPayment({ orderId: reference(), currency: "DKK" });
      await client.createLink(payment.id, {
        ...LINK,
        amount: 100_00,
        callbackUrl: `${services.url}/nowhere`,
      });
      await payInSandbox(payment.id, "approved");
      await client.capture(payment.id, 100_00);

      const both = await Promise.allSettled([
        client.refund(payment.id, 40_00),
        client.refund(payment.id, 40_00),
      ]);
      expect(both.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled"]);
      expect(paymentFacts(await client.getPayment(payment.id)).refunded).toBe(80_00);

      // Together more than was captured: one goes through, the other is refused.
      const over = await Promise.allSettled([
        client.refund(payment.id, 15_00),
        client.refund(payment.id, 15_00),
      ]);
      expect(over.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
      const after = await client.getPayment(payment.id);
      expect(paymentFacts(after).refunded).toBe(95_00);
      expect(after.operations.filter((operation) => operation.type === "refund")).toHaveLength(3);
    },
  );

  it.runIf(sandbox)(
    "charges a recurring payment on an authorized subscription once per order id",
    async () => {
      const client = clientFor();
      const subscription = await client.createSubscription({
        orderId: reference(),
        description: "Krukke fast levering",
      });
      // Not authorized by the customer yet: nothing can be charged on it.
      await expect(
        client.recurring(subscription.id, { orderId: reference(), amount: 224_96 }),
      ).rejects.toMatchObject({ status: 400 });
      await client.createSubscriptionLink(subscription.id, {
        ...LINK,
        callbackUrl: `${services.url}/nowhere`,
      });
      await payInSandbox(subscription.id, "approved");
      expect(await client.getSubscription(subscription.id)).toMatchObject({
        accepted: true,
        state: "active",
      });

      const orderId = reference();
      const payment = await client.recurring(subscription.id, { orderId, amount: 224_96 });
      expect(payment).toMatchObject({ order_id: orderId, accepted: true, state: "new" });
      expect(paymentFacts(payment)).toMatchObject({ authorized: 224_96, captured: 0 });
      await expect(
        client.recurring(subscription.id, { orderId: reference(), amount: 0 }),
      ).rejects.toMatchObject({
        status: 400,
      });

      // The same order id again (a second instance, a retry whose answer was lost): refused, and
      // QuickPay still holds one payment for it, the first.
      await expect(client.recurring(subscription.id, { orderId, amount: 224_96 })).rejects.toMatchObject({
        status: 400,
      });
      const found = await client.findPaymentByOrderId(orderId);
      expect(found?.id).toBe(payment.id);
      expect(paymentFacts(found!).authorized).toBe(224_96);

      // Captured at dispatch like any payment.
      expect(paymentFacts(await client.capture(payment.id, 224_96)).captured).toBe(224_96);

      // A cancelled agreement takes no more charges.
      await client.cancelSubscription(subscription.id);
      await expect(
        client.recurring(subscription.id, { orderId: reference(), amount: 224_96 }),
      ).rejects.toMatchObject({ status: 400 });
    },
  );

  it.runIf(sandbox)("signs its callbacks with the private key, over the raw body", async () => {
    const client = clientFor();
    const received: { body: string; checksum: string | null }[] = [];
    const catcher = http.createServer(async (req, res) => {
      let body = "";
      for await (const chunk of req) body += String(chunk);
      received.push({ body, checksum: req.headers["quickpay-checksum-sha256"] as string });
      res.end("OK");
    });
    await new Promise<void>((resolve) => catcher.listen(0, "127.0.0.1", resolve));
    try {
      const payment = await client.createPayment({ orderId: reference(), currency: "DKK" });
      const callbackUrl = `http://127.0.0.1:${(catcher.address() as AddressInfo).port}/callback`;
      await client.createLink(payment.id, { ...LINK, callbackUrl });
      await payInSandbox(payment.id, "approved");
      expect(received).toHaveLength(1);
      const { body, checksum } = received[0]!;
      expect(isValidQuickPayChecksum(body, checksum, sandboxKeys().privateKey)).toBe(true);
      expect(isValidQuickPayChecksum(body, checksum, "another-key")).toBe(false);
      expect(JSON.parse(body)).toMatchObject({
        id: payment.id,
        accepted: true,
        operations: [{ type: "authorize", amount: 123_45 }],
      });
    } finally {
      await new Promise<void>((resolve) => catcher.close(() => resolve()));
    }
  });
});

describe("the QuickPay client", () => {
  const scripted = setupScriptedServer();

  it("refuses a wrong API key with QuickPay's 401", async () => {
    const client = createQuickPayClient({ apiUrl: `${services.url}${SANDBOX_API_PATH}`, apiKey: "wrong" });
    await expect(client.getPayment(1)).rejects.toMatchObject({ status: 401 });
    const direct = await handleSandboxApi(new Request(`http://x${SANDBOX_API_PATH}/payments/1`));
    expect(direct.status).toBe(401);
  });

  it("gives up on a QuickPay that does not answer in time, or answers something else", async () => {
    scripted.answer = () => {}; // never answers
    const slow = createQuickPayClient({ apiUrl: scripted.url, apiKey: "k", timeoutMs: 200 });
    await expect(slow.getPayment(1)).rejects.toThrow("QuickPay did not answer in time");

    scripted.answer = (res) => res.end("<html>maintenance</html>");
    await expect(createQuickPayClient({ apiUrl: scripted.url, apiKey: "k" }).getPayment(1)).rejects.toThrow(
      "QuickPay answered with something that is not a payment",
    );

    scripted.answer = (res) => {
      res.writeHead(502);
      res.end("Bad gateway");
    };
    await expect(
      createQuickPayClient({ apiUrl: scripted.url, apiKey: "k" }).getPayment(1),
    ).rejects.toMatchObject({
      status: 502,
    });

    const nowhere = createQuickPayClient({ apiUrl: "http://127.0.0.1:9", apiKey: "k" });
    await expect(nowhere.getPayment(1)).rejects.toThrow(/QuickPay could not be reached/);
  });

  it("keeps the sandbox's payments in the database, so they survive a restart", async () => {
    const client = paymentGateway().client;
    const payment = await client.createPayment({ orderId: reference(), currency: "DKK" });
    const [row] = await getDb().select().from(sandboxPayments).where(eq(sandboxPayments.id, payment.id));
    expect(row).toMatchObject({ order_id: payment.order_id, state: "initial" });
  });
});

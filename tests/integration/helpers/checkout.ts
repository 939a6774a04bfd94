/**
 * Placing orders in integration tests the way a shopper does: 'Bestil og betal' through the
 * checkout's action (the pop-up flow), then paying in the QuickPay sandbox's window.
 */
import { randomUUID } from "node:crypto";
import { shopDate } from "~/lib/copenhagen";
import { selectableDates } from "~/lib/delivery";
import { openDates } from "~/lib/delivery-calendar";
import { action as checkoutAction } from "~/routes/checkout";
import { getDb } from "~/server/db/index.server";
import { and, count, eq } from "drizzle-orm";
import { discountCodes, emailOutbox, products } from "~/server/db/schema.server";
import { discountCodeCookie } from "~/server/discount-cookie.server";
import { shopNow } from "~/server/clock.server";
import { deliveryCalendarFor } from "~/server/delivery-calendar.server";
import { searchLockers } from "~/server/lockers/lockers.server";
import { payInSandbox, type TestCard } from "~/server/payments/quickpay-sandbox.server";
import { callAction } from "./routes";
import type { TestUser } from "./users";

export async function productPriced(basePrice: string): Promise<string> {
  const [product] = await getDb()
    .insert(products)
    .values({ title: `Testkrukke ${basePrice}`, base_price: basePrice, type: "soup" })
    .returning({ id: products.id });
  return product!.id;
}

/** A fresh discount code (10 % off unless `values` says otherwise). */
export async function codeWith(values: Partial<typeof discountCodes.$inferInsert>): Promise<string> {
  const code = `TEST${randomUUID().slice(0, 6).toUpperCase()}`;
  await getDb()
    .insert(discountCodes)
    .values({ code, discount_type: "percentage", discount_value: "10", ...values });
  return code;
}

export async function cookiesFor(user: TestUser, code?: string): Promise<string> {
  if (!code) return user.cookie;
  return `${user.cookie}; ${(await discountCodeCookie(code)).split(";")[0]}`;
}

/** The delivery dates the calendar offers now (an empty cart fits any day not full). */
export async function openDeliveryDates(): Promise<string[]> {
  return openDates((await deliveryCalendarFor([])).days);
}

/** Home delivery on the first date the calendar offers. */
export async function homeDelivery(): Promise<Record<string, string>> {
  return { levering: "standard", dato: (await openDeliveryDates())[0]! };
}

/** A pickup choice the shop's own locker search offers: the first locker and its first date the calendar offers. */
export async function pickupChoice() {
  const { lockers } = await searchLockers({ zip: "2200" });
  const locker = lockers.find((candidate) => candidate.available)!;
  const open = await openDeliveryDates();
  const form = {
    levering: "okoskabet",
    postnr: "2200",
    skab: locker.id,
    dato: selectableDates(locker, shopDate(shopNow())).find((date) => open.includes(date))!,
  };
  return { form, locker };
}

export type Payed = { ok: boolean; orderId?: string; paymentUrl?: string; paid?: boolean };

/** Presses 'Bestil og betal' with JavaScript (the pop-up flow): the action's answer. */
export async function pay(
  user: TestUser,
  form: Record<string, string>,
  options: { code?: string; token?: string } = {},
) {
  const answer = await callAction(
    checkoutAction,
    "/checkout",
    { mode: "popup", checkoutToken: options.token ?? randomUUID(), ...form },
    { headers: { Cookie: await cookiesFor(user, options.code) } },
  );
  return answer as Payed | Response;
}

export async function payStandard(user: TestUser, options: { code?: string; token?: string } = {}) {
  const answer = await pay(user, await homeDelivery(), options);
  if (answer instanceof Response || !answer.ok) throw new Error(`pay failed: ${JSON.stringify(answer)}`);
  return answer as Required<Pick<Payed, "orderId">> & Payed;
}

export const windowId = (paymentUrl: string) => Number(paymentUrl.split("/").at(-1));

/**
 * An order placed and paid in the sandbox with `card` (the sandbox's callback reaches the shop
 * through the service server the test file set up). Returns the order's id.
 */
export async function placePaidOrder(
  user: TestUser,
  options: { pickup?: boolean; card?: TestCard; code?: string } = {},
): Promise<string> {
  const form = options.pickup ? (await pickupChoice()).form : await homeDelivery();
  const answer = await pay(user, form, { code: options.code });
  if (answer instanceof Response || !answer.ok) throw new Error(`pay failed: ${JSON.stringify(answer)}`);
  if (answer.paymentUrl) await payInSandbox(windowId(answer.paymentUrl), options.card ?? "approved");
  return answer.orderId!;
}

/** How many order confirmations went to `email`. */
export async function confirmationsFor(email: string): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, email), eq(emailOutbox.template, "order-confirmation")));
  return row!.n;
}

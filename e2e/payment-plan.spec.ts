/**
 * An order more than a week ahead, end to end (decision 0031), on a shop of its own at a fixed
 * clock (SHOP_CLOCK: Sunday 29 November 2026 at 12:30 in Copenhagen): the customer chooses
 * Friday 11 December, reads at the payment button when the amount is reserved (Tuesday 8
 * December) and drawn (at dispatch), saves the card in the sandbox's window and sees the same on
 * the thank-you view. The shop is then started again at Tuesday 8 December 12:01: its payments
 * job authorizes the order on the saved card, and the back office ships it, drawing the amount,
 * 9 days after the checkout (an authorization made at the checkout would have lapsed after 7).
 * Checked against the shop's own PostgreSQL database.
 */
import { AUTHORIZE_NOW_DAYS } from "../app/lib/payment-plan";
import { expectAccessible } from "./support/axe";
import { addToCartFromList } from "./support/cart";
import { Checkout, PaymentWindow } from "./support/checkout";
import { E2E_PORT } from "./support/environment";
import { expect, test } from "./support/fixtures";
import { customerOn, startPostgresShop, unavailable, type PostgresShop } from "./support/postgres-shop";

const PORT = E2E_PORT + 50;
const SUNDAY_AFTER_NOON = "2026-11-29T12:30:00+01:00";
const TUESDAY_RESERVED = "2026-12-08T12:01:00+01:00";

test.describe.configure({ mode: "serial" });
test.skip(Boolean(unavailable), unavailable ?? "");
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let own: PostgresShop;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  own = await startPostgresShop(PORT, "plans", { SHOP_CLOCK: SUNDAY_AFTER_NOON });
});
test.afterAll(async () => {
  await own?.stop();
});

test("an order for 12 days ahead saves the card, is reserved a day before its cutoff and shipped", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const customer = await customerOn(own, page);
  await addToCartFromList(page, "Tomatsuppe med basilikum");
  const checkout = new Checkout(page);
  await checkout.open();
  const plan = checkout.main.getByTestId("payment-plan");
  await expect(plan).toHaveText("Beløbet reserveres nu og trækkes først, når ordren er klar til afsendelse.");

  await checkout.homeDelivery.click();
  const dialog = checkout.dateDialog;
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: /fredag den 11\. december 2026/ }).click();
  await dialog.getByRole("button", { name: "Bekræft dato" }).click();
  await expect(dialog).toBeHidden();
  await expect(checkout.main.getByTestId("chosen-date")).toHaveText("Leveringsdato: 11. december 2026");
  await expect(plan).toHaveText(
    `Leveringen fredag 11. december er mere end ${AUTHORIZE_NOW_DAYS} dage ude, så du gemmer dit kort hos QuickPay nu. ` +
      "Vi reserverer beløbet tirsdag 8. december og trækker det først, når ordren er klar til afsendelse.",
  );
  await expectAccessible(page, "the checkout with an order paid later");

  const popup = new PaymentWindow(await checkout.payInPopup());
  await popup.approve();
  await popup.expectClosed();
  await expect(page.getByRole("heading", { name: "Tak for din ordre!" })).toBeVisible();
  await expect(page.getByTestId("thanks-reserved")).toHaveText(
    "Dit kort er gemt hos QuickPay. Vi reserverer beløbet tirsdag 8. december og trækker det, når ordren er klar til afsendelse.",
  );
  const [order] = await own.query<{ id: string; status: string; payment_id: string | null }>(
    `select o.id, o.status, o.payment_id from orders o join profiles p on p.id = o.user_id where p.email = $1`,
    [customer.email],
  );
  expect(order).toMatchObject({ status: "confirmed", payment_id: null });
  await page.goto("/profile?tab=orders");
  await expect(page.getByTestId("order").first().getByTestId("order-status")).toHaveText("Bekræftet");

  // Nine days later, a day before Wednesday's cutoff: the payments job reserves the amount.
  await own.restart({ SHOP_CLOCK: TUESDAY_RESERVED });
  await expect
    .poll(
      async () =>
        (await own.query<{ status: string }>("select status from orders where id = $1", [order!.id]))[0]
          ?.status,
      { timeout: 90_000, message: "the order's amount reserved on the saved card" },
    )
    .toBe("paid");

  await page.context().clearCookies();
  await customerOn(own, page, "admin");
  await page.goto(`/admin/ordrer/${order!.id}`);
  await page.getByRole("button", { name: /^Markér som afsendt og træk/ }).click();
  await expect(page.getByText("Ordren er markeret som afsendt, og beløbet er trukket")).toBeVisible();
  const [shipped] = await own.query<{ status: string; captured: number }>(
    `select o.status, (select coalesce(sum(e.amount), 0)::int from payment_events e
       where e.order_id = o.id and e.type = 'capture' and e.qp_status_code = '20000') captured
     from orders o where o.id = $1`,
    [order!.id],
  );
  expect(shipped).toEqual({ status: "shipped", captured: 105_00 });
});

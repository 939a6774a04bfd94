/**
 * Delivery days the kitchen can keep, at a fixed clock: the shop of this test runs from Monday
 * 30 November 2026 at 12:05 in Copenhagen (SHOP_CLOCK), five minutes after Wednesday's order
 * deadline. A customer sees Wednesday refused with its reason, picks Friday and pays; home
 * delivery picks a date too; an admin finds the jars on /admin/produktion for that Friday and
 * prints its packing list. Checked against the shop's own PostgreSQL database
 * (support/postgres-shop.ts; skipped without a PostgreSQL server).
 */
import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { addToCartFromList } from "./support/cart";
import { Checkout, PaymentWindow } from "./support/checkout";
import { E2E_PORT } from "./support/environment";
import { expect, test } from "./support/fixtures";
import {
  customerOn as customerOfShop,
  startPostgresShop,
  unavailable,
  type PostgresShop,
} from "./support/postgres-shop";

const PORT = E2E_PORT + 48;
const MONDAY_AFTER_NOON = "2026-11-30T12:05:00+01:00";
const FRIDAY = "2026-12-04";
const NORREBRO = "Økoskab Nørrebro, Jægersborggade";

test.describe.configure({ mode: "serial" });
test.skip(Boolean(unavailable), unavailable ?? "");
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let own: PostgresShop;
test.beforeAll(async () => {
  test.setTimeout(180_000); // a PostgreSQL cluster and a shop of its own
  own = await startPostgresShop(PORT, "days", { SHOP_CLOCK: MONDAY_AFTER_NOON });
});
test.afterAll(async () => {
  await own?.stop();
});

const customerOn = (page: Page, role?: "customer" | "admin") => customerOfShop(own, page, role);
const addToCart = addToCartFromList;

test("after Monday 12:00 Wednesday cannot be chosen, and says why; Friday can, and is paid for", async ({
  page,
}) => {
  await customerOn(page);
  await addToCart(page, "Boller i karry");
  const checkout = new Checkout(page);
  await checkout.open();
  await expect(checkout.main.getByTestId("cutoff-notice").first()).toHaveText(
    "Bestil inden onsdag kl. 12 for levering fredag",
  );
  await checkout.pickup.click();
  await checkout.searchLockers({ zip: "2200" });
  await checkout.main.getByRole("button", { name: `Vælg: ${NORREBRO}` }).click();

  const dialog = checkout.dateDialog;
  await expect(dialog).toBeVisible();
  const wednesday = dialog.getByRole("button", { name: /onsdag den 2\. december 2026/ });
  await expect(wednesday).toHaveAttribute("aria-disabled", "true");
  await expect(wednesday).toHaveAccessibleName(/Bestillingsfristen er overskredet$/);
  await expect(wednesday).toHaveAttribute("title", "Bestillingsfristen er overskredet");
  await expect(dialog.getByTestId("unavailable-days")).toContainText(
    "onsdag 2. december: Bestillingsfristen er overskredet",
  );
  await expectAccessible(page, "the date dialog with a day past its cutoff");
  // Choosing it does nothing.
  await wednesday.click({ force: true });
  await expect(dialog.getByRole("button", { name: "Bekræft dato" })).toBeDisabled();

  const picked = await checkout.pickFirstDate();
  expect(picked.day).toBe(FRIDAY);
  const popup = new PaymentWindow(await checkout.payInPopup());
  await popup.approve();
  await popup.expectClosed();
  await expect(page.getByRole("heading", { name: "Tak for din ordre!" })).toBeVisible();
  await expect(page.getByTestId("thanks-delivery")).toHaveText(`Afhentning: ${NORREBRO}, 4. december 2026`);

  const [row] = await own.query<{ delivery_date: string; status: string }>(
    "select to_char(delivery_date, 'YYYY-MM-DD') delivery_date, status from orders order by created_at desc limit 1",
  );
  expect(row).toEqual({ delivery_date: FRIDAY, status: "paid" });
});

test("home delivery chooses its date from the same calendar", async ({ page }) => {
  await customerOn(page);
  await addToCart(page, "Tomatsuppe med basilikum");
  const checkout = new Checkout(page);
  await checkout.open();
  const picked = await checkout.chooseHomeDelivery();
  expect(picked.day).toBe(FRIDAY);
  const popup = new PaymentWindow(await checkout.payInPopup());
  await popup.approve();
  await popup.expectClosed();
  await expect(page.getByTestId("thanks-delivery")).toHaveText("Leveringsdato: 4. december 2026");
  await page.goto("/profile?tab=orders");
  const newest = page.getByTestId("order").first();
  await expect(newest.getByTestId("order-delivery-date")).toHaveText("Leveringsdato: 4. december 2026");
  await expect(newest.getByText("Kommende levering")).toBeVisible();
});

test("the kitchen sees Friday's jars and prints its packing lists", async ({ page }) => {
  await customerOn(page, "admin");
  const jars = await own.query<{ title: string; jars: number }>(
    `select oi.product_title title, sum(oi.quantity)::int jars from orders o join order_items oi on oi.order_id = o.id
     where o.delivery_date = $1 and o.status in ('paid', 'shipped') group by 1 order by 1`,
    [FRIDAY],
  );
  expect(jars.length).toBeGreaterThan(0);

  await page.goto("/admin/produktion");
  const friday = page.getByRole("region", { name: /^fredag 4\. december$/i });
  await expect(friday).toBeVisible();
  for (const { title, jars: count } of jars) {
    await expect(friday.getByRole("row", { name: title })).toContainText(String(count));
  }
  // Wednesday's deadline has passed: its plan is frozen.
  await expect(page.getByRole("region", { name: /^onsdag 2\. december$/i })).toContainText(
    "Låst: bestillingsfristen er passeret",
  );
  await expectAccessible(page, "the production plan");

  await friday.getByRole("link", { name: "Pakkelister" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pakkelister til fredag 4. december");
  await expect(page.getByRole("heading", { name: `Økoskab: ${NORREBRO}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Hjemlevering: 2600/ })).toBeVisible();
  await expectAccessible(page, "the packing lists");

  // Printed: the packing lists alone, without the back office's navigation or the shop's frame.
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("navigation", { name: "Administration" })).toBeHidden();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByTestId("packing-list").first()).toBeVisible();

  const csv = await page.request.get(`/admin/produktion/${FRIDAY}/csv`);
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  for (const { title } of jars) expect(text).toContain(title);
});

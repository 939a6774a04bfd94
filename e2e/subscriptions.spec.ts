/**
 * A meal subscription end to end, on a shop of its own at a fixed clock (SHOP_CLOCK: Sunday 29
 * November 2026 at 12:30 in Copenhagen, when Wednesday 2 December's order is already due): a
 * customer starts a fortnightly subscription for 6 jars to a locker, authorizes it in the sandbox's
 * window, sees the next three dates, skips the second, changes a quantity and cancels; the job
 * makes the first delivery's paid order, which the profile and the kitchen's plan show; the e-mails
 * of each step are in the outbox. Checked against the shop's own PostgreSQL database.
 */
import { expectAccessible } from "./support/axe";
import { addToCartFromList } from "./support/cart";
import { E2E_PORT } from "./support/environment";
import { expect, test } from "./support/fixtures";
import { customerOn, startPostgresShop, unavailable, type PostgresShop } from "./support/postgres-shop";

const PORT = E2E_PORT + 49;
const SUNDAY_AFTER_NOON = "2026-11-29T12:30:00+01:00";
const TOMATO = "Tomatsuppe med basilikum";
const MEATBALLS = "Boller i karry";

test.describe.configure({ mode: "serial" });
test.skip(Boolean(unavailable), unavailable ?? "");
test.use({ baseURL: `http://127.0.0.1:${PORT}` });

let own: PostgresShop;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  own = await startPostgresShop(PORT, "subscriptions", { SHOP_CLOCK: SUNDAY_AFTER_NOON });
});
test.afterAll(async () => {
  await own?.stop();
});

test("a fortnightly subscription to a locker: started, first delivery ordered and paid, skipped, changed, cancelled", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const customer = await customerOn(own, page);
  for (const title of [TOMATO, TOMATO, TOMATO, TOMATO, MEATBALLS, MEATBALLS])
    await addToCartFromList(page, title);

  await page.goto("/kurv");
  await page.getByRole("link", { name: "Få det som fast levering" }).click();
  await expect(page).toHaveURL(/\/profile\/abonnement\/ny$/);
  await expect(page.getByRole("heading", { level: 1, name: "Få det som fast levering" })).toBeVisible();
  await page.getByRole("radio", { name: "Hver anden uge" }).check();
  await expect(page).toHaveURL(/hyppighed=2/);
  await page.getByRole("radio", { name: "Afhentning i Økoskab" }).check();
  await expect(page).toHaveURL(/levering=okoskabet/);
  const locker = page.getByRole("combobox", { name: "Vælg Økoskab" });
  await expect(locker).toBeVisible();
  const nextDates = page.getByTestId("subscription-next-dates");
  await expect(nextDates.getByRole("listitem")).toHaveText([
    "onsdag 2. december",
    "onsdag 16. december",
    "onsdag 30. december",
  ]);
  await expect(page.getByText("Abonnementet løber, til du opsiger det.")).toBeVisible();
  await expectAccessible(page, "the subscription's start page");

  await page.getByRole("button", { name: "Start abonnement med betaling" }).click();
  await expect(page.getByRole("heading", { name: "Testbetaling" })).toBeVisible();
  await page.getByRole("button", { name: /^Betal med testkort \(godkendes\)/ }).click();
  await expect(page).toHaveURL(/\/profile\/abonnement/);
  const subscription = page.getByTestId("subscription");
  await expect(subscription.getByTestId("subscription-status")).toHaveText("(Aktiv)", { timeout: 15_000 });
  const deliveries = subscription.getByTestId("subscription-delivery");
  await expect(deliveries).toHaveCount(3);
  await expect(deliveries.nth(0)).toContainText("onsdag 2. december");
  await expect(deliveries.nth(1)).toContainText("onsdag 16. december");
  await expect(deliveries.nth(2)).toContainText("onsdag 30. december");
  await expect(deliveries.nth(0).getByTestId("delivery-contents")).toContainText(`2 × ${MEATBALLS}`);
  await expect(deliveries.nth(0).getByTestId("delivery-contents")).toContainText(`4 × ${TOMATO}`);

  // The job makes the first delivery's order at once (it was due) and its recurring payment pays it.
  await expect(async () => {
    await page.reload();
    await expect(deliveries.nth(0).getByTestId("delivery-state")).toHaveText("Betalt", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expectAccessible(page, "the subscription page");

  await deliveries.nth(1).getByRole("button", { name: "Spring over onsdag 16. december" }).click();
  // A toast per change (an earlier one may still show).
  await expect(page.getByText(/Ændringen er gemt/).last()).toBeVisible();
  await expect(deliveries.nth(1).getByTestId("delivery-state")).toHaveText("Du har sprunget den over");

  await subscription.getByRole("spinbutton", { name: `Antal ${TOMATO}` }).fill("5");
  // The jars' form is the first with a save button.
  await subscription.getByRole("button", { name: "Gem" }).first().click();
  await expect(page.getByText(/Ændringen er gemt/).last()).toBeVisible();
  await expect(subscription.getByRole("spinbutton", { name: `Antal ${TOMATO}` })).toHaveValue("5");
  // The first delivery was fixed (and ordered) before the change; the third gets the new quantity.
  await expect(deliveries.nth(0).getByTestId("delivery-contents")).toContainText(`4 × ${TOMATO}`);
  await expect(deliveries.nth(2).getByTestId("delivery-contents")).toContainText(`5 × ${TOMATO}`);

  await subscription.getByRole("link", { name: "Opsig abonnement" }).click();
  await expect(page.getByRole("alertdialog", { name: "Vil du opsige din faste levering?" })).toBeVisible();
  await expectAccessible(page, "cancelling the subscription");
  await page.getByRole("button", { name: "Ja, opsig" }).click();
  await expect(page.getByText("Din faste levering er opsagt")).toBeVisible();
  await expect(subscription.getByTestId("subscription-status")).toHaveText("(Opsagt)");

  // Each step's e-mail is in the outbox, and the first delivery is a paid order in the profile.
  const mails = await own.query<{ template: string }>(
    "select template from email_outbox where to_address = $1 order by created_at",
    [customer.email],
  );
  const templates = mails.map((mail) => mail.template);
  expect(templates.filter((template) => template === "subscription-changed")).toHaveLength(2);
  for (const template of ["subscription-started", "order-confirmation", "subscription-cancelled"])
    expect(templates).toContain(template);
  const [order] = await own.query<{ id: string; status: string; delivery_date: string }>(
    `select o.id, o.status, o.delivery_date::text from orders o join profiles p on p.id = o.user_id
     where p.email = $1 and o.subscription_id is not null`,
    [customer.email],
  );
  expect(order).toMatchObject({ status: "paid", delivery_date: "2026-12-02" });
  await page.goto("/profile?tab=orders");
  await expect(page.getByText(new RegExp(order!.id.slice(0, 8), "i")).first()).toBeVisible();

  // The kitchen's plan for 2 December counts the paid jars.
  await page.context().clearCookies();
  await customerOn(own, page, "admin");
  await page.goto("/admin/produktion");
  const wednesday = page.getByRole("region", { name: /^onsdag 2\. december$/i });
  await expect(wednesday.getByRole("row", { name: TOMATO })).toContainText("4");
  await page.goto("/admin/abonnementer");
  await expect(page.getByTestId("admin-subscription").filter({ hasText: customer.email })).toContainText(
    "Opsagt",
  );
  await expectAccessible(page, "the back office's subscriptions");
});

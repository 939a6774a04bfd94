/**
 * The owner's dashboard in a browser: a period picked from the presets or typed, the chart and
 * its table following it (one bar pair per row), a paid order counted at once, a typed period
 * that cannot stand explained, and axe finding nothing, in Danish and English.
 */
import { signedInCustomer } from "./support/accounts";
import { signInAsAdmin } from "./support/admin";
import { expectAccessible } from "./support/axe";
import { Cart } from "./support/cart";
import { Checkout, PaymentWindow } from "./support/checkout";
import { expect, test } from "./support/fixtures";

test("an admin changes the period and the chart and its table change with it", async ({ page }) => {
  await signInAsAdmin(page);
  const table = page.getByTestId("revenue-table");
  const rows = table.locator("tbody tr");
  const bars = page.getByTestId("revenue-chart").getByTestId("bar-current");
  await expect(
    page.getByRole("figure", { name: "Omsætning inkl. moms, fratrukket refunderinger" }),
  ).toBeVisible();
  const days = await rows.count();
  expect(days).toBeGreaterThanOrEqual(1);
  expect(days).toBeLessThanOrEqual(7);
  await expect(bars).toHaveCount(days);
  await expectAccessible(page, "the dashboard, this week");

  await page.getByRole("combobox", { name: "Periode" }).selectOption("last-12-months");
  await page.getByRole("button", { name: "Vis" }).click();
  await expect(page).toHaveURL(/periode=last-12-months/);
  await expect(rows).toHaveCount(12);
  await expect(bars).toHaveCount(12);
  await expect(table.locator("thead th").first()).toHaveText("Måned");

  await page.getByRole("combobox", { name: "Periode" }).selectOption("custom");
  await page.getByLabel("Fra", { exact: true }).fill("2026-11-20");
  await page.getByLabel("Til", { exact: true }).fill("2026-11-10");
  await page.getByRole("button", { name: "Vis" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Fra-datoen ligger efter til-datoen. Viser denne uge i stedet.",
  );
  await expect(page.getByLabel("Fra", { exact: true })).toHaveValue("2026-11-20");
  await expect(rows).toHaveCount(days);
});

test("a paid order shows in this week's figures at once", async ({ page }) => {
  await signInAsAdmin(page);
  const orders = page.getByTestId("figure-orders-value");
  const before = Number(await orders.textContent());

  await page.context().clearCookies();
  await signedInCustomer(page);
  await page.goto("/produkter");
  await new Cart(page).addFromList("Tomatsuppe med basilikum");
  const checkout = new Checkout(page);
  await checkout.open();
  await checkout.chooseHomeDelivery();
  const popup = new PaymentWindow(await checkout.payInPopup());
  await popup.approve();
  await popup.expectClosed();
  await expect(page.getByRole("heading", { name: "Tak for din ordre!" })).toBeVisible();

  await signInAsAdmin(page);
  // At least this order (the other worker may pay one meanwhile).
  expect(Number(await orders.textContent())).toBeGreaterThanOrEqual(before + 1);
  await expect(page.getByTestId("figure-orders")).toContainText("Før:");
});

test("the dashboard reads in English", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin?lang=en");
  await expect(page.getByRole("figure", { name: "Revenue incl. VAT, less refunds" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Period" })).toBeVisible();
  await expectAccessible(page, "the dashboard in English");
});

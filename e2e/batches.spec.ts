/**
 * Batches and packing, as the kitchen works: the owner records a batch of tomato soup with a lot
 * code of their own, a customer buys a jar, and the owner packs the order on the packing slip
 * from that lot and sees the lot and its date on the slip. Both pages pass axe.
 */
import type { Page } from "@playwright/test";
import { signedInCustomer } from "./support/accounts";
import { expectAccessible } from "./support/axe";
import { Cart } from "./support/cart";
import { Checkout, PaymentWindow } from "./support/checkout";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test("the owner records a batch and packs an order from it on the packing slip", async ({ page }) => {
  const lot = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signInAsAdmin(page);
  await page.goto("/admin/batcher");
  await expect(page.getByRole("heading", { level: 1, name: "Batcher" })).toBeVisible();
  await expectAccessible(page, "batches");
  const form = page.locator("#batch-new");
  await form.getByLabel("Produkt").selectOption({ label: "Tomatsuppe med basilikum" });
  await form.getByLabel("Partinummer").fill(lot.toLowerCase());
  await form.getByLabel("Krukker lavet").fill("12");
  await form.getByRole("button", { name: "Registrér batchen" }).click();
  await expect(toasts(page).getByText(`Batchen ${lot} er registreret`)).toBeVisible();
  await expect(page.getByTestId("admin-batch").filter({ hasText: lot })).toContainText("12");

  // A customer buys a jar.
  await page.context().clearCookies();
  const customer = await signedInCustomer(page);
  const cart = new Cart(page);
  await page.goto("/produkter");
  await cart.addFromList("Tomatsuppe med basilikum");
  await expect(cart.badge).toHaveText("1");
  const checkout = new Checkout(page);
  await checkout.open();
  await checkout.chooseHomeDelivery();
  const popup = new PaymentWindow(await checkout.payInPopup());
  await popup.approve();
  await popup.expectClosed();
  await expect(page.getByRole("heading", { name: "Tak for din ordre!" })).toBeVisible();

  // The owner packs it from the lot on the packing slip.
  await signInAsAdmin(page);
  await page.goto(`/admin/ordrer?q=${encodeURIComponent(customer.email)}`);
  await page.getByTestId("admin-order").first().getByRole("link").first().click();
  await page.getByRole("link", { name: "Pakkeseddel" }).click();
  const line = page.getByTestId("packing-line").filter({ hasText: "Tomatsuppe med basilikum" });
  const first = line.getByTestId("packing-batch").first();
  const value = await first.locator("option", { hasText: lot }).getAttribute("value");
  await first.selectOption(value!);
  await line.getByTestId("packing-jars").first().fill("1");
  for (const select of (await line.getByTestId("packing-batch").all()).slice(1))
    await select.selectOption("");
  await expectAccessible(page, "packing slip with the packing form");
  await page.getByRole("button", { name: "Pak ordren" }).click();
  await expect(toasts(page).getByText("Ordren er pakket")).toBeVisible();
  await expect(
    page
      .getByTestId("packing-slip-line")
      .filter({ hasText: "Tomatsuppe med basilikum" })
      .getByTestId("packing-slip-lots"),
  ).toContainText(`Parti ${lot}: 1 stk.`);
  await expectAccessible(page, "packed packing slip");
});

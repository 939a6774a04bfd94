/**
 * The season menu's page and pre-order in the browser, on the menu the end-to-end shop starts
 * with (e2e/support/season-menu-setup.ts, independent of the demo data): a customer pre-orders
 * 2 covers at the partner on 31 December, ticks that it is binding, pays in the sandbox's
 * window, and finds the order and its invoice in /profile; without the tick no window opens;
 * the same without JavaScript; axe finds nothing on the page.
 */
import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signedInCustomer } from "./support/accounts";
import { PaymentWindow } from "./support/checkout";
import { expect, test } from "./support/fixtures";
import { E2E_SEASON_MENU } from "./support/season-menu.mjs";

const MENU = `/${E2E_SEASON_MENU.slug}`;

test.describe.configure({ mode: "serial" });

function pickupDay(page: Page, day: RegExp) {
  return page.getByRole("group", { name: E2E_SEASON_MENU.partner }).getByRole("radio", { name: day });
}

test.describe("with JavaScript", () => {
  test("a guest sees the menu, its food information and the places, and is asked to log in", async ({
    page,
  }) => {
    await page.goto(MENU);
    await expect(page.getByRole("heading", { level: 1, name: E2E_SEASON_MENU.name })).toBeVisible();
    await expect(page.getByTestId("price-per-cover")).toHaveText("375 kr pr. kuvert");
    await expect(page.getByTestId("unit-price")).toHaveText("Kilopris 312,50 kr/kg");
    await expect(page.getByTestId("course")).toHaveCount(3);
    await expect(page.getByTestId("course").first()).toContainText("Fløde");
    const partner = page.getByTestId("place").filter({ hasText: E2E_SEASON_MENU.partner });
    await expect(partner).toContainText("Strandvejen 1, 2950 Vedbæk");
    await expect(partner.getByTestId("pickup-day").last()).toContainText("3 kuverter tilbage");
    await expect(page.getByRole("link", { name: "Log ind" }).last()).toHaveAttribute(
      "href",
      `/login?redirectTo=${encodeURIComponent(MENU)}`,
    );
    await expectAccessible(page, "the season menu's page, as a guest");
  });

  test("pre-orders 2 covers at the partner on 31 December, paid at once, in /profile with its invoice", async ({
    page,
  }) => {
    await signedInCustomer(page);
    await page.goto(MENU);
    await page.getByRole("radio", { name: /^2 kuverter/ }).check();
    await pickupDay(page, /31\. december/).check();
    await expect(page.getByTestId("preorder-total")).toHaveText("I alt 750 kr inkl. moms for 2 kuverter.");
    await expectAccessible(page, "the pre-order form, signed in");

    // Without the tick: no payment window, and the page says why.
    let opened = false;
    page.on("popup", () => (opened = true));
    await page.getByRole("button", { name: "Bestil og betal" }).click();
    await expect(page.getByTestId("preorder-problem")).toContainText("bindende og betales nu");
    await expect(page.getByRole("checkbox", { name: /bindende og betales nu/ })).toBeFocused();
    expect(opened).toBe(false);

    await page.getByRole("checkbox", { name: "Jeg ved, at bestillingen er bindende og betales nu" }).check();
    const opening = page.waitForEvent("popup");
    await page.getByRole("button", { name: "Bestil og betal" }).click();
    const popup = new PaymentWindow(await opening);
    await popup.page.waitForURL(/\/sandbox\/quickpay\/vindue\/\d+/);
    await expect(popup.amount).toContainText("750 kr");
    await popup.approve();
    await popup.expectClosed();

    const thanks = page.getByTestId("preorder-thanks");
    await expect(thanks).toContainText("Tak for din forudbestilling");
    await expect(thanks).toContainText(E2E_SEASON_MENU.partner);
    await expectAccessible(page, "the pre-order's thank-you view");

    await page.goto("/profile?tab=orders");
    const order = page.getByTestId("order").first();
    await expect(order.getByTestId("order-preorder")).toContainText(`${E2E_SEASON_MENU.name}, 2 kuverter`);
    await expect(order.getByTestId("order-preorder")).toContainText("31. december");
    await expect(order.getByTestId("order-preorder")).toContainText("kan ikke ændres eller annulleres");
    await expect(order.getByTestId("order-status")).toHaveText("Betalt");
    await expect(order.getByRole("link", { name: /Faktura/ })).toBeVisible();

    // What is left at the partner that day: 1 of 3, too few for 2 more.
    await page.goto(MENU);
    const partner = page.getByTestId("place").filter({ hasText: E2E_SEASON_MENU.partner });
    await expect(partner.getByTestId("pickup-day").last()).toContainText("Udsolgt");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, refuses without the tick, and pays in the same tab", async ({
    page,
    consoleGuard,
  }) => {
    // The refusal is the page again with a 400, as every refused form.
    consoleGuard.allow(/status of 400/);
    await signedInCustomer(page);
    await page.goto(MENU);
    await expect(page.getByTestId("preorder-total")).toContainText("2 kuverter 750 kr");
    await pickupDay(page, /30\. december/).check();
    await page.getByRole("button", { name: "Bestil og betal" }).click();
    await expect(page.getByTestId("preorder-problem")).toContainText("bindende og betales nu");
    await expect(page).toHaveURL(new RegExp(`${MENU}$`));

    await pickupDay(page, /30\. december/).check();
    await page.getByRole("checkbox", { name: "Jeg ved, at bestillingen er bindende og betales nu" }).check();
    await page.getByRole("button", { name: "Bestil og betal" }).click();
    await page.waitForURL(/\/sandbox\/quickpay\/vindue\/\d+/);
    await page.getByRole("button", { name: /Betal med testkort \(godkendes\)/ }).click();
    await page.waitForURL(new RegExp(`${MENU}\\?success=true&order_id=`));
    await expect(page.getByTestId("preorder-thanks")).toContainText("Tak for din forudbestilling");
  });
});

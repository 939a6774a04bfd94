import type { Page } from "@playwright/test";
import { confirmEmail, logIn, newCustomer, signedInCustomer, signUp } from "./support/accounts";
import { addToCartFromList, Cart } from "./support/cart";
import {
  Checkout,
  copenhagenDay,
  dayFromDanish,
  kr,
  parseKr,
  PaymentWindow,
  weekdayOf,
} from "./support/checkout";
import { expect, test } from "./support/fixtures";
import { mailsTo, waitForMail } from "./support/mail";

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Signed-in (customer) prices of the demo products used here, in kroner. */
const BOLLER = { title: "Boller i karry", price: 84 };
const TOMATSUPPE = { title: "Tomatsuppe med basilikum", price: 55 };
const LINES = [BOLLER, TOMATSUPPE];
const SUBTOTAL = BOLLER.price + TOMATSUPPE.price; // 139 kr: below 400 kr, so 50 kr freight
const FREIGHT = 50;
const TOTAL = SUBTOTAL + FREIGHT;

const NORREBRO = { name: "Økoskab Nørrebro, Jægersborggade", address: "Jægersborggade 40, 2200 København N" };

/**
 * Puts the lines in the cart: a customer's each stored on the server before the next (the badge
 * counts a line before the server has it, and going on to the checkout at once could leave it
 * behind); a guest's in the browser.
 */
async function fillCart(
  page: Page,
  lines: { title: string }[] = LINES,
  { guest = false } = {},
): Promise<void> {
  const cart = new Cart(page);
  if (guest) await page.goto("/produkter");
  for (const [index, line] of lines.entries()) {
    if (guest) await cart.addFromList(line.title);
    else await addToCartFromList(page, line.title);
    await expect(cart.badge).toHaveText(String(index + 1));
  }
}

/** The thank-you view after paying; returns the order number it shows. */
async function expectThankYou(page: Page): Promise<string> {
  await expect(page.getByRole("heading", { name: "Tak for din ordre!" })).toBeVisible();
  await expect(toasts(page).getByText("Betaling gennemført!")).toBeVisible();
  const text = await page.getByText(/^Ordrenummer #/).innerText();
  const number = /#(\S+)\./.exec(text)?.[1];
  expect(number, `an order number in "${text}"`).toBeTruthy();
  // The address is plain /checkout again, and the cart is empty.
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(new Cart(page).badge).toHaveText("0");
  return number!;
}

function orderCard(page: Page, number: string) {
  return page.getByTestId("order").filter({ hasText: `Ordre #${number}` });
}

test.describe("checking out", () => {
  test("with pickup: finds a recommended locker, picks a Wednesday or Friday, pays in the pop-up, and finds the order and its e-mail", async ({
    page,
  }) => {
    const customer = await signedInCustomer(page);
    await fillCart(page);
    const checkout = new Checkout(page);
    await checkout.open();

    await checkout.pickup.click();
    await checkout.searchLockers({ zip: "2200" });
    // Up to three lockers with a delivery within a week are recommended; the nearest comes first.
    await expect(checkout.recommended.first()).toContainText(NORREBRO.name);
    expect(await checkout.recommended.count()).toBeLessThanOrEqual(3);
    await checkout.recommended.getByRole("button", { name: `Vælg: ${NORREBRO.name}` }).click();

    // Choosing the locker opens the calendar at once.
    const date = await checkout.pickFirstDate();
    await expect(checkout.chosenLocker).toContainText(`Afhentningssted: ${NORREBRO.name}`);
    expect(["onsdag", "fredag"]).toContain(date.weekday);
    expect([3, 5], `${date.day} is a Wednesday or a Friday`).toContain(weekdayOf(date.day));
    const today = copenhagenDay();
    expect(date.day >= today, `${date.day} is not before today (${today})`).toBe(true);

    await expect(checkout.amount("checkout-subtotal")).toHaveText(kr(SUBTOTAL));
    await expect(checkout.amount("checkout-freight")).toHaveText(kr(FREIGHT));
    await expect(checkout.amount("checkout-total")).toHaveText(kr(TOTAL));
    await expect(checkout.main.getByTestId("commitment")).toContainText(
      `forpligter dig til at betale ${kr(TOTAL)}`,
    );

    const popup = new PaymentWindow(await checkout.payInPopup());
    await expect(popup.amount).toContainText(kr(TOTAL));
    await popup.approve();
    await popup.expectClosed();
    const number = await expectThankYou(page);

    await page.getByRole("link", { name: "Se dine ordrer" }).click();
    await expect(page).toHaveURL(/\/profile\?tab=orders$/);
    const order = orderCard(page, number);
    await expect(order.getByTestId("order-status")).toHaveText("Betalt");
    await expect(order.getByTestId("order-total")).toHaveText(kr(TOTAL));
    await expect(order.getByTestId("order-delivery")).toContainText(
      `Afhentning: ${NORREBRO.name}, ${date.long}`,
    );
    await expect(order.getByText(BOLLER.title)).toBeVisible();
    await expect(order.getByText(TOMATSUPPE.title)).toBeVisible();
    // The shipment is booked with the (sandbox) locker service in the background.
    await expect(async () => {
      await order.getByRole("button", { name: "Spor forsendelse" }).click();
      await expect(order.getByTestId("shipment-status")).toHaveText("Booket hos Økoskabet", {
        timeout: 1_000,
      });
    }).toPass({ timeout: 10_000 });

    const mail = await waitForMail(customer.email, 2);
    expect(mail.subject).toBe(`Tak for din ordre #${number}`);
    for (const line of [
      `1 × ${BOLLER.title}  ${kr(BOLLER.price)}`,
      `1 × ${TOMATSUPPE.title}  ${kr(TOMATSUPPE.price)}`,
      `Subtotal: ${kr(SUBTOTAL)}`,
      `Fragt: ${kr(FREIGHT)}`,
      `I alt: ${kr(TOTAL)}`,
      "Afhentning i Økoskab",
      NORREBRO.name,
      NORREBRO.address,
      `Leveres ${date.long}`,
    ]) {
      expect(mail.text, line).toContain(line);
    }
  });

  test("with home delivery: the freight shows once the method is chosen, and the order goes to the profile's address", async ({
    page,
  }) => {
    const customer = await signedInCustomer(page);
    const address = `${customer.streetAddress}, ${customer.postalCode} ${customer.city}`;
    await fillCart(page);
    const checkout = new Checkout(page);
    await checkout.open();

    // Before a method is chosen: no freight yet, the total is the goods.
    await expect(checkout.amount("checkout-freight")).toHaveText("Vælg leveringsmåde");
    await expect(checkout.amount("checkout-total")).toHaveText(kr(SUBTOTAL));
    await expect(checkout.summary.getByText("Gratis levering ved køb for 400 kr eller mere.")).toBeVisible();

    await expect(checkout.main.getByText(`Leveres til: ${address}`)).toBeVisible();
    await checkout.chooseHomeDelivery();
    await expect(checkout.homeDelivery).toBeChecked();
    await expect(checkout.amount("checkout-subtotal")).toHaveText(kr(SUBTOTAL));
    await expect(checkout.amount("checkout-freight")).toHaveText(kr(FREIGHT));
    await expect(checkout.amount("checkout-total")).toHaveText(kr(TOTAL));
    const shown = {
      subtotal: parseKr(await checkout.amount("checkout-subtotal").innerText()),
      freight: parseKr(await checkout.amount("checkout-freight").innerText()),
      total: parseKr(await checkout.amount("checkout-total").innerText()),
    };
    expect(shown.total).toBe(shown.subtotal + shown.freight);
    await expect(checkout.amount("checkout-vat")).toHaveText(kr(Math.round(TOTAL / 5)));
    await expect(checkout.main.getByTestId("commitment")).toContainText(kr(TOTAL));

    const popup = new PaymentWindow(await checkout.payInPopup());
    await expect(popup.amount).toContainText(kr(TOTAL));
    await popup.approve();
    await popup.expectClosed();
    const number = await expectThankYou(page);

    await page.goto("/profile?tab=orders");
    const order = orderCard(page, number);
    await expect(order.getByTestId("order-status")).toHaveText("Betalt");
    await expect(order.getByTestId("order-total")).toHaveText(kr(TOTAL));
    await expect(order.getByTestId("order-delivery")).toHaveText(`Levering til: ${address}`);

    const mail = await waitForMail(customer.email, 2);
    expect(mail.subject).toBe(`Tak for din ordre #${number}`);
    for (const line of [
      `1 × ${BOLLER.title}  ${kr(BOLLER.price)}`,
      `1 × ${TOMATSUPPE.title}  ${kr(TOMATSUPPE.price)}`,
      `Subtotal: ${kr(SUBTOTAL)}`,
      `Fragt: ${kr(FREIGHT)}`,
      `I alt: ${kr(TOTAL)}`,
      "Levering til din adresse",
      `${customer.firstName} ${customer.lastName}`,
      address,
    ]) {
      expect(mail.text, line).toContain(line);
    }
  });

  test("a declined payment shows the cancel notice, leaves the order unpaid, and can be tried again", async ({
    page,
    context,
  }) => {
    const customer = await signedInCustomer(page);
    await fillCart(page);
    const checkout = new Checkout(page);
    await checkout.open();
    await checkout.chooseHomeDelivery();

    const declined = new PaymentWindow(await checkout.payInPopup());
    await declined.decline();
    await declined.expectClosed();
    const notice = checkout.main.getByRole("alert").filter({ hasText: "Betaling annulleret" });
    await expect(notice).toContainText("Din betaling blev annulleret. Du kan prøve igen.");
    await expect(page.getByRole("heading", { name: "Tak for din ordre!" })).toHaveCount(0);
    await expect(checkout.payButton).toBeEnabled();
    await expect(new Cart(page).badge).toHaveText("2");

    // The order is there, unpaid.
    const profile = await context.newPage();
    await profile.goto("/profile?tab=orders");
    const declinedOrder = profile.getByTestId("order");
    await expect(declinedOrder).toHaveCount(1);
    await expect(declinedOrder.getByTestId("order-status")).toHaveText("Afventer");
    await expect(declinedOrder.getByTestId("order-total")).toHaveText(kr(TOTAL));
    expect(await mailsTo(customer.email)).toHaveLength(1); // only the sign-up's

    // Trying again works, and the customer pays once.
    const approved = new PaymentWindow(await checkout.payInPopup());
    await approved.approve();
    await approved.expectClosed();
    const number = await expectThankYou(page);
    await profile.reload();
    await expect(orderCard(profile, number).getByTestId("order-status")).toHaveText("Betalt");
    await expect(profile.getByTestId("order-status").filter({ hasText: "Betalt" })).toHaveCount(1);
    expect((await waitForMail(customer.email, 2)).subject).toBe(`Tak for din ordre #${number}`);
  });

  test("trying again after a declined payment does not leave a second order behind, also when the first try was pressed while the page's data loaded", async ({
    page,
    context,
  }) => {
    await signedInCustomer(page);
    await fillCart(page);
    const checkout = new Checkout(page);
    await checkout.open();
    // The page's data for the delivery choice (with the next checkout token) is slow to come,
    // and 'Bestil og betal' is pressed before it has.
    await page.route(/\/checkout\.data/, async (route) => {
      if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fallback();
    });
    await checkout.chooseHomeDelivery();
    const declined = new PaymentWindow(await checkout.payInPopup());
    await declined.decline();
    await declined.expectClosed();
    await expect(checkout.main.getByRole("alert").filter({ hasText: "Betaling annulleret" })).toBeVisible();

    const again = new PaymentWindow(await checkout.payInPopup());
    await expect(again.amount).toContainText(kr(TOTAL));
    const profile = await context.newPage();
    await profile.goto("/profile?tab=orders");
    await expect(profile.getByTestId("order")).toHaveCount(1, { timeout: 2_000 });
  });

  test("a customer without an address is sent to complete the profile, and comes back to the checkout after saving", async ({
    page,
  }) => {
    await signedInCustomer(page);
    // The profile's address is optional: this customer removes it.
    await page.goto("/profile/edit");
    const form = page.getByRole("main");
    await form.getByLabel("Adresse").fill("");
    await form.getByLabel("Postnummer").fill("");
    await form.getByLabel("By").fill("");
    await form.getByRole("button", { name: "Gem" }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await fillCart(page);
    const checkout = new Checkout(page);
    await checkout.open();
    await expect(checkout.main.getByText("Din profil mangler en adresse.")).toBeVisible();
    await checkout.chooseHomeDelivery();
    const popups: Page[] = [];
    page.on("popup", (popup) => popups.push(popup));
    await checkout.payButton.click();

    await expect(page).toHaveURL(/\/profile\/edit\?returnTo=checkout$/);
    await expect(toasts(page).getByText("Manglende kundeoplysninger")).toBeVisible();
    await expect(
      toasts(page).getByText(
        "Udfyld venligst alle nødvendige oplysninger i din profil før du kan gennemføre ordren.",
      ),
    ).toBeVisible();
    // No empty payment window is left behind.
    await expect.poll(() => popups.every((popup) => popup.isClosed())).toBe(true);

    await form.getByLabel("Adresse").fill("Jægersborggade 12");
    await form.getByLabel("Postnummer").fill("2200");
    await form.getByLabel("By").fill("København N");
    await form.getByRole("button", { name: "Gem" }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(toasts(page).getByText("Profil opdateret succesfuldt!")).toBeVisible();
    await expect(checkout.main.getByText("Leveres til: Jægersborggade 12, 2200 København N")).toBeVisible();

    await checkout.chooseHomeDelivery();
    const popup = new PaymentWindow(await checkout.payInPopup());
    await popup.approve();
    await popup.expectClosed();
    await expectThankYou(page);
  });

  test("a blocked pop-up shows a button that opens the payment window", async ({ page }) => {
    // The browser blocks the window the checkout opens at the click; the button's own click is allowed.
    await page.addInitScript(() => {
      Object.assign(window, { allowedOpen: window.open.bind(window) });
      window.open = () => null;
    });
    await signedInCustomer(page);
    await fillCart(page);
    const checkout = new Checkout(page);
    await checkout.open();
    await checkout.chooseHomeDelivery();
    await checkout.payButton.click();

    const notice = checkout.main.getByRole("status").filter({ hasText: "Pop-up blokeret" });
    await expect(notice).toContainText("Din browser blokerede betalingsvinduet. Åbn det med knappen.");
    await expect(toasts(page).getByText("Pop-up blokeret")).toBeVisible();

    await page.evaluate(() => {
      window.open = (window as unknown as { allowedOpen: typeof window.open }).allowedOpen;
    });
    const opening = page.waitForEvent("popup");
    await notice.getByRole("button", { name: "Åbn betalingsvinduet" }).click();
    const popup = new PaymentWindow(await opening);
    await popup.page.waitForURL(/\/sandbox\/quickpay\/vindue\/\d+/);
    await expect(popup.amount).toContainText(kr(TOTAL));
    await popup.approve();
    await popup.expectClosed();
    await expectThankYou(page);
  });
});

test.describe("the checkout page", () => {
  test("asks a guest to log in, and brings the customer back to the checkout with the cart", async ({
    page,
  }) => {
    const customer = newCustomer();
    await signUp(page, customer);
    await confirmEmail(page, customer.email);
    await fillCart(page, [BOLLER], { guest: true });

    const checkout = new Checkout(page);
    await checkout.open();
    await expect(
      checkout.main.getByRole("heading", { name: "Log ind for at gennemføre købet" }),
    ).toBeVisible();
    await expect(checkout.payButton).toHaveCount(0);
    await checkout.main.getByRole("link", { name: "Log ind" }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcheckout$/);
    await expect(page.getByRole("main").getByRole("button", { name: "Log ind", exact: true })).toBeVisible();
    await logIn(page, customer.email);
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(checkout.summary.getByTestId("summary-line")).toHaveText([
      `1 × ${BOLLER.title}${kr(BOLLER.price)}`,
    ]);
  });

  test("with an empty cart says so and leads to the products", async ({ page }) => {
    await signedInCustomer(page);
    const checkout = new Checkout(page);
    await checkout.open();
    await expect(checkout.main.getByRole("heading", { name: "Din kurv er tom" })).toBeVisible();
    await expect(checkout.payButton).toHaveCount(0);
    await checkout.main.getByRole("link", { name: "Se produkterne" }).click();
    await expect(page).toHaveURL(/\/produkter$/);
  });

  test("keeps the pay button disabled until a method, a locker and a date are chosen; the calendar offers only Wednesdays and Fridays", async ({
    page,
  }) => {
    await signedInCustomer(page);
    await fillCart(page, [BOLLER]);
    const checkout = new Checkout(page);
    await checkout.open();

    await expect(checkout.payButton).toBeDisabled();
    await expect(checkout.payButton).toHaveAccessibleDescription("Vælg leveringsmåde");

    await checkout.pickup.click();
    await expect(checkout.payButton).toBeDisabled();
    await expect(checkout.payButton).toHaveAccessibleDescription("Vælg afhentningssted");

    // A search by street address and postal code; Enter searches.
    await checkout.lockerSearch.getByLabel("Adresse").fill("Jægersborggade 40");
    await checkout.lockerSearch.getByLabel("Postnummer").fill("2200");
    await checkout.lockerSearch.getByLabel("Postnummer").press("Enter");
    await expect(page).toHaveURL(/adresse=J%C3%A6gersborggade\+40/);
    await checkout.main.getByRole("button", { name: `Vælg: ${NORREBRO.name}` }).click();

    // Closing the calendar without a date leaves the button disabled.
    await expect(checkout.dateDialog).toBeVisible();
    await checkout.dateDialog.getByRole("button", { name: "Annuller" }).click();
    await expect(checkout.dateDialog).toBeHidden();
    await expect(checkout.payButton).toBeDisabled();
    await expect(checkout.payButton).toHaveAccessibleDescription("Vælg leveringsdato");

    // Every day the calendar offers, this month and next, is a Wednesday or a Friday within 14 days.
    await checkout.chosenLocker.getByRole("button", { name: "Vælg dato" }).click();
    const today = copenhagenDay();
    const last = copenhagenDay(new Date(Date.now() + 14 * 86_400_000));
    const offered: string[] = [];
    for (let month = 0; month < 2; month++) {
      const labels = await checkout.dateDialog
        .getByRole("grid")
        .getByRole("button", { disabled: false })
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute("aria-label") ?? ""));
      offered.push(...labels);
      const next = checkout.dateDialog.getByRole("button", { name: "Gå til næste måned" });
      if (month === 0 && (await next.getAttribute("aria-disabled")) !== "true") await next.click();
    }
    expect(offered.length, "dates offered").toBeGreaterThanOrEqual(3);
    for (const label of offered) {
      const named = label.replace(/^I dag, /, "");
      expect(named).toMatch(/^(onsdag|fredag) den /);
      const day = dayFromDanish(named.replace(/^\p{L}+ den /u, ""));
      expect([3, 5], `${label} is a Wednesday or a Friday`).toContain(weekdayOf(day));
      expect(day >= today && day <= last, `${label} lies within the next 14 days`).toBe(true);
    }
    await checkout.dateDialog.getByRole("button", { name: "Annuller" }).click();
    await checkout.chosenLocker.getByRole("button", { name: "Vælg dato" }).click();
    const date = await checkout.pickFirstDate();
    await expect(checkout.payButton).toBeEnabled();

    // Home delivery and back: the locker and date are still chosen.
    await checkout.homeDelivery.click();
    await expect(checkout.payButton).toBeEnabled();
    await expect(checkout.chosenLocker).toHaveCount(0);
    await checkout.pickup.click();
    await expect(checkout.chosenLocker).toContainText(`Afhentningssted: ${NORREBRO.name}`);
    await expect(checkout.chosenLocker).toContainText(`Leveringsdato: ${date.long}`);
    await expect(checkout.payButton).toBeEnabled();
  });

  test("keeps a date chosen while the page's data for it is still coming, when the shopper goes on to the next choice", async ({
    page,
  }) => {
    await signedInCustomer(page);
    await fillCart(page, [BOLLER]);
    const checkout = new Checkout(page);
    await checkout.open();
    await checkout.pickup.click();
    await checkout.searchLockers({ zip: "2200" });
    await checkout.main.getByRole("button", { name: `Vælg: ${NORREBRO.name}` }).click();

    // Each choice fetches the page's data again; here it is slow, and the shopper is quick.
    await page.route(/\/checkout\.data/, async (route) => {
      if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.fallback();
    });
    const date = await checkout.pickFirstDate();
    await checkout.homeDelivery.click();
    await checkout.pickup.click();

    await expect(page).toHaveURL(/levering=okoskabet/);
    await expect(checkout.chosenLocker).toContainText(`Afhentningssted: ${NORREBRO.name}`);
    await expect(checkout.chosenLocker).toContainText(`Leveringsdato: ${date.long}`);
    await expect(checkout.dateDialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`dato=${date.day}`));
    await expect(checkout.payButton).toBeEnabled();
  });
});

/**
 * A customer who shops with the keyboard only: every action below is a key press (Tab,
 * Shift+Tab, Enter, Space, arrows, typing). Locators only find what should have the focus.
 */
import { signedInCustomer } from "./support/accounts";
import { Cart } from "./support/cart";
import { Checkout, PaymentWindow } from "./support/checkout";
import { expect, test } from "./support/fixtures";
import { tabTo } from "./support/keyboard";

const PRODUCT = "Boller i karry";
const LOCKER = "Økoskab Nørrebro, Jægersborggade";

test("a signed-in customer buys with the keyboard only: cart, pickup in an Økoskab, date, payment", async ({
  page,
}) => {
  await signedInCustomer(page);
  // The meals only (a shared link): fewer cards to move past.
  await page.goto("/produkter?filter=retter");
  const { keyboard } = page;
  const cart = new Cart(page);
  const checkout = new Checkout(page);

  // Into the cart, and on to the checkout from the drawer.
  await tabTo(page, page.getByRole("button", { name: `Læg i kurv: ${PRODUCT}` }), { max: 100 });
  await keyboard.press("Enter");
  await expect(cart.badge).toHaveText("1");
  await tabTo(page, cart.button, { backwards: true, max: 100 });
  await keyboard.press("Enter");
  await expect(cart.drawer).toBeVisible();
  await expect(cart.line(PRODUCT)).toBeVisible();
  await tabTo(page, cart.drawer.getByRole("link", { name: "Gå til betaling" }));
  await keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Kasse" })).toBeVisible();

  // Pickup: the first delivery method; Space chooses it.
  await tabTo(page, checkout.pickup);
  await keyboard.press("Space");
  await expect(checkout.pickup).toBeChecked();

  // Search by postal code; Enter in the field sends the search.
  await tabTo(page, checkout.lockerSearch.getByLabel("Postnummer"));
  await keyboard.type("2200");
  await keyboard.press("Enter");
  const choose = checkout.recommended.getByRole("button", { name: `Vælg: ${LOCKER}` });
  await tabTo(page, choose);
  await keyboard.press("Enter");

  // Choosing the locker opens the calendar: arrows move between the days that can be chosen.
  const dialog = checkout.dateDialog;
  await expect(dialog).toBeVisible();
  const days = dialog.getByRole("grid").getByRole("button", { disabled: false });
  await tabTo(page, days.first());
  // The next day that can be chosen may be in the next month, which the calendar then shows:
  // the focus is followed by the day's name, not by its place in the grid.
  const focusedDay = page.locator(":focus");
  const first = await focusedDay.getAttribute("aria-label");
  await keyboard.press("ArrowRight");
  await expect(focusedDay).not.toHaveAttribute("aria-label", first!);
  await keyboard.press("ArrowLeft");
  await expect(focusedDay).toHaveAttribute("aria-label", first!);
  await keyboard.press("Enter");
  const confirm = dialog.getByRole("button", { name: "Bekræft dato" });
  await tabTo(page, confirm);
  await keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(checkout.chosenLocker).toContainText(`Afhentningssted: ${LOCKER}`);
  await expect(checkout.chosenLocker.getByTestId("chosen-date")).toBeVisible();

  // Pay: the payment window opens, and is used with the keyboard too.
  await tabTo(page, checkout.payButton);
  const opening = page.waitForEvent("popup");
  await keyboard.press("Enter");
  const popup = await opening;
  await popup.waitForURL(/\/sandbox\/quickpay\/vindue\/\d+/);
  const payment = new PaymentWindow(popup);
  await payment.ready();
  await tabTo(popup, popup.getByRole("button", { name: /Betal med testkort \(godkendes\)/ }));
  await popup.keyboard.press("Enter");
  await payment.expectClosed();

  await expect(page.getByRole("heading", { name: "Tak for din ordre!" })).toBeVisible();
  await expect(page.getByText(/^Ordrenummer #/)).toBeVisible();
  await expect(cart.badge).toHaveText("0");
});

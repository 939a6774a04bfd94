/**
 * A business customer's e-invoice in a browser: an admin makes a customer a business customer,
 * the customer adds the company, its CVR number and an EAN number to the profile (a mistyped EAN
 * number is refused), pays an order, and downloads the e-invoice (Peppol UBL XML) of the paid
 * order from the order history, next to the PDF; the file names the invoice and its EAN number.
 */
import fs from "node:fs/promises";
import { logIn, signedInCustomer } from "./support/accounts";
import { E2E_ADMIN } from "./support/admin-account.mjs";
import { Cart } from "./support/cart";
import { Checkout, PaymentWindow } from "./support/checkout";
import { expect, test } from "./support/fixtures";

const TOMATSUPPE = "Tomatsuppe med basilikum";

test("a business customer downloads the e-invoice of a paid order", async ({ page }) => {
  const customer = await signedInCustomer(page);

  // The back office makes them a business customer.
  await page.context().clearCookies();
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/admin/kunder?q=${encodeURIComponent(customer.email)}`);
  await page.getByTestId("admin-customer").first().getByRole("link").first().click();
  // The list has a role filter of its own: the customer's page first.
  await expect(page.getByRole("heading", { name: "Kunde: Anna Hansen" })).toBeVisible();
  await page.getByLabel("Rolle").selectOption("b2b_customer");
  await page.getByRole("button", { name: "Gem" }).click();
  await expect(page.getByText("Kunden er opdateret").first()).toBeVisible();
  await expect(page.getByLabel("Rolle")).toHaveValue("b2b_customer");

  await page.context().clearCookies();
  await logIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/$/);

  // The company's details: a mistyped EAN number is refused, and nothing is saved.
  await page.goto("/profile/edit");
  const form = page.getByRole("main");
  await form.getByLabel("Firmanavn").fill("Grøn Frokost ApS");
  await form.getByLabel("CVR-nummer").fill("24 25 67 90");
  await form.getByLabel("EAN-nummer (valgfrit)").fill("5798000416605");
  await form.getByRole("button", { name: "Gem" }).click();
  await expect(form.getByText("EAN-nummeret findes ikke – tjek cifrene")).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByRole("main")).not.toContainText("Grøn Frokost ApS");

  await page.goto("/profile/edit");
  await form.getByLabel("Firmanavn").fill("Grøn Frokost ApS");
  await form.getByLabel("CVR-nummer").fill("24 25 67 90");
  await form.getByLabel("EAN-nummer (valgfrit)").fill("5798 0004 1660 4");
  await form.getByRole("button", { name: "Gem" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole("main")).toContainText("5798000416604");

  // An order, paid.
  const cart = new Cart(page);
  await page.goto("/produkter");
  await cart.addFromList(TOMATSUPPE);
  await expect(cart.badge).toHaveText("1");
  const checkout = new Checkout(page);
  await checkout.open();
  await checkout.chooseHomeDelivery();
  const popup = new PaymentWindow(await checkout.payInPopup());
  await popup.approve();
  await popup.expectClosed();
  await expect(page.getByRole("heading", { name: "Tak for din ordre!" })).toBeVisible();

  // The e-invoice, next to the PDF in the order history.
  await page.goto("/profile?tab=orders");
  const documents = page.getByTestId("order").first().getByTestId("order-documents");
  const pdfLink = documents.getByRole("link", { name: /^Faktura nr\. \d+ \(PDF\)$/ });
  const invoiceNumber = Number(/(\d+)/.exec((await pdfLink.textContent()) ?? "")?.[1]);
  expect(invoiceNumber).toBeGreaterThan(0);
  const eInvoiceLink = documents.getByRole("link", {
    name: `Hent e-faktura (XML): Faktura nr. ${invoiceNumber}`,
  });
  await expect(eInvoiceLink).toHaveText("Hent e-faktura (XML)");
  const downloading = page.waitForEvent("download");
  await eInvoiceLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`krukke-e-faktura-${invoiceNumber}.xml`);
  const xml = await fs.readFile((await download.path())!, "utf8");
  expect(xml).toContain("urn:oasis:names:specification:ubl:schema:xsd:Invoice-2");
  expect(xml).toContain(`<cbc:ID>${invoiceNumber}</cbc:ID>`);
  expect(xml).toContain('<cbc:EndpointID schemeID="0088">5798000416604</cbc:EndpointID>');
  expect(xml).toContain("<cbc:Name>Grøn Frokost ApS</cbc:Name>");
});

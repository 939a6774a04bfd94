/**
 * The invoice journey in a browser: a customer pays, finds the invoice number in the
 * confirmation e-mail and downloads the invoice PDF from the order history; an admin ships and
 * refunds part of the order, and the credit note appears in the back office and in the
 * customer's history, where its PDF names the invoice it credits.
 */
import fs from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { logIn, signedInCustomer } from "./support/accounts";
import { E2E_ADMIN } from "./support/admin-account.mjs";
import { Cart } from "./support/cart";
import { Checkout, kr, PaymentWindow } from "./support/checkout";
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";

const TOMATSUPPE = "Tomatsuppe med basilikum"; // 55 kr signed in; with 50 kr freight, 105 kr

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Clicks a PDF link and returns the text a reader sees in the file it downloads. */
async function downloadPdfText(page: Page, link: Locator): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  const file = await fs.readFile((await download.path())!);
  const pdf = await getDocumentProxy(new Uint8Array(file));
  return { name: download.suggestedFilename(), text: (await extractText(pdf, { mergePages: true })).text };
}

test("a customer pays and downloads the invoice; an admin refunds part, and the credit note appears", async ({
  page,
}) => {
  const customer = await signedInCustomer(page);
  const cart = new Cart(page);
  await page.goto("/produkter");
  await cart.addFromList(TOMATSUPPE);
  await expect(cart.badge).toHaveText("1");
  const checkout = new Checkout(page);
  await checkout.open();
  await checkout.chooseHomeDelivery();
  await expect(checkout.amount("checkout-total")).toHaveText(kr(105));
  const popup = new PaymentWindow(await checkout.payInPopup());
  await popup.approve();
  await popup.expectClosed();
  await expect(page.getByRole("heading", { name: "Tak for din ordre!" })).toBeVisible();

  // The confirmation e-mail names the invoice and links to its PDF.
  const mail = await waitForMail(customer.email, 2);
  const invoiceNumber = Number(/Fakturanummer: (\d+)/.exec(mail.text)?.[1]);
  expect(invoiceNumber, mail.text).toBeGreaterThan(0);
  expect(mail.text).toContain(`/profile/faktura/${invoiceNumber}`);

  await page.goto("/profile?tab=orders");
  const order = page.getByTestId("order").first();
  const invoiceLink = order.getByRole("link", { name: `Faktura nr. ${invoiceNumber} (PDF)` });
  const invoice = await downloadPdfText(page, invoiceLink);
  expect(invoice.name).toBe(`krukke-faktura-${invoiceNumber}.pdf`);
  expect(invoice.text).toContain("Faktura");
  expect(invoice.text).toMatch(new RegExp(`Nummer\\s+${invoiceNumber}\\b`));
  expect(invoice.text).toContain("CVR-nr. 41 27 63 58");
  expect(invoice.text).toContain(`${customer.firstName} ${customer.lastName}`);
  expect(invoice.text).toMatch(/I alt \(DKK\)\s+105,00 kr/);
  expect(invoice.text).toMatch(/Heraf moms 25 %\s+21,00 kr/);

  // The admin ships the order (the payment is captured) and refunds 25 kr of it.
  await page.context().clearCookies();
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/admin/ordrer?q=${encodeURIComponent(customer.email)}`);
  await page.getByTestId("admin-order").first().getByRole("link").first().click();
  const documents = page.getByTestId("order-documents");
  await expect(documents).toContainText(`Faktura nr. ${invoiceNumber} (PDF)`);
  await page.getByRole("button", { name: "Markér som afsendt og træk 105,00 kr" }).click();
  await expect(toasts(page).getByText("Ordren er markeret som afsendt, og beløbet er trukket")).toBeVisible();
  await page.getByLabel(/Beløb i kr/).fill("25,00");
  await page.getByRole("button", { name: "Refunder" }).click();
  await expect(toasts(page).getByText("Beløbet er refunderet")).toBeVisible();
  const creditNote = documents.getByRole("listitem").filter({ hasText: "Kreditnota" });
  await expect(creditNote).toContainText(`-25,00 kr · krediterer faktura nr. ${invoiceNumber}`);
  const creditNumber = Number(/Kreditnota nr\. (\d+)/.exec(await creditNote.innerText())?.[1]);
  expect(creditNumber).toBeGreaterThan(invoiceNumber);

  // The customer finds the credit note under the order, and its PDF credits the invoice.
  await page.context().clearCookies();
  await logIn(page, customer.email);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/profile?tab=orders");
  const credit = await downloadPdfText(
    page,
    page
      .getByTestId("order")
      .first()
      .getByRole("link", { name: `Kreditnota nr. ${creditNumber} (PDF)` }),
  );
  expect(credit.name).toBe(`krukke-kreditnota-${creditNumber}.pdf`);
  expect(credit.text).toContain("Kreditnota");
  expect(credit.text).toContain(`Krediterer faktura nr. ${invoiceNumber}`);
  expect(credit.text).toMatch(/Krediteret i alt \(DKK\)\s+25,00 kr/);
  expect(credit.text).toMatch(/Heraf moms 25 %\s+5,00 kr/);
});

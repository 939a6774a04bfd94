/**
 * The bookkeeping export in a browser: a customer pays an order (so the period has an
 * invoice), an admin opens /admin/bogfoering, changes the period, sees a wrong period answered
 * in words, downloads the journal CSV and the vouchers zip, and axe finds nothing, in Danish and
 * in English.
 */
import fs from "node:fs/promises";
import type { Locator, Page } from "@playwright/test";
import { unzipSync } from "fflate";
import { logIn, signedInCustomer } from "./support/accounts";
import { E2E_ADMIN } from "./support/admin-account.mjs";
import { expectAccessible } from "./support/axe";
import { Cart } from "./support/cart";
import { Checkout, PaymentWindow } from "./support/checkout";
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";

const TOMATSUPPE = "Tomatsuppe med basilikum";

async function downloaded(page: Page, link: Locator) {
  const downloading = page.waitForEvent("download");
  await link.click();
  const download = await downloading;
  return { name: download.suggestedFilename(), bytes: await fs.readFile((await download.path())!) };
}

test("an admin changes the period and downloads the journal and the vouchers", async ({ page }) => {
  const customer = await signedInCustomer(page);
  const cart = new Cart(page);
  await page.goto("/produkter");
  await cart.addFromList(TOMATSUPPE);
  const checkout = new Checkout(page);
  await checkout.open();
  await checkout.chooseHomeDelivery();
  const popup = new PaymentWindow(await checkout.payInPopup());
  await popup.approve();
  await popup.expectClosed();
  const mail = await waitForMail(customer.email, 2);
  const invoiceNumber = Number(/Fakturanummer: (\d+)/.exec(mail.text)?.[1]);
  expect(invoiceNumber, mail.text).toBeGreaterThan(0);

  await page.context().clearCookies();
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Bogføring" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Bogføring" })).toBeVisible();
  await expectAccessible(page, "the export page (Danish)");

  // A period that cannot stand: said in words, what was typed kept.
  await page.getByRole("combobox", { name: "Periode" }).selectOption("custom");
  await page.getByLabel("Fra", { exact: true }).fill("2026-11-20");
  await page.getByLabel("Til", { exact: true }).fill("2026-11-10");
  await page.getByRole("button", { name: "Vis" }).click();
  await expect(page.getByRole("alert")).toContainText("Fra-datoen ligger efter til-datoen");
  await expect(page.getByLabel("Fra", { exact: true })).toHaveValue("2026-11-20");
  await expectAccessible(page, "the export page with a wrong period");

  // A period without documents: the empty state, no downloads.
  await page.getByLabel("Fra", { exact: true }).fill("2020-01-01");
  await page.getByLabel("Til", { exact: true }).fill("2020-01-31");
  await page.getByRole("button", { name: "Vis" }).click();
  await expect(page).toHaveURL(/fra=2020-01-01/);
  await expect(page.getByTestId("bookkeeping-empty")).toBeVisible();

  // This month: the invoice is there, and both downloads hold it.
  await page.getByRole("combobox", { name: "Periode" }).selectOption("this-month");
  await page.getByRole("button", { name: "Vis" }).click();
  await expect(page).toHaveURL(/periode=this-month/);
  await expect(page.getByTestId("totals-invoices")).not.toContainText(/Fakturaer\s*0\b/);

  const journal = await downloaded(page, page.getByRole("link", { name: "Hent kassekladde (CSV)" }));
  expect(journal.name).toMatch(/^krukke-kassekladde-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = new TextDecoder().decode(journal.bytes);
  expect(csv.split("\r\n")[0]).toBe("Dato;Bilag;Tekst;Konto;Netto;Moms;Brutto");
  expect(csv).toContain(`;${invoiceNumber};Faktura ${invoiceNumber}, ordre `);

  const vouchers = await downloaded(page, page.getByRole("link", { name: "Hent bilag (ZIP)" }));
  expect(vouchers.name).toMatch(/^krukke-bilag-.*\.zip$/);
  const files = unzipSync(new Uint8Array(vouchers.bytes));
  expect(Object.keys(files)).toContain(`faktura-${invoiceNumber}.pdf`);
  expect(Object.keys(files).some((name) => name.startsWith("krukke-kassekladde-"))).toBe(true);

  // In English.
  await page.goto("/admin/bogfoering?periode=this-month&lang=en");
  await expect(page.getByRole("heading", { level: 1, name: "Bookkeeping" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Download journal (CSV)" })).toBeVisible();
  await expectAccessible(page, "the export page (English)");
});

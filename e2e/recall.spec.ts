/**
 * The recall end to end (issue 36): the shop starts with a recorded batch and two orders packed
 * from it, one shipped and one not (support/recall-setup.ts). The admin recalls the lot in the
 * back office: the preview counts both orders, starting it e-mails the shipped customer, holds
 * the unshipped order and refunds its line with a credit note, takes the product off sale and
 * puts the notice on the home page (for guests too: their kept page is forgotten); the CSV lists
 * both orders; closing the recall removes the notice. The recall pages and /tilbagekaldelse
 * pass axe.
 */
import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { signInAsAdmin } from "./support/admin";
import { expect, test } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { E2E_RECALL } from "./support/recall";

const notice = (page: Page) => page.getByRole("region", { name: "Tilbagekaldelse" });

test("the admin recalls a lot: the customer is told, the unshipped order held, the notice up until it is closed", async ({
  page,
  request,
}) => {
  // A guest's home page before the recall: kept by the page cache, without a notice.
  expect(await (await request.get("/")).text()).not.toContain("Vi tilbagekalder");

  await signInAsAdmin(page);
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Tilbagekaldelser" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Tilbagekaldelser" })).toBeVisible();
  await expect(page.getByText("Ingen tilbagekaldelser endnu.")).toBeVisible();
  await expectAccessible(page, "recalls list, empty");

  // Choose the product, its lot and the texts.
  await page.getByRole("link", { name: "Tilbagekald", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tilbagekald et produkt" })).toBeVisible();
  await page.getByLabel("Vælg produkt").selectOption({ label: E2E_RECALL.product });
  await page.getByRole("button", { name: "Vælg", exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: E2E_RECALL.product })).toBeVisible();
  const lot = page.getByRole("checkbox", { name: new RegExp(E2E_RECALL.lot) });
  await expect(lot).toBeEnabled();
  await expect(page.getByTestId("recall-lot").filter({ hasText: E2E_RECALL.lot })).toContainText(
    "anvendes senest 04.12.2026",
  );
  await lot.check();
  await page.getByLabel("Årsag (dansk)").fill("Kan indeholde selleri, som ikke står på etiketten.");
  await page.getByLabel("Årsag (engelsk)").fill("May contain celery, which is not on the label.");
  await page.getByLabel("Hvad kunden skal gøre (dansk)").fill("Spis den ikke. Smid den ud.");
  await page.getByLabel("Hvad kunden skal gøre (engelsk)").fill("Do not eat it. Throw it away.");
  await expectAccessible(page, "recall form");
  await page.getByRole("button", { name: "Se hvem den når" }).click();

  // The preview: nothing has happened yet.
  await expect(page.getByRole("heading", { name: "Det når tilbagekaldelsen" })).toBeVisible();
  await expect(page.getByTestId("reach-shipped")).toContainText("1 ordrer, 2 krukker");
  await expect(page.getByTestId("reach-unshipped")).toContainText("1 ordrer, 1 krukker");
  await expect(page.getByTestId("reach-customers")).toContainText("2");
  await expectAccessible(page, "recall preview");
  await page.getByRole("button", { name: "Start tilbagekaldelsen" }).click();

  // The record: both orders, what was done to each.
  await expect(
    page.getByRole("heading", { level: 1, name: `Tilbagekaldelse: ${E2E_RECALL.product}` }),
  ).toBeVisible();
  const recallUrl = page.url();
  const orders = page.getByTestId("recall-order");
  await expect(orders).toHaveCount(2);
  await expect(orders.filter({ hasText: E2E_RECALL.shipped.email })).toContainText(
    "Afsendt: kunden har fået besked",
  );
  const held = orders.filter({ hasText: E2E_RECALL.held.email });
  await expect(held).toContainText("Ikke afsendt: linjen fjernet og refunderet");
  await expect(held).toContainText("Kreditnota");
  await expect(page.getByTestId("recall-timeline")).toContainText("E-mails sat i kø");
  await expectAccessible(page, "recall record");

  // The shipped customer is told, with the lot and its date.
  const mail = await waitForMail(E2E_RECALL.shipped.email);
  expect(mail.subject).toBe(`Tilbagekaldelse: ${E2E_RECALL.product}`);
  expect(mail.text).toContain(`Lotnummer ${E2E_RECALL.lot}`);
  expect(mail.text).toContain("Spis den ikke. Smid den ud.");
  // So is the customer whose order lost the line.
  expect((await waitForMail(E2E_RECALL.held.email)).text).toContain("refunderer");

  // The held order: its line off, a credit note for it, still paid.
  await held.getByRole("link").click();
  await expect(page.getByRole("main")).toContainText("Kreditnota");
  await expect(page.getByRole("main")).not.toContainText(E2E_RECALL.product);
  await page.goto(recallUrl);

  // The CSV for the authority lists both orders.
  const csv = await page.request.get(`${new URL(recallUrl).pathname}/csv`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const rows = (await csv.text()).trim().split("\r\n");
  expect(rows).toHaveLength(3);
  expect(rows.join("\n")).toContain(E2E_RECALL.shipped.email);
  expect(rows.join("\n")).toContain(E2E_RECALL.held.email);
  expect(rows.find((row) => row.includes(E2E_RECALL.shipped.email))).toContain(
    `,2,${E2E_RECALL.lot},2026-11-25,`,
  );

  // The notice on the home page, for the admin and for a guest, and the public page.
  await page.goto("/");
  await expect(notice(page)).toContainText(`Vi tilbagekalder ${E2E_RECALL.product}`);
  await expectAccessible(page, "home page with the recall notice");
  expect(await (await request.get("/")).text()).toContain(`Vi tilbagekalder ${E2E_RECALL.product}`);
  await notice(page).getByRole("link", { name: "Læs om tilbagekaldelsen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Tilbagekaldelser" })).toBeVisible();
  const published = page.getByTestId("public-recall");
  await expect(published).toContainText(`Lotnummer ${E2E_RECALL.lot}, anvendes senest 4. december 2026`);
  await expect(published).toContainText("Kan indeholde selleri");
  await expectAccessible(page, "public recall notice");

  // The product cannot be bought, and its page carries the notice.
  await published.getByRole("link", { name: `Tilbagekaldelse: ${E2E_RECALL.product}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: E2E_RECALL.product })).toBeVisible();
  await expect(notice(page)).toBeVisible();
  await expect(page.getByRole("button", { name: /Udsolgt/ }).first()).toBeDisabled();
  await expect(page.getByRole("button", { name: /Læg i kurv/ })).toHaveCount(0);

  // Closing the recall ends the notice.
  await page.goto(recallUrl);
  await page.getByRole("button", { name: "Luk tilbagekaldelsen" }).click();
  await expect(page.getByText("Tilbagekaldelsen er lukket").first()).toBeVisible();
  await expect(page.getByTestId("recall-timeline")).toContainText("Lukket");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect(await (await request.get("/")).text()).not.toContain("Vi tilbagekalder");
  await page.goto("/tilbagekaldelse");
  await expect(page.getByRole("heading", { name: "Der er ingen aktuelle tilbagekaldelser" })).toBeVisible();
  await expectAccessible(page, "public recall page, none open");
});

/**
 * A season menu made in the back office, in a browser: the admin (made with `npm run
 * admin:create` before the shop started) creates a New Year menu, is told it cannot go on sale
 * without a course, adds a course, the kitchen and Vedbæk with 3 covers on 31 December, and
 * puts it on sale. The list and the edit page pass axe.
 */
import { randomUUID } from "node:crypto";
import { signInAsAdmin } from "./support/admin";
import { addPlace, placePanel } from "./support/admin-season-menu";
import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/fixtures";

test("an admin creates the New Year menu with two places, 3 covers a day at Vedbæk, and puts it on sale", async ({
  page,
  consoleGuard,
}) => {
  // A refused form is answered 400, with its messages on the page.
  consoleGuard.allow(/status of 400/);
  await signInAsAdmin(page);
  await page
    .getByRole("navigation", { name: "Administration" })
    .getByRole("link", { name: "Sæsonmenuer" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Sæsonmenuer" })).toBeVisible();
  // The demo data's menu is on sale already.
  await expect(page.getByTestId("admin-season-menu").filter({ hasText: "/nytar-2026" })).toContainText(
    "Til salg",
  );
  await expectAccessible(page, "season menus list");

  await page.getByRole("link", { name: "Ny sæsonmenu" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ny sæsonmenu" })).toBeVisible();
  const slug = `nytar-e2e-${randomUUID().slice(0, 6)}`;
  const menu = page.locator("form#season-menu-ny");
  await menu.getByLabel("Navn", { exact: true }).fill("Nytårsmenu (e2e)");
  await menu.getByLabel("Navn på engelsk").fill("New Year menu (e2e)");
  // A page of the shop's own is refused, with the reason on the field.
  await menu.getByLabel("Adresse", { exact: true }).fill("kontakt");
  await menu.getByLabel("Åbner for bestilling").fill("2026-11-20T00:00");
  await menu.getByLabel("Lukker for bestilling").fill("2026-12-28T12:00");
  await menu.getByRole("button", { name: "Opret" }).click();
  await expect(page.getByText("Adressen bruges allerede af en af butikkens sider")).toBeVisible();
  await menu.getByLabel("Adresse", { exact: true }).fill(slug);
  await menu.getByRole("button", { name: "Opret" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sæsonmenu: Nytårsmenu (e2e)" })).toBeVisible();

  // Not on sale without a course and a pickup day.
  const edit = page.locator("form[id^='season-menu-']");
  await edit.getByLabel("Status").selectOption({ label: "Til salg" });
  await edit.getByRole("button", { name: "Gem" }).click();
  await expect(page.getByText("Menuen kan ikke være til salg uden mindst én ret.")).toBeVisible();

  const course = page.locator("form#season-course-new");
  await course
    .getByLabel("Produkt")
    .selectOption({ label: "Oksetournedos med fondantkartofler (kun i sæsonmenuer)" });
  await course.getByLabel("Betegnelse", { exact: true }).fill("Hovedret");
  await course.getByLabel("Betegnelse på engelsk").fill("Main course");
  await course.getByLabel("Pris pr. krukke (kr)").fill("245");
  await course.getByRole("button", { name: "Tilføj ret" }).click();
  await expect(page.getByTestId("season-course")).toHaveCount(1);
  await expect(page.getByTestId("season-menu-price")).toContainText("245,00 kr");

  for (const place of [
    {
      kind: "Køkkenet",
      name: "Køkkenet i Glostrup",
      address: "Rugbrødsvej 7, 2600 Glostrup",
      capacity: "60",
    },
    { kind: "Partner", name: "Vedbæk", address: "Vedbæk Stationsvej 14, 2950 Vedbæk", capacity: "3" },
  ]) {
    await addPlace(page, { ...place, date: "2026-12-31" });
  }
  const vedbaek = placePanel(page, "Vedbæk").getByTestId("season-day");
  await expect(vedbaek.getByLabel("Kuverter i alt")).toHaveValue("3");
  await expect(vedbaek).toContainText("Bestilt: 0 kuverter");

  await edit.getByLabel("Status").selectOption({ label: "Til salg" });
  await edit.getByRole("button", { name: "Gem" }).click();
  await expect(page.getByText("Sæsonmenuen er gemt")).toBeVisible();
  await expect(edit.getByLabel("Status")).toHaveValue("on-sale");
  await expect(page.getByTestId("audit-trail")).toContainText("Afhentningsdag tilføjet");
  await expectAccessible(page, "season menu's edit page");

  await page.getByRole("link", { name: "Tilbage", exact: true }).click();
  await expect(page.getByTestId("admin-season-menu").filter({ hasText: `/${slug}` })).toContainText(
    "Til salg",
  );
});

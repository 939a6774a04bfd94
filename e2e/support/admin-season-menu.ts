/** The back office's season menus, as an admin uses them (admin-season-menus, season-journey). */
import { expect, type Locator, type Page } from "@playwright/test";

/** A place's panel on the menu's page, by the place's name. */
export const placePanel = (page: Page, name: string) =>
  page.getByTestId("season-place").filter({ has: page.getByRole("button", { name: `Fjern sted ${name}` }) });

/** Fills and sends the form for a new pickup day (31 December) in `place`. */
export async function addDay(page: Page, place: Locator, day: { date: string; capacity: string }) {
  const form = place.locator("form").filter({ has: page.getByRole("button", { name: /^Tilføj dag/ }) });
  await form.getByLabel("Dato").fill(day.date);
  await form.getByLabel("Åbner").fill("10:00");
  await form.getByLabel("Lukker").fill("14:00");
  await form.getByLabel("Kuverter i alt").fill(day.capacity);
  await form.getByRole("button", { name: /^Tilføj dag/ }).click();
  await expect(place.getByTestId("season-day").filter({ hasText: "31. december" })).toBeVisible();
}

/** Adds a place with one pickup day, as the edit page's "Tilføj sted" form takes it. */
export async function addPlace(
  page: Page,
  place: { kind: string; name: string; address: string; date: string; capacity: string },
): Promise<void> {
  const form = page.locator("form#season-place-new");
  await form.getByLabel("Slags").selectOption({ label: place.kind });
  await form.getByLabel("Stedets navn", { exact: true }).fill(place.name);
  await form.getByLabel("Adresse", { exact: true }).fill(place.address);
  await form.getByRole("button", { name: "Tilføj sted" }).click();
  await expect(placePanel(page, place.name)).toBeVisible();
  await addDay(page, placePanel(page, place.name), place);
}

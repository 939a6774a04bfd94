import type { Page } from "@playwright/test";
import { logIn } from "./accounts";
import { E2E_ADMIN } from "./admin-account.mjs";
import { expect } from "./fixtures";

/** Signs in as the shop's admin (made before the shop started) and opens the back office's front page. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.context().clearCookies();
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Oversigt" })).toBeVisible();
}

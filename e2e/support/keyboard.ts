/** Moving through a page with the keyboard only, as someone without a mouse does. */
import { expect, type Locator, type Page } from "@playwright/test";

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times. The locator
 * only tells when to stop: every move is a key press.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 60 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max && !(await isFocused(target)); presses += 1) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused({ timeout: 1_000 });
}

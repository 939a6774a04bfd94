/** Accessibility checks with axe-core against WCAG 2.2 level AA. */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Runs axe on the page as it is now and records every violation (softly, so one test reports
 * all the states it visits): "color-contrast (serious) Elements must meet … → .price, #total".
 */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  // The page as it settles, not halfway through a fade (a toast sliding in is measured at its
  // full colour): animations that end are awaited, for two seconds at most.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(" "))
        .join(", ")}${violation.nodes.length > 5 ? ` … (${violation.nodes.length} in all)` : ""}`,
  );
  expect.soft(found, `axe violations: ${state} (${page.url()})`).toEqual([]);
}

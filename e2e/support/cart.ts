/** The cart drawer, as a shopper uses it. */
import { expect, type Locator, type Page } from "@playwright/test";

export class Cart {
  readonly drawer: Locator;

  constructor(private readonly page: Page) {
    this.drawer = page.getByRole("dialog", { name: /^Indkøbskurv/ });
  }

  get badge(): Locator {
    return this.page.getByTestId("cart-count");
  }

  get button(): Locator {
    return this.page.getByRole("banner").getByRole("button", { name: /^Indkøbskurv/ });
  }

  async open(): Promise<void> {
    await this.button.click();
    await expect(this.drawer).toBeVisible();
  }

  async close(): Promise<void> {
    await this.page.keyboard.press("Escape");
    await expect(this.drawer).toBeHidden();
  }

  /** Adds from the product list's card for `title`. */
  async addFromList(title: string): Promise<void> {
    await this.page.getByRole("button", { name: `Læg i kurv: ${title}` }).click();
  }

  line(title: string): Locator {
    return this.drawer.getByTestId("cart-line").filter({ hasText: title });
  }

  async expectLines(lines: Record<string, number>): Promise<void> {
    await expect(this.drawer.getByTestId("cart-line")).toHaveCount(Object.keys(lines).length);
    for (const [title, quantity] of Object.entries(lines)) {
      await expect(this.line(title).getByTestId("line-quantity")).toHaveText(
        `Antal af ${title}: ${quantity}`,
      );
    }
  }

  async increase(title: string): Promise<void> {
    await this.drawer.getByRole("button", { name: `Én mere ${title}` }).click();
  }

  async decrease(title: string): Promise<void> {
    await this.drawer.getByRole("button", { name: `Én færre ${title}` }).click();
  }

  async remove(title: string): Promise<void> {
    await this.drawer.getByRole("button", { name: `Fjern ${title}` }).click();
  }

  async applyCode(code: string): Promise<void> {
    await this.drawer.getByLabel("Rabatkode").fill(code);
    await this.drawer.getByRole("button", { name: "Anvend" }).click();
  }

  async expectTotal(text: string): Promise<void> {
    await expect(this.drawer.getByTestId("total")).toHaveText(text);
  }
}

/** Puts one jar of a product in the signed-in cart from the product list, stored on the server. */
export async function addToCartFromList(page: Page, title: string): Promise<void> {
  await page.goto("/produkter");
  const stored = page.waitForResponse(
    (response) => response.url().includes("/resources/cart") && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: `Læg i kurv: ${title}` }).click();
  expect((await stored).ok()).toBe(true);
}

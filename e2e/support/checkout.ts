/** The checkout (/checkout) and the sandbox's payment pop-up, as a shopper uses them. */
import { expect, type Locator, type Page } from "@playwright/test";
import { DEFAULT_CALENDAR, deliveryDays, openDates } from "../../app/lib/delivery-calendar";

/** "2026-11-25" for a date in Copenhagen. */
export function copenhagenDay(date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Copenhagen",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(date);
}

/** 0 = Sunday … 6 = Saturday, for "2026-11-25". */
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

const MONTHS = [
  "januar",
  "februar",
  "marts",
  "april",
  "maj",
  "juni",
  "juli",
  "august",
  "september",
  "oktober",
  "november",
  "december",
];

/** "25. november 2026" → "2026-11-25" */
export function dayFromDanish(long: string): string {
  const match = /^(\d{1,2})\. (\p{L}+) (\d{4})$/u.exec(long);
  const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
  if (!match || month === 0) throw new Error(`not a Danish date: "${long}"`);
  return `${match[3]}-${String(month).padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
}

/** "189 kr", "1.250 kr": whole kroner as the shop shows them in Danish. */
export function kr(kroner: number): string {
  return `${kroner.toLocaleString("da-DK")} kr`;
}

/** "1.250 kr" → 1250 */
export function parseKr(text: string): number {
  const match = /(-?[\d.]+)\s*kr/.exec(text.replace(/\u00a0/g, " "));
  if (!match) throw new Error(`no price in "${text}"`);
  return Number(match[1]!.replace(/\./g, ""));
}

/**
 * The first date the shop's calendar offers at `now` with its default settings (docs/product.md, Delivery),
 * for a form sent without the page: what the checkout's calendar would offer first.
 */
export function firstDeliveryDate(now = new Date()): string {
  const days = deliveryDays({
    settings: DEFAULT_CALENDAR,
    overrides: [],
    now,
    reservedJars: {},
    reservedByProduct: {},
    productLimits: {},
    cart: [],
  });
  return openDates(days)[0]!;
}

export class Checkout {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto("/checkout");
    await expect(this.page.getByRole("heading", { level: 1, name: "Kasse" })).toBeVisible();
  }

  get main(): Locator {
    return this.page.getByRole("main");
  }

  get pickup(): Locator {
    return this.main.getByRole("radio", { name: /Afhentning i Økoskab/ });
  }

  get homeDelivery(): Locator {
    return this.main.getByRole("radio", { name: /Levering til din adresse/ });
  }

  get payButton(): Locator {
    return this.main.getByRole("button", { name: "Bestil og betal" });
  }

  get summary(): Locator {
    return this.main.getByRole("region", { name: "Din ordre" });
  }

  get lockerSearch(): Locator {
    return this.main.getByRole("region", { name: "Find et Økoskab" });
  }

  get dateDialog(): Locator {
    return this.page.getByRole("dialog", { name: "Vælg leveringsdato" });
  }

  get chosenLocker(): Locator {
    return this.main.getByTestId("chosen-locker");
  }

  /** The recommended lockers' list (at most three). */
  get recommended(): Locator {
    return this.lockerSearch
      .getByRole("heading", { name: "Anbefalede skabe" })
      .locator("xpath=..")
      .getByRole("listitem");
  }

  amount(testId: "checkout-subtotal" | "checkout-freight" | "checkout-total" | "checkout-vat"): Locator {
    return this.summary.getByTestId(testId);
  }

  async searchLockers(query: { address?: string; zip?: string }): Promise<void> {
    if (query.address !== undefined) await this.lockerSearch.getByLabel("Adresse").fill(query.address);
    if (query.zip !== undefined) await this.lockerSearch.getByLabel("Postnummer").fill(query.zip);
    await this.lockerSearch.getByRole("button", { name: "Søg" }).click();
  }

  /**
   * Picks the first date the calendar offers and confirms it: returns the day as the calendar
   * names it ("onsdag", "25. november 2026") and as a date ("2026-11-25").
   */
  async pickFirstDate(): Promise<{ weekday: string; long: string; day: string }> {
    const dialog = this.dateDialog;
    await expect(dialog).toBeVisible();
    const day = dialog.getByRole("grid").getByRole("button", { disabled: false }).first();
    await expect(day).toBeVisible();
    const label = (await day.getAttribute("aria-label")) ?? "";
    const match = /^(?:I dag, )?(\p{L}+) den (\d{1,2}\. \p{L}+ \d{4})$/u.exec(label);
    if (!match) throw new Error(`a calendar day named "${label}"`);
    await day.click();
    await dialog.getByRole("button", { name: "Bekræft dato" }).click();
    await expect(dialog).toBeHidden();
    const picked = { weekday: match[1]!, long: match[2]!, day: dayFromDanish(match[2]!) };
    await expect(this.main.getByTestId("chosen-date")).toHaveText(`Leveringsdato: ${picked.long}`);
    return picked;
  }

  /** Home delivery, on the first date the calendar offers (choosing it opens the calendar). */
  async chooseHomeDelivery(): Promise<{ weekday: string; long: string; day: string }> {
    await this.homeDelivery.click();
    // The calendar opens over the page (the rest is hidden from the accessibility tree meanwhile).
    const picked = await this.pickFirstDate();
    await expect(this.homeDelivery).toBeChecked();
    return picked;
  }

  /** Presses 'Bestil og betal' and returns the payment pop-up once it shows the test window. */
  async payInPopup(): Promise<Page> {
    const opening = this.page.waitForEvent("popup");
    await this.payButton.click();
    const popup = await opening;
    await popup.waitForURL(/\/sandbox\/quickpay\/vindue\/\d+/);
    await expect(popup.getByRole("heading", { name: "Testbetaling" })).toBeVisible();
    return popup;
  }
}

/** The sandbox's payment window (the test stand-in for QuickPay's). */
export class PaymentWindow {
  readonly errors: string[] = [];

  constructor(readonly page: Page) {
    page.on("console", (message) => {
      if (message.type() === "error") this.errors.push(message.text());
    });
    page.on("pageerror", (error) => this.errors.push(`uncaught: ${error.message}`));
  }

  get amount(): Locator {
    return this.page.getByTestId("sandbox-amount");
  }

  async ready(): Promise<void> {
    await expect(this.page.getByText(/TEST – der bliver ikke trukket penge/)).toBeVisible();
    await this.page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  }

  async approve(): Promise<void> {
    await this.ready();
    await this.page.getByRole("button", { name: /Betal med testkort \(godkendes\)/ }).click();
  }

  async decline(): Promise<void> {
    await this.ready();
    await this.page.getByRole("button", { name: /Betal med testkort \(afvises\)/ }).click();
  }

  /** The window tells the checkout how it went and closes itself. */
  async expectClosed(): Promise<void> {
    await expect.poll(() => this.page.isClosed(), { message: "the payment window closes itself" }).toBe(true);
    expect(this.errors, "errors in the payment window's console").toEqual([]);
  }
}

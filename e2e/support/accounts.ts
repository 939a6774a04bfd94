/** Customers for the end-to-end tests, made through the shop's own pages and e-mails. */
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { linkIn, waitForMail } from "./mail";

export const PASSWORD = "hemmelig-kode-1";

export type Customer = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  streetAddress: string;
  postalCode: string;
  city: string;
  password: string;
};

export function newCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    firstName: "Anna",
    lastName: "Hansen",
    email: `anna-${randomUUID().slice(0, 8)}@example.dk`,
    phone: "+45 12 34 56 78",
    streetAddress: "Vestergade 1",
    postalCode: "2600",
    city: "Glostrup",
    password: PASSWORD,
    ...overrides,
  };
}

/** Fills the sign-up form (in Danish) and sends it. */
export async function signUp(page: Page, customer: Customer): Promise<void> {
  await page.goto("/login?mode=signup");
  const form = page.getByRole("main");
  await form.getByLabel("Fornavn").fill(customer.firstName);
  await form.getByLabel("Efternavn").fill(customer.lastName);
  await form.getByLabel("E-mail").fill(customer.email);
  await form.getByLabel("Telefon").fill(customer.phone);
  await form.getByLabel("Adresse").fill(customer.streetAddress);
  await form.getByLabel("Postnummer").fill(customer.postalCode);
  await form.getByLabel("By").fill(customer.city);
  await form.getByLabel("Adgangskode", { exact: true }).fill(customer.password);
  await form.getByLabel("Bekræft adgangskode").fill(customer.password);
  await form.getByLabel(/Jeg accepterer/).check();
  await form.getByRole("button", { name: "Opret konto" }).click();
  await expect(
    form.getByRole("heading", { name: "Konto oprettet! Tjek din email for bekræftelse." }),
  ).toBeVisible();
}

/** Follows the link in the confirmation e-mail. */
export async function confirmEmail(page: Page, email: string): Promise<void> {
  const mail = await waitForMail(email);
  expect(mail.subject).toBe("Bekræft din e-mail hos Krukke");
  await page.goto(linkIn(mail, /verify-email/));
  await expect(page.getByText("Din e-mail er bekræftet. Du kan nu logge ind.")).toBeVisible();
}

export async function logIn(
  page: Page,
  email: string,
  password = PASSWORD,
  options: { remember?: boolean } = {},
): Promise<void> {
  const form = page.getByRole("main");
  const submit = form.getByRole("button", { name: "Log ind", exact: true });
  if (!(await submit.isVisible())) {
    await page.goto("/login");
    await expect(submit).toBeVisible();
  }
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Adgangskode", { exact: true }).fill(password);
  if (options.remember) await form.getByLabel("Husk mig").check();
  await submit.click();
}

/**
 * A customer who signed up, confirmed the e-mail and is signed in, on the home page. The same
 * steps as the pages' forms take (accounts.spec.ts walks them in the browser), sent as the
 * forms send them without JavaScript: the tests that only need a customer skip rendering three
 * pages in the browser.
 */
export async function signedInCustomer(page: Page, overrides: Partial<Customer> = {}): Promise<Customer> {
  const customer = newCustomer(overrides);
  const { password, ...fields } = customer;
  const signedUp = await page.request.post("/login?mode=signup", {
    form: { intent: "signup", ...fields, password, confirmPassword: password, terms: "on" },
  });
  expect(await signedUp.text()).toContain("Konto oprettet! Tjek din email for bekræftelse.");
  const mail = await waitForMail(customer.email);
  const confirmed = await page.request.get(linkIn(mail, /verify-email/));
  expect(await confirmed.text()).toContain("Din e-mail er bekræftet. Du kan nu logge ind.");
  const loggedIn = await page.request.post("/login", {
    form: { intent: "login", email: customer.email, password },
  });
  expect(loggedIn.ok()).toBe(true);
  await page.goto("/");
  await expect(
    page.getByRole("banner").getByText(`${customer.firstName} ${customer.lastName}`),
  ).toBeVisible();
  return customer;
}

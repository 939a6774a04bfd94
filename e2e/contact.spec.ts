import { randomUUID } from "node:crypto";
import { deobfuscate } from "altcha-lib/obfuscation";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { mailsTo } from "./support/mail";

/** Where the test shop sends contact messages (no SHOP_EMAIL: the shop's own address). */
const SHOP_INBOX = "hej@krukke.dk";

/** The form on /kontakt, by its labels (in Danish). */
function contactForm(page: Page) {
  const form = page.getByRole("region", { name: "Send os en besked" });
  return {
    form,
    firstName: form.getByLabel("Fornavn"),
    lastName: form.getByLabel("Efternavn"),
    email: form.getByLabel("E-mail"),
    phone: form.getByLabel("Telefon (valgfrit)"),
    subject: form.getByLabel("Emne"),
    message: form.getByLabel("Besked"),
    // With scripts the browser reveals the sum as text; without, it is a picture.
    answer: form.getByLabel(/^Hvad er (\d+ \+ \d+|regnestykket)\?$/),
    privacy: form.getByLabel("Jeg accepterer privatlivspolitikken"),
    newsletter: form.getByLabel(/nyhedsbrev/),
    send: form.getByRole("button", { name: "Send besked" }),
  };
}

/** The two numbers of the question on screen, once the browser has revealed them. */
async function question(answer: Locator): Promise<[number, number]> {
  const label = answer.page().locator(`label[for="${await answer.getAttribute("id")}"]`);
  await expect(label).toHaveText(/^Hvad er \d+ \+ \d+\?$/);
  const [, a, b] = /(\d+) \+ (\d+)/.exec((await label.textContent()) ?? "")!;
  return [Number(a), Number(b)];
}

async function fillValid(fields: ReturnType<typeof contactForm>, lastName: string, message: string) {
  await fields.firstName.fill("Anna");
  await fields.lastName.fill(lastName);
  await fields.email.fill("anna@example.dk");
  await fields.subject.selectOption({ label: "Produkter" });
  await fields.message.fill(message);
}

test.describe("the contact form", () => {
  test("shows each rule's message in the browser, privacy and newsletter ticked from the start", async ({
    page,
  }) => {
    await page.goto("/kontakt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kontakt os");
    const fields = contactForm(page);
    await expect(fields.privacy).toBeChecked();
    await expect(fields.newsletter).toBeChecked();

    await fields.send.click();
    const form = fields.form;
    for (const message of [
      "Fornavn er påkrævet",
      "Efternavn er påkrævet",
      "Ugyldig email adresse",
      "Emne er påkrævet",
      "Besked skal være mindst 10 tegn",
      "Captcha skal være et tal",
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(fields.firstName).toBeFocused(); // the first field to correct
    await fields.privacy.uncheck();
    await expect(form.getByText("Du skal acceptere privatlivspolitikken")).toBeVisible();
    await fields.email.fill("anna@");
    await fields.message.fill("For kort");
    await fields.answer.fill("tolv");
    await expect(form.getByText("Ugyldig email adresse")).toBeVisible();
    await expect(form.getByText("Besked skal være mindst 10 tegn")).toBeVisible();
    await expect(form.getByText("Captcha skal være et tal")).toBeVisible();
    await fields.firstName.fill("Anna");
    await expect(form.getByText("Fornavn er påkrævet")).toBeHidden();
  });

  test("a wrong sum gets a new question and an empty answer; the right one sends the message to the shop", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 400/);
    const lastName = `Kontakt${randomUUID().slice(0, 8)}`;
    const text = `Hvornår kommer græskarsuppen tilbage? (${lastName})`;
    await page.goto("/kontakt");
    const fields = contactForm(page);
    await fillValid(fields, lastName, text);

    const [a, b] = await question(fields.answer);
    await fields.answer.fill(String(a + b + 1));
    await fields.send.click();
    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText("Forkert svar")).toBeVisible();
    await expect(toasts.getByText("Captcha svaret er ikke korrekt. Prøv igen.")).toBeVisible();
    await expect(fields.answer).toHaveValue("");
    await expect.poll(() => question(fields.answer)).not.toEqual([a, b]);
    await expect(fields.answer).toBeFocused();
    await expect(fields.lastName).toHaveValue(lastName); // the rest of the message is kept

    // While it is on its way the button says so.
    await page.route("**/kontakt.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const [c, d] = await question(fields.answer);
    await fields.answer.fill(String(c + d));
    await fields.send.click();
    await expect(fields.form.getByRole("button", { name: "Sender besked..." })).toBeDisabled();
    await expect(toasts.getByText("Besked sendt!")).toBeVisible();
    await expect(
      toasts.getByText("Tak for din henvendelse. Vi kontakter dig hurtigst muligt."),
    ).toBeVisible();

    // A fresh form with a new question.
    await expect(fields.lastName).toHaveValue("");
    await expect(fields.message).toHaveValue("");
    await expect(fields.answer).toHaveValue("");
    await expect(fields.privacy).toBeChecked();
    await expect(fields.newsletter).toBeChecked();

    let mail;
    await expect
      .poll(async () => (mail = (await mailsTo(SHOP_INBOX)).find((m) => m.subject.includes(lastName))), {
        timeout: 15_000,
        message: "the shop's e-mail",
      })
      .toBeTruthy();
    expect(mail!.subject).toBe(`Kontaktformular: Produkter fra Anna ${lastName}`);
    expect(mail!.text).toContain(text);
    expect(mail!.text).toContain("anna@example.dk");
    expect(mail!.html).toContain(`Anna ${lastName}`);
  });
});

test.describe("the contact form without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the server rejects each invalid field with its message and keeps what was typed", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 400/);
    await page.goto("/kontakt");
    const fields = contactForm(page);
    // Past the browser's own checks (required, maxlength), as a robot or an old browser would.
    const bypass = () =>
      page.evaluate(() => {
        const form = document.querySelector<HTMLFormElement>("form#contact")!;
        form.noValidate = true;
        for (const field of form.querySelectorAll("[maxlength]")) field.removeAttribute("maxlength");
      });

    await bypass();
    await fields.firstName.fill("x".repeat(51));
    await fields.email.fill("anna@");
    await fields.message.fill("x".repeat(1001));
    await fields.answer.fill("tolv");
    await fields.privacy.uncheck();
    await fields.send.click();
    for (const message of [
      "Fornavn må maksimalt være 50 tegn",
      "Efternavn er påkrævet",
      "Ugyldig email adresse",
      "Emne er påkrævet",
      "Besked må maksimalt være 1000 tegn",
      "Captcha skal være et tal",
      "Du skal acceptere privatlivspolitikken",
    ]) {
      await expect(fields.form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(fields.email).toHaveValue("anna@");

    await bypass();
    await fields.firstName.fill("");
    await fields.lastName.fill("y".repeat(51));
    await fields.email.fill(`${"a".repeat(251)}@x.dk`);
    await fields.message.fill("For kort");
    await fields.send.click();
    for (const message of [
      "Fornavn er påkrævet",
      "Efternavn må maksimalt være 50 tegn",
      "Email må maksimalt være 255 tegn",
      "Besked skal være mindst 10 tegn",
    ]) {
      await expect(fields.form.getByText(message, { exact: true })).toBeVisible();
    }
  });

  test("a message is sent as a plain form, the sum shown as a picture", async ({ page }) => {
    const lastName = `UdenJs${randomUUID().slice(0, 8)}`;
    await page.goto("/kontakt");
    const fields = contactForm(page);
    await fillValid(fields, lastName, "En besked sendt uden JavaScript.");
    const picture = fields.form.locator("label img");
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(
      192,
    );
    // A person reads the picture; the test pays what a script pays: it solves the proof of work
    // that hides the sum in the page's data.
    const [obfuscated] = /eyJwYXJhbWV0ZXJz[A-Za-z0-9+/=]+/.exec(await page.content()) ?? [];
    const [, a, b] = /^(\d+) \+ (\d+)$/.exec(await deobfuscate(obfuscated!))!;
    await fields.answer.fill(String(Number(a) + Number(b)));
    await fields.send.click();
    await expect(page).toHaveURL(/\/kontakt$/);
    await expect(page.getByText("Besked sendt!")).toBeVisible();
    await expect(fields.lastName).toHaveValue("");
    await expect
      .poll(async () => (await mailsTo(SHOP_INBOX)).some((m) => m.subject.includes(lastName)))
      .toBe(true);
  });
});

test.describe("the contact page", () => {
  test("shows phone, e-mail, CVR number and phone hours", async ({ page }) => {
    await page.goto("/kontakt");
    const cards = page.getByRole("complementary", { name: "Andre måder at kontakte os på" });
    await expect(cards.getByRole("link", { name: "+45 43 96 12 40" })).toHaveAttribute(
      "href",
      "tel:+4543961240",
    );
    await expect(cards.getByRole("link", { name: "hej@krukke.dk" })).toBeVisible();
    await expect(cards.getByText("41 27 63 58")).toBeVisible();
    const hours = cards.getByRole("region", { name: "Telefontider" });
    for (const [day, time] of [
      ["Mandag", "8:00–14:00"],
      ["Tirsdag", "8:00–14:00"],
      ["Onsdag", "8:00–11:00"],
      ["Torsdag", "8:00–14:00"],
      ["Fredag", "Lukket"],
    ]) {
      await expect(hours.getByRole("term").filter({ hasText: day })).toBeVisible();
      await expect(hours.getByRole("definition").filter({ hasText: time }).first()).toBeVisible();
    }
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    await expect(page.getByText("Friday")).toBeVisible();
  });
});

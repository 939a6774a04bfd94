import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { expect, test } from "./support/fixtures";
import { linkIn, waitForMail } from "./support/mail";

/** The sign-up in the footer, by its labels (in Danish). */
function newsletter(page: Page) {
  const section = page.getByRole("contentinfo").getByRole("region", { name: "Nyhedsbrev" });
  return {
    firstName: section.getByLabel("Fornavn"),
    lastName: section.getByLabel("Efternavn (valgfrit)"),
    email: section.getByLabel("E-mail"),
    submit: section.getByRole("button", { name: "Tilmeld" }),
  };
}

const address = () => `nyhed-${randomUUID().slice(0, 8)}@example.dk`;

test.describe("the newsletter in the footer", () => {
  test("signs up in place, is confirmed through the e-mail's link, and then the same address in another case is 'Allerede tilmeldt'", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 409/);
    const email = address();
    await page.goto("/filosofi");
    const form = newsletter(page);
    await form.firstName.fill("Anna");
    await form.email.fill(email);
    await form.submit.click();
    const toasts = page.getByRole("region", { name: /Notifications/ });
    await expect(toasts.getByText("Tak for tilmeldingen!")).toBeVisible();
    await expect(toasts.getByText(/Klik på linket i den for at bekræfte din tilmelding/)).toBeVisible();
    await expect(form.firstName).toHaveValue("");
    await expect(form.email).toHaveValue("");
    await expect(page).toHaveURL(/\/filosofi$/);

    const mail = await waitForMail(email);
    expect(mail.subject).toBe("Bekræft din tilmelding");
    await page.goto(linkIn(mail, /\/nyhedsbrev\/bekraeft\?token=/));
    await expect(page.getByRole("heading", { level: 1, name: "Bekræft din tilmelding" })).toBeVisible();
    await expectAccessible(page, "the newsletter's confirmation page");
    await page.getByRole("button", { name: "Bekræft tilmelding" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Tak! Din tilmelding er bekræftet" }),
    ).toBeVisible();

    await form.firstName.fill("Anna");
    await form.lastName.fill("Hansen");
    await form.email.fill(email.toUpperCase());
    await form.submit.click();
    await expect(toasts.getByText("Allerede tilmeldt", { exact: true })).toBeVisible();
    await expect(toasts.getByText("Denne email er allerede tilmeldt nyhedsbrevet")).toBeVisible();
    // Nothing was signed up, so what was typed stays.
    await expect(form.email).toHaveValue(email.toUpperCase());
  });
});

test.describe("the newsletter without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("posts, comes back to the same page and says how it went; the link's page confirms", async ({
    page,
  }) => {
    const email = address();
    await page.goto("/produkter?filter=supper");
    const form = newsletter(page);
    await form.firstName.fill("Bo");
    await form.email.fill(email);
    await form.submit.click();
    await expect(page).toHaveURL(/\/produkter\?filter=supper$/);
    await expect(page.getByRole("status").getByText("Tak for tilmeldingen!")).toBeVisible();

    await page.goto(linkIn(await waitForMail(email), /\/nyhedsbrev\/bekraeft\?token=/));
    await page.getByRole("button", { name: "Bekræft tilmelding" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Tak! Din tilmelding er bekræftet" }),
    ).toBeVisible();
  });
});

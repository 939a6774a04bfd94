import { confirmEmail, logIn, newCustomer, PASSWORD, signedInCustomer, signUp } from "./support/accounts";
import type { Browser, Locator, Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { E2E_BASE_URL } from "./support/environment";
import { expect, test } from "./support/fixtures";
import { linkIn, mailsTo, waitForMail } from "./support/mail";

test.describe("an account, from sign-up to sign-out", () => {
  test("sign up, confirm by e-mail, log in, see the menu, edit the profile, log out", async ({ page }) => {
    const customer = newCustomer();
    await signUp(page, customer);
    await expect(page.getByText(`Vi har sendt en e-mail til ${customer.email}`)).toBeVisible();
    await expect(page).toHaveURL(/\/login\?mode=signup$/); // no redirect after sign-up

    await confirmEmail(page, customer.email);
    await logIn(page, customer.email);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Login succesfuld!")).toBeVisible();

    const menu = page.getByRole("banner").getByRole("button", { name: "Anna Hansen" });
    await menu.click();
    await page.getByRole("menuitem", { name: "Min profil" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Min profil");
    await expect(page.getByText(customer.email)).toBeVisible();
    await expect(page.getByText("Vestergade 1, 2600 Glostrup")).toBeVisible();
    await expect(page.getByText("Din rabat")).toHaveCount(0); // shown only above 0

    await page.getByRole("link", { name: "Rediger profil" }).click();
    const form = page.getByRole("main");
    await form.getByLabel("Telefon").fill("87 65 43 21");
    await form.getByLabel("By").fill("København");
    await form.getByRole("button", { name: "Gem" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText("Profil opdateret succesfuldt!")).toBeVisible();
    await expect(page.getByText("87 65 43 21")).toBeVisible();

    await page.getByRole("banner").getByRole("button", { name: "Anna Hansen" }).click();
    await page.getByRole("menuitem", { name: "Log ud" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Log ind" })).toBeVisible();
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/);
  });

  test("logging in before confirming says so, and a new confirmation e-mail can be sent", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 4\d\d/);
    const customer = newCustomer();
    await signUp(page, customer);
    await logIn(page, customer.email);
    await expect(page.getByText("Din e-mail er ikke bekræftet endnu")).toBeVisible();
    await page.getByRole("button", { name: "Send bekræftelsesmail igen" }).click();
    await expect(page.getByText("Vi har sendt en ny bekræftelsesmail.")).toBeVisible();
    const second = await waitForMail(customer.email, 2);
    await page.goto(linkIn(second, /verify-email/));
    await logIn(page, customer.email);
    await expect(page).toHaveURL(/\/$/);
  });

  test("a wrong password is answered with a message in the visitor's language", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 400/);
    const customer = await signedInCustomer(page);
    await page.context().clearCookies();
    await page.goto("/login");
    await logIn(page, customer.email, "forkert-kode");
    await expect(page.getByRole("main").getByText("Forkert e-mail eller adgangskode.")).toBeVisible();
    // …and as a toast.
    await expect(
      page.getByRole("region", { name: /Notifications/ }).getByText("Forkert e-mail eller adgangskode."),
    ).toBeVisible();

    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    const form = page.getByRole("main");
    await expect(form.getByRole("heading", { level: 1 })).toHaveText("Log in");
    await form.getByLabel("Email").fill(customer.email);
    await form.getByLabel("Password", { exact: true }).fill("still-wrong");
    await form.getByRole("button", { name: "Log in", exact: true }).click();
    await expect(form.getByText("Wrong email or password.")).toBeVisible();
  });

  test("a signed-in visitor to /login lands on the front page", async ({ page }) => {
    await signedInCustomer(page);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a guest sent to the login page from /profile comes back there after logging in", async ({ page }) => {
    const customer = await signedInCustomer(page);
    await page.context().clearCookies();
    await page.goto("/profile?tab=orders");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await logIn(page, customer.email);
    await expect(page).toHaveURL(/\/profile\?tab=orders$/);
    await expect(page.getByText("Du har ingen ordrer endnu.")).toBeVisible();
    await page.getByRole("link", { name: "Gå til butikken" }).click();
    await expect(page).toHaveURL(/\/produkter$/);
  });
});

test.describe("sessions", () => {
  test("without 'remember me' the session ends with the browser; with it, it lasts 30 days", async ({
    page,
    context,
  }) => {
    const customer = await signedInCustomer(page);
    const session = (await context.cookies()).find((cookie) => cookie.name === "krukke.session_token")!;
    expect(session.expires).toBe(-1);
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe("Lax");

    await page.getByRole("banner").getByRole("button", { name: "Anna Hansen" }).click();
    await page.getByRole("menuitem", { name: "Log ud" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log ind" })).toBeVisible();
    await page.goto("/login");
    await logIn(page, customer.email, PASSWORD, { remember: true });
    await expect(page).toHaveURL(/\/$/);
    const remembered = (await context.cookies()).find((cookie) => cookie.name === "krukke.session_token")!;
    const days = (remembered.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);
  });
});

test.describe("password reset", () => {
  test("Enter in the e-mail field sends the link once, and the page says it was sent", async ({ page }) => {
    const email = newCustomer().email;
    await page.goto("/forgot-password");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.resourceType());
    });
    const field = page.getByRole("main").getByLabel("E-mail");
    await field.fill(email);
    await field.press("Enter");
    const sent = page.getByText(`Hvis der findes en konto med ${email}`, { exact: false });
    await expect(sent).toBeVisible();
    // The field lost its focus as the form left the page: that check must not post the form again.
    await page.waitForLoadState("networkidle");
    expect(posts).toEqual(["fetch"]);
    await expect(sent).toBeVisible();
  });

  test("an e-mailed link sets a new password once", async ({ page, consoleGuard }) => {
    consoleGuard.allow(/status of 400/);
    const customer = await signedInCustomer(page);
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByRole("link", { name: "Glemt adgangskode?" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Glemt adgangskode");
    await page.getByRole("main").getByLabel("E-mail").fill(customer.email);
    await page.getByRole("button", { name: "Send link" }).click();
    await expect(page.getByText(/har vi sendt et link til at vælge en ny adgangskode/)).toBeVisible();

    const mail = await waitForMail(customer.email, 2);
    expect(mail.subject).toBe("Nulstil din adgangskode hos Krukke");
    const link = linkIn(mail, /reset-password\//);
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByRole("main").getByLabel("Ny adgangskode").fill("ny-kode-2026");
    await page.getByRole("main").getByLabel("Bekræft adgangskode").fill("ny-kode-2026");
    await page.getByRole("button", { name: "Gem ny adgangskode" }).click();
    await expect(page.getByText("Din adgangskode er ændret. Log ind med den nye.").first()).toBeVisible();

    await logIn(page, customer.email, PASSWORD);
    await expect(page.getByRole("main").getByText("Forkert e-mail eller adgangskode.")).toBeVisible();
    await logIn(page, customer.email, "ny-kode-2026");
    await expect(page).toHaveURL(/\/$/);

    // The link works once.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.getByText("Linket er udløbet eller allerede brugt. Bed om et nyt.")).toBeVisible();
  });
});

test.describe("many shoppers behind one address", () => {
  /** Uses up the address's password resets for the hour (10), as other shoppers behind it would. */
  async function busyAddress(page: Page) {
    for (let other = 0; other < 10; other++) {
      const answer = await page.request.post("/forgot-password", {
        form: { email: `nabo-${other}@example.dk` },
      });
      expect(answer.status()).toBe(200);
    }
  }
  /** A confirmed customer, signed in on another device, not in this test's browser. */
  async function customerElsewhere(browser: Browser) {
    const elsewhere = await browser.newContext({ baseURL: E2E_BASE_URL });
    const customer = await signedInCustomer(await elsewhere.newPage());
    await elsewhere.close();
    return customer;
  }
  /** The widget has put its solution in the form, as it does while a person types. */
  const proofReady = (form: Locator) =>
    expect(form.locator('input[name="proof"]')).toHaveValue(/.{100}/, { timeout: 20_000 });

  test("past the address's limit the reset link is sent, and the person never sees a question", async ({
    page,
    browser,
  }) => {
    const { email } = await customerElsewhere(browser);
    await busyAddress(page);
    await page.goto("/forgot-password");
    const main = page.getByRole("main");
    await main.getByLabel("E-mail").fill(email);
    await proofReady(main.locator("form"));
    await main.getByRole("button", { name: "Send link" }).click();
    await expect(
      main.getByText(`Hvis der findes en konto med ${email}, har vi sendt et link`, { exact: false }),
    ).toBeVisible();
    await expect(main.getByText(/Hvad er|robot/)).toHaveCount(0);
    await expectAccessible(page, "the reset page with its proof of work");
    // The first e-mail confirmed the address; the second has the link.
    expect((await waitForMail(email, 2)).subject).toBe("Nulstil din adgangskode hos Krukke");
  });

  test("an owner whose account a stranger guessed at signs in with the right password, unasked", async ({
    page,
    browser,
  }) => {
    const customer = await customerElsewhere(browser);
    for (let guess = 1; guess <= 5; guess++) {
      const answer = await page.request.post("/login", {
        form: { intent: "login", email: customer.email, password: `forkert-${guess}` },
      });
      expect(answer.status()).toBe(400);
    }
    await page.goto("/login");
    const form = page.getByRole("main").locator("form").first();
    await form.getByLabel("E-mail").fill(customer.email);
    await form.getByLabel("Adgangskode", { exact: true }).fill(PASSWORD);
    await proofReady(form);
    await form.getByRole("button", { name: "Log ind" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole("banner").getByText(`${customer.firstName} ${customer.lastName}`),
    ).toBeVisible();
  });

  test.describe("without scripts", () => {
    test.use({ javaScriptEnabled: false });

    test("past the address's limit the reset form says what to do, and sends nothing", async ({
      page,
      consoleGuard,
    }) => {
      consoleGuard.allow(/status of 429/);
      await busyAddress(page);
      const email = newCustomer().email;
      await page.goto("/forgot-password");
      const main = page.getByRole("main");
      await main.getByLabel("E-mail").fill(email);
      await main.getByRole("button", { name: "Send link" }).click();
      await expect(main.getByText(/mange forsøg fra din internetforbindelse/)).toBeVisible();
      await expect(main.getByLabel("E-mail")).toHaveValue(email);
      expect(await mailsTo(email)).toHaveLength(0);
    });

    test("an account that asks a proof offers a sign-in link, and the link signs the owner in", async ({
      page,
      browser,
      consoleGuard,
    }) => {
      consoleGuard.allow(/status of 429/);
      const customer = await customerElsewhere(browser);
      for (let guess = 1; guess <= 5; guess++) {
        await page.request.post("/login", {
          form: { intent: "login", email: customer.email, password: `forkert-${guess}` },
        });
      }
      await page.goto("/login");
      const main = page.getByRole("main");
      await main.getByLabel("E-mail").fill(customer.email);
      await main.getByLabel("Adgangskode", { exact: true }).fill(PASSWORD);
      await main.getByRole("button", { name: "Log ind" }).click();
      await expect(main.getByText(/mange forkerte forsøg på at logge ind/).first()).toBeVisible();
      await main.getByRole("button", { name: "Send mig et login-link" }).click();
      await expect(
        main.getByText(`Hvis der findes en konto med ${customer.email}`, { exact: false }),
      ).toBeVisible();
      // The first e-mail confirmed the address; the second is the link.
      const mail = await waitForMail(customer.email, 2);
      expect(mail.subject).toBe("Dit login-link til Krukke");
      await page.goto(linkIn(mail, /magic-link\/verify/));
      await expect(page).toHaveURL(/\/profile$/);
    });
  });
});

test.describe("the sign-up form", () => {
  test("answers every broken rule with its message, next to its field", async ({ page }) => {
    await page.goto("/login?mode=signup");
    const form = page.getByRole("main");
    await form.getByRole("button", { name: "Opret konto" }).click();
    for (const label of [
      "Fornavn",
      "Efternavn",
      "E-mail",
      "Telefon",
      "Adresse",
      "Postnummer",
      "By",
      "Adgangskode",
      "Bekræft adgangskode",
    ]) {
      const field = form.getByLabel(label, { exact: true });
      await expect(field, label).toHaveAttribute("aria-invalid", "true");
      await expect(field, label).toHaveAccessibleDescription(/^Feltet skal udfyldes/);
    }
    await expect(form.getByText("Du skal acceptere handelsbetingelserne")).toBeVisible();

    await form.getByLabel("Telefon").fill("12 34 ab");
    await form.getByLabel("Postnummer").fill("260");
    await form.getByLabel("E-mail").fill("anna@");
    await form.getByLabel("Adgangskode", { exact: true }).fill("kort");
    await form.getByLabel("Bekræft adgangskode").fill("korT");
    await form.getByRole("button", { name: "Opret konto" }).click();
    await expect(form.getByLabel("Telefon")).toHaveAccessibleDescription(
      "Et telefonnummer må kun indeholde cifre, mellemrum og + - ( )",
    );
    await expect(form.getByLabel("Postnummer")).toHaveAccessibleDescription(
      "Et postnummer er præcis 4 cifre",
    );
    await expect(form.getByLabel("E-mail")).toHaveAccessibleDescription("Ugyldig email adresse");
    await expect(form.getByLabel("Adgangskode", { exact: true })).toHaveAccessibleDescription(
      /Adgangskoden skal være mindst 8 tegn/,
    );
    await expect(form.getByLabel("Bekræft adgangskode")).toHaveAccessibleDescription(
      "Adgangskoderne matcher ikke",
    );

    await form.getByLabel("Telefon").fill("1234");
    await form.getByRole("button", { name: "Opret konto" }).click();
    await expect(form.getByLabel("Telefon")).toHaveAccessibleDescription(
      "Et telefonnummer har 8 til 15 cifre",
    );
  });

  test("shows and hides the password", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByRole("main").getByLabel("Adgangskode", { exact: true });
    await password.fill("hemmelig");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Vis adgangskode" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Skjul adgangskode" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("is not for search engines", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  });
});

test.describe("the sign-up form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server gives the same messages and creates nothing", async ({ page }) => {
    const customer = newCustomer({ postalCode: "12", phone: "tlf" });
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
    await form.getByLabel("Bekræft adgangskode").fill("noget-andet-1");
    // Skip the browser's own checks: the server must catch everything itself.
    await page.evaluate(() => document.querySelector("form#signup")?.setAttribute("novalidate", ""));
    await form.getByRole("button", { name: "Opret konto" }).click();
    await expect(form.getByText("Et postnummer er præcis 4 cifre")).toBeVisible();
    await expect(
      form.getByText("Et telefonnummer må kun indeholde cifre, mellemrum og + - ( )"),
    ).toBeVisible();
    await expect(form.getByText("Adgangskoderne matcher ikke")).toBeVisible();
    await expect(form.getByText("Du skal acceptere handelsbetingelserne")).toBeVisible();
    expect(await mailsTo(customer.email)).toEqual([]);
  });
});

test.describe("your data", () => {
  test("can be downloaded, and the account deleted after typing its e-mail", async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 400/);
    const customer = await signedInCustomer(page);
    await page.goto("/profile");
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Hent mine data (JSON)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^krukke-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(
      await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString()),
    );
    expect(data.profile).toMatchObject({ email: customer.email, first_name: "Anna", phone: customer.phone });

    await page.getByRole("link", { name: "Slet min konto" }).click();
    const form = page.getByRole("main");
    await form.getByLabel("Skriv din e-mail for at bekræfte").fill("en-anden@example.dk");
    await form.getByRole("button", { name: "Slet min konto for altid" }).click();
    await expect(form.getByText("Skriv præcis din kontos e-mailadresse")).toBeVisible();
    await form.getByLabel("Skriv din e-mail for at bekræfte").fill(customer.email);
    await form.getByRole("button", { name: "Slet min konto for altid" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Din konto er slettet.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Log ind" })).toBeVisible();

    await logIn(page, customer.email);
    await expect(page.getByRole("main").getByText("Forkert e-mail eller adgangskode.")).toBeVisible();
  });
});

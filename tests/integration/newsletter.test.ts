import { desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as subscribersLoader } from "~/routes/admin.nyhedsbrev";
import { loader as subscribersCsvLoader } from "~/routes/admin.nyhedsbrev.csv";
import { action as confirmAction, loader as confirmLoader } from "~/routes/nyhedsbrev.bekraeft";
import { action as newsletterAction } from "~/routes/resources.newsletter";
import { housekeeping } from "~/server/background.server";
import { getDb } from "~/server/db/index.server";
import { emailOutbox, newsletterSubscribers } from "~/server/db/schema.server";
import { RATE_LIMITS } from "~/server/rate-limit.server";
import { post } from "./helpers/answers";
import { setupTestDatabase } from "./helpers/database";
import { callLoader } from "./helpers/routes";
import { createSignedInUser, uniqueEmail, type TestUser } from "./helpers/users";

setupTestDatabase();

let ipCounter = 0;
const nextIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const signUp = (form: Record<string, string> | FormData, clientIp = nextIp(), cookie?: string) =>
  post<{ ok: boolean }>(newsletterAction, "/resources/newsletter", form, {
    clientIp,
    headers: cookie ? { Cookie: cookie } : undefined,
  });

const subscriptionsOf = (email: string) =>
  getDb()
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);

const confirmationMailsTo = (email: string) =>
  getDb()
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.to_address}) = lower(${email})`)
    .orderBy(desc(emailOutbox.created_at));

/** The confirmation link's token, from the newest e-mail to the address. */
async function tokenFor(email: string): Promise<string> {
  const [mail] = await confirmationMailsTo(email);
  const link = mail?.text?.match(/https?:\/\/\S*\/nyhedsbrev\/bekraeft\?\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link to ${email}`);
  return new URL(link).searchParams.get("token")!;
}

const openLink = (token: string) =>
  callLoader(confirmLoader, `/nyhedsbrev/bekraeft?token=${encodeURIComponent(token)}`);
const pressConfirm = async (token: string) =>
  (await post<Awaited<ReturnType<typeof confirmAction>>>(confirmAction, "/nyhedsbrev/bekraeft", { token }))
    .data;

let admin: TestUser;
beforeAll(async () => {
  admin = await createSignedInUser({ changes: { role: "admin" } });
});

const adminList = async (search: string) =>
  (
    await callLoader(
      subscribersLoader,
      `/admin/nyhedsbrev?q=${encodeURIComponent(search)}`,
      {},
      {
        headers: { Cookie: admin.cookie },
      },
    )
  ).subscribers.map((subscriber) => subscriber.email);
const adminCsv = async () =>
  (
    (await callLoader(
      subscribersCsvLoader,
      "/admin/nyhedsbrev/csv",
      {},
      {
        headers: { Cookie: admin.cookie },
      },
    )) as Response
  ).text();

describe("the newsletter sign-up", () => {
  it("stores the address unconfirmed and e-mails its confirmation link: 'Tak for tilmeldingen!'", async () => {
    const email = uniqueEmail("nyhed");
    const answer = await signUp({ first_name: " Anna ", last_name: "", email });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ ok: true });
    expect(answer.toast).toMatchObject({
      type: "success",
      title: "footer.newsletter.success",
      description: "footer.newsletter.confirmHint",
    });
    const [row] = await subscriptionsOf(email);
    expect(row).toMatchObject({ first_name: "Anna", last_name: null, email, confirmed_at: null });

    const [mail] = await confirmationMailsTo(email);
    expect(mail).toMatchObject({ template: "newsletter-confirmation", subject: "Bekræft din tilmelding" });
    expect(mail!.text).toContain("Hej Anna");
    expect(mail!.text).toMatch(
      /Bekræft din tilmelding: http:\/\/localhost:3000\/nyhedsbrev\/bekraeft\?token=[\w-]{43}\n/,
    );
    // The table keeps only the token's hash: the link alone can confirm.
    const token = await tokenFor(email);
    expect(JSON.stringify(row)).not.toContain(token);

    const other = uniqueEmail("fuld");
    await signUp({ first_name: "Bo", last_name: "Berg", email: other });
    expect(await subscriptionsOf(other)).toMatchObject([{ first_name: "Bo", last_name: "Berg" }]);
  });

  it("in English writes the e-mail in English, and its link opens the page in English", async () => {
    const email = uniqueEmail("english");
    await signUp({ first_name: "Emma", email }, nextIp(), "lang=en");
    const [mail] = await confirmationMailsTo(email);
    expect(mail!.subject).toBe("Confirm your subscription");
    expect(mail!.text).toMatch(/\/nyhedsbrev\/bekraeft\?token=[\w-]+&lang=en\n/);
  });

  it("a newsletter address is only exported after its confirmation link is opened and confirmed", async () => {
    const email = uniqueEmail("samtykke");
    await signUp({ first_name: "Karen", last_name: "Krukke", email });
    expect(await adminList(email)).toEqual([]);
    expect(await adminCsv()).not.toContain(email);

    // Opening the link (as a mail scanner does) shows the button and changes nothing.
    const token = await tokenFor(email);
    expect(await openLink(token)).toMatchObject({ state: "pending", email });
    expect((await subscriptionsOf(email))[0]!.confirmed_at).toBeNull();
    expect(await adminCsv()).not.toContain(email);

    const before = Date.now();
    expect(await pressConfirm(token)).toEqual({ state: "confirmed", email });
    const [row] = await subscriptionsOf(email);
    expect(row!.confirmed_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await adminList(email)).toEqual([email]);
    expect(await adminCsv()).toContain(
      `${email},Karen Krukke,${row!.created_at.toISOString()},${row!.confirmed_at!.toISOString()}`,
    );

    // Once: the same link again says so and keeps the first time.
    expect(await pressConfirm(token)).toEqual({ state: "already-confirmed", email });
    expect(await openLink(token)).toMatchObject({ state: "already-confirmed", email });
    expect((await subscriptionsOf(email))[0]!.confirmed_at).toEqual(row!.confirmed_at);
  });

  it("a wrong, forged or expired link confirms nothing", async () => {
    const email = uniqueEmail("udloebet");
    await signUp({ first_name: "Anna", email });
    const token = await tokenFor(email);
    for (const wrong of [
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      "",
      "<script>",
      "x".repeat(500),
    ]) {
      expect(await pressConfirm(wrong)).toEqual({ state: "unknown" });
      expect(await openLink(wrong)).toMatchObject({ state: "unknown" });
    }
    await getDb()
      .update(newsletterSubscribers)
      .set({ confirmation_expires_at: new Date(Date.now() - 1000) })
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
    expect(await openLink(token)).toMatchObject({ state: "expired" });
    expect(await pressConfirm(token)).toEqual({ state: "expired" });
    expect((await subscriptionsOf(email))[0]!.confirmed_at).toBeNull();
    expect(await adminCsv()).not.toContain(email);
  });

  it("an address still waiting gets a new link, answered like a new sign-up; the old link stops working", async () => {
    const email = uniqueEmail("igen");
    await signUp({ first_name: "Anna", email });
    const first = await tokenFor(email);
    const again = await signUp({ first_name: "Anna", email: email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.toast).toMatchObject({ title: "footer.newsletter.success" });
    expect(await confirmationMailsTo(email)).toHaveLength(2);
    const second = await tokenFor(email);
    expect(second).not.toBe(first);
    expect(await pressConfirm(first)).toEqual({ state: "unknown" });
    expect(await pressConfirm(second)).toMatchObject({ state: "confirmed" });
    expect(await subscriptionsOf(email)).toHaveLength(1);
  });

  it(`sends one address no more than ${RATE_LIMITS.newsletterConfirmationsPerEmail.limit} confirmation e-mails a day, whoever asks`, async () => {
    const email = uniqueEmail("bombe");
    const { limit } = RATE_LIMITS.newsletterConfirmationsPerEmail;
    for (let attempt = 0; attempt < limit + 3; attempt += 1) {
      const answer = await signUp({ first_name: "Anna", email });
      // The same answer every time: it tells nobody whether mail went out.
      expect(answer.status).toBe(200);
      expect(answer.toast).toMatchObject({ title: "footer.newsletter.success" });
    }
    expect(await confirmationMailsTo(email)).toHaveLength(limit);
    // The last link sent still works.
    expect(await pressConfirm(await tokenFor(email))).toMatchObject({ state: "confirmed" });
  });

  it("a confirmed address in another case is 'Allerede tilmeldt', still one subscription, no e-mail", async () => {
    const email = uniqueEmail("dobbelt");
    await signUp({ first_name: "Anna", email });
    await pressConfirm(await tokenFor(email));
    const again = await signUp({ first_name: "Anna", email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.data).toEqual({ ok: false });
    expect(again.toast).toMatchObject({
      title: "footer.newsletter.duplicateTitle",
      description: "footer.newsletter.duplicate",
    });
    expect(await subscriptionsOf(email)).toHaveLength(1);
    expect(await confirmationMailsTo(email)).toHaveLength(1);
  });

  it.each([
    [{ email: "anna@example.dk" }, "footer.newsletter.missingTitle", "footer.newsletter.missing"],
    [{ first_name: "Anna" }, "footer.newsletter.missingTitle", "footer.newsletter.missing"],
    [{ first_name: "  ", email: "  " }, "footer.newsletter.missingTitle", "footer.newsletter.missing"],
    [{ first_name: "Anna", email: "anna@" }, "footer.newsletter.invalidTitle", "validation.email"],
    [
      { first_name: "x".repeat(51), email: "anna@example.dk" },
      "footer.newsletter.invalidTitle",
      "validation.nameTooLong",
    ],
  ])("refuses %o with a toast, storing nothing", async (form, title, description) => {
    const before = await getDb().$count(newsletterSubscribers);
    const answer = await signUp(form);
    expect(answer.status).toBe(400);
    expect(answer.toast).toMatchObject({ type: "error", title, description });
    expect(await getDb().$count(newsletterSubscribers)).toBe(before);
  });

  it("without scripts goes back to the page it came from, with the toast", async () => {
    const email = uniqueEmail("uden-js");
    const answer = await signUp({ first_name: "Anna", email, redirectTo: "/produkter?side=2" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/produkter?side=2");
    expect(answer.toast).toMatchObject({
      title: "footer.newsletter.success",
      description: "footer.newsletter.confirmHint",
    });
    const missing = await signUp({ first_name: "", email, redirectTo: "/filosofi" });
    expect(missing.location).toBe("/filosofi");
    expect(missing.toast).toMatchObject({ title: "footer.newsletter.missingTitle" });
  });

  it("sends nobody to another site", async () => {
    const answer = await signUp({ first_name: "Anna", email: uniqueEmail(), redirectTo: "//evil.example" });
    expect(answer.location).toBe("/");
  });

  it("never answers garbage with a 500", async () => {
    const files = new FormData();
    files.set("first_name", new Blob(["Anna"]));
    files.set("email", new Blob(["anna@example.dk"]));
    expect((await signUp(files)).status).toBe(400);

    const broken = await newsletterAction({
      request: new Request("http://localhost/resources/newsletter", {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=x" },
        body: "nonsense",
      }),
      params: {},
      context: { cspNonce: "", clientIp: nextIp(), shareable: false },
    } as unknown as Parameters<typeof newsletterAction>[0]);
    expect((broken as { init?: ResponseInit }).init?.status).toBe(400);
  });

  it(`lets ${RATE_LIMITS.newsletterPerIp.limit} sign-ups through per address per hour, then says so`, async () => {
    const ip = nextIp();
    for (let attempt = 0; attempt < RATE_LIMITS.newsletterPerIp.limit; attempt += 1) {
      await signUp({ first_name: "", email: "" }, ip);
    }
    const email = uniqueEmail("for-mange");
    const limited = await signUp({ first_name: "Anna", email }, ip);
    expect(limited.status).toBe(429);
    expect(limited.toast).toMatchObject({
      title: "footer.newsletter.rateLimitedTitle",
      description: "footer.newsletter.rateLimited",
      values: { minutes: 60 },
    });
    expect(await subscriptionsOf(email)).toHaveLength(0);
  });
});

describe("housekeeping of sign-ups", () => {
  it("deletes sign-ups never confirmed whose 30 days are up, and keeps confirmed and recent ones", async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    const [old, recent, confirmed, resent] = ["gammel", "ny", "bekraeftet", "gensendt"].map((prefix) =>
      uniqueEmail(prefix),
    ) as [string, string, string, string];
    for (const email of [old, recent, confirmed, resent]) await signUp({ first_name: "Anna", email });
    const age = (email: string, created: Date, expires: Date, confirmedAt: Date | null = null) =>
      getDb()
        .update(newsletterSubscribers)
        .set({ created_at: created, confirmation_expires_at: expires, confirmed_at: confirmedAt })
        .where(eq(newsletterSubscribers.email, email));
    await age(old, daysAgo(31), daysAgo(1));
    await age(recent, daysAgo(29), daysAgo(-1));
    await age(confirmed, daysAgo(400), daysAgo(370), daysAgo(399));
    // Signed up long ago, asked again last week: its newest link still works.
    await age(resent, daysAgo(40), daysAgo(-23));

    await housekeeping();

    expect(await subscriptionsOf(old)).toHaveLength(0);
    for (const kept of [recent, confirmed, resent]) expect(await subscriptionsOf(kept), kept).toHaveLength(1);
  });
});

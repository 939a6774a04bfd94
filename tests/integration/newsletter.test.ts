import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as newsletterAction } from "~/routes/resources.newsletter";
import { getDb } from "~/server/db/index.server";
import { newsletterSubscribers } from "~/server/db/schema";
import { RATE_LIMITS } from "~/server/rate-limit.server";
import { post } from "./helpers/answers";
import { setupTestDatabase } from "./helpers/database";
import { uniqueEmail } from "./helpers/users";

setupTestDatabase();

let ipCounter = 0;
const nextIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const signUp = (form: Record<string, string> | FormData, clientIp = nextIp()) =>
  post<{ ok: boolean }>(newsletterAction, "/resources/newsletter", form, { clientIp });

const subscriptionsOf = (email: string) =>
  getDb()
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);

describe("the newsletter sign-up", () => {
  it("subscribes with first name and e-mail, the last name optional: 'Tak for tilmeldingen!'", async () => {
    const email = uniqueEmail("nyhed");
    const answer = await signUp({ first_name: " Anna ", last_name: "", email });
    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({ ok: true });
    expect(answer.toast).toMatchObject({ type: "success", title: "footer.newsletter.success" });
    expect(await subscriptionsOf(email)).toMatchObject([{ first_name: "Anna", last_name: null, email }]);

    const other = uniqueEmail("fuld");
    await signUp({ first_name: "Bo", last_name: "Berg", email: other });
    expect(await subscriptionsOf(other)).toMatchObject([{ first_name: "Bo", last_name: "Berg" }]);
  });

  it("refuses the same address in another case: 'Allerede tilmeldt', still one subscription", async () => {
    const email = uniqueEmail("dobbelt");
    await signUp({ first_name: "Anna", email });
    const again = await signUp({ first_name: "Anna", email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.data).toEqual({ ok: false });
    expect(again.toast).toMatchObject({
      title: "footer.newsletter.duplicateTitle",
      description: "footer.newsletter.duplicate",
    });
    expect(await subscriptionsOf(email)).toHaveLength(1);
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
    expect(answer.toast).toMatchObject({ title: "footer.newsletter.success" });
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
      context: { cspNonce: "", clientIp: nextIp() },
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

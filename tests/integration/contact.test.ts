import { desc, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { loader as subscribersCsvLoader } from "~/routes/admin.nyhedsbrev.csv";
import ContactPage, { action as contactAction, loader as contactLoader } from "~/routes/kontakt";
import { loader as questionPictureLoader } from "~/routes/resources.contact-question";
import { issueQuestion, readHumanCheckToken, type HumanCheckQuestion } from "~/server/human-check.server";
import { resetConfig } from "~/server/config.server";
import { getDb } from "~/server/db/index.server";
import { contactMessages, emailOutbox, newsletterSubscribers } from "~/server/db/schema.server";
import { confirmSubscription } from "~/server/newsletter.server";
import { RATE_LIMITS } from "~/server/rate-limit.server";
import { post } from "./helpers/answers";
import { setupTestDatabase } from "./helpers/database";
import { solvedProof } from "./helpers/proof-of-work";
import { renderPage } from "./helpers/render";
import { callLoader } from "./helpers/routes";
import { createSignedInUser, uniqueEmail } from "./helpers/users";

setupTestDatabase();

/** A question as the page gets it, with the numbers only the server can read from its token. */
type Question = HumanCheckQuestion & { a: number; b: number };
type ContactAnswer = {
  result?: {
    status?: string;
    error?: Record<string, string[]>;
    initialValue?: Record<string, unknown> | null;
  };
  question?: HumanCheckQuestion;
};

let ipCounter = 0;
/** Each test posts from its own address, so the rate limit is its own. */
const nextIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

function withNumbers(question: HumanCheckQuestion): Question {
  const { a, b } = readHumanCheckToken(question.token)!;
  return { ...question, a, b };
}

async function newQuestion(): Promise<Question> {
  return withNumbers((await callLoader(contactLoader, "/kontakt")).question);
}

function message(email: string, question: Question, changes: Record<string, string | undefined> = {}) {
  const fields: Record<string, string | undefined> = {
    firstName: "Anna",
    lastName: "Hansen",
    email,
    phone: "+45 12 34 56 78",
    subject: "samarbejde",
    message: "Vi vil gerne sælge jeres supper i vores café.\nHvordan kommer vi i gang?",
    captchaAnswer: String(question.a + question.b),
    humanCheckToken: question.token,
    privacy: "on",
    newsletter: "on",
    ...changes,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}

const send = (form: Record<string, string> | FormData, clientIp = nextIp(), cookie?: string) =>
  post<ContactAnswer>(contactAction, "/kontakt", form, {
    clientIp,
    headers: cookie ? { Cookie: cookie } : undefined,
  });

async function storedFrom(email: string) {
  return getDb().select().from(contactMessages).where(eq(contactMessages.email, email));
}

async function mailsMentioning(text: string) {
  return getDb()
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.text} like ${`%${text}%`}`)
    .orderBy(desc(emailOutbox.created_at));
}

async function subscriptionsOf(email: string) {
  return getDb()
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`);
}

afterEach(() => {
  delete process.env.SHOP_EMAIL;
  resetConfig();
});

describe("the contact page", () => {
  it("asks a new sum of two numbers from 1 to 10 on every load", async () => {
    const questions = await Promise.all(Array.from({ length: 20 }, newQuestion));
    for (const { a, b } of questions) {
      expect(a).toBeGreaterThanOrEqual(1);
      expect(a).toBeLessThanOrEqual(10);
      expect(b).toBeGreaterThanOrEqual(1);
      expect(b).toBeLessThanOrEqual(10);
    }
    expect(new Set(questions.map((question) => question.token)).size).toBe(20);
  });

  it("never carries the sum's numbers as text: the page has a placeholder, a script the proof of work", async () => {
    for (let round = 0; round < 10; round += 1) {
      const loaderData = await callLoader(contactLoader, "/kontakt");
      const { a, b } = withNumbers(loaderData.question);
      // What a browser gets: the page and its data, as JSON in the page.
      const html =
        renderPage(ContactPage, { path: "/kontakt", pattern: "/kontakt", loaderData }) +
        JSON.stringify(loaderData);
      expect(html).toContain("Hvad er ");
      expect(html).not.toContain(`${a} + ${b}`);
      // Without JavaScript the sum is a picture, drawn from the token.
      expect(html).toContain(
        `/resources/contact-question?token=${encodeURIComponent(loaderData.question.token)}`,
      );
    }
  });

  it("draws the sum's picture for a genuine token only, and lets nothing keep it", async () => {
    const { token } = await newQuestion();
    const picture = (await callLoader(
      questionPictureLoader,
      `/resources/contact-question?token=${encodeURIComponent(token)}`,
    )) as Response;
    expect(picture.status).toBe(200);
    expect(picture.headers.get("Content-Type")).toBe("image/png");
    expect(picture.headers.get("Cache-Control")).toBe("no-store");
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(200);
    for (const query of ["", "?token=", `?token=${encodeURIComponent(`${token}x`)}`, "?token=c1.1.1.9.n.s"]) {
      const refused = (await callLoader(
        questionPictureLoader,
        `/resources/contact-question${query}`,
      )) as Response;
      expect(refused.status).toBe(404);
    }
  });
});

describe("sending a message", () => {
  it("stores it, e-mails it to the shop and signs the sender up for the newsletter", async () => {
    const email = uniqueEmail("cafe");
    const answer = await send(message(email, await newQuestion()));
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/kontakt");
    expect(answer.toast).toMatchObject({
      type: "success",
      title: "contact.sentTitle",
      description: "contact.sentText",
    });

    const [stored] = await storedFrom(email);
    expect(stored).toMatchObject({
      first_name: "Anna",
      last_name: "Hansen",
      phone: "+45 12 34 56 78",
      subject: "samarbejde",
      newsletter: true,
    });
    expect(stored!.message).toContain("Hvordan kommer vi i gang?");

    const [mail] = await mailsMentioning(email);
    expect(mail).toMatchObject({ to_address: "hej@krukke.dk", template: "contact-message" });
    expect(mail!.subject).toBe("Kontaktformular: Samarbejde fra Anna Hansen");
    expect(mail!.text).toContain("Vi vil gerne sælge jeres supper i vores café.\nHvordan kommer vi i gang?");
    expect(mail!.html).toContain(`mailto:${encodeURIComponent(email)}`);

    // Signed up, not subscribed: the address has to confirm through its own e-mail first.
    expect(await subscriptionsOf(email)).toMatchObject([
      { first_name: "Anna", last_name: "Hansen", confirmed_at: null },
    ]);
    const [confirmation] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.to_address, email));
    expect(confirmation).toMatchObject({
      template: "newsletter-confirmation",
      subject: "Bekræft din tilmelding",
    });
    expect(mail!.text).toContain("Nyhedsbrev: Ja (tilmeldingen bekræftes via e-mail)");
  });

  it("the newsletter box too needs the confirmation: unconfirmed it is not exported, confirmed it is", async () => {
    const admin = await createSignedInUser({ changes: { role: "admin" } });
    const csv = async () =>
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
    const email = uniqueEmail("kryds");
    await send(message(email, await newQuestion()), nextIp(), "lang=en");
    expect(await csv()).not.toContain(email);
    const [confirmation] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.to_address, email));
    // In the sender's language.
    expect(confirmation!.subject).toBe("Confirm your subscription");
    const token = new URL(
      confirmation!.text!.match(/https?:\/\/\S*\/nyhedsbrev\/bekraeft\?\S+/)![0],
    ).searchParams.get("token");
    expect(await confirmSubscription(token)).toMatchObject({ state: "confirmed" });
    expect(await csv()).toContain(`${email},Anna Hansen,`);
  });

  it("sends to SHOP_EMAIL when it is set, and leaves the newsletter alone when not ticked", async () => {
    process.env.SHOP_EMAIL = "kundeservice@krukke.dk";
    resetConfig();
    const email = uniqueEmail("uden-nyhedsbrev");
    const answer = await send(message(email, await newQuestion(), { newsletter: undefined, phone: "" }));
    expect(answer.status).toBe(302);
    const [mail] = await mailsMentioning(email);
    expect(mail!.to_address).toBe("kundeservice@krukke.dk");
    expect(mail!.text).toContain("Telefon: Ikke oplyst");
    expect((await storedFrom(email))[0]).toMatchObject({ phone: null, newsletter: false });
    expect(await subscriptionsOf(email)).toHaveLength(0);
  });

  it("keeps an existing subscription as it is (in any case) and still sends the message", async () => {
    const email = uniqueEmail("abonnent");
    const confirmedAt = new Date(Date.now() - 60_000);
    await getDb()
      .insert(newsletterSubscribers)
      .values({ first_name: "Gammel", email: email.toUpperCase(), confirmed_at: confirmedAt });
    const answer = await send(message(email, await newQuestion()));
    expect(answer.status).toBe(302);
    expect(await storedFrom(email)).toHaveLength(1);
    expect(await subscriptionsOf(email)).toMatchObject([{ first_name: "Gammel", confirmed_at: confirmedAt }]);
    // No confirmation asked of an address that has given it.
    const mails = await getDb().select().from(emailOutbox).where(eq(emailOutbox.to_address, email));
    expect(mails).toHaveLength(0);
  });

  it("shows markup in a message as text in the e-mail", async () => {
    const email = uniqueEmail("markup");
    await send(message(email, await newQuestion(), { message: "<script>alert('hej')</script> tak" }));
    const [mail] = await mailsMentioning(email);
    expect(mail!.html).not.toContain("<script>alert");
    expect(mail!.html).toContain("&lt;script&gt;");
  });
});

describe("a message with mistakes", () => {
  it.each([
    [{ firstName: "" }, "firstName", "contact.validation.firstNameRequired"],
    [{ lastName: "x".repeat(51) }, "lastName", "contact.validation.lastNameTooLong"],
    [{ email: "anna@" }, "email", "validation.email"],
    [{ subject: "" }, "subject", "contact.validation.subjectRequired"],
    [{ message: "For kort" }, "message", "contact.validation.messageTooShort"],
    [{ message: "x".repeat(1001) }, "message", "contact.validation.messageTooLong"],
    [{ captchaAnswer: "tolv" }, "captchaAnswer", "contact.validation.humanCheckNumber"],
    [{ privacy: undefined }, "privacy", "contact.validation.privacy"],
  ])("%o is refused with its message on %s, changing nothing", async (changes, field, key) => {
    const email = uniqueEmail("fejl");
    const question = await newQuestion();
    const answer = await send(message(email, question, changes));
    expect(answer.status).toBe(400);
    expect(answer.data?.result?.error?.[field]).toEqual([key]);
    // The same question stays: the visitor only has to correct the field.
    expect(answer.data?.question?.token).toEqual(question.token);
    expect(await storedFrom(email)).toHaveLength(0);
    expect(await mailsMentioning(email)).toHaveLength(0);
    expect(await subscriptionsOf(email)).toHaveLength(0);
  });

  it("a wrong sum: 'Forkert svar', a different question, the answer cleared, nothing sent", async () => {
    const email = uniqueEmail("forkert");
    const question = await newQuestion();
    const answer = await send(
      message(email, question, { captchaAnswer: String(question.a + question.b + 1) }),
    );
    expect(answer.status).toBe(400);
    expect(answer.toast).toMatchObject({
      type: "error",
      title: "contact.wrongAnswerTitle",
      description: "contact.wrongAnswer",
    });
    expect(answer.data?.result?.error?.captchaAnswer).toEqual(["contact.wrongAnswer"]);
    expect(answer.data?.result?.initialValue?.captchaAnswer).toBeUndefined();
    expect(answer.data?.result?.initialValue?.firstName).toBe("Anna");
    const next = withNumbers(answer.data!.question!);
    expect(next.token).not.toBe(question.token);
    expect([next.a, next.b]).not.toEqual([question.a, question.b]);
    expect(await storedFrom(email)).toHaveLength(0);

    // The new question works.
    expect((await send(message(email, next))).status).toBe(302);
    expect(await storedFrom(email)).toHaveLength(1);
  });

  it("a question answered once cannot be answered again (no replay)", async () => {
    const question = await newQuestion();
    const first = uniqueEmail("en-gang");
    expect((await send(message(first, question))).status).toBe(302);
    const again = uniqueEmail("igen");
    const replay = await send(message(again, question));
    expect(replay.status).toBe(400);
    expect(replay.toast).toMatchObject({ title: "contact.humanCheckExpiredTitle" });
    expect(replay.data?.result?.error?.captchaAnswer).toEqual(["contact.humanCheckExpired"]);
    expect(await storedFrom(again)).toHaveLength(0);
  });

  it("a wrong answer uses the question up too: guessing needs a new one each time", async () => {
    const question = await newQuestion();
    const email = uniqueEmail("gaet");
    await send(message(email, question, { captchaAnswer: String(question.a + question.b + 1) }));
    expect((await send(message(email, question))).status).toBe(400);
    expect(await storedFrom(email)).toHaveLength(0);
  });

  it("refuses a forged question, an expected answer sent along, or an expired one", async () => {
    const email = uniqueEmail("snyd");
    const genuine = await newQuestion();
    // The sum 1 + 1 in the token's form, but not sealed with the shop's key.
    const forged = `c2.${Buffer.from(`1.1.99999999999.${"n".repeat(16)}`).toString("base64url")}`;
    const expired = withNumbers(await issueQuestion({ now: Date.now() - 3 * 60 * 60 * 1000 }));
    for (const form of [
      message(email, genuine, { humanCheckToken: forged, captchaAnswer: "2" }),
      message(email, genuine, { humanCheckToken: "c1.1.1.99999999999.abc.def", captchaAnswer: "2" }),
      message(email, genuine, { humanCheckToken: undefined, expectedAnswer: "2", captchaAnswer: "2" }),
      message(email, expired),
    ]) {
      const answer = await send(form);
      expect(answer.status).toBe(400);
      expect(answer.data?.result?.error?.captchaAnswer).toEqual(["contact.humanCheckExpired"]);
      expect(answer.data?.question?.token).toBeTruthy();
    }
    expect(await storedFrom(email)).toHaveLength(0);
  });

  it("never answers garbage with a 500", async () => {
    const form = new FormData();
    form.set("firstName", new Blob(["x"]));
    form.set("subject", "produkter");
    const answer = await send(form);
    expect(answer.status).toBe(400);

    const broken = await contactAction({
      request: new Request("http://localhost/kontakt", {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=nothing" },
        body: "this is not multipart",
      }),
      params: {},
      context: { cspNonce: "", clientIp: nextIp(), shareable: false },
      url: new URL("http://localhost/kontakt"),
      pattern: "",
    } as unknown as Parameters<typeof contactAction>[0]);
    const init = (broken as { init?: ResponseInit }).init;
    expect(init?.status).toBe(400);
  });
});

describe("the address's limit", () => {
  it(`past ${RATE_LIMITS.contactPerIp.limit} messages per address per hour, a message goes only with a proof of work`, async () => {
    const ip = nextIp();
    const email = uniqueEmail("travl");
    for (let attempt = 0; attempt < RATE_LIMITS.contactPerIp.limit; attempt += 1) {
      expect((await send(message(email, await newQuestion()), ip)).status).toBe(302);
    }
    // A script that answers the sum gets no further: the form says why, and keeps its question.
    const question = await newQuestion();
    const unpaid = await send(message(email, question), ip);
    expect(unpaid.status).toBe(429);
    expect(unpaid.data?.result?.error?.[""]).toEqual(["proofOfWork.contactNeeded"]);
    expect(unpaid.data?.question?.token).toBe(question.token);
    expect(await storedFrom(email)).toHaveLength(RATE_LIMITS.contactPerIp.limit);
    // A person's browser made the proof while they wrote: sent.
    expect((await send(message(email, question, { proof: await solvedProof("contact") }), ip)).status).toBe(
      302,
    );
    expect(await storedFrom(email)).toHaveLength(RATE_LIMITS.contactPerIp.limit + 1);
  });
});

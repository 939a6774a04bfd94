import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetConfig } from "~/server/config.server";
import { queryRows } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import { emailOutbox } from "~/server/db/schema.server";
import { requestPasswordReset } from "~/server/accounts.server";
import { housekeeping } from "~/server/background.server";
import { addressHash, deliverDueEmails, enqueueEmail } from "~/server/mail/outbox.server";
import { confirmEmailMessage, existingAccountMessage } from "~/server/mail/templates.server";
import { mailTransport } from "~/server/mail/transport.server";
import { setupTestDatabase } from "./helpers/database";
import { createUser } from "./helpers/users";

setupTestDatabase();

type Caught = { to: string[]; subject: string; text: string; html: string; from: string };

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSmtp(port = 0) {
  const received: Caught[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        const parsed = await PostalMime.parse(Buffer.concat(chunks));
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          subject: parsed.subject ?? "",
          text: parsed.text ?? "",
          html: parsed.html ?? "",
          from: parsed.from?.address ?? "",
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.server.address() as AddressInfo;
  return {
    received,
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const saved = { ...process.env };
let smtp: Awaited<ReturnType<typeof startSmtp>>;

beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
});
afterEach(() => {
  process.env = { ...saved };
  resetConfig();
});

function useSmtp(port: number) {
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  process.env.MAIL_FROM = "Krukke <hej@krukke.dk>";
  resetConfig();
}

const message = (to: string) => ({
  to,
  ...confirmEmailMessage({ language: "da", name: "Anna", url: "https://krukke.dk/bekraeft?x=1" }),
});

describe("the outbox", () => {
  it("sends a queued e-mail over SMTP with an HTML and a plain-text part, and marks it sent", async () => {
    useSmtp(smtp.port);
    const id = await enqueueEmail(message("anna@example.dk"));
    expect(await deliverDueEmails(mailTransport())).toMatchObject({ sent: 1 });
    const caught = smtp.received.find((mail) => mail.to.includes("anna@example.dk"))!;
    expect(caught).toMatchObject({ subject: "Bekræft din e-mail hos Krukke", from: "hej@krukke.dk" });
    expect(caught.html).toContain('href="https://krukke.dk/bekraeft?x=1"');
    expect(caught.text).toContain("Bekræft e-mail: https://krukke.dk/bekraeft?x=1");
    expect(caught.text).toContain("CVR");
    const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
    expect(row!.sent_at).toBeInstanceOf(Date);
  });

  it("keeps an e-mail while the mail server is down, and sends it when it is back", async () => {
    const down = await startSmtp();
    const port = down.port;
    await down.close();
    useSmtp(port);
    const id = await enqueueEmail(message("bo@example.dk"));
    expect(await deliverDueEmails(mailTransport())).toMatchObject({ sent: 0, retried: 1 });
    let [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.last_error).toMatch(/ECONNREFUSED/);
    expect(row!.next_attempt_at.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: nothing happens.
    expect(await deliverDueEmails(mailTransport())).toMatchObject({ sent: 0, retried: 0 });

    const back = await startSmtp(port);
    try {
      await getDb().update(emailOutbox).set({ next_attempt_at: new Date() }).where(eq(emailOutbox.id, id));
      expect(await deliverDueEmails(mailTransport())).toMatchObject({ sent: 1 });
      expect(back.received.map((mail) => mail.to)).toEqual([["bo@example.dk"]]);
      [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(row).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      await back.close();
    }
  });

  it("sends each e-mail once when several workers deliver at the same time", async () => {
    useSmtp(smtp.port);
    const before = smtp.received.length;
    const recipients = Array.from({ length: 6 }, (_, i) => `samtidig-${i}@example.dk`);
    for (const to of recipients) await enqueueEmail(message(to));
    const transport = mailTransport();
    const results = await Promise.all([
      deliverDueEmails(transport),
      deliverDueEmails(transport),
      deliverDueEmails(transport),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(recipients.length);
    const caught = smtp.received.slice(before).flatMap((mail) => mail.to);
    expect(caught.sort()).toEqual([...recipients].sort());
  });

  it("without SMTP_URL keeps e-mail in the outbox", async () => {
    delete process.env.SMTP_URL;
    resetConfig();
    const id = await enqueueEmail(message("carla@example.dk"));
    expect(mailTransport()).toBeNull();
    await deliverDueEmails(mailTransport());
    const [row] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id));
    expect(row).toMatchObject({ status: "pending", attempts: 0 });
  });
});

describe("e-mail templates", () => {
  it("show what a customer typed as text, never as markup", () => {
    const mail = confirmEmailMessage({
      language: "en",
      name: '<img src=x onerror="alert(1)">',
      url: "https://krukke.dk/x",
    });
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("&lt;img src=x");
    expect(mail.subject).toBe("Confirm your e-mail at Krukke");
  });
});

describe("what the outbox keeps", () => {
  const outboxRow = async (id: string) =>
    (await getDb().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;
  const DAY = 24 * 60 * 60 * 1000;
  // Links to pages anyone may open, no token: its body is kept like any other's.
  const ordinaryMessage = (to: string) => ({
    to,
    ...existingAccountMessage({
      language: "da",
      name: "Anna",
      loginUrl: "https://krukke.dk/login",
      resetUrl: "https://krukke.dk/forgot-password",
    }),
  });

  it("keeps no password-reset link once the mail is sent, and the body of an ordinary mail", async () => {
    useSmtp(smtp.port);
    const { email } = await createUser();
    await requestPasswordReset(email, new Request("http://localhost/forgot-password"), "10.33.0.1");
    const ordinary = await enqueueEmail(ordinaryMessage(email));
    await deliverDueEmails(mailTransport());

    const caught = smtp.received.find(
      (mail) => mail.to.includes(email) && /reset-password\//.test(mail.text),
    )!;
    const token = caught.text.match(/reset-password\/([^\s?]+)/)![1]!;
    expect(token.length).toBeGreaterThan(10);
    const rows = await getDb().select().from(emailOutbox).where(eq(emailOutbox.to_address, email));
    const reset = rows.find((row) => row.template === "reset-password")!;
    expect(reset).toMatchObject({ status: "sent", html: null, text: null, subject: caught.subject });
    // Nowhere in the outbox: not in the row's body, nor in any other column.
    const [found] = await queryRows<{ n: number }>(
      getDb(),
      sql`select count(*)::int as n from ${emailOutbox} where strpos(${emailOutbox}::text, ${token}) > 0`,
    );
    expect(found!.n).toBe(0);
    expect((await outboxRow(ordinary)).text).toContain("https://krukke.dk/forgot-password");
  });

  it("housekeeping empties messages older than 30 days and keeps whom, what kind, the subject and when", async () => {
    useSmtp(smtp.port);
    const old = await enqueueEmail(ordinaryMessage("gammel@example.dk"));
    const recent = await enqueueEmail(ordinaryMessage("ny@example.dk"));
    await deliverDueEmails(mailTransport());
    const unsent = await enqueueEmail(ordinaryMessage("aldrig@example.dk"));
    const { sent_at: sentAt, subject, text } = await outboxRow(old);
    expect(text).toContain("https://krukke.dk/login");
    await getDb()
      .update(emailOutbox)
      .set({ created_at: new Date(Date.now() - 31 * DAY) })
      .where(sql`${emailOutbox.id} in (${old}, ${unsent})`);
    await getDb()
      .update(emailOutbox)
      .set({ created_at: new Date(Date.now() - 29 * DAY) })
      .where(eq(emailOutbox.id, recent));

    await housekeeping();

    expect(await outboxRow(old)).toMatchObject({
      to_address: null,
      html: null,
      text: null,
      recipient_hash: addressHash("Gammel@Example.dk "),
      template: "existing-account",
      subject,
      status: "sent",
      sent_at: sentAt,
    });
    expect(await outboxRow(recent)).toMatchObject({ to_address: "ny@example.dk", text });
    // Never sent within the 30 days: given up, so it never goes out empty.
    expect(await outboxRow(unsent)).toMatchObject({ to_address: null, text: null, status: "failed" });
    const before = smtp.received.length;
    await deliverDueEmails(mailTransport());
    expect(smtp.received.slice(before).flatMap((mail) => mail.to)).not.toContain("aldrig@example.dk");
  });
});

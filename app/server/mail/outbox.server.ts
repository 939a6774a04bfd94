/**
 * Every e-mail is first written to the outbox table, in the same transaction as whatever
 * caused it when there is one, and sent from there: a mail server that is down loses
 * nothing, it only delays. Delivery retries with growing pauses and gives up after a day.
 */
import { sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { config } from "../config.server";
import type { Transaction } from "../db/client.server";
import { getDb, type Database } from "../db/index.server";
import { emailOutbox } from "../db/schema.server";
import { kickJob } from "../jobs.server";
import { workDueRows } from "../leases.server";

export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** What kind of message it is, for the outbox list and tests. */
  template: string;
};

export const OUTBOX_JOB = "outbox";
export const MAX_ATTEMPTS = 20;

export async function enqueueEmail(
  email: OutgoingEmail,
  db: Database | Transaction = getDb(),
): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to_address: email.to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      template: email.template,
    })
    .returning({ id: emailOutbox.id });
  // Send soon rather than at the next tick (after the transaction, if any, has committed).
  setTimeout(() => kickJob(OUTBOX_JOB), 50).unref();
  return row!.id;
}

type ClaimedEmail = {
  id: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
};

/**
 * Sends what is due. Messages are claimed with a lease (SKIP LOCKED, so instances never take
 * the same one) and sent outside any transaction; a worker that dies mid-way leaves the lease
 * to expire and the message is sent again (leases.server.ts).
 */
export async function deliverDueEmails(
  transport: Transporter | null,
  options: { batchSize?: number } = {},
): Promise<{ sent: number; retried: number; failed: number }> {
  if (!transport) return { sent: 0, retried: 0, failed: 0 };
  const from = config().mailFrom;
  const { done, retried, failed } = await workDueRows<typeof emailOutbox, ClaimedEmail>({
    table: emailOutbox,
    statuses: { due: "pending", claimed: "sending", failed: "failed" },
    lease: "locked_until",
    maxAttempts: MAX_ATTEMPTS,
    batchSize: options.batchSize ?? 20,
    returning: sql`id, to_address, subject, html, text, attempts`,
    handle: async (email) => {
      await transport.sendMail({
        from,
        to: email.to_address,
        subject: email.subject,
        html: email.html,
        text: email.text,
      });
      return { status: "sent", sent_at: new Date() };
    },
    failureLog: { message: "e-mail not sent yet", idKey: "email" },
  });
  return { sent: done, retried, failed };
}

/** The latest e-mails the shop has written, newest first, as the development outbox page lists them. */
export async function latestEmails(limit = 50) {
  const rows = await getDb()
    .select()
    .from(emailOutbox)
    .orderBy(sql`${emailOutbox.created_at} desc`)
    .limit(limit);
  return rows.map((message) => ({
    id: message.id,
    to: message.to_address,
    subject: message.subject,
    template: message.template,
    status: message.status,
    attempts: message.attempts,
    lastError: message.last_error,
    createdAt: message.created_at.toISOString(),
    html: message.html,
    text: message.text,
  }));
}

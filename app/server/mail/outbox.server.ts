/**
 * Every e-mail is first written to the outbox table, in the same transaction as whatever
 * caused it when there is one, and sent from there: a mail server that is down loses
 * nothing, it only delays. Delivery retries with growing pauses and gives up after a day.
 *
 * What stays of a message (docs/decisions/0033): its address and body for 30 days, then only
 * the recipient's hash, the kind, the subject and the times. A body with a sign-in,
 * confirmation or reset link goes as soon as the message is sent, so that nobody who can read
 * the database finds a live link in it.
 */
import { createHash } from "node:crypto";
import { and, eq, inArray, isNotNull, lt, or, sql } from "drizzle-orm";
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
  /** It carries a sign-in, confirmation or reset link: its body is not kept once sent. */
  secretLink?: boolean;
  /** The address of the person a message to the shop is about (a contact-form message's sender). */
  about?: string;
};

/** How long a message's address and body are kept (docs/operations.md, "Retention"). */
export const EMAIL_BODY_DAYS = 30;

/** The outbox's hash of an address: SHA-256 (hex) of it trimmed and in lower case. */
export function addressHash(address: string): string {
  return createHash("sha256").update(address.trim().toLowerCase()).digest("hex");
}

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
      recipient_hash: addressHash(email.to),
      about_hash: email.about ? addressHash(email.about) : null,
      subject: email.subject,
      html: email.html,
      text: email.text,
      template: email.template,
      secret_link: email.secretLink ?? false,
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
  secret_link: boolean;
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
    returning: sql`id, to_address, subject, html, text, secret_link, attempts`,
    handle: async (email) => {
      await transport.sendMail({
        from,
        to: email.to_address,
        subject: email.subject,
        html: email.html,
        text: email.text,
      });
      // A link that signs in, confirms or resets stays only in the recipient's mailbox.
      return {
        status: "sent",
        sent_at: new Date(),
        ...(email.secret_link ? { html: null, text: null } : {}),
      };
    },
    failureLog: { message: "e-mail not sent yet", idKey: "email" },
  });
  return { sent: done, retried, failed };
}

/**
 * Housekeeping: messages older than EMAIL_BODY_DAYS lose their address and body (one never sent
 * by then is given up, so it is never sent empty), and a message with a secret link that was
 * given up loses its body too. Answers how many messages it emptied.
 */
export async function pruneOldEmails(now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - EMAIL_BODY_DAYS * 24 * 60 * 60 * 1000);
  const pruned = await getDb()
    .update(emailOutbox)
    .set({
      to_address: sql`case when ${emailOutbox.created_at} < ${cutoff} then null else ${emailOutbox.to_address} end`,
      html: null,
      text: null,
      status: sql`case when ${emailOutbox.status} = 'pending' then 'failed' else ${emailOutbox.status} end`,
      last_error: sql`case when ${emailOutbox.status} = 'pending' then ${`not sent within ${EMAIL_BODY_DAYS} days`} else ${emailOutbox.last_error} end`,
    })
    .where(
      or(
        and(
          lt(emailOutbox.created_at, cutoff),
          inArray(emailOutbox.status, ["pending", "sent", "failed"]),
          or(isNotNull(emailOutbox.to_address), isNotNull(emailOutbox.html), isNotNull(emailOutbox.text)),
        ),
        and(
          eq(emailOutbox.secret_link, true),
          inArray(emailOutbox.status, ["sent", "failed"]),
          or(isNotNull(emailOutbox.html), isNotNull(emailOutbox.text)),
        ),
      ),
    )
    .returning({ id: emailOutbox.id });
  return pruned.length;
}

/**
 * Deletes the messages to `address` and those about it (account deletion): also a message to
 * the shop written before it was marked with the sender's hash, found by the address in its text.
 */
export async function deleteEmailsOf(address: string, db: Database | Transaction = getDb()): Promise<void> {
  const hash = addressHash(address);
  await db
    .delete(emailOutbox)
    .where(
      or(
        eq(emailOutbox.recipient_hash, hash),
        eq(emailOutbox.about_hash, hash),
        sql`strpos(lower(${emailOutbox.text}), ${address.trim().toLowerCase()}) > 0`,
      ),
    );
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

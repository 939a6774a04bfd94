/**
 * Every e-mail is first written to the outbox table, in the same transaction as whatever
 * caused it when there is one, and sent from there: a mail server that is down loses
 * nothing, it only delays. Delivery retries with growing pauses and gives up after a day.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import { config } from "../config.server";
import { describeError, queryRows, type Transaction } from "../db/client.server";
import { getDb, type Database } from "../db/index.server";
import { emailOutbox } from "../db/schema.server";
import { kickJob } from "../jobs.server";
import { logger } from "../logger.server";

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
const LEASE_SECONDS = 120;

/** Pause before attempt n+1 (n ≥ 1): 30 s, 1 min, 2 min, … capped at 2 hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(attempts - 1, 0), 2 * 60 * 60);
}

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
 * to expire and the message is sent again.
 */
export async function deliverDueEmails(
  transport: Transporter | null,
  options: { batchSize?: number } = {},
): Promise<{ sent: number; retried: number; failed: number }> {
  const outcome = { sent: 0, retried: 0, failed: 0 };
  if (!transport) return outcome;
  const db = getDb();
  const claimed = await queryRows<ClaimedEmail>(
    db,
    sql`update ${emailOutbox}
        set status = 'sending', attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
        where id in (
          select id from ${emailOutbox}
          where (status = 'pending' and next_attempt_at <= now())
             or (status = 'sending' and locked_until < now())
          order by created_at
          limit ${options.batchSize ?? 20}
          for update skip locked
        )
        returning id, to_address, subject, html, text, attempts`,
  );
  const from = config().mailFrom;
  for (const email of claimed) {
    try {
      await transport.sendMail({
        from,
        to: email.to_address,
        subject: email.subject,
        html: email.html,
        text: email.text,
      });
      await db
        .update(emailOutbox)
        .set({ status: "sent", sent_at: new Date(), locked_until: null, last_error: null })
        .where(and(eq(emailOutbox.id, email.id), eq(emailOutbox.status, "sending")));
      outcome.sent += 1;
    } catch (error) {
      const giveUp = email.attempts >= MAX_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          locked_until: null,
          last_error: describeError(error).slice(0, 500),
          next_attempt_at: new Date(Date.now() + retryDelaySeconds(email.attempts) * 1000),
        })
        .where(eq(emailOutbox.id, email.id));
      if (giveUp) outcome.failed += 1;
      else outcome.retried += 1;
      logger.warn(
        { email: email.id, attempts: email.attempts, err: describeError(error) },
        "e-mail not sent yet",
      );
    }
  }
  return outcome;
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

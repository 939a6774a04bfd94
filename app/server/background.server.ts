/** The shop's background jobs, started with the server (server/app.ts). */
import { lt } from "drizzle-orm";
import { deleteExpiredCartLines } from "./cart.server";
import { getDb } from "./db/index.server";
import { formTokens, sessions, verifications } from "./db/schema.server";
import type { Job } from "./jobs.server";
import { deliverDueEmails, OUTBOX_JOB, pruneOldEmails } from "./mail/outbox.server";
import { mailTransport } from "./mail/transport.server";
import { deleteUnconfirmedSubscribers } from "./newsletter.server";
import { runPaymentsJob } from "./payments/job.server";
import { PAYMENTS_JOB } from "./payments/reconcile.server";
import { pruneRateLimits } from "./rate-limit.server";
import { remindPickups, SEASON_MENUS_JOB } from "./season-menus/reminders.server";
import { bookDueShipments, SHIPMENTS_JOB } from "./shipments.server";
import { runSubscriptions } from "./subscriptions/job.server";
import { SUBSCRIPTIONS_JOB } from "./subscriptions/schedule.server";

/**
 * Expired cart lines, sessions and one-time tokens, the back office's form tokens after a day,
 * old rate-limit counters, newsletter sign-ups never confirmed within their link's 30 days, and
 * the addresses and bodies of e-mails older than 30 days go. Real time, not the shop's clock:
 * the rows' own times are the database's.
 */
export async function housekeeping(): Promise<void> {
  const db = getDb();
  const now = new Date();
  await deleteExpiredCartLines();
  await db.delete(sessions).where(lt(sessions.expires_at, now));
  await db.delete(verifications).where(lt(verifications.expires_at, now));
  await db.delete(formTokens).where(lt(formTokens.created_at, new Date(now.getTime() - 24 * 60 * 60 * 1000)));
  await pruneRateLimits();
  await deleteUnconfirmedSubscribers(now);
  await pruneOldEmails(now);
}

export function shopJobs(): Job[] {
  return [
    { name: OUTBOX_JOB, everyMs: 5_000, run: () => deliverDueEmails(mailTransport()) },
    { name: SHIPMENTS_JOB, everyMs: 30_000, run: bookDueShipments },
    // Both ask or change the same rows however many instances run them: one instance a time.
    { name: PAYMENTS_JOB, everyMs: 60_000, run: runPaymentsJob, exclusive: true },
    // Every instance runs it: each delivery is claimed by its row's lock (docs/decisions/0022).
    { name: SUBSCRIPTIONS_JOB, everyMs: 60_000, run: () => runSubscriptions() },
    // The e-mail two days before a season menu's pickup; each order's is claimed by its row.
    { name: SEASON_MENUS_JOB, everyMs: 10 * 60_000, run: () => remindPickups() },
    { name: "housekeeping", everyMs: 60 * 60 * 1000, run: housekeeping, exclusive: true },
  ];
}

/**
 * Rate limits, counted in the database so every app instance sees the same counts: a fixed
 * window per key ("login-ip:1.2.3.4", "login-account:anna@example.dk", …).
 */
import { eq, lt, sql } from "drizzle-orm";
import { queryRows, type Transaction } from "./db/client.server";
import { getDb, type Database } from "./db/index.server";
import { rateLimits } from "./db/schema.server";

export type RateLimitRule = { limit: number; windowSeconds: number };

/** The shop's limits. Counted per IP address and, where there is one, per account. */
export const RATE_LIMITS = {
  // Past a per-IP limit of sign-in, sign-up (and its confirmation e-mail), password reset, a
  // sign-in link or the contact form, an attempt is checked only with a proof of work
  // (proof-of-work.server.ts): many shoppers share one address, and their browsers make the
  // proof unseen. The per-account limits have no way around them.
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  /**
   * Sign-in attempts for one account before each further one needs a proof of work (the account
   * is never locked: its owner's browser makes the proof). Each is counted before its password
   * is checked, and a right password clears the count, so in effect these are wrong passwords.
   */
  loginFailuresPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  /**
   * Wrong passwords from one address, whatever the account, before each further sign-in from it
   * needs a proof of work: a script trying one password on many accounts (password spraying)
   * pays for every guess past these. A household mistyping does not get near it.
   */
  loginFailuresPerIp: { limit: 10, windowSeconds: 15 * 60 },
  /** Sign-in links asked for from one address before each further one needs a proof of work. */
  signInLinkPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Sign-in links e-mailed to one address (the first included): nobody can mail-bomb it. */
  signInLinkPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  signUpPerIp: { limit: 10, windowSeconds: 60 * 60 },
  signUpPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  passwordResetPerIp: { limit: 10, windowSeconds: 60 * 60 },
  passwordResetPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  confirmationResendPerAccount: { limit: 3, windowSeconds: 60 * 60 },
  newsletterPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /** Newsletter confirmation e-mails to one address (the first included): nobody can mail-bomb it. */
  newsletterConfirmationsPerEmail: { limit: 3, windowSeconds: 24 * 60 * 60 },
  /** Contact-form posts (wrong answers included) before each further one needs a proof of work. */
  contactPerIp: { limit: 10, windowSeconds: 60 * 60 },
  /**
   * New orders (pay pressed with a new checkout token): each one asks QuickPay twice. A customer
   * retrying a declined card reuses the order and is not counted.
   */
  ordersPerCustomer: { limit: 10, windowSeconds: 15 * 60 },
  /** Only a robot with many accounts gets near this; shoppers behind one carrier's address do not. */
  ordersPerIp: { limit: 300, windowSeconds: 15 * 60 },
  /**
   * Guests' cookie choices recorded per address (every one is a row in cookie_consents); beyond
   * it a choice is still honoured (the cookie is set), only not recorded. See saveConsent.
   */
  consentPerIp: { limit: 30, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitState = { limited: boolean; count: number; retryAfterSeconds: number };

/** Counts one attempt and says whether it is over the limit. */
export async function hitRateLimit(
  key: string,
  rule: RateLimitRule,
  db: Database | Transaction = getDb(),
): Promise<RateLimitState> {
  const [row] = await queryRows<{ count: number; window_start: Date | string }>(
    db,
    sql`insert into ${rateLimits} (key, count, window_start) values (${key}, 1, now())
        on conflict (key) do update set
          count = case when ${rateLimits.window_start} <= now() - make_interval(secs => ${rule.windowSeconds}) then 1 else ${rateLimits.count} + 1 end,
          window_start = case when ${rateLimits.window_start} <= now() - make_interval(secs => ${rule.windowSeconds}) then now() else ${rateLimits.window_start} end
        returning count, window_start`,
  );
  return stateOf(row!, rule);
}

/** Reads a count without counting: `limited` once the window holds `limit` attempts. */
export async function readRateLimit(key: string, rule: RateLimitRule): Promise<RateLimitState> {
  const [row] = await queryRows<{ count: number; window_start: Date | string }>(
    getDb(),
    sql`select count, window_start from ${rateLimits}
        where key = ${key} and window_start > now() - make_interval(secs => ${rule.windowSeconds})`,
  );
  if (!row) return { limited: false, count: 0, retryAfterSeconds: 0 };
  const state = stateOf(row, rule);
  return { ...state, limited: state.count >= rule.limit };
}

export async function clearRateLimit(key: string): Promise<void> {
  await getDb().delete(rateLimits).where(eq(rateLimits.key, key));
}

function stateOf(row: { count: number; window_start: Date | string }, rule: RateLimitRule): RateLimitState {
  const windowEnds = new Date(row.window_start).getTime() + rule.windowSeconds * 1000;
  const retryAfterSeconds = Math.max(0, Math.ceil((windowEnds - Date.now()) / 1000));
  return { limited: row.count > rule.limit, count: row.count, retryAfterSeconds };
}

/** Removes counters whose window ended long ago (run by a background job). */
export async function pruneRateLimits(olderThanSeconds = 24 * 60 * 60): Promise<void> {
  await getDb()
    .delete(rateLimits)
    .where(lt(rateLimits.window_start, new Date(Date.now() - olderThanSeconds * 1000)));
}

/** The key for an e-mail address: the same whatever its case. */
export function accountKey(prefix: string, email: string): string {
  return `${prefix}:${email.trim().toLowerCase()}`;
}

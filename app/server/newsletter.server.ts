/**
 * The newsletter, with double opt-in: a sign-up stores the address unconfirmed and e-mails it a
 * link ('Bekræft din tilmelding'); only once the link is used (`confirmed_at`, the proof of
 * consent) is the address subscribed, listed and exported. Unconfirmed addresses are deleted
 * once their link has expired. One row per e-mail address, whatever its case (the unique index
 * on lower(email)). Used by the footer's sign-up and by the contact form's tick box.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Language } from "~/i18n/languages";
import type { NewsletterInput } from "~/lib/schemas/newsletter";
import { config } from "./config.server";
import type { Transaction } from "./db/client.server";
import { getDb } from "./db/index.server";
import { newsletterSubscribers } from "./db/schema.server";
import { enqueueEmail } from "./mail/outbox.server";
import { newsletterConfirmationMessage } from "./mail/templates.server";
import { RATE_LIMITS, accountKey, hitRateLimit, type RateLimitState } from "./rate-limit.server";

/** How long a confirmation link works, and how long an unconfirmed address is kept. */
export const NEWSLETTER_CONFIRMATION_DAYS = 30;
export const NEWSLETTER_CONFIRM_PAGE = "/nyhedsbrev/bekraeft";

/**
 * "confirmation-sent" is also the answer when the address waits for confirmation and has had
 * its share of e-mails (nothing is sent then), so the answer tells nobody more than a new
 * sign-up would.
 */
export type SubscribeOutcome = "confirmation-sent" | "already-subscribed";

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Signs an address up: a new one is stored unconfirmed; one already confirmed is left as it
 * is ('Allerede tilmeldt'); one still unconfirmed gets a new link (the old one stops working).
 * The row and its e-mail are written in one transaction (the caller's, if given).
 */
export async function subscribeToNewsletter(
  subscriber: NewsletterInput,
  language: Language,
  tx?: Transaction,
): Promise<SubscribeOutcome> {
  return tx
    ? signUp(subscriber, language, tx)
    : getDb().transaction((own) => signUp(subscriber, language, own));
}

async function signUp(
  subscriber: NewsletterInput,
  language: Language,
  tx: Transaction,
): Promise<SubscribeOutcome> {
  const token = randomBytes(32).toString("base64url");
  const link = {
    confirmation_token_hash: hashToken(token),
    confirmation_expires_at: new Date(Date.now() + NEWSLETTER_CONFIRMATION_DAYS * 24 * 60 * 60 * 1000),
  };
  // The database's unique index decides, so two sign-ups at the same moment make one row.
  // `on conflict do nothing` rather than catching 23505 keeps a surrounding transaction usable.
  const inserted = await tx
    .insert(newsletterSubscribers)
    .values({
      first_name: subscriber.first_name,
      last_name: subscriber.last_name,
      email: subscriber.email,
      ...link,
    })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  if (inserted.length === 0) {
    const [existing] = await tx
      .select({ id: newsletterSubscribers.id, confirmed_at: newsletterSubscribers.confirmed_at })
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${subscriber.email})`)
      .for("update");
    if (existing?.confirmed_at) return "already-subscribed";
    // Deleted in the meantime (housekeeping, the owner): a sign-up a moment later starts anew.
    if (!existing) return "confirmation-sent";
    if ((await countConfirmationEmail(subscriber.email, tx)).limited) return "confirmation-sent";
    await tx.update(newsletterSubscribers).set(link).where(eq(newsletterSubscribers.id, existing.id));
  } else if ((await countConfirmationEmail(subscriber.email, tx)).limited) {
    // A new row whose address has had its e-mails today (signed up, then deleted and signed up
    // again): it waits for a sign-up tomorrow, or expires.
    return "confirmation-sent";
  }
  const params = new URLSearchParams({ token });
  if (language !== "da") params.set("lang", language);
  await enqueueEmail(
    {
      to: subscriber.email,
      ...newsletterConfirmationMessage({
        language,
        name: subscriber.first_name,
        url: `${config().publicUrl}${NEWSLETTER_CONFIRM_PAGE}?${params}`,
      }),
    },
    tx,
  );
  return "confirmation-sent";
}

function countConfirmationEmail(email: string, tx: Transaction): Promise<RateLimitState> {
  return hitRateLimit(
    accountKey("newsletter-confirmation", email),
    RATE_LIMITS.newsletterConfirmationsPerEmail,
    tx,
  );
}

/**
 * What a confirmation link leads to: an address waiting for its confirmation, one already
 * confirmed, or a link that has expired or never was one.
 */
export type ConfirmationState =
  { state: "pending" | "confirmed" | "already-confirmed"; email: string } | { state: "expired" | "unknown" };

/** A token as it can come from a link: anything else is no token of ours. */
function readToken(token: unknown): string | null {
  return typeof token === "string" && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : null;
}

/** Looks a link up without changing anything (the page a link opens). */
export async function findConfirmation(token: unknown): Promise<ConfirmationState> {
  const read = readToken(token);
  if (!read) return { state: "unknown" };
  const [row] = await getDb()
    .select({
      email: newsletterSubscribers.email,
      confirmed: sql<boolean>`${newsletterSubscribers.confirmed_at} is not null`,
      // The database's clock, as when confirming.
      expired: sql<boolean>`coalesce(${newsletterSubscribers.confirmation_expires_at} <= now(), true)`,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.confirmation_token_hash, hashToken(read)));
  if (!row) return { state: "unknown" };
  if (row.confirmed) return { state: "already-confirmed", email: row.email };
  return row.expired ? { state: "expired" } : { state: "pending", email: row.email };
}

/**
 * Confirms the sign-up a link belongs to: `confirmed_at` is set once, by a POST (mail scanners
 * follow links with GET, and must not subscribe anyone). A wrong or expired token changes nothing.
 */
export async function confirmSubscription(token: unknown): Promise<ConfirmationState> {
  const read = readToken(token);
  if (!read) return { state: "unknown" };
  const [confirmed] = await getDb()
    .update(newsletterSubscribers)
    .set({ confirmed_at: sql`now()` })
    .where(
      and(
        eq(newsletterSubscribers.confirmation_token_hash, hashToken(read)),
        isNull(newsletterSubscribers.confirmed_at),
        gt(newsletterSubscribers.confirmation_expires_at, sql`now()`),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  return confirmed ? { state: "confirmed", email: confirmed.email } : findConfirmation(read);
}

/** Deletes sign-ups never confirmed whose link has expired (run by housekeeping). */
export async function deleteUnconfirmedSubscribers(now = new Date()): Promise<number> {
  const deleted = await getDb()
    .delete(newsletterSubscribers)
    .where(
      and(
        isNull(newsletterSubscribers.confirmed_at),
        lt(
          sql`coalesce(${newsletterSubscribers.confirmation_expires_at}, ${newsletterSubscribers.created_at} + make_interval(days => ${NEWSLETTER_CONFIRMATION_DAYS}))`,
          now,
        ),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return deleted.length;
}

/** Counts one sign-up attempt from an address. */
export function limitNewsletterSignUps(clientIp: string): Promise<RateLimitState> {
  return hitRateLimit(`newsletter-ip:${clientIp}`, RATE_LIMITS.newsletterPerIp);
}

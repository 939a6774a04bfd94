/**
 * The newsletter: one subscription per e-mail address, whatever its case (the unique index on
 * lower(email)). Used by the footer's sign-up and by the contact form's tick box.
 */
import type { NewsletterInput } from "~/lib/schemas/newsletter";
import type { Transaction } from "./db/client.server";
import { getDb, type Database } from "./db/index.server";
import { newsletterSubscribers } from "./db/schema";
import { RATE_LIMITS, hitRateLimit, type RateLimitState } from "./rate-limit.server";

export type SubscribeOutcome = "subscribed" | "already-subscribed";

/**
 * Adds a subscriber. An address already on the list (in any case) is left as it is: the
 * database's unique index decides, so two sign-ups at the same moment cannot both get in.
 * `on conflict do nothing` rather than catching 23505 keeps a surrounding transaction usable.
 */
export async function subscribeToNewsletter(
  subscriber: NewsletterInput,
  db: Database | Transaction = getDb(),
): Promise<SubscribeOutcome> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({
      first_name: subscriber.first_name,
      last_name: subscriber.last_name,
      email: subscriber.email,
    })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0 ? "subscribed" : "already-subscribed";
}

/** Counts one sign-up attempt from an address. */
export function limitNewsletterSignUps(clientIp: string): Promise<RateLimitState> {
  return hitRateLimit(`newsletter-ip:${clientIp}`, RATE_LIMITS.newsletterPerIp);
}

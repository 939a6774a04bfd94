/**
 * Cookie consent on the server: recording each choice in `cookie_consents` (with the user's id
 * when signed in, otherwise the browser's consent session id), mirroring it in the
 * `krukke_consent` cookie, and working out which choice applies to a request. Each app instance
 * remembers its signed-in customers' newest choices (`RememberedConsents`), so a page does not
 * ask the database for it every time.
 */
import { serialize as serializeCookie, parse as parseCookies } from "cookie";
import { and, desc, eq, gt } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  decodeConsent,
  encodeConsent,
  isCurrentConsent,
  type CookieChoice,
  type StoredConsent,
} from "~/lib/consent";
import { config } from "./config.server";
import type { Database, DatabaseConnection } from "./db/client.server";
import { getConnection, getDb } from "./db/index.server";
import { cookieConsents } from "./db/schema.server";
import { logger } from "./logger.server";
import { RATE_LIMITS, hitRateLimit } from "./rate-limit.server";

/** Migration 0011's triggers name on it the customer whose choices changed ('' for everyone's). */
export const USER_CONSENT_CHANNEL = "krukke_user_consent";

/**
 * The longest a remembered choice is used, even with every notice heard: the page cache's own
 * limit (server/app.ts, `maxAgeMs`), so a notice lost unnoticed (a connection that hangs without
 * closing) leaves a choice from another device unseen no longer than a guest's page stays stale.
 */
export const REMEMBER_CONSENT_MS = 60_000;

/** The cookie keeps whole seconds: a record and the cookie made from it compare equal. */
function wholeSeconds(time: Date): number {
  return Math.floor(time.getTime() / 1000) * 1000;
}

/** The choice in the browser's consent cookie (and the guest's session id), if any. */
export function consentFromCookie(request: Request): (StoredConsent & { sessionId?: string }) | null {
  return decodeConsent(parseCookies(request.headers.get("Cookie") ?? "")[CONSENT_COOKIE]);
}

/** A signed-in user's newest choice still in force, from the database. */
export async function latestUserConsent(
  userId: string,
  db: Database = getDb(),
): Promise<StoredConsent | null> {
  const [row] = await db
    .select()
    .from(cookieConsents)
    .where(
      and(
        eq(cookieConsents.user_id, userId),
        gt(cookieConsents.consent_given_at, new Date(Date.now() - CONSENT_MAX_AGE_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(cookieConsents.consent_given_at))
    .limit(1);
  return row
    ? {
        analytics: row.analytics_cookies,
        marketing: row.marketing_cookies,
        givenAt: wholeSeconds(row.consent_given_at),
      }
    : null;
}

/**
 * Each signed-in customer's newest choice (or that there is none), as this app instance last
 * looked it up: up to `max` customers, each for at most `REMEMBER_CONSENT_MS`. Only while
 * `watch` is listening: every instance hears a customer's change at its commit (migration
 * 0011) and forgets that customer's; while the listening connection is lost, nothing is
 * remembered and every page asks the database, as it did before (it comes back by itself, and
 * forgets everything then too, since changes in between went unheard). A lookup that a change
 * overtook is answered but not remembered.
 */
export class RememberedConsents {
  readonly #latest: LRUCache<string, { consent: StoredConsent | null }>;
  #listening = false;
  /** Counts forgettings: a lookup begun before one may have read what it replaced. */
  #forgotten = 0;

  constructor(
    private readonly lookup: (userId: string) => Promise<StoredConsent | null> = (userId) =>
      latestUserConsent(userId),
    options: { max?: number; maxAgeMs?: number } = {},
  ) {
    this.#latest = new LRUCache({
      max: options.max ?? 20_000,
      ttl: options.maxAgeMs ?? REMEMBER_CONSENT_MS,
    });
  }

  /** The customer's newest choice still in force, remembered or looked up. */
  async latest(userId: string): Promise<StoredConsent | null> {
    const kept = this.#latest.get(userId);
    if (kept) return kept.consent && isCurrentConsent(kept.consent.givenAt) ? kept.consent : null;
    const forgotten = this.#forgotten;
    const consent = await this.lookup(userId);
    if (this.#listening && forgotten === this.#forgotten) this.#latest.set(userId, { consent });
    return consent;
  }

  /** Forgets one customer's choice (they made a new one), or everyone's. */
  forget(userId?: string): void {
    this.#forgotten += 1;
    if (userId) this.#latest.delete(userId);
    else this.#latest.clear();
  }

  /**
   * Listens for customers' changes on `connection` (this instance's, unless a test plays a
   * second one) and remembers choices from then until the returned function is called.
   */
  async watch(connection: DatabaseConnection | undefined = getConnection()): Promise<() => Promise<void>> {
    if (!connection) throw new Error("The database is not open: call startDatabase() first");
    const unlisten = await connection.listen(USER_CONSENT_CHANNEL, (userId, listening) => {
      if (userId === null) {
        if (!listening)
          logger.warn(
            "customers' cookie choices are looked up on every page until the listening connection is back",
          );
        this.#listening = listening;
      }
      this.forget(userId || undefined);
    });
    // Whatever was looked up before the listening began may be older than a change not heard.
    this.#listening = true;
    this.forget();
    return async () => {
      this.#listening = false;
      this.forget();
      await unlisten();
    };
  }
}

/** This app instance's memory of its customers' choices (listening from `init`, server/app.ts). */
export const rememberedConsents = new RememberedConsents();

/**
 * The choice that applies to this request: for a guest, the cookie's; for a signed-in user,
 * the newer of their newest record and this browser's cookie (a choice made on another device
 * reaches this one, and a change made here while signed out still counts). When the record
 * wins, `headers` update the cookie to match it. Null: nobody has chosen, show the banner.
 */
export async function resolveConsent(
  request: Request,
  userId: string | null,
  remembered: RememberedConsents = rememberedConsents,
): Promise<{ consent: StoredConsent | null; headers: Headers }> {
  const headers = new Headers();
  const cookie = consentFromCookie(request);
  if (!userId) return { consent: cookie, headers };
  const record = await remembered.latest(userId);
  if (!record || (cookie && cookie.givenAt >= record.givenAt)) return { consent: cookie, headers };
  headers.append("Set-Cookie", consentCookie(record));
  return { consent: record, headers };
}

/** Records a choice: the proof of consent (or of its withdrawal). */
export async function recordConsent(
  subject: { userId: string } | { sessionId: string },
  choice: CookieChoice,
): Promise<StoredConsent> {
  const [row] = await getDb()
    .insert(cookieConsents)
    .values({
      user_id: "userId" in subject ? subject.userId : null,
      session_id: "sessionId" in subject ? subject.sessionId : null,
      analytics_cookies: choice.analytics,
      marketing_cookies: choice.marketing,
      // Necessary (functional) cookies cannot be refused.
      functional_cookies: true,
      consent_given_at: new Date(),
    })
    .returning();
  // This instance's next page knows at once (the others when the notice comes, at once too).
  if ("userId" in subject) rememberedConsents.forget(subject.userId);
  return {
    analytics: row!.analytics_cookies,
    marketing: row!.marketing_cookies,
    givenAt: wholeSeconds(row!.consent_given_at),
  };
}

/** The Set-Cookie value mirroring a choice for as long as it counts. */
export function consentCookie(consent: StoredConsent, sessionId?: string | null): string {
  return serializeCookie(CONSENT_COOKIE, encodeConsent(consent, sessionId), {
    path: "/",
    maxAge: Math.max(0, Math.floor((consent.givenAt + CONSENT_MAX_AGE_SECONDS * 1000 - Date.now()) / 1000)),
    sameSite: "lax",
    httpOnly: true,
    secure: config().publicUrl.startsWith("https:"),
  });
}

/** The configured scripts this choice allows on the page. */
export function allowedScripts(consent: CookieChoice | null): string[] {
  const { analytics, marketing } = config().consentScripts;
  return [consent?.analytics ? analytics : undefined, consent?.marketing ? marketing : undefined].filter(
    (url): url is string => Boolean(url),
  );
}

/**
 * Saves a choice: the answer is what the cookie mirrors, and it is always the choice made, so
 * every visitor's banner closes and their choice rules the page, however many share their IP
 * address (mobile carriers, offices). Only the record is left out when a guest's address has
 * sent more than `RATE_LIMITS.consentPerIp` choices within the hour.
 *
 * Skipped rather than merged or sampled: a record is the proof of one browser's choice at one
 * moment, and a merged or sampled one would prove a choice or a time nobody made; the cookie
 * still carries the choice and its time. A signed-in customer's choice is always recorded: it
 * is how their other devices learn of it (a withdrawal must reach them), and an account is not
 * an address's crowd.
 */
export async function saveConsent(
  subject: { userId: string } | { sessionId: string },
  choice: CookieChoice,
  clientIp: string,
): Promise<StoredConsent> {
  if ("sessionId" in subject) {
    const flood = await hitRateLimit(`consent-ip:${clientIp}`, RATE_LIMITS.consentPerIp);
    if (flood.limited) return { ...choice, givenAt: wholeSeconds(new Date()) };
  }
  return recordConsent(subject, choice);
}

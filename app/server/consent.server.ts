/**
 * Cookie consent on the server: recording each choice in `cookie_consents` (with the user's id
 * when signed in, otherwise the browser's consent session id), mirroring it in the
 * `krukke_consent` cookie, and working out which choice applies to a request.
 */
import { serialize as serializeCookie, parse as parseCookies } from "cookie";
import { and, desc, eq, gt } from "drizzle-orm";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  decodeConsent,
  encodeConsent,
  type CookieChoice,
  type StoredConsent,
} from "~/lib/consent";
import { config } from "./config.server";
import { getDb } from "./db/index.server";
import { cookieConsents } from "./db/schema.server";
import { RATE_LIMITS, hitRateLimit } from "./rate-limit.server";

/** The cookie keeps whole seconds: a record and the cookie made from it compare equal. */
function wholeSeconds(time: Date): number {
  return Math.floor(time.getTime() / 1000) * 1000;
}

/** The choice in the browser's consent cookie (and the guest's session id), if any. */
export function consentFromCookie(request: Request): (StoredConsent & { sessionId?: string }) | null {
  return decodeConsent(parseCookies(request.headers.get("Cookie") ?? "")[CONSENT_COOKIE]);
}

/** A signed-in user's newest choice still in force, from the database. */
export async function latestUserConsent(userId: string): Promise<StoredConsent | null> {
  const [row] = await getDb()
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
 * The choice that applies to this request: for a guest, the cookie's; for a signed-in user,
 * the newer of their newest record and this browser's cookie (a choice made on another device
 * reaches this one, and a change made here while signed out still counts). When the record
 * wins, `headers` update the cookie to match it. Null: nobody has chosen, show the banner.
 */
export async function resolveConsent(
  request: Request,
  userId: string | null,
): Promise<{ consent: StoredConsent | null; headers: Headers }> {
  const headers = new Headers();
  const cookie = consentFromCookie(request);
  if (!userId) return { consent: cookie, headers };
  const record = await latestUserConsent(userId);
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

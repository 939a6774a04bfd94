/**
 * Cookie consent (docs/product.md, Cookie consent): necessary cookies always, analytics and marketing only
 * when the visitor says yes. Every choice is recorded in `cookie_consents` (the proof); the
 * choice is mirrored in the `krukke_consent` cookie so a server-rendered page knows at once
 * whether to show the banner and which scripts it may load.
 */
export type CookieCategory = "analytics" | "marketing";

export type CookieChoice = Record<CookieCategory, boolean>;

/** What the consent endpoint answers the banner (`/resources/cookie-consent`'s action). */
export type ConsentActionData = { ok: boolean };

/** A choice and when it was made (milliseconds since 1970). */
export type StoredConsent = CookieChoice & { givenAt: number };

export const CONSENT_COOKIE = "krukke_consent";
/** A choice counts for six months; then the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;
/** Where the browser keeps the cookie-consent session id (docs/product.md, Cookie consent). */
export const CONSENT_SESSION_STORAGE_KEY = "cookie_consent_session_id";
export const CONSENT_ACTION = "/resources/cookie-consent";
/** `?cookies=settings` opens the settings panel (how the footer button works without scripts). */
export const CONSENT_SETTINGS_PARAM = "cookies";
export const CONSENT_SETTINGS_VALUE = "settings";

export const NO_CONSENT: CookieChoice = { analytics: false, marketing: false };

const SESSION_ID = /^[A-Za-z0-9-]{16,64}$/;

export function isConsentSessionId(value: unknown): value is string {
  return typeof value === "string" && SESSION_ID.test(value);
}

/** A random version-4 UUID; works where `crypto.randomUUID` does not (plain http). */
export function newConsentSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The cookie's value: `a=1&m=0&t=<seconds>` (plus `s=<session id>` for a guest). */
export function encodeConsent(consent: StoredConsent, sessionId?: string | null): string {
  const params = new URLSearchParams({
    a: consent.analytics ? "1" : "0",
    m: consent.marketing ? "1" : "0",
    t: String(Math.floor(consent.givenAt / 1000)),
  });
  if (sessionId) params.set("s", sessionId);
  return params.toString();
}

/** The choice a cookie holds, or null when it holds nothing valid or the choice has run out. */
export function decodeConsent(
  value: string | undefined | null,
  now = Date.now(),
): (StoredConsent & { sessionId?: string }) | null {
  if (!value || value.length > 200) return null;
  const params = new URLSearchParams(value);
  const flag = (name: string) => {
    const raw = params.get(name);
    return raw === "1" ? true : raw === "0" ? false : null;
  };
  const analytics = flag("a");
  const marketing = flag("m");
  const seconds = params.get("t");
  if (analytics === null || marketing === null || !seconds || !/^\d{1,12}$/.test(seconds)) return null;
  const givenAt = Number(seconds) * 1000;
  if (!isCurrentConsent(givenAt, now)) return null;
  const sessionId = params.get("s");
  return {
    analytics,
    marketing,
    givenAt,
    ...(isConsentSessionId(sessionId) ? { sessionId } : {}),
  };
}

/** A choice made within the last six months (and not in the future, give or take a day). */
export function isCurrentConsent(givenAt: number, now = Date.now()): boolean {
  return givenAt > now - CONSENT_MAX_AGE_SECONDS * 1000 && givenAt < now + 24 * 60 * 60 * 1000;
}

/** What the banner posts: which button, the boxes ticked (for "save"), the browser's session id. */
export type ConsentForm = {
  intent: "accept" | "reject" | "save";
  analytics: boolean;
  marketing: boolean;
  sessionId?: string;
  redirectTo?: string;
};

/** The choice a button stands for: all, nothing, or the boxes ticked. */
export function choiceOf(form: Pick<ConsentForm, "intent" | "analytics" | "marketing">): CookieChoice {
  if (form.intent === "accept") return { analytics: true, marketing: true };
  if (form.intent === "reject") return { ...NO_CONSENT };
  return { analytics: form.analytics, marketing: form.marketing };
}

const INTENTS: ReadonlySet<string> = new Set(["accept", "reject", "save"]);
const TICKED: ReadonlySet<string> = new Set(["on", "true", "1"]);

/**
 * Reads a posted consent form (text fields only); null for anything that is not one. Checked
 * by hand rather than with a Zod schema: the banner is on every page, and this keeps Zod out
 * of the JavaScript every first visit downloads.
 */
export function parseConsentForm(form: FormData): ConsentForm | null {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string") return null;
    fields[key] = value;
  }
  const { intent, analytics, marketing, sessionId, redirectTo } = fields;
  if (intent === undefined || !INTENTS.has(intent)) return null;
  const box = (value: string | undefined) => (value === undefined ? false : TICKED.has(value) ? true : null);
  const ticked = { analytics: box(analytics), marketing: box(marketing) };
  if (ticked.analytics === null || ticked.marketing === null) return null;
  if (sessionId !== undefined && !SESSION_ID.test(sessionId)) return null;
  if (redirectTo !== undefined && redirectTo.length > 2000) return null;
  return {
    intent: intent as ConsentForm["intent"],
    analytics: ticked.analytics,
    marketing: ticked.marketing,
    ...(sessionId !== undefined ? { sessionId } : {}),
    ...(redirectTo !== undefined ? { redirectTo } : {}),
  };
}

/** The page's address without the settings switch, for going back after a choice. */
export function withoutSettingsParam(path: string): string {
  const url = new URL(path, "http://localhost");
  url.searchParams.delete(CONSENT_SETTINGS_PARAM);
  url.searchParams.delete("redirectTo");
  return `${url.pathname}${url.search}${url.hash}`;
}

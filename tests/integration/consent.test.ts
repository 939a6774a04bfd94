import { desc, eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CONSENT_COOKIE, decodeConsent, encodeConsent, newConsentSessionId } from "~/lib/consent";
import { loader as rootLoader } from "~/root";
import { action as consentAction } from "~/routes/resources.cookie-consent";
import { resetConfig } from "~/server/config.server";
import { rememberedConsents } from "~/server/consent.server";
import { getDb } from "~/server/db/index.server";
import { cookieConsents } from "~/server/db/schema.server";
import { RATE_LIMITS } from "~/server/rate-limit.server";
import { post } from "./helpers/answers";
import { setupTestDatabase } from "./helpers/database";
import { callLoader } from "./helpers/routes";
import { createSignedInUser } from "./helpers/users";

setupTestDatabase();

let ipCounter = 0;
const nextIp = () => `10.40.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

const choose = (form: Record<string, string> | FormData, cookie = "", clientIp = nextIp()) =>
  post<{ ok: boolean }>(consentAction, "/resources/cookie-consent", form, {
    clientIp,
    headers: cookie ? { Cookie: cookie } : undefined,
  });

const rootFor = (cookie: string) =>
  callLoader(rootLoader, "/", {}, { headers: cookie ? { Cookie: cookie } : {}, raw: true });

const recordsForSession = (sessionId: string) =>
  getDb()
    .select()
    .from(cookieConsents)
    .where(eq(cookieConsents.session_id, sessionId))
    .orderBy(desc(cookieConsents.created_at));

const recordsForUser = (userId: string) =>
  getDb()
    .select()
    .from(cookieConsents)
    .where(eq(cookieConsents.user_id, userId))
    .orderBy(desc(cookieConsents.created_at));

/** The consent cookie an answer set, as a Cookie header. */
const consentCookieIn = (cookies: string) =>
  cookies
    .split("; ")
    .filter((pair) => pair.startsWith(`${CONSENT_COOKIE}=`))
    .join("; ");

afterEach(() => {
  delete process.env.ANALYTICS_SCRIPT_URL;
  delete process.env.MARKETING_SCRIPT_URL;
  resetConfig();
});

describe("a guest's choice", () => {
  it("starts with no choice: the banner shows and no script is allowed", async () => {
    const root = await rootFor("");
    expect(root.data.consent).toBeNull();
    expect(root.data.consentScripts).toEqual([]);
  });

  it.each([
    ["accept", {}, { analytics: true, marketing: true }],
    ["reject", {}, { analytics: false, marketing: false }],
    ["save", { analytics: "on" }, { analytics: true, marketing: false }],
    ["save", { marketing: "on" }, { analytics: false, marketing: true }],
    ["save", {}, { analytics: false, marketing: false }],
  ])(
    "%s %o is recorded under the browser's session id and mirrored in the cookie",
    async (intent, boxes, choice) => {
      const sessionId = newConsentSessionId();
      const answer = await choose({ intent, sessionId, ...boxes });
      expect(answer.status).toBe(200);
      expect(answer.data).toEqual({ ok: true });

      const [record] = await recordsForSession(sessionId);
      expect(record).toMatchObject({
        user_id: null,
        session_id: sessionId,
        analytics_cookies: choice.analytics,
        marketing_cookies: choice.marketing,
        functional_cookies: true,
      });

      const cookie = consentCookieIn(answer.cookies);
      expect(decodeConsent(decodeURIComponent(cookie.split("=")[1]!))).toMatchObject({
        ...choice,
        sessionId,
      });
      const setCookie = answer.headers.getSetCookie().find((value) => value.startsWith(CONSENT_COOKIE))!;
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=Lax/i);
      expect(Number(/Max-Age=(\d+)/.exec(setCookie)![1])).toBeGreaterThan(180 * 24 * 3600);

      // The next page knows the choice: no banner.
      expect((await rootFor(cookie)).data.consent).toEqual(choice);
    },
  );

  it("keeps one session id for the browser: from the form, or the cookie without scripts", async () => {
    const first = await choose({ intent: "reject" });
    const sessionId = decodeConsent(
      decodeURIComponent(consentCookieIn(first.cookies).split("=")[1]!),
    )!.sessionId!;
    expect(sessionId).toBeTruthy();
    const second = await choose({ intent: "accept" }, consentCookieIn(first.cookies));
    const records = await recordsForSession(sessionId);
    expect(records.map((record) => record.analytics_cookies)).toEqual([true, false]);
    expect(second.toast).toMatchObject({ type: "success", title: "cookies.saved" });
    // A first choice needs no toast: the banner going away says it.
    expect(first.toast).toBeNull();
  });

  it("without scripts goes back to the page (without the settings switch)", async () => {
    const answer = await choose({ intent: "accept", redirectTo: "/produkter?cookies=settings&side=2" });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/produkter?side=2");
    expect(consentCookieIn(answer.cookies)).not.toBe("");
    const elsewhere = await choose({ intent: "reject", redirectTo: "https://evil.example/" });
    expect(elsewhere.location).toBe("/");
  });
});

describe.each([
  ["looked up on every page", false],
  ["remembered by the instance (RememberedConsents listening)", true],
])("a signed-in customer's choice, %s", (_name, remembered) => {
  let stopWatching: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    if (remembered) stopWatching = await rememberedConsents.watch();
  });
  afterAll(async () => {
    await stopWatching?.();
  });

  it("is recorded with the user's id, and the newest record decides on every device", async () => {
    const user = await createSignedInUser();
    expect((await rootFor(user.cookie)).data.consent).toBeNull();

    const answer = await choose({ intent: "save", analytics: "on" }, user.cookie);
    expect(answer.status).toBe(200);
    const [record] = await recordsForUser(user.id);
    expect(record).toMatchObject({
      user_id: user.id,
      session_id: null,
      analytics_cookies: true,
      marketing_cookies: false,
      functional_cookies: true,
    });

    // Another browser, signed in as the same customer, without any consent cookie: no banner,
    // and the choice is mirrored into that browser's cookie.
    const elsewhere = await rootFor(user.cookie);
    expect(elsewhere.data.consent).toEqual({ analytics: true, marketing: false });
    const mirrored = elsewhere.init?.headers
      ? new Headers(elsewhere.init.headers).getSetCookie().find((value) => value.startsWith(CONSENT_COOKIE))
      : undefined;
    expect(mirrored).toMatch(/^krukke_consent=a%3D1%26m%3D0%26t%3D\d+/);
  });

  it("a newer record wins over an older cookie, and a newer cookie over an older record", async () => {
    const user = await createSignedInUser();
    const hourAgo = Date.now() - 60 * 60 * 1000;
    const oldCookie = `${CONSENT_COOKIE}=${encodeURIComponent(
      encodeConsent({ analytics: true, marketing: true, givenAt: hourAgo }),
    )}`;
    await choose({ intent: "reject" }, user.cookie);
    expect((await rootFor(`${user.cookie}; ${oldCookie}`)).data.consent).toEqual({
      analytics: false,
      marketing: false,
    });

    const other = await createSignedInUser();
    await getDb()
      .insert(cookieConsents)
      .values({ user_id: other.id, analytics_cookies: false, consent_given_at: new Date(hourAgo - 1000) });
    expect((await rootFor(`${other.cookie}; ${oldCookie}`)).data.consent).toEqual({
      analytics: true,
      marketing: true,
    });
  });

  it("a record older than six months no longer counts: the banner asks again", async () => {
    const user = await createSignedInUser();
    await getDb()
      .insert(cookieConsents)
      .values({ user_id: user.id, consent_given_at: new Date(Date.now() - 200 * 24 * 60 * 60 * 1000) });
    expect((await rootFor(user.cookie)).data.consent).toBeNull();
  });
});

describe("scripts a shop configures", () => {
  it("are allowed only by the matching consent", async () => {
    process.env.ANALYTICS_SCRIPT_URL = "https://stats.example.com/script.js";
    process.env.MARKETING_SCRIPT_URL = "https://ads.example.com/pixel.js";
    resetConfig();
    const cookieFor = (analytics: boolean, marketing: boolean) =>
      `${CONSENT_COOKIE}=${encodeURIComponent(encodeConsent({ analytics, marketing, givenAt: Date.now() }))}`;
    expect((await rootFor("")).data.consentScripts).toEqual([]);
    expect((await rootFor(cookieFor(false, false))).data.consentScripts).toEqual([]);
    expect((await rootFor(cookieFor(true, false))).data.consentScripts).toEqual([
      "https://stats.example.com/script.js",
    ]);
    expect((await rootFor(cookieFor(false, true))).data.consentScripts).toEqual([
      "https://ads.example.com/pixel.js",
    ]);
    expect((await rootFor(cookieFor(true, true))).data.consentScripts).toHaveLength(2);
  });
});

describe("bad input", () => {
  it.each<[string, Record<string, string>]>([
    ["no button", {}],
    ["an unknown button", { intent: "everything" }],
    ["a box with an odd value", { intent: "save", analytics: "yes please" }],
    ["a session id that is not one", { intent: "accept", sessionId: "<script>" }],
  ])("%s is refused with 400 and recorded nowhere", async (_name, form) => {
    const before = await getDb().$count(cookieConsents);
    const answer = await choose(form);
    expect(answer.status).toBe(400);
    expect(answer.toast).toMatchObject({ type: "error", title: "cookies.errorTitle" });
    expect(await getDb().$count(cookieConsents)).toBe(before);
  });

  it("a body that is not a form is refused with 400, not 500", async () => {
    const broken = await consentAction({
      request: new Request("http://localhost/resources/cookie-consent", {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=x" },
        body: "nonsense",
      }),
      params: {},
      context: { cspNonce: "", clientIp: nextIp(), shareable: false },
    } as unknown as Parameters<typeof consentAction>[0]);
    expect((broken as { init?: ResponseInit }).init?.status).toBe(400);
  });
});

describe("many visitors behind one address (mobile carriers, offices)", () => {
  it("honours all of 200 cookie choices from one address in an hour: each sets its cookie and closes the banner", async () => {
    const ip = nextIp();
    const sessionIds: string[] = [];
    for (let visitor = 0; visitor < 200; visitor += 1) {
      const sessionId = newConsentSessionId();
      sessionIds.push(sessionId);
      const accept = visitor % 2 === 0;
      const answer = await choose({ intent: accept ? "accept" : "reject", sessionId }, "", ip);
      expect(answer.status, `visitor ${visitor}`).toBe(200);
      expect(answer.data).toEqual({ ok: true });
      const cookie = consentCookieIn(answer.cookies);
      expect(cookie, `visitor ${visitor}`).not.toBe("");
      // The next page has no banner, and the choice made (not another) rules it.
      expect((await rootFor(cookie)).data.consent, `visitor ${visitor}`).toEqual({
        analytics: accept,
        marketing: accept,
      });
    }
    // Only the records are limited: the first of the hour are kept as proof, the rest skipped.
    const recorded = await getDb()
      .select()
      .from(cookieConsents)
      .where(inArray(cookieConsents.session_id, sessionIds));
    expect(recorded).toHaveLength(RATE_LIMITS.consentPerIp.limit);
    expect(recorded.map((record) => record.session_id).sort()).toEqual(
      sessionIds.slice(0, RATE_LIMITS.consentPerIp.limit).sort(),
    );
  });

  it("records a signed-in customer's choice even from a busy address, so it reaches their other devices", async () => {
    const ip = nextIp();
    for (let visitor = 0; visitor < RATE_LIMITS.consentPerIp.limit; visitor += 1) {
      await choose({ intent: "accept" }, "", ip);
    }
    const user = await createSignedInUser();
    const answer = await choose({ intent: "reject" }, user.cookie, ip);
    expect(answer.status).toBe(200);
    expect(await recordsForUser(user.id)).toMatchObject([
      { analytics_cookies: false, marketing_cookies: false },
    ]);
    // Another browser of the customer's, without the cookie: the record decides.
    expect((await rootFor(user.cookie)).data.consent).toEqual({ analytics: false, marketing: false });
  });
});

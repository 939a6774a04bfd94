import { desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loader as authLoader } from "~/routes/api.auth.$";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as loginAction, loader as loginLoader } from "~/routes/login";
import { action as logoutAction } from "~/routes/logout";
import { action as resetAction } from "~/routes/reset-password";
import { loader as rootLoader } from "~/root";
import { getDb } from "~/server/db/index.server";
import { emailOutbox, profiles, rateLimits, sessions, verifications } from "~/server/db/schema.server";
import { RATE_LIMITS } from "~/server/rate-limit.server";
import { setupTestDatabase } from "./helpers/database";
import { solvedProof } from "./helpers/proof-of-work";
import { callAction, callLoader } from "./helpers/routes";
import { cookieHeader, createUser, PASSWORD, signInAs, uniqueEmail } from "./helpers/users";

setupTestDatabase();

const signUpForm = (email: string, overrides: Record<string, string> = {}) => ({
  intent: "signup",
  firstName: "Anna",
  lastName: "Hansen",
  email,
  phone: "+45 12 34 56 78",
  streetAddress: "Vestergade 1",
  postalCode: "2600",
  city: "Glostrup",
  country: "Danmark",
  password: PASSWORD,
  confirmPassword: PASSWORD,
  terms: "on",
  ...overrides,
});

async function latestEmailTo(address: string) {
  const [row] = await getDb()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to_address, address))
    .orderBy(desc(emailOutbox.created_at))
    .limit(1);
  return row;
}

const failuresOf = async (email: string) =>
  (
    await getDb()
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login-failures:${email}`))
  )[0]?.count ?? 0;

type LoginReply = {
  init: ResponseInit;
  data: {
    result: { error: Record<string, string[]> };
    proofNeeded?: boolean;
    signInLink?: { email: string; sent: boolean };
    resent?: boolean;
  };
};

/** A sign-in attempt from `clientIp`, answered as the page gets it (a redirect when signed in). */
const login = (fields: Record<string, string>, clientIp: string) =>
  callAction(
    loginAction,
    "/login",
    { intent: "login", ...fields },
    { raw: true, clientIp },
  ) as unknown as Promise<LoginReply | Response>;

const sessionsOf = async (email: string) =>
  (
    await getDb()
      .select()
      .from(sessions)
      .where(sql`${sessions.user_id} in (select id from profiles where email = ${email})`)
  ).length;

const linkIn = (text: string, pattern: RegExp) => {
  const found = text.match(new RegExp(`https?://\\S*${pattern.source}\\S*`))?.[0];
  if (!found) throw new Error(`no link matching ${pattern} in:\n${text}`);
  return new URL(found);
};

describe("sign-up", () => {
  it("stores the profile as a customer without discount and e-mails a confirmation link", async () => {
    const email = uniqueEmail("anna");
    const result = await callAction(loginAction, "/login?mode=signup", signUpForm(email), {
      clientIp: "10.1.0.1",
    });
    expect(result).toMatchObject({ intent: "signup", signedUp: email });

    const [profile] = await getDb().select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({
      first_name: "Anna",
      last_name: "Hansen",
      phone: "+45 12 34 56 78",
      street_address: "Vestergade 1",
      postal_code: "2600",
      city: "Glostrup",
      country: "Danmark",
      role: "customer",
      discount_percentage: "0.00",
      email_verified: false,
      language: "da",
    });

    const mail = await latestEmailTo(email);
    expect(mail).toMatchObject({
      template: "confirm-email",
      subject: "Bekræft din e-mail hos Krukke",
      status: "pending",
    });
    expect(mail!.html).toContain("Hej Anna Hansen");
    expect(mail!.text).toMatch(/Bekræft e-mail: http:\/\/localhost:3000\/api\/auth\/verify-email\?token=/);
  });

  it("in English writes the confirmation in English", async () => {
    const email = uniqueEmail("emma");
    await callAction(loginAction, "/login?mode=signup", signUpForm(email), {
      clientIp: "10.1.0.2",
      headers: { Cookie: "lang=en" },
    });
    expect((await latestEmailTo(email))?.subject).toBe("Confirm your e-mail at Krukke");
  });

  it("rejects every broken rule on the server too, changing nothing", async () => {
    const email = uniqueEmail("ugyldig");
    const result = await callAction(
      loginAction,
      "/login?mode=signup",
      signUpForm(email, { phone: "abc", postalCode: "123", confirmPassword: "noget-andet", terms: "" }),
      { clientIp: "10.1.0.3" },
    );
    const errors = (result as { result: { error: Record<string, string[]> } }).result.error;
    expect(errors.phone).toEqual(["validation.phone"]);
    expect(errors.postalCode).toEqual(["validation.postalCode"]);
    expect(errors.confirmPassword).toEqual(["validation.passwordsMismatch"]);
    expect(errors.terms).toEqual(["validation.terms"]);
    expect(await getDb().select().from(profiles).where(eq(profiles.email, email))).toHaveLength(0);
  });

  it("answers the same for an address that already has an account, and tells its owner instead", async () => {
    const { email } = await createUser();
    const result = await callAction(loginAction, "/login?mode=signup", signUpForm(email.toUpperCase()), {
      clientIp: "10.1.0.4",
    });
    expect(result).toMatchObject({ signedUp: email });
    expect(
      await getDb()
        .select()
        .from(profiles)
        .where(sql`lower(${profiles.email}) = ${email}`),
    ).toHaveLength(1);
    expect((await latestEmailTo(email))?.template).toBe("existing-account");
  });
});

describe("confirming and signing in", () => {
  it("refuses to sign in before the e-mail is confirmed, then follows the link and signs in", async () => {
    const email = uniqueEmail("bo");
    await callAction(loginAction, "/login?mode=signup", signUpForm(email), { clientIp: "10.2.0.1" });

    const early = await callAction(
      loginAction,
      "/login",
      { intent: "login", email, password: PASSWORD },
      { clientIp: "10.2.0.1" },
    );
    expect(early).toMatchObject({ notVerified: email });

    const link = linkIn((await latestEmailTo(email))!.text!, /verify-email/);
    const confirmed = await callLoader(authLoader, `${link.pathname}${link.search}`, {}, { raw: true });
    expect((confirmed as unknown as Response).headers.get("location")).toBe("/login?verified=1");
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.email, email));
    expect(profile!.email_verified).toBe(true);

    const cookie = await signInAs(email);
    const root = await callLoader(rootLoader, "/", {}, { headers: { Cookie: cookie } });
    expect(root.user).toMatchObject({ email, name: "Anna Hansen", role: "customer" });
  });

  it("a forged or expired confirmation link confirms nothing", async () => {
    const response = (await callLoader(
      authLoader,
      "/api/auth/verify-email?token=forged&callbackURL=%2Flogin%3Fverified%3D1",
      {},
      { raw: true },
    )) as unknown as Response;
    expect(response.headers.get("location")).toMatch(/^\/login\?verified=1&error=/);
  });

  it("says when the e-mail or password is wrong, without saying which", async () => {
    const { email } = await createUser();
    for (const form of [
      { email, password: "forkert-kode" },
      { email: uniqueEmail("ukendt"), password: PASSWORD },
    ]) {
      const result = await callAction(
        loginAction,
        "/login",
        { intent: "login", ...form },
        { raw: true, clientIp: "10.3.0.1" },
      );
      const payload = result as unknown as {
        data: { result: { error: Record<string, string[]> } };
        init: ResponseInit;
      };
      expect(payload.init.status).toBe(400);
      expect(payload.data.result.error[""]).toEqual(["login.invalidCredentials"]);
    }
  });

  it(`after ${RATE_LIMITS.loginFailuresPerAccount.limit} wrong passwords from anywhere, the owner still signs in from another address with a proof of work`, async () => {
    const { email } = await createUser();
    const { limit } = RATE_LIMITS.loginFailuresPerAccount;
    // A stranger guesses from one address.
    for (let guess = 1; guess <= limit; guess++) {
      const wrong = (await login({ email, password: `forkert-${guess}` }, "10.4.0.1")) as LoginReply;
      expect(wrong.init.status, `guess ${guess}`).toBe(400);
    }
    // Any further attempt, the stranger's or the owner's, is checked only with a proof; the page
    // says why and offers a sign-in link by e-mail. Nothing is checked, no session made.
    const unpaid = (await login({ email, password: PASSWORD }, "10.4.1.1")) as LoginReply;
    expect(unpaid.init.status).toBe(429);
    expect(unpaid.data.result.error[""]).toEqual(["proofOfWork.loginNeeded"]);
    expect(unpaid.data.signInLink).toEqual({ email, sent: false });
    expect(await sessionsOf(email)).toBe(0);
    // The owner's browser has made its proof while they typed: signed in.
    const owner = await login({ email, password: PASSWORD, proof: await solvedProof("login") }, "10.4.1.1");
    expect(owner).toBeInstanceOf(Response);
    expect(cookieHeader((owner as Response).headers)).toMatch(/krukke\.session_token=/);
    expect(await failuresOf(email)).toBe(0);
  });

  it(`a script that reads the page gets no more than ${RATE_LIMITS.loginPerIp.limit} of 80 sign-ins from one address checked`, async () => {
    const ip = "10.5.0.1";
    let fields: Record<string, string> = {};
    const checked: number[] = [];
    for (let attempt = 1; attempt <= 80; attempt++) {
      const reply = (await login(
        { email: uniqueEmail(), password: "gaet-1234", ...fields },
        ip,
      )) as LoginReply;
      if (reply.init.status === 400) checked.push(attempt);
      // Whatever the answer hands back that a form could send again, the script sends.
      fields = Object.fromEntries(
        Object.entries(reply.data).flatMap(([name, value]) =>
          typeof value === "string" || typeof value === "number" ? [[name, String(value)]] : [],
        ),
      );
    }
    expect(checked.length).toBeLessThanOrEqual(RATE_LIMITS.loginPerIp.limit);
    expect(checked.at(-1)).toBeLessThanOrEqual(RATE_LIMITS.loginPerIp.limit);
  });

  it("past the address's limit each attempt needs its own proof, for this form, and a proof works once", async () => {
    const ip = "10.5.0.2";
    for (let attempt = 1; attempt <= RATE_LIMITS.loginPerIp.limit; attempt++) {
      await login({ email: uniqueEmail(), password: "x" }, ip);
    }
    const { email } = await createUser();
    const proof = await solvedProof("login");
    const wrongPassword = (await login({ email, password: "forkert-1", proof }, ip)) as LoginReply;
    expect(wrongPassword.init.status).toBe(400);
    expect(wrongPassword.data.result.error[""]).toEqual(["login.invalidCredentials"]);
    // The same proof again: used up, so the right password is not even checked.
    const replayed = (await login({ email, password: PASSWORD, proof }, ip)) as LoginReply;
    expect(replayed.init.status).toBe(429);
    // A proof made for another form does not count here.
    const otherForm = (await login(
      { email, password: PASSWORD, proof: await solvedProof("signup") },
      ip,
    )) as LoginReply;
    expect(otherForm.init.status).toBe(429);
    // Forged or broken proofs neither.
    for (const forged of [
      "e30=",
      "not base64 at all",
      Buffer.from('{"challenge":{"parameters":{"nonce":"x"}},"solution":{"counter":1}}').toString("base64"),
    ]) {
      expect(
        ((await login({ email, password: PASSWORD, proof: forged }, ip)) as LoginReply).init.status,
      ).toBe(429);
    }
    expect(await login({ email, password: PASSWORD, proof: await solvedProof("login") }, ip)).toBeInstanceOf(
      Response,
    );
  });

  it(`after ${RATE_LIMITS.loginFailuresPerIp.limit} wrong passwords for different accounts, an address pays for each further guess`, async () => {
    const ip = "10.5.0.3";
    for (let account = 1; account <= RATE_LIMITS.loginFailuresPerIp.limit; account++) {
      const { email } = await createUser();
      expect(((await login({ email, password: "Sommer2026!" }, ip)) as LoginReply).init.status).toBe(400);
    }
    const { email } = await createUser();
    const sprayed = (await login({ email, password: "Sommer2026!" }, ip)) as LoginReply;
    expect(sprayed.init.status).toBe(429);
    expect(sprayed.data.result.error[""]).toEqual(["proofOfWork.loginNeeded"]);
    // Another address is not touched by it.
    expect(await login({ email, password: PASSWORD }, "10.5.0.4")).toBeInstanceOf(Response);
  });

  it("counts 30 wrong passwords sent at once as 30, and checks no more of them than the limit allows", async () => {
    const { email } = await createUser();
    const { limit } = RATE_LIMITS.loginFailuresPerAccount;
    const answers = await Promise.all(
      // Each from its own address: the account's limit, not an address's, is at stake.
      Array.from({ length: 30 }, (_, guess) =>
        login({ email, password: `gaet-${guess}` }, `10.9.0.${guess + 1}`),
      ),
    );
    const statuses = answers.map((answer) => (answer as LoginReply).init.status);
    expect(await failuresOf(email)).toBe(30);
    // Only the first `limit` reach the password check ('Forkert e-mail eller adgangskode');
    // the rest wait for a proof of work, and none was sent.
    expect(statuses.filter((status) => status === 400)).toHaveLength(limit);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - limit);
  });

  it("a sign-in link signs the owner in once; an unknown address is answered the same and gets nothing", async () => {
    const { email } = await createUser();
    const ask = (address: string) =>
      callAction(
        loginAction,
        "/login",
        { intent: "sign-in-link", email: address },
        { raw: true, clientIp: "10.4.2.1" },
      ) as unknown as Promise<LoginReply>;
    const asked = await ask(email);
    expect(asked.data.signInLink).toEqual({ email, sent: true });
    const mail = await latestEmailTo(email);
    expect(mail!.subject).toBe("Dit login-link til Krukke");
    const link = linkIn(mail!.text!, /\/api\/auth\/magic-link\/verify/);
    const used = (await callLoader(
      authLoader,
      `${link.pathname}${link.search}`,
      {},
      { raw: true },
    )) as unknown as Response;
    expect(new URL(used.headers.get("location")!).pathname).toBe("/profile");
    expect(cookieHeader(used.headers)).toMatch(/krukke\.session_token=/);
    const again = (await callLoader(
      authLoader,
      `${link.pathname}${link.search}`,
      {},
      { raw: true },
    )) as unknown as Response;
    expect(new URL(again.headers.get("location")!).search).toMatch(/^\?link=failed/);
    expect(cookieHeader(again.headers)).not.toMatch(/krukke\.session_token=[^;]/);

    const stranger = uniqueEmail();
    expect((await ask(stranger)).data.signInLink).toEqual({ email: stranger, sent: true });
    expect(await latestEmailTo(stranger)).toBeUndefined();
    expect(await getDb().select().from(profiles).where(eq(profiles.email, stranger))).toHaveLength(0);
  });

  it("a right password clears the count of wrong ones", async () => {
    const { email } = await createUser();
    const { limit } = RATE_LIMITS.loginFailuresPerAccount;
    const attempt = (password: string, ip: string) =>
      callAction(loginAction, "/login", { intent: "login", email, password }, { raw: true, clientIp: ip });
    for (let guess = 1; guess < limit; guess++) await attempt(`forkert-${guess}`, `10.9.2.${guess}`);
    expect(await failuresOf(email)).toBe(limit - 1);
    expect(await attempt(PASSWORD, "10.9.3.1")).toBeInstanceOf(Response);
    expect(await failuresOf(email)).toBe(0);
    // A whole new allowance of mistakes.
    for (let guess = 1; guess <= limit; guess++) {
      const wrong = await attempt(`forkert-igen-${guess}`, `10.9.4.${guess}`);
      expect((wrong as unknown as { init: ResponseInit }).init.status, `guess ${guess}`).toBe(400);
    }
  });

  it("remember me keeps the session cookie for 30 days; without it the cookie ends with the browser", async () => {
    const { email } = await createUser();
    const remembered = (await callAction(
      loginAction,
      "/login",
      { intent: "login", email, password: PASSWORD, rememberMe: "on" },
      {
        clientIp: "10.6.0.1",
      },
    )) as Response;
    const sessionCookie = remembered.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("krukke.session_token="))!;
    expect(sessionCookie).toMatch(/Max-Age=2592000/);
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);

    const forgotten = (await callAction(
      loginAction,
      "/login",
      { intent: "login", email, password: PASSWORD },
      {
        clientIp: "10.6.0.2",
      },
    )) as Response;
    const browserSession = forgotten.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("krukke.session_token="))!;
    expect(browserSession).not.toMatch(/Max-Age|Expires/i);
  });

  it("a signed-in visitor to /login is sent to the front page", async () => {
    const { email } = await createUser();
    const cookie = await signInAs(email);
    const response = await callLoader(loginLoader, "/login", {}, { headers: { Cookie: cookie } }).catch(
      (thrown) => thrown,
    );
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get("location")).toBe("/");
  });

  it("'Log ud' ends the session on the server", async () => {
    const { email } = await createUser();
    const cookie = await signInAs(email);
    const response = (await callAction(
      logoutAction,
      "/logout",
      {},
      { headers: { Cookie: cookie } },
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
    // The old cookie no longer names a session.
    const root = await callLoader(rootLoader, "/", {}, { headers: { Cookie: cookie } });
    expect(root.user).toBeNull();
  });
});

describe("password reset", () => {
  it("e-mails a link that sets a new password once", async () => {
    const { email } = await createUser();
    const sent = await callAction(forgotAction, "/forgot-password", { email }, { clientIp: "10.7.0.1" });
    expect(sent).toMatchObject({ sentTo: email });

    const mail = await latestEmailTo(email);
    expect(mail?.template).toBe("reset-password");
    const link = linkIn(mail!.text!, /reset-password\//);
    const landing = (await callLoader(
      authLoader,
      `${link.pathname}${link.search}`,
      {},
      { raw: true },
    )) as unknown as Response;
    const token = new URL(landing.headers.get("location")!, "http://localhost").searchParams.get("token")!;
    expect(token).toBeTruthy();

    const done = (await callAction(resetAction, `/reset-password?token=${token}`, {
      token,
      password: "ny-kode-12345",
      confirmPassword: "ny-kode-12345",
    })) as Response;
    expect(done.headers.get("location")).toBe("/login?reset=done");

    await expect(signInAs(email, PASSWORD)).rejects.toThrow();
    await expect(signInAs(email, "ny-kode-12345")).resolves.toContain("krukke.session_token");

    // The same link a second time changes nothing.
    const again = await callAction(resetAction, `/reset-password?token=${token}`, {
      token,
      password: "tredje-kode-123",
      confirmPassword: "tredje-kode-123",
    });
    expect(again).toMatchObject({ invalidToken: true });
    await expect(signInAs(email, "ny-kode-12345")).resolves.toContain("krukke.session_token");
  });

  it("an expired link sets nothing", async () => {
    const { email } = await createUser();
    await callAction(forgotAction, "/forgot-password", { email }, { clientIp: "10.7.0.2" });
    const token = linkIn((await latestEmailTo(email))!.text!, /reset-password\//)
      .pathname.split("/")
      .pop()!;
    await getDb()
      .update(verifications)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`));
    const result = await callAction(resetAction, "/reset-password", {
      token,
      password: "ny-kode-12345",
      confirmPassword: "ny-kode-12345",
    });
    expect(result).toMatchObject({ invalidToken: true });
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const email = uniqueEmail("ingen");
    expect(
      await callAction(forgotAction, "/forgot-password", { email }, { clientIp: "10.7.0.3" }),
    ).toMatchObject({ sentTo: email });
    expect(await latestEmailTo(email)).toBeUndefined();
  });

  it(`is rate limited per account after ${RATE_LIMITS.passwordResetPerAccount.limit} requests`, async () => {
    const { email } = await createUser();
    for (let i = 0; i < RATE_LIMITS.passwordResetPerAccount.limit; i++) {
      await callAction(forgotAction, "/forgot-password", { email }, { clientIp: `10.8.0.${i}` });
    }
    const blocked = await callAction(
      forgotAction,
      "/forgot-password",
      { email },
      { raw: true, clientIp: "10.8.1.1" },
    );
    expect((blocked as unknown as { init: ResponseInit }).init.status).toBe(429);
  });
});

describe("the sign-in library's endpoints", () => {
  it("only answer what must come from outside (links and callbacks)", async () => {
    for (const path of [
      "/api/auth/sign-up/email",
      "/api/auth/sign-in/email",
      "/api/auth/update-user",
      "/api/auth/list-sessions",
    ]) {
      const thrown = await callLoader(authLoader, path).catch((error) => error);
      expect((thrown as { init?: ResponseInit }).init?.status, path).toBe(404);
    }
  });

  it("cannot be used to give oneself a role or a discount at sign-up", async () => {
    const email = uniqueEmail("snyd");
    await callAction(
      loginAction,
      "/login?mode=signup",
      signUpForm(email, { role: "admin", discount_percentage: "100" }),
      { clientIp: "10.9.0.1" },
    );
    const [profile] = await getDb().select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({ role: "customer", discount_percentage: "0.00" });
  });

  it("keeps cookies HttpOnly and SameSite", async () => {
    const { email } = await createUser();
    const response = (await callAction(
      loginAction,
      "/login",
      { intent: "login", email, password: PASSWORD },
      {
        clientIp: "10.9.0.2",
      },
    )) as Response;
    for (const cookie of response.headers.getSetCookie()) {
      expect(cookie, cookie).toMatch(/HttpOnly/i);
      expect(cookie, cookie).toMatch(/SameSite=Lax/i);
    }
    expect(cookieHeader(response.headers)).toContain("krukke.session_token=");
  });
});

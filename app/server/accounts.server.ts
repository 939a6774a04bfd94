/**
 * Accounts: signing up, confirming the e-mail, signing in and out, resetting a password.
 * Each call is rate limited per IP address and per account, and answers with an outcome the
 * page can show; the work itself is Better Auth's.
 */
import type { Language } from "~/i18n/languages";
import type { SignUpInput } from "~/lib/schemas/account";
import { getAuth } from "./auth.server";
import { logger } from "./logger.server";
import { accountKey, clearRateLimit, hitRateLimit, RATE_LIMITS } from "./rate-limit.server";
import { authHeaders } from "./session.server";

export const VERIFIED_CALLBACK = "/login?verified=1";
export const RESET_PASSWORD_PAGE = "/reset-password";

export type RateLimited = { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/** The code Better Auth put on an error ("INVALID_EMAIL_OR_PASSWORD", …), if any. */
export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { body?: { code?: unknown } } | null)?.body?.code;
  return typeof code === "string" ? code : undefined;
}

async function limitBy(...checks: [key: string, rule: (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS]][]) {
  for (const [key, rule] of checks) {
    const state = await hitRateLimit(key, rule);
    if (state.limited)
      return {
        ok: false as const,
        reason: "rate-limited" as const,
        retryAfterSeconds: state.retryAfterSeconds,
      };
  }
  return null;
}

export type SignInOutcome =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "invalid-credentials" | "not-verified" }
  | RateLimited;

export async function signIn(
  input: { email: string; password: string; rememberMe: boolean },
  request: Request,
  clientIp: string,
): Promise<SignInOutcome> {
  const ipLimited = await limitBy([`login-ip:${clientIp}`, RATE_LIMITS.loginPerIp]);
  if (ipLimited) return ipLimited;
  // The attempt is counted before the (slow) password check, in one atomic upsert: guesses
  // sent at once each see the ones before them, so no more than the limit are ever checked.
  const failuresKey = accountKey("login-failures", input.email);
  const failures = await hitRateLimit(failuresKey, RATE_LIMITS.loginFailuresPerAccount);
  if (failures.limited) {
    return { ok: false, reason: "rate-limited", retryAfterSeconds: failures.retryAfterSeconds };
  }
  try {
    const { headers } = await getAuth().api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: input.rememberMe },
      headers: authHeaders(request, clientIp),
      returnHeaders: true,
    });
    await clearRateLimit(failuresKey);
    return { ok: true, headers };
  } catch (error) {
    const code = authErrorCode(error);
    // Only a right password gets this far: its owner starts afresh, as after a sign-in.
    if (code === "EMAIL_NOT_VERIFIED") {
      await clearRateLimit(failuresKey);
      return { ok: false, reason: "not-verified" };
    }
    // A wrong password stays counted.
    if (code === "INVALID_EMAIL_OR_PASSWORD") return { ok: false, reason: "invalid-credentials" };
    throw error;
  }
}

export type SignUpOutcome = { ok: true } | RateLimited;

/**
 * Creates the account and sends the confirmation e-mail. The answer is the same when the
 * address already has an account (its owner gets an e-mail instead), so nobody can probe
 * which addresses are customers.
 */
export async function signUp(
  input: SignUpInput,
  language: Language,
  request: Request,
  clientIp: string,
): Promise<SignUpOutcome> {
  const limited = await limitBy(
    [`signup-ip:${clientIp}`, RATE_LIMITS.signUpPerIp],
    [accountKey("signup", input.email), RATE_LIMITS.signUpPerAccount],
  );
  if (limited) return limited;
  await getAuth().api.signUpEmail({
    body: {
      email: input.email,
      password: input.password,
      name: `${input.firstName} ${input.lastName}`,
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone,
      street_address: input.streetAddress,
      postal_code: input.postalCode,
      city: input.city,
      country: input.country || "Danmark",
      language,
      callbackURL: VERIFIED_CALLBACK,
    },
    headers: authHeaders(request, clientIp),
  });
  return { ok: true };
}

/** Sends the confirmation e-mail again (only if the address has an unconfirmed account). */
export async function resendConfirmation(
  email: string,
  request: Request,
  clientIp: string,
): Promise<{ ok: true } | RateLimited> {
  const limited = await limitBy(
    [`signup-ip:${clientIp}`, RATE_LIMITS.signUpPerIp],
    [accountKey("confirmation", email), RATE_LIMITS.confirmationResendPerAccount],
  );
  if (limited) return limited;
  try {
    await getAuth().api.sendVerificationEmail({
      body: { email, callbackURL: VERIFIED_CALLBACK },
      headers: authHeaders(request, clientIp),
    });
  } catch (error) {
    // An unknown or already confirmed address: nothing to send, and nothing to tell.
    logger.info({ code: authErrorCode(error) }, "confirmation e-mail not resent");
  }
  return { ok: true };
}

/** E-mails a reset link if the address has an account; answers the same either way. */
export async function requestPasswordReset(
  email: string,
  request: Request,
  clientIp: string,
): Promise<{ ok: true } | RateLimited> {
  const limited = await limitBy(
    [`reset-ip:${clientIp}`, RATE_LIMITS.passwordResetPerIp],
    [accountKey("reset", email), RATE_LIMITS.passwordResetPerAccount],
  );
  if (limited) return limited;
  await getAuth().api.requestPasswordReset({
    body: { email, redirectTo: RESET_PASSWORD_PAGE },
    headers: authHeaders(request, clientIp),
  });
  return { ok: true };
}

/** Sets the new password; the link's token works once and expires. */
export async function resetPassword(
  token: string,
  password: string,
): Promise<{ ok: true } | { ok: false; reason: "invalid-token" }> {
  try {
    await getAuth().api.resetPassword({ body: { token, newPassword: password } });
    return { ok: true };
  } catch (error) {
    if (authErrorCode(error) === "INVALID_TOKEN") return { ok: false, reason: "invalid-token" };
    throw error;
  }
}

/** Ends the session on the server and returns the headers that clear the cookies. */
export async function signOut(request: Request): Promise<Headers> {
  try {
    const { headers } = await getAuth().api.signOut({ headers: authHeaders(request), returnHeaders: true });
    return headers;
  } catch (error) {
    // No session to end: nothing to clear either.
    logger.info({ code: authErrorCode(error) }, "sign-out without a session");
    return new Headers();
  }
}

/** Starts Google or Facebook sign-in: the address to send the browser to, and its state cookie. */
export async function startSocialSignIn(
  provider: "google" | "facebook",
  callbackURL: string,
  request: Request,
): Promise<{ url: string; headers: Headers }> {
  const { headers, response } = await getAuth().api.signInSocial({
    body: { provider, callbackURL, errorCallbackURL: "/login?error=social", disableRedirect: true },
    headers: authHeaders(request),
    returnHeaders: true,
  });
  if (!response.url) throw new Error(`no sign-in address from ${provider}`);
  return { url: response.url, headers };
}

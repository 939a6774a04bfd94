/**
 * Accounts: signing up, confirming the e-mail, signing in and out, resetting a password.
 * Each call is rate limited per IP address and per account, and answers with an outcome the
 * page can show; the work itself is Better Auth's. Past an address's limit the page asks a
 * sum (`humanCheck`) and a right answer goes through: many shoppers share one address. An
 * account's limit has no way around it.
 */
import type { Language } from "~/i18n/languages";
import { NO_HUMAN_CHECK_ANSWER, type HumanCheck, type HumanCheckAnswer } from "~/lib/human-check";
import type { SignUpInput } from "~/lib/schemas/account";
import { getAuth } from "./auth.server";
import { passAddressLimit } from "./human-check.server";
import { logger } from "./logger.server";
import {
  accountKey,
  clearRateLimit,
  hitRateLimit,
  RATE_LIMITS,
  type RateLimitRule,
} from "./rate-limit.server";
import { authHeaders } from "./session.server";

export const VERIFIED_CALLBACK = "/login?verified=1";
export const RESET_PASSWORD_PAGE = "/reset-password";

/**
 * The sum the form shows with its next attempt, when the address is over its limit: the right
 * answer to the last one let this attempt through, and the next needs a new one.
 */
type NextCheck = { humanCheck?: HumanCheck };

/** An account's or e-mail address's limit: strict, whatever the human check says. */
export type RateLimited = { ok: false; reason: "rate-limited"; retryAfterSeconds: number } & NextCheck;

/** The address is over its limit: the form asks this sum, and nothing else was done. */
export type HumanCheckAsked = { ok: false; reason: "human-check"; humanCheck: HumanCheck };

/** The code Better Auth put on an error ("INVALID_EMAIL_OR_PASSWORD", …), if any. */
export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { body?: { code?: unknown } } | null)?.body?.code;
  return typeof code === "string" ? code : undefined;
}

type Limit = [key: string, rule: RateLimitRule];

/**
 * Counts an attempt against its IP address's limit (past it, a right sum lets it through) and
 * then, if given, its account's (past it, refused).
 */
async function limitAttempt(
  address: Limit,
  given: HumanCheckAnswer,
  account?: Limit,
): Promise<{ stop: RateLimited | HumanCheckAsked } | { stop: null; next: NextCheck }> {
  const byAddress = await passAddressLimit(...address, given);
  if (!byAddress.passed) {
    return { stop: { ok: false, reason: "human-check", humanCheck: byAddress.humanCheck } };
  }
  const next: NextCheck = byAddress.humanCheck ? { humanCheck: byAddress.humanCheck } : {};
  if (account) {
    const state = await hitRateLimit(...account);
    if (state.limited) {
      return {
        stop: { ok: false, reason: "rate-limited", retryAfterSeconds: state.retryAfterSeconds, ...next },
      };
    }
  }
  return { stop: null, next };
}

export type SignInOutcome =
  | { ok: true; headers: Headers }
  | ({ ok: false; reason: "invalid-credentials" | "not-verified" } & NextCheck)
  | RateLimited
  | HumanCheckAsked;

export async function signIn(
  input: { email: string; password: string; rememberMe: boolean },
  request: Request,
  clientIp: string,
  humanCheck: HumanCheckAnswer = NO_HUMAN_CHECK_ANSWER,
): Promise<SignInOutcome> {
  const limited = await limitAttempt([`login-ip:${clientIp}`, RATE_LIMITS.loginPerIp], humanCheck);
  if (limited.stop) return limited.stop;
  const { next } = limited;
  // The attempt is counted before the (slow) password check, in one atomic upsert: guesses
  // sent at once each see the ones before them, so no more than the limit are ever checked.
  const failuresKey = accountKey("login-failures", input.email);
  const failures = await hitRateLimit(failuresKey, RATE_LIMITS.loginFailuresPerAccount);
  if (failures.limited) {
    return { ok: false, reason: "rate-limited", retryAfterSeconds: failures.retryAfterSeconds, ...next };
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
      return { ok: false, reason: "not-verified", ...next };
    }
    // A wrong password stays counted.
    if (code === "INVALID_EMAIL_OR_PASSWORD") return { ok: false, reason: "invalid-credentials", ...next };
    throw error;
  }
}

export type SignUpOutcome = { ok: true } | RateLimited | HumanCheckAsked;

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
  humanCheck: HumanCheckAnswer = NO_HUMAN_CHECK_ANSWER,
): Promise<SignUpOutcome> {
  const limited = await limitAttempt([`signup-ip:${clientIp}`, RATE_LIMITS.signUpPerIp], humanCheck, [
    accountKey("signup", input.email),
    RATE_LIMITS.signUpPerAccount,
  ]);
  if (limited.stop) return limited.stop;
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
  humanCheck: HumanCheckAnswer = NO_HUMAN_CHECK_ANSWER,
): Promise<({ ok: true } & NextCheck) | RateLimited | HumanCheckAsked> {
  const limited = await limitAttempt([`signup-ip:${clientIp}`, RATE_LIMITS.signUpPerIp], humanCheck, [
    accountKey("confirmation", email),
    RATE_LIMITS.confirmationResendPerAccount,
  ]);
  if (limited.stop) return limited.stop;
  try {
    await getAuth().api.sendVerificationEmail({
      body: { email, callbackURL: VERIFIED_CALLBACK },
      headers: authHeaders(request, clientIp),
    });
  } catch (error) {
    // An unknown or already confirmed address: nothing to send, and nothing to tell.
    logger.info({ code: authErrorCode(error) }, "confirmation e-mail not resent");
  }
  return { ok: true, ...limited.next };
}

/** E-mails a reset link if the address has an account; answers the same either way. */
export async function requestPasswordReset(
  email: string,
  request: Request,
  clientIp: string,
  humanCheck: HumanCheckAnswer = NO_HUMAN_CHECK_ANSWER,
): Promise<{ ok: true } | RateLimited | HumanCheckAsked> {
  const limited = await limitAttempt([`reset-ip:${clientIp}`, RATE_LIMITS.passwordResetPerIp], humanCheck, [
    accountKey("reset", email),
    RATE_LIMITS.passwordResetPerAccount,
  ]);
  if (limited.stop) return limited.stop;
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

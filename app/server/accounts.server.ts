/**
 * Accounts: signing up, confirming the e-mail, signing in (with a password or a link by
 * e-mail) and out, resetting a password. Each call is rate limited per IP address and per
 * account, and answers with an outcome the page can show; the work itself is Better Auth's.
 * Past an address's limit an attempt is checked only with a proof of work (`proof`, see
 * `proof-of-work.server.ts`): many shoppers share one address, and their browsers pay for it
 * unseen. An account's or e-mail address's own limit has no way around it, except sign-in,
 * which never locks its owner out (see `signIn`).
 */
import type { Language } from "~/i18n/languages";
import type { SignUpInput } from "~/lib/schemas/account";
import { getAuth } from "./auth.server";
import { getDb } from "./db/index.server";
import { logger } from "./logger.server";
import { checkProof, passAddressLimit } from "./proof-of-work.server";
import {
  accountKey,
  clearRateLimit,
  hitRateLimit,
  readRateLimit,
  RATE_LIMITS,
  type RateLimitRule,
} from "./rate-limit.server";
import { authHeaders } from "./session.server";

export const VERIFIED_CALLBACK = "/login?verified=1";
export const RESET_PASSWORD_PAGE = "/reset-password";
/** Where a sign-in link lands, and where it sends a link that failed. */
export const SIGN_IN_LINK_CALLBACK = "/profile";
export const SIGN_IN_LINK_FAILED = "/login?link=failed";

/** An account's or e-mail address's limit: strict, whatever the proof of work. */
export type RateLimited = { ok: false; reason: "rate-limited"; retryAfterSeconds: number };

/**
 * The address (or, for sign-in, the account) has had more attempts than a person makes, and
 * this one carried no valid proof of work: nothing was done. A browser with JavaScript has its
 * next proof ready by the time the person sends again.
 */
export type ProofNeeded = { ok: false; reason: "proof-needed" };

const PROOF_NEEDED: ProofNeeded = { ok: false, reason: "proof-needed" };

/** The code Better Auth put on an error ("INVALID_EMAIL_OR_PASSWORD", …), if any. */
export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { body?: { code?: unknown } } | null)?.body?.code;
  return typeof code === "string" ? code : undefined;
}

type Limit = [key: string, rule: RateLimitRule];

/**
 * Counts an attempt against its IP address's limit (past it, only a proof of work lets it
 * through) and then, if given, its account's (past it, refused).
 */
async function limitAttempt(
  address: Limit,
  proof: { proof: string | null; form: Parameters<typeof checkProof>[1] },
  account?: Limit,
): Promise<RateLimited | ProofNeeded | null> {
  if (!(await passAddressLimit(...address, proof.proof, proof.form))) return PROOF_NEEDED;
  if (account) {
    const state = await hitRateLimit(...account);
    if (state.limited)
      return { ok: false, reason: "rate-limited", retryAfterSeconds: state.retryAfterSeconds };
  }
  return null;
}

export type SignInOutcome =
  | { ok: true; headers: Headers }
  | { ok: false; reason: "invalid-credentials" | "not-verified" }
  | ProofNeeded;

/**
 * Signs in with a password. Nobody can lock an owner out: past an address's attempts, its
 * failed sign-ins across accounts (password spraying) or an account's failed sign-ins from
 * anywhere, every attempt must carry a proof of work, which the owner's browser makes unseen,
 * and the page offers a sign-in link by e-mail. A right password clears the account's count.
 */
export async function signIn(
  input: { email: string; password: string; rememberMe: boolean },
  request: Request,
  clientIp: string,
  proof: string | null = null,
): Promise<SignInOutcome> {
  const failuresKey = accountKey("login-failures", input.email);
  const addressFailuresKey = `login-failures-ip:${clientIp}`;
  // The attempt is counted before the (slow) password check, in one atomic upsert each: guesses
  // sent at once each see the ones before them, so no more than the limit are checked unpaid.
  const [attempts, accountFailures, addressFailures] = await Promise.all([
    hitRateLimit(`login-ip:${clientIp}`, RATE_LIMITS.loginPerIp),
    hitRateLimit(failuresKey, RATE_LIMITS.loginFailuresPerAccount),
    readRateLimit(addressFailuresKey, RATE_LIMITS.loginFailuresPerIp),
  ]);
  const unpaid = !attempts.limited && !accountFailures.limited && !addressFailures.limited;
  if (!unpaid && !(await checkProof(proof, "login"))) return PROOF_NEEDED;
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
    // A wrong password stays counted for the account, and counts for the address.
    if (code === "INVALID_EMAIL_OR_PASSWORD") {
      await hitRateLimit(addressFailuresKey, RATE_LIMITS.loginFailuresPerIp);
      return { ok: false, reason: "invalid-credentials" };
    }
    throw error;
  }
}

/**
 * E-mails a sign-in link to the address if it has an account; answers the same either way,
 * so nobody can probe which addresses are customers. The link works once, for 15 minutes.
 */
export async function requestSignInLink(
  email: string,
  request: Request,
  clientIp: string,
  proof: string | null = null,
): Promise<{ ok: true } | RateLimited | ProofNeeded> {
  const stop = await limitAttempt(
    [`sign-in-link-ip:${clientIp}`, RATE_LIMITS.signInLinkPerIp],
    { proof, form: "sign-in-link" },
    [accountKey("sign-in-link", email), RATE_LIMITS.signInLinkPerAccount],
  );
  if (stop) return stop;
  // Better Auth keeps addresses in lower case.
  const address = email.trim().toLowerCase();
  const account = await getDb().query.profiles.findFirst({
    where: (profiles, { eq }) => eq(profiles.email, address),
    columns: { id: true },
  });
  if (account) {
    await getAuth().api.signInMagicLink({
      body: { email: address, callbackURL: SIGN_IN_LINK_CALLBACK, errorCallbackURL: SIGN_IN_LINK_FAILED },
      headers: authHeaders(request, clientIp),
    });
  }
  return { ok: true };
}

export type SignUpOutcome = { ok: true } | RateLimited | ProofNeeded;

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
  proof: string | null = null,
): Promise<SignUpOutcome> {
  const stop = await limitAttempt(
    [`signup-ip:${clientIp}`, RATE_LIMITS.signUpPerIp],
    { proof, form: "signup" },
    [accountKey("signup", input.email), RATE_LIMITS.signUpPerAccount],
  );
  if (stop) return stop;
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
  proof: string | null = null,
): Promise<{ ok: true } | RateLimited | ProofNeeded> {
  const stop = await limitAttempt(
    [`signup-ip:${clientIp}`, RATE_LIMITS.signUpPerIp],
    { proof, form: "resend" },
    [accountKey("confirmation", email), RATE_LIMITS.confirmationResendPerAccount],
  );
  if (stop) return stop;
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
  proof: string | null = null,
): Promise<{ ok: true } | RateLimited | ProofNeeded> {
  const stop = await limitAttempt(
    [`reset-ip:${clientIp}`, RATE_LIMITS.passwordResetPerIp],
    { proof, form: "reset" },
    [accountKey("reset", email), RATE_LIMITS.passwordResetPerAccount],
  );
  if (stop) return stop;
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

/**
 * Proof-of-work challenges for the forms that an IP address's limit guards (see
 * `~/lib/proof-of-work` and decision 0032), made and checked with ALTCHA's server library.
 *
 * A challenge is PBKDF2-SHA-256 at 5,000 iterations per try, with the answer a random counter
 * from 250 to 750: a solver tries about 500 counters, a second of one core's CPU on the shop's
 * kind of machine (`npm run bench:proof-of-work` measures it), and the server checks a solution
 * with one derivation (about a millisecond). Each challenge is HMAC-signed with the shop's
 * secret, names its form, expires after 30 minutes and is good for one attempt: its nonce is
 * counted in `rate_limits` for as long as it lives, so a replayed solution is refused.
 */
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { createHmac } from "node:crypto";
import type { ProofOfWorkForm } from "~/lib/proof-of-work";
import { hitRateLimit, type RateLimitRule } from "./rate-limit.server";
import { authSecret } from "./secret.server";

export const PROOF_OF_WORK = {
  algorithm: "PBKDF2/SHA-256",
  /** PBKDF2 iterations per counter tried. */
  cost: 5_000,
  /** The counter that solves a challenge is drawn from this range (about 500 tries on average). */
  counter: { min: 250, max: 750 },
  /** Long enough to fill in a sign-up form; a solution works once within it. */
  ttlSeconds: 30 * 60,
} as const;

/** Two keys of the shop's secret, one per use, so neither signs anything else of the shop's. */
function secret(purpose: "challenge" | "key"): string {
  return createHmac("sha256", authSecret()).update(`proof-of-work|${purpose}`).digest("base64url");
}

/** A new challenge for `form`, to send to its widget. */
export function issueChallenge(form: ProofOfWorkForm, now = Date.now()): Promise<Challenge> {
  return createChallenge({
    algorithm: PROOF_OF_WORK.algorithm,
    cost: PROOF_OF_WORK.cost,
    counter: randomInt(PROOF_OF_WORK.counter.max, PROOF_OF_WORK.counter.min),
    data: { form },
    deriveKey,
    expiresAt: Math.floor(now / 1000) + PROOF_OF_WORK.ttlSeconds,
    hmacSignatureSecret: secret("challenge"),
    hmacKeySignatureSecret: secret("key"),
  });
}

/** The widget's field: base64 JSON of the challenge and its solution, or null for anything else. */
function readPayload(proof: string): Payload | null {
  try {
    const payload = JSON.parse(Buffer.from(proof, "base64").toString("utf8")) as Partial<Payload> | null;
    const parameters = payload?.challenge?.parameters;
    if (
      !parameters ||
      typeof parameters.nonce !== "string" ||
      typeof payload?.solution?.counter !== "number"
    ) {
      return null;
    }
    return payload as Payload;
  } catch {
    return null;
  }
}

/**
 * Whether `proof` solves a challenge the shop issued for `form`, not yet expired and not used
 * before. A genuine solution is used up by the check, whatever the attempt then does.
 */
export async function checkProof(proof: string | null, form: ProofOfWorkForm): Promise<boolean> {
  const payload = proof ? readPayload(proof) : null;
  if (!payload || payload.challenge.parameters.data?.form !== form) return false;
  // Only the shop's own algorithm: the challenge is signed, but a solution must not choose it.
  if (payload.challenge.parameters.algorithm !== PROOF_OF_WORK.algorithm) return false;
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secret("challenge"),
    hmacKeySignatureSecret: secret("key"),
  }).catch(() => null);
  if (!result?.verified) return false;
  const use = await hitRateLimit(`proof:${payload.challenge.parameters.nonce}`, {
    limit: 1,
    windowSeconds: PROOF_OF_WORK.ttlSeconds + 60,
  });
  return !use.limited;
}

/**
 * Counts one attempt from an address and, once the address is over its limit, lets it through
 * only with a proof of work for `form`. Limits per account or per e-mail address are not
 * touched by this: they stay strict.
 */
export async function passAddressLimit(
  key: string,
  rule: RateLimitRule,
  proof: string | null,
  form: ProofOfWorkForm,
): Promise<boolean> {
  const state = await hitRateLimit(key, rule);
  return !state.limited || checkProof(proof, form);
}

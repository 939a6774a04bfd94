/**
 * Address-wide limits that stop robots, not people. Hundreds of shoppers can share one IP
 * address (carrier-grade NAT, offices), so an address over its limit is not refused: its form
 * asks the contact form's sum instead, and a right answer lets that one attempt through (the
 * question's token works once). Limits per account or per e-mail address are not touched by
 * this: they stay strict.
 */
import type { HumanCheck, HumanCheckAnswer } from "~/lib/human-check";
import { checkCaptcha, currentCaptcha, issueCaptcha, nextCaptcha } from "./captcha.server";
import { hitRateLimit, type RateLimitRule } from "./rate-limit.server";

export type AddressLimit =
  /** Through: `humanCheck` is the question for the next attempt when the address is over its limit. */
  | { passed: true; humanCheck: HumanCheck | null }
  /** Not through: the form asks `humanCheck`; nothing else of the attempt was done or counted. */
  | { passed: false; humanCheck: HumanCheck };

/** Counts one attempt from an address and, once it is over its limit, wants a right sum. */
export async function passAddressLimit(
  key: string,
  rule: RateLimitRule,
  given: HumanCheckAnswer,
): Promise<AddressLimit> {
  const state = await hitRateLimit(key, rule);
  if (!state.limited) return { passed: true, humanCheck: null };
  if (given.token === null) return { passed: false, humanCheck: { question: issueCaptcha(), problem: null } };
  // No answer typed: the same question again (the token is not used up).
  if (given.answer === null) {
    return { passed: false, humanCheck: { question: currentCaptcha(given.token), problem: "required" } };
  }
  const check = await checkCaptcha(given.token, given.answer);
  if (check === "correct") return { passed: true, humanCheck: { question: issueCaptcha(), problem: null } };
  return { passed: false, humanCheck: { question: nextCaptcha(given.token), problem: check } };
}

/**
 * The contact form's human check: "what is a + b?" with two random numbers from 1 to 10.
 *
 * The server issues the question as a token: the two numbers, an expiry time and a random
 * nonce, encrypted with AES-256-GCM under a key of the shop's secret, so the token says nothing
 * of the numbers and cannot be changed or made up. The answer is checked against the numbers in
 * the token, so the browser can neither choose the question nor send the expected answer. Each
 * token is good for one attempt (right or wrong): its nonce is counted in `rate_limits` for as
 * long as the token lives, so a replayed token is refused.
 *
 * The page never carries the numbers as text (decision 0032): the sum ("3 + 4") goes with the
 * token obfuscated by ALTCHA, encrypted under a key that only the same proof of work as the
 * forms' (`PROOF_OF_WORK`) finds, so the browser shows it after about a second of work in Web
 * Workers and a script reading the page pays that second for every question. Without
 * JavaScript the sum is a picture (`human-check-picture.server.ts`).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomInt } from "node:crypto";
import { obfuscate } from "altcha-lib/obfuscation";
import { PROOF_OF_WORK } from "./proof-of-work.server";
import { hitRateLimit } from "./rate-limit.server";
import { authSecret } from "./secret.server";

/** Long enough to write a thoughtful message, short enough that a token does not linger. */
export const HUMAN_CHECK_TTL_SECONDS = 2 * 60 * 60;

/** What the page gets: the sealed token and the sum ALTCHA-obfuscated, never the numbers. */
export type HumanCheckQuestion = { token: string; sum: string };

export type HumanCheckResult = "correct" | "wrong" | "expired";

const VERSION = "c2";

/**
 * The token's key: the shop's secret for this purpose only, so no other value can pass for one.
 * Its label keeps the module's old name, so questions on open pages stay valid across the rename.
 */
function key(): Buffer {
  return createHmac("sha256", authSecret()).update("contact-captcha-key").digest();
}

function seal(payload: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(payload, "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url")}`;
}

function open(token: string): string | null {
  const [version, body, ...rest] = token.split(".");
  if (version !== VERSION || !body || rest.length > 0) return null;
  const bytes = Buffer.from(body, "base64url");
  // The decoder skips what is not base64url and a trailing odd character: only its own text.
  if (bytes.toString("base64url") !== body) return null;
  if (bytes.length < 12 + 16 + 1) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    return null;
  }
}

/** The sum as the question shows it, e.g. "3 + 4". */
export const humanCheckSum = (numbers: { a: number; b: number }) => `${numbers.a} + ${numbers.b}`;

/** The question of a token, for the page: the token and its sum, obfuscated anew. */
async function question(token: string, numbers: { a: number; b: number }): Promise<HumanCheckQuestion> {
  const sum = await obfuscate(humanCheckSum(numbers), {
    algorithm: PROOF_OF_WORK.algorithm,
    cost: PROOF_OF_WORK.cost,
    counterMin: PROOF_OF_WORK.counter.min,
    counterMax: PROOF_OF_WORK.counter.max,
  });
  return { token, sum };
}

/** A new question; `unlike` keeps it from repeating the one just answered wrongly. */
export function issueQuestion(options: { unlike?: { a: number; b: number }; now?: number } = {}) {
  let a: number;
  let b: number;
  do {
    a = randomInt(1, 11);
    b = randomInt(1, 11);
  } while (options.unlike && options.unlike.a === a && options.unlike.b === b);
  const expires = Math.floor((options.now ?? Date.now()) / 1000) + HUMAN_CHECK_TTL_SECONDS;
  const payload = `${a}.${b}.${expires}.${randomBytes(12).toString("base64url")}`;
  return question(seal(payload), { a, b });
}

type ReadToken = { a: number; b: number; expires: number; nonce: string };

/** The numbers in a token the shop signed itself, or null for anything else. */
export function readHumanCheckToken(token: unknown): ReadToken | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const parts = open(token)?.split(".");
  if (parts?.length !== 4) return null;
  const [a, b, expires, nonce] = parts as [string, string, string, string];
  if (!/^\d{1,2}$/.test(a) || !/^\d{1,2}$/.test(b) || !/^\d{1,12}$/.test(expires)) return null;
  return { a: Number(a), b: Number(b), expires: Number(expires), nonce };
}

/**
 * Checks an answer: "correct", "wrong", or "expired" for a token that is forged, too old or
 * already used. Any attempt with a genuine token uses it up.
 */
export async function checkAnswer(
  token: unknown,
  answer: number,
  now = Date.now(),
): Promise<HumanCheckResult> {
  const read = readHumanCheckToken(token);
  if (!read || read.expires * 1000 <= now) return "expired";
  // The counter's key keeps the old name, so a token used before the rename stays used.
  const use = await hitRateLimit(`captcha:${read.nonce}`, {
    limit: 1,
    windowSeconds: HUMAN_CHECK_TTL_SECONDS + 60,
  });
  if (use.limited) return "expired";
  return answer === read.a + read.b ? "correct" : "wrong";
}

/**
 * The question a posted form was answering, to show again (after other mistakes in the form),
 * or a new one if the token is not genuine or has run out.
 */
export function currentQuestion(token: unknown, now = Date.now()): Promise<HumanCheckQuestion> {
  const read = readHumanCheckToken(token);
  if (!read || read.expires * 1000 <= now) return issueQuestion({ now });
  return question(token as string, read);
}

/** A new question after an attempt, never the same sum as the one just tried. */
export function nextQuestion(token: unknown): Promise<HumanCheckQuestion> {
  return issueQuestion({ unlike: readHumanCheckToken(token) ?? undefined });
}

/**
 * The human check at an address-wide limit: many shoppers share one IP address (mobile
 * carriers, offices), so when an address has sent more sign-ins, sign-ups, resets or messages
 * than a person would, its next form asks the contact form's sum ("Hvad er 3 + 4?") instead of
 * refusing. The question and its signed token come from the server (`~/server/captcha.server`);
 * this module only reads what a form sent back, for the server and the forms alike.
 */

/** The sum to show, with the token that names it (the browser cannot choose the numbers). */
export type HumanCheckQuestion = { a: number; b: number; token: string };

/**
 * Why the answer did not pass: none given, a wrong sum, or a token that is forged, too old or
 * already used (each token answers once).
 */
export type HumanCheckProblem = "required" | "wrong" | "expired";

/** A question for a form, and what was wrong with the last answer (null: nothing yet). */
export type HumanCheck = { question: HumanCheckQuestion; problem: HumanCheckProblem | null };

/** The form fields, the same as the contact form's. */
export const HUMAN_CHECK_TOKEN = "captchaToken";
export const HUMAN_CHECK_ANSWER = "captchaAnswer";

export type HumanCheckAnswer = { token: string | null; answer: number | null };

export const NO_HUMAN_CHECK_ANSWER: HumanCheckAnswer = { token: null, answer: null };

/** The token and the answer a form sent, if it sent them (an answer is a whole number). */
export function readHumanCheckAnswer(form: FormData): HumanCheckAnswer {
  const token = form.get(HUMAN_CHECK_TOKEN);
  const answer = form.get(HUMAN_CHECK_ANSWER);
  return {
    token: typeof token === "string" && token.length > 0 && token.length <= 200 ? token : null,
    answer: typeof answer === "string" && /^\s*-?\d{1,4}\s*$/.test(answer) ? Number(answer) : null,
  };
}

/**
 * The proof of work a form carries (decision 0032). Many shoppers share one IP address (mobile
 * carriers, offices), so when an address has sent more sign-ins, sign-ups, resets or messages
 * than a person would, its next attempt is checked only if the browser has paid for it: the
 * ALTCHA widget solves a challenge from the server (about a second of work) while the person
 * types, and the form sends the solution in one hidden field. Nobody sees a question; a script
 * pays a second of CPU per attempt. This module names the forms and reads the field, for the
 * server and the forms alike.
 */

/** The forms that carry a proof; each challenge is bound to one of them. */
export const PROOF_OF_WORK_FORMS = ["login", "signup", "resend", "reset", "contact", "sign-in-link"] as const;

export type ProofOfWorkForm = (typeof PROOF_OF_WORK_FORMS)[number];

export function isProofOfWorkForm(value: unknown): value is ProofOfWorkForm {
  return (PROOF_OF_WORK_FORMS as readonly unknown[]).includes(value);
}

/** The hidden field the widget fills with its solution. */
export const PROOF_OF_WORK_FIELD = "proof";

/** Where a form's widget fetches its challenge. */
export function challengePath(form: ProofOfWorkForm): string {
  return `/resources/proof-of-work?form=${form}`;
}

/** A solution is base64 JSON of about 700 characters; anything much longer is not one. */
const MAX_PROOF_LENGTH = 4000;

/** The solution a form sent, if it sent one that could be one. */
export function readProof(form: FormData): string | null {
  const proof = form.get(PROOF_OF_WORK_FIELD);
  return typeof proof === "string" && proof.length > 0 && proof.length <= MAX_PROOF_LENGTH ? proof : null;
}

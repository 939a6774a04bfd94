/**
 * The footer's newsletter sign-up (docs/product.md, Newsletter): first name and e-mail
 * required, last name optional. The answer is a toast, so each problem is a reason rather
 * than a field message: "missing" ('Manglende oplysninger'), "email" (not an address) or
 * "tooLong" (a name past 50 characters).
 */
import { z } from "./zod";
import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_NAME_MAX } from "./newsletter-limits";

export { NEWSLETTER_EMAIL_MAX, NEWSLETTER_NAME_MAX };

export type NewsletterProblem = "missing" | "email" | "tooLong";

/** What the sign-up's endpoint answers the footer's form (`/resources/newsletter`'s action). */
export type NewsletterActionData = { ok: boolean };

/** A posted value as trimmed text; anything that is not text (a file) counts as empty. */
const posted = z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string());

export const newsletterSchema = z.object({
  first_name: posted.pipe(z.string().min(1, "missing").max(NEWSLETTER_NAME_MAX, "tooLong")),
  last_name: posted.pipe(
    z
      .string()
      .max(NEWSLETTER_NAME_MAX, "tooLong")
      .transform((name) => name || null),
  ),
  email: posted.pipe(z.string().min(1, "missing").max(NEWSLETTER_EMAIL_MAX, "email").pipe(z.email("email"))),
});

export type NewsletterInput = z.infer<typeof newsletterSchema>;

const PRIORITY: NewsletterProblem[] = ["missing", "email", "tooLong"];

/** Reads the sign-up from a posted form: the subscriber, or the reason it cannot be one. */
export function parseNewsletterForm(
  form: FormData,
): { ok: true; value: NewsletterInput } | { ok: false; problem: NewsletterProblem } {
  const result = newsletterSchema.safeParse({
    first_name: form.get("first_name"),
    last_name: form.get("last_name"),
    email: form.get("email"),
  });
  if (result.success) return { ok: true, value: result.data };
  const found = new Set(result.error.issues.map((issue) => issue.message));
  return { ok: false, problem: PRIORITY.find((problem) => found.has(problem)) ?? "missing" };
}

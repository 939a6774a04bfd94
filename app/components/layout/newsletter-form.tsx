import { useTranslation } from "react-i18next";
import { Form } from "react-router";

/** The footer's newsletter sign-up (first name and e-mail required, last name optional). */
export function NewsletterForm() {
  const { t } = useTranslation();
  const field =
    "mt-1 block w-full rounded-lg border border-forest-600 bg-forest-900 px-3 py-2 text-cream-50 placeholder:text-forest-200";
  return (
    <Form method="post" action="/resources/newsletter" className="mt-4 space-y-3">
      <div>
        <label htmlFor="newsletter-first-name" className="text-sm text-forest-100">
          {t("footer.newsletter.firstName")}
        </label>
        <input
          id="newsletter-first-name"
          name="first_name"
          autoComplete="given-name"
          required
          className={field}
        />
      </div>
      <div>
        <label htmlFor="newsletter-last-name" className="text-sm text-forest-100">
          {t("footer.newsletter.lastNameOptional")}
        </label>
        <input id="newsletter-last-name" name="last_name" autoComplete="family-name" className={field} />
      </div>
      <div>
        <label htmlFor="newsletter-email" className="text-sm text-forest-100">
          {t("footer.newsletter.email")}
        </label>
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          className={field}
        />
      </div>
      <button
        type="submit"
        className="inline-flex h-11 items-center rounded-full bg-clay-600 px-5 font-medium text-white hover:bg-clay-700"
      >
        {t("footer.newsletter.submit")}
      </button>
    </Form>
  );
}

import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useFetcher, useLocation } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { NEWSLETTER_EMAIL_MAX, NEWSLETTER_NAME_MAX } from "~/lib/schemas/newsletter-limits";
import type { NewsletterActionData } from "~/lib/schemas/newsletter";

export const NEWSLETTER_ACTION = "/resources/newsletter";

/**
 * The footer's newsletter sign-up (first name and e-mail required, last name optional). With
 * scripts it is sent by a fetcher: the page stays, a toast answers and a sign-up empties the
 * form. Before scripts run it is a plain form that comes back to this page with the toast.
 */
export function NewsletterForm() {
  const { t } = useTranslation();
  const fetcher = useFetcher<NewsletterActionData>({ key: "newsletter" });
  const hydrated = useHydrated();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const sending = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  const field =
    "mt-1 block w-full rounded-lg border border-forest-600 bg-forest-900 px-3 py-2 text-cream-50 placeholder:text-forest-200";
  return (
    <fetcher.Form ref={formRef} method="post" action={NEWSLETTER_ACTION} className="mt-4 space-y-3">
      {!hydrated && (
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      )}
      <div>
        <label htmlFor="newsletter-first-name" className="text-sm text-forest-100">
          {t("footer.newsletter.firstName")}
        </label>
        <input
          id="newsletter-first-name"
          name="first_name"
          autoComplete="given-name"
          required
          maxLength={NEWSLETTER_NAME_MAX}
          className={field}
        />
      </div>
      <div>
        <label htmlFor="newsletter-last-name" className="text-sm text-forest-100">
          {t("footer.newsletter.lastNameOptional")}
        </label>
        <input
          id="newsletter-last-name"
          name="last_name"
          autoComplete="family-name"
          maxLength={NEWSLETTER_NAME_MAX}
          className={field}
        />
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
          maxLength={NEWSLETTER_EMAIL_MAX}
          className={field}
        />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="inline-flex h-11 items-center rounded-full bg-clay-600 px-5 font-medium text-white hover:bg-clay-700 disabled:cursor-not-allowed disabled:bg-clay-600/60"
      >
        {sending ? t("footer.newsletter.submitting") : t("footer.newsletter.submit")}
      </button>
    </fetcher.Form>
  );
}

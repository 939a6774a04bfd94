import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";
import { ContactCards } from "./contact-cards";
import { ContactForm } from "./contact-form";
import type { ContactQuestion } from "./contact-sum";
import "~/i18n/areas/contact";

/**
 * The contact page (`/kontakt`): the form with its human check, beside the ways to reach the
 * shop. `question` is the page's own; after an answer, `next` is the one to answer now.
 */
export function ContactPage({
  question,
  next,
  lastResult,
}: {
  question: ContactQuestion;
  next?: ContactQuestion;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation();
  return (
    <div className="container-page py-12">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-semibold sm:text-5xl">{t("contact.title")}</h1>
        <p className="mt-3 text-lg text-muted">{t("contact.intro")}</p>
      </header>
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-cream-300 bg-white p-6 sm:p-8"
        >
          <h2 id="contact-form-title" className="mb-6 text-2xl font-semibold">
            {t("contact.formTitle")}
          </h2>
          <ContactForm
            // A message sent (a fresh page) starts a fresh form.
            key={question.token}
            question={next ?? question}
            lastResult={lastResult}
          />
        </section>
        <aside aria-label={t("contact.cards.title")}>
          <ContactCards />
        </aside>
      </div>
    </div>
  );
}

import { interpolate } from "~/i18n/translate";
import { useTranslation } from "~/i18n/use-translation";
import type { LegalDocument } from "~/content/legal";
import { useLanguage } from "~/hooks/use-root-data";
import { formatLongDate } from "~/lib/format";

/**
 * A legal text: title, date of the last change, contents and numbered sections. A paragraph's
 * `{{name}}` is filled in from `values` (a rule the text states, e.g. the delivery weekdays).
 */
export function LegalPage({
  title,
  document,
  values = {},
}: {
  title: string;
  document: LegalDocument;
  values?: Record<string, string>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className="container-page py-12">
      <header>
        <h1 className="text-4xl font-semibold">{title}</h1>
        <p className="mt-2 text-muted">
          {t("legal.lastUpdated", { date: formatLongDate(document.updated, language) })}
        </p>
        <p className="mt-6 max-w-[70ch] text-lg">{document.intro}</p>
      </header>
      <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="legal-contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="legal-contents" className="text-lg font-semibold">
            {t("legal.contents")}
          </h2>
          <ol className="mt-3 space-y-1.5 text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-forest-700 underline-offset-2 hover:underline">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose-krukke">
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{interpolate(paragraph, values)}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
              {section.after && <p>{section.after}</p>}
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}

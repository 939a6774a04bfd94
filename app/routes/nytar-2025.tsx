import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Button } from "~/components/ui/button";
import { newYearContent } from "~/content/new-year";
import { Link } from "react-router";
import { useLanguage, useRootData } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import { metaFor } from "~/i18n/meta";
import type { Route } from "./+types/nytar-2025";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({
    title: t("meta.newYear.title"),
    description: t("meta.newYear.description"),
  }));

/**
 * The New Year 2025 menu (docs/product.md, Season menus): last year's menu now, closed for
 * orders. Its buttons read 'Kan snart forudbestilles' and do nothing (they are disabled, so nobody expects
 * something to happen). A notice says it is last year's and points to the season menu on sale.
 */
export default function NewYear() {
  const { t } = useTranslation();
  const language = useLanguage();
  const content = newYearContent[language];
  const current = useRootData()?.seasonMenu;
  const preorder = (
    <Button variant="accent" size="lg" disabled>
      {t("newYear.preorder")}
    </Button>
  );
  return (
    <article>
      <p role="note" className="bg-clay-50 py-3 text-center text-ink">
        {t("newYear.lastYear")}{" "}
        {current && (
          <Link to={`/${current.slug}`} className="font-semibold underline underline-offset-2">
            {t("newYear.current", { name: localized(current.name, current.nameEn, language) })}
          </Link>
        )}
      </p>
      <header className="bg-forest-800 text-white">
        <div className="container-page py-16 text-center">
          <p className="text-sm font-semibold tracking-widest text-clay-50 uppercase">{content.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-semibold text-white sm:text-5xl">{t("newYear.title")}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-xl text-forest-100">{content.title}</p>
          <div className="mt-8">{preorder}</div>
        </div>
      </header>

      <section className="container-page py-14">
        <p className="mx-auto max-w-3xl text-center text-lg">{content.intro}</p>
        <ol className="mt-10 grid gap-6 md:grid-cols-3">
          {content.courses.map((course) => (
            <li key={course.key} className="rounded-2xl border border-cream-300 bg-white p-6">
              <p className="text-sm font-semibold tracking-wide text-clay-700 uppercase">{course.label}</p>
              <h2 className="mt-2 text-2xl font-semibold">{course.title}</h2>
              <p className="mt-2 text-muted">{course.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="pickup-title" className="bg-cream-100">
        <div className="container-page py-14">
          <h2 id="pickup-title" className="text-3xl font-semibold">
            {content.pickup.title}
          </h2>
          <p className="mt-3 text-lg">{content.pickup.intro}</p>
          <ul className="mt-4 space-y-2 text-lg">
            {content.pickup.places.map((place) => (
              <li key={place} className="flex items-center gap-2">
                <Icon name="map-pin" className="h-5 w-5 shrink-0 text-clay-600" />
                {place}
              </li>
            ))}
          </ul>
          <p className="mt-6 text-muted">{content.note}</p>
          <div className="mt-8">{preorder}</div>
        </div>
      </section>
    </article>
  );
}

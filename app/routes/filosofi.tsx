import { Icon, type IconName } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { philosophyContent, type PhilosophyContent } from "~/content/philosophy";
import { useLanguage } from "~/hooks/use-root-data";
import { metaFor } from "~/i18n/meta";
import type { Route } from "./+types/filosofi";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({
    title: t("meta.philosophy.title"),
    description: t("meta.philosophy.description"),
  }));

const VALUE_ICONS: Record<PhilosophyContent["values"][number]["key"], IconName> = {
  organic: "leaf",
  passion: "heart",
  community: "handshake",
  local: "map-pin",
  quality: "shield-check",
  cleanLabel: "sparkles",
};

export default function Philosophy() {
  const { t } = useTranslation();
  const content = philosophyContent[useLanguage()];
  return (
    <article>
      <header className="bg-cream-100">
        <div className="container-page py-14">
          <h1 className="text-4xl font-semibold sm:text-5xl">{t("philosophy.title")}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted">{t("philosophy.subtitle")}</p>
        </div>
      </header>

      <section aria-labelledby="intro-title" className="container-page py-14">
        <h2 id="intro-title" className="text-3xl font-semibold">
          {content.intro.title}
        </h2>
        <div className="mt-4 max-w-3xl space-y-4 text-lg">
          {content.intro.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="values-title" className="bg-forest-50">
        <div className="container-page py-14">
          <h2 id="values-title" className="text-3xl font-semibold">
            {content.valuesTitle}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {content.values.map((value) => (
              <li key={value.key} className="rounded-2xl bg-white p-6">
                <Icon name={VALUE_ICONS[value.key]} className="h-7 w-7 text-clay-600" />
                <h3 className="mt-3 text-xl font-semibold">{value.title}</h3>
                <p className="mt-2 text-muted">{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="sustainability-title" className="container-page py-14">
        <h2 id="sustainability-title" className="text-3xl font-semibold">
          {content.sustainability.title}
        </h2>
        <p className="mt-4 max-w-3xl text-lg">{content.sustainability.intro}</p>
        <ul className="mt-4 max-w-3xl list-disc space-y-2 pl-6 text-lg">
          {content.sustainability.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="history-title" className="bg-cream-100">
        <div className="container-page py-14">
          <h2 id="history-title" className="text-3xl font-semibold">
            {content.history.title}
          </h2>
          <div className="mt-4 max-w-3xl space-y-4 text-lg">
            {content.history.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="cta-title" className="container-page py-14 text-center">
        <h2 id="cta-title" className="text-3xl font-semibold">
          {content.cta.title}
        </h2>
        <p className="mt-3 text-lg text-muted">{content.cta.text}</p>
        <Link to="/produkter" className={buttonClasses({ variant: "accent", size: "lg", className: "mt-6" })}>
          {content.cta.button}
        </Link>
      </section>
    </article>
  );
}

import { Icon } from "~/components/ui/icon";
import { seoToolsContent } from "~/content/seo-tools";
import { useLanguage, useRootData } from "~/hooks/use-root-data";
import { metaFor } from "~/i18n/meta";
import type { Route } from "./+types/seo-tools";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({
    title: t("meta.seoTools.title"),
    description: t("meta.seoTools.description"),
    noindex: true,
  }));

/** For the shop's owner: where the sitemap and the product feed are, and how to use them. */
export default function SeoTools() {
  const content = seoToolsContent[useLanguage()];
  const publicUrl = useRootData()?.publicUrl ?? "";
  const sitemapUrl = `${publicUrl}/sitemap.xml`;
  const feedUrl = `${publicUrl}/feeds/google-merchant.xml`;
  const endpoints = [
    {
      icon: "file-code-corner" as const,
      ...content.endpoints.sitemap,
      url: sitemapUrl,
      extra: null,
    },
    {
      icon: "rss" as const,
      ...content.endpoints.feed,
      url: feedUrl,
      extra: { label: content.endpoints.feed.english, url: `${feedUrl}?lang=en` },
    },
  ];
  return (
    <div className="container-page max-w-4xl py-12">
      <h1 className="text-4xl font-semibold">{content.title}</h1>
      <p className="mt-4 text-lg text-muted">{content.intro}</p>

      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {endpoints.map(({ icon, title, text, url, extra }) => (
          <li key={url} className="rounded-2xl border border-cream-300 bg-white p-6">
            <Icon name={icon} className="h-7 w-7 text-clay-600" />
            <h2 className="mt-3 text-xl font-semibold">{title}</h2>
            <p className="mt-2 text-muted">{text}</p>
            <p className="mt-4 break-all">
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-medium underline underline-offset-2"
              >
                {url}
                <Icon name="external-link" className="h-4 w-4 shrink-0" />
                <span className="sr-only">({content.open})</span>
              </a>
            </p>
            {extra && (
              <p className="mt-2 text-sm">
                <a href={extra.url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
                  {extra.label}
                </a>
              </p>
            )}
          </li>
        ))}
      </ul>

      <section aria-labelledby="steps-title" className="mt-12">
        <h2 id="steps-title" className="text-2xl font-semibold">
          {content.stepsTitle}
        </h2>
        <ol className="mt-4 list-decimal space-y-2 pl-6">
          {content.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="checklist-title" className="mt-12">
        <h2 id="checklist-title" className="text-2xl font-semibold">
          {content.checklistTitle}
        </h2>
        <ul className="mt-4 space-y-3">
          {content.checklist.map((item) => (
            <li key={item.text} className="flex gap-3">
              {item.done ? (
                <Icon name="circle-check" className="mt-0.5 h-5 w-5 shrink-0 text-forest-700" />
              ) : (
                <Icon name="circle" className="mt-0.5 h-5 w-5 shrink-0 text-muted" />
              )}
              <span>
                <span className="sr-only">{item.done ? content.doneLabel : content.todoLabel}: </span>
                {item.text}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { Link } from "react-router";
import { useLanguage } from "~/hooks/use-root-data";
import { metaFor } from "~/i18n/meta";
import { useTranslation } from "~/i18n/use-translation";
import { formatLongDate } from "~/lib/format";
import { shop } from "~/lib/shop";
import { openRecalls } from "~/server/batches/recall.server";
import { resolveLanguage } from "~/server/language.server";
import type { Route } from "./+types/tilbagekaldelse";
import "~/i18n/areas/recall";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({ title: t("recall.metaTitle"), description: t("recall.metaDescription") }));

/** In the page's language; a change of language loads it again (the default revalidation). */
export async function loader({ request }: Route.LoaderArgs) {
  return { recalls: await openRecalls(resolveLanguage(request).language) };
}

/**
 * The public recall notice (EU 178/2002 art. 19): every open recall's product, lots and use-by
 * dates, why, what to do and how to get the money back; a clear line when there is none.
 */
export default function RecallsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { recalls } = loaderData;
  return (
    <article className="container-page max-w-3xl py-12">
      <h1 className="text-4xl font-semibold">{t("recall.title")}</h1>
      <p className="mt-4 text-lg text-muted">{t("recall.intro")}</p>
      {recalls.length === 0 ? (
        <section
          aria-labelledby="no-recalls"
          className="mt-8 rounded-2xl border border-cream-300 bg-white p-6"
        >
          <h2 id="no-recalls" className="text-2xl font-semibold">
            {t("recall.empty")}
          </h2>
          <p className="mt-2">{t("recall.emptyText")}</p>
        </section>
      ) : (
        recalls.map((recall) => (
          <section
            key={recall.id}
            aria-labelledby={`recall-${recall.id}`}
            data-testid="public-recall"
            className="mt-8 space-y-4 rounded-2xl border-2 border-clay-700 bg-white p-6"
          >
            <h2 id={`recall-${recall.id}`} className="text-2xl font-semibold">
              <Link to={`/produkter/${recall.productId}`} className="underline-offset-4 hover:underline">
                {t("recall.heading", { product: recall.product })}
              </Link>
            </h2>
            <p className="text-muted">
              {t("recall.started", { date: formatLongDate(recall.startedAt, language) })}
            </p>
            <div>
              <h3 className="text-lg font-semibold">{t("recall.lots")}</h3>
              <ul className="mt-1 list-disc pl-6">
                {recall.lots.map((lot) => (
                  <li key={lot.lotCode}>
                    {t("recall.lotLine", {
                      lot: lot.lotCode,
                      date: formatLongDate(lot.bestBefore, language),
                    })}
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-lg font-semibold">{t("recall.reason")}</h3>
              <p className="mt-1 whitespace-pre-line">{recall.reason}</p>
            </div>
            <div>
              <h3 className="text-lg font-semibold">{t("recall.advice")}</h3>
              <p className="mt-1 whitespace-pre-line">{recall.advice}</p>
            </div>
            <div>
              <h3 className="text-lg font-semibold">{t("recall.money")}</h3>
              <p className="mt-1">{t("recall.moneyText", { email: shop.email, phone: shop.phone })}</p>
            </div>
          </section>
        ))
      )}
    </article>
  );
}

import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_PARAM } from "~/i18n/languages";
import { merchantFeed, SEO_CACHE_SECONDS } from "~/server/seo/seo.server";
import type { Route } from "./+types/feeds.google-merchant[.]xml";

/** /feeds/google-merchant.xml: the product feed for Google Merchant Center (Danish; ?lang=en). */
export async function loader({ url }: Route.LoaderArgs) {
  const requested = url.searchParams.get(LANGUAGE_PARAM);
  const language = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
  return new Response(await merchantFeed(language), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": `public, max-age=${SEO_CACHE_SECONDS}`,
    },
  });
}

import { useFetchers, useRouteLoaderData } from "react-router";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_ACTION, type Language } from "~/i18n/languages";
import type { loader as rootLoader } from "~/root";

/** What the root loader gives every page (undefined only if the root loader itself failed). */
export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>("root");
}

/**
 * The language the page is shown in. While a switch is on its way to the server, the new
 * language is shown at once: the toggle feels instant and nothing is reloaded for it.
 */
export function useLanguage(): Language {
  const data = useRootData();
  const pending = useFetchers()
    .find((fetcher) => fetcher.formAction === LANGUAGE_ACTION)
    ?.formData?.get("lang");
  if (isLanguage(pending)) return pending;
  return data?.language ?? DEFAULT_LANGUAGE;
}

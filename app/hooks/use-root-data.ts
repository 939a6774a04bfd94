import { useSyncExternalStore } from "react";
import { useFetchers, useRouteLoaderData } from "react-router";
import { isLanguageLoaded, loadLanguage, onLanguageLoaded } from "~/i18n";
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_ACTION, LANGUAGES, type Language } from "~/i18n/languages";
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
  const wanted = isLanguage(pending) ? pending : (data?.language ?? DEFAULT_LANGUAGE);
  // The browser has the texts of the language it hydrated in; the toggle loads the other one
  // before it switches. Should the server switch first (a choice made in another tab), the page
  // stays in a language it has until the texts arrive.
  const ready = useSyncExternalStore(
    onLanguageLoaded,
    () => isLanguageLoaded(wanted),
    () => true,
  );
  if (ready) return wanted;
  loadLanguage(wanted).catch(() => {});
  return LANGUAGES.find(isLanguageLoaded) ?? wanted;
}

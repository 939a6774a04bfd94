import { clsx } from "clsx";
import { useTranslation } from "~/i18n/use-translation";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { useLanguage } from "~/hooks/use-root-data";
import { loadLanguage } from "~/i18n";
import {
  LANGUAGE_ACTION,
  LANGUAGE_PARAM,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type Language,
} from "~/i18n/languages";

/**
 * DA/EN. Without JavaScript it is a plain form post that sets the cookie and comes back to
 * this page; with JavaScript the switch is instant and only the language is saved.
 */
export function LanguageToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const fetcher = useFetcher();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const preloadOther = () => {
    for (const language of LANGUAGES) if (language !== current) loadLanguage(language).catch(() => {});
  };

  async function choose(language: Language) {
    // Its texts first, so the page switches at once (offline: the server's answer switches it).
    await loadLanguage(language).catch(() => {});
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage blocked: the cookie still keeps the choice
    }
    void fetcher.submit({ lang: language }, { method: "post", action: LANGUAGE_ACTION });
    // An address that names a language would override the cookie: make it name the new one.
    const params = new URLSearchParams(location.search);
    if (params.has(LANGUAGE_PARAM)) {
      params.set(LANGUAGE_PARAM, language);
      void navigate({ search: `?${params}` }, { replace: true, preventScrollReset: true });
    }
  }

  return (
    <fetcher.Form
      method="post"
      action={LANGUAGE_ACTION}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const language = submitter?.value as Language | undefined;
        if (language && language !== current) void choose(language);
      }}
      // The other language's texts start loading when the visitor reaches for the toggle.
      onPointerEnter={preloadOther}
      onFocus={preloadOther}
    >
      <input type="hidden" name="redirectTo" value={here} />
      <div
        role="group"
        aria-label={t("language.label")}
        className="inline-flex rounded-full border border-forest-200 bg-white p-0.5 text-sm"
      >
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="submit"
            name="lang"
            value={language}
            lang={language}
            aria-pressed={language === current}
            className={clsx(
              "min-w-10 rounded-full px-2.5 py-1 font-semibold uppercase transition-colors",
              language === current ? "bg-forest-700 text-white" : "text-forest-800 hover:bg-cream-200",
            )}
          >
            {/* The name starts with what is on screen ("DA Dansk"), so voice control finds it. */}
            {language}
            <span className="sr-only"> {t(`language.${language}`)}</span>
          </button>
        ))}
      </div>
    </fetcher.Form>
  );
}

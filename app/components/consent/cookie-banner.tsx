import { Icon } from "~/components/ui/icon";
import { forwardRef, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link, useLocation } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import {
  CONSENT_ACTION,
  CONSENT_SETTINGS_PARAM,
  CONSENT_SETTINGS_VALUE,
  withoutSettingsParam,
  type CookieChoice,
} from "~/lib/consent";

/**
 * The cookie banner at the bottom of the page, and the settings panel it opens into: a
 * labelled region (not a modal: the page stays usable), with 'Afvis alle' exactly as easy
 * and as prominent as 'Accepter alle'. It is one form that works without scripts too (the
 * choice is posted and the page comes back); with scripts the provider sends it by fetcher.
 */
export function CookieBanner({
  mode,
  choice,
  canClose,
  autoFocus,
  onClose,
  onSubmit,
}: {
  mode: "first-visit" | "settings";
  /** The boxes start as the stored choice (none ticked before a first choice). */
  choice: CookieChoice;
  /** A choice exists, so the panel may be closed without a new one. */
  canClose: boolean;
  /** Move focus to the panel (it was opened by a button). */
  autoFocus: boolean;
  onClose: () => void;
  onSubmit: (form: HTMLFormElement, submitter: HTMLElement | null) => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const [customizing, setCustomizing] = useState(mode === "settings");
  const heading = useRef<HTMLHeadingElement>(null);
  const firstChoice = useRef<HTMLInputElement>(null);
  const here = withoutSettingsParam(`${location.pathname}${location.search}`);

  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);

  const customize = () => {
    setCustomizing(true);
    requestAnimationFrame(() => firstChoice.current?.focus());
  };

  return (
    <section
      id="cookie-consent"
      aria-labelledby="cookie-consent-title"
      onKeyDown={(event) => {
        if (event.key === "Escape" && canClose) {
          event.stopPropagation();
          onClose();
        }
      }}
      className="sticky bottom-0 z-40 border-t-4 border-forest-700 bg-white shadow-[0_-8px_24px_rgba(27,43,31,0.15)]"
    >
      <form
        method="post"
        action={CONSENT_ACTION}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
        }}
        className="container-page max-h-[85vh] overflow-y-auto py-5"
      >
        {/* Without scripts the answer is a redirect back to this page. */}
        {!hydrated && <input type="hidden" name="redirectTo" value={here} />}
        <div className="flex items-start justify-between gap-4">
          <h2
            id="cookie-consent-title"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold focus:outline-none sm:text-2xl"
          >
            {mode === "settings" ? t("cookies.settingsTitle") : t("cookies.title")}
          </h2>
          {canClose &&
            (hydrated ? (
              <button
                type="button"
                onClick={onClose}
                aria-label={t("cookies.close")}
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-forest-800 hover:bg-cream-200"
              >
                <Icon name="x" className="h-5 w-5" />
              </button>
            ) : (
              <Link
                to={here}
                aria-label={t("cookies.close")}
                className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-forest-800 hover:bg-cream-200"
              >
                <Icon name="x" className="h-5 w-5" />
              </Link>
            ))}
        </div>
        <p className="mt-2 max-w-4xl">
          {mode === "settings" ? t("cookies.settingsText") : t("cookies.text")}{" "}
          <Link to="/privatlivspolitik" className="font-medium text-forest-700 underline underline-offset-4">
            {t("cookies.privacyLink")}
          </Link>
        </p>

        {customizing && (
          <fieldset className="mt-4 grid gap-3 md:grid-cols-3">
            <legend className="sr-only">{t("cookies.categoriesLegend")}</legend>
            <Category
              id="cookie-necessary"
              label={t("cookies.necessary")}
              text={`${t("cookies.necessaryText")} (${t("cookies.alwaysOn")})`}
              checked
              disabled
            />
            <Category
              ref={firstChoice}
              id="cookie-analytics"
              name="analytics"
              label={t("cookies.analytics")}
              text={t("cookies.analyticsText")}
              defaultChecked={choice.analytics}
            />
            <Category
              id="cookie-marketing"
              name="marketing"
              label={t("cookies.marketing")}
              text={t("cookies.marketingText")}
              defaultChecked={choice.marketing}
            />
          </fieldset>
        )}

        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
          {/* Keys: the save button must be a new element, not 'Tilpas' turned into a submit
              button while its click is still being handled (that would send the form). */}
          {customizing ? (
            <Button key="save" type="submit" name="intent" value="save" variant="outline">
              {t("cookies.save")}
            </Button>
          ) : hydrated ? (
            <Button key="customize" type="button" variant="outline" onClick={customize}>
              {t("cookies.customize")}
            </Button>
          ) : (
            <Link
              to={`?${CONSENT_SETTINGS_PARAM}=${CONSENT_SETTINGS_VALUE}`}
              className={buttonClasses({ variant: "outline" })}
            >
              {t("cookies.customize")}
            </Link>
          )}
          {/* Rejecting is exactly as easy and as prominent as accepting. */}
          <Button type="submit" name="intent" value="reject" className="sm:min-w-40">
            {t("cookies.rejectAll")}
          </Button>
          <Button type="submit" name="intent" value="accept" className="sm:min-w-40">
            {t("cookies.acceptAll")}
          </Button>
        </div>
      </form>
    </section>
  );
}

const Category = forwardRef<
  HTMLInputElement,
  {
    id: string;
    name?: string;
    label: string;
    text: string;
    checked?: boolean;
    disabled?: boolean;
    defaultChecked?: boolean;
  }
>(function Category({ id, name, label, text, checked, disabled, defaultChecked }, ref) {
  return (
    <div className="flex items-start gap-3 rounded-xl border border-cream-300 bg-cream-50 p-3">
      <input
        ref={ref}
        type="checkbox"
        id={id}
        name={name}
        value="on"
        checked={checked}
        readOnly={checked !== undefined}
        disabled={disabled}
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-text`}
        className="mt-1 h-5 w-5 shrink-0 accent-forest-700"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-text`} className="text-sm text-muted">
          {text}
        </p>
      </div>
    </div>
  );
});

import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { CONSENT_SETTINGS_PARAM, CONSENT_SETTINGS_VALUE } from "~/lib/consent";
import { useCookieConsent } from "./cookie-consent";

/**
 * The footer's 'Cookieindstillinger': opens the settings panel, so a choice can be changed or
 * withdrawn as easily as it was given. Before scripts run it is a link that opens the panel
 * through the address.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const consent = useCookieConsent();
  if (!hydrated || !consent) {
    return (
      <Link to={`?${CONSENT_SETTINGS_PARAM}=${CONSENT_SETTINGS_VALUE}`} className={className}>
        {t("footer.cookieSettings")}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      onClick={(event) => consent.openSettings(event.currentTarget)}
    >
      {t("footer.cookieSettings")}
    </button>
  );
}

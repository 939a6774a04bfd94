import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useFetcher, useSearchParams } from "react-router";
import { useRootData } from "~/hooks/use-root-data";
import {
  CONSENT_SESSION_STORAGE_KEY,
  CONSENT_SETTINGS_PARAM,
  CONSENT_SETTINGS_VALUE,
  choiceOf,
  isConsentSessionId,
  newConsentSessionId,
  NO_CONSENT,
  parseConsentForm,
  type CookieChoice,
  type ConsentActionData,
} from "~/lib/consent";
import { CookieBanner } from "./cookie-banner";

type ConsentContextValue = {
  /** The banner or settings panel is on screen. */
  visible: boolean;
  /** Opens the settings panel; focus comes back to `trigger` when it closes. */
  openSettings: (trigger?: HTMLElement | null) => void;
};

const ConsentContext = createContext<ConsentContextValue | null>(null);

/** The consent controls, or null outside the provider (an error page whose root data failed). */
export function useCookieConsent(): ConsentContextValue | null {
  return useContext(ConsentContext);
}

/**
 * Cookie consent for every page: the banner while no choice is stored, the settings panel
 * when asked for (the footer's button), and the statistics and marketing scripts the choice
 * allows. The server decides from the `krukke_consent` cookie (or a signed-in user's newest
 * record) whether the banner shows, so it is in the first HTML without a flash.
 */
export function CookieConsentProvider({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const fetcher = useFetcher<ConsentActionData>({ key: "cookie-consent" });
  const [searchParams] = useSearchParams();
  // Opened by the footer's button, or by the address (the button without scripts).
  const [settings, setSettings] = useState<"button" | "address" | null>(() =>
    searchParams.get(CONSENT_SETTINGS_PARAM) === CONSENT_SETTINGS_VALUE ? "address" : null,
  );
  const trigger = useRef<HTMLElement | null>(null);

  // A choice on its way counts at once: the banner goes away without waiting for the server.
  const sent = fetcher.formData ? parseConsentForm(fetcher.formData) : null;
  const stored: CookieChoice | null = sent ? choiceOf(sent) : (root?.consent ?? null);
  const visible = Boolean(root) && (settings !== null || stored === null);

  const openSettings = useCallback((opener?: HTMLElement | null) => {
    trigger.current = opener ?? null;
    setSettings("button");
  }, []);

  const close = useCallback(() => {
    setSettings(null);
    // Back where the visitor was: the button that opened the panel, or the page itself.
    const back = trigger.current ?? document.getElementById("main");
    trigger.current = null;
    requestAnimationFrame(() => back?.focus({ preventScroll: true }));
  }, []);

  const submit = useCallback(
    (form: HTMLFormElement, submitter: HTMLElement | null) => {
      const data = new FormData(form, submitter);
      if (!root?.user) {
        const sessionId = consentSessionId();
        if (sessionId) data.set("sessionId", sessionId);
      }
      void fetcher.submit(data, { method: "post", action: form.getAttribute("action") ?? undefined });
      close();
    },
    [fetcher, root?.user, close],
  );

  const value = useMemo(() => ({ visible, openSettings }), [visible, openSettings]);
  return (
    <ConsentContext.Provider value={value}>
      {children}
      {visible && (
        <CookieBanner
          key={settings ?? "first-visit"}
          mode={settings ? "settings" : "first-visit"}
          choice={stored ?? NO_CONSENT}
          canClose={stored !== null}
          autoFocus={settings === "button"}
          onClose={close}
          onSubmit={submit}
        />
      )}
      <ConsentScripts scripts={root?.consentScripts ?? []} />
    </ConsentContext.Provider>
  );
}

/** A link to the banner for keyboard users, first on the page while the banner asks. */
export function CookieConsentSkipLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const consent = useCookieConsent();
  if (!consent?.visible) return null;
  return (
    <a href="#cookie-consent-title" className={className}>
      {t("cookies.skipLink")}
    </a>
  );
}

/**
 * The scripts the visitor's choice allows (the server leaves out the rest). A script that has
 * run cannot be taken back: when a choice withdraws one, its cookies are cleared and the page
 * is loaded again without it.
 */
function ConsentScripts({ scripts }: { scripts: string[] }) {
  const loaded = useRef(new Set<string>());
  const key = scripts.join(" ");
  useEffect(() => {
    const withdrawn = [...loaded.current].some((src) => !scripts.includes(src));
    for (const src of scripts) loaded.current.add(src);
    if (withdrawn) {
      clearScriptCookies();
      window.location.reload();
    }
    // `key` stands for the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (
    <>
      {scripts.map((src) => (
        <script key={src} src={src} async />
      ))}
    </>
  );
}

/** The browser's consent session id, made on the first choice (kept in local storage: docs/product.md, Cookie consent). */
function consentSessionId(): string | undefined {
  try {
    const stored = window.localStorage.getItem(CONSENT_SESSION_STORAGE_KEY);
    if (isConsentSessionId(stored)) return stored;
    const created = newConsentSessionId();
    window.localStorage.setItem(CONSENT_SESSION_STORAGE_KEY, created);
    return created;
  } catch {
    return undefined; // storage blocked: the server keeps one in the consent cookie
  }
}

/** The shop's own cookies; anything else a script could read was set by a statistics or marketing script. */
const OWN_COOKIES = /^(lang|krukke[._].*)$/;

function clearScriptCookies() {
  const host = window.location.hostname;
  const parts = host.split(".");
  const domains = ["", host, ...parts.slice(1).map((_, index) => `.${parts.slice(index + 1).join(".")}`)];
  for (const pair of document.cookie.split("; ")) {
    const name = pair.split("=")[0];
    if (!name || OWN_COOKIES.test(name)) continue;
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ""}`;
    }
  }
}

import { useEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
  useRouteError,
} from "react-router";
import { toast, Toaster } from "~/components/ui/toaster";
import { CartProvider } from "~/components/cart/cart-context";
import { ErrorView } from "~/components/layout/error-view";
import { InlineStylesheet } from "~/components/layout/inline-stylesheet";
import { NotFoundView } from "~/components/layout/not-found-view";
import { SiteShell } from "~/components/layout/site-shell";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLanguage, useRootData } from "~/hooks/use-root-data";
import { getTranslator, loadLanguage, translator } from "~/i18n";
import { TranslatorContext } from "~/i18n/use-translation";
import { isLanguage, LANGUAGE_ACTION, LANGUAGE_STORAGE_KEY } from "~/i18n/languages";
import { deliveryDayValues } from "~/lib/delivery-weekdays";
import { pageMeta } from "~/lib/seo";
import { config, sandboxesInUse } from "~/server/config.server";
import { resolveLanguage } from "~/server/language.server";
import { loadCart } from "~/server/cart.server";
import { allowedScripts, resolveConsent } from "~/server/consent.server";
import { readDiscountCode } from "~/server/discount-cookie.server";
import { getSession, viewerOf } from "~/server/session.server";
import { calendarSettings } from "~/server/delivery-calendar.server";
import { menuOnSale } from "~/server/season-menus/menus.server";
import { combineHeaders, readToast, shownToast } from "~/server/toast.server";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";

export const links: Route.LinksFunction = () => [
  // In production the stylesheet is in the page itself (InlineStylesheet); Vite's development
  // server needs the link to update styles as they are edited.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function meta({ error, data, location }: Route.MetaArgs) {
  // Pages set their own tags; this only covers errors, which have no page of their own.
  if (!error) return [];
  const language = data?.language ?? "da";
  const t = translator(language);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta({
    title: notFound ? t("meta.notFound.title") : t("common.errorTitle"),
    description: notFound ? t("meta.notFound.description") : t("common.errorText"),
    path: location.pathname,
    language,
    publicUrl: data?.publicUrl ?? "",
    noindex: true,
  });
}

export async function loader({ request }: Route.LoaderArgs) {
  const { language, source, cookieLanguage } = resolveLanguage(request);
  const [session, { toast, headers: toastCookie }, discountCode] = await Promise.all([
    getSession(request),
    readToast(request),
    readDiscountCode(request),
  ]);
  const user = session.user;
  // A signed-in customer's cart is on every page (the header's badge and drawer).
  const [cart, { consent, headers: consentCookie }, seasonMenu, calendar] = await Promise.all([
    user ? loadCart(user.id, viewerOf(user), discountCode) : null,
    resolveConsent(request, user?.id ?? null),
    menuOnSale(),
    calendarSettings(),
  ]);
  return data(
    {
      language,
      languageSource: source,
      /** The address chose a language the cookie does not hold yet. */
      languageUnsaved: source === "param" && cookieLanguage !== language,
      publicUrl: config().publicUrl,
      /** The shop's control reports on findsmiley.dk: the footer's smiley links there. */
      findSmileyUrl: config().findSmileyUrl,
      /** Built-in sandboxes in use instead of QuickPay or Økoskabet: the test-shop banner. */
      sandboxes: sandboxesInUse(),
      user: user ? { name: user.name, email: user.email, role: user.role } : null,
      cart,
      toast: toast && shownToast(toast, language),
      /** The visitor's cookie choice; null: not made yet, the banner asks. */
      consent: consent ? { analytics: consent.analytics, marketing: consent.marketing } : null,
      /** Statistics and marketing scripts this choice allows (none before consent). */
      consentScripts: allowedScripts(consent),
      /** The season menu on sale, which the header and footer name (null: none). */
      seasonMenu,
      /**
       * The days the shop delivers on as texts name them, in both languages (the language
       * toggle switches without a request): `useDeliveryDayValues`.
       */
      deliveryDays: {
        da: deliveryDayValues(calendar.weekdays, "da"),
        en: deliveryDayValues(calendar.weekdays, "en"),
      },
    },
    // A refreshed session, a toast that has been read and a choice from another device update cookies.
    { headers: combineHeaders(session.headers, toastCookie, consentCookie) },
  );
}

/**
 * The root loader runs after every form submission, failed ones included (React Router skips
 * loaders after a 4xx by default): it carries the toast that tells the user what happened.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod !== undefined && formMethod !== "GET" ? true : defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const language = useLanguage();
  useEffect(() => {
    // Scripts are running: the end-to-end tests wait for this before they click.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f4a34" />
        <Meta />
        {import.meta.env.DEV ? null : <InlineStylesheet />}
        <Links />
      </head>
      <body>
        <TranslatorContext value={getTranslator(language)}>{children}</TranslatorContext>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useLanguagePersistence();
  useToasts();
  return (
    <CartProvider>
      <SiteShell>
        <Outlet />
      </SiteShell>
      <Toaster position="top-center" closeButton />
      <ToastWithoutScripts />
    </CartProvider>
  );
}

/**
 * Keeps the language choice in local storage (docs/product.md, Languages) and in the cookie
 * the server reads: a choice stored in this browser but not yet in a cookie is applied,
 * and a language chosen by address (`?lang=en`) is remembered.
 */
function useLanguagePersistence() {
  const data = useRootData();
  const fetcher = useFetcher();
  const language = data?.language;
  const source = data?.languageSource;
  const unsaved = data?.languageUnsaved;
  useEffect(() => {
    if (!language) return;
    let stored: string | null = null;
    try {
      stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      return; // storage blocked: the cookie alone keeps the choice
    }
    if (source === "default" && isLanguage(stored) && stored !== language) {
      const choice = stored;
      void loadLanguage(choice)
        .catch(() => {}) // offline: the server's answer still switches the page
        .then(() => fetcher.submit({ lang: choice }, { method: "post", action: LANGUAGE_ACTION }));
      return;
    }
    if (stored !== language) window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    if (unsaved) {
      void fetcher.submit({ lang: language }, { method: "post", action: LANGUAGE_ACTION });
    }
    // The fetcher is stable enough for this: run when the served language changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, source, unsaved]);
}

/** Shows the toast the server sent with this page (after a redirect or an action). */
function useToasts() {
  const incoming = useRootData()?.toast;
  useEffect(() => {
    if (!incoming) return;
    const show =
      incoming.type === "success" ? toast.success : incoming.type === "error" ? toast.error : toast.info;
    show(incoming.title, { id: incoming.id, description: incoming.description, duration: incoming.duration });
    // A toast is shown once, however often the page re-renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [incoming?.id]);
}

/**
 * The same toast for a browser with scripts turned off, which never runs the toaster: shown as
 * a message at the top of the page.
 */
function ToastWithoutScripts() {
  const hydrated = useHydrated();
  const incoming = useRootData()?.toast;
  // Gone once scripts run, and hidden until then wherever they can (CSS `scripting`): there
  // the toaster shows it.
  if (!incoming || hydrated) return null;
  return (
    <div
      role={incoming.type === "error" ? "alert" : "status"}
      className="fixed inset-x-4 top-4 z-50 mx-auto hidden max-w-md rounded-xl border border-forest-200 bg-white p-4 shadow-lg noscript:block"
    >
      <p className="font-semibold">{incoming.title}</p>
      {incoming.description && <p className="text-sm">{incoming.description}</p>}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // The whole shop around it (its header's cart too), as for any other page.
  return (
    <CartProvider>
      <SiteShell showBreadcrumbs={false}>{notFound ? <NotFoundView /> : <ErrorView />}</SiteShell>
    </CartProvider>
  );
}

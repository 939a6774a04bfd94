import { Suspense } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { useMatches } from "react-router";
import { CookieConsentProvider, CookieConsentSkipLink } from "~/components/consent/cookie-consent";
import { Breadcrumbs } from "./breadcrumbs";
import { Footer } from "./footer";
import { Header } from "./header";
import { TestShopBanner } from "./test-shop-banner";

/**
 * What a route can say about the layout around it, through its `handle` export. `printFrame:
 * false`: printed, the page leaves out the shop's banner, header, breadcrumbs and footer.
 */
export type RouteHandle = { breadcrumbs?: false; printFrame?: false };

const skipLink =
  "sr-only z-50 rounded-lg bg-forest-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2";

/**
 * The test-shop banner (while a sandbox is in use), header, breadcrumbs, the page, footer and
 * the cookie banner: the frame of every page, error pages included.
 */
export function SiteShell({
  children,
  showBreadcrumbs = true,
}: {
  children: React.ReactNode;
  showBreadcrumbs?: boolean;
}) {
  const { t } = useTranslation();
  const matches = useMatches();
  const hiddenByRoute = matches.some(
    (match) => (match.handle as RouteHandle | undefined)?.breadcrumbs === false,
  );
  const frame = matches.some((match) => (match.handle as RouteHandle | undefined)?.printFrame === false)
    ? "contents print:hidden"
    : "contents";
  return (
    <div className="flex min-h-screen flex-col">
      {/* The cookie banner comes last, sticking to the bottom of the window; it never hides
          the end of the page. */}
      <CookieConsentProvider>
        <a href="#main" className={skipLink}>
          {t("common.skipToContent")}
        </a>
        <CookieConsentSkipLink className={skipLink} />
        <div className={frame}>
          <TestShopBanner />
          <Header />
          {showBreadcrumbs && !hiddenByRoute && <Breadcrumbs />}
        </div>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <div className={frame}>
          {/* Below the first screen: hydrated after the page's own content, on its own. */}
          <Suspense>
            <Footer />
          </Suspense>
        </div>
      </CookieConsentProvider>
    </div>
  );
}

/**
 * The shop's addresses, one list: each route's path, its module and what the shop does with it.
 * `app/routes.ts` is built from it, and the lists that must agree with it are derived from it:
 * the guests' page cache (`server/page-cache.ts`), the sitemap (`app/server/seo/seo.server.ts`),
 * robots.txt (`app/routes/robots[.]txt.ts`) and the build's code splitting (`vite.config.ts`).
 *
 * Plain data without imports: `vite.config.ts` reads it before the `~/` alias exists.
 * `pages.test.ts` checks that app/routes.ts routes exactly these.
 */

/** What the shop does with a route. Every route says all four; a new one cannot forget one. */
export type PageFlags = {
  /**
   * A shopper's page or a resource the shopper's pages use, open to anyone: the build sorts the
   * code of these pages into shared files (`vite.config.ts`). Not the back office, the owner's
   * and developers' tools or the built-in sandboxes.
   */
  public: boolean;
  /**
   * A guest's answer is the same for every guest with the same language and cookie choice: the
   * page cache may keep it and any cache may store it (`server/page-cache.ts`, which lists the
   * query parameters each such page reads).
   */
  shareable: boolean;
  /**
   * Listed in the sitemap: a path without parameters as it is, one with a parameter by the rows
   * the database has for it (`app/server/seo/seo.server.ts`).
   */
  sitemap: boolean;
  /**
   * Search engines may fetch it: robots.txt does not disallow it. The back office is not
   * disallowed either, since a Disallow line would name it to anyone (decision 0015 hides it
   * behind a 404); its pages say `noindex` themselves.
   */
  indexable: boolean;
};

export type Page = PageFlags & {
  /** The path as React Router reads it, without the leading slash ("" for an index route). */
  path: string;
  /** The route module under `app/`: `.tsx` renders a page, `.ts` is a resource route. */
  file: string;
  children?: readonly Page[];
};

/** A page any guest sees alike, worth finding. */
const SHOP_PAGE = { public: true, shareable: true, sitemap: true, indexable: true } as const;
/** A page or resource for one visitor (a cart, an account, a checkout): kept from crawlers. */
const PERSONAL = { public: true, shareable: false, sitemap: false, indexable: false } as const;
/** A public address that is no page to find: a redirect, a form's target, a service's callback. */
const UNLISTED = { public: true, shareable: false, sitemap: false, indexable: true } as const;
/** The back office: admins only, a 404 for everyone else. */
const BACK_OFFICE = { public: false, shareable: false, sitemap: false, indexable: true } as const;
/** For the owner, developers or the built-in sandboxes: kept from crawlers. */
const TOOL = { public: false, shareable: false, sitemap: false, indexable: false } as const;

export const PAGES = [
  { path: "", file: "routes/_index.tsx", ...SHOP_PAGE },
  { path: "produkter", file: "routes/produkter.tsx", ...SHOP_PAGE },
  // Sitemap: every product on sale, from the database.
  { path: "produkter/:id", file: "routes/produkter.$id.tsx", ...SHOP_PAGE },
  { path: "kurv", file: "routes/kurv.tsx", ...PERSONAL },
  { path: "checkout", file: "routes/checkout.tsx", ...PERSONAL },
  { path: "checkout/betaling", file: "routes/checkout.betaling.tsx", ...PERSONAL },
  { path: "checkout/status", file: "routes/checkout.status.ts", ...PERSONAL },
  { path: "ordre/:id/betal", file: "routes/ordre.$id.betal.ts", ...UNLISTED },
  { path: "opskrifter", file: "routes/opskrifter.tsx", ...SHOP_PAGE },
  { path: "opskrifter/:id", file: "routes/opskrifter.$id.tsx", ...SHOP_PAGE },
  { path: "blog", file: "routes/blog.tsx", ...SHOP_PAGE },
  { path: "blog/:id", file: "routes/blog.$id.tsx", ...SHOP_PAGE },
  { path: "filosofi", file: "routes/filosofi.tsx", ...SHOP_PAGE },
  { path: "nytar-2025", file: "routes/nytar-2025.tsx", ...SHOP_PAGE },
  { path: "privatlivspolitik", file: "routes/privatlivspolitik.tsx", ...SHOP_PAGE },
  { path: "handelsbetingelser", file: "routes/handelsbetingelser.tsx", ...SHOP_PAGE },
  // The contact form carries a sum the server issues to each visitor: rendered for each.
  { path: "kontakt", file: "routes/kontakt.tsx", ...SHOP_PAGE, shareable: false },
  { path: "tilbagekaldelse", file: "routes/tilbagekaldelse.tsx", ...SHOP_PAGE },
  { path: "nyhedsbrev/bekraeft", file: "routes/nyhedsbrev.bekraeft.tsx", ...PERSONAL },

  // Accounts
  { path: "login", file: "routes/login.tsx", ...PERSONAL },
  { path: "forgot-password", file: "routes/forgot-password.tsx", ...PERSONAL },
  { path: "reset-password", file: "routes/reset-password.tsx", ...PERSONAL },
  { path: "logout", file: "routes/logout.ts", ...UNLISTED },
  { path: "profile", file: "routes/profile.tsx", ...PERSONAL },
  { path: "profile/edit", file: "routes/profile.edit.tsx", ...PERSONAL },
  { path: "profile/delete", file: "routes/profile.delete.tsx", ...PERSONAL },
  { path: "profile/orders.csv", file: "routes/profile.orders[.]csv.ts", ...PERSONAL },
  { path: "profile/data.json", file: "routes/profile.data[.]json.ts", ...PERSONAL },
  { path: "profile/faktura/:number", file: "routes/profile.faktura.$number.ts", ...PERSONAL },
  { path: "profile/e-faktura/:number", file: "routes/profile.e-faktura.$number.ts", ...PERSONAL },
  { path: "profile/abonnement", file: "routes/profile.abonnement.tsx", ...PERSONAL },
  { path: "profile/abonnement/ny", file: "routes/profile.abonnement.ny.tsx", ...PERSONAL },
  { path: "shop", file: "routes/shop.ts", ...UNLISTED },
  { path: "api/auth/*", file: "routes/api.auth.$.ts", ...PERSONAL },

  // The back office (admins only; 404 for everyone else)
  {
    path: "admin",
    file: "routes/admin.tsx",
    ...BACK_OFFICE,
    children: [
      { path: "", file: "routes/admin._index.tsx", ...BACK_OFFICE },
      { path: "ordrer", file: "routes/admin.ordrer.tsx", ...BACK_OFFICE },
      { path: "ordrer/:id", file: "routes/admin.ordrer.$id.tsx", ...BACK_OFFICE },
      { path: "ordrer/:id/pakkeseddel", file: "routes/admin.ordrer.$id.pakkeseddel.tsx", ...BACK_OFFICE },
      { path: "produkter", file: "routes/admin.produkter.tsx", ...BACK_OFFICE },
      { path: "produkter/:id", file: "routes/admin.produkter.$id.tsx", ...BACK_OFFICE },
      { path: "opskrifter", file: "routes/admin.opskrifter.tsx", ...BACK_OFFICE },
      { path: "opskrifter/:id", file: "routes/admin.opskrifter.$id.tsx", ...BACK_OFFICE },
      { path: "blog", file: "routes/admin.blog.tsx", ...BACK_OFFICE },
      { path: "blog/:id", file: "routes/admin.blog.$id.tsx", ...BACK_OFFICE },
      { path: "nyhedsbrev", file: "routes/admin.nyhedsbrev.tsx", ...BACK_OFFICE },
      { path: "nyhedsbrev/csv", file: "routes/admin.nyhedsbrev.csv.ts", ...BACK_OFFICE },
      { path: "beskeder", file: "routes/admin.beskeder.tsx", ...BACK_OFFICE },
      { path: "rabatkoder", file: "routes/admin.rabatkoder.tsx", ...BACK_OFFICE },
      { path: "rabatkoder/:id", file: "routes/admin.rabatkoder.$id.tsx", ...BACK_OFFICE },
      { path: "kunder", file: "routes/admin.kunder.tsx", ...BACK_OFFICE },
      { path: "kunder/:id", file: "routes/admin.kunder.$id.tsx", ...BACK_OFFICE },
      { path: "produktion", file: "routes/admin.produktion.tsx", ...BACK_OFFICE },
      { path: "produktion/:date", file: "routes/admin.produktion.$date.tsx", ...BACK_OFFICE },
      { path: "produktion/:date/csv", file: "routes/admin.produktion.$date.csv.ts", ...BACK_OFFICE },
      { path: "batcher", file: "routes/admin.batcher.tsx", ...BACK_OFFICE },
      { path: "levering", file: "routes/admin.levering.tsx", ...BACK_OFFICE },
      { path: "bogfoering", file: "routes/admin.bogfoering.tsx", ...BACK_OFFICE },
      { path: "bogfoering/kladde.csv", file: "routes/admin.bogfoering.kladde[.]csv.ts", ...BACK_OFFICE },
      { path: "bogfoering/bilag.zip", file: "routes/admin.bogfoering.bilag[.]zip.ts", ...BACK_OFFICE },
      { path: "abonnementer", file: "routes/admin.abonnementer.tsx", ...BACK_OFFICE },
      { path: "saesonmenuer", file: "routes/admin.saesonmenuer.tsx", ...BACK_OFFICE },
      { path: "saesonmenuer/:id", file: "routes/admin.saesonmenuer.$id.tsx", ...BACK_OFFICE },
      { path: "saesonmenuer/:id/koekken", file: "routes/admin.saesonmenuer.$id.koekken.tsx", ...BACK_OFFICE },
      {
        path: "saesonmenuer/:id/koekken/csv",
        file: "routes/admin.saesonmenuer.$id.koekken.csv.ts",
        ...BACK_OFFICE,
      },
      {
        path: "saesonmenuer/:id/afhentning/:place/:date",
        file: "routes/admin.saesonmenuer.$id.afhentning.$place.$date.tsx",
        ...BACK_OFFICE,
      },
      {
        path: "saesonmenuer/:id/afhentning/:place/:date/csv",
        file: "routes/admin.saesonmenuer.$id.afhentning.$place.$date.csv.ts",
        ...BACK_OFFICE,
      },
      { path: "tilbagekaldelser", file: "routes/admin.tilbagekaldelser.tsx", ...BACK_OFFICE },
      { path: "tilbagekaldelser/ny", file: "routes/admin.tilbagekaldelser.ny.tsx", ...BACK_OFFICE },
      { path: "tilbagekaldelser/:id", file: "routes/admin.tilbagekaldelser.$id.tsx", ...BACK_OFFICE },
      { path: "tilbagekaldelser/:id/csv", file: "routes/admin.tilbagekaldelser.$id.csv.ts", ...BACK_OFFICE },
    ],
  },

  // For search engines and shopping services
  { path: "sitemap.xml", file: "routes/sitemap[.]xml.ts", ...UNLISTED, shareable: true },
  {
    path: "feeds/google-merchant.xml",
    file: "routes/feeds.google-merchant[.]xml.ts",
    ...UNLISTED,
    shareable: true,
  },
  { path: "robots.txt", file: "routes/robots[.]txt.ts", ...UNLISTED, shareable: true },
  { path: "seo-tools", file: "routes/seo-tools.tsx", ...TOOL },

  // For developers only: 404 in the production build (see the route's loader), so robots.txt
  // has nothing to keep out.
  { path: "dev/outbox", file: "routes/dev.outbox.tsx", ...TOOL, indexable: true },

  // Resource routes: actions and files without a page of their own.
  { path: "resources/language", file: "routes/resources.language.ts", ...PERSONAL },
  { path: "resources/cart", file: "routes/resources.cart.ts", ...PERSONAL },
  { path: "resources/search", file: "routes/resources.search.ts", ...PERSONAL },
  // A product's details for the list's quick view: the same for every guest.
  { path: "resources/product/:id", file: "routes/resources.product.$id.ts", ...PERSONAL, shareable: true },
  { path: "resources/tracking", file: "routes/resources.tracking.ts", ...PERSONAL },
  { path: "resources/newsletter", file: "routes/resources.newsletter.ts", ...PERSONAL },
  { path: "resources/cookie-consent", file: "routes/resources.cookie-consent.ts", ...PERSONAL },
  { path: "resources/proof-of-work", file: "routes/resources.proof-of-work.ts", ...PERSONAL },
  { path: "resources/contact-question", file: "routes/resources.contact-question.ts", ...PERSONAL },

  // Payment and locker services call these.
  { path: "payments/quickpay/callback", file: "routes/payments.quickpay.callback.ts", ...UNLISTED },
  { path: "webhooks/okoskabet", file: "routes/webhooks.okoskabet.ts", ...UNLISTED },

  // The built-in sandboxes (when QuickPay or Økoskabet is not configured).
  { path: "sandbox/quickpay/api/*", file: "routes/sandbox.quickpay.api.$.ts", ...TOOL },
  { path: "sandbox/quickpay/vindue/:id", file: "routes/sandbox.quickpay.vindue.$id.tsx", ...TOOL },
  { path: "sandbox/okoskabet/api/*", file: "routes/sandbox.okoskabet.api.$.ts", ...TOOL },

  // A season menu's page at its own address (/nytar-2026); static addresses rank first. Not
  // shareable: it shows the covers left now. Sitemap: the menus on sale, from the database.
  { path: ":slug", file: "routes/$slug.tsx", ...SHOP_PAGE, shareable: false },

  // Everything else: the 404 page.
  { path: "*", file: "routes/$.tsx", ...UNLISTED },
] as const satisfies readonly Page[];

/** Every route with its full path ("/produkter/:id"), the back office's children included. */
export function allPages(pages: readonly Page[] = PAGES, parent = ""): (Page & { fullPath: string })[] {
  return pages.flatMap((page) => {
    const fullPath = [parent, page.path].filter(Boolean).join("/");
    return [{ ...page, fullPath: `/${fullPath}` }, ...allPages(page.children ?? [], fullPath)];
  });
}

const hasParameter = (path: string) => /[:*]/.test(path);

/** The sitemap's pages with an address of their own ("/", "/produkter", …), in the table's order. */
export function sitemapStaticPaths(pages: readonly Page[] = PAGES): string[] {
  return allPages(pages)
    .filter((page) => page.sitemap && !hasParameter(page.fullPath))
    .map((page) => page.fullPath);
}

/**
 * robots.txt's Disallow lines: for each page not indexable, its first part, when every route
 * under it is kept out too ("/profile" for /profile and below; "/resources/" when no route is
 * /resources itself), else its own path up to its first parameter.
 */
export function disallowedPaths(pages: readonly Page[] = PAGES): string[] {
  const routes = allPages(pages);
  const lines = routes
    .filter((page) => !page.indexable)
    .map(({ fullPath }) => {
      const first = `/${fullPath.split("/")[1]}`;
      const under = routes.filter((page) => page.fullPath === first || page.fullPath.startsWith(`${first}/`));
      if (under.some((page) => page.indexable)) return fullPath.split(/[:*]/)[0]!;
      return under.some((page) => page.fullPath === first) ? first : `${first}/`;
    });
  return [...new Set(lines)];
}

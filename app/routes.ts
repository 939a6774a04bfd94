import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The shop's addresses, as docs/product.md lists them (Addresses). */
export default [
  index("routes/home.tsx"),
  route("produkter", "routes/produkter.tsx"),
  route("produkter/:id", "routes/produkt.tsx"),
  route("kurv", "routes/kurv.tsx"),
  route("checkout", "routes/checkout.tsx"),
  route("checkout/betaling", "routes/checkout.betaling.tsx"),
  route("checkout/status", "routes/checkout.status.ts"),
  route("ordre/:id/betal", "routes/ordre.betal.ts"),
  route("opskrifter", "routes/opskrifter.tsx"),
  route("opskrifter/:id", "routes/opskrift.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:id", "routes/blog-post.tsx"),
  route("filosofi", "routes/filosofi.tsx"),
  route("nytar-2025", "routes/nytar-2025.tsx"),
  route("privatlivspolitik", "routes/privatlivspolitik.tsx"),
  route("handelsbetingelser", "routes/handelsbetingelser.tsx"),
  route("kontakt", "routes/kontakt.tsx"),
  route("tilbagekaldelse", "routes/tilbagekaldelse.tsx"),
  route("nyhedsbrev/bekraeft", "routes/nyhedsbrev.bekraeft.tsx"),

  // Accounts
  route("login", "routes/login.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("logout", "routes/logout.ts"),
  route("profile", "routes/profile.tsx"),
  route("profile/edit", "routes/profile.edit.tsx"),
  route("profile/delete", "routes/profile.delete.tsx"),
  route("profile/orders.csv", "routes/profile.orders-csv.ts"),
  route("profile/data.json", "routes/profile.data.ts"),
  route("profile/faktura/:number", "routes/profile.invoice.ts"),
  route("profile/e-faktura/:number", "routes/profile.e-invoice.ts"),
  route("profile/abonnement", "routes/profile.abonnement.tsx"),
  route("profile/abonnement/ny", "routes/profile.abonnement-ny.tsx"),
  route("shop", "routes/shop.ts"),
  route("api/auth/*", "routes/api.auth.ts"),

  // The back office (admins only; 404 for everyone else)
  route("admin", "routes/admin.tsx", [
    index("routes/admin._index.tsx"),
    route("ordrer", "routes/admin.ordrer.tsx"),
    route("ordrer/:id", "routes/admin.ordre.tsx"),
    route("ordrer/:id/pakkeseddel", "routes/admin.pakkeseddel.tsx"),
    route("produkter", "routes/admin.produkter.tsx"),
    route("produkter/:id", "routes/admin.produkt.tsx"),
    route("opskrifter", "routes/admin.opskrifter.tsx"),
    route("opskrifter/:id", "routes/admin.opskrift.tsx"),
    route("blog", "routes/admin.blog.tsx"),
    route("blog/:id", "routes/admin.blogindlaeg.tsx"),
    route("nyhedsbrev", "routes/admin.nyhedsbrev.tsx"),
    route("nyhedsbrev/csv", "routes/admin.nyhedsbrev-csv.ts"),
    route("beskeder", "routes/admin.beskeder.tsx"),
    route("rabatkoder", "routes/admin.rabatkoder.tsx"),
    route("rabatkoder/:id", "routes/admin.rabatkode.tsx"),
    route("kunder", "routes/admin.kunder.tsx"),
    route("kunder/:id", "routes/admin.kunde.tsx"),
    route("produktion", "routes/admin.produktion.tsx"),
    route("produktion/:date", "routes/admin.produktion-dag.tsx"),
    route("produktion/:date/csv", "routes/admin.produktion-csv.ts"),
    route("batcher", "routes/admin.batcher.tsx"),
    route("levering", "routes/admin.levering.tsx"),
    route("bogfoering", "routes/admin.bogfoering.tsx"),
    route("bogfoering/kladde.csv", "routes/admin.bogfoering-kladde.ts"),
    route("bogfoering/bilag.zip", "routes/admin.bogfoering-bilag.ts"),
    route("abonnementer", "routes/admin.abonnementer.tsx"),
    route("saesonmenuer", "routes/admin.saesonmenuer.tsx"),
    route("saesonmenuer/:id", "routes/admin.saesonmenu.tsx"),
    route("saesonmenuer/:id/koekken", "routes/admin.saesonmenu-koekken.tsx"),
    route("saesonmenuer/:id/koekken/csv", "routes/admin.saesonmenu-koekken-csv.ts"),
    route("saesonmenuer/:id/afhentning/:place/:date", "routes/admin.saesonmenu-afhentning.tsx"),
    route("saesonmenuer/:id/afhentning/:place/:date/csv", "routes/admin.saesonmenu-afhentning-csv.ts"),
    route("tilbagekaldelser", "routes/admin.tilbagekaldelser.tsx"),
    route("tilbagekaldelser/ny", "routes/admin.tilbagekald.tsx"),
    route("tilbagekaldelser/:id", "routes/admin.tilbagekaldelse.tsx"),
    route("tilbagekaldelser/:id/csv", "routes/admin.tilbagekaldelse-csv.ts"),
  ]),

  // For search engines and shopping services
  route("sitemap.xml", "routes/sitemap.ts"),
  route("feeds/google-merchant.xml", "routes/feeds.google-merchant.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("seo-tools", "routes/seo-tools.tsx"),

  // For developers only: 404 in the production build (see the route's loader).
  route("dev/outbox", "routes/dev.outbox.tsx"),

  // Resource routes: actions and files without a page of their own.
  route("resources/language", "routes/resources.language.ts"),
  route("resources/cart", "routes/resources.cart.ts"),
  route("resources/search", "routes/resources.search.ts"),
  route("resources/product/:id", "routes/resources.product.ts"),
  route("resources/tracking", "routes/resources.tracking.ts"),
  route("resources/newsletter", "routes/resources.newsletter.ts"),
  route("resources/cookie-consent", "routes/resources.cookie-consent.ts"),
  route("resources/proof-of-work", "routes/resources.proof-of-work.ts"),
  route("resources/contact-question", "routes/resources.contact-question.ts"),

  // Payment and locker services call these.
  route("payments/quickpay/callback", "routes/payments.quickpay-callback.ts"),
  route("webhooks/okoskabet", "routes/webhooks.okoskabet.ts"),

  // The built-in sandboxes (when QuickPay or Økoskabet is not configured).
  route("sandbox/quickpay/api/*", "routes/sandbox.quickpay-api.ts"),
  route("sandbox/quickpay/vindue/:id", "routes/sandbox.quickpay-window.tsx"),
  route("sandbox/okoskabet/api/*", "routes/sandbox.okoskabet-api.ts"),

  // A season menu's page at its own address (/nytar-2026); static addresses rank first.
  route(":slug", "routes/saesonmenu.tsx"),

  // Everything else: the 404 page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

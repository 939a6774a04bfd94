import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** The shop's addresses, as in the specification's route table. */
export default [
  index("routes/home.tsx"),
  route("produkter", "routes/produkter.tsx"),
  route("produkter/:id", "routes/produkt.tsx"),
  route("filosofi", "routes/filosofi.tsx"),
  route("nytar-2025", "routes/nytar-2025.tsx"),
  route("privatlivspolitik", "routes/privatlivspolitik.tsx"),
  route("handelsbetingelser", "routes/handelsbetingelser.tsx"),

  // Resource routes: actions and files without a page of their own.
  route("resources/language", "routes/resources.language.ts"),

  // Everything else: the 404 page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;

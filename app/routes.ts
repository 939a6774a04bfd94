import { index, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { PAGES, type Page } from "./lib/pages";

/** A route of the table in ~/lib/pages, which says what the shop does with each address. */
function routeOf(page: Page): RouteConfigEntry {
  if (page.path === "") return index(page.file);
  return route(page.path, page.file, page.children?.map(routeOf));
}

/** The shop's addresses (docs/product.md, Addresses): the table with each route's flags is app/lib/pages.ts. */
export default PAGES.map(routeOf) satisfies RouteConfig;

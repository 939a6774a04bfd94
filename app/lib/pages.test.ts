import fs from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";
import { allPages, disallowedPaths, PAGES, sitemapStaticPaths, type Page } from "./pages";

const FLAGS = ["public", "shareable", "sitemap", "indexable"] as const;

/** The routes of `pages` that do not say all four flags, by path. */
function withoutFlags(pages: readonly Page[]): string[] {
  return allPages(pages)
    .filter((page) => FLAGS.some((flag) => typeof page[flag] !== "boolean"))
    .map((page) => page.fullPath);
}

const routedFiles = (entries: RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...routedFiles(entry.children ?? [])]);

describe("the route table", () => {
  it("is what app/routes.ts routes: no route without its flags", () => {
    expect(routedFiles(routeConfig)).toEqual(allPages().map((page) => page.file));
    expect(withoutFlags(PAGES)).toEqual([]);
  });

  it("finds a route that lacks a flag", () => {
    const unflagged = { path: "gavekort", file: "routes/gavekort.tsx", public: true } as unknown as Page;
    expect(withoutFlags([...PAGES, unflagged])).toEqual(["/gavekort"]);
  });

  it("names modules that exist: a .tsx renders a page, a .ts is a resource route", () => {
    for (const page of allPages()) {
      const source = fs.readFileSync(path.join(import.meta.dirname, "..", page.file), "utf8");
      expect(/^export default /m.test(source), page.file).toBe(page.file.endsWith(".tsx"));
    }
  });
});

/**
 * The module name a route's address gives, in React Router's file-route convention: the parts
 * joined by dots, `:param` as `$param`, `*` as `$`, a dot inside a part escaped as `[.]`, an
 * index route as `_index` under its parent ("admin._index").
 */
function moduleName(fullPath: string, isIndex: boolean): string {
  const parts = fullPath
    .split("/")
    .filter(Boolean)
    .map((part) => (part === "*" ? "$" : part.replace(/^:/, "$").replaceAll(".", "[.]")));
  return [...parts, ...(isIndex ? ["_index"] : [])].join(".");
}

describe("route modules", () => {
  it("are named after their address, so a URL finds its file", () => {
    const misnamed = allPages()
      .filter((page) => page.file.startsWith("routes/"))
      .map((page) => ({ page, expected: moduleName(page.fullPath, page.path === "") }))
      .filter(({ page, expected }) => page.file.replace(/^routes\/|\.tsx?$/g, "") !== expected)
      .map(({ page, expected }) => `${page.file} → routes/${expected}`);
    expect(misnamed).toEqual([]);
  });

  it("name a parameter, a splat, a dot and an index as the convention does", () => {
    expect(moduleName("/admin/ordrer/:id/pakkeseddel", false)).toBe("admin.ordrer.$id.pakkeseddel");
    expect(moduleName("/api/auth/*", false)).toBe("api.auth.$");
    expect(moduleName("/profile/orders.csv", false)).toBe("profile.orders[.]csv");
    expect(moduleName("/admin", true)).toBe("admin._index");
    expect(moduleName("/", true)).toBe("_index");
  });
});

describe("the lists derived from it", () => {
  it("gives the sitemap the pages worth finding that have an address of their own", () => {
    expect(sitemapStaticPaths()).toEqual([
      "/",
      "/produkter",
      "/opskrifter",
      "/blog",
      "/filosofi",
      "/nytar-2025",
      "/privatlivspolitik",
      "/handelsbetingelser",
      "/kontakt",
      "/tilbagekaldelse",
    ]);
  });

  it("keeps from crawlers the pages for one person, the tools and the resources", () => {
    expect(disallowedPaths().toSorted()).toEqual(
      [
        "/login",
        "/forgot-password",
        "/reset-password",
        "/nyhedsbrev/",
        "/profile",
        "/checkout",
        "/kurv",
        "/seo-tools",
        "/resources/",
        "/api/",
        "/sandbox/",
      ].toSorted(),
    );
  });

  it("disallows a route's own path when a route under the same first part may be crawled", () => {
    const flags = { public: true, shareable: false, sitemap: false };
    const pages: Page[] = [
      { path: "konto", file: "routes/konto.tsx", ...flags, indexable: false },
      { path: "konto/hjaelp", file: "routes/konto.hjaelp.tsx", ...flags, indexable: true },
      { path: "konto/kort/:id", file: "routes/konto.kort.tsx", ...flags, indexable: false },
      { path: "gave/:kode", file: "routes/gave.tsx", ...flags, indexable: false },
    ];
    expect(disallowedPaths(pages)).toEqual(["/konto", "/konto/kort/", "/gave/"]);
  });
});

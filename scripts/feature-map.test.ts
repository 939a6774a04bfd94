/**
 * The feature map in docs/architecture.md keeps up with the shop: every route module that
 * app/routes.ts routes is in its Routes column, and every file it names is there to be found
 * (exactly one file: a renamed, moved or removed one fails here), so the map cannot rot. So is
 * every page template a route hands its data to (`app/components/<area>/<name>-page.tsx`) and
 * every server module beside a route (`app/routes/<route>.server.ts`).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routeConfig from "~/routes";

const ROOT = path.resolve(import.meta.dirname, "..");
const COLUMNS = ["Feature", "Routes", "Components", "Server service", "Rules", "Tests"] as const;

/**
 * Where each column's names are read from, as the section says: under the column's folder, or
 * from the repository's top ("." : `server/page-cache.ts`, `app/content/legal.ts`). A test is
 * named by its path under app/lib, app/server or app (unit), tests (`integration/…`) or e2e.
 */
const FOLDERS: Record<Exclude<(typeof COLUMNS)[number], "Feature">, string[]> = {
  Routes: ["app/routes"],
  Components: ["app/components", "."],
  "Server service": ["app/server", "."],
  Rules: ["app/lib", "."],
  Tests: ["app/lib", "app/server", "app", "tests", "e2e", "."],
};

/** The route module files app/routes.ts routes, as named under app/routes/ ("produkter.tsx"). */
function routeFiles(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [
    entry.file.replace(/^routes\//, ""),
    ...routeFiles(entry.children ?? []),
  ]);
}

/** The files under `folder` (relative to the repository's top) whose path matches `pattern`. */
function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .map((file) => path.join(folder, file).split(path.sep).join("/"))
    .filter((file) => pattern.test(file));
}

type Row = { feature: string; cells: Record<string, string[]> };

/** The rows of the one table under "## Feature map", each cell's `code` names in order. */
function featureMap(): Row[] {
  const markdown = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
  const section = markdown.split(/^## /m).find((part) => part.startsWith("Feature map\n"));
  if (section === undefined) throw new Error('docs/architecture.md has no "## Feature map" section');
  const lines = section.split("\n").filter((line) => line.startsWith("|"));
  const split = (line: string) =>
    line
      .replace(/^\|/, "")
      .replace(/\|\s*$/, "")
      .split("|")
      .map((cell) => cell.trim());
  const [header, rule, ...rows] = lines.map(split);
  expect(header, "the feature map's columns").toEqual([...COLUMNS]);
  expect(
    rule?.every((cell) => /^:?-+:?$/.test(cell)),
    "a table: the header, its rule, the rows",
  ).toBe(true);
  return rows.map((cells) => {
    expect(cells, `a row of ${COLUMNS.length} cells: ${cells.join(" | ")}`).toHaveLength(COLUMNS.length);
    return {
      feature: cells[0] ?? "",
      cells: Object.fromEntries(
        COLUMNS.map((column, i) => [column, [...(cells[i] ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1]!)]),
      ),
    };
  });
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The files a name in a column can be: each of the column's folders joined to the name. */
function filesNamed(column: keyof typeof FOLDERS, name: string): string[] {
  const found = FOLDERS[column]
    .map((folder) => path.join(folder, name))
    .filter((file) => isFile(path.join(ROOT, file)));
  return [...new Set(found)];
}

describe("the feature map in docs/architecture.md", () => {
  const map = featureMap();
  const routed = routeFiles(routeConfig);

  it("has a row for every feature, and app/routes.ts routes something", () => {
    expect(map.length).toBeGreaterThan(20);
    expect(routed.length).toBeGreaterThan(20);
  });

  it("names every route module of app/routes.ts in its Routes column", () => {
    const mapped = new Set(map.flatMap((row) => row.cells.Routes ?? []));
    const missing = routed.filter((file) => !mapped.has(file));
    expect(missing, "route modules in app/routes.ts missing from the feature map").toEqual([]);
  });

  it("names in its Routes column only modules app/routes.ts routes", () => {
    const routes = new Set(routed);
    const unrouted = map.flatMap((row) =>
      (row.cells.Routes ?? []).filter((file) => !routes.has(file)).map((file) => `${row.feature}: ${file}`),
    );
    expect(unrouted, "files in the Routes column that app/routes.ts does not route").toEqual([]);
  });

  it("names every page template and every server module beside a route", () => {
    const named = new Set(
      map.flatMap((row) =>
        (Object.keys(FOLDERS) as (keyof typeof FOLDERS)[]).flatMap((column) =>
          (row.cells[column] ?? []).flatMap((name) => filesNamed(column, name)),
        ),
      ),
    );
    const wanted = [
      ...filesUnder("app/components", /\/[^/]+-page\.tsx$/),
      ...filesUnder("app/routes", /\.server\.tsx?$/),
    ];
    expect(wanted.length).toBeGreaterThan(10);
    expect(
      wanted.filter((file) => !named.has(file)),
      "templates and route server modules missing from the feature map",
    ).toEqual([]);
  });

  it("names files that exist, each exactly one file", () => {
    const problems = map.flatMap((row) =>
      (Object.keys(FOLDERS) as (keyof typeof FOLDERS)[]).flatMap((column) =>
        (row.cells[column] ?? []).flatMap((name) => {
          const files = filesNamed(column, name);
          if (files.length === 1) return [];
          const what = files.length === 0 ? "no such file" : `ambiguous: ${files.join(", ")}`;
          return [`${row.feature} / ${column}: ${name} (${what})`];
        }),
      ),
    );
    expect(problems, "names in the feature map that do not name one file").toEqual([]);
  });
});

/**
 * Route modules stay thin (docs/architecture.md, "Rules of the house"): meta, loader, action and
 * a page that hands its data to a template in app/components/<area>/, with server code only
 * that page uses beside it in `<route>.server.ts`. A module past the limit has a template or a
 * service waiting to be moved out of it. The modules not yet split are listed with their length
 * today, which may shrink and not grow; split one and take it off the list.
 *
 * A `<route>.server.ts` is no route module: it holds the server work of one page's loader and
 * action, so it has a limit of its own, twice the route's. Past that, its code is a service
 * that belongs in app/server.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROUTES = path.resolve(import.meta.dirname, "../app/routes");
const MAX_LINES = 150;
const MAX_SERVER_LINES = 300;

/** Not split yet: their lines today. */
const NOT_YET_SPLIT: Record<string, number> = {
  "checkout.tsx": 289,
  "profile.abonnement.ny.tsx": 282,
  "_index.tsx": 165,
  "kontakt.tsx": 153,
};

/** The route modules over `max` lines that `allowed` does not allow, as "file: lines". */
function tooLong(lengths: Record<string, number>, max: number, allowed: Record<string, number>): string[] {
  return Object.entries(lengths)
    .filter(([file, lines]) => lines > Math.max(max, allowed[file] ?? 0))
    .map(([file, lines]) => `${file}: ${lines} lines`);
}

/** The lengths of the route modules, or with `server` of the server modules beside them. */
function routeLengths(server = false): Record<string, number> {
  return Object.fromEntries(
    readdirSync(ROUTES)
      .filter((file) => /\.tsx?$/.test(file) && !file.includes(".test."))
      .filter((file) => /\.server\.tsx?$/.test(file) === server)
      .map((file) => [file, readFileSync(path.join(ROUTES, file), "utf8").split("\n").length - 1]),
  );
}

describe("route modules", () => {
  it(`stay within ${MAX_LINES} lines, and those not yet split do not grow`, () => {
    expect(tooLong(routeLengths(), MAX_LINES, NOT_YET_SPLIT)).toEqual([]);
  });

  it(`keep the server code beside a route within ${MAX_SERVER_LINES} lines`, () => {
    expect(Object.keys(routeLengths(true)).length).toBeGreaterThan(0);
    expect(tooLong(routeLengths(true), MAX_SERVER_LINES, {})).toEqual([]);
  });

  it("list only modules that are still over the limit", () => {
    const lengths = routeLengths();
    const done = Object.keys(NOT_YET_SPLIT).filter((file) => (lengths[file] ?? 0) <= MAX_LINES);
    expect(done, "split: take them off NOT_YET_SPLIT").toEqual([]);
  });

  it("catch a module that grows past the limit or past its listed length", () => {
    expect(
      tooLong({ "a.tsx": 151, "b.tsx": 150, "c.tsx": 290, "d.tsx": 289 }, 150, {
        "c.tsx": 289,
        "d.tsx": 289,
      }),
    ).toEqual(["a.tsx: 151 lines", "c.tsx: 290 lines"]);
  });
});

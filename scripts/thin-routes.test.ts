/**
 * Route modules stay thin (docs/architecture.md, "Rules of the house"): meta, loader, action and
 * a page that hands its data to a template in app/components/<area>/, with server code only
 * that page uses beside it in `<route>.server.ts`. A module past the limit has a template or a
 * service waiting to be moved out of it.
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

/** The modules over `max` lines, as "file: lines". */
function tooLong(lengths: Record<string, number>, max: number): string[] {
  return Object.entries(lengths)
    .filter(([, lines]) => lines > max)
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
  it(`stay within ${MAX_LINES} lines`, () => {
    expect(Object.keys(routeLengths()).length).toBeGreaterThan(50);
    expect(tooLong(routeLengths(), MAX_LINES)).toEqual([]);
  });

  it(`keep the server code beside a route within ${MAX_SERVER_LINES} lines`, () => {
    expect(Object.keys(routeLengths(true)).length).toBeGreaterThan(0);
    expect(tooLong(routeLengths(true), MAX_SERVER_LINES)).toEqual([]);
  });

  it("catch a module that grows past the limit", () => {
    expect(tooLong({ "a.tsx": 151, "b.tsx": 150, "c.tsx": 290 }, 150)).toEqual([
      "a.tsx: 151 lines",
      "c.tsx: 290 lines",
    ]);
  });
});

/**
 * Most unit test files share their worker's modules (vitest.config.ts, project "unit"); a file
 * that mocks a module or loads modules afresh would change them for the files after it, so it
 * must be in OWN_MODULES, which runs each such file with modules of its own.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoFiles, ROOT } from "./lib/repo-files";
import { OWN_MODULES } from "../vitest.config";

const CHANGES_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\(|tests\/support\/intl-spy/;

/** The files among `sources` that change the module registry, and are not in `own`. */
function sharedButChanging(sources: Record<string, string>, own: readonly string[]): string[] {
  return Object.entries(sources)
    .filter(([file, source]) => CHANGES_MODULES.test(source) && !own.includes(file))
    .map(([file]) => file);
}

describe("unit test files that change modules", () => {
  it("have modules of their own", () => {
    const files = ["app", "server", "scripts"]
      .flatMap((folder) => repoFiles(folder))
      .filter((file) => /\.test\.tsx?$/.test(file));
    const sources = Object.fromEntries(
      files.map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")]),
    );
    delete sources["scripts/unit-projects.test.ts"];
    expect(sharedButChanging(sources, OWN_MODULES)).toEqual([]);
    // And each listed file still changes modules (the list is not stale, the files were read).
    expect(OWN_MODULES.filter((file) => !CHANGES_MODULES.test(sources[file] ?? ""))).toEqual([]);
  });

  it("finds one that mocks a module among the shared", () => {
    const sources = { "a.test.ts": 'vi.mock("~/lib/cart");', "b.test.ts": "expect(1).toBe(1);" };
    expect(sharedButChanging(sources, [])).toEqual(["a.test.ts"]);
  });
});

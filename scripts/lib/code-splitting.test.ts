import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { mergeFiles, splitModules, type ModuleGraph } from "./code-splitting";

/** A graph of modules, each with what it imports and its size (1,000 unless said). */
function graphOf(
  modules: Record<string, { imports?: string[]; size?: number; entry?: boolean }>,
): ModuleGraph {
  return {
    ids: Object.keys(modules),
    isEntry: (id) => modules[id]?.entry ?? false,
    imports: (id) => modules[id]?.imports ?? [],
    codeSize: (id) => modules[id]?.size ?? 1_000,
  };
}

const sharedBy = (...pages: string[]) =>
  `shared-by-${crypto.createHash("sha256").update(pages.sort().join(" ")).digest("hex").slice(0, 6)}`;

const graph = graphOf({
  "app/entry.client.tsx": { entry: true, imports: ["node_modules/react-dom/index.js"] },
  "app/root.tsx": { entry: true, imports: ["app/layout.tsx", "node_modules/react-router/index.js"] },
  "node_modules/react-dom/index.js": {},
  "node_modules/react-router/index.js": {},
  "app/layout.tsx": { imports: ["app/format.ts"] },
  "app/format.ts": {},
  "app/routes/produkter.tsx": {
    entry: true,
    imports: [
      "app/price.tsx",
      "app/chips.tsx",
      "app/form.tsx",
      "app/format.ts",
      "app/i18n/areas/catalogue.ts",
    ],
  },
  "app/routes/produkter.$id.tsx": {
    entry: true,
    imports: [
      "app/price.tsx",
      "app/chips.tsx",
      "app/form.tsx",
      "app/i18n/areas/catalogue.ts",
      "app/routes/kurv.tsx",
    ],
  },
  "app/routes/blog.tsx": { entry: true, imports: ["app/chips.tsx", "app/routes/kurv.tsx"] },
  "app/routes/kurv.tsx": { entry: true },
  "app/routes/admin.tsx": { entry: true, imports: ["app/price.tsx", "app/admin-table.tsx"] },
  "app/admin-table.tsx": {},
  "app/price.tsx": { size: 2_500, imports: ["app/money.ts"] },
  "app/money.ts": { size: 100 },
  "app/chips.tsx": { size: 300 },
  "app/form.tsx": { imports: ["node_modules/zod/index.js"] },
  "node_modules/zod/index.js": {},
  "app/i18n/areas/catalogue.ts": {},
});

const split = splitModules(graph, {
  shellEntries: ["app/entry.client.tsx", "app/root.tsx"],
  pages: [
    "app/routes/produkter.tsx",
    "app/routes/produkter.$id.tsx",
    "app/routes/blog.tsx",
    "app/routes/kurv.tsx",
  ],
  isRouteModule: (id) => id.startsWith("app/routes/"),
  pageName: (id) => id.replace("app/routes/", ""),
});

describe("splitModules", () => {
  it("puts what the entry and the root reach in the shell", () => {
    expect([...split.shell].sort()).toEqual([
      "app/format.ts",
      "app/layout.tsx",
      "node_modules/react-dom/index.js",
      "node_modules/react-router/index.js",
    ]);
  });

  it("gives the modules the same pages use one file, named after those pages", () => {
    // price.tsx and money.ts: 2,600 for produkter and produkt; the back office does not count.
    // chips.tsx, 300 for those two and blog, joins them: a file costs the two pages more than
    // blog pays for the 2,600 it does not use.
    const file = sharedBy("produkter.tsx", "produkter.$id.tsx", "blog.tsx");
    expect(split.shared.get("app/price.tsx")).toEqual({ file, rank: 0 });
    expect(split.shared.get("app/money.ts")).toEqual({ file, rank: 0 });
    expect(split.shared.get("app/chips.tsx")).toEqual({ file, rank: 0 });
  });

  it("ranks a file after the files it imports from, so that it does not take their modules", () => {
    const split = splitModules(
      graphOf({
        "app/root.tsx": { entry: true },
        "app/routes/a.tsx": { entry: true, imports: ["app/big.tsx"] },
        "app/routes/b.tsx": { entry: true, imports: ["app/big.tsx"] },
        "app/routes/c.tsx": { entry: true, imports: ["app/util.ts"] },
        "app/big.tsx": { size: 20_000, imports: ["app/util.ts"] },
        "app/util.ts": { size: 20_000 },
      }),
      {
        shellEntries: ["app/root.tsx"],
        pages: ["app/routes/a.tsx", "app/routes/b.tsx", "app/routes/c.tsx"],
        isRouteModule: (id) => id.startsWith("app/routes/"),
        pageName: (id) => id.replace("app/routes/", ""),
      },
    );
    expect(split.shared.get("app/util.ts")).toEqual({ file: sharedBy("a.tsx", "b.tsx", "c.tsx"), rank: 0 });
    expect(split.shared.get("app/big.tsx")).toEqual({ file: sharedBy("a.tsx", "b.tsx"), rank: 1 });
  });

  it("shares no package, no module that imports one, no route module, no part of the texts", () => {
    for (const id of [
      "node_modules/zod/index.js",
      "app/form.tsx",
      "app/routes/kurv.tsx",
      "app/i18n/areas/catalogue.ts",
      "app/format.ts",
      "app/admin-table.tsx",
    ]) {
      expect(split.shared.has(id), id).toBe(false);
    }
  });

  it("shares nothing that one page alone uses", () => {
    const onePage = splitModules(graph, {
      shellEntries: ["app/root.tsx"],
      pages: ["app/routes/produkter.tsx"],
      isRouteModule: (id) => id.startsWith("app/routes/"),
      pageName: (id) => id,
    });
    expect(onePage.shared.size).toBe(0);
  });
});

describe("mergeFiles", () => {
  const sets = (files: { pages: string[]; size: number }[]) => mergeFiles(files).map((file) => file.sets);

  it("joins the files of the same pages", () => {
    expect(
      sets([
        { pages: ["b", "a"], size: 500 },
        { pages: ["a", "b"], size: 20_000 },
      ]),
    ).toEqual([["a b", "a b"]]);
  });

  it("keeps the files of other pages apart", () => {
    expect(
      sets([
        { pages: ["a", "b"], size: 500 },
        { pages: ["c", "d"], size: 500 },
      ]),
    ).toEqual([["a b"], ["c d"]]);
  });

  it("joins a small file to one of more pages, unless the pages that do not use it pay more than it saves", () => {
    // Joined: c pays 500 of code; a and b each save a file (4,000).
    expect(
      sets([
        { pages: ["a", "b", "c"], size: 3_000 },
        { pages: ["a", "b"], size: 500 },
      ]),
    ).toEqual([["a b c", "a b"]]);
    // Apart: five pages would pay 3,000 each to save one page a file.
    expect(
      sets([
        { pages: ["a", "b", "c", "d", "e", "f"], size: 3_000 },
        { pages: ["a"], size: 3_000 },
      ]),
    ).toEqual([["a b c d e f"], ["a"]]);
  });
});

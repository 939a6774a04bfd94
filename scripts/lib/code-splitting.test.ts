import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { splitModules, type ModuleGraph } from "./code-splitting";

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

  it("gives the modules the same pages use a file of their own once they add up to 2,000", () => {
    // price.tsx and money.ts: 2,600 for produkter and produkt; the back office does not count.
    const file = sharedBy("produkter.tsx", "produkter.$id.tsx");
    expect(split.shared.get("app/price.tsx")).toEqual({ file, pageCount: 2 });
    expect(split.shared.get("app/money.ts")).toEqual({ file, pageCount: 2 });
  });

  it("puts the small ones of two or more pages together in one file", () => {
    expect(split.shared.get("app/chips.tsx")).toEqual({ file: "shared", pageCount: 3 });
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

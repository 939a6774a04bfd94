/**
 * `npm run lint` refuses an import cycle among the modules of app/ and server/, and app/lib
 * loading texts from app/i18n (dependency-cruiser; docs/architecture.md, "Layers";
 * scripts/import-cycles.test.ts shows it catching both).
 *
 * Why: every change of an order's status goes through one module
 * (app/server/orders/lifecycle.server.ts), and the layers import each other in one direction
 * only; modules that import each other in a circle blur both. And in a circle, which module runs
 * first depends on which of them a route happens to import first: another may use its exports
 * before they are set.
 *
 * Only imports that are still there when the code runs count. The graph is read from each file
 * as TypeScript compiles it with tsconfig.json's settings, as the build does: `import type` is
 * gone, `import { type T }` stays an import of the module (verbatimModuleSyntax). Reading the
 * types' imports too and setting aside the cycles through them could miss real ones:
 * dependency-cruiser reports the first cycle it finds through an import, which may be one
 * through a type. An `import()` loads its module when called, after both sides have run. Tests
 * are left out: no module imports one, so none can be part of a cycle.
 */
/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "These modules import each other in a circle (.dependency-cruiser.js says why not).",
      from: {},
      to: { circular: true },
    },
    {
      // app/lib is the shop's rules, the same in the browser and on the server: it takes the
      // language as a value and a translator as an argument, and never loads the texts or the
      // translator itself. Types are erased (see above), so `import type` from anywhere is fine.
      name: "lib-uses-no-texts",
      severity: "error",
      comment:
        "app/lib imports from app/i18n only types, languages.ts (the list of languages, no texts) and the part's texts whose keys it names (areas/*.ts): docs/architecture.md, Layers.",
      from: { path: "^app/lib/" },
      to: { path: "^app/i18n/", pathNot: "^app/i18n/(languages\\.ts|areas/[^/]+\\.ts)$" },
    },
  ],
  options: {
    // The `~/` alias (compilerOptions.paths) and the compiler's settings.
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: false,
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: "\\.test\\.tsx?$", dynamic: true },
  },
};

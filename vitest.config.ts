import os from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";

const UNIT = ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"];

/**
 * Unit test files that mock a module or load modules afresh (`vi.mock`, `vi.resetModules`): they
 * get modules of their own, apart from the other files, which share theirs.
 * scripts/unit-projects.test.ts finds a file that should be here.
 */
export const OWN_MODULES = [
  "app/i18n/free-freight-texts.test.ts",
  "app/i18n/loading.test.ts",
  "app/lib/copenhagen.test.ts",
  "app/lib/format.test.ts",
];

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  test: {
    // The server registers both languages' texts as it starts; so do the tests.
    setupFiles: ["app/i18n/texts.server.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: UNIT,
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
          environment: "node",
          // The files share their workers' modules instead of each starting a fresh one: the
          // unit tests' wall time on two cores was 65 s with one worker, 42 s with two, 22 s
          // with two shared (the files' own work is about 25 s of it).
          isolate: false,
          maxWorkers: Math.max(os.availableParallelism(), 2),
        },
      },
      {
        extends: true,
        test: {
          name: "unit-own-modules",
          include: OWN_MODULES,
          environment: "node",
          // Projects with their own number of workers run as groups, one after another.
          sequence: { groupOrder: 1 },
          // Loaded through Vite like our own modules, so that `vi.resetModules()` loads it afresh,
          // with no Intl formatter kept from an earlier test (tests/support/intl-spy.ts).
          server: { deps: { inline: ["@date-fns/tz"] } },
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          sequence: { groupOrder: 2 },
          globalSetup: ["tests/integration/helpers/global-setup.ts"],
          // Each file gets its own database; PGlite starts in a second or two.
          testTimeout: 30_000,
          // The files spend much of their time waiting (on the database, on local HTTP servers),
          // so two run at once even on two cores, where Vitest would run one: 287 → 221 s there.
          maxWorkers: Math.max(os.availableParallelism() - 1, 2),
          hookTimeout: 60_000,
        },
      },
    ],
  },
});

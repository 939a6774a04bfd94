import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

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
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
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

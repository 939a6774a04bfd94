/**
 * The layers' import rules (eslint.layers.js) catch what they should and let the rest be: each
 * snippet is linted as if it were the named file, with the repository's own ESLint configuration.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, test } from "vitest";

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "..") });
const LAYER_RULES = new Set(["no-restricted-imports", "no-restricted-syntax"]);

// Loading the configuration and its plugins takes a few seconds on a busy machine: once, here.
beforeAll(() => eslint.calculateConfigForFile("app/lib/x.ts"), 60_000);

/** The layer rules' messages for `code` as the file `filePath`. */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId !== null && LAYER_RULES.has(message.ruleId))
    .map((message) => message.message);
}

describe("lint refuses an import across the layers", () => {
  test.each([
    [
      "a component, a server module by alias",
      "app/components/cart/x.tsx",
      'import type { CartView } from "~/server/cart.server";',
    ],
    [
      "a component, a server module relatively",
      "app/components/cart/x.tsx",
      'import type { CartView } from "../../server/cart.server";',
    ],
    [
      "a component, any *.server module",
      "app/components/x.tsx",
      'import { texts } from "~/i18n/texts.server";',
    ],
    [
      "a component, the Express server",
      "app/components/cart/x.tsx",
      'export { app } from "../../../server/app";',
    ],
    [
      "a component, a route module",
      "app/components/cart/x.tsx",
      'import type { CartActionData } from "~/routes/resources.cart";',
    ],
    [
      "a component, a route's +types",
      "app/components/checkout/x.tsx",
      'import type { Route } from "../../routes/+types/checkout";',
    ],
    ["a component, the root route", "app/components/x.tsx", 'import type { loader } from "~/root";'],
    [
      "a component, a server type by import()",
      "app/components/x.tsx",
      'export type V = import("~/server/cart.server").CartView;',
    ],
    [
      "a component, a route by import()",
      "app/components/x.tsx",
      'export const load = () => import("../routes/checkout");',
    ],
    ["a hook, server code", "app/hooks/x.ts", 'import { logger } from "~/server/logger.server";'],
    ["app/lib, server code by alias", "app/lib/x.ts", 'import { logger } from "~/server/logger.server";'],
    [
      "app/lib, server code relatively",
      "app/lib/schemas/x.ts",
      'import { logger } from "../../server/logger.server";',
    ],
    ["app/lib, a route module", "app/lib/x.ts", 'import type { Route } from "../routes/+types/checkout";'],
    ["app/lib, a component", "app/lib/x.ts", 'import { Button } from "~/components/ui/button";'],
    ["app/i18n, server code", "app/i18n/x.ts", 'import { logger } from "~/server/logger.server";'],
    [
      "a route, the database's schema",
      "app/routes/x.tsx",
      'import { orders } from "~/server/db/schema.server";',
    ],
    [
      "a route, the database relatively",
      "app/routes/x.tsx",
      'import { getDb } from "../server/db/index.server";',
    ],
    ["a route, Drizzle", "app/routes/x.tsx", 'import { eq } from "drizzle-orm";'],
    ["the root, the database", "app/root.tsx", 'import { getDb } from "~/server/db/index.server";'],
    ["a component, i18next", "app/components/x.tsx", 'import type { TFunction } from "i18next";'],
    ["app/lib, react-i18next", "app/lib/x.ts", 'import { useTranslation } from "react-i18next";'],
    ["server code, i18next", "app/server/x.server.ts", 'import i18next from "i18next";'],
  ])("%s", async (_, filePath, code) => {
    const errors = await layerErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("Layers:");
  });
});

describe("lint lets the layers' own imports be", () => {
  test.each([
    [
      "a component, app/lib and the translator",
      "app/components/x.tsx",
      'import type { CartView } from "~/lib/cart";\nimport { useTranslation } from "~/i18n/use-translation";\nimport { renderToString } from "react-dom/server";',
    ],
    [
      "a component, a sibling",
      "app/components/admin/x.tsx",
      'import { ContentImage } from "../catalogue/product-image";',
    ],
    ["a hook, the root route's loader type", "app/hooks/x.ts", 'import type { loader } from "~/root";'],
    ["a route, a server service", "app/routes/x.tsx", 'import { loadCart } from "~/server/cart.server";'],
    [
      "server code, the database",
      "app/server/x.server.ts",
      'import { getDb } from "./db/index.server";\nimport { eq } from "drizzle-orm";',
    ],
    ["app/i18n, i18next", "app/i18n/x.ts", 'import type { TFunction } from "i18next";'],
    [
      "app/i18n's server file, server code",
      "app/i18n/x.server.ts",
      'import { logger } from "~/server/logger.server";',
    ],
    ["a test, server code", "app/lib/x.test.ts", 'import { logger } from "~/server/logger.server";'],
    ["a script, the database", "scripts/x.ts", 'import { getDb } from "../app/server/db/index.server";'],
  ])("%s", async (_, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});

/**
 * The lint's import-cycle check (.dependency-cruiser.js) catches a cycle and lets the rest be:
 * small trees laid out like the shop (app/, server/, the `~/` alias from a copy of
 * tsconfig.json) are written to a temporary directory and cruised with the repository's own
 * configuration, as `npm run lint` runs it. A circle closed by `import type` or by `import()` is
 * no cycle (the first is erased, the second runs after both modules have loaded); one closed by
 * `import { type … }` is, as the build keeps that import (verbatimModuleSyntax).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cruise, type ICruiseResult } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { afterAll, describe, expect, it } from "vitest";

const REPO = path.resolve(import.meta.dirname, "..");
const trees: string[] = [];

afterAll(() => {
  for (const tree of trees) fs.rmSync(tree, { recursive: true, force: true });
});

/** Writes `files` (path → text) and the repository's tsconfig.json to a new temporary directory. */
function writeTree(files: Record<string, string>): string {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), "krukke-import-cycles-"));
  trees.push(tree);
  fs.copyFileSync(path.join(REPO, "tsconfig.json"), path.join(tree, "tsconfig.json"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
    fs.writeFileSync(path.join(tree, file), text);
  }
  return tree;
}

/** Cruises the tree's app/ and server/ as the lint does, with .dependency-cruiser.js. */
async function cruiseTree(tree: string): Promise<ICruiseResult> {
  const options = await extractDepcruiseOptions(path.join(REPO, ".dependency-cruiser.js"));
  // The configuration names a tsconfig.json in the working directory; here, the tree's copy.
  const tsConfig = options.tsConfig?.fileName && path.join(tree, options.tsConfig.fileName);
  const { output } = await cruise(
    ["app", "server"],
    { ...options, baseDir: tree, ...(tsConfig && { tsConfig: { fileName: tsConfig } }) },
    {},
    { tsConfig: tsConfig ? extractTSConfig(tsConfig) : undefined },
  );
  if (typeof output === "string") throw new Error(output);
  return output;
}

// An order's status, its payment and its e-mail; the Express application loads the first.
const ORDERS = 'import { capture } from "~/server/payments.server";\nexport const pay = () => capture();\n';
const PAYMENTS =
  'import { sendReceipt } from "./mail.server";\nexport const capture = () => sendReceipt();\n';
const SERVER = 'import { pay } from "../app/server/orders.server";\nexport const app = () => pay();\n';

describe("the import-cycle check", () => {
  it("refuses three modules that import each other in a circle, one of them by the alias", async () => {
    const tree = writeTree({
      "app/server/orders.server.ts": ORDERS,
      "app/server/payments.server.ts": PAYMENTS,
      "app/server/mail.server.ts":
        'import { pay } from "./orders.server";\nexport const sendReceipt = () => pay;\n',
      "server/app.ts": SERVER,
    });
    const result = await cruiseTree(tree);

    // One violation for the circle, not one for each import in it, as `npm run lint` prints it.
    expect(
      result.summary.violations.map((violation) => ({
        rule: violation.rule,
        modules: [violation.from, ...(violation.cycle ?? []).map((module) => module.name)],
      })),
    ).toEqual([
      {
        rule: { name: "no-circular", severity: "error" },
        modules: [
          "app/server/mail.server.ts",
          "app/server/orders.server.ts",
          "app/server/payments.server.ts",
          "app/server/mail.server.ts",
        ],
      },
    ]);
    expect(result.summary.error).toBe(1);
  });

  it("lets the same modules be when the import back is for a type or by import()", async () => {
    const tree = writeTree({
      "app/server/orders.server.ts": ORDERS,
      "app/server/payments.server.ts": PAYMENTS,
      "app/server/mail.server.ts": [
        'import type { pay } from "./orders.server";',
        "export const sendReceipt = (order: typeof pay) => order;",
        'export const resend = () => import("./orders.server");',
        "",
      ].join("\n"),
      "server/app.ts": SERVER,
    });
    const result = await cruiseTree(tree);

    // The tree was read, the alias resolved: the check had something to refuse and did not.
    expect(result.modules.map((module) => module.source)).toEqual(
      expect.arrayContaining([
        "app/server/orders.server.ts",
        "app/server/payments.server.ts",
        "app/server/mail.server.ts",
        "server/app.ts",
      ]),
    );
    const orders = result.modules.find((module) => module.source === "app/server/orders.server.ts");
    expect(orders?.dependencies.map((dependency) => dependency.resolved)).toEqual([
      "app/server/payments.server.ts",
    ]);
    expect(result.summary.violations).toEqual([]);
    expect(result.summary.error).toBe(0);
  });

  it("counts `import { type … }`, which the build keeps as an import of the module", async () => {
    // verbatimModuleSyntax (tsconfig.json): only `import type` is erased; Vite leaves
    // `import "./orders.server"` here, so the module is loaded and the circle is real.
    const tree = writeTree({
      "app/server/orders.server.ts": ORDERS,
      "app/server/payments.server.ts": PAYMENTS,
      "app/server/mail.server.ts":
        'import { type pay } from "./orders.server";\nexport const sendReceipt = (order: typeof pay) => order;\n',
      "server/app.ts": SERVER,
    });
    const result = await cruiseTree(tree);
    expect(result.summary.violations.map((violation) => violation.rule.name)).toEqual(["no-circular"]);
  });
});

describe("the check that app/lib loads no texts", () => {
  it("refuses a rule module that loads the translator, and lets types, languages and a part's texts be", async () => {
    const tree = writeTree({
      "app/i18n/index.ts": "export const translator = (key: string) => key;\nexport type Key = string;\n",
      "app/i18n/languages.ts": 'export const LANGUAGES = ["da", "en"] as const;\n',
      "app/i18n/areas/profile.ts": "export const profileTexts = {};\n",
      "app/lib/export.ts": [
        'import type { Key } from "~/i18n";',
        'import { LANGUAGES } from "~/i18n/languages";',
        'import "~/i18n/areas/profile";',
        "export const columns = (key: Key) => [key, ...LANGUAGES];",
        "",
      ].join("\n"),
      "app/lib/greeting.ts":
        'import { translator } from "~/i18n";\nexport const hello = () => translator("hello");\n',
      "server/app.ts": 'import { hello } from "../app/lib/greeting";\nexport const app = () => hello();\n',
    });
    const result = await cruiseTree(tree);
    expect(
      result.summary.violations.map((violation) => [violation.rule.name, violation.from, violation.to]),
    ).toEqual([["lib-uses-no-texts", "app/lib/greeting.ts", "app/i18n/index.ts"]]);
  });
});

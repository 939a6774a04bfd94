/**
 * One word for one thing, in code, texts and docs:
 * - the check that a form is sent by a person is the "human check". "Captcha" stays only where
 *   it is not ours to change: the contact form's field and Danish messages as docs/product.md
 *   gives them, and two persisted strings of app/server/human-check.server.ts that keep
 *   questions and used tokens valid across the rename;
 * - an Økoskab is a "locker". "Shed" stays only in the orders' and subscriptions' `shed_info`
 *   column (docs/product.md's data model), the message 'Invalid response from shed service', and
 *   Økoskabet's own names on the wire (app/server/lockers/okoskabet.server.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoFiles, ROOT } from "./lib/repo-files";

const FOLDERS = ["app", "server", "scripts", "tests", "e2e", "docs"];

type Name = { other: RegExp; kept: string[] };

const HUMAN_CHECK: Name = {
  other: /captcha/i,
  kept: [
    "captchaAnswer",
    "Captcha skal være et tal",
    "Captcha svaret er ikke korrekt",
    '"contact-captcha-key"',
    "`captcha:${read.nonce}`",
  ],
};

/** "shed" as a word or a part of a name (shedId, findSheds, FALLBACK_SHEDS), not "published". */
const LOCKER: Name = {
  other: /(?<![a-zA-Z])[sS]hed|[a-z]Shed|(?<![A-Z])SHED/,
  kept: [
    "shed_info",
    "Invalid response from shed service",
    // Økoskabet's API: its path, its answer's field, its reservation's field, its method code.
    "/sheds/",
    "sheds:",
    "answer.sheds",
    '"sheds"',
    "`sheds`",
    "shed_id",
    "`shed`",
    // The key of a subscription delivery's place that migration 0023 renames, in its test.
    'OLD_PLACE_KEY = "shed"',
  ],
};

/** "file:line" for each line of `sources` that uses the other name outside what is kept. */
function otherNameLines(sources: Record<string, string>, name: Name): string[] {
  return Object.entries(sources).flatMap(([file, source]) =>
    source.split("\n").flatMap((line, index) => {
      const rest = name.kept.reduce((text, kept) => text.replaceAll(kept, ""), line);
      return name.other.test(rest) ? [`${file}:${index + 1}`] : [];
    }),
  );
}

function repositoryText(): Record<string, string> {
  return Object.fromEntries(
    [...FOLDERS.flatMap((folder) => repoFiles(folder)), "README.md"]
      .filter((file) => file !== "scripts/one-name.test.ts")
      .map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")]),
  );
}

describe("one name for one thing", () => {
  it("the human check has one name in code, texts and docs", () => {
    const sources = repositoryText();
    expect(otherNameLines(sources, HUMAN_CHECK)).toEqual([]);
    // The files were read: the human check's own module is among them, with its kept strings.
    expect(sources["app/server/human-check.server.ts"]).toContain('"contact-captcha-key"');
  });

  it("a locker has one name in code, texts and docs", () => {
    const sources = repositoryText();
    expect(otherNameLines(sources, LOCKER)).toEqual([]);
    expect(sources["app/server/lockers/okoskabet.server.ts"]).toContain("sheds: z.array(");
  });

  it("finds the other name, and lets what is kept be", () => {
    const sources = {
      "a.ts": 'import { issueCaptcha } from "./captcha";\nform.captchaAnswer;',
      "b.ts": "const published = findSheds();\nrow.shed_info;\nFALLBACK_SHEDS;\n<ShedPicker />;\nshed.id",
    };
    expect(otherNameLines(sources, HUMAN_CHECK)).toEqual(["a.ts:1"]);
    expect(otherNameLines(sources, LOCKER)).toEqual(["b.ts:1", "b.ts:3", "b.ts:4", "b.ts:5"]);
  });
});

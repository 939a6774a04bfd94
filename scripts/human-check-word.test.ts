/**
 * One word for one thing: the check that a form is sent by a person is the "human check" in
 * code, texts and docs. "Captcha" stays only where it is not ours to change: the contact form's
 * field and Danish messages as docs/product.md gives them, and two persisted strings of
 * app/server/human-check.server.ts that keep questions and used tokens valid across the rename.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoFiles, ROOT } from "./lib/repo-files";

const FOLDERS = ["app", "server", "scripts", "tests", "e2e", "docs"];
const KEPT = [
  "captchaAnswer",
  "Captcha skal være et tal",
  "Captcha svaret er ikke korrekt",
  '"contact-captcha-key"',
  "`captcha:${read.nonce}`",
];

/** "file:line" for each line of `sources` that says captcha outside what is kept. */
function captchaLines(sources: Record<string, string>): string[] {
  return Object.entries(sources).flatMap(([file, source]) =>
    source.split("\n").flatMap((line, index) => {
      const rest = KEPT.reduce((text, kept) => text.replaceAll(kept, ""), line);
      return /captcha/i.test(rest) ? [`${file}:${index + 1}`] : [];
    }),
  );
}

describe("the human check", () => {
  it("has one name in code, texts and docs", () => {
    const sources = Object.fromEntries(
      [...FOLDERS.flatMap((folder) => repoFiles(folder)), "README.md"]
        .filter((file) => file !== "scripts/human-check-word.test.ts")
        .map((file) => [file, readFileSync(path.join(ROOT, file), "utf8")]),
    );
    expect(captchaLines(sources)).toEqual([]);
    // The files were read: the human check's own module is among them, with its kept strings.
    expect(sources["app/server/human-check.server.ts"]).toContain('"contact-captcha-key"');
  });

  it("finds the other name, and lets the contact form's field be", () => {
    const sources = { "a.ts": 'import { issueCaptcha } from "./captcha";\nform.captchaAnswer;' };
    expect(captchaLines(sources)).toEqual(["a.ts:1"]);
  });
});

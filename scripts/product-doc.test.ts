/**
 * The repository explains itself: docs/product.md states the shop's behaviour, and no comment or
 * document points outside the repository for it (a design file or a specification someone who
 * clones the repository cannot read). And the Danish texts docs/product.md quotes are the
 * shop's own, so the document cannot drift from what the pages say.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoFiles as files, ROOT } from "./lib/repo-files";

const PRODUCT_DOC = "docs/product.md";
const THIS_FILE = path.relative(ROOT, import.meta.filename);

/** Where comments and documents live: the code, its tests, the scripts and the docs. */
const SEARCHED = ["app", "server", "scripts", "tests", "e2e", "docs", "drizzle", "public"];

/**
 * A pointer to a text outside the repository: the design file and the notes in the folder
 * beside the repository (`shared/`), or "the specification" (docs/product.md states the shop's
 * behaviour, docs/integrations.md the outside services' contracts).
 */
const OUTSIDE_REFERENCE =
  /DESIGN\.md|TOOLS\.md|CONVENTIONS\.md|(?<![\w/.-])shared\/|\.\.\/shared|\bthe spec(ification)?\b|\bspec(ification)?'s\b|\bspecification \d|\bspec section/i;

/** Every line of the repository's code and documents that points outside it, as "file:line: text". */
function outsideReferences(paths: string[], read: (file: string) => string): string[] {
  return paths.flatMap((file) =>
    read(file)
      .split("\n")
      .flatMap((line, i) => (OUTSIDE_REFERENCE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

/** The texts docs/product.md quotes in single quotes, with their line breaks made spaces. */
function quotedTexts(markdown: string): string[] {
  const quote = /(?<=[\s(/])'([^'`]+?)'(?=[\s.,;:)])/g;
  return [...markdown.matchAll(quote)].map((match) => match[1]!.replace(/\s+/g, " "));
}

/** Quotes in docs/product.md that are examples, not texts of the shop. */
const NOT_TEXTS = new Set([
  " velkommen10 ", // what a shopper may type
  "{n} kr", // the price format (~/lib/money)
  "500 g", // a product's `weight`, data
]);

describe("the repository explains itself", () => {
  it("points nowhere outside the repository for the shop's behaviour", () => {
    const paths = [...files(".", false), ...SEARCHED.flatMap((dir) => files(dir))].filter(
      (file) => file !== PRODUCT_DOC && file !== THIS_FILE,
    );
    const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
    expect(outsideReferences(paths, read), `point to ${PRODUCT_DOC} or a decision instead`).toEqual([]);
  });

  it("finds a pointer outside, and passes the shop's own words", () => {
    const lines: Record<string, string> = {
      "a.ts": "// As DESIGN.md 5.3 says.",
      "b.md": "The specification keeps it in local storage.",
      "c.ts": "/** the spec's route table */",
      "d.ts": 'import spec from "../shared/spec/01.md";',
      "e.ts": 'const ns = "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2";',
      "f.ts": "// e2e/season-menu.spec.ts covers it (docs/product.md, Season menus).",
      "g.ts": "// QuickPay's test cards (shared/integrations/README.md).",
      "h.ts": "// The shared file of the build (app/shared/ui.ts).",
    };
    expect(outsideReferences(Object.keys(lines), (file) => lines[file]!)).toEqual([
      "a.ts:1: // As DESIGN.md 5.3 says.",
      "b.md:1: The specification keeps it in local storage.",
      "c.ts:1: /** the spec's route table */",
      'd.ts:1: import spec from "../shared/spec/01.md";',
      "g.ts:1: // QuickPay's test cards (shared/integrations/README.md).",
    ]);
  });

  it("quotes in docs/product.md only texts the shop has", () => {
    const texts = [...files("app/i18n"), ...files("app/content")]
      .filter((file) => !file.includes(".test."))
      .map((file) => readFileSync(path.join(ROOT, file), "utf8").replace(/\\n/g, " "))
      .join("\n");
    const quoted = quotedTexts(readFileSync(path.join(ROOT, PRODUCT_DOC), "utf8"));
    expect(quoted.length, "texts quoted").toBeGreaterThan(100);
    const missing = quoted.filter((text) => !NOT_TEXTS.has(text) && !texts.includes(text));
    expect(missing, "quoted in docs/product.md but in no text of app/i18n or app/content").toEqual([]);
  });

  it("reads a quote across a line break, and not an apostrophe", () => {
    expect(quotedTexts("says 'Din kurv\n  er tom', the shop's drawer ('Fjern').")).toEqual([
      "Din kurv er tom",
      "Fjern",
    ]);
  });
});

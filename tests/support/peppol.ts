/**
 * The official Peppol BIS Billing 3.0 rules (vendor/peppol/: the EN 16931 rules for UBL and
 * Peppol's, the Danish ones included), run with SaxonJS. Each stylesheet is compiled once to a SEF
 * file, kept under node_modules/.cache/peppol by the stylesheet's SHA-256 (out of git; a new
 * release of the rules compiles afresh), since compiling takes from half a minute to a minute.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

const ROOT = path.resolve(import.meta.dirname, "../..");
const CACHE = path.join(ROOT, "node_modules/.cache/peppol");
export const RULES = ["CEN-EN16931-UBL", "PEPPOL-EN16931-UBL"] as const;
export type RuleSet = (typeof RULES)[number];

const require = createRequire(import.meta.url);

type SaxonJs = {
  transform(options: { stylesheetFileName: string; sourceText: string; destination: "serialized" }): {
    principalResult: string;
  };
};
// SaxonJS's Node build is CommonJS without types.
const SaxonJS = require("saxon-js") as SaxonJs;

/** The SEF file of a rule set, compiled now if it is not in the cache. */
export async function compiledRules(rules: RuleSet): Promise<string> {
  const xsl = path.join(ROOT, "vendor/peppol", `${rules}.xsl`);
  const hash = createHash("sha256").update(readFileSync(xsl)).digest("hex").slice(0, 16);
  const sef = path.join(CACHE, `${rules}-${hash}.sef.json`);
  if (existsSync(sef)) return sef;
  mkdirSync(CACHE, { recursive: true });
  const partial = `${sef}.${process.pid}.tmp`;
  await promisify(execFile)(
    process.execPath,
    [require.resolve("xslt3/xslt3.js"), `-xsl:${xsl}`, `-export:${partial}`, "-nogo", "-relocate:on"],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  // Renamed when whole, so a compile stopped halfway leaves no broken cache behind.
  renameSync(partial, sef);
  return sef;
}

export type FailedAssert = { id: string; flag: string; location: string; text: string };

/** The failed asserts of one rule set on a document (SVRL's `svrl:failed-assert`). */
export async function failedAsserts(xml: string, rules: RuleSet): Promise<FailedAssert[]> {
  const stylesheetFileName = await compiledRules(rules);
  const svrl = SaxonJS.transform({
    stylesheetFileName,
    sourceText: xml,
    destination: "serialized",
  }).principalResult;
  return [...svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)].map(
    ([, attributes = "", body = ""]) => {
      const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1] ?? "";
      return {
        id: attribute("id"),
        flag: attribute("flag"),
        location: attribute("location"),
        text: body
          .replace(/<[^>]+>/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
      };
    },
  );
}

/** The fatal failed asserts of both rule sets: none means the document is valid for Peppol. */
export async function peppolErrors(xml: string): Promise<FailedAssert[]> {
  const results = await Promise.all(RULES.map((rules) => failedAsserts(xml, rules)));
  return results.flat().filter((assert) => assert.flag === "fatal");
}

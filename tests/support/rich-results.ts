/**
 * Google's rich-result rules, checked offline (docs/integrations.md, "Structured data"): a page's structured data as
 * @marbec/web-auto-extractor reads it, judged by @adobe/structured-data-validator's rules for
 * each type (Product, Offer, QuantitativeValue, …). schema.org's vocabulary file is not
 * installable, so which properties belong to which type is checked by the TypeScript types of
 * schema-dts instead (app/lib/structured-data.ts).
 */
import Validator from "@adobe/structured-data-validator";
import WebAutoExtractor from "@marbec/web-auto-extractor";

export type RichResultIssue = {
  issueMessage: string;
  severity: "ERROR" | "WARNING";
  fieldNames?: string[];
  path: { type?: string | string[]; property?: string }[];
};

/** An HTML page holding these JSON-LD nodes, as the shop's <JsonLd> writes them. */
export function pageWithJsonLd(...nodes: unknown[]): string {
  const scripts = nodes.map((node) => `<script type="application/ld+json">${JSON.stringify(node)}</script>`);
  return `<!doctype html><html><head>${scripts.join("")}</head><body></body></html>`;
}

/** Every issue the validator finds in the page's structured data. */
export async function richResultIssues(html: string): Promise<RichResultIssue[]> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(
    html,
  );
  return new Validator().validate(extracted);
}

/** The errors (what makes Google drop the rich result), as "Type: message". */
export async function richResultErrors(html: string): Promise<string[]> {
  return (await richResultIssues(html))
    .filter((issue) => issue.severity === "ERROR")
    .map(
      (issue) => `${issue.path.map((step) => step.property ?? step.type).join(" > ")}: ${issue.issueMessage}`,
    );
}

/** The types the extractor found (a node of two types counts for each). */
export function extractedTypes(html: string): string[] {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(
    html,
  );
  return Object.keys(extracted.jsonld ?? {});
}

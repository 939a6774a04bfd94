/**
 * Checks the shop's XML against schemas, offline, with xmllint compiled to WebAssembly: the
 * official sitemap schema (plus its language alternates) and the feed's own shape.
 */
import fs from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";

const here = import.meta.dirname;
const file = (fileName: string, folder = here) => ({
  fileName,
  contents: fs.readFileSync(path.join(folder, fileName), "utf8"),
});

/** The errors xmllint finds (an empty list: valid). */
async function errorsIn(
  xml: string,
  schema: string,
  preload: { fileName: string; contents: string }[],
): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "document.xml", contents: xml }],
    schema: [file(schema)],
    preload,
  });
  return result.errors.map((error) => error.rawMessage);
}

export function sitemapErrors(xml: string): Promise<string[]> {
  return errorsIn(xml, "sitemap-with-alternates.xsd", [file("sitemap.xsd"), file("xhtml-link.xsd")]);
}

export function merchantFeedErrors(xml: string): Promise<string[]> {
  return errorsIn(xml, "google-merchant-feed.xsd", [file("google-merchant-g.xsd")]);
}

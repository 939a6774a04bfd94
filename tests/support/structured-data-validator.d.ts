// The two offline structured-data checkers ship JavaScript only: the part the tests use.
declare module "@adobe/structured-data-validator" {
  import type { RichResultIssue } from "./rich-results";

  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    debug: boolean;
    validate(extracted: unknown): Promise<RichResultIssue[]>;
  }
}

declare module "@marbec/web-auto-extractor" {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): { jsonld?: Record<string, unknown[]>; microdata?: unknown; rdfa?: unknown };
  }
}

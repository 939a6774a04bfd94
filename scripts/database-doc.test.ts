/**
 * docs/architecture.md's "Database" section names every table of the schema, so a new table
 * cannot be added without saying what it is for.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "~/server/db/schema.server";
import { ROOT } from "./lib/repo-files";

/** The `code` names in a markdown section, from its heading to the next one of its level. */
function namesInSection(markdown: string, heading: string): Set<string> {
  const start = markdown.indexOf(`\n${heading}\n`);
  if (start < 0) return new Set();
  const rest = markdown.slice(start + heading.length + 2);
  const section = rest.slice(0, rest.search(/\n## |$/));
  return new Set([...section.matchAll(/`([a-z_]+)`/g)].map((match) => match[1]!));
}

/** The tables of the schema that `named` does not hold. */
function undocumented(tables: readonly string[], named: Set<string>): string[] {
  return tables.filter((table) => !named.has(table));
}

const tables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable));

describe("the Database section of docs/architecture.md", () => {
  it("names every table of the schema", () => {
    const markdown = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
    expect(tables.length).toBeGreaterThan(30);
    expect(undocumented(tables, namesInSection(markdown, "## Database"))).toEqual([]);
  });

  it("finds a table that is not named", () => {
    const named = namesInSection(
      "# A\n\n## Database\n\n`orders`, `products`\n\n## Next\n\n`gift_cards`\n",
      "## Database",
    );
    expect(undocumented(["orders", "gift_cards", "products"], named)).toEqual(["gift_cards"]);
  });
});

import { describe, expect, it } from "vitest";
import { emailTexts } from "./texts.server";

/** Every path to a text: "order.subject", "contact.subjects.andet", … */
function paths(value: unknown, prefix = ""): string[] {
  if (typeof value === "string") return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) =>
    paths(item, prefix ? `${prefix}.${key}` : key),
  );
}

describe("e-mail texts", () => {
  it("have the same keys in Danish and English", () => {
    expect(paths(emailTexts.en).sort()).toEqual(paths(emailTexts.da).sort());
  });

  it("use the same placeholders in both languages", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const read = (tree: unknown, path: string) =>
      path.split(".").reduce((node, key) => (node as Record<string, unknown>)[key], tree) as string;
    for (const path of paths(emailTexts.da)) {
      expect(placeholders(read(emailTexts.en, path)), path).toEqual(placeholders(read(emailTexts.da, path)));
    }
  });
});

import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A part of the shop's texts (`./areas`) reaches the browser only with the modules that import
 * it: a module that names one of its keys must import it, or its page shows the key. (A key put
 * together at run time escapes this test; the browser reports it on the console, where the
 * end-to-end tests fail on it.)
 */
const APP_DIR = path.join(import.meta.dirname, "..");

/** Each part's module and the groups of keys it holds ("checkout", "sandbox"). */
async function areas() {
  const modules = import.meta.glob<Record<string, { da: object }>>(["./areas/*.ts", "!./**/*.test.ts"]);
  const out = new Map<string, string[]>();
  for (const [file, load] of Object.entries(modules)) {
    const texts = Object.values(await load()).find(
      (value) => value && typeof value === "object" && "da" in value,
    );
    out.set(path.basename(file, ".ts"), Object.keys(texts!.da));
  }
  return out;
}

/** The app's modules that reach the browser (the server registers every part anyway). */
function browserModules(dir = APP_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === path.join(APP_DIR, "i18n") ? [] : browserModules(file);
    return /\.tsx?$/.test(entry.name) && !/\.(server|test)\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("the parts' texts", () => {
  it("are imported by every module that names one of their keys", async () => {
    const missing: string[] = [];
    for (const [area, groups] of await areas()) {
      const key = new RegExp(`["'\`](${groups.join("|")})\\.[\\w$]`);
      const imported = new RegExp(`import "(~/i18n|(\\.\\./)+i18n)/areas/${area}";`);
      for (const file of browserModules()) {
        const source = fs.readFileSync(file, "utf8");
        if (key.test(source) && !imported.test(source))
          missing.push(`${path.relative(APP_DIR, file)}: ${area}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("hold groups no other part and not the common texts hold", async () => {
    const { da } = await import("./da");
    const seen = new Set(Object.keys(da));
    for (const groups of (await areas()).values()) {
      for (const group of groups) {
        expect(seen.has(group), group).toBe(false);
        seen.add(group);
      }
    }
  });

  it("are all registered on the server, which answers for every page", async () => {
    const { allTexts } = await import("./texts.server");
    for (const [area, groups] of await areas()) {
      for (const group of groups) expect(allTexts.da, `${area}: ${group}`).toHaveProperty(group);
    }
  });
});

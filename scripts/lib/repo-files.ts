/**
 * The repository's text files, for the tests that read the whole of it (an outside reference,
 * a second name for one thing, a test file that mocks modules): paths relative to the
 * repository's top, without node_modules or the lock file.
 */
import { readdirSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");

const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|json|md|sql|xsd|yml|yaml|example)$/;

/** The text files under `dir` (its folders too, unless `deep` is false). */
export function repoFiles(dir: string, deep = true): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return deep && entry.name !== "node_modules" ? repoFiles(file) : [];
    return EXTENSIONS.test(entry.name) && entry.name !== "package-lock.json" ? [file] : [];
  });
}

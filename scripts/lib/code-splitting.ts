/**
 * The build's code splitting: sorts the browser's code into a few files of useful size. Left to
 * itself, the bundler cuts the code every page runs into some thirty files, most under a
 * kilobyte, and a page loads 27–41 of them; measured again over HTTP/2 through the load
 * balancer (decision 0025), our own files still save every public page about 4 KB of Brotli
 * (/produkter 123.4 → 118.6 KB, which keeps it within its budget). A page loads 8–18 files:
 *
 * - the shell, what `entry.client` and the root route import (directly or not), in three
 *   files of which two are about the same size, so they arrive side by side: "react" (React
 *   DOM), "libraries" (React Router) and "shell" (our layout, header, footer, cart and texts'
 *   plumbing);
 * - "shared-by-…": the small modules that two or more public pages (the route table's,
 *   app/lib/pages.ts) use (price tags, product images, filter chips, structured data…), when
 *   nothing they import is outside the shell or these files, so that no library only one form
 *   needs (zod) comes along; and at most 10 kB each, which keeps the legal texts with their two
 *   pages. The modules the same pages use go into one file, named after those pages; two such
 *   files become one where that costs the pages less (FILE_COST a file against the code a page
 *   downloads and does not use), so a page neither downloads much of what only others show nor
 *   makes a request for a few hundred bytes;
 * - the entry, the route modules (React Router reads their exports) and what only one page or
 *   the back office uses, as the bundler splits them.
 *
 * Only static imports count: what a page loads on demand (dialogs, the other language) stays
 * apart.
 */
import crypto from "node:crypto";
import path from "node:path";
import type { Plugin } from "vite";
import { allPages, type Page } from "../../app/lib/pages.ts";

/**
 * What one more file costs a page that loads it, in characters of code (before minifying): its
 * request, the import lines at its top, and a small file's poorer compression. Chosen by
 * measuring the build's files of the public pages with 2,000, 4,000 and 8,000 (decision 0025):
 * 4,000 gave every page the fewest bytes, or within 0.2 KB of them.
 */
const FILE_COST = 4_000;
/** The largest module (as the bundler counts) a shared file takes: the legal texts stay with their pages. */
const MAX_SHARED_MODULE = 10_000;
/** The most ranks of shared files (a file imports from files of lower rank). */
const MAX_RANKS = 8;
/** A part of the shop's texts (app/i18n/areas) stays with the pages of that part. */
const TEXT_AREA = /[\\/]i18n[\\/]areas[\\/]/;

/** What the bundler knows of the browser's modules, by id. */
export type ModuleGraph = {
  ids: readonly string[];
  isEntry(id: string): boolean;
  /** The modules it imports statically. */
  imports(id: string): readonly string[];
  /** Its code before minifying, in characters. */
  codeSize(id: string): number;
};

/** A shared module's file, and that file's rank: a file's modules go before those of a higher rank. */
export type SharedModule = { file: string; rank: number };

/** Where the modules go: the shell's, and the shared files' with how many pages use each. */
export type Split = { shell: Set<string>; shared: Map<string, SharedModule> };

/**
 * Sorts the modules of `graph`: what `shellEntries` reach is the shell; a module two or more of
 * `pages` (entries, named by `pageName`) reach, outside the shell, no package, route module or
 * part of the texts, and importing nothing else but such modules, is shared: in the
 * "shared-by-…" file of the pages that use it, or of more pages where `mergeFiles` joins them.
 */
export function splitModules(
  graph: ModuleGraph,
  options: {
    shellEntries: readonly string[];
    pages: readonly string[];
    isRouteModule: (id: string) => boolean;
    pageName: (id: string) => string;
  },
): Split {
  /** The modules `starts` import statically, directly or not, except entries. */
  const reachable = (starts: readonly string[]) => {
    const seen = new Set(starts);
    const pending = [...starts];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      for (const imported of graph.imports(id)) {
        if (!seen.has(imported)) {
          seen.add(imported);
          pending.push(imported);
        }
      }
    }
    return [...seen].filter((id) => !graph.isEntry(id));
  };
  const shell = new Set(reachable(options.shellEntries));
  const users = new Map<string, string[]>();
  for (const page of options.pages) {
    const name = options.pageName(page);
    for (const id of reachable([page])) {
      const pages = users.get(id);
      if (pages) pages.push(name);
      else users.set(id, [name]);
    }
  }
  const candidate = (id: string) =>
    !shell.has(id) &&
    (users.get(id)?.length ?? 0) >= 2 &&
    !/node_modules/.test(id) &&
    !options.isRouteModule(id) &&
    !TEXT_AREA.test(id);
  const pagesOf = new Map<string, string>();
  const sizes = new Map<string, number>();
  for (const id of users.keys()) {
    if (candidate(id) && reachable([id]).every((dep) => shell.has(dep) || candidate(dep))) {
      const pages = users.get(id)!.sort().join(" ");
      pagesOf.set(id, pages);
      sizes.set(pages, (sizes.get(pages) ?? 0) + graph.codeSize(id));
    }
  }
  // A file for the modules of each set of pages, then joined where that costs the pages less;
  // a file is named after its pages (the same name from build to build).
  const fileOfSet = new Map<string, string>();
  for (const file of mergeFiles([...sizes].map(([pages, size]) => ({ pages: pages.split(" "), size })))) {
    const name = `shared-by-${crypto.createHash("sha256").update(file.pages.join(" ")).digest("hex").slice(0, 6)}`;
    for (const pages of file.sets) fileOfSet.set(pages, name);
  }
  // The bundler puts in a file what its modules import, unless another file has it already: a
  // file goes after every file it imports from, one rank higher than the highest of them.
  const fileOfModule = (id: string) => fileOfSet.get(pagesOf.get(id) ?? "");
  const importsFrom = new Map<string, Set<string>>();
  for (const id of pagesOf.keys()) {
    const file = fileOfModule(id)!;
    const from = importsFrom.get(file) ?? new Set<string>();
    for (const imported of graph.imports(id)) {
      const other = fileOfModule(imported);
      if (other && other !== file) from.add(other);
    }
    importsFrom.set(file, from);
  }
  const ranks = new Map<string, number>();
  const rankOf = (file: string, path: readonly string[] = []): number => {
    if (path.includes(file))
      throw new Error(`shared files import each other: ${[...path, file].join(" → ")}`);
    const known = ranks.get(file);
    if (known !== undefined) return known;
    const rank =
      Math.max(-1, ...[...importsFrom.get(file)!].map((other) => rankOf(other, [...path, file]))) + 1;
    ranks.set(file, rank);
    return rank;
  };
  const shared = new Map<string, SharedModule>();
  for (const id of pagesOf.keys()) {
    const file = fileOfModule(id)!;
    shared.set(id, { file, rank: rankOf(file) });
  }
  return { shell, shared };
}

type SharedFile = { pages: string[]; size: number; sets: string[] };

/**
 * Joins the files of sets of pages (their pages and their code's size) two at a time, each
 * time the two whose join saves the most, while one saves anything: a page pays FILE_COST for
 * each file it loads and the size of each file's code. Each file's pages sorted, with the sets
 * (page names joined by a space) whose modules it holds.
 */
export function mergeFiles(sets: readonly { pages: readonly string[]; size: number }[]): SharedFile[] {
  const cost = (file: { pages: readonly string[]; size: number }) =>
    file.pages.length * (file.size + FILE_COST);
  let files: SharedFile[] = sets.map(({ pages, size }) => {
    const sorted = [...pages].sort();
    return { pages: sorted, size, sets: [sorted.join(" ")] };
  });
  for (;;) {
    let best: { saving: number; a: number; b: number; file: SharedFile } | null = null;
    for (let a = 0; a < files.length; a++) {
      for (let b = a + 1; b < files.length; b++) {
        const [first, second] = [files[a]!, files[b]!];
        const file = {
          pages: [...new Set([...first.pages, ...second.pages])].sort(),
          size: first.size + second.size,
          sets: [...first.sets, ...second.sets],
        };
        const saving = cost(first) + cost(second) - cost(file);
        if (saving > 0 && (!best || saving > best.saving)) best = { saving, a, b, file };
      }
    }
    if (!best) return files;
    const { a, b, file } = best;
    files = [...files.filter((_, index) => index !== a && index !== b), file];
  }
}

/** The module's file without the bundler's query (`?__react-router-build-client-route`). */
const fileOf = (id: string) => id.split("?")[0]!;

/** The plugin for the client build of the shop at `root`, its public pages from `pages`. */
export function codeSplitting({ root, pages }: { root: string; pages: readonly Page[] }): Plugin {
  const app = path.join(root, "app");
  const routes = allPages(pages);
  const routeFiles = new Set(routes.map((page) => path.join(app, page.file)));
  const publicFiles = new Set(routes.filter((page) => page.public).map((page) => path.join(app, page.file)));
  const shellFiles = new Set(["entry.client.tsx", "root.tsx"].map((file) => path.join(app, file)));
  let split: Split = { shell: new Set(), shared: new Map() };
  return {
    name: "krukke:code-splitting",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const isEntry = (id: string) => this.getModuleInfo(id)?.isEntry ?? false;
      const entries = ids.filter(isEntry);
      split = splitModules(
        {
          ids,
          isEntry,
          imports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
          codeSize: (id) => this.getModuleInfo(id)?.code?.length ?? 0,
        },
        {
          shellEntries: entries.filter((id) => shellFiles.has(fileOf(id))),
          pages: entries.filter((id) => publicFiles.has(fileOf(id))),
          isRouteModule: (id) => routeFiles.has(fileOf(id)),
          pageName: (id) => path.relative(root, id),
        },
      );
      const highest = Math.max(0, ...[...split.shared.values()].map((module) => module.rank));
      if (highest >= MAX_RANKS) this.error(`shared files of ${highest + 1} ranks: raise MAX_RANKS`);
    },
    generateBundle(_options, bundle) {
      // The bundler puts what a file's modules import in that file too, unless another file has
      // it already; should that ever take a module from the file meant for it, the pages of one
      // would download the other's code.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const id of Object.keys(chunk.modules)) {
          const meant = split.shared.get(id)?.file;
          if (meant && /^shared\b/.test(chunk.name) && chunk.name !== meant) {
            this.error(`${id} went to ${chunk.name}, not ${meant}`);
          }
        }
      }
    },
    outputOptions(options) {
      const inShell = (pattern: RegExp) => (id: string) => split.shell.has(id) && pattern.test(id);
      const groups = [
        { name: "react", test: inShell(/node_modules[\\/](react|react-dom|scheduler)[\\/]/), priority: 1003 },
        { name: "libraries", test: inShell(/node_modules[\\/]/), priority: 1002 },
        { name: "shell", test: inShell(/./), priority: 1001 },
        // A file takes along what its modules import, unless a file before it has that already,
        // so the order matters: a file after those it imports from, by rank (one group for
        // each rank: the groups are set before the build has read the modules; buildEnd checks
        // that MAX_RANKS are enough). generateBundle checks that each module landed in the file
        // meant for it.
        ...Array.from({ length: MAX_RANKS }, (_, rank) => ({
          name: (id: string) => {
            const module = split.shared.get(id);
            return module && module.rank === rank ? module.file : null;
          },
          priority: 10 + MAX_RANKS - rank,
          maxModuleSize: MAX_SHARED_MODULE,
        })),
      ];
      return { ...options, codeSplitting: { groups } };
    },
  };
}

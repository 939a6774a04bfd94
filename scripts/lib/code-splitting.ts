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
 * - "shared": the small modules that two or more public pages (the route table's, app/lib/pages.ts)
 *   use (price tags, product images, filter chips, structured data…), when nothing they import
 *   is outside the shell or these files, so that no library only one form needs (zod) comes
 *   along; and at most 10 kB each, which keeps the legal texts with their two pages. The modules
 *   that the same pages use go into a file of their own ("shared-by-…", named after those pages)
 *   when they add up to 2 kB of code, so a page does not download what only others show; the
 *   rest, small, share one file;
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

/** The least code (before minifying) the modules of one set of pages need for a file of their own. */
const MIN_SHARED_FILE = 2_000;
/** The largest module (as the bundler counts) a shared file takes: the legal texts stay with their pages. */
const MAX_SHARED_MODULE = 10_000;
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

export type SharedModule = { file: string; pageCount: number };

/** Where the modules go: the shell's, and the shared files' with how many pages use each. */
export type Split = { shell: Set<string>; shared: Map<string, SharedModule> };

/**
 * Sorts the modules of `graph`: what `shellEntries` reach is the shell; a module two or more of
 * `pages` (entries, named by `pageName`) reach, outside the shell, no package, route module or
 * part of the texts, and importing nothing else but such modules, is shared: in a "shared-by-…"
 * file of the pages that use it when theirs add up to MIN_SHARED_FILE, else in "shared".
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
  // The modules the same pages use make a file of their own when they add up to enough, named
  // after those pages (the same name from build to build); the rest, small, share one.
  const shared = new Map<string, SharedModule>();
  for (const [id, pages] of pagesOf) {
    const digest = crypto.createHash("sha256").update(pages).digest("hex").slice(0, 6);
    const file = sizes.get(pages)! >= MIN_SHARED_FILE ? `shared-by-${digest}` : "shared";
    shared.set(id, { file, pageCount: users.get(id)!.length });
  }
  return { shell, shared };
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
        // so the order matters. The small modules' file goes first: small modules import little
        // (the others import them). Then the files of more pages before those of fewer, since
        // what a module imports is used by the same pages or more (one group for each number of
        // pages, 2 up to every public page: the groups are set before the build has read the
        // modules). generateBundle checks that each module landed in the file meant for it.
        {
          name: "shared",
          test: (id: string) => split.shared.get(id)?.file === "shared",
          priority: 999,
          maxModuleSize: MAX_SHARED_MODULE,
        },
        ...Array.from({ length: publicFiles.size - 1 }, (_, index) => ({
          name: (id: string) => {
            const module = split.shared.get(id);
            return module && module.file !== "shared" && module.pageCount === index + 2 ? module.file : null;
          },
          priority: 10 + index,
          maxModuleSize: MAX_SHARED_MODULE,
        })),
      ];
      return { ...options, codeSplitting: { groups } };
    },
  };
}

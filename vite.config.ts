import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes a Brotli copy (quality 11) of every built script, stylesheet and SVG (the icon sprite)
 * next to it (`x.js.br`). The server sends it to browsers that accept Brotli: about a fifth
 * smaller than compressing on the fly (quality 4), at no cost per request.
 */
function precompressAssets(): Plugin {
  return {
    name: "krukke:precompress-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const dir = options.dir ?? "build/client";
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const source = fs.readFileSync(file);
        const compressed = zlib.brotliCompressSync(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        // Small files too (the entry and the bundler's runtime, under a kilobyte, every page loads
        // them): kept when Brotli saves anything.
        if (compressed.length < source.length) fs.writeFileSync(`${file}.br`, compressed);
      }
    },
  };
}

/** The least code (before minifying) the modules of one set of pages need for a file of their own. */
const MIN_SHARED_FILE = 2_000;
/** The largest module (as the bundler counts) a shared file takes: the legal texts stay with their pages. */
const MAX_SHARED_MODULE = 10_000;

/**
 * Sorts the browser's code into a few files of useful size. Left to itself, the bundler cut the
 * code every page runs into some thirty files, most under a kilobyte; on a phone over HTTP/1.1
 * each costs a round trip on one of six connections, and while they occupy the connections the
 * big files crawl. Now a page loads about nine:
 *
 * - the shell, what `entry.client` and the root route import (directly or not), in three
 *   files of which two are about the same size, so they arrive side by side: "react" (React
 *   DOM), "libraries" (React Router) and "shell" (our layout, header,
 *   footer, cart and texts' plumbing);
 * - "shared": the small modules that two or more public pages use (price tags, product images,
 *   filter chips, structured data…), when nothing they import is outside the shell or these
 *   files, so that no library only one form needs (zod) comes along; and at most 10 kB each,
 *   which keeps the legal texts with their two pages. The modules that the same pages use go
 *   into a file of their own ("shared-by-…", named after those pages) when they add up to 2 kB
 *   of code, so a page does not download what only others show (the home page took the product
 *   pages' price tags, allergen lines and structured data and the recipes' login prompt: 4.5 kB
 *   of its 116); the rest, small, share one file;
 * - the entry, the route modules (React Router reads their exports) and what only one page or
 *   the back office uses, as the bundler splits them.
 *
 * Only static imports count: what a page loads on demand (dialogs, the other language) stays
 * apart.
 */
function codeSplitting(): Plugin {
  const shell = new Set<string>();
  /** Each module that two or more public pages use: the file it goes to, and how many pages. */
  const shared = new Map<string, { file: string; pageCount: number }>();
  return {
    name: "krukke:code-splitting",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      const isEntry = (id: string) => this.getModuleInfo(id)?.isEntry ?? false;
      /** The modules `starts` import statically, directly or not, except entries. */
      const reachable = (starts: string[]) => {
        const seen = new Set(starts);
        const pending = [...starts];
        for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) {
            if (!seen.has(imported)) {
              seen.add(imported);
              pending.push(imported);
            }
          }
        }
        return [...seen].filter((id) => !isEntry(id));
      };
      const entries = [...this.getModuleIds()].filter(isEntry);
      const shellEntries = entries.filter((id) => /[\\/]app[\\/](entry\.client|root)\.tsx(\?|$)/.test(id));
      for (const id of reachable(shellEntries)) shell.add(id);

      const publicPages = entries.filter((id) =>
        /[\\/]app[\\/]routes[\\/](?!admin|seo-tools|sandbox|dev\.)/.test(id),
      );
      const users = new Map<string, string[]>();
      for (const page of publicPages) {
        const name = path.relative(import.meta.dirname, page);
        for (const id of reachable([page])) {
          const pages = users.get(id);
          if (pages) pages.push(name);
          else users.set(id, [name]);
        }
      }
      // A part of the shop's texts (app/i18n/areas) stays with the pages of that part.
      const candidate = (id: string) =>
        !shell.has(id) &&
        (users.get(id)?.length ?? 0) >= 2 &&
        !/node_modules|[\\/]routes[\\/]|[\\/]i18n[\\/]areas[\\/]/.test(id);
      const pagesOf = new Map<string, string>();
      const sizes = new Map<string, number>();
      for (const id of users.keys()) {
        if (candidate(id) && reachable([id]).every((dep) => shell.has(dep) || candidate(dep))) {
          const pages = users.get(id)!.sort().join(" ");
          pagesOf.set(id, pages);
          sizes.set(pages, (sizes.get(pages) ?? 0) + (this.getModuleInfo(id)?.code?.length ?? 0));
        }
      }
      // The modules the same pages use make a file of their own when they add up to enough,
      // named after those pages (the same name from build to build); the rest, small, share one.
      for (const [id, pages] of pagesOf) {
        const digest = crypto.createHash("sha256").update(pages).digest("hex").slice(0, 6);
        const file = sizes.get(pages)! >= MIN_SHARED_FILE ? `shared-by-${digest}` : "shared";
        shared.set(id, { file, pageCount: users.get(id)!.length });
      }
    },
    generateBundle(_options, bundle) {
      // The bundler puts what a file's modules import in that file too, unless another file has
      // it already; should that ever take a module from the file meant for it, the pages of one
      // would download the other's code.
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        for (const id of Object.keys(chunk.modules)) {
          const meant = shared.get(id)?.file;
          if (meant && /^shared\b/.test(chunk.name) && chunk.name !== meant) {
            this.error(`${id} went to ${chunk.name}, not ${meant}`);
          }
        }
      }
    },
    outputOptions(options) {
      const inShell = (pattern: RegExp) => (id: string) => shell.has(id) && pattern.test(id);
      const groups = [
        { name: "react", test: inShell(/node_modules[\\/](react|react-dom|scheduler)[\\/]/), priority: 1003 },
        { name: "libraries", test: inShell(/node_modules[\\/]/), priority: 1002 },
        { name: "shell", test: inShell(/./), priority: 1001 },
        // A file takes along what its modules import, unless a file before it has that already,
        // so the order matters. The small modules' file goes first: small modules import little
        // (the others import them). Then the files of more pages before those of fewer, since
        // what a module imports is used by the same pages or more (one group for each number of
        // pages: the groups are set before the build has read the modules). generateBundle
        // checks that each module landed in the file meant for it.
        {
          name: "shared",
          test: (id: string) => shared.get(id)?.file === "shared",
          priority: 999,
          maxModuleSize: MAX_SHARED_MODULE,
        },
        ...Array.from(
          { length: fs.readdirSync(path.join(import.meta.dirname, "app/routes")).length - 1 },
          (_, index) => ({
            name: (id: string) => {
              const module = shared.get(id);
              return module && module.file !== "shared" && module.pageCount === index + 2
                ? module.file
                : null;
            },
            priority: 10 + index,
            maxModuleSize: MAX_SHARED_MODULE,
          }),
        ),
      ];
      return { ...options, codeSplitting: { groups } };
    },
  };
}

export default defineConfig({
  resolve: {
    alias: { "~": path.resolve(import.meta.dirname, "app") },
  },
  environments: {
    ssr: {
      build: {
        // The server bundle's entry is our Express app, which imports the React Router build.
        rollupOptions: { input: "./server/app.ts" },
        target: "node20",
      },
    },
  },
  plugins: [tailwindcss(), reactRouter(), codeSplitting(), precompressAssets()],
});

/**
 * The build's scripts, styles and icon sprite as the Brotli copies it wrote beside them
 * (`name.js.br`), for a browser that takes Brotli: which file to send and with which headers. One
 * answer for the shop (server/app.ts) and for the load balancer we measure behind
 * (scripts/lib/https-proxy.ts).
 */
import fs from "node:fs";
import path from "node:path";

/** A script, style or SVG in the build's `assets` folder, by its URL path (no query string). */
const ASSET_PATH = /^\/assets\/([\w.-]+\.(?:js|css|svg))$/;

const CONTENT_TYPES: Record<string, string> = {
  js: "text/javascript; charset=utf-8",
  css: "text/css; charset=utf-8",
  svg: "image/svg+xml",
};

export type BrotliAsset = {
  /** The `.br` file to send as it is. */
  file: string;
  /** The original's type, the encoding, and caching for good (the name carries a content hash). */
  headers: Record<string, string>;
};

function brotliHeaders(name: string): Record<string, string> {
  return {
    "Content-Type": CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)]!,
    "Content-Encoding": "br",
    Vary: "Accept-Encoding",
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
  };
}

/**
 * Looks up Brotli copies in `assets` (the build's `build/client/assets`). Whether a file has one
 * is asked of the disk once per name: a build's files do not change while it runs.
 */
export function brotliAssets(assets: string) {
  const hasCopy = new Map<string, boolean>();
  /** The Brotli copy for `urlPath`, or null: not an asset, no Brotli taken, or no copy written. */
  return function brotliAsset(urlPath: string, acceptEncoding: string | undefined): BrotliAsset | null {
    const name = ASSET_PATH.exec(urlPath)?.[1];
    if (!name || !/\bbr\b/.test(acceptEncoding ?? "")) return null;
    const file = path.join(assets, `${name}.br`);
    let exists = hasCopy.get(name);
    if (exists === undefined) {
      exists = fs.existsSync(file);
      hasCopy.set(name, exists);
    }
    return exists ? { file, headers: brotliHeaders(name) } : null;
  };
}

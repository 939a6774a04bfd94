import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { brotliAssets } from "./precompressed";

const assets = fs.mkdtempSync(path.join(os.tmpdir(), "krukke-precompressed-"));
for (const name of ["entry-abc.js", "style-abc.css", "icons-abc.svg", "plain-abc.js"]) {
  fs.writeFileSync(path.join(assets, name), "/* Krukke */");
}
for (const name of ["entry-abc.js", "style-abc.css", "icons-abc.svg"]) {
  fs.writeFileSync(path.join(assets, `${name}.br`), zlib.brotliCompressSync("/* Krukke */"));
}

afterAll(() => fs.rmSync(assets, { recursive: true, force: true }));

describe("the build's Brotli copies", () => {
  it("names the copy of a script, style or the icon sprite, with the original's type and caching for good", () => {
    const brotliAsset = brotliAssets(assets);
    expect(brotliAsset("/assets/entry-abc.js", "gzip, deflate, br, zstd")).toEqual({
      file: path.join(assets, "entry-abc.js.br"),
      headers: {
        "Content-Type": "text/javascript; charset=utf-8",
        "Content-Encoding": "br",
        Vary: "Accept-Encoding",
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      },
    });
    expect(brotliAsset("/assets/style-abc.css", "br")).toMatchObject({
      file: path.join(assets, "style-abc.css.br"),
      headers: { "Content-Type": "text/css; charset=utf-8", "Content-Encoding": "br" },
    });
    expect(brotliAsset("/assets/icons-abc.svg", "br")).toMatchObject({
      file: path.join(assets, "icons-abc.svg.br"),
      headers: { "Content-Type": "image/svg+xml", "Content-Encoding": "br" },
    });
  });

  it("has none for a browser that takes no Brotli, a file without a copy, or anything but an asset", () => {
    const brotliAsset = brotliAssets(assets);
    expect(brotliAsset("/assets/entry-abc.js", "gzip, deflate")).toBeNull();
    expect(brotliAsset("/assets/entry-abc.js", undefined)).toBeNull();
    expect(brotliAsset("/assets/entry-abc.js", "brotli")).toBeNull();
    expect(brotliAsset("/assets/plain-abc.js", "br")).toBeNull();
    expect(brotliAsset("/assets/entry-abc.js.br", "br")).toBeNull();
    expect(brotliAsset("/assets/entry-abc.js?v=2", "br")).toBeNull();
    expect(brotliAsset("/assets/../entry-abc.js", "br")).toBeNull();
    expect(brotliAsset("/produkter", "br")).toBeNull();
  });

  it("asks the disk once per name: a build's files do not change while it runs", () => {
    const brotliAsset = brotliAssets(assets);
    expect(brotliAsset("/assets/plain-abc.js", "br")).toBeNull();
    fs.writeFileSync(path.join(assets, "plain-abc.js.br"), zlib.brotliCompressSync("/* Krukke */"));
    expect(brotliAsset("/assets/plain-abc.js", "br")).toBeNull();
    // A fresh lookup (the next start) sees it.
    expect(brotliAssets(assets)("/assets/plain-abc.js", "br")).not.toBeNull();
  });
});

/**
 * The icon sprite keeps up with the shop: it is what `npm run icons` writes for the names in
 * app/components/ui/icon-names.ts, every icon app/ draws is in it, no name in it goes unused,
 * and lucide-react's components, which would bring the paths back into the JavaScript, are
 * imported nowhere in app/.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ICON_NAMES } from "~/components/ui/icon-names";
import { iconSprite } from "./lib/icon-sprite";

const APP = path.resolve(import.meta.dirname, "../app");
const SPRITE = path.join(APP, "components/ui/icons.svg");

/** app/'s modules, by path under app/, and their text (tests aside). */
const sources = readdirSync(APP, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, text: readFileSync(path.join(APP, file), "utf8") }));

describe("the icon sprite", () => {
  it("is what `npm run icons` writes from the list (run it after changing the list)", async () => {
    expect(readFileSync(SPRITE, "utf8")).toBe(await iconSprite(ICON_NAMES));
  });

  it("has a symbol for every icon app/ names, and every symbol is drawn somewhere", () => {
    const symbols = [...readFileSync(SPRITE, "utf8").matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(symbols)).toEqual(new Set(ICON_NAMES));
    // Names written out in an <Icon name="…">; the rest (a name from a table) are checked by
    // the typecheck, as <Icon> takes only the listed names.
    const drawn = sources.flatMap(({ text }) =>
      [...text.matchAll(/<Icon\s+name="([a-z0-9-]+)"/g)].map((m) => m[1]),
    );
    expect(drawn.length).toBeGreaterThan(40);
    for (const name of drawn) expect(symbols).toContain(name);
    const elsewhere = sources.filter(({ file }) => !file.endsWith("icon-names.ts")).map(({ text }) => text);
    const unused = ICON_NAMES.filter((name) => !elsewhere.some((text) => text.includes(`"${name}"`)));
    expect(unused, "listed in icon-names.ts but drawn nowhere").toEqual([]);
  });

  it("leaves lucide-react out of app/: its components would carry the paths into the JavaScript", () => {
    expect(sources.filter(({ text }) => /from ["']lucide-react/.test(text)).map(({ file }) => file)).toEqual(
      [],
    );
  });

  it("refuses an alias or an unknown name, so a symbol is always lucide's current drawing", async () => {
    await expect(iconSprite(["home"])).rejects.toThrow(/alias/);
    await expect(iconSprite(["no-such-icon"])).rejects.toThrow(/no icon "no-such-icon"/);
  });
});

/**
 * Writes the icon sprite, app/components/ui/icons.svg, for the icons listed in
 * app/components/ui/icon-names.ts:
 *
 *   npm run icons
 *
 * The output is committed; run this again after adding or removing a name there
 * (scripts/icon-sprite.test.ts fails until then).
 */
import fs from "node:fs";
import path from "node:path";
import { ICON_NAMES } from "../app/components/ui/icon-names";
import { iconSprite } from "./lib/icon-sprite";

const file = path.resolve("app/components/ui/icons.svg");
fs.writeFileSync(file, await iconSprite(ICON_NAMES));
console.log(
  `${path.relative(process.cwd(), file)}: ${ICON_NAMES.length} icons, ${fs.statSync(file).size} bytes`,
);

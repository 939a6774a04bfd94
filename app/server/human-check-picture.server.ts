/**
 * The contact form's sum as a picture, for a browser without JavaScript (which cannot reveal
 * the obfuscated sum, see `human-check.server.ts`): each character drawn as strokes, a little
 * shifted, turned and scaled at random every time, and rasterised to a PNG, so neither the page
 * nor the picture carries the numbers as text. Reading it takes a script character recognition,
 * which a person does at a glance.
 */
import { randomInt } from "node:crypto";
import sharp from "sharp";
import { humanCheckSum, readHumanCheckToken } from "./human-check.server";

/** Strokes of each character on a 10 × 16 grid. */
const GLYPHS: Record<string, string> = {
  "0": "M5 1C1 1 1 15 5 15C9 15 9 1 5 1Z",
  "1": "M2 4L5 1L5 15M2 15L8 15",
  "2": "M1.5 4C2 0 9 0 8.5 5C8 8 2 11 1.5 15L9 15",
  "3": "M1.5 1.5L8.5 1.5L4.5 7C9 6.5 9.5 15 4.5 15C3 15 2 14.5 1.5 13.5",
  "4": "M7 15L7 1L1 11L9.5 11",
  "5": "M8.5 1L2.5 1L2 7C6 5 9 7 9 10.5C9 14 5 15.5 1.5 14",
  "6": "M8 1.5C3 1 1.5 6 1.5 10.5C1.5 13 3 15 5.2 15C7.5 15 8.8 13 8.8 11C8.8 8.5 7 7 5.2 7C3.2 7 1.8 8.5 1.5 10",
  "7": "M1 1L9 1L4 15",
  "8": "M5 8C1 8 1.5 1 5 1C8.5 1 9 8 5 8C0.5 8 0.5 15 5 15C9.5 15 9.5 8 5 8Z",
  "9": "M8.5 6C8.5 8 7 9 5 9C3 9 1.5 7.5 1.5 5C1.5 2.5 3 1 5 1C7.5 1 8.5 3 8.5 6C8.5 11 7 15 2 15",
  "+": "M5 4L5 12M1 8L9 8",
};

/** Picture size in CSS pixels; drawn at twice that for sharp screens. */
export const HUMAN_CHECK_PICTURE = { width: 96, height: 28 } as const;
const SCALE = 2;

/** A random number from `min` to `max` in steps of a hundredth. */
const jitter = (min: number, max: number) =>
  randomInt(Math.round(min * 100), Math.round(max * 100) + 1) / 100;

function svg(text: string): string {
  const glyphs: string[] = [];
  let x = 4;
  for (const character of text) {
    if (character === " ") {
      x += 4;
      continue;
    }
    const size = jitter(1.15, 1.35);
    const y = jitter(2, 5);
    const turn = jitter(-10, 10);
    glyphs.push(
      `<path d="${GLYPHS[character]}" stroke-width="${jitter(1.3, 1.8) / size}" ` +
        `transform="translate(${x} ${y}) scale(${size}) rotate(${turn} 5 8)"/>`,
    );
    x += 10 * size + jitter(0.5, 2.5);
  }
  const { width, height } = HUMAN_CHECK_PICTURE;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * SCALE}" height="${height * SCALE}" ` +
    `viewBox="0 0 ${width} ${height}"><g fill="none" stroke="#1f2a22" stroke-linecap="round" ` +
    `stroke-linejoin="round">${glyphs.join("")}</g></svg>`
  );
}

/** A sum ("3 + 4") drawn as a PNG. */
export const drawSum = (sum: string) =>
  sharp(Buffer.from(svg(sum)))
    .png({ palette: true })
    .toBuffer();

/** The PNG of a genuine, unexpired token's sum, or null for anything else. */
export async function drawHumanCheckPicture(token: unknown, now = Date.now()): Promise<Buffer | null> {
  const read = readHumanCheckToken(token);
  if (!read || read.expires * 1000 <= now) return null;
  return drawSum(humanCheckSum(read));
}

/**
 * Draws the shop's own images into public/: a labelled jar for each demo product, a bowl for
 * each recipe, a scene for each blog post, the home page's hero, the fallback image, the
 * certification marks and the icons (PNG/ICO rendered with Chromium).
 *
 *   npx tsx scripts/generate-images.ts
 *
 * The output is committed; run this again only when the demo data or the drawings change.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { IMAGE_WIDTHS } from "../app/lib/images";
import { demoBlogPosts, demoProducts, demoRecipes } from "../app/server/db/demo-data.server";

const PUBLIC = path.resolve("public");
const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!,
  );

/** Splits a title into at most three lines of about `width` characters. */
function lines(text: string, width: number): string[] {
  const words = text.split(/\s+/);
  const out: string[] = [];
  let line = "";
  for (const word of words) {
    if ((line + " " + word).trim().length > width && line) {
      out.push(line);
      line = word;
    } else {
      line = `${line} ${word}`.trim();
    }
  }
  if (line) out.push(line);
  return out.slice(0, 3);
}

const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "Helvetica, Arial, sans-serif";

function jar(options: { fill: string; lid: string; label: string; title: string; organic: boolean }): string {
  const titleLines = lines(options.title.toUpperCase(), 14);
  const text = titleLines
    .map(
      (line, i) =>
        `<text x="300" y="${452 + i * 34 - (titleLines.length - 1) * 17}" font-family="${SANS}" font-size="27" font-weight="700" letter-spacing="1" fill="#2f4a34" text-anchor="middle">${escapeXml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">
  <rect width="600" height="600" fill="#f3ead7"/>
  <ellipse cx="300" cy="548" rx="180" ry="22" fill="#e0d2b2"/>
  <rect x="190" y="86" width="220" height="64" rx="14" fill="${options.lid}"/>
  <rect x="190" y="132" width="220" height="10" fill="#000" opacity="0.12"/>
  <path d="M170 176q0-26 26-26h208q26 0 26 26v18q40 26 40 78v238q0 40-40 40H170q-40 0-40-40V272q0-52 40-78z" fill="${options.fill}"/>
  <path d="M168 214q-16 18-16 56v230" stroke="#fff" stroke-opacity="0.35" stroke-width="14" fill="none" stroke-linecap="round"/>
  <rect x="160" y="330" width="280" height="180" rx="12" fill="${options.label}"/>
  <text x="300" y="372" font-family="${SERIF}" font-size="30" font-style="italic" fill="#c4622d" text-anchor="middle">Krukke</text>
  <line x1="200" y1="388" x2="400" y2="388" stroke="#2f4a34" stroke-width="2"/>
  ${text}
  ${options.organic ? `<circle cx="420" cy="330" r="30" fill="#c8102e"/><text x="420" y="342" font-family="${SANS}" font-size="34" font-weight="700" fill="#fff" text-anchor="middle">Ø</text>` : ""}
</svg>\n`;
}

function bowl(options: { bowl: string; food: string; title: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
  <title>${escapeXml(options.title)}</title>
  <rect width="800" height="600" fill="#f3ead7"/>
  <rect y="380" width="800" height="220" fill="#e0d2b2"/>
  <ellipse cx="400" cy="470" rx="290" ry="40" fill="#c9b894"/>
  <path d="M130 300h540q-10 170-270 190Q140 470 130 300z" fill="${options.bowl}"/>
  <ellipse cx="400" cy="300" rx="270" ry="52" fill="${options.food}"/>
  <ellipse cx="330" cy="290" rx="60" ry="12" fill="#fff" opacity="0.25"/>
  <circle cx="460" cy="296" r="14" fill="#3d6b3a"/><circle cx="490" cy="306" r="10" fill="#3d6b3a"/>
  <circle cx="300" cy="308" r="9" fill="#fdfbf6" opacity="0.8"/>
  <path d="M600 120q-40 60 0 120M560 150q-30 40 0 80" stroke="#b8a77f" stroke-width="6" fill="none" stroke-linecap="round"/>
</svg>\n`;
}

function scene(options: { sky: string; ground: string; title: string }): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">
  <title>${escapeXml(options.title)}</title>
  <rect width="1200" height="675" fill="${options.sky}"/>
  <circle cx="930" cy="170" r="80" fill="#f6d37a"/>
  <path d="M0 430q300-120 600-20t600-40v305H0z" fill="${options.ground}" opacity="0.55"/>
  <path d="M0 520q300-80 620 0t580-20v175H0z" fill="${options.ground}"/>
  <g fill="#fdfbf6" opacity="0.9">
    <rect x="170" y="330" width="120" height="150" rx="18"/>
    <rect x="185" y="300" width="90" height="36" rx="8" fill="#2f4a34"/>
    <rect x="330" y="360" width="96" height="120" rx="16"/>
    <rect x="342" y="336" width="72" height="30" rx="7" fill="#c4622d"/>
  </g>
</svg>\n`;
}

const hero = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480" width="640" height="480">
  <ellipse cx="320" cy="440" rx="270" ry="26" fill="#e0d2b2"/>
  ${[
    { x: 70, fill: "#e08a2e", lid: "#2f4a34", scale: 0.82 },
    { x: 370, fill: "#e3b341", lid: "#c4622d", scale: 0.82 },
    { x: 200, fill: "#c8442c", lid: "#2f4a34", scale: 1 },
  ]
    .map(
      ({ x, fill, lid, scale }) => `<g transform="translate(${x} ${440 - 360 * scale}) scale(${scale})">
    <rect x="50" y="0" width="140" height="44" rx="10" fill="${lid}"/>
    <path d="M34 56q0-14 14-14h144q14 0 14 14v12q30 18 30 56v200q0 30-30 30H34q-30 0-30-30V124q0-38 30-56z" fill="${fill}"/>
    <path d="M30 96q-12 14-12 44v170" stroke="#fff" stroke-opacity="0.35" stroke-width="10" fill="none" stroke-linecap="round"/>
    <rect x="26" y="170" width="188" height="110" rx="10" fill="#fbf3e4"/>
    <text x="120" y="218" font-family="${SERIF}" font-size="30" font-style="italic" fill="#c4622d" text-anchor="middle">Krukke</text>
    <line x1="56" y1="236" x2="184" y2="236" stroke="#2f4a34" stroke-width="2"/>
    <text x="120" y="262" font-family="${SANS}" font-size="14" font-weight="700" letter-spacing="2" fill="#2f4a34" text-anchor="middle">ØKOLOGISK</text>
  </g>`,
    )
    .join("\n  ")}
  <path d="M560 90q-20 30 0 60M590 110q-16 22 0 44" stroke="#b8a77f" stroke-width="5" fill="none" stroke-linecap="round"/>
</svg>\n`;

const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">
  <rect width="600" height="600" fill="#f3ead7"/>
  <rect x="210" y="130" width="180" height="50" rx="12" fill="#d6c8a8"/>
  <path d="M196 196q0-16 16-16h176q16 0 16 16v14q34 22 34 66v190q0 34-34 34H196q-34 0-34-34V276q0-44 34-66z" fill="none" stroke="#b8a77f" stroke-width="14"/>
  <text x="300" y="380" font-family="${SERIF}" font-size="40" font-style="italic" fill="#9c8a62" text-anchor="middle">Krukke</text>
</svg>\n`;

// A smiling face with a crown of laurel: the elite smiley's idea, drawn anew.
const eliteSmiley = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 88 88" width="88" height="88">
  <circle cx="44" cy="44" r="42" fill="#fff"/>
  <circle cx="44" cy="44" r="38" fill="#00833e"/>
  <circle cx="44" cy="48" r="24" fill="#ffd400"/>
  <circle cx="36" cy="43" r="3.4" fill="#1f2a22"/><circle cx="52" cy="43" r="3.4" fill="#1f2a22"/>
  <path d="M33 54q11 11 22 0" stroke="#1f2a22" stroke-width="3.4" fill="none" stroke-linecap="round"/>
  <path d="M28 18l6 6 4-8 6 8 6-8 4 8 6-6-3 10H31z" fill="#ffd400"/>
</svg>\n`;

const organicMark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 88 88" width="88" height="88">
  <circle cx="44" cy="44" r="42" fill="#fff"/>
  <circle cx="44" cy="44" r="38" fill="#c8102e"/>
  <text x="44" y="60" font-family="${SANS}" font-size="46" font-weight="700" fill="#fff" text-anchor="middle">Ø</text>
  <text x="44" y="76" font-family="${SANS}" font-size="7.5" font-weight="700" fill="#fff" text-anchor="middle" letter-spacing="0.4">ØKOLOGISK</text>
</svg>\n`;

/**
 * A stand-in for the EU organic logo (Regulation (EU) 2018/848, Annex V), drawn here rather than
 * copied: the shop replaces this file with the official artwork from the European Commission
 * before launch. The logo's required companions, the control body's code and the place of
 * farming, are text on the page beside it (ProductFacts), not part of the image.
 */
const euOrganicLogo = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 90 60" width="90" height="60">
  <!-- Stand-in drawn for Krukke, not the official EU organic logo: replace with the official file. -->
  <rect width="90" height="60" fill="#4f8a2b"/>
  <path d="M45 51C27 45 23 25 45 9c22 16 18 36 0 42z" fill="none" stroke="#fff" stroke-width="3" stroke-linejoin="round"/>
  <path d="M45 51V19M45 31l-8-6M45 39l9-7" stroke="#fff" stroke-width="2.2" fill="none" stroke-linecap="round"/>
</svg>\n`;

const favicon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32">
  <rect x="9" y="3" width="14" height="5" rx="1.5" fill="#2f4a34"/>
  <path d="M8 10c0-1.1.9-2 2-2h12c1.1 0 2 .9 2 2v1.5c1.3 1 2 2.6 2 4.3V26a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3V15.8c0-1.7.7-3.3 2-4.3z" fill="#c4622d"/>
  <rect x="9" y="15" width="14" height="8" rx="1" fill="#fdfbf6"/>
  <path d="M12 19.5c2-2 6-2 8 0" stroke="#2f4a34" stroke-width="1.5" fill="none" stroke-linecap="round"/>
</svg>\n`;

const share = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
  <rect width="1200" height="630" fill="#faf5ea"/>
  <text x="80" y="250" font-family="${SERIF}" font-size="110" font-weight="600" fill="#243a29">Krukke</text>
  <text x="84" y="330" font-family="${SANS}" font-size="38" fill="#57614f">Økologiske supper og retter på glas</text>
  <text x="84" y="390" font-family="${SANS}" font-size="30" fill="#8c4019">Kogt i små portioner i Glostrup</text>
  <g transform="translate(650 90) scale(0.85)">${hero.replace(/<\/?svg[^>]*>/g, "")}</g>
</svg>\n`;

async function write(relative: string, content: string | Buffer) {
  const file = path.join(PUBLIC, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, content);
}

/** A Windows icon holding one PNG (valid since Windows Vista and in every browser). */
function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8);
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10);
  header.writeUInt16LE(32, 12);
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18);
  return Buffer.concat([header, png]);
}

/** A drawing as WebP at each width the pages' srcset offers: `name-320.webp`, `name-640.webp`, … */
async function writeVariants(base: string, svg: string, drawnWidth: number) {
  for (const width of IMAGE_WIDTHS) {
    const density = Math.ceil((72 * width) / drawnWidth);
    const webp = await sharp(Buffer.from(svg), { density })
      .resize({ width })
      .webp({ quality: 78 })
      .toBuffer();
    await write(`${base}-${width}.webp`, webp);
  }
}

async function main() {
  for (const product of demoProducts) {
    await writeVariants(
      `images/products/${product.key}`,
      jar({ ...product.colors, title: product.title, organic: product.is_organic }),
      600,
    );
  }
  for (const recipe of demoRecipes) {
    await writeVariants(`images/recipes/${recipe.key}`, bowl({ ...recipe.colors, title: recipe.title }), 800);
  }
  for (const post of demoBlogPosts) {
    await writeVariants(`images/blog/${post.key}`, scene({ ...post.colors, title: post.title }), 1200);
  }
  await write("images/hero-jars.svg", hero);
  await write("images/placeholder.svg", placeholder);
  await write("images/certifications/elite-smiley.svg", eliteSmiley);
  await write("images/certifications/oekologi.svg", organicMark);
  await write("images/certifications/eu-organic-logo.svg", euOrganicLogo);
  await write("favicon.svg", favicon);

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const page = await browser.newPage();
    const render = async (svg: string, width: number, height: number, transparent: boolean) => {
      await page.setViewportSize({ width, height });
      const inner = svg.replace(/<svg /, `<svg style="display:block;width:${width}px;height:${height}px" `);
      await page.setContent(`<html><body style="margin:0;background:transparent">${inner}</body></html>`);
      return page.screenshot({ omitBackground: transparent, type: "png" });
    };
    await write("favicon.ico", icoFromPng(await render(favicon, 32, 32, true), 32));
    const touchIcon = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 180"><rect width="180" height="180" fill="#faf5ea"/><g transform="translate(26 22) scale(4)">${favicon.replace(/<\/?svg[^>]*>/g, "")}</g></svg>`;
    await write("apple-touch-icon.png", await render(touchIcon, 180, 180, false));
    await write("images/icon-512.png", await render(touchIcon, 512, 512, false));
    await write("images/logo.png", await render(touchIcon, 512, 512, false));
    await write("images/share.png", await render(share, 1200, 630, false));
  } finally {
    await browser.close();
  }
  await write(
    "site.webmanifest",
    `${JSON.stringify(
      {
        name: "Krukke",
        short_name: "Krukke",
        icons: [
          { src: "/favicon.svg", type: "image/svg+xml", sizes: "any" },
          { src: "/images/icon-512.png", type: "image/png", sizes: "512x512" },
        ],
        theme_color: "#2f4a34",
        background_color: "#fdfbf6",
        display: "browser",
        start_url: "/",
      },
      null,
      2,
    )}\n`,
  );
  console.log("images written to public/");
}

await main();

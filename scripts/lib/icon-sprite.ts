/**
 * The shop's icon sprite (app/components/ui/icons.svg): one `<symbol>` per icon the shop draws,
 * drawn from lucide-react's own data for each, so that the paths travel as one file the browser
 * caches for good rather than as JavaScript on every page (docs/architecture.md).
 */
import { createRequire } from "node:module";

/** An element of a lucide drawing: its tag, its attributes, and (rarely) children. */
type IconNode = [tag: string, attributes: Record<string, string | number>, children?: IconNode[]];
type IconData = { name: string; size?: number; node: IconNode[] };

const escapeAttribute = (value: string) =>
  value.replace(/[&<"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", '"': "&quot;" })[c]!);

function element([tag, attributes, children]: IconNode): string {
  const attrs = Object.entries(attributes)
    .filter(([name]) => name !== "key") // React's list key, not part of the drawing
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
    .join("");
  return children?.length
    ? `<${tag}${attrs}>${children.map(element).join("")}</${tag}>`
    : `<${tag}${attrs}/>`;
}

/** lucide-react's drawing of the icon `name`; an alias ("home") or an unknown name is refused. */
async function iconData(name: string): Promise<IconData> {
  let module: { __iconData?: IconData };
  try {
    module = (await import(`lucide-react/icons/${name}`)) as { __iconData?: IconData };
  } catch {
    throw new Error(`lucide-react has no icon "${name}" (see lucide.dev/icons)`);
  }
  const data = module.__iconData;
  if (!data || data.name !== name) {
    throw new Error(`"${name}" is an alias in lucide-react; use the icon's own name (see lucide.dev/icons)`);
  }
  return data;
}

/** The sprite's text for these icons: the same names give the same bytes. */
export async function iconSprite(names: readonly string[]): Promise<string> {
  const { version } = createRequire(import.meta.url)("lucide-react/package.json") as { version: string };
  const symbols = await Promise.all(
    [...names].sort().map(async (name) => {
      const { size = 24, node } = await iconData(name);
      return `<symbol id="${name}" viewBox="0 0 ${size} ${size}">${node.map(element).join("")}</symbol>`;
    }),
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    `<!-- Lucide icons (lucide.dev, ISC license) from lucide-react ${version}. Written by npm run icons from app/components/ui/icon-names.ts: do not edit. -->`,
    ...symbols,
    "</svg>",
    "",
  ].join("\n");
}

import { highlightParts } from "~/lib/product-search";

/** A text with the words a search matched marked (<mark>): "Rød <mark>linsesuppe</mark>". */
export function Highlighted({ text, stems }: { text: string; stems: readonly string[] }) {
  if (stems.length === 0) return text;
  return highlightParts(text, stems).map((part, index) =>
    part.match ? (
      <mark key={index} className="rounded-sm bg-clay-50 text-inherit">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}

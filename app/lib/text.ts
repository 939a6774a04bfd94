/**
 * Texts kept as one item per line in the database (a recipe's ingredients and steps, a blog
 * post's paragraphs): each line is an item, blank lines are ignored.
 */
export function textLines(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** The first non-blank line, or "" (a recipe card shows the first ingredient). */
export function firstLine(text: string | null | undefined): string {
  return textLines(text)[0] ?? "";
}

/**
 * Searching the products: what a shopper's search text becomes before the database sees it,
 * the words to mark in a title that matched, and the key titles are sorted by.
 *
 * The database does the searching (PostgreSQL full-text search in the viewer's language, with
 * a trigram match on the title for typos: ~/server/catalogue-search.server). What reaches it
 * from the search box is only ever a bound parameter made of letters and digits.
 */

/** The product list's address (~/lib/catalogue-address builds its every choice). */
export const CATALOGUE_PATH = "/produkter";

/**
 * The product list searched for `q` and nothing else: what `catalogueHref` writes for it, here
 * without the facets' code, which every page's header search would otherwise load.
 */
export function searchHref(q: string): string {
  return q ? `${CATALOGUE_PATH}?${new URLSearchParams({ q })}` : CATALOGUE_PATH;
}

/** The header's search suggests products once this many letters are typed. */
export const SUGGESTION_MIN_LETTERS = 2;

/** The longest search text read; anything after it is ignored. */
export const SEARCH_TEXT_LIMIT = 100;
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 30;

/**
 * The search text as the page shows it back: control and format characters (NUL, direction
 * marks) dropped, runs of white space made one space, at most 100 characters.
 */
export function normaliseSearchText(raw: string | null | undefined): string {
  if (!raw) return "";
  const clean = raw
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  const characters = Array.from(clean);
  return characters.length > SEARCH_TEXT_LIMIT
    ? characters.slice(0, SEARCH_TEXT_LIMIT).join("").trim()
    : clean;
}

/** The words searched for: runs of letters and digits, lower case, each once, at most eight. */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words.map((word) => Array.from(word).slice(0, MAX_WORD_LENGTH).join("")))].slice(
    0,
    MAX_WORDS,
  );
}

/**
 * The words as a PostgreSQL text-search query (`to_tsquery`): every word must match, as the
 * beginning of a word after stemming, so "suppen" finds "suppe" and "linser" finds
 * "linsesuppe". Only letters and digits are in it, none of the query syntax's own characters.
 */
export function textSearchQuery(words: readonly string[]): string {
  return words.map((word) => `${word}:*`).join(" & ");
}

export type TextPart = { text: string; match: boolean };

/**
 * A title cut into the words that matched the search and the rest, for marking them: a word
 * matches when it contains one of the searched stems ("Tomatsuppe" for "suppen", stem "sup"),
 * or, for a stem shorter than three letters, begins with it.
 */
export function highlightParts(text: string, stems: readonly string[]): TextPart[] {
  const usable = stems.map((stem) => stem.toLowerCase()).filter(Boolean);
  if (usable.length === 0) return [{ text, match: false }];
  const parts: TextPart[] = [];
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    if (!piece) continue;
    const word = piece.toLowerCase();
    const match =
      /[\p{L}\p{N}]/u.test(piece) &&
      usable.some((stem) => (stem.length >= 3 ? word.includes(stem) : word.startsWith(stem)));
    const last = parts.at(-1);
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  return parts;
}

/**
 * Danish alphabetical order for the "name" sort, in a byte-wise ("C") comparison: Æ, Ø and Å
 * after Z and in that order, Ä and Ö with Æ and Ø, Ü as Y, accents off the common vowels. The
 * database sorts by the same key (`translate(lower(title), from, to) collate "C"`).
 */
export const NAME_SORT_FOLD = { from: "æøåäöüéèêáàó", to: "{|}{|yeeeaao" } as const;

export function nameSortKey(title: string): string {
  let key = "";
  for (const character of title.toLowerCase()) {
    const at = NAME_SORT_FOLD.from.indexOf(character);
    key += at === -1 ? character : NAME_SORT_FOLD.to[at];
  }
  return key;
}

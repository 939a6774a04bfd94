/**
 * Text for the PDF's built-in fonts, which can draw only the Windows-1252 ("WinAnsi") characters:
 * all of Danish and the Latin-1 letters, the euro sign, typographic quotes and dashes. Anything
 * else would come out garbled (or cut the line short), so a letter with an accent the fonts lack
 * loses the accent ("ő" → "o"), an emoji is left out and any other character becomes "?".
 */

/** The characters Windows-1252 has beyond ASCII and Latin-1 (0x80–0x9F). */
const WINDOWS_1252_EXTRAS = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0)!;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINDOWS_1252_EXTRAS.includes(char)
  );
}

export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text.replace(/[\t\n\r]+/g, " ")) {
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    // Emoji, their joiners and variation selectors: nothing to draw.
    if (/^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0e|\ufe0f)$/u.test(char)) continue;
    const base = char.normalize("NFD").replace(/\p{M}+/gu, "");
    out += base && [...base].every(isWinAnsi) ? base : "?";
  }
  return out.replace(/ {2,}/g, " ").trim();
}

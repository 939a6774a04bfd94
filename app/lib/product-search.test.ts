import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  highlightParts,
  nameSortKey,
  normaliseSearchText,
  searchWords,
  SEARCH_TEXT_LIMIT,
  textSearchQuery,
} from "./product-search";

describe("normaliseSearchText", () => {
  it("drops control and format characters and collapses white space", () => {
    expect(normaliseSearchText("  rød\u0000linse\u200Fsuppe \t\n  med  ")).toBe("rød linse suppe med");
    expect(normaliseSearchText(null)).toBe("");
    expect(normaliseSearchText("\u0000\u0001")).toBe("");
  });

  it("reads at most 100 characters, without cutting a character in two", () => {
    expect(normaliseSearchText("a".repeat(10_000))).toHaveLength(SEARCH_TEXT_LIMIT);
    const cut = normaliseSearchText("🍅".repeat(200));
    expect(Array.from(cut)).toHaveLength(SEARCH_TEXT_LIMIT);
    expect(cut).toBe("🍅".repeat(SEARCH_TEXT_LIMIT));
  });
});

describe("searchWords and textSearchQuery", () => {
  it("keeps the words, lower case, each once", () => {
    expect(searchWords("Rød LINSESUPPE, rød!")).toEqual(["rød", "linsesuppe"]);
    expect(searchWords(`&|!:*'"\\()<>`)).toEqual([]);
    expect(textSearchQuery(searchWords("Tomat supe"))).toBe("tomat:* & supe:*");
  });

  it("never lets a character of the query syntax through, whatever is typed", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), (typed) => {
        const query = textSearchQuery(searchWords(normaliseSearchText(typed)));
        expect(query).toMatch(/^(?:[\p{L}\p{N}]+:\*(?: & [\p{L}\p{N}]+:\*)*)?$/u);
        expect(searchWords(typed).length).toBeLessThanOrEqual(8);
      }),
    );
  });
});

describe("highlightParts", () => {
  it("marks the words that contain a searched stem", () => {
    expect(highlightParts("Rød linsesuppe med spidskommen", ["lins"])).toEqual([
      { text: "Rød ", match: false },
      { text: "linsesuppe", match: true },
      { text: " med spidskommen", match: false },
    ]);
    expect(highlightParts("Kartoffel-porresuppe", ["sup"])).toEqual([
      { text: "Kartoffel-", match: false },
      { text: "porresuppe", match: true },
    ]);
  });

  it("marks a short stem only at the start of a word", () => {
    expect(highlightParts("Æg og bæger", ["æg"])).toEqual([
      { text: "Æg", match: true },
      { text: " og bæger", match: false },
    ]);
  });

  it("keeps the text as it was", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
        (text, stems) => {
          expect(
            highlightParts(text, stems)
              .map((part) => part.text)
              .join(""),
          ).toBe(text);
        },
      ),
    );
  });
});

describe("nameSortKey", () => {
  it("sorts in Danish alphabetical order: Æ, Ø and Å after Z", () => {
    const titles = [
      "Ål i gelé",
      "Øllebrød",
      "Zucchinisuppe",
      "Æblegrød",
      "bønnesuppe",
      "Ärtsoppa",
      "Boller i karry",
    ];
    const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    expect(titles.sort((a, b) => byteOrder(nameSortKey(a), nameSortKey(b)))).toEqual([
      "Boller i karry",
      "bønnesuppe",
      "Zucchinisuppe",
      "Æblegrød",
      "Ärtsoppa",
      "Øllebrød",
      "Ål i gelé",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { toWinAnsi } from "./win-ansi";

describe("text for the PDF's built-in fonts", () => {
  it("keeps Danish, Latin-1 and Windows-1252's quotes, dashes and euro sign", () => {
    const text = "Rødbedesuppe med æble & Åkande – “hjemmelavet” … 12,50 € ½ kg";
    expect(toWinAnsi(text)).toBe(text);
  });

  it("drops an accent the fonts lack, leaves emoji out and marks anything else", () => {
    expect(toWinAnsi("Gulyás Erdős")).toBe("Gulyás Erdos");
    expect(toWinAnsi("Tomatsuppe 🍅 med basilikum 👍🏽")).toBe("Tomatsuppe med basilikum");
    expect(toWinAnsi("Borsjtj (борщ)")).toBe("Borsjtj (????)");
    expect(toWinAnsi("Linje\nto\tfaner")).toBe("Linje to faner");
  });
});

import { describe, expect, it } from "vitest";
import { firstLine, textLines } from "./text";

describe("textLines", () => {
  it("gives one item per line, trimmed, with blank lines ignored", () => {
    expect(textLines("Skær løget.\n\n  Steg det blødt.  \n   \nServer.")).toEqual([
      "Skær løget.",
      "Steg det blødt.",
      "Server.",
    ]);
  });

  it("accepts Windows and old Mac line breaks", () => {
    expect(textLines("a\r\nb\rc")).toEqual(["a", "b", "c"]);
  });

  it("gives nothing for an empty or missing text", () => {
    expect(textLines("")).toEqual([]);
    expect(textLines("\n \n")).toEqual([]);
    expect(textLines(null)).toEqual([]);
    expect(textLines(undefined)).toEqual([]);
  });

  it("keeps markup as it is: it is text to show, not to interpret", () => {
    expect(textLines("<script>alert(1)</script>\n<b>x</b>")).toEqual([
      "<script>alert(1)</script>",
      "<b>x</b>",
    ]);
  });
});

describe("firstLine", () => {
  it("is the first line that has text", () => {
    expect(firstLine("\n\n1 krukke Tomatsuppe\n4 æg")).toBe("1 krukke Tomatsuppe");
    expect(firstLine(null)).toBe("");
  });
});

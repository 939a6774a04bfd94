import { describe, expect, it } from "vitest";
import { csvDocument, csvFilename, spreadsheetText } from "./csv";

describe("csvDocument", () => {
  it("starts with a byte-order mark, ends rows with CRLF and keeps commas, quotes and lines in their cells", () => {
    const csv = csvDocument([
      ["Navn", "E-mail"],
      ['Søren "Suppe", Østerbro', "a@b.dk"],
      ["To\nlinjer", "c@d.dk"],
    ]);
    expect(csv).toBe('\uFEFFNavn,E-mail\r\n"Søren ""Suppe"", Østerbro",a@b.dk\r\n"To\nlinjer",c@d.dk\r\n');
  });

  it("keeps what a spreadsheet would run as a formula as text, and numbers as numbers", () => {
    expect(spreadsheetText('=HYPERLINK("http://x","klik")')).toBe('\'=HYPERLINK("http://x","klik")');
    expect(spreadsheetText("+45 12 34 56 78")).toBe("'+45 12 34 56 78");
    expect(spreadsheetText("@navn")).toBe("'@navn");
    expect(spreadsheetText("-12.50")).toBe("-12.50");
    expect(spreadsheetText("Anna")).toBe("Anna");
  });

  it("names a download by what it holds and the day", () => {
    expect(csvFilename("nyhedsbrev", new Date("2026-11-21T12:00:00Z"))).toBe(
      "krukke-nyhedsbrev-2026-11-21.csv",
    );
  });
});

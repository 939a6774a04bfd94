import { describe, expect, it } from "vitest";
import {
  DEFAULT_ACCOUNTS,
  journal,
  journalAmount,
  journalCsv,
  journalLines,
  readJournalAmount,
  readJournalCsv,
  voucherFilename,
  type JournalDocument,
  type JournalLine,
} from "./bookkeeping";
import { vatIncluded } from "./money";

const accounts = { sales: "1010", freight: "1020", vat: "7700", refunds: "1030", settlement: "5820" };

const invoice = (changes: Partial<JournalDocument> = {}): JournalDocument => ({
  kind: "invoice",
  number: 1042,
  date: "2026-11-28",
  total: 105_00,
  vat: 21_00,
  freight: 50_00,
  orderNumber: "#A1B2C3D4",
  credits: null,
  ...changes,
});

const sum = (lines: JournalLine[], field: "net" | "vat" | "gross", account?: string) =>
  lines
    .filter((line) => !account || line.account === account)
    .reduce((total, line) => total + line[field], 0);

describe("journal lines", () => {
  it("book an invoice with a discount and freight: goods and freight excl. VAT, the VAT, the total", () => {
    // 3 jars at 59,95 = 179,85, 10 % off (17,99) = 161,86, freight 49,00: 210,86 incl. 42,17 VAT.
    const document = invoice({ total: 210_86, vat: vatIncluded(210_86), freight: 49_00 });
    expect(document.vat).toBe(42_17);
    const lines = journalLines(document, accounts);
    expect(lines).toEqual([
      { ...base(document), account: "1010", net: -129_49, vat: -32_37, gross: -161_86 },
      { ...base(document), account: "1020", net: -39_20, vat: -9_80, gross: -49_00 },
      { ...base(document), account: "7700", net: -42_17, vat: 0, gross: -42_17 },
      { ...base(document), account: "5820", net: 210_86, vat: 0, gross: 210_86 },
    ]);
    // A voucher balances; its revenue lines' VAT is the VAT line; the gross is the document's.
    expect(sum(lines, "net")).toBe(0);
    expect(sum(lines, "vat", "1010") + sum(lines, "vat", "1020")).toBe(-document.vat);
    expect(sum(lines, "gross", "1010") + sum(lines, "gross", "1020")).toBe(-document.total);
    expect(lines[0]!.text).toBe("Faktura 1042, ordre #A1B2C3D4");
  });

  it("book a credit note on the refunds account with the opposite signs, freight included", () => {
    const document = invoice({ kind: "credit_note", number: 1043, credits: 1042 });
    const lines = journalLines(document, accounts);
    expect(lines).toEqual([
      { ...base(document), account: "1030", net: 84_00, vat: 21_00, gross: 105_00 },
      { ...base(document), account: "7700", net: 21_00, vat: 0, gross: 21_00 },
      { ...base(document), account: "5820", net: -105_00, vat: 0, gross: -105_00 },
    ]);
    expect(lines[0]!.text).toBe("Kreditnota 1043 til faktura 1042, ordre #A1B2C3D4");
  });

  it("leave out a freight line without freight, and put the rounding øre where the stored VAT says", () => {
    // 0,03 kr: a fifth is 0,006 → 0,01 VAT; freight 0,01 incl. 0,00 VAT (rounded half away).
    const tiny = journalLines(invoice({ total: 3, vat: 1, freight: 0 }), accounts);
    expect(tiny.map((line) => line.account)).toEqual(["1010", "7700", "5820"]);
    expect(tiny[0]).toMatchObject({ net: -2, vat: -1, gross: -3 });
    // Goods 0,03 and freight 0,03: a fifth of each rounds to 0,01, but the document's 0,06
    // holds 0,01 VAT (stored): the freight takes its 0,01, the goods what is left (none).
    const split = journalLines(invoice({ total: 6, vat: 1, freight: 3 }), accounts);
    expect(split.map((line) => [line.account, line.net, line.vat])).toEqual([
      ["1010", -3, 0],
      ["1020", -2, -1],
      ["7700", -1, 0],
      ["5820", 6, 0],
    ]);
    // Whatever the VAT stored, the lines add up to it and the total exactly.
    for (let total = 1; total <= 2_000; total += 7) {
      for (const freight of [0, 1, 3, 49_00].filter((amount) => amount <= total)) {
        for (const vat of [vatIncluded(total), vatIncluded(total) + 1, Math.max(vatIncluded(total) - 1, 0)]) {
          const lines = journalLines(invoice({ total, vat, freight }), accounts);
          expect(sum(lines, "net")).toBe(0);
          expect(0 - sum(lines, "vat")).toBe(vat);
          expect(sum(lines, "net", "5820")).toBe(total);
          expect(0 - sum(lines, "net", "7700")).toBe(vat);
        }
      }
    }
  });

  it("refuse amounts that are not whole øre or a freight above the total", () => {
    expect(() => journalLines(invoice({ total: 10.5 }), accounts)).toThrow(RangeError);
    expect(() => journalLines(invoice({ total: 40_00, freight: 50_00 }), accounts)).toThrow(RangeError);
  });
});

describe("the journal CSV", () => {
  it("is semicolon-separated with a BOM, dd-mm-yyyy dates and decimal commas, and reads back", () => {
    const lines = journal(
      [
        invoice(),
        invoice({ kind: "credit_note", number: 1043, credits: 1042, total: 25_00, vat: 5_00, freight: 0 }),
      ],
      DEFAULT_ACCOUNTS,
    );
    const csv = journalCsv(lines);
    expect(csv.startsWith("\uFEFFDato;Bilag;Tekst;Konto;Netto;Moms;Brutto\r\n")).toBe(true);
    expect(csv).toContain("28-11-2026;1042;Faktura 1042, ordre #A1B2C3D4;1010;-44,00;-11,00;-55,00\r\n");
    expect(csv).toContain(
      "28-11-2026;1043;Kreditnota 1043 til faktura 1042, ordre #A1B2C3D4;1030;20,00;5,00;25,00\r\n",
    );
    expect(readJournalCsv(csv)).toEqual(lines);
    // A text with the separator or a quote is quoted, and reads back as it was.
    const odd = [{ ...lines[0]!, text: 'Faktura; "særlig"' }];
    expect(journalCsv(odd)).toContain(';"Faktura; ""særlig""";');
    expect(readJournalCsv(journalCsv(odd))).toEqual(odd);
  });

  it("writes amounts with a comma and a minus, never a thousands separator", () => {
    expect(journalAmount(123_456_78)).toBe("123456,78");
    expect(journalAmount(-5)).toBe("-0,05");
    expect(journalAmount(0)).toBe("0,00");
    expect(readJournalAmount("-1234,50")).toBe(-123_450);
    expect(() => readJournalAmount("1.234,50")).toThrow(RangeError);
  });

  it("names the vouchers' files by kind and number", () => {
    expect(voucherFilename({ kind: "invoice", number: 1042 })).toBe("faktura-1042.pdf");
    expect(voucherFilename({ kind: "credit_note", number: 1043 })).toBe("kreditnota-1043.pdf");
  });
});

function base(document: JournalDocument) {
  return {
    date: document.date,
    voucher: document.number,
    text: expect.stringContaining(String(document.number)) as unknown as string,
  };
}

/**
 * The bookkeeping export: a period's invoices and credit notes as journal lines ("kassekladde")
 * that e-conomic and Dinero import, on the accounts the owner sets once.
 *
 * The scheme, one voucher (bilag) per document, its lines summing to zero:
 *
 * | document    | line       | account    | Netto (posted)  |
 * | ----------- | ---------- | ---------- | --------------- |
 * | invoice     | goods      | sales      | − goods excl. VAT  (credit) |
 * | invoice     | freight    | freight    | − freight excl. VAT (credit) |
 * | invoice     | VAT        | VAT        | − VAT              (credit) |
 * | invoice     | settlement | settlement | + total incl. VAT  (debit)  |
 * | credit note | refund     | refunds    | + amount excl. VAT (debit)  |
 * | credit note | VAT        | VAT        | + VAT              (debit)  |
 * | credit note | settlement | settlement | − amount incl. VAT (credit) |
 *
 * `Netto` is what a line posts on its account (debit positive, credit negative). On a sales,
 * freight or refunds line `Moms` is the VAT belonging to it (posted on the VAT line) and `Brutto`
 * is Netto + Moms, what the customer paid for that part; on the VAT and settlement lines Moms is
 * 0 and Brutto is Netto. The VAT is the document's stored VAT, never recomputed: freight's share
 * is a fifth of the freight (25 % contained, rounded half away from zero), the goods take the
 * rest, so the lines add up to the stored total and VAT to the øre.
 *
 * All amounts are integer øre.
 */
import { ACCOUNT_KEYS, ACCOUNT_PATTERN, DEFAULT_ACCOUNTS, type Accounts } from "./bookkeeping-accounts";
import { csvDocument } from "./csv";
import type { InvoiceKind } from "./invoices";
import { vatIncluded } from "./money";

/** A kind of document issued in a period: how many, their totals incl. VAT and their VAT (øre). */
export type DocumentSums = { count: number; gross: number; vat: number };
/** The period's invoices and credit notes, as the bookkeeping page shows them. */
export type SalesTotals = { invoices: DocumentSums; creditNotes: DocumentSums };

export { ACCOUNT_KEYS, ACCOUNT_PATTERN, DEFAULT_ACCOUNTS, type Accounts };

/** What a journal needs of an issued document (a row of `invoices` and its snapshot). */
export type JournalDocument = {
  kind: InvoiceKind;
  number: number;
  /** The Copenhagen day of issue, "YYYY-MM-DD". */
  date: string;
  /** Incl. VAT (a credit note: the amount credited), as stored. */
  total: number;
  /** The VAT contained in `total`, as stored. */
  vat: number;
  /** The freight incl. VAT the document carries (0 on a partial credit note). */
  freight: number;
  /** "304e4a54" (orderNumber in ~/lib/orders) */
  orderNumber: string;
  /** A credit note's invoice. */
  credits: number | null;
};

export type JournalLine = {
  date: string;
  voucher: number;
  text: string;
  account: string;
  /** Posted on `account`: debit positive, credit negative. */
  net: number;
  vat: number;
  gross: number;
};

/** "Faktura 1042, ordre 304e4a54" / "Kreditnota 1043 til faktura 1042, ordre 304e4a54". */
export function voucherText(document: JournalDocument): string {
  return document.kind === "invoice"
    ? `Faktura ${document.number}, ordre ${document.orderNumber}`
    : `Kreditnota ${document.number}${document.credits ? ` til faktura ${document.credits}` : ""}, ordre ${document.orderNumber}`;
}

function assertDocument(document: JournalDocument): void {
  const amounts = [document.total, document.vat, document.freight];
  if (!amounts.every((amount) => Number.isSafeInteger(amount) && amount >= 0)) {
    throw new RangeError(`Document ${document.number} has an amount that is not whole øre`);
  }
  if (document.freight > document.total || document.vat > document.total) {
    throw new RangeError(`Document ${document.number}: freight or VAT above the total`);
  }
}

/** The goods' and the freight's shares of a document's total and VAT (øre, before signs). */
export function splitDocument(document: Pick<JournalDocument, "total" | "vat" | "freight" | "number">) {
  const freightVat = Math.min(vatIncluded(document.freight), document.vat);
  const goods = document.total - document.freight;
  const goodsVat = document.vat - freightVat;
  return {
    goods: { net: goods - goodsVat, vat: goodsVat, gross: goods },
    freight: { net: document.freight - freightVat, vat: freightVat, gross: document.freight },
  };
}

/** A document's journal lines, in the scheme above. */
export function journalLines(document: JournalDocument, accounts: Accounts): JournalLine[] {
  assertDocument(document);
  const base = { date: document.date, voucher: document.number, text: voucherText(document) };
  const line = (account: string, net: number, vat = 0): JournalLine => ({
    ...base,
    account,
    net: net + 0, // never -0
    vat: vat + 0,
    gross: net + vat + 0,
  });
  const { goods, freight } = splitDocument(document);
  if (document.kind === "invoice") {
    return [
      line(accounts.sales, -goods.net, -goods.vat),
      ...(document.freight > 0 ? [line(accounts.freight, -freight.net, -freight.vat)] : []),
      line(accounts.vat, -document.vat),
      line(accounts.settlement, document.total),
    ];
  }
  const net = document.total - document.vat;
  return [
    line(accounts.refunds, net, document.vat),
    line(accounts.vat, document.vat),
    line(accounts.settlement, -document.total),
  ];
}

/** A journal of several documents, in their order. */
export function journal(documents: readonly JournalDocument[], accounts: Accounts): JournalLine[] {
  return documents.flatMap((document) => journalLines(document, accounts));
}

/** "2026-11-28" → "28-11-2026". */
export function journalDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}-${month}-${year}`;
}

/** 123450 → "1234,50"; -5 → "-0,05": decimal comma, no thousands separator. */
export function journalAmount(ore: number): string {
  if (!Number.isSafeInteger(ore)) throw new RangeError(`Not a whole number of øre: ${ore}`);
  const abs = Math.abs(ore);
  return `${ore < 0 ? "-" : ""}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, "0")}`;
}

/** "1234,50" / "-0,05" → øre (for tests and checks of a journal read back). */
export function readJournalAmount(text: string): number {
  const match = /^(-)?(\d+),(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`Not a journal amount: ${JSON.stringify(text)}`);
  const ore = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -ore : ore;
}

export const JOURNAL_COLUMNS = ["Dato", "Bilag", "Tekst", "Konto", "Netto", "Moms", "Brutto"] as const;

/**
 * The journal as a CSV file: UTF-8 with a byte-order mark, semicolons, CRLF, a header row,
 * dates dd-mm-yyyy and amounts with a decimal comma (the Danish format both tools read).
 */
export function journalCsv(lines: readonly JournalLine[]): string {
  return csvDocument(
    [
      JOURNAL_COLUMNS,
      ...lines.map((line) => [
        journalDate(line.date),
        String(line.voucher),
        line.text,
        line.account,
        journalAmount(line.net),
        journalAmount(line.vat),
        journalAmount(line.gross),
      ]),
    ],
    { delimiter: ";" },
  );
}

/**
 * A journal CSV read back into its lines (the tests' check of a download): semicolons, cells in
 * double quotes where they hold one, a header row as `journalCsv` writes it.
 */
export function readJournalCsv(csv: string): JournalLine[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const text = csv.replace(/^\uFEFF/, "");
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ";") {
      row.push(cell);
      cell = "";
    } else if (char === "\n") {
      rows.push([...row, cell.replace(/\r$/, "")]);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  const [header, ...body] = rows;
  if (header?.join(";") !== JOURNAL_COLUMNS.join(";")) throw new Error("Not a journal: its header differs");
  return body.map(([date = "", voucher = "", text = "", account = "", net = "", vat = "", gross = ""]) => ({
    date: date.split("-").reverse().join("-"),
    voucher: Number(voucher),
    text,
    account,
    net: readJournalAmount(net),
    vat: readJournalAmount(vat),
    gross: readJournalAmount(gross),
  }));
}

/** "faktura-1042.pdf" / "kreditnota-1043.pdf": a voucher's file in the zip (Danish, as the books). */
export function voucherFilename(document: { kind: InvoiceKind; number: number }): string {
  return `${document.kind === "invoice" ? "faktura" : "kreditnota"}-${document.number}.pdf`;
}

/** "krukke-kassekladde-2026-11-01-2026-11-30.csv" / "krukke-bilag-….zip". */
export function exportFilename(kind: "kassekladde" | "bilag", period: { from: string; to: string }): string {
  return `krukke-${kind}-${period.from}-${period.to}.${kind === "kassekladde" ? "csv" : "zip"}`;
}

/**
 * CSV files for spreadsheets: written with a CSV library (a comma, quote or line break stays in
 * its cell), with a byte-order mark so æ, ø and å read right, and with cells that a
 * spreadsheet would run as a formula (=, +, -, @ first) kept as text.
 */
import { stringify } from "csv-stringify/sync";

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as text even in a spreadsheet: "=1+1" becomes "'=1+1". Numbers stay numbers. */
export function spreadsheetText(cell: string): string {
  return FORMULA_START.test(cell) && !/^-?\d+([.,]\d+)?$/.test(cell) ? `'${cell}` : cell;
}

/** `delimiter`: a comma unless told (the bookkeeping journal's Danish format wants ";"). */
export function csvDocument(
  rows: readonly (readonly string[])[],
  options: { delimiter?: "," | ";" } = {},
): string {
  const safe = rows.map((row) => row.map(spreadsheetText));
  return `\uFEFF${stringify(safe, {
    delimiter: options.delimiter ?? ",",
    record_delimiter: "\r\n",
    quoted_match: /[\r\n]/,
  })}`;
}

/** "krukke-ordrer-2026-11-21.csv": a download named by what it holds and today's date. */
export function csvFilename(name: string, today: Date): string {
  return `krukke-${name}-${today.toISOString().slice(0, 10)}.csv`;
}

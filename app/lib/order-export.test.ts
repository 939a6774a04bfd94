import { describe, expect, it } from "vitest";
import { translator } from "~/i18n";
import { ordersCsv, ordersCsvFilename } from "./order-export";

/** A minimal RFC 4180 reader, to check what a spreadsheet would see. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

const tricky = 'Suppe, "den gode"\nmed brød';

describe("ordersCsv", () => {
  const orders = [
    {
      id: "3f2b8c1e-9d4a-4b7e-8f00-1a2b3c4d5e6f",
      createdAt: "2026-03-05T10:00:00Z",
      status: "paid",
      total: 12345,
      items: [
        { title: tricky, quantity: 2 },
        { title: "Boller i karry", quantity: 1 },
      ],
    },
    { id: "x", createdAt: "2026-03-06T10:00:00Z", status: "on-hold", total: 0, items: [] },
  ];

  it("keeps a title with a comma, a quote and a line break in its cell", () => {
    const rows = readCsv(ordersCsv(orders, translator("da"), "da").replace(/^\uFEFF/, ""));
    expect(rows[0]).toEqual(["Ordre-ID", "Dato", "Status", "I alt (DKK)", "Produkter"]);
    expect(rows[1]).toEqual([
      orders[0]!.id,
      "05.03.2026",
      "Betalt",
      "123.45",
      `2 × ${tricky}; 1 × Boller i karry`,
    ]);
    expect(rows[2]).toEqual(["x", "06.03.2026", "on-hold", "0.00", ""]);
    expect(rows).toHaveLength(3);
  });

  it("starts with a byte-order mark and writes English headings in English", () => {
    const csv = ordersCsv(orders, translator("en"), "en");
    expect(csv.startsWith("\uFEFFOrder ID,Date,Status")).toBe(true);
    expect(csv).toContain("Paid");
  });

  it("is named by today's date", () => {
    expect(ordersCsvFilename(new Date("2026-11-21T12:00:00Z"), "da")).toBe("krukke-ordrer-2026-11-21.csv");
  });
});

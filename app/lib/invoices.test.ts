import { describe, expect, it } from "vitest";
import {
  creditable,
  creditNoteDocument,
  documentFilename,
  documentPath,
  invoiceDocument,
  lineTotal,
  type DocumentBuyer,
  type DocumentSeller,
  type InvoicedOrder,
} from "./invoices";

const seller: DocumentSeller = {
  legalName: "Krukke ApS",
  street: "Rugbrødsvej 7",
  postalCode: "2600",
  city: "Glostrup",
  country: "Danmark",
  cvr: "41 27 63 58",
  email: "hej@krukke.dk",
};
const buyer: DocumentBuyer = {
  name: "Mette Hansen",
  email: "mette@example.dk",
  street: "Vestergade 1",
  postalCode: "8000",
  city: "Aarhus C",
  country: "Danmark",
  companyName: null,
  cvr: null,
};
// Two soups at 55,00 and a dish at 89,95, 20 kr off with a code, 50 kr freight (under 400 kr).
const order: InvoicedOrder = {
  id: "0b7c1d2e-0000-4000-8000-000000000001",
  createdAt: "2026-03-02T09:15:00.000Z",
  language: "da",
  subtotal: 199_95,
  discount: 20_00,
  discountCode: "VELKOMMEN10",
  freight: 50_00,
  total: 229_95,
  lines: [
    { title: "Tomatsuppe", quantity: 2, unitPrice: 55_00 },
    { title: "Linsegryde", quantity: 1, unitPrice: 89_95 },
  ],
};
const issuedAt = new Date("2026-03-02T09:16:00.000Z");

describe("an invoice", () => {
  const invoice = invoiceDocument({ number: 17, issuedAt, seller, buyer, order });

  it("prints each line's total and the order's own totals", () => {
    expect(invoice.lines.map((line) => line.total)).toEqual([110_00, 89_95]);
    expect(invoice.lines.reduce((sum, line) => sum + line.total, 0)).toBe(invoice.subtotal);
    expect(invoice.subtotal - invoice.discount + invoice.freight).toBe(invoice.total);
    expect(invoice).toMatchObject({
      kind: "invoice",
      number: 17,
      language: "da",
      discountCode: "VELKOMMEN10",
    });
    expect(invoice.order).toEqual({ id: order.id, number: "0b7c1d2e", date: "2026-03-02T09:15:00.000Z" });
    expect(invoice.issuedAt).toBe("2026-03-02T09:16:00.000Z");
  });

  it("states the VAT contained in the total: a fifth of it (25 of 125), to the øre", () => {
    expect(invoice.vat).toBe(45_99); // 229,95 × 25/125 = 45,99
    expect(
      invoiceDocument({ number: 1, issuedAt, seller, buyer, order: { ...order, total: 105_00 } }).vat,
    ).toBe(21_00);
    // Half an øre rounds away from zero: 0,02 kr holds 0,004 kr of VAT, 0,03 kr holds 0,006.
    expect(invoiceDocument({ number: 1, issuedAt, seller, buyer, order: { ...order, total: 2 } }).vat).toBe(
      0,
    );
    expect(invoiceDocument({ number: 1, issuedAt, seller, buyer, order: { ...order, total: 3 } }).vat).toBe(
      1,
    );
  });

  it("refuses a line that is not a whole number of jars at a whole number of øre", () => {
    expect(() => lineTotal(55_00, 0)).toThrow(RangeError);
    expect(() => lineTotal(55.5, 1)).toThrow(RangeError);
    expect(lineTotal(55_00, 3)).toBe(165_00);
  });
});

describe("a credit note", () => {
  const invoice = invoiceDocument({ number: 17, issuedAt, seller, buyer, order });
  const later = new Date("2026-03-10T12:00:00.000Z");

  it("for the whole invoice repeats its lines, discount and freight", () => {
    const note = creditNoteDocument({
      number: 18,
      issuedAt: later,
      seller,
      invoice,
      credited: 0,
      amount: invoice.total,
      reason: "cancellation",
      partialTitle: "unused",
    });
    expect(note).toMatchObject({
      kind: "credit_note",
      number: 18,
      lines: invoice.lines,
      subtotal: invoice.subtotal,
      discount: 20_00,
      freight: 50_00,
      total: 229_95,
      vat: 45_99,
      buyer,
      credits: { number: 17, issuedAt: invoice.issuedAt, reason: "cancellation" },
    });
  });

  it("for a part is one line naming the invoice, with the VAT of that amount", () => {
    const note = creditNoteDocument({
      number: 19,
      issuedAt: later,
      seller,
      invoice,
      credited: 0,
      amount: 25_00,
      reason: "refund",
      partialTitle: "Delvis kreditering af faktura nr. 17",
    });
    expect(note.lines).toEqual([
      { title: "Delvis kreditering af faktura nr. 17", quantity: 1, unitPrice: 25_00, total: 25_00 },
    ]);
    expect(note).toMatchObject({ subtotal: 25_00, discount: 0, freight: 0, total: 25_00, vat: 5_00 });
    // The rest of the invoice, after that part, is a part too (not the whole invoice again).
    const rest = creditNoteDocument({
      number: 20,
      issuedAt: later,
      seller,
      invoice,
      credited: 25_00,
      amount: 204_95,
      reason: "refund",
      partialTitle: "Delvis kreditering af faktura nr. 17",
    });
    expect(rest.lines).toHaveLength(1);
    expect(rest.vat).toBe(40_99);
  });

  it("never credits more than the invoice has left", () => {
    expect(creditable(invoice, 200_00)).toBe(29_95);
    expect(creditable(invoice, 300_00)).toBe(0);
    const credit = (credited: number, amount: number) => () =>
      creditNoteDocument({
        number: 21,
        issuedAt: later,
        seller,
        invoice,
        credited,
        amount,
        reason: "refund",
        partialTitle: "x",
      });
    expect(credit(200_00, 29_96)).toThrow(RangeError);
    expect(credit(0, 0)).toThrow(RangeError);
    expect(credit(0, -1)).toThrow(RangeError);
    expect(credit(200_00, 29_95)).not.toThrow();
  });
});

describe("a document's file and address", () => {
  it("are named by kind and number in the document's language", () => {
    expect(documentFilename({ kind: "invoice", number: 17, language: "da" })).toBe("krukke-faktura-17.pdf");
    expect(documentFilename({ kind: "credit_note", number: 18, language: "da" })).toBe(
      "krukke-kreditnota-18.pdf",
    );
    expect(documentFilename({ kind: "credit_note", number: 18, language: "en" })).toBe(
      "krukke-credit-note-18.pdf",
    );
    expect(documentPath(17)).toBe("/profile/faktura/17");
  });
});

/**
 * A business customer's invoice and credit notes, with a discount code, freight and prices whose
 * VAT does not come out even: the documents the e-invoice tests write and validate.
 */
import { creditNoteDocument, invoiceDocument, type DocumentBuyer, type DocumentSeller } from "~/lib/invoices";

export const seller: DocumentSeller = {
  legalName: "Krukke ApS",
  street: "Rugbrødsvej 7",
  postalCode: "2600",
  city: "Glostrup",
  country: "Danmark",
  cvr: "41 27 63 58",
  email: "hej@krukke.dk",
};

export const businessBuyer: DocumentBuyer = {
  name: "Mette <Hansen>",
  email: "mette@groen-frokost.dk",
  street: "Vestergade 1",
  postalCode: "8000",
  city: "Aarhus C",
  country: "Danmark",
  companyName: "Grøn Frokost & Søn ApS",
  cvr: "24256790",
};

const lines = [
  { title: "Tomatsuppe", quantity: 2, unitPrice: 55_00 },
  { title: 'Linsegryde "Dal"', quantity: 3, unitPrice: 49_99 },
  { title: "Kyllingesuppe", quantity: 7, unitPrice: 44_95 },
];
const subtotal = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

export const businessInvoice = invoiceDocument({
  number: 1017,
  issuedAt: new Date("2026-03-02T23:30:00.000Z"), // 3 March in Copenhagen
  seller,
  buyer: businessBuyer,
  order: {
    id: "0b7c1d2e-0000-4000-8000-000000000001",
    createdAt: "2026-03-02T23:15:00.000Z",
    language: "da",
    subtotal,
    discount: 57_46,
    discountCode: "FIRMA10",
    freight: 49_00,
    total: subtotal - 57_46 + 49_00,
    lines,
  },
});

/** The whole invoice credited: its lines, discount and freight. */
export const wholeCreditNote = creditNoteDocument({
  number: 1018,
  issuedAt: new Date("2026-03-05T10:00:00.000Z"),
  seller,
  invoice: businessInvoice,
  credited: 0,
  amount: businessInvoice.total,
  reason: "cancellation",
  partialTitle: "Delvis kreditering af faktura nr. 1017",
});

/** A part of the invoice credited (a partial refund): one line. */
export const partialCreditNote = creditNoteDocument({
  number: 1019,
  issuedAt: new Date("2026-03-05T10:00:00.000Z"),
  seller,
  invoice: businessInvoice,
  credited: 0,
  amount: 44_97,
  reason: "refund",
  partialTitle: "Delvis kreditering af faktura nr. 1017",
});

/**
 * What an invoice or a credit note says. Danish bookkeeping wants each document numbered in one
 * unbroken series and never changed once issued, so a document is written out in full when it is
 * issued (seller, buyer, lines, totals, VAT) and stored that way: the PDF prints that record,
 * and a renamed product, an edited profile or a new shop address does not alter it.
 *
 * Every amount is in øre incl. 25% VAT, as everywhere in the shop.
 */
import type { Language } from "~/i18n/languages";
import type { CreditReason, InvoiceKind } from "./domain";
import { vatIncluded } from "./money";
import { orderNumber } from "./orders";

export type { CreditReason, InvoiceKind } from "./domain";

export type DocumentSeller = {
  legalName: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  cvr: string;
  email: string;
};

export type DocumentBuyer = {
  name: string;
  email: string | null;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  /** A business customer's company and CVR number (8 digits), printed on their documents. */
  companyName: string | null;
  cvr: string | null;
  /**
   * A business customer's EAN number (GLN) when the document was issued: where its e-invoice is
   * addressed. Absent in documents issued before the shop stored EAN numbers.
   */
  ean?: string | null;
};

export type DocumentLine = { title: string; quantity: number; unitPrice: number; total: number };

export type InvoiceDocument = {
  kind: InvoiceKind;
  number: number;
  /** ISO time of issue. */
  issuedAt: string;
  language: Language;
  seller: DocumentSeller;
  buyer: DocumentBuyer;
  order: { id: string; number: string; date: string };
  lines: DocumentLine[];
  /** The lines' sum, before a discount code and freight. */
  subtotal: number;
  discount: number;
  discountCode: string | null;
  freight: number;
  /** What the document is for, incl. VAT (for a credit note: the amount credited). */
  total: number;
  /** The VAT contained in the total. */
  vat: number;
  /** A credit note's invoice and why it was issued. */
  credits?: { number: number; issuedAt: string; reason: CreditReason };
};

/** An order as it is when it is paid: the server's own figures, never recomputed here. */
/** An invoice or credit note as an order's pages list it (`documentsOfOrder` in invoices.server.ts). */
export type OrderDocument = {
  number: number;
  kind: InvoiceKind;
  issuedAt: string;
  /** øre incl. VAT; a credit note's is the amount credited. */
  total: number;
  /** A credit note's invoice. */
  credits: number | null;
  /** Made out to a business (a CVR number): there is an e-invoice of it too. */
  eInvoice: boolean;
};

export type InvoicedOrder = {
  id: string;
  createdAt: Date | string;
  language: Language;
  subtotal: number;
  discount: number;
  discountCode: string | null;
  freight: number;
  total: number;
  lines: { title: string; quantity: number; unitPrice: number }[];
};

export function lineTotal(unitPrice: number, quantity: number): number {
  if (!Number.isSafeInteger(unitPrice) || !Number.isSafeInteger(quantity) || quantity <= 0) {
    throw new RangeError(`Not a line: ${quantity} × ${unitPrice}`);
  }
  return unitPrice * quantity;
}

/** The invoice for a paid order. */
export function invoiceDocument(input: {
  number: number;
  issuedAt: Date;
  seller: DocumentSeller;
  buyer: DocumentBuyer;
  order: InvoicedOrder;
}): InvoiceDocument {
  const { order } = input;
  const lines = order.lines.map((line) => ({ ...line, total: lineTotal(line.unitPrice, line.quantity) }));
  return {
    kind: "invoice",
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    language: order.language,
    seller: input.seller,
    buyer: input.buyer,
    order: {
      id: order.id,
      number: orderNumber(order.id),
      date: new Date(order.createdAt).toISOString(),
    },
    lines,
    subtotal: order.subtotal,
    discount: order.discount,
    discountCode: order.discountCode,
    freight: order.freight,
    total: order.total,
    vat: vatIncluded(order.total),
  };
}

/**
 * What an invoice can still be credited: its total less the credit notes already issued for it.
 */
export function creditable(invoice: Pick<InvoiceDocument, "total">, credited: number): number {
  return Math.max(invoice.total - credited, 0);
}

/**
 * A credit note for `amount` of `invoice`. Crediting the whole invoice at once repeats its lines,
 * discount and freight; a part (a partial refund) is one line naming the invoice, with
 * `partialTitle` as its text in the document's language.
 */
export function creditNoteDocument(input: {
  number: number;
  issuedAt: Date;
  seller: DocumentSeller;
  invoice: InvoiceDocument;
  /** Credit notes already issued for the invoice, in øre. */
  credited: number;
  amount: number;
  reason: CreditReason;
  partialTitle: string;
}): InvoiceDocument {
  const { invoice, amount } = input;
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > creditable(invoice, input.credited)) {
    throw new RangeError(`Cannot credit ${amount} øre of invoice ${invoice.number}`);
  }
  const whole = input.credited === 0 && amount === invoice.total;
  return {
    kind: "credit_note",
    number: input.number,
    issuedAt: input.issuedAt.toISOString(),
    language: invoice.language,
    seller: input.seller,
    buyer: invoice.buyer,
    order: invoice.order,
    ...(whole
      ? {
          lines: invoice.lines,
          subtotal: invoice.subtotal,
          discount: invoice.discount,
          discountCode: invoice.discountCode,
          freight: invoice.freight,
        }
      : {
          lines: [{ title: input.partialTitle, quantity: 1, unitPrice: amount, total: amount }],
          subtotal: amount,
          discount: 0,
          discountCode: null,
          freight: 0,
        }),
    total: amount,
    vat: vatIncluded(amount),
    credits: { number: invoice.number, issuedAt: invoice.issuedAt, reason: input.reason },
  };
}

/** "krukke-faktura-1017.pdf" / "krukke-kreditnota-1018.pdf" ("invoice" / "credit-note" in English). */
export function documentFilename(document: Pick<InvoiceDocument, "kind" | "number" | "language">): string {
  const names: Record<Language, Record<InvoiceKind, string>> = {
    da: { invoice: "faktura", credit_note: "kreditnota" },
    en: { invoice: "invoice", credit_note: "credit-note" },
  };
  return `krukke-${names[document.language][document.kind]}-${document.number}.pdf`;
}

/** Where a customer (or an admin) downloads a document. */
export function documentPath(number: number): string {
  return `/profile/faktura/${number}`;
}

/**
 * Where a business customer (or an admin) downloads a document's e-invoice (written by
 * `./peppol.ts`, which the pages that only link to it need not load).
 */
export function eInvoicePath(number: number): string {
  return `/profile/e-faktura/${number}`;
}

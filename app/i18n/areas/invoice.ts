/**
 * The invoices' and credit notes' texts, in both languages. Only the modules that use them import this one, so only their
 * pages download them (see ../index.ts); the server registers every part at start.
 */
import { registerTexts } from "../index";
import type { Texts } from "../translate";

const da = {
  invoice: {
    title: {
      invoice: "Faktura",
      credit_note: "Kreditnota",
    },
    invoiceNumber: "Faktura nr. {{number}}",
    creditNoteNumber: "Kreditnota nr. {{number}}",
    documents: "Faktura og kreditnotaer",
    pdfLink: "{{document}} (PDF)",
    eInvoiceLink: "Hent e-faktura (XML)",
    eInvoiceLabel: "Hent e-faktura (XML): {{document}}",
    number: "Nummer",
    date: "Dato",
    order: "Ordre",
    seller: "Sælger",
    buyer: "Kunde",
    cvr: "CVR-nr. {{cvr}}",
    credits: "Krediterer faktura nr. {{number}} af {{date}}",
    reason: {
      refund: "Årsag: refundering",
      cancellation: "Årsag: annulleret ordre",
      recall: "Årsag: tilbagekaldt vare",
    },
    product: "Vare",
    quantity: "Antal",
    unitPrice: "Stykpris",
    amount: "Beløb",
    subtotal: "Subtotal",
    discount: "Rabat ({{code}})",
    discountNoCode: "Rabat",
    freight: "Fragt",
    freightFree: "Gratis",
    total: "I alt (DKK)",
    creditTotal: "Krediteret i alt (DKK)",
    vat: "Heraf moms 25 %",
    pricesInclVat: "Alle beløb er i danske kroner inkl. 25 % moms.",
    paymentInvoice: "Betalt med betalingskort. Beløbet trækkes, når ordren afsendes.",
    paymentCreditNote: "Beløbet frigives eller tilbageføres til det kort, der blev betalt med.",
    partialCredit: "Delvis kreditering af faktura nr. {{number}}",
  },
};

const en: Texts<typeof da> = {
  invoice: {
    title: {
      invoice: "Invoice",
      credit_note: "Credit note",
    },
    invoiceNumber: "Invoice no. {{number}}",
    creditNoteNumber: "Credit note no. {{number}}",
    documents: "Invoice and credit notes",
    pdfLink: "{{document}} (PDF)",
    eInvoiceLink: "Download e-invoice (XML)",
    eInvoiceLabel: "Download e-invoice (XML): {{document}}",
    number: "Number",
    date: "Date",
    order: "Order",
    seller: "Seller",
    buyer: "Customer",
    cvr: "CVR no. {{cvr}}",
    credits: "Credits invoice no. {{number}} of {{date}}",
    reason: {
      refund: "Reason: refund",
      cancellation: "Reason: cancelled order",
      recall: "Reason: recalled product",
    },
    product: "Item",
    quantity: "Qty",
    unitPrice: "Unit price",
    amount: "Amount",
    subtotal: "Subtotal",
    discount: "Discount ({{code}})",
    discountNoCode: "Discount",
    freight: "Delivery",
    freightFree: "Free",
    total: "Total (DKK)",
    creditTotal: "Total credited (DKK)",
    vat: "Of which VAT 25%",
    pricesInclVat: "All amounts are in Danish kroner incl. 25% VAT.",
    paymentInvoice: "Paid by card. The amount is charged when the order ships.",
    paymentCreditNote: "The amount is released or returned to the card that paid.",
    partialCredit: "Partial credit of invoice no. {{number}}",
  },
};

export type InvoiceTexts = typeof da;

export const invoiceTexts = { da, en };
registerTexts(invoiceTexts);

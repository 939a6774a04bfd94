/**
 * A business customer's invoice or credit note as an e-invoice: a UBL 2.1 document after Peppol
 * BIS Billing 3.0 (the European norm EN 16931 with Peppol's and the Danish rules), the format
 * NemHandel and Peppol carry. It is written from the stored document (`InvoiceDocument`), so it
 * says what the PDF says: the same number, lines, discount, freight, total and VAT.
 *
 * The shop's amounts include 25 % VAT; UBL wants them without, with the VAT on top. The VAT is
 * the document's own (a fifth of the total, as the PDF prints it), the total without VAT is the
 * total less it, and the lines' net amounts are the lines' totals × 0.8 rounded to the øre so
 * that they add up to it exactly (the largest remainders get the odd øre). Unit prices are
 * written exactly (× 0.8 needs at most three decimals).
 *
 * The discount is a document-level allowance (UNCL 5189 code 95, "Discount") and the freight a
 * document-level charge (UNCL 7161 code FC, "Freight costs"), both standard-rated. The order was
 * paid by card when it was placed (and a credit note's money went back to the card), so the
 * whole amount is "prepaid" and nothing is payable.
 *
 * The rules are checked by the official schematron in tests/integration/e-invoices.test.ts (see
 * decision 0038).
 */
import { shopDate } from "./copenhagen";
import { hasCvrShape } from "./cvr";
import type { DocumentBuyer, InvoiceDocument } from "./invoices";
import { toKronerString } from "./money";

export const PEPPOL_CUSTOMIZATION_ID =
  "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0";
export const PEPPOL_PROFILE_ID = "urn:fdc:peppol.eu:2017:poacc:billing:01:1.0";

const NAMESPACES = {
  Invoice: "urn:oasis:names:specification:ubl:schema:xsd:Invoice-2",
  CreditNote: "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2",
  cac: "urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2",
  cbc: "urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2",
} as const;

/**
 * Where a party receives e-invoices (its Peppol participant identifier): a GLN ("EAN number",
 * ISO 6523 scheme 0088) or a Danish CVR number (scheme 0184).
 */
export type Endpoint = { scheme: "0088" | "0184"; id: string };

/**
 * A business buyer's endpoint: their EAN number (GLN) when they have stored one, else their CVR
 * number. A document made out to a private customer (no CVR number) has none: it gets no
 * e-invoice.
 */
export function buyerEndpoint(buyer: Pick<DocumentBuyer, "cvr">, ean: string | null): Endpoint | null {
  if (!buyer.cvr) return null;
  if (ean && /^\d{13}$/.test(ean)) return { scheme: "0088", id: ean };
  return { scheme: "0184", id: buyer.cvr };
}

/** "41 27 63 58" or "DK41276358" → "41276358". */
function cvrDigits(cvr: string): string {
  const digits = cvr.replace(/\s+/g, "").replace(/^DK/i, "");
  if (!hasCvrShape(digits)) throw new RangeError(`Not a CVR number: ${cvr}`);
  return digits;
}

/** The shop delivers in Denmark; the countries' names as addresses may write them. */
const COUNTRY_CODES: Record<string, string> = {
  danmark: "DK",
  denmark: "DK",
  dk: "DK",
  sverige: "SE",
  sweden: "SE",
  norge: "NO",
  norway: "NO",
  tyskland: "DE",
  germany: "DE",
  deutschland: "DE",
};

/** ISO 3166-1 alpha-2 code of a country as an address names it; Denmark when empty or unknown. */
export function countryCode(name: string): string {
  return COUNTRY_CODES[name.trim().toLowerCase()] ?? "DK";
}

// ---------------------------------------------------------------------------------------------
// Amounts

/** øre → "149.50", the two decimals UBL's amounts allow. */
export const amount = toKronerString;

/** A unit price incl. VAT in øre → the net price in kroner, exactly: 4999 → "39.992". */
export function netUnitPrice(grossOre: number): string {
  if (!Number.isSafeInteger(grossOre) || grossOre < 0) throw new RangeError(`Not a price: ${grossOre}`);
  // × 0.8 in øre is × 8 in thousandths of a krone.
  const thousandths = grossOre * 8;
  const fraction = String(thousandths % 1000)
    .padStart(3, "0")
    .replace(/0$/, "");
  return `${Math.floor(thousandths / 1000)}.${fraction}`;
}

/** The net (VAT-free) part of an amount incl. 25 % VAT, rounded half up: × 4/5. */
function netOf(grossOre: number): number {
  return Math.round((grossOre * 4) / 5);
}

/**
 * `grossTotals` × 0.8, each rounded down or up to the øre, summing to exactly `target`: the lines
 * with the largest remainders get the odd øre first (and, when there is one too many, the
 * smallest lose one first). A free line stays at 0 unless every line is free.
 */
export function allocateNet(grossTotals: number[], target: number): number[] {
  const fifths = grossTotals.map((gross) => gross * 4);
  const nets = fifths.map((value) => Math.floor(value / 5));
  const remainders = fifths.map((value, index) => value - nets[index]! * 5);
  let left = target - nets.reduce((sum, net) => sum + net, 0);
  // A free line (a gift) stays at 0; the others take the odd øre.
  const paid = [...nets.keys()].filter((index) => grossTotals[index]! > 0);
  const byRemainder = (paid.length > 0 ? paid : [...nets.keys()]).sort(
    (a, b) => remainders[b]! - remainders[a]! || a - b,
  );
  for (let turn = 0; left !== 0 && byRemainder.length > 0; turn += 1) {
    const step = left > 0 ? 1 : -1;
    const order = step > 0 ? byRemainder : [...byRemainder].reverse();
    nets[order[turn % order.length]!]! += step;
    left -= step;
  }
  return nets;
}

export type NetAmounts = {
  /** Each line's net amount, in the document's order. */
  lines: number[];
  /** The lines' sum (LineExtensionAmount). */
  lineTotal: number;
  /** The discount and the freight without VAT. */
  discount: number;
  freight: number;
  /** The document's total without VAT (TaxExclusiveAmount) and its VAT (TaxAmount). */
  taxExclusive: number;
  vat: number;
  /** The total incl. VAT, as on the PDF. */
  total: number;
};

/** The document's amounts without VAT, adding up to the øre as EN 16931 checks them. */
export function netAmounts(document: InvoiceDocument): NetAmounts {
  const gross = document.lines.reduce((sum, line) => sum + line.total, 0);
  if (gross - document.discount + document.freight !== document.total) {
    throw new RangeError(`Document ${document.number} does not add up: ${gross} − discount + freight`);
  }
  const taxExclusive = document.total - document.vat;
  const discount = netOf(document.discount);
  const freight = netOf(document.freight);
  const lineTotal = taxExclusive + discount - freight;
  const lines = allocateNet(
    document.lines.map((line) => line.total),
    lineTotal,
  );
  return { lines, lineTotal, discount, freight, taxExclusive, vat: document.vat, total: document.total };
}

// ---------------------------------------------------------------------------------------------
// XML

type Node = { name: string; attributes: Record<string, string>; children: Node[] | string };

/** An element: `children` are elements, or text (escaped when written). Empty ones are left out. */
function el(name: string, attributes: Record<string, string>, children: (Node | null)[] | string): Node {
  return {
    name,
    attributes,
    children: typeof children === "string" ? children : children.filter((child) => child !== null),
  };
}

const text = (name: string, value: string, attributes: Record<string, string> = {}) =>
  el(name, attributes, value);

// Characters XML 1.0 does not allow at all (C0 controls other than tab, newline, carriage return).
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text or an attribute value, safe inside an element or double quotes. */
export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

function serialize(node: Node, depth: number): string {
  const indent = "  ".repeat(depth);
  const attributes = Object.entries(node.attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join("");
  if (typeof node.children === "string") {
    return `${indent}<${node.name}${attributes}>${escapeXml(node.children)}</${node.name}>`;
  }
  const inner = node.children.map((child) => serialize(child, depth + 1)).join("\n");
  return `${indent}<${node.name}${attributes}>\n${inner}\n${indent}</${node.name}>`;
}

// ---------------------------------------------------------------------------------------------
// The document

const CURRENCY = "DKK";
const money = (name: string, ore: number) => text(name, amount(ore), { currencyID: CURRENCY });

const VAT_RATE = "25";
const vatCategory = (name: "cac:TaxCategory" | "cac:ClassifiedTaxCategory") =>
  el(name, {}, [
    text("cbc:ID", "S"),
    text("cbc:Percent", VAT_RATE),
    el("cac:TaxScheme", {}, [text("cbc:ID", "VAT")]),
  ]);

function postalAddress(address: { street: string; city: string; postalCode: string; country: string }) {
  return el("cac:PostalAddress", {}, [
    address.street ? text("cbc:StreetName", address.street) : null,
    address.city ? text("cbc:CityName", address.city) : null,
    address.postalCode ? text("cbc:PostalZone", address.postalCode) : null,
    el("cac:Country", {}, [text("cbc:IdentificationCode", countryCode(address.country))]),
  ]);
}

function supplier(document: InvoiceDocument): Node {
  const { seller } = document;
  const cvr = cvrDigits(seller.cvr);
  return el("cac:AccountingSupplierParty", {}, [
    el("cac:Party", {}, [
      text("cbc:EndpointID", cvr, { schemeID: "0184" }),
      el("cac:PartyIdentification", {}, [text("cbc:ID", cvr, { schemeID: "0184" })]),
      el("cac:PartyName", {}, [text("cbc:Name", seller.legalName)]),
      postalAddress(seller),
      el("cac:PartyTaxScheme", {}, [
        text("cbc:CompanyID", `DK${cvr}`),
        el("cac:TaxScheme", {}, [text("cbc:ID", "VAT")]),
      ]),
      el("cac:PartyLegalEntity", {}, [
        text("cbc:RegistrationName", seller.legalName),
        text("cbc:CompanyID", cvr, { schemeID: "0184" }),
      ]),
      el("cac:Contact", {}, [text("cbc:ElectronicMail", seller.email)]),
    ]),
  ]);
}

function customer(document: InvoiceDocument, endpoint: Endpoint): Node {
  const { buyer } = document;
  if (!buyer.cvr || !buyer.companyName) {
    throw new RangeError(`Document ${document.number} is not made out to a business`);
  }
  const cvr = cvrDigits(buyer.cvr);
  return el("cac:AccountingCustomerParty", {}, [
    el("cac:Party", {}, [
      text("cbc:EndpointID", endpoint.id, { schemeID: endpoint.scheme }),
      el("cac:PartyIdentification", {}, [text("cbc:ID", cvr, { schemeID: "0184" })]),
      el("cac:PartyName", {}, [text("cbc:Name", buyer.companyName)]),
      postalAddress(buyer),
      el("cac:PartyLegalEntity", {}, [
        text("cbc:RegistrationName", buyer.companyName),
        text("cbc:CompanyID", cvr, { schemeID: "0184" }),
      ]),
      buyer.name || buyer.email
        ? el("cac:Contact", {}, [
            buyer.name ? text("cbc:Name", buyer.name) : null,
            buyer.email ? text("cbc:ElectronicMail", buyer.email) : null,
          ])
        : null,
    ]),
  ]);
}

/** Texts in the document's language; the e-invoice carries them as the PDF does. */
const WORDS = {
  da: {
    paidByCard: "Betalt med betalingskort ved bestillingen.",
    refundedToCard: "Beløbet er tilbageført til det betalingskort, der blev betalt med.",
    card: "Betalingskort",
    discount: "Rabat",
    freight: "Fragt",
    credits: "Krediterer faktura nr.",
  },
  en: {
    paidByCard: "Paid by card when ordered.",
    refundedToCard: "The amount has been returned to the card that paid.",
    card: "Payment card",
    discount: "Discount",
    freight: "Delivery",
    credits: "Credits invoice no.",
  },
} as const;

function allowancesAndCharges(document: InvoiceDocument, net: NetAmounts): Node[] {
  const words = WORDS[document.language];
  const nodes: Node[] = [];
  if (document.discount > 0) {
    nodes.push(
      el("cac:AllowanceCharge", {}, [
        text("cbc:ChargeIndicator", "false"),
        text("cbc:AllowanceChargeReasonCode", "95"),
        text(
          "cbc:AllowanceChargeReason",
          document.discountCode ? `${words.discount} (${document.discountCode})` : words.discount,
        ),
        money("cbc:Amount", net.discount),
        vatCategory("cac:TaxCategory"),
      ]),
    );
  }
  if (document.freight > 0) {
    nodes.push(
      el("cac:AllowanceCharge", {}, [
        text("cbc:ChargeIndicator", "true"),
        text("cbc:AllowanceChargeReasonCode", "FC"),
        text("cbc:AllowanceChargeReason", words.freight),
        money("cbc:Amount", net.freight),
        vatCategory("cac:TaxCategory"),
      ]),
    );
  }
  return nodes;
}

function totals(document: InvoiceDocument, net: NetAmounts): Node[] {
  return [
    el("cac:TaxTotal", {}, [
      money("cbc:TaxAmount", net.vat),
      el("cac:TaxSubtotal", {}, [
        money("cbc:TaxableAmount", net.taxExclusive),
        money("cbc:TaxAmount", net.vat),
        vatCategory("cac:TaxCategory"),
      ]),
    ]),
    el("cac:LegalMonetaryTotal", {}, [
      money("cbc:LineExtensionAmount", net.lineTotal),
      money("cbc:TaxExclusiveAmount", net.taxExclusive),
      money("cbc:TaxInclusiveAmount", net.total),
      document.discount > 0 ? money("cbc:AllowanceTotalAmount", net.discount) : null,
      document.freight > 0 ? money("cbc:ChargeTotalAmount", net.freight) : null,
      // Paid by card when ordered (a credit note's amount went back to the card): nothing is due.
      money("cbc:PrepaidAmount", net.total),
      money("cbc:PayableAmount", 0),
    ]),
  ];
}

function lines(document: InvoiceDocument, net: NetAmounts, kind: "Invoice" | "CreditNote"): Node[] {
  return document.lines.map((line, index) =>
    el(`cac:${kind}Line`, {}, [
      text("cbc:ID", String(index + 1)),
      // H87: piece (UN/ECE recommendation 20), a jar.
      text(kind === "Invoice" ? "cbc:InvoicedQuantity" : "cbc:CreditedQuantity", String(line.quantity), {
        unitCode: "H87",
      }),
      money("cbc:LineExtensionAmount", net.lines[index]!),
      el("cac:Item", {}, [text("cbc:Name", line.title), vatCategory("cac:ClassifiedTaxCategory")]),
      el("cac:Price", {}, [text("cbc:PriceAmount", netUnitPrice(line.unitPrice), { currencyID: CURRENCY })]),
    ]),
  );
}

function header(document: InvoiceDocument): Node[] {
  return [
    text("cbc:CustomizationID", PEPPOL_CUSTOMIZATION_ID),
    text("cbc:ProfileID", PEPPOL_PROFILE_ID),
    text("cbc:ID", String(document.number)),
    text("cbc:IssueDate", shopDate(new Date(document.issuedAt))),
  ];
}

function paymentMeans(document: InvoiceDocument): Node {
  // 48: bank card (UNCL 4461), one of the codes the Danish rules allow (DK-R-005).
  return el("cac:PaymentMeans", {}, [
    text("cbc:PaymentMeansCode", "48", { name: WORDS[document.language].card }),
    text("cbc:PaymentID", document.order.number),
  ]);
}

function write(root: "Invoice" | "CreditNote", children: (Node | null)[]): string {
  const node = el(
    root,
    { xmlns: NAMESPACES[root], "xmlns:cac": NAMESPACES.cac, "xmlns:cbc": NAMESPACES.cbc },
    children,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serialize(node, 0)}\n`;
}

/** An invoice (type 380) as a Peppol BIS Billing 3.0 UBL Invoice, addressed to `endpoint`. */
export function ublInvoice(document: InvoiceDocument, endpoint: Endpoint): string {
  if (document.kind !== "invoice") throw new RangeError(`Document ${document.number} is not an invoice`);
  const net = netAmounts(document);
  // The order of the elements is UBL 2.1's (the Invoice schema's sequence).
  return write("Invoice", [
    ...header(document),
    text("cbc:InvoiceTypeCode", "380"),
    text("cbc:Note", WORDS[document.language].paidByCard),
    text("cbc:DocumentCurrencyCode", CURRENCY),
    el("cac:OrderReference", {}, [text("cbc:ID", document.order.number)]),
    supplier(document),
    customer(document, endpoint),
    paymentMeans(document),
    ...allowancesAndCharges(document, net),
    ...totals(document, net),
    ...lines(document, net, "Invoice"),
  ]);
}

/**
 * A credit note (type 381) as a Peppol BIS Billing 3.0 UBL CreditNote, naming the invoice it
 * credits (BillingReference), with positive amounts as the Danish rules want (DK-R-016).
 */
export function ublCreditNote(document: InvoiceDocument, endpoint: Endpoint): string {
  if (document.kind !== "credit_note" || !document.credits) {
    throw new RangeError(`Document ${document.number} is not a credit note`);
  }
  const net = netAmounts(document);
  const words = WORDS[document.language];
  // The order of the elements is UBL 2.1's (the CreditNote schema's sequence).
  return write("CreditNote", [
    ...header(document),
    text("cbc:CreditNoteTypeCode", "381"),
    text("cbc:Note", `${words.credits} ${document.credits.number}. ${words.refundedToCard}`),
    text("cbc:DocumentCurrencyCode", CURRENCY),
    el("cac:OrderReference", {}, [text("cbc:ID", document.order.number)]),
    el("cac:BillingReference", {}, [
      el("cac:InvoiceDocumentReference", {}, [
        text("cbc:ID", String(document.credits.number)),
        text("cbc:IssueDate", shopDate(new Date(document.credits.issuedAt))),
      ]),
    ]),
    supplier(document),
    customer(document, endpoint),
    paymentMeans(document),
    ...allowancesAndCharges(document, net),
    ...totals(document, net),
    ...lines(document, net, "CreditNote"),
  ]);
}

/** The e-invoice of an invoice or a credit note. */
export function ublDocument(document: InvoiceDocument, endpoint: Endpoint): string {
  return document.kind === "invoice" ? ublInvoice(document, endpoint) : ublCreditNote(document, endpoint);
}

/** "krukke-e-faktura-1017.xml" / "krukke-e-kreditnota-1018.xml" ("e-invoice" / "e-credit-note"). */
export function eInvoiceFilename(document: Pick<InvoiceDocument, "kind" | "number" | "language">): string {
  const names = {
    da: { invoice: "e-faktura", credit_note: "e-kreditnota" },
    en: { invoice: "e-invoice", credit_note: "e-credit-note" },
  } as const;
  return `krukke-${names[document.language][document.kind]}-${document.number}.xml`;
}

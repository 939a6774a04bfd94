import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { businessInvoice, partialCreditNote, wholeCreditNote } from "../../tests/support/business-documents";
import { eInvoicePath } from "./invoices";
import { vatIncluded } from "./money";
import {
  allocateNet,
  buyerEndpoint,
  countryCode,
  eInvoiceFilename,
  escapeXml,
  netAmounts,
  netUnitPrice,
  ublCreditNote,
  ublDocument,
  ublInvoice,
} from "./peppol";

const GLN = { scheme: "0088", id: "5798000416604" } as const;
const CVR = { scheme: "0184", id: "24256790" } as const;

/** The text of each element named `name`, in order (the builder writes one element a line). */
const values = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, "g"))].map((match) => match[1]);
const valueOf = (xml: string, name: string) => values(xml, name)[0];
const toOre = (kroner: string | undefined) => Math.round(Number(kroner) * 100);

describe("a business buyer's e-invoice endpoint", () => {
  it("is their EAN number (GLN, scheme 0088) when they have one, else their CVR number (0184)", () => {
    expect(buyerEndpoint({ cvr: "24256790" }, "5798000416604")).toEqual(GLN);
    expect(buyerEndpoint({ cvr: "24256790" }, null)).toEqual(CVR);
    expect(buyerEndpoint({ cvr: "24256790" }, "12345")).toEqual(CVR);
  });

  it("does not exist for a private customer", () => {
    expect(buyerEndpoint({ cvr: null }, "5798000416604")).toBeNull();
  });
});

describe("the net amounts", () => {
  it("are the lines × 0.8 to the øre, adding up exactly to the total less its VAT", () => {
    const net = netAmounts(businessInvoice);
    expect(net.vat).toBe(businessInvoice.vat);
    expect(net.taxExclusive).toBe(businessInvoice.total - businessInvoice.vat);
    expect(net.lines.reduce((sum, line) => sum + line, 0)).toBe(net.lineTotal);
    expect(net.lineTotal - net.discount + net.freight).toBe(net.taxExclusive);
    businessInvoice.lines.forEach((line, index) => {
      expect(Math.abs(net.lines[index]! - line.total * 0.8)).toBeLessThanOrEqual(1.5);
    });
    expect(net.discount).toBe(businessInvoice.discount - vatIncluded(businessInvoice.discount));
    expect(net.freight).toBe(49_00 * 0.8);
  });

  it("add up for any order, each line within Peppol's 0.02 of quantity × net price", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 1, max: 40 }),
            unitPrice: fc.integer({ min: 0, max: 500_00 }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 99_00 }),
        (lines, discountShare, freight) => {
          const documentLines = lines.map((line) => ({
            ...line,
            title: "x",
            total: line.quantity * line.unitPrice,
          }));
          const subtotal = documentLines.reduce((sum, line) => sum + line.total, 0);
          const discount = Math.floor((subtotal * discountShare) / 100);
          const total = subtotal - discount + freight;
          const net = netAmounts({
            ...businessInvoice,
            lines: documentLines,
            subtotal,
            discount,
            freight,
            total,
            vat: vatIncluded(total),
          });
          expect(net.lines.reduce((sum, line) => sum + line, 0)).toBe(net.lineTotal);
          expect(net.lineTotal - net.discount + net.freight).toBe(net.taxExclusive);
          expect(net.taxExclusive + net.vat).toBe(total);
          documentLines.forEach((line, index) => {
            // PEPPOL-EN16931-R120: quantity × net unit price (exact, × 0.8) within 2 øre.
            expect(Math.abs(net.lines[index]! - line.quantity * line.unitPrice * 0.8)).toBeLessThan(2);
          });
          // BR-CO-17 allows 1 kr; the VAT is within an øre of 25 % of the net total.
          expect(Math.abs(net.vat - net.taxExclusive * 0.25)).toBeLessThanOrEqual(1);
        },
      ),
    );
  });

  it("give the odd øre to the largest remainders", () => {
    expect(allocateNet([100, 100, 100], 240)).toEqual([80, 80, 80]);
    // 0.8 × 101 = 80.8, × 102 = 81.6, × 103 = 82.4: 244.8 in all.
    expect(allocateNet([101, 102, 103], 245)).toEqual([81, 82, 82]);
    expect(allocateNet([101, 102, 103], 244)).toEqual([81, 81, 82]);
    expect(allocateNet([101, 102, 103], 243)).toEqual([80, 81, 82]);
    expect(allocateNet([0, 100, 100], 159)).toEqual([0, 80, 79]);
  });

  it("refuse a document whose lines, discount and freight do not make its total", () => {
    expect(() => netAmounts({ ...businessInvoice, total: businessInvoice.total + 1 })).toThrow(RangeError);
  });

  it("write unit prices exactly", () => {
    expect(netUnitPrice(49_99)).toBe("39.992");
    expect(netUnitPrice(55_00)).toBe("44.00");
    expect(netUnitPrice(44_95)).toBe("35.96");
    expect(netUnitPrice(1)).toBe("0.008");
    expect(netUnitPrice(0)).toBe("0.00");
  });
});

describe("an e-invoice", () => {
  const xml = ublInvoice(businessInvoice, GLN);

  it("is a Peppol BIS Billing 3.0 UBL invoice with the document's number and date", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<Invoice ')).toBe(true);
    expect(xml).toContain('xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"');
    expect(valueOf(xml, "cbc:CustomizationID")).toBe(
      "urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0",
    );
    expect(valueOf(xml, "cbc:ProfileID")).toBe("urn:fdc:peppol.eu:2017:poacc:billing:01:1.0");
    expect(valueOf(xml, "cbc:ID")).toBe("1017");
    // Issued 23:30 UTC on 2 March: 3 March in Copenhagen.
    expect(valueOf(xml, "cbc:IssueDate")).toBe("2026-03-03");
    expect(valueOf(xml, "cbc:InvoiceTypeCode")).toBe("380");
    expect(valueOf(xml, "cbc:DocumentCurrencyCode")).toBe("DKK");
  });

  it("is from the shop's CVR number and to the buyer's EAN number", () => {
    expect(xml).toContain('<cbc:EndpointID schemeID="0184">41276358</cbc:EndpointID>');
    expect(xml).toContain('<cbc:EndpointID schemeID="0088">5798000416604</cbc:EndpointID>');
    expect(xml).toContain("<cbc:CompanyID>DK41276358</cbc:CompanyID>");
    expect(xml).toContain('<cbc:CompanyID schemeID="0184">24256790</cbc:CompanyID>');
    expect(ublInvoice(businessInvoice, CVR)).toContain(
      '<cbc:EndpointID schemeID="0184">24256790</cbc:EndpointID>',
    );
  });

  it("carries the totals with two decimals, standard-rated at 25 %, all prepaid by card", () => {
    expect(values(xml, "cbc:TaxAmount").map(toOre)).toEqual([businessInvoice.vat, businessInvoice.vat]);
    expect(toOre(valueOf(xml, "cbc:TaxInclusiveAmount"))).toBe(businessInvoice.total);
    expect(toOre(valueOf(xml, "cbc:PrepaidAmount"))).toBe(businessInvoice.total);
    expect(valueOf(xml, "cbc:PayableAmount")).toBe("0.00");
    for (const name of ["cbc:Amount", "cbc:LineExtensionAmount", "cbc:TaxableAmount", "cbc:TaxAmount"]) {
      for (const value of values(xml, name)) expect(value).toMatch(/^\d+\.\d{2}$/);
    }
    expect(new Set(values(xml, "cbc:Percent"))).toEqual(new Set(["25"]));
    expect(valueOf(xml, "cbc:PaymentMeansCode")).toBe("48");
  });

  it("gives the discount as an allowance and the freight as a charge", () => {
    expect(values(xml, "cbc:ChargeIndicator")).toEqual(["false", "true"]);
    expect(values(xml, "cbc:AllowanceChargeReasonCode")).toEqual(["95", "FC"]);
    expect(values(xml, "cbc:AllowanceChargeReason")).toEqual(["Rabat (FIRMA10)", "Fragt"]);
    const net = netAmounts(businessInvoice);
    expect(values(xml, "cbc:Amount").map(toOre)).toEqual([net.discount, net.freight]);
    expect(toOre(valueOf(xml, "cbc:AllowanceTotalAmount"))).toBe(net.discount);
    expect(toOre(valueOf(xml, "cbc:ChargeTotalAmount"))).toBe(net.freight);
  });

  it("has no allowance or charge without a discount or freight", () => {
    const plain = ublInvoice(
      {
        ...businessInvoice,
        lines: [{ title: "Tomatsuppe", quantity: 2, unitPrice: 55_00, total: 110_00 }],
        subtotal: 110_00,
        discount: 0,
        discountCode: null,
        freight: 0,
        total: 110_00,
        vat: 22_00,
      },
      CVR,
    );
    expect(plain).not.toContain("AllowanceCharge");
    expect(plain).not.toContain("AllowanceTotalAmount");
    expect(valueOf(plain, "cbc:LineExtensionAmount")).toBe("88.00");
  });

  it("escapes what customers and the shop type", () => {
    expect(xml).toContain("<cbc:Name>Grøn Frokost &amp; Søn ApS</cbc:Name>");
    expect(xml).toContain("<cbc:Name>Mette &lt;Hansen&gt;</cbc:Name>");
    expect(xml).toContain("<cbc:Name>Linsegryde &quot;Dal&quot;</cbc:Name>");
    expect(escapeXml(`a<b>&"c'\u0007d`)).toBe("a&lt;b&gt;&amp;&quot;c&apos;d");
  });

  it("is only for an invoice made out to a business", () => {
    expect(() => ublInvoice(wholeCreditNote, CVR)).toThrow(RangeError);
    expect(() =>
      ublInvoice({ ...businessInvoice, buyer: { ...businessInvoice.buyer, cvr: null } }, CVR),
    ).toThrow(RangeError);
  });
});

describe("an e-credit note", () => {
  const xml = ublCreditNote(wholeCreditNote, CVR);

  it("is a UBL credit note naming the invoice it credits, with positive amounts", () => {
    expect(xml).toContain('xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"');
    expect(valueOf(xml, "cbc:CreditNoteTypeCode")).toBe("381");
    expect(xml).toMatch(
      /<cac:BillingReference>\s*<cac:InvoiceDocumentReference>\s*<cbc:ID>1017<\/cbc:ID>\s*<cbc:IssueDate>2026-03-03<\/cbc:IssueDate>/,
    );
    expect(values(xml, "cbc:CreditedQuantity")).toEqual(["2", "3", "7"]);
    expect(toOre(valueOf(xml, "cbc:TaxInclusiveAmount"))).toBe(businessInvoice.total);
    expect(xml).not.toContain(">-");
  });

  it("of a part of the invoice is one line", () => {
    const part = ublDocument(partialCreditNote, CVR);
    expect(values(part, "cbc:CreditedQuantity")).toEqual(["1"]);
    expect(toOre(valueOf(part, "cbc:TaxInclusiveAmount"))).toBe(44_97);
    expect(part).not.toContain("AllowanceCharge");
  });

  it("is only for a credit note", () => {
    expect(() => ublCreditNote(businessInvoice, CVR)).toThrow(RangeError);
  });
});

describe("the files", () => {
  it("are named after the document in its language and downloaded from the profile", () => {
    expect(eInvoiceFilename(businessInvoice)).toBe("krukke-e-faktura-1017.xml");
    expect(eInvoiceFilename({ ...wholeCreditNote, language: "en" })).toBe("krukke-e-credit-note-1018.xml");
    expect(eInvoicePath(1017)).toBe("/profile/e-faktura/1017");
  });

  it("name countries by their ISO code", () => {
    expect(countryCode("Danmark")).toBe("DK");
    expect(countryCode(" denmark ")).toBe("DK");
    expect(countryCode("Sverige")).toBe("SE");
    expect(countryCode("")).toBe("DK");
  });
});

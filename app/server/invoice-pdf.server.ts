/**
 * An invoice or credit note as an A4 PDF, drawn by PDFKit from the document as it was issued,
 * in the order's language. PDFKit's built-in Helvetica covers Danish (æ, ø, å) without
 * embedding a font file.
 */
import PDFDocument from "pdfkit";
import { translator } from "~/i18n";
import { formatCvr } from "~/lib/cvr";
import { formatLongDate } from "~/lib/format";
import type { InvoiceDocument } from "~/lib/invoices";
import { formatExactPrice } from "~/lib/money";
import { toWinAnsi } from "~/lib/win-ansi";

const MARGIN = 50;
const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const RIGHT = PAGE.width - MARGIN;
const INK = "#1f2a1f";
const MUTED = "#5c6659";
const RULE = "#d9cdb4";

/** The lines' table: item, quantity, unit price and amount, numbers right-aligned. */
const COLUMNS = {
  item: { x: MARGIN, width: 245 },
  quantity: { x: 300, width: 45 },
  unitPrice: { x: 350, width: 90 },
  amount: { x: 445, width: RIGHT - 445 },
};

/** The document with every text it carries drawable by the built-in fonts. */
function printable(document: InvoiceDocument): InvoiceDocument {
  const party = <T extends object>(fields: T): T =>
    Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [
        key,
        typeof value === "string" ? toWinAnsi(value) : value,
      ]),
    ) as T;
  return {
    ...document,
    seller: party(document.seller),
    buyer: party(document.buyer),
    lines: document.lines.map((line) => ({ ...line, title: toWinAnsi(line.title) })),
    discountCode: document.discountCode === null ? null : toWinAnsi(document.discountCode),
  };
}

export function renderInvoicePdf(issued: InvoiceDocument): Promise<Buffer> {
  const document = printable(issued);
  const t = translator(document.language);
  const price = (ore: number) => formatExactPrice(ore, document.language);
  const date = (iso: string) => formatLongDate(iso, document.language);
  const title = t(`invoice.title.${document.kind}`);
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    // Kept until the end, so the footer can be written on every page.
    bufferPages: true,
    info: {
      Title: `${title} ${document.number}`,
      Author: document.seller.legalName,
      Subject: `${t("invoice.order")} #${document.order.number}`,
      CreationDate: new Date(document.issuedAt),
    },
    lang: document.language,
  });
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  // The seller, top left; the document's title, number and date, top right.
  const { seller, buyer } = document;
  pdf.fillColor(INK).font("Helvetica-Bold").fontSize(14).text(seller.legalName, MARGIN, MARGIN);
  pdf
    .font("Helvetica")
    .fontSize(10)
    .text(seller.street)
    .text(`${seller.postalCode} ${seller.city}`)
    .text(t("invoice.cvr", { cvr: seller.cvr }))
    .text(seller.email);
  const afterSeller = pdf.y;

  pdf
    .font("Helvetica-Bold")
    .fontSize(24)
    .text(title, 330, MARGIN, { width: RIGHT - 330, align: "right" });
  pdf.moveDown(0.3);
  const facts: [string, string][] = [
    [t("invoice.number"), String(document.number)],
    [t("invoice.date"), date(document.issuedAt)],
    [t("invoice.order"), `#${document.order.number}`],
  ];
  for (const [label, value] of facts) {
    const y = pdf.y;
    pdf.font("Helvetica").fontSize(10).fillColor(MUTED).text(label, 330, y, { width: 100 });
    pdf
      .font("Helvetica-Bold")
      .fillColor(INK)
      .text(value, 430, y, { width: RIGHT - 430, align: "right" });
  }

  // The buyer: for a business, the company and its CVR number first.
  let y = Math.max(afterSeller, pdf.y) + 30;
  pdf.font("Helvetica-Bold").fontSize(10).fillColor(MUTED).text(t("invoice.buyer"), MARGIN, y);
  pdf.fillColor(INK);
  if (buyer.companyName) pdf.font("Helvetica-Bold").text(buyer.companyName);
  if (buyer.cvr) pdf.font("Helvetica").text(t("invoice.cvr", { cvr: formatCvr(buyer.cvr) }));
  pdf.font(buyer.companyName ? "Helvetica" : "Helvetica-Bold").text(buyer.name);
  pdf.font("Helvetica");
  if (buyer.street) pdf.text(buyer.street);
  if (buyer.postalCode || buyer.city) pdf.text(`${buyer.postalCode} ${buyer.city}`.trim());
  if (buyer.email) pdf.text(buyer.email);

  if (document.credits) {
    pdf.moveDown(1);
    pdf
      .font("Helvetica-Bold")
      .text(t("invoice.credits", { number: document.credits.number, date: date(document.credits.issuedAt) }));
    pdf.font("Helvetica").text(t(`invoice.reason.${document.credits.reason}`));
  }

  // The lines.
  y = pdf.y + 25;
  const row = (cells: Record<keyof typeof COLUMNS, string>, font: string) => {
    pdf.font(font).fontSize(10).fillColor(INK);
    const height = Math.max(
      ...Object.entries(cells).map(([column, text]) =>
        pdf.heightOfString(text, { width: COLUMNS[column as keyof typeof COLUMNS].width }),
      ),
    );
    if (y + height > PAGE.height - MARGIN - 60) {
      pdf.addPage();
      y = MARGIN;
    }
    for (const [column, text] of Object.entries(cells)) {
      const { x, width } = COLUMNS[column as keyof typeof COLUMNS];
      pdf.text(text, x, y, { width, align: column === "item" ? "left" : "right" });
    }
    y += height + 6;
    pdf
      .moveTo(MARGIN, y - 3)
      .lineTo(RIGHT, y - 3)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  };
  row(
    {
      item: t("invoice.product"),
      quantity: t("invoice.quantity"),
      unitPrice: t("invoice.unitPrice"),
      amount: t("invoice.amount"),
    },
    "Helvetica-Bold",
  );
  for (const line of document.lines) {
    row(
      {
        item: line.title,
        quantity: String(line.quantity),
        unitPrice: price(line.unitPrice),
        amount: price(line.total),
      },
      "Helvetica",
    );
  }

  // The totals, right-aligned under the amounts. A credit note for part of an invoice is one
  // line with no discount or freight: its total says it all.
  const totals: [label: string, value: string, bold?: boolean][] = [];
  const partialCredit = document.kind === "credit_note" && document.subtotal === document.total;
  if (!partialCredit) {
    totals.push([t("invoice.subtotal"), price(document.subtotal)]);
    if (document.discount > 0) {
      totals.push([
        document.discountCode
          ? t("invoice.discount", { code: document.discountCode })
          : t("invoice.discountNoCode"),
        price(-document.discount),
      ]);
    }
    totals.push([
      t("invoice.freight"),
      document.freight === 0 ? t("invoice.freightFree") : price(document.freight),
    ]);
  }
  totals.push(
    [
      document.kind === "invoice" ? t("invoice.total") : t("invoice.creditTotal"),
      price(document.total),
      true,
    ],
    [t("invoice.vat"), price(document.vat)],
  );
  y += 6;
  if (y + totals.length * 18 + 80 > PAGE.height - MARGIN) {
    pdf.addPage();
    y = MARGIN;
  }
  for (const [label, value, bold] of totals) {
    pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(bold ? 12 : 10);
    pdf.text(label, 300, y, { width: 140, align: "right" });
    pdf.text(value, COLUMNS.amount.x, y, { width: COLUMNS.amount.width, align: "right" });
    y += bold ? 20 : 16;
  }

  pdf.font("Helvetica").fontSize(9).fillColor(MUTED);
  pdf.text(t("invoice.pricesInclVat"), MARGIN, y + 20, { width: RIGHT - MARGIN });
  pdf.text(document.kind === "invoice" ? t("invoice.paymentInvoice") : t("invoice.paymentCreditNote"));

  // The seller once more at the foot of every page, as letterheads do.
  const footer = [
    seller.legalName,
    `${seller.street}, ${seller.postalCode} ${seller.city}`,
    t("invoice.cvr", { cvr: seller.cvr }),
    seller.email,
  ].join("  ·  ");
  const pages = pdf.bufferedPageRange();
  for (let index = pages.start; index < pages.start + pages.count; index += 1) {
    pdf.switchToPage(index);
    pdf.page.margins.bottom = 0; // writing below the margin would otherwise start a new page
    pdf
      .font("Helvetica")
      .fontSize(8)
      .fillColor(MUTED)
      .text(footer, MARGIN, PAGE.height - MARGIN + 10, { width: RIGHT - MARGIN, align: "center" });
  }
  pdf.end();
  return finished;
}

/**
 * What the bookkeeping export's zip costs: `--documents` (200) invoices drawn as PDFs and
 * streamed into a zip the way /admin/bogfoering/bilag.zip does it, with the time taken, the
 * zip's size and the most memory the process held (sampled every 10 ms and after each PDF). No database needed.
 *
 *   npx tsx scripts/bench-vouchers-zip.ts --documents 200
 */
import { parseArgs } from "node:util";
import { loadLanguage } from "../app/i18n";
import type { InvoiceDocument } from "../app/lib/invoices";
import { renderInvoicePdf } from "../app/server/invoice-pdf.server";
import { zipStream, type ZipEntry } from "../app/server/zip.server";

const { values } = parseArgs({ options: { documents: { type: "string", default: "200" } } });
const count = Number(values.documents);

const documentNumber = (number: number): InvoiceDocument => ({
  kind: "invoice",
  number,
  issuedAt: new Date().toISOString(),
  language: "da",
  seller: {
    legalName: "Krukke ApS",
    street: "Rugbrødsvej 7",
    postalCode: "2200",
    city: "København N",
    country: "Danmark",
    cvr: "41 27 63 58",
    email: "hej@krukke.dk",
  },
  buyer: {
    name: "Test Kunde",
    email: "kunde@example.com",
    street: "Vestergade 1",
    postalCode: "2600",
    city: "Glostrup",
    country: "Danmark",
    companyName: null,
    cvr: null,
  },
  order: { id: "00000000-0000-0000-0000-000000000000", number: "#A1B2C3D4", date: new Date().toISOString() },
  lines: Array.from({ length: 4 }, (_, index) => ({
    title: `Krukke nr. ${index + 1}`,
    quantity: 2,
    unitPrice: 55_00,
    total: 110_00,
  })),
  subtotal: 440_00,
  discount: 0,
  discountCode: null,
  freight: 50_00,
  total: 490_00,
  vat: 98_00,
});

await loadLanguage("da");

let peakRss = 0;
let peakHeap = 0;
const measure = () => {
  const usage = process.memoryUsage();
  peakRss = Math.max(peakRss, usage.rss);
  peakHeap = Math.max(peakHeap, usage.heapUsed);
};
// Rendering keeps the event loop busy, so each document is measured as it is added too.
const sample = setInterval(measure, 10);

const before = process.memoryUsage();
const started = performance.now();
async function* entries(): AsyncGenerator<ZipEntry> {
  for (let number = 1; number <= count; number += 1) {
    const data = new Uint8Array(await renderInvoicePdf(documentNumber(number)));
    measure();
    yield { name: `faktura-${number}.pdf`, data };
  }
}
let bytes = 0;
const reader = zipStream(entries()).getReader();
for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) bytes += chunk.value.length;
const seconds = (performance.now() - started) / 1000;
clearInterval(sample);
measure();
const mb = (value: number) => `${(value / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `${count} documents: ${seconds.toFixed(1)} s (${((seconds * 1000) / count).toFixed(0)} ms each), ` +
    `zip ${mb(bytes)}; RSS ${mb(before.rss)} → peak ${mb(peakRss)}, heap used peak ${mb(peakHeap)}`,
);

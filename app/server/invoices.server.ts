/**
 * Invoices and credit notes: issued inside the transaction that makes an order paid (or gives
 * money back), numbered from one gap-free series, and kept as issued.
 *
 * The series is one counter row, counted up with `insert … on conflict do update … returning`:
 * the row stays locked until the transaction ends, so instances issuing at once take turns, and
 * a transaction that rolls back gives its number back. A PostgreSQL sequence would be faster but
 * burns the numbers of rolled-back transactions, and the Bookkeeping Act wants no gaps.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { translator } from "~/i18n";
import { isLanguage } from "~/i18n/languages";
import {
  creditable,
  creditNoteDocument,
  invoiceDocument,
  type CreditReason,
  type DocumentBuyer,
  type DocumentSeller,
  type InvoiceDocument,
  type OrderDocument,
} from "~/lib/invoices";
import { parseKroner, toKronerString } from "~/lib/money";
import { buyerEndpoint, eInvoiceFilename, ublDocument } from "~/lib/peppol";
import { shop } from "~/lib/shop";
import { getDb, type Database, type Transaction } from "./db/index.server";
import {
  documentCounters,
  invoices,
  orderItems,
  orders,
  profiles,
  type Invoice,
  type Order,
  type Profile,
} from "./db/schema.server";
import { logger } from "./logger.server";

/** Invoices and credit notes share this series. */
const SERIES = "documents";

/** The next number of the series. Only inside the transaction that stores the document. */
async function nextDocumentNumber(tx: Transaction): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ series: SERIES, last_number: 1 })
    .onConflictDoUpdate({
      target: documentCounters.series,
      set: { last_number: sql`${documentCounters.last_number} + 1`, updated_at: sql`now()` },
    })
    .returning({ number: documentCounters.last_number });
  return row!.number;
}

function shopAsSeller(): DocumentSeller {
  return {
    legalName: shop.legalName,
    street: shop.address.street,
    postalCode: shop.address.postalCode,
    city: shop.address.city,
    country: shop.address.country,
    cvr: shop.cvr,
    email: shop.email,
  };
}

/**
 * Who the invoice is made out to: the order's name and e-mail, the address it was delivered to
 * (the profile's for a locker pickup) and, for a business customer, the company, the CVR number
 * and the EAN number their e-invoices go to.
 */
function buyerOf(order: Order, profile: Profile | undefined): DocumentBuyer {
  const delivered = order.delivery_address;
  const business = profile?.role === "b2b_customer" && profile.company_name && profile.cvr_number;
  return {
    name: order.customer_name || delivered?.name || "",
    email: order.customer_email,
    street: delivered?.street || profile?.street_address || "",
    postalCode: delivered?.zip || profile?.postal_code || "",
    city: delivered?.city || profile?.city || "",
    country: delivered?.country || profile?.country || "Danmark",
    companyName: business ? profile.company_name : null,
    cvr: business ? profile.cvr_number : null,
    ean: business ? profile.ean_number : null,
  };
}

function stored(
  document: InvoiceDocument,
  orderId: string,
  extra: Partial<typeof invoices.$inferInsert> = {},
) {
  return {
    number: document.number,
    kind: document.kind,
    order_id: orderId,
    issued_at: new Date(document.issuedAt),
    total_amount: toKronerString(document.total),
    vat_amount: toKronerString(document.vat),
    snapshot: document,
    ...extra,
  };
}

/**
 * The invoice for an order that has just been paid, in the transaction that marks it paid (so
 * the confirmation e-mail queued in it can name the number). An order has one invoice: asked
 * again, this returns it.
 */
export async function issueInvoice(tx: Transaction, order: Order): Promise<Invoice> {
  const [existing] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.order_id, order.id), eq(invoices.kind, "invoice")));
  if (existing) return existing;
  const [lines, [profile]] = await Promise.all([
    tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.order_id, order.id))
      .orderBy(asc(orderItems.created_at), asc(orderItems.id)),
    order.user_id ? tx.select().from(profiles).where(eq(profiles.id, order.user_id)) : Promise.resolve([]),
  ]);
  // Numbered last: the counter's row stays locked until the transaction ends.
  const number = await nextDocumentNumber(tx);
  const document = invoiceDocument({
    number,
    issuedAt: new Date(),
    seller: shopAsSeller(),
    buyer: buyerOf(order, profile),
    order: {
      id: order.id,
      createdAt: order.created_at,
      language: isLanguage(order.language) ? order.language : "da",
      subtotal: parseKroner(order.subtotal_price),
      discount: parseKroner(order.discount_amount),
      discountCode: order.discount_code,
      freight: parseKroner(order.freight_price),
      total: parseKroner(order.total_price),
      lines: lines.map((line) => ({
        title: line.product_title,
        quantity: line.quantity,
        unitPrice: parseKroner(line.unit_price),
      })),
    },
  });
  const [row] = await tx.insert(invoices).values(stored(document, order.id)).returning();
  logger.info({ order: order.id, invoice: number }, "invoice issued");
  return row!;
}

/**
 * A credit note for `amount` øre of the order's invoice, in the transaction that records the
 * refund or the cancellation. An order that was never invoiced (never paid) gets none, and an
 * invoice is never credited beyond its total: both answer null.
 */
export async function issueCreditNote(
  tx: Transaction,
  order: Pick<Order, "id">,
  amount: number,
  reason: CreditReason,
): Promise<Invoice | null> {
  // Locked, so two refunds at once count each other's credit notes.
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.order_id, order.id), eq(invoices.kind, "invoice")))
    .for("update");
  if (!invoice) return null;
  const [sum] = await tx
    .select({ credited: sql<string>`coalesce(sum(${invoices.total_amount}), 0)::text` })
    .from(invoices)
    .where(eq(invoices.credits_invoice_id, invoice.id));
  const left = creditable(invoice.snapshot, parseKroner(sum!.credited));
  if (left < amount) {
    // The money has moved already: the books get what the invoice has left, and a line in the log.
    logger.error({ order: order.id, invoice: invoice.number, amount, left }, "credit beyond the invoice");
  }
  const credited = Math.min(amount, left);
  if (credited <= 0) return null;
  const number = await nextDocumentNumber(tx);
  const t = translator(invoice.snapshot.language);
  const document = creditNoteDocument({
    number,
    issuedAt: new Date(),
    seller: shopAsSeller(),
    invoice: invoice.snapshot,
    credited: parseKroner(sum!.credited),
    amount: credited,
    reason,
    partialTitle: t("invoice.partialCredit", { number: invoice.number }),
  });
  const [row] = await tx
    .insert(invoices)
    .values(stored(document, order.id, { credits_invoice_id: invoice.id, reason }))
    .returning();
  logger.info({ order: order.id, creditNote: number, amount: credited }, "credit note issued");
  return row!;
}

function asOrderDocument(row: Invoice): OrderDocument {
  return {
    number: row.number,
    kind: row.kind,
    issuedAt: row.issued_at.toISOString(),
    total: parseKroner(row.total_amount),
    credits: row.snapshot.credits?.number ?? null,
    eInvoice: Boolean(row.snapshot.buyer.cvr),
  };
}

/** The documents of each order, by number (the invoice first, then its credit notes). */
export async function documentsOfOrders(
  orderIds: string[],
  db: Database | Transaction = getDb(),
): Promise<Map<string, OrderDocument[]>> {
  const byOrder = new Map<string, OrderDocument[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(invoices)
    .where(inArray(invoices.order_id, orderIds))
    .orderBy(asc(invoices.number));
  for (const row of rows)
    byOrder.set(row.order_id, [...(byOrder.get(row.order_id) ?? []), asOrderDocument(row)]);
  return byOrder;
}

/** One order's documents; inside a transaction, those it issued too. */
export async function documentsOfOrder(
  orderId: string,
  db: Database | Transaction = getDb(),
): Promise<OrderDocument[]> {
  return (await documentsOfOrders([orderId], db)).get(orderId) ?? [];
}

/**
 * A document as its PDF prints it, for the customer whose order it is, or an admin; anyone else
 * (another customer, an order whose customer deleted the account) gets null, as if it did not exist.
 */
export async function documentForViewer(
  number: number,
  viewer: { id: string; role: string },
): Promise<InvoiceDocument | null> {
  return (await viewedDocument(number, viewer))?.snapshot ?? null;
}

async function viewedDocument(number: number, viewer: { id: string; role: string }) {
  if (!Number.isSafeInteger(number) || number <= 0 || number > 2_147_483_647) return null;
  const [row] = await getDb()
    .select({ snapshot: invoices.snapshot, userId: orders.user_id, ean: profiles.ean_number })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.order_id))
    .leftJoin(profiles, eq(profiles.id, orders.user_id))
    .where(eq(invoices.number, number));
  if (!row) return null;
  if (viewer.role !== "admin" && row.userId !== viewer.id) return null;
  return row;
}

/**
 * A business customer's document as an e-invoice (Peppol BIS Billing 3.0 UBL), for the same
 * viewers as its PDF. It is addressed to the EAN number the document was issued with, else the
 * customer's EAN number now (one added afterwards), else their CVR number. A document made out to
 * a private customer has none: null, as for a document the viewer may not see.
 */
export async function eInvoiceForViewer(
  number: number,
  viewer: { id: string; role: string },
): Promise<{ xml: string; filename: string } | null> {
  const row = await viewedDocument(number, viewer);
  if (!row) return null;
  const document = row.snapshot;
  const endpoint = buyerEndpoint(document.buyer, document.buyer.ean || row.ean);
  if (!endpoint) return null;
  return { xml: ublDocument(document, endpoint), filename: eInvoiceFilename(document) };
}

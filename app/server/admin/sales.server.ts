/**
 * The period's sales as the books count them: the invoices and credit notes issued in it
 * (Copenhagen days, ~/lib/periods). The dashboard's money figures and the bookkeeping export
 * both come from here, so the two agree to the øre for the same period.
 */
import { and, asc, gte, lt, sql } from "drizzle-orm";
import { addDays, copenhagenMidnight } from "~/lib/copenhagen";
import { parseKroner } from "~/lib/money";
import type { DocumentSums, SalesTotals } from "~/lib/bookkeeping";
import type { Period } from "~/lib/periods";
import { getDb } from "../db/index.server";
import { invoices } from "../db/schema.server";

/** The instants a period spans: from its first day's midnight until its last day's end (excluded). */
export function periodInstants(period: Pick<Period, "from" | "to">): { start: Date; end: Date } {
  return { start: copenhagenMidnight(period.from), end: copenhagenMidnight(addDays(period.to, 1)) };
}

const issuedIn = (period: Pick<Period, "from" | "to">) => {
  const { start, end } = periodInstants(period);
  return and(gte(invoices.issued_at, start), lt(invoices.issued_at, end));
};

/** Invoices and credit notes issued in the period: how many, their totals incl. VAT and their VAT (øre). */
export async function salesTotals(period: Pick<Period, "from" | "to">): Promise<SalesTotals> {
  const rows = await getDb()
    .select({
      kind: invoices.kind,
      count: sql<number>`count(*)::int`,
      gross: sql<string>`coalesce(sum(${invoices.total_amount}), 0)::text`,
      vat: sql<string>`coalesce(sum(${invoices.vat_amount}), 0)::text`,
    })
    .from(invoices)
    .where(issuedIn(period))
    .groupBy(invoices.kind);
  const sums = (kind: string): DocumentSums => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return row
      ? { count: row.count, gross: parseKroner(row.gross), vat: parseKroner(row.vat) }
      : { count: 0, gross: 0, vat: 0 };
  };
  return { invoices: sums("invoice"), creditNotes: sums("credit_note") };
}

/** The period's invoices and credit notes themselves, in number order (the journal's vouchers). */
export async function documentsIssuedIn(period: Pick<Period, "from" | "to">) {
  return getDb().select().from(invoices).where(issuedIn(period)).orderBy(asc(invoices.number));
}

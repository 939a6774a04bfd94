/**
 * The bookkeeping export's data: the accounts the owner sets once (app_settings, audit-logged),
 * a period's journal built from the same documents `salesTotals` sums (so the export and the
 * dashboard agree to the øre), and the period's vouchers as PDFs in a zip.
 */
import { eq } from "drizzle-orm";
import {
  ACCOUNT_KEYS,
  ACCOUNT_PATTERN,
  DEFAULT_ACCOUNTS,
  exportFilename,
  journal,
  journalCsv,
  voucherFilename,
  type Accounts,
  type JournalDocument,
} from "~/lib/bookkeeping";
import { shopDate } from "~/lib/copenhagen";
import { parseKroner } from "~/lib/money";
import { adminTranslator } from "~/i18n/admin";
import { readPeriod, type Period, type PeriodProblem } from "~/lib/periods";
import { shopNow } from "../clock.server";
import { getDb, type Database, type Transaction } from "../db/index.server";
import { appSettings, type Invoice } from "../db/schema.server";
import { resolveLanguage } from "../language.server";
import { zipStream, type ZipEntry } from "../zip.server";
import { auditTrail, recordAudit, type AuditActor } from "./audit.server";
import { documentsIssuedIn, salesTotals } from "./sales.server";

const ACCOUNTS_KEY = "bookkeeping-accounts";
/** The audit trail's name for the accounts setting (entity `bookkeeping`). */
export const ACCOUNTS_ENTITY_ID = "accounts";

/** The accounts as set, each one not set (or no longer valid) its default. */
export async function bookkeepingAccounts(db: Database | Transaction = getDb()): Promise<Accounts> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, ACCOUNTS_KEY));
  const stored = (row?.value ?? {}) as Partial<Record<string, unknown>>;
  return Object.fromEntries(
    ACCOUNT_KEYS.map((key) => {
      const value = stored[key];
      return [key, typeof value === "string" && ACCOUNT_PATTERN.test(value) ? value : DEFAULT_ACCOUNTS[key]];
    }),
  ) as Accounts;
}

export async function setBookkeepingAccounts(actor: AuditActor, accounts: Accounts): Promise<void> {
  await getDb().transaction(async (tx) => {
    const before = await bookkeepingAccounts(tx);
    const value = Object.fromEntries(ACCOUNT_KEYS.map((key) => [key, accounts[key]]));
    await tx
      .insert(appSettings)
      .values({ key: ACCOUNTS_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updated_at: new Date() } });
    const logged = (set: Accounts) =>
      Object.fromEntries(ACCOUNT_KEYS.map((key) => [`${key}Account`, set[key]]));
    await recordAudit(
      actor,
      {
        entityType: "bookkeeping",
        entityId: ACCOUNTS_ENTITY_ID,
        action: "update",
        before: logged(before),
        after: logged(accounts),
      },
      tx,
    );
  });
}

/** The period an address asks for, on the shop's today (Copenhagen). */
export function requestedPeriod(request: Request) {
  return readPeriod(new URL(request.url).searchParams, shopDate(shopNow()));
}

/** A download for a period that cannot stand: what is wrong, in words, status 400 (never a 500). */
export function badPeriod(request: Request, problem: PeriodProblem): Response {
  const t = adminTranslator(resolveLanguage(request).language);
  return new Response(`${t("bookkeeping.badPeriod")}. ${t(`period.problems.${problem}`)}\n`, {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/** The back office's page: the period's totals, the accounts and their changes. */
export async function bookkeepingPage(period: Pick<Period, "from" | "to">) {
  const [totals, accounts, audit] = await Promise.all([
    salesTotals(period),
    bookkeepingAccounts(),
    auditTrail("bookkeeping", ACCOUNTS_ENTITY_ID),
  ]);
  return { totals, accounts, audit };
}

/** What the journal needs of a stored document: its stored total and VAT, the rest from its snapshot. */
export function journalDocument(row: Invoice): JournalDocument {
  return {
    kind: row.kind,
    number: row.number,
    date: shopDate(row.issued_at),
    total: parseKroner(row.total_amount),
    vat: parseKroner(row.vat_amount),
    freight: row.snapshot.freight,
    orderNumber: row.snapshot.order.number,
    credits: row.snapshot.credits?.number ?? null,
  };
}

/** The period's journal as a CSV file, and the documents it books. */
export async function periodJournal(period: Pick<Period, "from" | "to">) {
  const [rows, accounts] = await Promise.all([documentsIssuedIn(period), bookkeepingAccounts()]);
  return { rows, csv: journalCsv(journal(rows.map(journalDocument), accounts)) };
}

/**
 * The period's vouchers: each invoice's and credit note's PDF ("faktura-1042.pdf") and the
 * journal, as a zip written while it downloads (one PDF in memory at a time).
 */
export async function periodVouchersZip(
  period: Pick<Period, "from" | "to">,
): Promise<ReadableStream<Uint8Array>> {
  const { rows, csv } = await periodJournal(period);
  // PDFKit and its fonts load with the first export, not with the shop.
  const { renderInvoicePdf } = await import("../invoice-pdf.server");
  async function* entries(): AsyncGenerator<ZipEntry> {
    yield { name: exportFilename("kassekladde", period), data: new TextEncoder().encode(csv) };
    for (const row of rows) {
      yield {
        name: voucherFilename(row),
        data: new Uint8Array(await renderInvoicePdf(row.snapshot)),
        modified: row.issued_at,
      };
    }
  }
  return zipStream(entries());
}

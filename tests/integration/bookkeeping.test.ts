/**
 * The bookkeeping export: the journal CSV of a period sums, account by account, to the invoices
 * and credit notes issued in it (to the øre, and to the dashboard's `salesTotals`), names every
 * document as a voucher, and the zip holds one PDF per document and the journal. A period that
 * cannot stand is answered in words; only admins get any of it; the accounts are the owner's.
 */
import { and, eq, gte, lt } from "drizzle-orm";
import { unzipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { readJournalCsv, voucherFilename, type JournalLine } from "~/lib/bookkeeping";
import { addDays, shopDate } from "~/lib/copenhagen";
import { parseKroner } from "~/lib/money";
import { action as pageAction, loader as pageLoader } from "~/routes/admin.bogfoering";
import { loader as zipLoader } from "~/routes/admin.bogfoering.bilag[.]zip";
import { loader as csvLoader } from "~/routes/admin.bogfoering.kladde[.]csv";
import { cancelOrder, refundOrder, shipOrder } from "~/server/admin/orders.server";
import { periodInstants, salesTotals } from "~/server/admin/sales.server";
import { addToCart } from "~/server/cart.server";
import { getDb } from "~/server/db/index.server";
import { auditLog, invoices } from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { codeWith, placePaidOrder } from "./helpers/checkout";
import { setupTestDatabase } from "./helpers/database";
import { pdfText } from "./helpers/pdf";
import { callAction, callLoader, statusOf } from "./helpers/routes";
import { setupServiceServer } from "./helpers/service-server";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();
setupServiceServer();

const TOMATO = demoId("product", "tomatsuppe"); // customer price 55,00; with freight 105,00
let admin: TestUser;
const actor = () => ({ id: admin.id, email: admin.email });
const today = shopDate(new Date());
// A day either side, so a test running across midnight still finds what it issued.
const period = { from: addDays(today, -1), to: addDays(today, 1) };
const search = `?periode=custom&fra=${period.from}&til=${period.to}`;

async function paidOrder(jars: number, options: Parameters<typeof placePaidOrder>[1] = {}) {
  const customer = await createSignedInUser();
  await addToCart(customer.id, TOMATO, jars);
  return placePaidOrder(customer, options);
}

const asAdmin = () => ({ headers: { Cookie: admin.cookie } });
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's and the files' loaders alike
type Loader = (args: any) => Promise<unknown>;
const download = (loader: Loader, path: string, user: TestUser = admin) =>
  callLoader(loader, path, {}, { headers: { Cookie: user.cookie } }) as Promise<Response>;

const sum = (lines: JournalLine[], field: "net" | "vat", accounts: string[]) =>
  lines.filter((line) => accounts.includes(line.account)).reduce((total, line) => total + line[field], 0);

beforeAll(async () => {
  await seedDemoData(getDb());
  admin = await createSignedInUser({ changes: { role: "admin" } });
  // Invoices: plain, several jars with a discount code, a pickup (other freight); a part
  // refunded after shipping, one paid order cancelled (credited in full, freight included).
  await paidOrder(1);
  await paidOrder(3, { code: await codeWith({ discount_value: "12.5" }) });
  await paidOrder(2, { pickup: true });
  const refunded = await paidOrder(1);
  await shipOrder(actor(), refunded);
  expect(await refundOrder(actor(), refunded, 33_33)).toEqual({ ok: true });
  const cancelled = await paidOrder(2);
  expect(await cancelOrder(actor(), cancelled, "Kunden fortrød")).toEqual({ ok: true });
  // One invoice issued long before the period: not in its journal.
  const old = await paidOrder(1);
  await getDb()
    .update(invoices)
    .set({ issued_at: new Date("2024-03-01T12:00:00Z") })
    .where(eq(invoices.order_id, old));
}, 120_000);

describe("the journal CSV", () => {
  it("sums to the period's invoices and credit notes to the øre, the dashboard's totals, each one a voucher", async () => {
    const response = await download(csvLoader, `/admin/bogfoering/kladde.csv${search}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="krukke-kassekladde-${period.from}-${period.to}.csv"`,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // UTF-8's byte-order mark
    const csv = new TextDecoder().decode(bytes);
    expect(csv.split("\r\n")[0]).toBe("Dato;Bilag;Tekst;Konto;Netto;Moms;Brutto");
    const lines = readJournalCsv(csv);

    // The documents by brute force: every row of the table, issued within the period's instants.
    const { start, end } = periodInstants(period);
    const documents = await getDb()
      .select()
      .from(invoices)
      .where(and(gte(invoices.issued_at, start), lt(invoices.issued_at, end)));
    const of = (kind: string) => documents.filter((document) => document.kind === kind);
    const gross = (kind: string) => of(kind).reduce((total, row) => total + parseKroner(row.total_amount), 0);
    const vat = (kind: string) => of(kind).reduce((total, row) => total + parseKroner(row.vat_amount), 0);
    expect(of("invoice")).toHaveLength(5);
    expect(of("credit_note")).toHaveLength(2);

    // The default accounts: sales 1010, freight 1020, refunds 1030, VAT 7700, settlement 5820.
    expect(sum(lines, "net", ["5820"])).toBe(gross("invoice") - gross("credit_note"));
    expect(sum(lines, "net", ["7700"])).toBe(-(vat("invoice") - vat("credit_note")));
    expect(sum(lines, "net", ["1010", "1020"])).toBe(-(gross("invoice") - vat("invoice")));
    expect(sum(lines, "vat", ["1010", "1020"])).toBe(-vat("invoice"));
    expect(sum(lines, "net", ["1030"])).toBe(gross("credit_note") - vat("credit_note"));
    expect(sum(lines, "vat", ["1030"])).toBe(vat("credit_note"));
    expect(sum(lines, "net", ["1010", "1020", "1030", "7700", "5820"])).toBe(0);
    expect(lines.every((line) => line.gross === line.net + line.vat)).toBe(true);

    // The same figures as the dashboard's for the period.
    const totals = await salesTotals(period);
    expect(totals).toEqual({
      invoices: { count: 5, gross: gross("invoice"), vat: vat("invoice") },
      creditNotes: { count: 2, gross: gross("credit_note"), vat: vat("credit_note") },
    });

    // Each document is a voucher whose lines balance, its settlement line its total, dated its day.
    const vouchers = [...new Set(lines.map((line) => line.voucher))];
    expect(vouchers).toEqual(documents.map((row) => row.number).sort((a, b) => a - b));
    for (const document of documents) {
      const own = lines.filter((line) => line.voucher === document.number);
      const sign = document.kind === "invoice" ? 1 : -1;
      expect(own.reduce((total, line) => total + line.net, 0)).toBe(0);
      expect(own.find((line) => line.account === "5820")!.net).toBe(
        sign * parseKroner(document.total_amount),
      );
      expect(own.every((line) => line.date === shopDate(document.issued_at))).toBe(true);
      expect(own[0]!.text).toContain(
        `${document.kind === "invoice" ? "Faktura" : "Kreditnota"} ${document.number}`,
      );
      expect(own[0]!.text).toContain(document.snapshot.order.number);
    }
    // A discount was given and freight was charged, and both are in the books above.
    expect(documents.some((document) => document.snapshot.discount > 0)).toBe(true);
    expect(lines.filter((line) => line.account === "1020").length).toBeGreaterThan(0);
  });

  it("of a period without documents is the header alone", async () => {
    const response = await download(
      csvLoader,
      "/admin/bogfoering/kladde.csv?periode=custom&fra=2020-01-01&til=2020-01-31",
    );
    expect(readJournalCsv(await response.text())).toEqual([]);
    const page = await callLoader(
      pageLoader,
      "/admin/bogfoering?periode=custom&fra=2020-01-01&til=2020-01-31",
      {},
      asAdmin(),
    );
    expect(page.totals.invoices.count + page.totals.creditNotes.count).toBe(0);
  });
});

describe("the zip", () => {
  it("holds one PDF per document of the period and the journal", async () => {
    const response = await download(zipLoader, `/admin/bogfoering/bilag.zip${search}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="krukke-bilag-${period.from}-${period.to}.zip"`,
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const { start, end } = periodInstants(period);
    const documents = await getDb()
      .select()
      .from(invoices)
      .where(and(gte(invoices.issued_at, start), lt(invoices.issued_at, end)));
    const journalName = `krukke-kassekladde-${period.from}-${period.to}.csv`;
    expect(Object.keys(files).sort()).toEqual(
      [journalName, ...documents.map((document) => voucherFilename(document))].sort(),
    );
    const csv = await (await download(csvLoader, `/admin/bogfoering/kladde.csv${search}`)).text();
    expect(new TextDecoder().decode(files[journalName])).toBe(csv);
    for (const document of documents) {
      const pdf = files[voucherFilename(document)]!;
      expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    }
    const note = documents.find((document) => document.kind === "credit_note")!;
    const text = await pdfText(files[voucherFilename(note)]!);
    expect(text).toContain("Kreditnota");
    expect(text).toMatch(new RegExp(`Nummer\\s+${note.number}\\b`));
  });
});

describe("the page and its downloads", () => {
  it("show the period's totals and link the downloads for it", async () => {
    const page = await callLoader(pageLoader, `/admin/bogfoering${search}`, {}, asAdmin());
    expect(page.problem).toBeNull();
    expect(page.period).toEqual({ preset: "custom", ...period });
    expect(page.search).toBe(search);
    expect(page.totals).toEqual(await salesTotals(period));
  });

  it("answer a period that cannot stand in words, never with a 500", async () => {
    for (const [query, problem] of [
      ["periode=custom&fra=2026-13-01&til=2026-12-01", "invalid-date"],
      ["periode=custom&fra=2026-11-10&til=2026-11-01", "reversed"],
      ["periode=custom&fra=2015-01-01&til=2026-11-01", "too-long"],
      ["periode=custom&fra=&til=", "invalid-date"],
    ] as const) {
      const page = await callLoader(pageLoader, `/admin/bogfoering?${query}`, {}, asAdmin());
      expect(page.problem, query).toBe(problem);
      expect(page.typed.from).toBe(new URLSearchParams(query).get("fra"));
      for (const loader of [csvLoader, zipLoader]) {
        const response = await download(loader, `/admin/bogfoering/x?${query}`);
        expect(response.status, query).toBe(400);
        expect(await response.text()).toMatch(/^Perioden kan ikke bruges\. .+/);
      }
    }
    const english = await callLoader(
      csvLoader,
      "/admin/bogfoering/kladde.csv?periode=custom&fra=2026-11-10&til=2026-11-01",
      {},
      { headers: { Cookie: `${admin.cookie}; lang=en` } },
    );
    expect(await (english as Response).text()).toContain("The from date is after the to date");
  });

  it("are for admins only", async () => {
    const customer = await createSignedInUser();
    for (const loader of [pageLoader, csvLoader, zipLoader] as Loader[]) {
      expect(
        await statusOf(
          callLoader(loader, `/admin/bogfoering${search}`, {}, { headers: { Cookie: customer.cookie } }),
        ),
      ).toBe(404);
      expect(await statusOf(callLoader(loader, `/admin/bogfoering${search}`))).toBe(404);
    }
    expect(
      await statusOf(
        callAction(pageAction, "/admin/bogfoering", { sales: "1" }, { headers: { Cookie: customer.cookie } }),
      ),
    ).toBe(404);
  });
});

describe("the accounts", () => {
  it("are the owner's: validated, saved with a trail, and used by the next journal", async () => {
    const accounts = { sales: "1111", freight: "1112", vat: "14261", refunds: "1113", settlement: "58200" };
    const refused = await callAction(
      pageAction,
      "/admin/bogfoering",
      { ...accounts, vat: "14a", settlement: "12345678901" },
      { ...asAdmin(), raw: true },
    );
    expect(await statusOf(Promise.resolve(refused))).toBe(400);
    const saved = await callAction(pageAction, `/admin/bogfoering${search}`, accounts, asAdmin());
    expect(saved).toBeInstanceOf(Response);
    expect((saved as Response).headers.get("Location")).toBe(`/admin/bogfoering${search}`);

    const page = await callLoader(pageLoader, `/admin/bogfoering${search}`, {}, asAdmin());
    expect(page.accounts).toEqual(accounts);
    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.entity_type, "bookkeeping"));
    expect(entry).toMatchObject({
      actor_email: admin.email,
      action: "update",
      before: { salesAccount: "1010", vatAccount: "7700" },
      after: { salesAccount: "1111", vatAccount: "14261" },
    });
    const lines = readJournalCsv(
      await (await download(csvLoader, `/admin/bogfoering/kladde.csv${search}`)).text(),
    );
    expect(new Set(lines.map((line) => line.account))).toEqual(new Set(Object.values(accounts)));
  });
});

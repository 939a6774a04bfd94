/**
 * Invoices and credit notes: a paid order gets the next number of one gap-free series (also when
 * a payment's transaction rolls back in between, and with two app instances issuing at once), a
 * refund or a cancelled paid order gets a credit note from the same series, the customer (and
 * only they, or an admin) downloads the PDF, and a business customer's company is printed on it.
 */
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as profileLoader } from "~/routes/profile";
import { action as deleteAction } from "~/routes/profile.delete";
import { action as editAction } from "~/routes/profile.edit";
import { loader as invoiceLoader } from "~/routes/profile.faktura.$number";
import { loader as orderPageLoader } from "~/routes/admin.ordrer.$id";
import { cancelOrder, refundOrder, shipOrder } from "~/server/admin/orders.server";
import { addToCart } from "~/server/cart.server";
import { openDatabase, type Database } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import {
  emailOutbox,
  invoices,
  orderItems,
  orders,
  products,
  profiles,
  type Order,
} from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { issueInvoice } from "~/server/invoices.server";
import { markOrderPaid } from "~/server/orders/lifecycle.server";
import { exportOwnData } from "~/server/profiles.server";
import { homeDelivery, pay, placePaidOrder } from "./helpers/checkout";
import { setupTestDatabase } from "./helpers/database";
import { pdfText } from "./helpers/pdf";
import { callAction, callLoader, statusOf } from "./helpers/routes";
import { setupServiceServer } from "./helpers/service-server";
import { createSignedInUser, type TestUser } from "./helpers/users";

const database = setupTestDatabase();
setupServiceServer();

const TOMATO = demoId("product", "tomatsuppe"); // customer price 55,00; with freight 105,00
let admin: TestUser;
const actor = () => ({ id: admin.id, email: admin.email });

beforeAll(async () => {
  await seedDemoData(getDb());
  admin = await createSignedInUser({ changes: { role: "admin" } });
});

async function paidOrder(customer?: TestUser) {
  const buyer = customer ?? (await createSignedInUser());
  await addToCart(buyer.id, TOMATO, 1);
  const id = await placePaidOrder(buyer);
  return { customer: buyer, id };
}

/** An order placed and left unpaid (the payment window never used). */
async function pendingOrder(customer?: TestUser) {
  const buyer = customer ?? (await createSignedInUser());
  await addToCart(buyer.id, TOMATO, 1);
  const answer = await pay(buyer, await homeDelivery());
  if (answer instanceof Response || !answer.ok) throw new Error("the order was not placed");
  return { customer: buyer, id: answer.orderId! };
}

const documentsOf = (orderId: string) =>
  getDb().select().from(invoices).where(eq(invoices.order_id, orderId)).orderBy(asc(invoices.number));
const invoiceOf = async (orderId: string) =>
  (await documentsOf(orderId)).find((document) => document.kind === "invoice");
const lastNumber = async () =>
  (
    await getDb().select({ number: invoices.number }).from(invoices).orderBy(desc(invoices.number)).limit(1)
  )[0]?.number ?? 0;

async function downloadPdf(number: number, user: TestUser) {
  return callLoader(
    invoiceLoader,
    `/profile/faktura/${number}`,
    { number: String(number) },
    { headers: { Cookie: user.cookie } },
  ) as Promise<Response>;
}

describe("invoices", () => {
  it("are issued when an order is paid, each paid order the next number, with what the order says", async () => {
    const before = await lastNumber();
    const first = await paidOrder();
    const second = await paidOrder();
    const [one, two] = [await invoiceOf(first.id), await invoiceOf(second.id)];
    expect(one!.number).toBe(before + 1);
    expect(two!.number).toBe(before + 2);
    expect(one).toMatchObject({ kind: "invoice", total_amount: "105.00", vat_amount: "21.00" });
    expect(one!.snapshot).toMatchObject({
      number: before + 1,
      language: "da",
      seller: { legalName: "Krukke ApS", cvr: "41 27 63 58", street: "Rugbrødsvej 7" },
      buyer: { name: "Test Kunde", email: first.customer.email, street: "Vestergade 1", companyName: null },
      lines: [{ title: expect.any(String), quantity: 1, unitPrice: 55_00, total: 55_00 }],
      subtotal: 55_00,
      freight: 50_00,
      total: 105_00,
      vat: 21_00,
    });

    // The confirmation e-mail names it and links to its PDF.
    const [mail] = await getDb()
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.to_address, first.customer.email), eq(emailOutbox.template, "order-confirmation")),
      );
    expect(mail!.text).toContain(`Fakturanummer: ${one!.number}`);
    expect(mail!.text).toMatch(new RegExp(`https?://[^\\s]+/profile/faktura/${one!.number}\\b`));
    expect(mail!.html).toContain(`/profile/faktura/${one!.number}"`);
  });

  it("leave no gap when a payment's transaction rolls back: its number goes to the next paid order", async () => {
    const failing = await pendingOrder();
    const next = await pendingOrder();
    const before = await lastNumber();
    // The confirmation e-mail cannot be stored for this customer: marking the order paid fails
    // after its invoice was numbered, and the whole transaction rolls back.
    await getDb().execute(
      sql.raw(`create function refuse_mail() returns trigger language plpgsql as $$
        begin raise exception 'the outbox refuses this address'; end $$`),
    );
    await getDb().execute(
      sql.raw(`create trigger refuse_mail before insert on email_outbox for each row
        when (new.to_address = '${failing.customer.email}') execute function refuse_mail()`),
    );
    try {
      await expect(markOrderPaid(failing.id, null)).rejects.toThrow();
    } finally {
      await getDb().execute(sql.raw("drop trigger refuse_mail on email_outbox"));
      await getDb().execute(sql.raw("drop function refuse_mail()"));
    }
    expect((await getDb().select().from(orders).where(eq(orders.id, failing.id)))[0]!.status).toBe("pending");
    expect(await documentsOf(failing.id)).toEqual([]);

    expect(await markOrderPaid(next.id, null)).toBe(true);
    expect((await invoiceOf(next.id))!.number).toBe(before + 1);
    // Paid after all, later: the number after that. A second word of payment issues nothing.
    expect(await markOrderPaid(failing.id, null)).toBe(true);
    expect((await invoiceOf(failing.id))!.number).toBe(before + 2);
    expect(await markOrderPaid(failing.id, null)).toBe(false);
    expect(await documentsOf(failing.id)).toHaveLength(1);
  });

  it("from two app instances on one database at once are unique and gap-free, rolled-back ones included", async () => {
    // A second instance: its own connection pool to the same PostgreSQL database (on PGlite, the
    // one embedded database, whose transactions take turns).
    const other = database.current.url ? await openDatabase({ url: database.current.url, poolMax: 5 }) : null;
    const instances: Database[] = [getDb(), other?.db ?? getDb()];
    try {
      const customer = await createSignedInUser();
      const ids: string[] = [];
      for (let i = 0; i < 24; i += 1) {
        const [order] = await getDb()
          .insert(orders)
          .values({
            user_id: customer.id,
            status: "pending",
            subtotal_price: "55.00",
            freight_price: "50.00",
            total_price: "105.00",
            customer_name: "Test Kunde",
            customer_email: customer.email,
            delivery_provider: "standard",
            delivery_address: {
              name: "Test Kunde",
              street: "Vestergade 1",
              zip: "2600",
              city: "Glostrup",
              country: "Danmark",
            },
          })
          .returning({ id: orders.id });
        await getDb().insert(orderItems).values({
          order_id: order!.id,
          product_id: TOMATO,
          product_title: "Tomatsuppe",
          quantity: 1,
          unit_price: "55.00",
        });
        ids.push(order!.id);
      }
      const before = await lastNumber();
      // As markOrderPaid does it; every fourth payment fails after its invoice was numbered.
      const outcomes = await Promise.allSettled(
        ids.map((id, index) =>
          instances[index % 2]!.transaction(async (tx) => {
            const [order] = await tx
              .update(orders)
              .set({ status: "paid", paid_at: new Date() })
              .where(and(eq(orders.id, id), eq(orders.status, "pending")))
              .returning();
            await issueInvoice(tx, order as Order);
            if (index % 4 === 3) throw new Error("the payment could not be recorded");
          }),
        ),
      );
      expect(outcomes.filter((outcome) => outcome.status === "rejected")).toHaveLength(6);
      const issued = await getDb()
        .select({ number: invoices.number, orderId: invoices.order_id })
        .from(invoices)
        .where(inArray(invoices.order_id, ids))
        .orderBy(asc(invoices.number));
      expect(issued.map((row) => row.number)).toEqual(Array.from({ length: 18 }, (_, i) => before + 1 + i));
      expect(await lastNumber()).toBe(before + 18);
    } finally {
      await other?.close();
    }
  });
});

describe("credit notes", () => {
  it("are issued for each refund, with the next number and the VAT of the amount refunded", async () => {
    const { id } = await paidOrder();
    const invoice = (await invoiceOf(id))!;
    await shipOrder(actor(), id);
    const before = await lastNumber();
    expect(await refundOrder(actor(), id, 25_00)).toEqual({ ok: true });
    expect(await refundOrder(actor(), id, 80_00)).toEqual({ ok: true });
    const [, part, rest] = await documentsOf(id);
    expect(part).toMatchObject({
      kind: "credit_note",
      number: before + 1,
      reason: "refund",
      credits_invoice_id: invoice.id,
      total_amount: "25.00",
      vat_amount: "5.00",
    });
    expect(part!.snapshot.lines).toEqual([
      {
        title: `Delvis kreditering af faktura nr. ${invoice.number}`,
        quantity: 1,
        unitPrice: 25_00,
        total: 25_00,
      },
    ]);
    expect(rest).toMatchObject({ number: before + 2, total_amount: "80.00", vat_amount: "16.00" });
    // Refunded in full: nothing more to refund or credit.
    expect(await refundOrder(actor(), id, 1)).toEqual({ ok: false, reason: "wrong-status" });
    expect(await documentsOf(id)).toHaveLength(3);
  });

  it("credit a cancelled paid order in full; an unpaid order never had an invoice and gets none", async () => {
    const { id } = await paidOrder();
    const invoice = (await invoiceOf(id))!;
    const next = (await lastNumber()) + 1;
    expect(await cancelOrder(actor(), id, "Kunden fortrød")).toEqual({ ok: true });
    const [, note] = await documentsOf(id);
    expect(note).toMatchObject({
      kind: "credit_note",
      number: next,
      reason: "cancellation",
      total_amount: invoice.total_amount,
      vat_amount: invoice.vat_amount,
    });
    expect(note!.snapshot).toMatchObject({
      lines: invoice.snapshot.lines,
      freight: 50_00,
      total: 105_00,
      credits: { number: invoice.number, reason: "cancellation" },
    });

    const unpaid = await pendingOrder();
    const before = await lastNumber();
    expect(await cancelOrder(actor(), unpaid.id, null)).toEqual({ ok: true });
    expect(await documentsOf(unpaid.id)).toEqual([]);
    expect(await lastNumber()).toBe(before);
  });
});

describe("the PDF", () => {
  it("is the customer's to download, with the number, the lines, the VAT and the total", async () => {
    const { customer, id } = await paidOrder();
    const invoice = (await invoiceOf(id))!;
    const response = await downloadPdf(invoice.number, customer);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="krukke-faktura-${invoice.number}.pdf"`,
    );
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain("Faktura");
    expect(text).toMatch(new RegExp(`Nummer\\s+${invoice.number}\\b`));
    expect(text).toContain("Krukke ApS");
    expect(text).toContain("Rugbrødsvej 7");
    expect(text).toContain("CVR-nr. 41 27 63 58");
    expect(text).toContain("Test Kunde");
    expect(text).toMatch(/Tomatsuppe[^\n]*\s1\s+55,00 kr\s+55,00 kr/);
    expect(text).toMatch(/Fragt\s+50,00 kr/);
    expect(text).toMatch(/I alt \(DKK\)\s+105,00 kr/);
    expect(text).toMatch(/Heraf moms 25 %\s+21,00 kr/);

    // The order history lists it with its address.
    const page = await callLoader(
      profileLoader,
      "/profile?tab=orders",
      {},
      { headers: { Cookie: customer.cookie } },
    );
    expect(page.orders?.find((order) => order.id === id)?.documents).toEqual([
      {
        number: invoice.number,
        kind: "invoice",
        issuedAt: expect.any(String),
        total: 105_00,
        credits: null,
        // A private customer's: no e-invoice (tests/integration/e-invoices.test.ts).
        eInvoice: false,
      },
    ]);
  });

  it("is not found for another customer, asks a guest to log in, and opens for an admin", async () => {
    const { id } = await paidOrder();
    const invoice = (await invoiceOf(id))!;
    const stranger = await createSignedInUser();
    expect(await statusOf(downloadPdf(invoice.number, stranger))).toBe(404);
    expect(await statusOf(downloadPdf(999_999, stranger))).toBe(404);
    for (const number of ["abc", "0", "-1", "1e3", "99999999999999999999"]) {
      expect(
        await statusOf(
          callLoader(
            invoiceLoader,
            `/profile/faktura/${number}`,
            { number },
            { headers: { Cookie: stranger.cookie } },
          ),
        ),
        number,
      ).toBe(404);
    }
    const guest = await statusOf(
      callLoader(invoiceLoader, `/profile/faktura/${invoice.number}`, { number: String(invoice.number) }),
    );
    expect(guest).toBe(302);
    expect((await downloadPdf(invoice.number, admin)).status).toBe(200);

    const page = await callLoader(
      orderPageLoader,
      `/admin/ordrer/${id}`,
      { id },
      { headers: { Cookie: admin.cookie } },
    );
    expect(page.documents.map((document) => document.number)).toEqual([invoice.number]);
  });

  it("of a credit note says so, names its invoice, and is in the order's language", async () => {
    const { customer, id } = await pendingOrder();
    await getDb().update(orders).set({ language: "en" }).where(eq(orders.id, id));
    await markOrderPaid(id, null);
    await cancelOrder(actor(), id, null);
    const [invoice, note] = await documentsOf(id);
    const response = await downloadPdf(note!.number, customer);
    expect(response.headers.get("Content-Disposition")).toContain(`krukke-credit-note-${note!.number}.pdf`);
    const text = await pdfText(await response.arrayBuffer());
    expect(text).toContain("Credit note");
    expect(text).toContain(`Credits invoice no. ${invoice!.number}`);
    expect(text).toContain("Reason: cancelled order");
    expect(text).toMatch(/Total credited \(DKK\)\s+105\.00 kr/);
    expect(text).toMatch(/Of which VAT 25%\s+21\.00 kr/);
  });
});

describe("a business customer", () => {
  const form = {
    firstName: "Bente",
    lastName: "Berg",
    phone: "12345678",
    streetAddress: "Havnegade 3",
    postalCode: "1058",
    city: "København K",
    companyName: "Grøn Frokost ApS",
    cvrNumber: "24 25 67 90",
  };

  it("keeps a company name and CVR number in the profile, printed on their invoices as issued", async () => {
    const business = await createSignedInUser({ changes: { role: "b2b_customer" } });
    const saved = (await callAction(editAction, "/profile/edit", form, {
      headers: { Cookie: business.cookie },
    })) as Response;
    expect(saved.status).toBe(302);
    const [row] = await getDb().select().from(profiles).where(eq(profiles.id, business.id));
    expect(row).toMatchObject({ company_name: "Grøn Frokost ApS", cvr_number: "24256790" });
    expect((await exportOwnData(business.id))!.profile).toMatchObject({
      company_name: "Grøn Frokost ApS",
      cvr_number: "24256790",
    });

    const { id } = await paidOrder(business);
    const invoice = (await invoiceOf(id))!;
    expect(invoice.snapshot.buyer).toMatchObject({ companyName: "Grøn Frokost ApS", cvr: "24256790" });
    // A later change of company, address or product title does not change an issued invoice.
    await callAction(
      editAction,
      "/profile/edit",
      { ...form, companyName: "Nyt Navn ApS" },
      {
        headers: { Cookie: business.cookie },
      },
    );
    await getDb().update(products).set({ title: "Omdøbt suppe" }).where(eq(products.id, TOMATO));
    try {
      const text = await pdfText(await (await downloadPdf(invoice.number, business)).arrayBuffer());
      expect(text).toContain("Grøn Frokost ApS");
      expect(text).toContain("CVR-nr. 24 25 67 90");
      expect(text).not.toContain("Nyt Navn ApS");
      expect(text).not.toContain("Omdøbt suppe");
    } finally {
      await getDb().update(products).set({ title: "Tomatsuppe" }).where(eq(products.id, TOMATO));
    }
  });

  it("is told what is wrong with a CVR number, in both languages, and nothing is saved", async () => {
    const business = await createSignedInUser({ changes: { role: "b2b_customer" } });
    const answer = (await callAction(
      editAction,
      "/profile/edit",
      { ...form, cvrNumber: "24256791" },
      {
        headers: { Cookie: business.cookie },
      },
    )) as { result: { error: Record<string, string[]> } };
    expect(answer.result.error).toEqual({ cvrNumber: ["validation.cvrChecksum"] });
    const [row] = await getDb().select().from(profiles).where(eq(profiles.id, business.id));
    expect(row).toMatchObject({ first_name: "Test", company_name: null, cvr_number: null });
  });

  it("is the only one whose company details are saved: a customer posting them changes nothing", async () => {
    const customer = await createSignedInUser();
    await callAction(editAction, "/profile/edit", form, { headers: { Cookie: customer.cookie } });
    const [row] = await getDb().select().from(profiles).where(eq(profiles.id, customer.id));
    expect(row).toMatchObject({ first_name: "Bente", company_name: null, cvr_number: null });
    const { id } = await paidOrder(customer);
    expect((await invoiceOf(id))!.snapshot.buyer).toMatchObject({ companyName: null, cvr: null });
  });
});

describe("deleting an account", () => {
  it("keeps its invoices as issued for the accounts; only an admin can open them afterwards", async () => {
    const { customer, id } = await paidOrder();
    const invoice = (await invoiceOf(id))!;
    // Shipped first: a paid order on its way keeps the account until it is delivered.
    await shipOrder(actor(), id);
    const response = (await callAction(
      deleteAction,
      "/profile/delete",
      { confirmEmail: customer.email },
      { headers: { Cookie: customer.cookie } },
    )) as Response;
    expect(response.status).toBe(302);
    const [kept] = await documentsOf(id);
    expect(kept).toEqual(invoice);
    expect((await downloadPdf(invoice.number, admin)).status).toBe(200);
  });
});

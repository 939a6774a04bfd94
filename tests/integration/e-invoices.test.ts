/**
 * E-invoices: a business customer's invoice and credit notes, as the shop writes them, pass the
 * official Peppol BIS Billing 3.0 rules (EN 16931's and Peppol's schematron, Danish rules
 * included, vendor/peppol/) with no fatal failed assert, and a document the rules forbid fails
 * them; their elements come in UBL 2.1's order, in its namespaces. The customer (and only they, or
 * an admin) downloads them; an EAN number in the profile addresses them.
 *
 * The first run compiles the rules (half a minute to a minute each); later runs take them from
 * node_modules/.cache/peppol (tests/support/peppol.ts).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ublCreditNote, ublInvoice } from "~/lib/peppol";
import { loader as orderPageLoader } from "~/routes/admin.ordrer.$id";
import { loader as eInvoiceLoader } from "~/routes/profile.e-faktura.$number";
import { action as editAction } from "~/routes/profile.edit";
import { cancelOrder } from "~/server/admin/orders.server";
import { addToCart } from "~/server/cart.server";
import { getDb } from "~/server/db/index.server";
import { invoices, profiles } from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { documentsOfOrder } from "~/server/invoices.server";
import { businessInvoice, partialCreditNote, wholeCreditNote } from "../support/business-documents";
import { compiledRules, failedAsserts, peppolErrors, RULES } from "../support/peppol";
import { structureProblems } from "../support/ubl-structure";
import { placePaidOrder } from "./helpers/checkout";
import { setupTestDatabase } from "./helpers/database";
import { callAction, callLoader } from "./helpers/routes";
import { setupServiceServer } from "./helpers/service-server";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();
setupServiceServer();

const GLN = { scheme: "0088", id: "5798000416604" } as const;
const CVR = { scheme: "0184", id: "24256790" } as const;
const example = (name: string) =>
  readFileSync(path.resolve(import.meta.dirname, "../../vendor/peppol/examples", name), "utf8");

beforeAll(async () => {
  // One after the other: two compilers at once on two cores are no faster.
  for (const rules of RULES) await compiledRules(rules);
}, 300_000);

/** The fatal failed asserts' ids, for a readable failure. */
const errorIds = async (xml: string) =>
  (await peppolErrors(xml)).map((error) => `${error.id}: ${error.text}`);

describe("the official rules", () => {
  it("pass OpenPEPPOL's own example invoice and credit note", async () => {
    expect(await errorIds(example("base-example.xml"))).toEqual([]);
    expect(await errorIds(example("base-creditnote-correction.xml"))).toEqual([]);
  });

  it("pass a business invoice with a discount, freight and uneven VAT, to an EAN number", async () => {
    expect(businessInvoice.discount).toBeGreaterThan(0);
    expect(businessInvoice.freight).toBeGreaterThan(0);
    expect(businessInvoice.total % 5).not.toBe(0);
    expect(await errorIds(ublInvoice(businessInvoice, GLN))).toEqual([]);
  });

  it("pass its credit notes, the whole (discount and freight again) and a part, to a CVR number", async () => {
    expect(wholeCreditNote.discount).toBeGreaterThan(0);
    expect(wholeCreditNote.freight).toBeGreaterThan(0);
    expect(await errorIds(ublCreditNote(wholeCreditNote, CVR))).toEqual([]);
    expect(await errorIds(ublCreditNote(partialCreditNote, CVR))).toEqual([]);
  });

  it("fail a document that breaks them", async () => {
    const xml = ublInvoice(businessInvoice, GLN);
    // No issue date, a currency that does not exist, and VAT that does not add up.
    const broken = xml
      .replace(/\s*<cbc:IssueDate>[^<]*<\/cbc:IssueDate>/, "")
      .replace("<cbc:DocumentCurrencyCode>DKK<", "<cbc:DocumentCurrencyCode>XXX<")
      .replace(
        /<cbc:TaxInclusiveAmount currencyID="DKK">[^<]*</,
        '<cbc:TaxInclusiveAmount currencyID="DKK">1.00<',
      );
    const ids = (await failedAsserts(broken, "CEN-EN16931-UBL")).map((error) => error.id);
    expect(ids).toEqual(expect.arrayContaining(["BR-03", "BR-CO-15"]));
    // A GLN with a wrong check digit, and a credit note with a negative total (Danish rule).
    const wrongGln = ublInvoice(businessInvoice, { scheme: "0088", id: "5798000416605" });
    const glnIds = (await failedAsserts(wrongGln, "PEPPOL-EN16931-UBL")).map((error) => error.id);
    expect(glnIds).toContain("PEPPOL-COMMON-R040");
    const negative = ublCreditNote(partialCreditNote, CVR).replace(
      /<cbc:PayableAmount currencyID="DKK">[^<]*</,
      '<cbc:PayableAmount currencyID="DKK">-1.00<',
    );
    const negativeIds = (await failedAsserts(negative, "PEPPOL-EN16931-UBL")).map((error) => error.id);
    expect(negativeIds).toContain("DK-R-016");
  });
});

describe("UBL 2.1's structure", () => {
  it("is checked: the official examples pass, an element out of order or namespace does not", () => {
    expect(structureProblems(example("base-example.xml"))).toEqual([]);
    expect(structureProblems(example("base-creditnote-correction.xml"))).toEqual([]);
    const xml = ublInvoice(businessInvoice, GLN);
    const swapped = xml.replace(
      /(\s*<cbc:ID>1017<\/cbc:ID>)(\s*<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)/,
      "$2$1",
    );
    expect(structureProblems(swapped)).toContain("ID comes too late in Invoice");
    const wrongNamespace = xml.replace("<cbc:Note>", "<cac:Note>").replace("</cbc:Note>", "</cac:Note>");
    expect(structureProblems(wrongNamespace)).toContain("Note is not in the cbc namespace");
    const unknown = xml
      .replace("<cbc:InvoiceTypeCode>", "<cbc:InvoiceKind>")
      .replace("</cbc:InvoiceTypeCode>", "</cbc:InvoiceKind>");
    expect(structureProblems(unknown)).toContain("InvoiceKind is not a child of Invoice");
  });

  it("is kept by the shop's e-invoices and credit notes", () => {
    expect(structureProblems(ublInvoice(businessInvoice, GLN))).toEqual([]);
    expect(structureProblems(ublCreditNote(wholeCreditNote, CVR))).toEqual([]);
    expect(structureProblems(ublCreditNote(partialCreditNote, CVR))).toEqual([]);
  });
});

describe("downloading an e-invoice", () => {
  const TOMATO = demoId("product", "tomatsuppe");
  const company = {
    firstName: "Bente",
    lastName: "Berg",
    phone: "12345678",
    streetAddress: "Havnegade 3",
    postalCode: "1058",
    city: "København K",
    companyName: "Grøn Frokost ApS",
    cvrNumber: "24 25 67 90",
  };
  let admin: TestUser;

  beforeAll(async () => {
    await seedDemoData(getDb());
    admin = await createSignedInUser({ changes: { role: "admin" } });
  });

  const download = (number: number, user: TestUser) =>
    callLoader(
      eInvoiceLoader,
      `/profile/e-faktura/${number}`,
      { number: String(number) },
      { headers: { Cookie: user.cookie } },
    ) as Promise<Response>;
  const statusOf = (promise: Promise<Response>) =>
    promise.then(
      (response) => response.status,
      (thrown: unknown) => (thrown instanceof Response ? thrown.status : Promise.reject(thrown)),
    );

  async function paidBy(customer: TestUser) {
    await addToCart(customer.id, TOMATO, 2);
    const id = await placePaidOrder(customer);
    const [invoice] = await documentsOfOrder(id);
    return { id, invoice: invoice! };
  }

  it("is for a business customer's paid order, addressed to their EAN number, and valid", async () => {
    const business = await createSignedInUser({ changes: { role: "b2b_customer" } });
    // A wrong EAN number is refused and nothing is saved.
    const refused = (await callAction(
      editAction,
      "/profile/edit",
      { ...company, eanNumber: "5798000416605" },
      { headers: { Cookie: business.cookie } },
    )) as { result: { error: Record<string, string[]> } };
    expect(refused.result.error).toEqual({ eanNumber: ["validation.eanCheckDigit"] });
    const [before] = await getDb().select().from(profiles).where(eq(profiles.id, business.id));
    expect(before).toMatchObject({ company_name: null, cvr_number: null, ean_number: null });

    await callAction(
      editAction,
      "/profile/edit",
      { ...company, eanNumber: "5798 0004 1660 4" },
      { headers: { Cookie: business.cookie } },
    );
    const { id, invoice } = await paidBy(business);
    expect(invoice).toMatchObject({ kind: "invoice", eInvoice: true });

    const response = await download(invoice.number, business);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="krukke-e-faktura-${invoice.number}.xml"`,
    );
    const xml = await response.text();
    expect(xml).toContain(`<cbc:ID>${invoice.number}</cbc:ID>`);
    expect(xml).toContain('<cbc:EndpointID schemeID="0088">5798000416604</cbc:EndpointID>');
    expect(await errorIds(xml)).toEqual([]);

    // An admin finds it on the order page and downloads it too; its credit note (the order
    // cancelled) is valid and names it.
    const orderPage = await callLoader(
      orderPageLoader,
      `/admin/ordrer/${id}`,
      { id },
      {
        headers: { Cookie: admin.cookie },
      },
    );
    expect(orderPage.documents).toMatchObject([{ number: invoice.number, eInvoice: true }]);
    expect(await statusOf(download(invoice.number, admin))).toBe(200);
    expect(await cancelOrder({ id: admin.id, email: admin.email }, id, null)).toEqual({ ok: true });
    const creditNote = (await documentsOfOrder(id)).find((document) => document.kind === "credit_note")!;
    const credited = await (await download(creditNote.number, business)).text();
    expect(credited).toMatch(new RegExp(`<cac:InvoiceDocumentReference>\\s*<cbc:ID>${invoice.number}<`));
    expect(await errorIds(credited)).toEqual([]);
  });

  it("is addressed to the CVR number without an EAN number", async () => {
    const business = await createSignedInUser({ changes: { role: "b2b_customer" } });
    await callAction(editAction, "/profile/edit", company, { headers: { Cookie: business.cookie } });
    const { invoice } = await paidBy(business);
    const xml = await (await download(invoice.number, business)).text();
    expect(xml).toContain('<cbc:EndpointID schemeID="0184">24256790</cbc:EndpointID>');
  });

  it("is nobody else's, and there is none of a private customer's document", async () => {
    const business = await createSignedInUser({ changes: { role: "b2b_customer" } });
    await callAction(editAction, "/profile/edit", company, { headers: { Cookie: business.cookie } });
    const { invoice } = await paidBy(business);
    const stranger = await createSignedInUser();
    expect(await statusOf(download(invoice.number, stranger))).toBe(404);
    // A private customer posting company details and an EAN number saves none of them.
    await callAction(
      editAction,
      "/profile/edit",
      { ...company, eanNumber: "5798000416604" },
      { headers: { Cookie: stranger.cookie } },
    );
    const [strangerRow] = await getDb().select().from(profiles).where(eq(profiles.id, stranger.id));
    expect(strangerRow).toMatchObject({ cvr_number: null, ean_number: null });

    const { invoice: privateInvoice } = await paidBy(stranger);
    expect(privateInvoice.eInvoice).toBe(false);
    expect(await statusOf(download(privateInvoice.number, stranger))).toBe(404);
    expect(await statusOf(download(privateInvoice.number, admin))).toBe(404);
    const [row] = await getDb().select().from(invoices).where(eq(invoices.number, privateInvoice.number));
    expect(row!.snapshot.buyer.cvr).toBeNull();
  });
});

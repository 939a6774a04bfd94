/**
 * A recall through the back office's routes, as the owner's browser posts them (docs/operations.md,
 * "Running a recall"): the preview counts what a lot reaches and changes nothing; starting it
 * tells the shipped customer in their language, takes a line no other lot has off an unshipped
 * order with a credit note, moves an unshipped line to another lot, takes the product off sale
 * and puts the notice on the public page, the home page and the product's page; the record and
 * its CSV list the orders; closing it ends the notice. Bad input says why and changes nothing.
 */
import { and, count, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { adminTranslator } from "~/i18n/admin";
import { parseKroner } from "~/lib/money";
import { orderNumber } from "~/lib/orders";
import { action as newRecallAction, loader as newRecallLoader } from "~/routes/admin.tilbagekaldelser.ny";
import { action as recordAction, loader as recordLoader } from "~/routes/admin.tilbagekaldelser.$id";
import { loader as csvLoader } from "~/routes/admin.tilbagekaldelser.$id.csv";
import { loader as recallsLoader } from "~/routes/admin.tilbagekaldelser";
import { loader as homeLoader } from "~/routes/_index";
import { loader as productLoader } from "~/routes/produkter.$id";
import { loader as publicLoader } from "~/routes/tilbagekaldelse";
import { recordBatches } from "~/server/batches/batches.server";
import { packOrder } from "~/server/batches/packing.server";
import { addToCart } from "~/server/cart.server";
import { getDb } from "~/server/db/index.server";
import {
  batches,
  emailOutbox,
  invoices,
  orderItemBatches,
  orderItems,
  orders,
  products,
  recalls,
} from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { orderShipped } from "~/server/orders/lifecycle.server";
import { placePaidOrder } from "./helpers/checkout";
import { setupTestDatabase } from "./helpers/database";
import { callAction, callLoader } from "./helpers/routes";
import { setupServiceServer } from "./helpers/service-server";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();
setupServiceServer();

const TOMATO = demoId("product", "tomatsuppe");
const PUMPKIN = demoId("product", "graeskarsuppe");
const LOT = "TOMAT-E2E-A";
const OTHER_LOT = "TOMAT-E2E-B";

let admin: TestUser;
const actor = () => ({ id: admin.id, email: admin.email });
const asAdmin = () => ({ headers: { Cookie: admin.cookie } });

/** The lots, the three orders packed from the first one and their customers. */
const shop = {
  lotId: "",
  otherLotId: "",
  shipped: { id: "", customer: null as unknown as TestUser },
  reassigned: { id: "", customer: null as unknown as TestUser },
  removed: { id: "", customer: null as unknown as TestUser, totalBefore: 0 },
};

const TEXTS = {
  reason: "Kan indeholde selleri, som ikke står på etiketten.",
  reasonEn: "May contain celery, which is not on the label.",
  advice: "Spis den ikke. Smid den ud.",
  adviceEn: "Do not eat it. Throw it away.",
};

/** The recall form as the browser posts it: one `lots` field per ticked box. */
function recallForm(values: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values))
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  return form;
}
const post = (values: Record<string, string | string[]>, raw = false) =>
  callAction(newRecallAction, `/admin/tilbagekaldelser/ny?produkt=${TOMATO}`, recallForm(values), {
    ...asAdmin(),
    raw,
  });
type Refusal = { init: { status: number }; data: { result: { error?: Record<string, string[]> } } };
async function refused(values: Record<string, string | string[]>) {
  const answer = (await post(values, true)) as unknown as Refusal;
  expect(answer.init?.status, JSON.stringify(answer)).toBe(400);
  return answer.data.result.error ?? {};
}
const recallCount = async () => (await getDb().select({ n: count() }).from(recalls))[0]!.n;

async function orderOf(customer: TestUser, lines: [string, number][]) {
  for (const [product, quantity] of lines) await addToCart(customer.id, product, quantity);
  const id = await placePaidOrder(customer);
  const packed = await packOrder(actor(), id);
  expect(packed).toEqual({ ok: true, short: 0 });
  return id;
}

beforeAll(async () => {
  await seedDemoData(getDb());
  admin = await createSignedInUser({ changes: { role: "admin" } });
  const recorded = await recordBatches(actor(), [
    { productId: TOMATO, lotCode: LOT, producedOn: "2026-11-20", bestBefore: "2026-12-20", jars: 10 },
    {
      productId: PUMPKIN,
      lotCode: "GRAES-E2E",
      producedOn: "2026-11-20",
      bestBefore: "2026-12-20",
      jars: 10,
    },
  ]);
  if (!recorded.ok) throw new Error(recorded.problem);
  shop.lotId = recorded.batches[0]!.id;

  // Shipped with two jars of the lot, to a customer who shops in English.
  shop.shipped.customer = await createSignedInUser();
  shop.shipped.id = await orderOf(shop.shipped.customer, [[TOMATO, 2]]);
  await getDb().update(orders).set({ language: "en" }).where(eq(orders.id, shop.shipped.id));
  expect(await orderShipped(actor(), shop.shipped.id, 0)).toBe(true);
  // Not shipped, placed first: its jar goes to the other lot (one jar left there).
  shop.reassigned.customer = await createSignedInUser();
  shop.reassigned.id = await orderOf(shop.reassigned.customer, [[TOMATO, 1]]);
  // Not shipped, with pumpkin soup too: no other lot has its tomato jar, so the line goes.
  shop.removed.customer = await createSignedInUser();
  shop.removed.id = await orderOf(shop.removed.customer, [
    [TOMATO, 1],
    [PUMPKIN, 1],
  ]);
  const [placed] = await getDb().select().from(orders).where(eq(orders.id, shop.removed.id));
  shop.removed.totalBefore = parseKroner(placed!.total_price);
  // The other lot, recorded after the packing: one jar.
  const other = await recordBatches(actor(), [
    { productId: TOMATO, lotCode: OTHER_LOT, producedOn: "2026-11-21", bestBefore: "2026-12-21", jars: 1 },
  ]);
  if (!other.ok) throw new Error(other.problem);
  shop.otherLotId = other.batches[0]!.id;
});

describe("a recall in the back office", () => {
  it("lists no recall at first, and offers the product with its lots, each with its dates and jars", async () => {
    const list = await callLoader(recallsLoader, "/admin/tilbagekaldelser", {}, asAdmin());
    expect(list.recalls).toEqual([]);
    const page = await callLoader(
      newRecallLoader,
      `/admin/tilbagekaldelser/ny?produkt=${TOMATO}`,
      {},
      asAdmin(),
    );
    expect(page.products.map((product) => product.id)).toEqual(expect.arrayContaining([TOMATO, PUMPKIN]));
    expect(page.chosen?.lots).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          lotCode: LOT,
          producedOn: "2026-11-20",
          bestBefore: "2026-12-20",
          jarsMade: 10,
          recalled: false,
        }),
      ]),
    );
  });

  it("refuses bad input with a message in the admin's language, and changes nothing", async () => {
    const before = await recallCount();
    const noLots = await refused({ intent: "preview", productId: TOMATO, choice: "lots", ...TEXTS });
    expect(noLots.lots).toEqual(["admin:recalls.validation.noLots"]);
    expect(adminTranslator("da")("recalls.validation.noLots")).toBe("Vælg mindst ét parti");
    expect(adminTranslator("en")("recalls.validation.noLots")).toBe("Choose at least one lot");

    const noTexts = await refused({ intent: "start", productId: TOMATO, choice: "lots", lots: shop.lotId });
    expect(Object.keys(noTexts).sort()).toEqual(["advice", "adviceEn", "reason", "reasonEn"]);
    expect(noTexts.reason).toEqual(["admin:validation.required"]);

    const unknown = await refused({
      intent: "start",
      productId: randomUUID(),
      choice: "lots",
      lots: shop.lotId,
      ...TEXTS,
    });
    expect(unknown.productId).toEqual(["admin:recalls.problems.unknown-product"]);

    const otherProductsLot = await refused({
      intent: "start",
      productId: PUMPKIN,
      choice: "lots",
      lots: shop.lotId,
      ...TEXTS,
    });
    expect(otherProductsLot.lots).toEqual(["admin:recalls.problems.no-lots"]);

    const badPeriod = await refused({
      intent: "preview",
      productId: TOMATO,
      choice: "dates",
      from: "2026-11-21",
      to: "2026-11-20",
      ...TEXTS,
    });
    expect(badPeriod.to).toEqual(["admin:recalls.validation.toBeforeFrom"]);

    expect(await recallCount()).toBe(before);
    expect((await getDb().select().from(products).where(eq(products.id, TOMATO)))[0]!.available).toBe(true);
  });

  it("previews what the lot reaches, and changes nothing", async () => {
    const answer = (await post({
      intent: "preview",
      productId: TOMATO,
      choice: "lots",
      lots: shop.lotId,
      ...TEXTS,
    })) as {
      step: string;
      reach: Record<string, unknown>;
    };
    expect(answer.step).toBe("preview");
    expect(answer.reach).toMatchObject({
      shipped: { orders: 1, jars: 2 },
      maybeShipped: { orders: 0, jars: 0 },
      unshipped: { orders: 2, jars: 2 },
      customers: 3,
      subscriptions: 0,
    });
    // A production period reaches the same lot.
    const byDates = (await post({
      intent: "preview",
      productId: TOMATO,
      choice: "dates",
      from: "2026-11-20",
      to: "2026-11-20",
      ...TEXTS,
    })) as {
      reach: { lots: { lotCode: string }[] };
    };
    expect(byDates.reach.lots.map((lot) => lot.lotCode)).toEqual([LOT]);
    expect(await recallCount()).toBe(0);
    expect(await getDb().select().from(emailOutbox).where(eq(emailOutbox.template, "recall"))).toEqual([]);
  });

  it("starts in one press: the customers told, the unshipped orders held, the product off sale, the notice up", async () => {
    const answer = (await post({
      intent: "start",
      productId: TOMATO,
      choice: "lots",
      lots: shop.lotId,
      ...TEXTS,
    })) as Response;
    expect(answer.status).toBe(302);
    const recallId = answer.headers.get("Location")!.split("/").at(-1)!;

    // The shipped customer's e-mail, in English, with the lot and its date.
    const [mail] = await getDb()
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.template, "recall"), eq(emailOutbox.to_address, shop.shipped.customer.email)),
      );
    expect(mail!.subject).toBe("Recall: Tomato soup with basil");
    expect(mail!.text).toContain(`Lot number ${LOT}`);
    expect(mail!.text).toContain("December");
    expect(mail!.text).toContain(TEXTS.adviceEn);
    expect(mail!.text).toContain("/tilbagekaldelse");

    // The unshipped order with no other lot: its tomato line off, a credit note, a lower total.
    const removedItems = await getDb()
      .select()
      .from(orderItems)
      .where(eq(orderItems.order_id, shop.removed.id));
    expect(removedItems.map((item) => item.product_id)).toEqual([PUMPKIN]);
    const [removed] = await getDb().select().from(orders).where(eq(orders.id, shop.removed.id));
    expect(removed!.status).toBe("paid");
    const notes = await getDb()
      .select()
      .from(invoices)
      .where(and(eq(invoices.order_id, shop.removed.id), eq(invoices.kind, "credit_note")));
    expect(notes.map((note) => note.reason)).toEqual(["recall"]);
    const removedMail = await getDb()
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.template, "recall"), eq(emailOutbox.to_address, shop.removed.customer.email)),
      );
    expect(removedMail[0]!.subject).toBe("Tilbagekaldelse: Tomatsuppe med basilikum");

    // The one placed first: its jar now from the other lot, nobody told.
    const moved = await getDb()
      .select({ batch: orderItemBatches.batch_id, jars: orderItemBatches.quantity })
      .from(orderItemBatches)
      .innerJoin(orderItems, eq(orderItems.id, orderItemBatches.order_item_id))
      .where(eq(orderItems.order_id, shop.reassigned.id));
    expect(moved).toEqual([{ batch: shop.otherLotId, jars: 1 }]);

    // Off sale: it cannot be put in a cart, and the lot is recalled.
    expect(await addToCart(shop.reassigned.customer.id, TOMATO, 1)).toBe("unavailable");
    expect(
      (await getDb().select().from(batches).where(eq(batches.id, shop.lotId)))[0]!.recalled_at,
    ).not.toBeNull();

    // The notice: the public page, the home page and the product's page.
    const publicPage = await callLoader(publicLoader, "/tilbagekaldelse");
    expect(publicPage.recalls).toHaveLength(1);
    expect(publicPage.recalls[0]).toMatchObject({
      product: "Tomatsuppe med basilikum",
      reason: TEXTS.reason,
      advice: TEXTS.advice,
      lots: [{ lotCode: LOT, bestBefore: "2026-12-20" }],
    });
    const english = await callLoader(publicLoader, "/tilbagekaldelse?lang=en");
    expect(english.recalls[0]).toMatchObject({ product: "Tomato soup with basil", reason: TEXTS.reasonEn });
    expect((await callLoader(homeLoader, "/")).recalls.map((recall) => recall.id)).toEqual([recallId]);
    expect((await callLoader(productLoader, `/produkter/${TOMATO}`, { id: TOMATO })).recalls).toHaveLength(1);
    expect((await callLoader(productLoader, `/produkter/${PUMPKIN}`, { id: PUMPKIN })).recalls).toEqual([]);

    // The record: its timeline and orders.
    const record = await callLoader(
      recordLoader,
      `/admin/tilbagekaldelser/${recallId}`,
      { id: recallId },
      asAdmin(),
    );
    expect(record.timeline).toMatchObject({
      startedBy: admin.email,
      emails: { queued: 2, failed: 0 },
      refunds: { orders: 1, amount: 55_00, creditNotes: 1 },
      closedAt: null,
    });
    expect(Object.fromEntries(record.orders.map((order) => [order.orderId, order.outcome]))).toEqual({
      [shop.shipped.id]: "shipped",
      [shop.reassigned.id]: "reassigned",
      [shop.removed.id]: "removed",
    });
    // Its total is lower by the tomato jar's price (55 kr).
    expect(parseKroner(removed!.total_price)).toBe(shop.removed.totalBefore - 55_00);

    // The CSV for the authority lists the orders.
    const csv = (await callLoader(
      csvLoader,
      `/admin/tilbagekaldelser/${recallId}/csv`,
      { id: recallId },
      asAdmin(),
    )) as unknown as Response;
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    const text = await csv.text();
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toContain("Ordre,Kunde,E-mail,Krukker,Parti,Sendt,Underrettet,Udfald");
    expect(lines).toHaveLength(4);
    const shippedLine = lines.find((line) => line.startsWith(orderNumber(shop.shipped.id)))!;
    expect(shippedLine).toContain(shop.shipped.customer.email);
    expect(shippedLine).toContain(`,2,${LOT},`);
    expect(lines.some((line) => line.startsWith(orderNumber(shop.removed.id)))).toBe(true);

    // The same lot cannot be recalled twice.
    const again = await refused({
      intent: "preview",
      productId: TOMATO,
      choice: "lots",
      lots: shop.lotId,
      ...TEXTS,
    });
    expect(again.lots).toEqual(["admin:recalls.problems.already-recalled"]);
    const againStart = await refused({
      intent: "start",
      productId: TOMATO,
      choice: "lots",
      lots: shop.lotId,
      ...TEXTS,
    });
    expect(againStart.lots).toEqual(["admin:recalls.problems.already-recalled"]);
    expect(await recallCount()).toBe(1);

    // Closing it ends the notice; the list shows it closed.
    const closed = (await callAction(
      recordAction,
      `/admin/tilbagekaldelser/${recallId}`,
      { intent: "close" },
      {
        ...asAdmin(),
        params: { id: recallId },
      },
    )) as Response;
    expect(closed.status).toBe(302);
    expect((await callLoader(homeLoader, "/")).recalls).toEqual([]);
    expect((await callLoader(publicLoader, "/tilbagekaldelse")).recalls).toEqual([]);
    expect((await callLoader(productLoader, `/produkter/${TOMATO}`, { id: TOMATO })).recalls).toEqual([]);
    const list = await callLoader(recallsLoader, "/admin/tilbagekaldelser", {}, asAdmin());
    expect(list.recalls).toMatchObject([{ id: recallId, lots: [LOT], orders: 3, startedBy: admin.email }]);
    expect(list.recalls[0]!.closedAt).not.toBeNull();
  });

  it("is for admins only", async () => {
    const customer = shop.shipped.customer;
    const as = { headers: { Cookie: customer.cookie } };
    await expect(callLoader(recallsLoader, "/admin/tilbagekaldelser", {}, as)).rejects.toMatchObject({
      init: { status: 404 },
    });
    const answer = await callAction(
      newRecallAction,
      "/admin/tilbagekaldelser/ny",
      recallForm({ intent: "start" }),
      {
        ...as,
        raw: true,
      },
    ).catch((thrown: unknown) => thrown);
    expect(answer).toMatchObject({ init: { status: 404 } });
  });
});

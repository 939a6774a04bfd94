/**
 * Batches and packing in the back office, through the routes' actions as the owner's browser
 * posts them: a batch recorded with the shop's proposals, a lot code refused in the user's
 * language, a production day's batches in one step, an order packed first expired first out
 * across two batches, a packer's choice refused when a batch has too few jars, shipping that
 * packs what nobody packed, and the shipping e-mail naming the lot.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { action as batchAction, loader as batchLoader } from "~/routes/admin.batcher";
import { action as slipAction, loader as slipLoader } from "~/routes/admin.ordrer.$id.pakkeseddel";
import { action as planAction } from "~/routes/admin.produktion";
import { translator } from "~/i18n";
import { shipOrder } from "~/server/admin/orders.server";
import { recordBatches } from "~/server/batches/batches.server";
import { getDb } from "~/server/db/index.server";
import {
  auditLog,
  batches,
  emailOutbox,
  orderItemBatches,
  orderItems,
  orders,
  products,
} from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { packingField } from "~/lib/schemas/batches";
import { setupTestDatabase } from "./helpers/database";
import { callAction, callLoader } from "./helpers/routes";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();

let admin: TestUser;
const TOMATO = demoId("product", "tomatsuppe");

beforeAll(async () => {
  await seedDemoData(getDb());
  admin = await createSignedInUser({ changes: { role: "admin" } });
  await getDb().update(products).set({ shelf_life_days: 10 }).where(eq(products.id, TOMATO));
});

const asAdmin = (language?: string) => ({
  headers: { Cookie: admin.cookie, ...(language ? { "Accept-Language": language } : {}) },
});

type Refused = { init: { status: number }; data: { result?: { error?: Record<string, string[]> } } };

/** A paid order of `quantity` tomato soups, free (nothing to capture when it ships). */
async function paidOrder(quantity: number, email = "kunde@example.dk") {
  const [order] = await getDb()
    .insert(orders)
    .values({
      status: "paid",
      subtotal_price: "0.00",
      total_price: "0.00",
      freight_price: "0.00",
      customer_email: email,
      customer_name: "Test Kunde",
      language: "da",
      delivery_provider: "standard",
      delivery_address: {
        name: "Test Kunde",
        street: "Vestergade 1",
        zip: "2600",
        city: "Glostrup",
        country: "Danmark",
      },
    })
    .returning();
  const [item] = await getDb()
    .insert(orderItems)
    .values({
      order_id: order!.id,
      product_id: TOMATO,
      product_title: "Tomatsuppe",
      quantity,
      unit_price: "59.00",
    })
    .returning();
  return { orderId: order!.id, itemId: item!.id };
}

const batchesOf = () => getDb().select().from(batches).where(eq(batches.product_id, TOMATO));

describe("recording batches", () => {
  it("records a batch with the proposed lot code and use-by date, audit-logged", async () => {
    const answer = (await callAction(
      batchAction,
      "/admin/batcher",
      { productId: TOMATO, producedOn: "2026-11-20", jars: "5" },
      asAdmin(),
    )) as Response;
    expect(answer.status).toBe(302);
    const [batch] = (await batchesOf()).filter((row) => row.produced_on === "2026-11-20");
    expect(batch).toMatchObject({ lot_code: "TOMAT-261120", best_before: "2026-11-30", jars_made: 5 });
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, batch!.id), eq(auditLog.action, "create")));
    expect(audit).toHaveLength(1);
    const page = await callLoader(batchLoader, `/admin/batcher?produkt=${TOMATO}`, {}, asAdmin());
    expect(page.batches.map((row) => row.lotCode)).toContain("TOMAT-261120");
  });

  it("refuses a lot code the product has, in the user's language, and changes nothing", async () => {
    const before = (await batchesOf()).length;
    for (const [language, text] of [
      ["da", "Produktet har allerede en batch med det partinummer."],
      ["en", "The product already has a batch with that lot code."],
    ] as const) {
      const answer = (await callAction(
        batchAction,
        "/admin/batcher",
        { productId: TOMATO, producedOn: "2026-11-21", lotCode: "tomat-261120", jars: "3" },
        { ...asAdmin(language), raw: true },
      )) as unknown as Refused;
      expect(answer.init.status).toBe(400);
      const key = answer.data.result!.error!.lotCode![0]!;
      expect((translator(language) as (key: string) => string)(key)).toBe(text);
    }
    const bad = (await callAction(
      batchAction,
      "/admin/batcher",
      { productId: TOMATO, producedOn: "not a date", jars: "0" },
      { ...asAdmin(), raw: true },
    )) as unknown as Refused;
    expect(bad.init.status).toBe(400);
    expect(Object.keys(bad.data.result!.error!)).toEqual(expect.arrayContaining(["producedOn", "jars"]));
    expect((await batchesOf()).length).toBe(before);
  });

  it("records a production day's batches in one step", async () => {
    const kale = demoId("product", "groenkaalssuppe");
    const [exists] = await getDb().select().from(products).where(eq(products.id, kale));
    const lines = exists ? [TOMATO, kale] : [TOMATO];
    const form: Record<string, string> = { intent: "batches", day: "2026-11-24", producedOn: "2026-11-22" };
    lines.forEach((id, index) => {
      form[`lines[${index}].productId`] = id;
      form[`lines[${index}].jars`] = "4";
    });
    const answer = (await callAction(planAction, "/admin/produktion", form, asAdmin())) as Response;
    expect(answer.status).toBe(302);
    const made = await getDb().select().from(batches).where(eq(batches.produced_on, "2026-11-22"));
    expect(made).toHaveLength(lines.length);
    expect(made.find((row) => row.product_id === TOMATO)?.lot_code).toBe("TOMAT-261122");
  });
});

describe("packing", () => {
  it("packs first expired first out, a line spanning two batches, and shows the lots on the slip", async () => {
    // Tomato now has TOMAT-261120 (5 jars, use by 30 Nov) and TOMAT-261122 (4 jars, 2 Dec).
    const { orderId, itemId } = await paidOrder(7);
    const slip = await callLoader(
      slipLoader,
      `/admin/ordrer/${orderId}/pakkeseddel`,
      { id: orderId },
      asAdmin(),
    );
    const line = slip.packing!.lines[0]!;
    expect(line.proposal.map((a) => a.quantity)).toEqual([5, 2]);
    const form: Record<string, string> = {};
    line.proposal.forEach((assignment, row) => {
      form[packingField(itemId, row).batch] = assignment.batchId;
      form[packingField(itemId, row).jars] = String(assignment.quantity);
    });
    const answer = (await callAction(slipAction, `/admin/ordrer/${orderId}/pakkeseddel`, form, {
      ...asAdmin(),
      params: { id: orderId },
    })) as Response;
    expect(answer.status).toBe(302);
    const packed = await callLoader(
      slipLoader,
      `/admin/ordrer/${orderId}/pakkeseddel`,
      { id: orderId },
      asAdmin(),
    );
    expect(packed.packing!.lines[0]!.packed).toEqual([
      { lotCode: "TOMAT-261120", bestBefore: "2026-11-30", quantity: 5 },
      { lotCode: "TOMAT-261122", bestBefore: "2026-12-02", quantity: 2 },
    ]);
    expect(packed.packing!.packedAt).not.toBeNull();
  });

  it("refuses a packer's choice that takes more jars than a batch has left", async () => {
    // A later batch, so FEFO could fill the line (2 of TOMAT-261122, 1 of this one).
    await recordBatches({ id: admin.id, email: admin.email }, [
      { productId: TOMATO, lotCode: "TOMAT-EXTRA", producedOn: "2026-11-23", bestBefore: null, jars: 10 },
    ]);
    const { orderId, itemId } = await paidOrder(3);
    const [late] = (await batchesOf()).filter((row) => row.lot_code === "TOMAT-261122");
    // TOMAT-261122 has 2 jars left: 2 of it are not the line's 3, and 3 of it are too many.
    const answer = (await callAction(
      slipAction,
      `/admin/ordrer/${orderId}/pakkeseddel`,
      { [packingField(itemId, 0).batch]: late!.id, [packingField(itemId, 0).jars]: "2" },
      { ...asAdmin(), params: { id: orderId }, raw: true },
    )) as unknown as { init: { status: number }; data: { problem: string; itemId: string } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.problem).toBe("count");
    const tooMany = (await callAction(
      slipAction,
      `/admin/ordrer/${orderId}/pakkeseddel`,
      {
        [packingField(itemId, 0).batch]: late!.id,
        [packingField(itemId, 0).jars]: "1",
        [packingField(itemId, 1).batch]: late!.id,
        [packingField(itemId, 1).jars]: "2",
        [packingField(itemId, 2).batch]: "",
      },
      { ...asAdmin(), params: { id: orderId }, raw: true },
    )) as unknown as { init: { status: number }; data: { problem: string; itemId: string } };
    expect(tooMany.data).toEqual({ problem: "too-many", itemId });
    expect(
      await getDb().select().from(orderItemBatches).where(eq(orderItemBatches.order_item_id, itemId)),
    ).toEqual([]);
  });
});

describe("shipping", () => {
  it("packs an unpacked order before it ships, and the shipping e-mail names the lot", async () => {
    const email = "lot-kunde@example.dk";
    const { orderId, itemId } = await paidOrder(2, email);
    expect(await shipOrder({ id: admin.id, email: admin.email }, orderId)).toEqual({ ok: true });
    const lots = await getDb()
      .select()
      .from(orderItemBatches)
      .where(eq(orderItemBatches.order_item_id, itemId));
    expect(lots.reduce((sum, row) => sum + row.quantity, 0)).toBe(2);
    const [mail] = await getDb().select().from(emailOutbox).where(eq(emailOutbox.template, "order-shipped"));
    const mine = (
      await getDb().select().from(emailOutbox).where(eq(emailOutbox.template, "order-shipped"))
    ).filter((row) => row.text?.includes("Tomatsuppe: parti TOMAT-261122"));
    expect(mail).toBeDefined();
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toContain("anvendes senest 2. december 2026 (2 stk.)");
  });
});

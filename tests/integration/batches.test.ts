/**
 * Batches and recalls against the database (PGlite here, PostgreSQL 15 in CI): packing first
 * expired first out across two batches, a recall racing a packer (no line escapes it), a
 * subscription's delivery holding the lot, and what a recall does to money and mail.
 */
import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseKroner } from "~/lib/money";
import { recordBatches } from "~/server/batches/batches.server";
import { packOrder } from "~/server/batches/packing.server";
import { recallReach, startRecall } from "~/server/batches/recall.server";
import { lotsOfLines } from "~/server/batches/stock.server";
import { getDb } from "~/server/db/index.server";
import {
  batches,
  emailOutbox,
  invoices,
  orderItems,
  orders,
  products,
  recallOrders,
  subscriptions,
} from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { orderShipped } from "~/server/orders/lifecycle.server";
import { setupTestDatabase } from "./helpers/database";
import { paidOrder as paidOrderFor } from "./helpers/orders";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();

const OWNER = { id: null, email: "kok@krukke.dk" };
const RECALL_TEXTS = {
  reason: "Mulige glasskår i krukkerne.",
  reasonEn: "Possible glass fragments in the jars.",
  advice: "Spis ikke retten. Smid krukken ud.",
  adviceEn: "Do not eat it. Throw the jar away.",
};

let customer: TestUser;

beforeAll(async () => {
  await seedDemoData(getDb());
  customer = await createSignedInUser();
});

/** A fresh product with a 10-day shelf life (each test its own, so lots and stock do not mix). */
async function product(title: string, price = "50.00"): Promise<string> {
  const [row] = await getDb()
    .insert(products)
    .values({ title, base_price: price, type: "soup", shelf_life_days: 10 })
    .returning({ id: products.id });
  return row!.id;
}

async function batch(productId: string, producedOn: string, jars: number, lotCode = ""): Promise<string> {
  const result = await recordBatches(OWNER, [{ productId, lotCode, producedOn, bestBefore: null, jars }]);
  if (!result.ok) throw new Error(result.problem);
  return result.batches[0]!.id;
}

/** A paid order of `lines` for the test's customer. */
const paidOrder = (
  lines: [productId: string, quantity: number][],
  extra: Partial<typeof orders.$inferInsert> = {},
) => paidOrderFor(customer, lines, extra);

async function lotsOf(orderId: string) {
  const items = await getDb().select().from(orderItems).where(eq(orderItems.order_id, orderId));
  const lots = await lotsOfLines(items.map((item) => item.id));
  return items.flatMap((item) => (lots.get(item.id) ?? []).map((lot) => [lot.lotCode, lot.quantity]));
}

describe("recording", () => {
  it("tells the second of two people saving the same lot code at once that it is taken", async () => {
    const soup = await product("Hvidløgssuppe");
    const save = () =>
      recordBatches(OWNER, [
        { productId: soup, lotCode: "HVID-TWICE", producedOn: "2026-11-20", bestBefore: null, jars: 12 },
      ]);
    const results = await Promise.all([save(), save()]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.find((result) => !result.ok)).toEqual({
      ok: false,
      problem: "lot-taken",
      productId: soup,
    });
    const rows = await getDb().select().from(batches).where(eq(batches.product_id, soup));
    expect(rows.map((row) => row.lot_code)).toEqual(["HVID-TWICE"]);
  });
});

describe("packing", () => {
  it("takes the soonest date first and spans a line into the next batch", async () => {
    const soup = await product("Linsesuppe");
    await batch(soup, "2026-11-25", 20, "LINS-LATE");
    await batch(soup, "2026-11-20", 3, "LINS-EARLY");
    const orderId = await paidOrder([[soup, 5]]);
    expect(await packOrder(OWNER, orderId)).toEqual({ ok: true, short: 0 });
    expect(await lotsOf(orderId)).toEqual([
      ["LINS-EARLY", 3],
      ["LINS-LATE", 2],
    ]);
    // The next order finds the early batch empty.
    const next = await paidOrder([[soup, 2]]);
    await packOrder(OWNER, next);
    expect(await lotsOf(next)).toEqual([["LINS-LATE", 2]]);
  });

  it("never hands out the same jars twice when two packers pack at once", async () => {
    const soup = await product("Græskarsuppe");
    await batch(soup, "2026-11-20", 5, "GRAES-A");
    const first = await paidOrder([[soup, 4]]);
    const second = await paidOrder([[soup, 4]]);
    const results = await Promise.all([packOrder(OWNER, first), packOrder(OWNER, second)]);
    expect(results.map((result) => (result.ok ? result.short : -1)).sort()).toEqual([0, 3]);
    const packed = [...(await lotsOf(first)), ...(await lotsOf(second))];
    expect(packed.reduce((sum, [, quantity]) => sum + Number(quantity), 0)).toBe(5);
  });
});

describe("a recall", () => {
  it("tells the shipped customer, moves a packed order to another lot and takes off what none has", async () => {
    const soup = await product("Hønsesuppe");
    const bad = await batch(soup, "2026-11-20", 4, "HOENS-BAD");
    const shipped = await paidOrder([[soup, 2]]);
    await packOrder(OWNER, shipped);
    expect(await orderShipped(OWNER, shipped, 150_00)).toBe(true);
    const held = await paidOrder([[soup, 2]]);
    await packOrder(OWNER, held);

    const reach = await recallReach(soup, { batchIds: [bad] });
    expect(reach).toMatchObject({
      shipped: { orders: 1, jars: 2 },
      unshipped: { orders: 1, jars: 2 },
      customers: 1,
    });

    const started = await startRecall(OWNER, {
      productId: soup,
      choice: { batchIds: [bad] },
      ...RECALL_TEXTS,
    });
    if (!started.ok) throw new Error(started.problem);
    const fates = await getDb()
      .select()
      .from(recallOrders)
      .where(eq(recallOrders.recall_id, started.recallId));
    expect(Object.fromEntries(fates.map((fate) => [fate.order_id, fate.outcome]))).toEqual({
      [shipped]: "shipped",
      // Nothing but the recalled jars and no other lot: the order is cancelled and refunded.
      [held]: "cancelled",
    });
    const [heldOrder] = await getDb().select().from(orders).where(eq(orders.id, held));
    expect(heldOrder!.status).toBe("cancelled");
    const credit = await getDb()
      .select()
      .from(invoices)
      .where(and(eq(invoices.order_id, held), eq(invoices.kind, "credit_note")));
    expect(credit.map((note) => [note.reason, note.total_amount])).toEqual([["recall", "150.00"]]);
    const mails = await getDb()
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          fates.map((fate) => fate.email_id!),
        ),
      );
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.to_address === customer.email)).toBe(true);
    expect(mails.map((mail) => mail.text).join("\n")).toContain("HOENS-BAD");
    const [after] = await getDb().select().from(products).where(eq(products.id, soup));
    expect(after!.available).toBe(false);
  });

  it("moves jars to another lot when one has them, and takes off only the rest with a credit note", async () => {
    const soup = await product("Ærtesuppe");
    const bad = await batch(soup, "2026-11-20", 3, "AERT-BAD");
    const other = await paidOrder([
      [soup, 3],
      [demoId("product", "tomatsuppe"), 1],
    ]);
    await packOrder(OWNER, other);
    await batch(soup, "2026-11-22", 1, "AERT-GOOD");
    const totalBefore = parseKroner(
      (await getDb().select().from(orders).where(eq(orders.id, other)))[0]!.total_price,
    );

    const started = await startRecall(OWNER, {
      productId: soup,
      choice: { batchIds: [bad] },
      ...RECALL_TEXTS,
    });
    if (!started.ok) throw new Error(started.problem);
    const [fate] = await getDb().select().from(recallOrders).where(eq(recallOrders.order_id, other));
    expect(fate).toMatchObject({ outcome: "removed", jars: 3, refunded: "100.00" });
    expect(await lotsOf(other)).toEqual([["AERT-GOOD", 1]]);
    const [order] = await getDb().select().from(orders).where(eq(orders.id, other));
    expect(order!.status).toBe("paid");
    expect(parseKroner(order!.total_price)).toBe(totalBefore - 100_00);
    const lines = await getDb().select().from(orderItems).where(eq(orderItems.order_id, other));
    expect(lines.find((line) => line.product_id === soup)?.quantity).toBe(1);
  });

  it("holds a subscription's delivery packed with the lot", async () => {
    const soup = await product("Kartoffelsuppe");
    const bad = await batch(soup, "2026-11-20", 6, "KART-BAD");
    await batch(soup, "2026-11-21", 6, "KART-GOOD");
    const [subscription] = await getDb()
      .insert(subscriptions)
      .values({
        user_id: customer.id,
        status: "active",
        frequency_weeks: 1,
        delivery_provider: "standard",
        next_date: "2026-12-23",
      })
      .returning({ id: subscriptions.id });
    const delivery = await paidOrder([[soup, 4]], { subscription_id: subscription!.id });
    await packOrder(OWNER, delivery);
    expect(await lotsOf(delivery)).toEqual([["KART-BAD", 4]]);

    const started = await startRecall(OWNER, {
      productId: soup,
      choice: { batchIds: [bad] },
      ...RECALL_TEXTS,
    });
    if (!started.ok) throw new Error(started.problem);
    expect(await lotsOf(delivery)).toEqual([["KART-GOOD", 4]]);
    const [fate] = await getDb().select().from(recallOrders).where(eq(recallOrders.order_id, delivery));
    expect(fate!.outcome).toBe("reassigned");
    // Jars moved to a good lot: nothing to tell or refund.
    expect(fate!.email_id).toBeNull();
  });

  it("reaches every line packed while it starts, and packing after it never takes the lot", async () => {
    const soup = await product("Rødbedesuppe");
    const bad = await batch(soup, "2026-11-20", 50, "ROED-BAD");
    const orderIds = await Promise.all(Array.from({ length: 6 }, () => paidOrder([[soup, 2]])));
    const packing = orderIds.map((id) => packOrder(OWNER, id));
    const recall = startRecall(OWNER, { productId: soup, choice: { batchIds: [bad] }, ...RECALL_TEXTS });
    const [started] = await Promise.all([recall, ...packing]);
    if (!started.ok) throw new Error(started.problem);
    const reached = new Set(
      (await getDb().select().from(recallOrders).where(eq(recallOrders.recall_id, started.recallId))).map(
        (fate) => fate.order_id,
      ),
    );
    for (const id of orderIds) {
      const lots = await lotsOf(id);
      // Packed before the recall: reached by it (cancelled, its lots gone); after: never on the lot.
      if (reached.has(id))
        expect((await getDb().select().from(orders).where(eq(orders.id, id)))[0]!.status).toBe("cancelled");
      expect(lots.filter(([lot]) => lot === "ROED-BAD")).toEqual([]);
    }
    const [lot] = await getDb().select().from(batches).where(eq(batches.id, bad));
    expect(lot!.recalled_at).not.toBeNull();
  });

  it("refuses a lot recalled already and a product without the lots, changing nothing", async () => {
    const soup = await product("Gulerodssuppe");
    const lot = await batch(soup, "2026-11-20", 5);
    const input = { productId: soup, choice: { batchIds: [lot] }, ...RECALL_TEXTS };
    expect((await startRecall(OWNER, input)).ok).toBe(true);
    expect(await startRecall(OWNER, input)).toEqual({ ok: false, problem: "already-recalled" });
    const other = await product("Selleri");
    expect(await startRecall(OWNER, { ...input, productId: other })).toEqual({
      ok: false,
      problem: "no-lots",
    });
    const [still] = await getDb().select().from(products).where(eq(products.id, other));
    expect(still!.available).toBe(true);
  });
});

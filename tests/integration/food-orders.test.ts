/**
 * Orders carry the food information as sold (EU 1169/2011 Art. 14: every particular at
 * delivery): each line keeps its product's particulars when the order is made, so a later edit
 * of the product changes nothing the order says; the confirmation e-mail names each line's
 * allergens and each product's particulars with the use-by date; the back office's packing
 * slip prints them, the use-by date being the delivery date plus the shelf life, for admins only.
 */
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "~/lib/copenhagen";
import type { FoodInfo } from "~/lib/food";
import { formatLongDate } from "~/lib/format";
import AdminPackingSlip, { loader as packingSlipLoader } from "~/routes/admin.ordrer.$id.pakkeseddel";
import { loader as orderPageLoader } from "~/routes/admin.ordrer.$id";
import { addToCart } from "~/server/cart.server";
import { getDb } from "~/server/db/index.server";
import { emailOutbox, orderItems, orders, products } from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { homeDelivery, pay, placePaidOrder, windowId, type Payed } from "./helpers/checkout";
import { payInSandbox } from "~/server/payments/quickpay-sandbox.server";
import { setupTestDatabase } from "./helpers/database";
import { renderPage } from "./helpers/render";
import { callLoader, statusOf } from "./helpers/routes";
import { setupServiceServer } from "./helpers/service-server";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();
setupServiceServer();

const TOMATO = demoId("product", "tomatsuppe");
const MEATBALLS = demoId("product", "boller-i-karry");

/** The particulars this test gives the two products, whatever the demo data says. */
type ProductFood = Partial<typeof products.$inferInsert>;
const tomatoFood: ProductFood = {
  allergens: ["celery"],
  may_contain: ["mustard"],
  ingredient_list: [
    { da: "Tomater", en: "Tomatoes", percent: 72, organic: true },
    { da: "selleri", en: "celery", allergen: "celery", organic: true },
    { da: "basilikum", en: "basil", organic: true },
  ],
  nutritional_info: {
    energy_kj: 218,
    energy: 52,
    fat: 2.4,
    saturates: 0.4,
    carbs: 5.8,
    sugars: 4.1,
    protein: 1.2,
    salt: 0.8,
  },
  net_quantity: 500,
  net_unit: "g",
  storage: "Opbevares ved max 5 °C",
  storage_en: "Keep at 5 °C or below",
  shelf_life_days: 21,
  days_after_opening: 3,
};

const meatballFood: ProductFood = {
  allergens: ["gluten", "milk"],
  may_contain: [],
  ingredient_list: [
    { da: "Svinekød", en: "Pork", percent: 30 },
    { da: "hvedemel", en: "wheat flour", allergen: "gluten", kind: "wheat" },
    { da: "fløde", en: "cream", allergen: "milk" },
  ],
  net_quantity: 650,
  net_unit: "g",
  storage: "Opbevares ved max 5 °C",
  shelf_life_days: 14,
};

let admin: TestUser;

beforeAll(async () => {
  await seedDemoData(getDb());
  await getDb().update(products).set(tomatoFood).where(eq(products.id, TOMATO));
  await getDb().update(products).set(meatballFood).where(eq(products.id, MEATBALLS));
  admin = await createSignedInUser({ changes: { role: "admin" } });
});

async function paidPickupOrder() {
  const customer = await createSignedInUser();
  await addToCart(customer.id, TOMATO, 2);
  await addToCart(customer.id, MEATBALLS, 1);
  const id = await placePaidOrder(customer, { pickup: true });
  const [order] = await getDb().select().from(orders).where(eq(orders.id, id));
  expect(order).toMatchObject({ status: "paid" });
  expect(order!.delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  return { customer, order: order! };
}

const itemFood = async (orderId: string, productId: string) =>
  (
    await getDb()
      .select({ food: orderItems.food })
      .from(orderItems)
      .where(and(eq(orderItems.order_id, orderId), eq(orderItems.product_id, productId)))
  )[0]!.food as FoodInfo;

async function confirmationOf(email: string) {
  const [mail] = await getDb()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to_address, email), eq(emailOutbox.template, "order-confirmation")));
  return mail!;
}

describe("an order's food information", () => {
  it("is kept with each line as sold, and a later edit of the product does not change it", async () => {
    const { order } = await paidPickupOrder();
    const kept = await itemFood(order.id, TOMATO);
    expect(kept).toMatchObject({
      allergens: ["celery"],
      mayContain: ["mustard"],
      shelfLifeDays: 21,
      netQuantity: 500,
      nutrition: { energy_kj: 218 },
    });
    expect(kept.ingredients[1]).toMatchObject({ da: "selleri", allergen: "celery" });

    // The recipe changes: mustard in, a shorter shelf life.
    await getDb()
      .update(products)
      .set({
        allergens: ["celery", "mustard"],
        ingredient_list: [
          ...tomatoFood.ingredient_list!,
          { da: "sennep", en: "mustard", allergen: "mustard" },
        ],
        shelf_life_days: 10,
      })
      .where(eq(products.id, TOMATO));
    try {
      expect(await itemFood(order.id, TOMATO)).toEqual(kept);
      const slip = await callLoader(
        packingSlipLoader,
        `/admin/ordrer/${order.id}/pakkeseddel`,
        { id: order.id },
        { headers: { Cookie: admin.cookie } },
      );
      const line = slip.lines.find((candidate) => candidate.title === "Tomatsuppe med basilikum")!;
      expect(line).toMatchObject({
        quantity: 2,
        asSold: true,
        food: { allergens: ["celery"], shelfLifeDays: 21 },
      });
    } finally {
      await getDb().update(products).set(tomatoFood).where(eq(products.id, TOMATO));
    }
  });

  it("is in the confirmation e-mail: each line's allergens, and each product's particulars with its use-by date", async () => {
    const { customer, order } = await paidPickupOrder();
    const mail = await confirmationOf(customer.email);
    const useBy = formatLongDate(addDays(order.delivery_date!, 21), "da");

    // The text part: under each line, its allergens.
    expect(mail.text).toMatch(/2 × Tomatsuppe med basilikum .*\n {3}Indeholder: selleri\n/);
    expect(mail.text).toMatch(/1 × Boller i karry .*\n {3}Indeholder: gluten \(hvede\), mælk/);
    // The particulars, allergens in capitals where there is no bold.
    expect(mail.text).toContain("Ingredienser: Tomater* (72 %), SELLERI*, basilikum*. *Økologisk");
    expect(mail.text).toContain("Kan indeholde spor af: sennep");
    expect(mail.text).toContain("Nettoindhold: 500 g");
    expect(mail.text).toContain("Opbevaring: Opbevares ved max 5 °C. Holdbar 3 dage efter åbning");
    expect(mail.text).toContain(`Holdbar til og med ${useBy}`);
    expect(mail.text).toContain("Producent: Krukke ApS, Rugbrødsvej 7, 2600 Glostrup");
    // The HTML part: the allergens in bold in the ingredient list.
    expect(mail.html).toContain("<strong>selleri</strong>*");
    expect(mail.html).toContain("<strong>hvedemel</strong>");
  });

  it("without a delivery date (an order from before every order had one), gives the shelf life from delivery", async () => {
    const customer = await createSignedInUser();
    await addToCart(customer.id, TOMATO, 1);
    const placed = (await pay(customer, await homeDelivery())) as Payed;
    await getDb().update(orders).set({ delivery_date: null }).where(eq(orders.id, placed.orderId!));
    await payInSandbox(windowId(placed.paymentUrl!), "approved");
    const mail = await confirmationOf(customer.email);
    expect(mail.text).toContain("Holdbar i 21 dage fra levering");
    expect(mail.text).not.toContain("Holdbar til og med");
  });
});

describe("the packing slip", () => {
  it("shows a paid order's lines with every particular, the use-by date being the delivery date plus the shelf life", async () => {
    const { order } = await paidPickupOrder();
    const path = `/admin/ordrer/${order.id}/pakkeseddel`;
    const slip = await callLoader(
      packingSlipLoader,
      path,
      { id: order.id },
      { headers: { Cookie: admin.cookie } },
    );
    const html = renderPage(AdminPackingSlip, {
      path,
      pattern: "/admin/ordrer/:id/pakkeseddel",
      loaderData: slip,
    });
    const text = html.replace(/<!-- -->/g, "");
    expect(text).toContain(formatLongDate(addDays(order.delivery_date!, 21), "da")); // the tomato soup
    expect(text).toContain(formatLongDate(addDays(order.delivery_date!, 14), "da")); // the meatballs
    expect(text).toContain("<strong>selleri</strong>*");
    expect(text).toContain("<strong>gluten (hvede), mælk</strong>");
    expect(text).toContain("Kan indeholde spor af");
    expect(text).toContain("<caption");
    expect(text).toContain("218 kJ / 52 kcal");
    expect(text).toContain("heraf mættede fedtsyrer");
    expect(text).toContain("Holdbar 3 dage efter åbning");
    expect(text).toContain("EU-økologi, kontrol: DK-ØKO-100");
    expect(text).toContain("Krukke ApS, Rugbrødsvej 7, 2600 Glostrup");

    const english = renderPage(AdminPackingSlip, {
      path,
      pattern: "/admin/ordrer/:id/pakkeseddel",
      loaderData: slip,
      language: "en",
    }).replace(/<!-- -->/g, "");
    expect(english).toContain(`Use by`);
    expect(english).toContain(formatLongDate(addDays(order.delivery_date!, 21), "en"));
    expect(english).toContain("<strong>celery</strong>*");
    expect(english).toContain("Keep at 5 °C or below");

    // The order page links to it.
    const page = await callLoader(
      orderPageLoader,
      `/admin/ordrer/${order.id}`,
      { id: order.id },
      {
        headers: { Cookie: admin.cookie },
      },
    );
    expect(page.order.id).toBe(order.id);
  });

  it("is a 404 for the customer who placed the order, and for a guest", async () => {
    const { customer, order } = await paidPickupOrder();
    const path = `/admin/ordrer/${order.id}/pakkeseddel`;
    const visitors: Record<string, string>[] = [{ Cookie: customer.cookie }, {}];
    for (const headers of visitors) {
      expect(
        await statusOf(callLoader(packingSlipLoader, path, { id: order.id }, { headers, raw: true })),
      ).toBe(404);
    }
  });
});

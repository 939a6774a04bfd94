/**
 * Writes the end-to-end shop's season menu into its database before the shop starts (one
 * process at a time may use the embedded database), as the back office would leave it: three
 * courses with their food information, the kitchen (20 covers a day) and a partner (3 covers a
 * day) on 30 and 31 December, on sale from a day ago until 28 December 2026 at noon.
 */
import { openConfiguredDatabase, setConnection, getDb } from "../../app/server/db/index.server";
import {
  products,
  seasonMenuCourses,
  seasonMenuDays,
  seasonMenuPlaces,
  seasonMenus,
} from "../../app/server/db/schema.server";
import { E2E_SEASON_MENU } from "./season-menu.mjs";

const connection = await openConfiguredDatabase();
setConnection(connection);
const db = getDb();
const [menu] = await db
  .insert(seasonMenus)
  .values({
    slug: E2E_SEASON_MENU.slug,
    name: E2E_SEASON_MENU.name,
    name_en: "New Year menu (e2e)",
    intro: "Tre retter til nytårsaften, lavet i vores køkken i Glostrup.",
    intro_en: "Three courses for New Year's Eve, made in our kitchen in Glostrup.",
    heating: "Varm hovedretten i 20 minutter ved 160 grader.",
    status: "on-sale",
    order_opens_at: new Date(Date.now() - 24 * 60 * 60_000),
    order_closes_at: new Date("2026-12-28T11:00:00Z"),
  })
  .returning({ id: seasonMenus.id });
const courses = [
  ["Forret", "Starter", "Jordskokkesuppe", "95.00", ["milk"]],
  ["Hovedret", "Main course", "Kalvesteg med sauce", "195.00", ["milk"]],
  ["Dessert", "Dessert", "Risalamande", "85.00", ["milk"]],
] as const;
for (const [position, [label, labelEn, title, price, allergens]] of courses.entries()) {
  const [product] = await db
    .insert(products)
    .values({
      title,
      base_price: price,
      type: "dish",
      season_only: true,
      allergens: [...allergens],
      ingredient_list: [
        { da: "Grøntsager", en: "Vegetables", organic: true },
        { da: "Fløde", en: "Cream", allergen: "milk", organic: true },
      ],
      net_quantity: 400,
      net_unit: "g",
      storage: "Opbevares på køl ved højst 5 °C.",
      shelf_life_days: 5,
      is_organic: true,
      organic_origin: "eu",
    })
    .returning({ id: products.id });
  await db.insert(seasonMenuCourses).values({
    menu_id: menu!.id,
    product_id: product!.id,
    position,
    label,
    label_en: labelEn,
    price_per_jar: price,
  });
}
for (const [position, place] of [
  {
    kind: "kitchen" as const,
    name: E2E_SEASON_MENU.kitchen,
    address: "Hovedvejen 1, 2600 Glostrup",
    capacity: 20,
  },
  {
    kind: "partner" as const,
    name: E2E_SEASON_MENU.partner,
    address: "Strandvejen 1, 2950 Vedbæk",
    capacity: 3,
  },
].entries()) {
  const [row] = await db
    .insert(seasonMenuPlaces)
    .values({ menu_id: menu!.id, kind: place.kind, name: place.name, address: place.address, position })
    .returning({ id: seasonMenuPlaces.id });
  await db.insert(seasonMenuDays).values(
    ["2026-12-30", E2E_SEASON_MENU.newYearsEve].map((date) => ({
      place_id: row!.id,
      pickup_date: date,
      opens: "10:00",
      closes: "16:00",
      capacity_covers: place.capacity,
    })),
  );
}
setConnection(undefined);
await connection.close();
console.log(`season menu /${E2E_SEASON_MENU.slug} written`);

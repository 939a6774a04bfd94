/**
 * Season menus for integration tests, written straight into the database as the back office
 * would leave them: a menu with its courses (products with food information, `season_only`),
 * places and pickup days.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { SeasonMenuStatus, SeasonPlaceKind } from "~/lib/season-menus";
import { getDb } from "~/server/db/index.server";
import {
  products,
  profiles,
  seasonMenuCourses,
  seasonMenuDays,
  seasonMenuPlaces,
  seasonMenus,
  type Profile,
} from "~/server/db/schema.server";

export type TestPlace = {
  kind?: SeasonPlaceKind;
  name?: string;
  days: { date: string; capacity: number; opens?: string; closes?: string }[];
};

export type TestSeasonMenu = { id: string; slug: string; places: string[]; courses: string[] };

/** A menu of three courses (one jar each: 95, 195 and 85 kr, so 375 kr a cover) and `places`. */
export async function createSeasonMenu(options: {
  places: TestPlace[];
  status?: SeasonMenuStatus;
  opensAt?: Date;
  closesAt?: Date;
  coverChoices?: number[];
}): Promise<TestSeasonMenu> {
  const db = getDb();
  const slug = `nytar-test-${randomUUID().slice(0, 8)}`;
  const [menu] = await db
    .insert(seasonMenus)
    .values({
      slug,
      name: "Nytårsmenu (test)",
      name_en: "New Year menu (test)",
      intro: "Tre retter til nytårsaften.",
      heating: "Varm hovedretten i 20 minutter ved 160 grader.",
      status: options.status ?? "on-sale",
      cover_choices: options.coverChoices ?? [2, 4, 6],
      order_opens_at: options.opensAt ?? new Date("2026-11-01T00:00:00Z"),
      order_closes_at: options.closesAt ?? new Date("2026-12-28T11:00:00Z"),
    })
    .returning({ id: seasonMenus.id });
  const courses: string[] = [];
  for (const [position, [label, title, price]] of (
    [
      ["Forret", "Jordskokkesuppe", "95.00"],
      ["Hovedret", "Kalvesteg med sauce", "195.00"],
      ["Dessert", "Risalamande", "85.00"],
    ] as const
  ).entries()) {
    const [product] = await db
      .insert(products)
      .values({
        title: `${title} ${slug}`,
        base_price: price,
        type: "dish",
        season_only: true,
        allergens: ["milk"],
        net_quantity: 400,
        net_unit: "g",
      })
      .returning({ id: products.id });
    await db.insert(seasonMenuCourses).values({
      menu_id: menu!.id,
      product_id: product!.id,
      position,
      label,
      price_per_jar: price,
    });
    courses.push(product!.id);
  }
  const places: string[] = [];
  for (const [position, place] of options.places.entries()) {
    const [row] = await db
      .insert(seasonMenuPlaces)
      .values({
        menu_id: menu!.id,
        kind: place.kind ?? "partner",
        name: place.name ?? `Sted ${position + 1}`,
        address: "Strandvejen 1, 2950 Vedbæk",
        position,
      })
      .returning({ id: seasonMenuPlaces.id });
    if (place.days.length > 0)
      await db.insert(seasonMenuDays).values(
        place.days.map((day) => ({
          place_id: row!.id,
          pickup_date: day.date,
          opens: day.opens ?? "10:00",
          closes: day.closes ?? "16:00",
          capacity_covers: day.capacity,
        })),
      );
    places.push(row!.id);
  }
  return { id: menu!.id, slug, places, courses };
}

export async function profileOf(userId: string): Promise<Profile> {
  const [profile] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
  return profile!;
}

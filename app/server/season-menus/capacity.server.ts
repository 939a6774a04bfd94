/**
 * The covers of a season menu's places (~/lib/season-menus): what each place's pickup day has
 * left, and the hold a pre-order takes on it. A pre-order holds its covers in its own
 * transaction, as an order holds its delivery day's jars: the day's row is locked (pre-orders
 * for one place and day take turns), the covers held by orders committed before are summed, and
 * the menu's order window is checked on the shop's clock. An unpaid pre-order holds its covers
 * until the payments job gives it up (30 minutes, as every unpaid order); a released or
 * cancelled one stops counting at once.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { coversLeft, MAX_COVERS, orderWindowOpen } from "~/lib/season-menus";
import { shopNow } from "../clock.server";
import { getDb, type Database, type Transaction } from "../db/index.server";
import { HOLDING_STATUSES } from "../delivery-calendar.server";
import { orders, seasonMenuDays, seasonMenuPlaces, seasonMenus } from "../db/schema.server";

/** Why a pre-order cannot take a place's day. */
export type SeasonHoldProblem = "not-a-pickup-day" | "closed-for-orders" | "sold-out" | "covers-not-offered";

/** The covers held on each of `placeIds`' pickup days: `${placeId}|${date}` → covers. */
export async function heldCovers(
  placeIds: readonly string[],
  db: Database | Transaction = getDb(),
): Promise<Map<string, number>> {
  if (placeIds.length === 0) return new Map();
  const rows = await db
    .select({
      placeId: orders.season_place_id,
      date: orders.delivery_date,
      covers: sql<number>`sum(${orders.covers})`.mapWith(Number),
    })
    .from(orders)
    .where(and(inArray(orders.season_place_id, [...placeIds]), inArray(orders.status, [...HOLDING_STATUSES])))
    .groupBy(orders.season_place_id, orders.delivery_date);
  return new Map(rows.map((row) => [`${row.placeId}|${row.date}`, row.covers]));
}

/**
 * Holds `covers` covers of `placeId` on `date` for a pre-order being made in `tx`, or says what
 * stops it. The menu must be on sale, its window open at `now`, the covers one of its choices,
 * and the day must have that many covers left.
 */
export async function holdSeasonDay(
  tx: Transaction,
  hold: { menuId: string; placeId: string; date: string; covers: number },
  now: Date = shopNow(),
): Promise<SeasonHoldProblem | null> {
  const [day] = await tx
    .select({
      capacity: seasonMenuDays.capacity_covers,
      status: seasonMenus.status,
      opens: seasonMenus.order_opens_at,
      closes: seasonMenus.order_closes_at,
      choices: seasonMenus.cover_choices,
    })
    .from(seasonMenuDays)
    .innerJoin(seasonMenuPlaces, eq(seasonMenuPlaces.id, seasonMenuDays.place_id))
    .innerJoin(seasonMenus, eq(seasonMenus.id, seasonMenuPlaces.menu_id))
    .where(
      and(
        eq(seasonMenuDays.place_id, hold.placeId),
        eq(seasonMenuDays.pickup_date, hold.date),
        eq(seasonMenus.id, hold.menuId),
      ),
    )
    .for("update", { of: seasonMenuDays });
  if (!day) return "not-a-pickup-day";
  if (!orderWindowOpen({ status: day.status, order_opens_at: day.opens, order_closes_at: day.closes }, now))
    return "closed-for-orders";
  if (!day.choices.includes(hold.covers) || hold.covers > MAX_COVERS) return "covers-not-offered";
  const held = (await heldCovers([hold.placeId], tx)).get(`${hold.placeId}|${hold.date}`) ?? 0;
  return coversLeft({ capacity: day.capacity, held }) >= hold.covers ? null : "sold-out";
}

/** A menu's places in their order, each with its pickup days and the covers held on each. */
export async function placesWithDays(menuId: string, db: Database | Transaction = getDb()) {
  const places = await db
    .select()
    .from(seasonMenuPlaces)
    .where(eq(seasonMenuPlaces.menu_id, menuId))
    .orderBy(asc(seasonMenuPlaces.position), asc(seasonMenuPlaces.id));
  const placeIds = places.map((place) => place.id);
  const [days, held] = await Promise.all([
    placeIds.length === 0
      ? []
      : db
          .select()
          .from(seasonMenuDays)
          .where(inArray(seasonMenuDays.place_id, placeIds))
          .orderBy(asc(seasonMenuDays.pickup_date)),
    heldCovers(placeIds, db),
  ]);
  return places.map((place) => ({
    ...place,
    days: days
      .filter((day) => day.place_id === place.id)
      .map((day) => ({ ...day, held: held.get(`${place.id}|${day.pickup_date}`) ?? 0 })),
  }));
}

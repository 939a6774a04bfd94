/**
 * Where and when a pre-order is picked up, for the pages that show it (the menu's page after
 * paying, the customer's orders): its place and that place's opening hours on its pickup day.
 */
import { and, eq } from "drizzle-orm";
import { orders, seasonMenuDays, seasonMenuPlaces } from "../db/schema.server";

/** The place's name in both languages and its hours on the day (join `pickupDayOfOrder`). */
export const pickupColumns = {
  place: seasonMenuPlaces.name,
  placeEn: seasonMenuPlaces.name_en,
  address: seasonMenuPlaces.address,
  opens: seasonMenuDays.opens,
  closes: seasonMenuDays.closes,
};

/** Joins an order to its place's pickup day (left join: the day's row may have been removed). */
export const placeOfOrder = eq(seasonMenuPlaces.id, orders.season_place_id);
export const pickupDayOfOrder = and(
  eq(seasonMenuDays.place_id, orders.season_place_id),
  eq(seasonMenuDays.pickup_date, orders.delivery_date),
);

/**
 * A season menu's lists for the kitchen and the pickup: what to cook per pickup day (covers,
 * and jars of each course), and who picks up at each place on each day (name, phone, covers,
 * order number, paid). Paid and handed-over pre-orders count; those awaiting payment are
 * shown apart, as the delivery days' plan does (`../admin/production.server.ts`).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import { orderNumber } from "~/lib/orders";
import type { MenuProduction, PickupList } from "~/lib/season-kitchen";
import { getDb } from "../db/index.server";
import {
  orderItems,
  orders,
  seasonMenuCourses,
  seasonMenuDays,
  seasonMenuPlaces,
  seasonMenus,
} from "../db/schema.server";

const COUNTED = ["paid", "shipped"] as const;
const AWAITING = ["pending", "confirmed"] as const;

/** The menu's production list per pickup day, or null when there is no such menu. */
export async function seasonProduction(menuId: string): Promise<MenuProduction | null> {
  const db = getDb();
  const [menu] = await db
    .select({
      id: seasonMenus.id,
      name: seasonMenus.name,
      name_en: seasonMenus.name_en,
      slug: seasonMenus.slug,
    })
    .from(seasonMenus)
    .where(eq(seasonMenus.id, menuId));
  if (!menu) return null;
  const [courses, places, days, preorders] = await Promise.all([
    db
      .select({
        productId: seasonMenuCourses.product_id,
        label: seasonMenuCourses.label,
        labelEn: seasonMenuCourses.label_en,
      })
      .from(seasonMenuCourses)
      .where(eq(seasonMenuCourses.menu_id, menuId))
      .orderBy(asc(seasonMenuCourses.position)),
    db
      .select({ id: seasonMenuPlaces.id, name: seasonMenuPlaces.name })
      .from(seasonMenuPlaces)
      .where(eq(seasonMenuPlaces.menu_id, menuId))
      .orderBy(asc(seasonMenuPlaces.position)),
    db
      .select({
        placeId: seasonMenuDays.place_id,
        date: seasonMenuDays.pickup_date,
        capacity: seasonMenuDays.capacity_covers,
      })
      .from(seasonMenuDays)
      .innerJoin(seasonMenuPlaces, eq(seasonMenuPlaces.id, seasonMenuDays.place_id))
      .where(eq(seasonMenuPlaces.menu_id, menuId)),
    db
      .select({
        id: orders.id,
        status: orders.status,
        date: orders.delivery_date,
        placeId: orders.season_place_id,
        covers: orders.covers,
      })
      .from(orders)
      .where(and(eq(orders.season_menu_id, menuId), inArray(orders.status, [...COUNTED, ...AWAITING]))),
  ]);
  const lines = preorders.length
    ? await db
        .select({
          orderId: orderItems.order_id,
          productId: orderItems.product_id,
          title: orderItems.product_title,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.order_id,
            preorders.map((order) => order.id),
          ),
        )
    : [];
  const statusOf = new Map(preorders.map((order) => [order.id, order]));
  const dates = [...new Set(days.map((day) => day.date))].sort();
  return {
    menu,
    days: dates.map((date) => {
      const ofDay = preorders.filter((order) => order.date === date);
      const counted = (order: { status: string }) => (COUNTED as readonly string[]).includes(order.status);
      return {
        date,
        covers: ofDay.filter(counted).reduce((sum, order) => sum + (order.covers ?? 0), 0),
        pendingCovers: ofDay
          .filter((order) => !counted(order))
          .reduce((sum, order) => sum + (order.covers ?? 0), 0),
        courses: courses.map((course) => {
          const ofCourse = lines.filter(
            (line) => line.productId === course.productId && statusOf.get(line.orderId)?.date === date,
          );
          const jarsWhere = (paid: boolean) =>
            ofCourse
              .filter((line) => counted(statusOf.get(line.orderId)!) === paid)
              .reduce((sum, line) => sum + line.quantity, 0);
          return {
            ...course,
            title: ofCourse[0]?.title ?? "",
            jars: jarsWhere(true),
            pendingJars: jarsWhere(false),
          };
        }),
        places: places
          .filter((place) => days.some((day) => day.placeId === place.id && day.date === date))
          .map((place) => ({
            id: place.id,
            name: place.name,
            capacity: days.find((day) => day.placeId === place.id && day.date === date)!.capacity,
            covers: ofDay
              .filter((order) => order.placeId === place.id && counted(order))
              .reduce((sum, order) => sum + (order.covers ?? 0), 0),
          })),
      };
    }),
  };
}

/** Who picks up at a place on a day (by name), or null when the place has no such day. */
export async function pickupList(menuId: string, placeId: string, date: string): Promise<PickupList | null> {
  const db = getDb();
  const [found] = await db
    .select({
      menu: { id: seasonMenus.id, name: seasonMenus.name, name_en: seasonMenus.name_en },
      place: seasonMenuPlaces,
      day: seasonMenuDays,
    })
    .from(seasonMenuDays)
    .innerJoin(seasonMenuPlaces, eq(seasonMenuPlaces.id, seasonMenuDays.place_id))
    .innerJoin(seasonMenus, eq(seasonMenus.id, seasonMenuPlaces.menu_id))
    .where(
      and(eq(seasonMenus.id, menuId), eq(seasonMenuPlaces.id, placeId), eq(seasonMenuDays.pickup_date, date)),
    );
  if (!found) return null;
  const rows = await db
    .select({
      id: orders.id,
      name: orders.customer_name,
      phone: orders.customer_phone,
      covers: orders.covers,
      status: orders.status,
      locker: orders.shed_info,
    })
    .from(orders)
    .where(
      and(
        eq(orders.season_place_id, placeId),
        eq(orders.delivery_date, date),
        inArray(orders.status, [...COUNTED, ...AWAITING]),
      ),
    );
  const entries = rows
    .map((row) => ({
      id: row.id,
      number: orderNumber(row.id),
      name: row.name ?? "",
      phone: row.phone,
      covers: row.covers ?? 0,
      paid: (COUNTED as readonly string[]).includes(row.status),
      locker: row.locker?.name ?? null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "da") || a.number.localeCompare(b.number));
  const { place, day } = found;
  return {
    menu: found.menu,
    place: {
      id: place.id,
      kind: place.kind,
      name: place.name,
      name_en: place.name_en,
      address: place.address,
    },
    date,
    opens: day.opens,
    closes: day.closes,
    entries,
  };
}

/**
 * Season menus in the back office (~/lib/season-menus, docs/decisions/0036): the menu (texts,
 * address, covers, order window, status), its courses, its places and each place's pickup
 * days. Every change is audit-logged on the menu (entity `season_menu`) in the change's own
 * transaction. A menu goes on sale only with a course and a place with a pickup day, and keeps
 * them while on sale; a course, place or day that orders refer to is not deleted.
 */
import { and, asc, count, desc, eq, isNull, sql } from "drizzle-orm";
import { copenhagenDateTime, copenhagenLocalInput } from "~/lib/copenhagen";
import { toKronerString } from "~/lib/money";
import type {
  SeasonCourseInput,
  SeasonDayInput,
  SeasonMenuInput,
  SeasonPlaceInput,
} from "~/lib/schemas/season-menus";
import { saleProblems, type SaleProblem } from "~/lib/season-menus";
import { getDb, type Transaction } from "../db/index.server";
import {
  orderItems,
  orders,
  products,
  seasonMenuCourses,
  seasonMenuDays,
  seasonMenuPlaces,
  seasonMenus,
  type SeasonMenu,
} from "../db/schema.server";
import { heldCovers, placesWithDays } from "../season-menus/capacity.server";
import { clearSeoCache } from "../seo/seo.server";
import { auditTrail, recordAudit, type AuditActor } from "./audit.server";
import { isUniqueViolation } from "./discounts.server";

/** Why a change to a menu was refused; the page names each in the admin's language. */
export type SeasonAdminProblem =
  SaleProblem | "not-found" | "slug-taken" | "course-taken" | "day-taken" | "in-orders" | "below-held";

export type SeasonAdminResult = { ok: true; id: string } | { ok: false; problem: SeasonAdminProblem };

const refused = (problem: SeasonAdminProblem) => ({ ok: false as const, problem });

/** Thrown inside a transaction to roll it back and answer with `problem`. */
class Refusal extends Error {
  constructor(readonly problem: SeasonAdminProblem) {
    super(problem);
  }
}

/** Runs `change` in a transaction; a Refusal or a taken address rolls it back and is answered. */
async function inTransaction(
  change: (tx: Transaction) => Promise<string>,
  taken: SeasonAdminProblem = "slug-taken",
): Promise<SeasonAdminResult> {
  try {
    return { ok: true, id: await getDb().transaction(change) };
  } catch (error) {
    if (error instanceof Refusal) return refused(error.problem);
    if (isUniqueViolation(error)) return refused(taken);
    throw error;
  }
}

/** The list: every menu, newest window first, with how many courses and places it has. */
export async function listSeasonMenus() {
  const db = getDb();
  const [menus, courses, places] = await Promise.all([
    db.select().from(seasonMenus).orderBy(desc(seasonMenus.order_opens_at), asc(seasonMenus.slug)),
    db
      .select({ menu: seasonMenuCourses.menu_id, count: count() })
      .from(seasonMenuCourses)
      .groupBy(seasonMenuCourses.menu_id),
    db
      .select({ menu: seasonMenuPlaces.menu_id, count: count() })
      .from(seasonMenuPlaces)
      .groupBy(seasonMenuPlaces.menu_id),
  ]);
  const counted = (rows: { menu: string; count: number }[]) =>
    new Map(rows.map((row) => [row.menu, row.count]));
  const courseCounts = counted(courses);
  const placeCounts = counted(places);
  return menus.map((menu) => ({
    ...menu,
    courses: courseCounts.get(menu.id) ?? 0,
    places: placeCounts.get(menu.id) ?? 0,
  }));
}

/** The address of a menu's image, or null. */
export async function seasonMenuImage(id: string): Promise<string | null> {
  const [menu] = await getDb()
    .select({ url: seasonMenus.image_url })
    .from(seasonMenus)
    .where(eq(seasonMenus.id, id));
  return menu?.url ?? null;
}

/** The form's values for a stored menu (the window in Copenhagen time). */
export function seasonMenuFormValues(menu: SeasonMenu) {
  return {
    name: menu.name,
    nameEn: menu.name_en ?? "",
    slug: menu.slug,
    intro: menu.intro,
    introEn: menu.intro_en ?? "",
    heating: menu.heating,
    heatingEn: menu.heating_en ?? "",
    imageUrl: menu.image_url ?? "",
    coverChoices: menu.cover_choices.join(", "),
    opensAt: copenhagenLocalInput(menu.order_opens_at),
    closesAt: copenhagenLocalInput(menu.order_closes_at),
    status: menu.status,
  };
}

/** Everything the edit page shows: the menu, its courses, places with days and covers held, the log. */
export async function seasonMenuEditor(id: string) {
  const db = getDb();
  const [menu] = await db.select().from(seasonMenus).where(eq(seasonMenus.id, id));
  if (!menu) return null;
  const [courses, places, choices, audit] = await Promise.all([
    db
      .select({
        id: seasonMenuCourses.id,
        productId: seasonMenuCourses.product_id,
        title: products.title,
        seasonOnly: products.season_only,
        label: seasonMenuCourses.label,
        labelEn: seasonMenuCourses.label_en,
        pricePerJar: seasonMenuCourses.price_per_jar,
        jarsPerCover: seasonMenuCourses.jars_per_cover,
        netQuantity: products.net_quantity,
        netUnit: products.net_unit,
      })
      .from(seasonMenuCourses)
      .innerJoin(products, eq(products.id, seasonMenuCourses.product_id))
      .where(eq(seasonMenuCourses.menu_id, id))
      .orderBy(asc(seasonMenuCourses.position), asc(seasonMenuCourses.id)),
    placesWithDays(id, db),
    db
      .select({ id: products.id, title: products.title, seasonOnly: products.season_only })
      .from(products)
      .where(isNull(products.archived_at))
      .orderBy(desc(products.season_only), asc(products.title)),
    auditTrail("season_menu", id),
  ]);
  return {
    menu,
    values: seasonMenuFormValues(menu),
    courses,
    places,
    products: choices,
    audit,
  };
}

function menuColumns(input: SeasonMenuInput) {
  return {
    name: input.name,
    name_en: input.nameEn ?? null,
    slug: input.slug,
    intro: input.intro ?? "",
    intro_en: input.introEn ?? null,
    heating: input.heating ?? "",
    heating_en: input.heatingEn ?? null,
    image_url: input.imageUrl ?? null,
    cover_choices: input.coverChoices,
    order_opens_at: copenhagenDateTime(input.opensAt)!,
    order_closes_at: copenhagenDateTime(input.closesAt)!,
    status: input.status,
  };
}

/** What is worth keeping in the log: what the owner set, not the bookkeeping. */
const loggedMenu = ({ id: _id, created_at: _created, updated_at: _updated, ...rest }: SeasonMenu) => rest;

/** Refuses (rolling back) when the menu is on sale without a course or a place with a pickup day. */
async function checkSaleable(tx: Transaction, menuId: string): Promise<void> {
  const [menu] = await tx
    .select({ status: seasonMenus.status })
    .from(seasonMenus)
    .where(eq(seasonMenus.id, menuId));
  if (menu?.status !== "on-sale") return;
  const [[courses], [days]] = await Promise.all([
    tx.select({ count: count() }).from(seasonMenuCourses).where(eq(seasonMenuCourses.menu_id, menuId)),
    tx
      .select({ count: count() })
      .from(seasonMenuDays)
      .innerJoin(seasonMenuPlaces, eq(seasonMenuPlaces.id, seasonMenuDays.place_id))
      .where(eq(seasonMenuPlaces.menu_id, menuId)),
  ]);
  const [problem] = saleProblems({ courses: courses!.count, pickupDays: days!.count });
  if (problem) throw new Refusal(problem);
}

/** A new menu; it cannot be on sale yet (it has no courses). */
export async function createSeasonMenu(
  actor: AuditActor,
  input: SeasonMenuInput,
): Promise<SeasonAdminResult> {
  const result = await inTransaction(async (tx) => {
    const [created] = await tx.insert(seasonMenus).values(menuColumns(input)).returning();
    await checkSaleable(tx, created!.id);
    await recordAudit(
      actor,
      { entityType: "season_menu", entityId: created!.id, action: "create", after: loggedMenu(created!) },
      tx,
    );
    return created!.id;
  });
  // The sitemap lists the menus on sale: it is built anew after a change of status or address.
  if (result.ok) clearSeoCache();
  return result;
}

export async function updateSeasonMenu(
  actor: AuditActor,
  id: string,
  input: SeasonMenuInput,
): Promise<SeasonAdminResult> {
  const result = await inTransaction(async (tx) => {
    const [before] = await tx.select().from(seasonMenus).where(eq(seasonMenus.id, id)).for("update");
    if (!before) throw new Refusal("not-found");
    const [after] = await tx
      .update(seasonMenus)
      .set({ ...menuColumns(input), updated_at: new Date() })
      .where(eq(seasonMenus.id, id))
      .returning();
    await checkSaleable(tx, id);
    await recordAudit(
      actor,
      {
        entityType: "season_menu",
        entityId: id,
        action: "update",
        before: loggedMenu(before),
        after: loggedMenu(after!),
      },
      tx,
    );
    return id;
  });
  if (result.ok) clearSeoCache();
  return result;
}

/** Locks the menu's row (its parts change one at a time) or refuses when there is none. */
async function lockMenu(tx: Transaction, menuId: string): Promise<void> {
  const [menu] = await tx
    .select({ id: seasonMenus.id })
    .from(seasonMenus)
    .where(eq(seasonMenus.id, menuId))
    .for("update");
  if (!menu) throw new Refusal("not-found");
}

/** Records a change to one of the menu's parts on the menu's trail. */
function recordPart(
  tx: Transaction,
  actor: AuditActor,
  menuId: string,
  action: string,
  change: { before?: unknown; after?: unknown },
) {
  return recordAudit(actor, { entityType: "season_menu", entityId: menuId, action, ...change }, tx);
}

function courseColumns(input: SeasonCourseInput) {
  return {
    product_id: input.productId,
    label: input.label,
    label_en: input.labelEn ?? null,
    jars_per_cover: input.jarsPerCover,
    price_per_jar: toKronerString(input.pricePerJar!),
  };
}

const loggedCourse = (course: typeof seasonMenuCourses.$inferSelect) => ({
  product: course.product_id,
  label: course.label,
  labelEn: course.label_en,
  jarsPerCover: course.jars_per_cover,
  pricePerJar: course.price_per_jar,
});

async function productExists(tx: Transaction, productId: string) {
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.archived_at)));
  return Boolean(product);
}

export function addSeasonCourse(
  actor: AuditActor,
  menuId: string,
  input: SeasonCourseInput,
): Promise<SeasonAdminResult> {
  return inTransaction(async (tx) => {
    await lockMenu(tx, menuId);
    if (!(await productExists(tx, input.productId))) throw new Refusal("not-found");
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${seasonMenuCourses.position}), -1)`.mapWith(Number) })
      .from(seasonMenuCourses)
      .where(eq(seasonMenuCourses.menu_id, menuId));
    const [course] = await tx
      .insert(seasonMenuCourses)
      .values({ ...courseColumns(input), menu_id: menuId, position: last!.position + 1 })
      .returning();
    await recordPart(tx, actor, menuId, "courseAdd", { after: loggedCourse(course!) });
    return menuId;
  }, "course-taken");
}

/** The menu's orders that have `productId` among their lines. */
async function ordersWithCourse(tx: Transaction, menuId: string, productId: string) {
  const [row] = await tx
    .select({ count: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .where(and(eq(orders.season_menu_id, menuId), eq(orderItems.product_id, productId)));
  return row!.count;
}

export function updateSeasonCourse(
  actor: AuditActor,
  menuId: string,
  courseId: string,
  input: SeasonCourseInput,
): Promise<SeasonAdminResult> {
  return inTransaction(async (tx) => {
    await lockMenu(tx, menuId);
    const [before] = await tx
      .select()
      .from(seasonMenuCourses)
      .where(and(eq(seasonMenuCourses.id, courseId), eq(seasonMenuCourses.menu_id, menuId)));
    if (!before || !(await productExists(tx, input.productId))) throw new Refusal("not-found");
    // Orders keep their lines as sold; another product in its place would leave them without a course.
    if (before.product_id !== input.productId && (await ordersWithCourse(tx, menuId, before.product_id)) > 0)
      throw new Refusal("in-orders");
    const [after] = await tx
      .update(seasonMenuCourses)
      .set(courseColumns(input))
      .where(eq(seasonMenuCourses.id, courseId))
      .returning();
    await recordPart(tx, actor, menuId, "courseUpdate", {
      before: loggedCourse(before),
      after: loggedCourse(after!),
    });
    return menuId;
  }, "course-taken");
}

export function removeSeasonCourse(
  actor: AuditActor,
  menuId: string,
  courseId: string,
): Promise<SeasonAdminResult> {
  return inTransaction(async (tx) => {
    await lockMenu(tx, menuId);
    const [course] = await tx
      .select()
      .from(seasonMenuCourses)
      .where(and(eq(seasonMenuCourses.id, courseId), eq(seasonMenuCourses.menu_id, menuId)));
    if (!course) throw new Refusal("not-found");
    if ((await ordersWithCourse(tx, menuId, course.product_id)) > 0) throw new Refusal("in-orders");
    await tx.delete(seasonMenuCourses).where(eq(seasonMenuCourses.id, courseId));
    await checkSaleable(tx, menuId);
    await recordPart(tx, actor, menuId, "courseRemove", { before: loggedCourse(course) });
    return menuId;
  });
}

function placeColumns(input: SeasonPlaceInput) {
  return {
    kind: input.kind,
    name: input.name,
    name_en: input.nameEn ?? null,
    address: input.address,
  };
}

const loggedPlace = (place: typeof seasonMenuPlaces.$inferSelect) => ({
  kind: place.kind,
  name: place.name,
  nameEn: place.name_en,
  address: place.address,
});

export function addSeasonPlace(
  actor: AuditActor,
  menuId: string,
  input: SeasonPlaceInput,
): Promise<SeasonAdminResult> {
  return inTransaction(async (tx) => {
    await lockMenu(tx, menuId);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${seasonMenuPlaces.position}), -1)`.mapWith(Number) })
      .from(seasonMenuPlaces)
      .where(eq(seasonMenuPlaces.menu_id, menuId));
    const [place] = await tx
      .insert(seasonMenuPlaces)
      .values({ ...placeColumns(input), menu_id: menuId, position: last!.position + 1 })
      .returning();
    await recordPart(tx, actor, menuId, "placeAdd", { after: loggedPlace(place!) });
    return menuId;
  });
}

async function placeOf(tx: Transaction, menuId: string, placeId: string) {
  const [place] = await tx
    .select()
    .from(seasonMenuPlaces)
    .where(and(eq(seasonMenuPlaces.id, placeId), eq(seasonMenuPlaces.menu_id, menuId)));
  if (!place) throw new Refusal("not-found");
  return place;
}

export function updateSeasonPlace(
  actor: AuditActor,
  menuId: string,
  placeId: string,
  input: SeasonPlaceInput,
): Promise<SeasonAdminResult> {
  return inTransaction(async (tx) => {
    await lockMenu(tx, menuId);
    const before = await placeOf(tx, menuId, placeId);
    const [after] = await tx
      .update(seasonMenuPlaces)
      .set(placeColumns(input))
      .where(eq(seasonMenuPlaces.id, placeId))
      .returning();
    await recordPart(tx, actor, menuId, "placeUpdate", {
      before: loggedPlace(before),
      after: loggedPlace(after!),
    });
    return menuId;
  });
}

/** Orders picked up at `placeId` (on `date` only, when given), whatever their status. */
async function ordersAtPlace(tx: Transaction, placeId: string, date?: string) {
  const [row] = await tx
    .select({ count: count() })
    .from(orders)
    .where(
      and(
        eq(orders.season_place_id, placeId),
        date === undefined ? undefined : eq(orders.delivery_date, date),
      ),
    );
  return row!.count;
}

export function removeSeasonPlace(
  actor: AuditActor,
  menuId: string,
  placeId: string,
): Promise<SeasonAdminResult> {
  return inTransaction(async (tx) => {
    await lockMenu(tx, menuId);
    const place = await placeOf(tx, menuId, placeId);
    if ((await ordersAtPlace(tx, placeId)) > 0) throw new Refusal("in-orders");
    const days = await tx.select().from(seasonMenuDays).where(eq(seasonMenuDays.place_id, placeId));
    await tx.delete(seasonMenuPlaces).where(eq(seasonMenuPlaces.id, placeId));
    await checkSaleable(tx, menuId);
    await recordPart(tx, actor, menuId, "placeRemove", {
      before: { ...loggedPlace(place), days: days.map(loggedDay) },
    });
    return menuId;
  });
}

const loggedDay = (day: typeof seasonMenuDays.$inferSelect) => ({
  date: day.pickup_date,
  opens: day.opens,
  closes: day.closes,
  capacity: day.capacity_covers,
});

/**
 * Adds a pickup day to a place, or changes one (`existing`: the date it had). A capacity below
 * the covers already ordered for the day is refused.
 */
export function saveSeasonDay(
  actor: AuditActor,
  menuId: string,
  placeId: string,
  input: SeasonDayInput,
  existing: string | null,
): Promise<SeasonAdminResult> {
  return inTransaction(async (tx) => {
    await lockMenu(tx, menuId);
    const place = await placeOf(tx, menuId, placeId);
    const values = {
      pickup_date: input.date,
      opens: input.opens,
      closes: input.closes,
      capacity_covers: input.capacity,
    };
    if (existing === null) {
      const [day] = await tx
        .insert(seasonMenuDays)
        .values({ ...values, place_id: placeId })
        .returning();
      await recordPart(tx, actor, menuId, "dayAdd", { after: { place: place.name, ...loggedDay(day!) } });
      return menuId;
    }
    const [before] = await tx
      .select()
      .from(seasonMenuDays)
      .where(and(eq(seasonMenuDays.place_id, placeId), eq(seasonMenuDays.pickup_date, existing)))
      .for("update");
    if (!before) throw new Refusal("not-found");
    const held = (await heldCovers([placeId], tx)).get(`${placeId}|${existing}`) ?? 0;
    if (input.date !== existing && (await ordersAtPlace(tx, placeId, existing)) > 0)
      throw new Refusal("in-orders");
    if (input.capacity < held) throw new Refusal("below-held");
    const [after] = await tx
      .update(seasonMenuDays)
      .set(values)
      .where(and(eq(seasonMenuDays.place_id, placeId), eq(seasonMenuDays.pickup_date, existing)))
      .returning();
    await recordPart(tx, actor, menuId, "dayUpdate", {
      before: { place: place.name, ...loggedDay(before) },
      after: { place: place.name, ...loggedDay(after!) },
    });
    return menuId;
  }, "day-taken");
}

export function removeSeasonDay(
  actor: AuditActor,
  menuId: string,
  placeId: string,
  date: string,
): Promise<SeasonAdminResult> {
  return inTransaction(async (tx) => {
    await lockMenu(tx, menuId);
    const place = await placeOf(tx, menuId, placeId);
    if ((await ordersAtPlace(tx, placeId, date)) > 0) throw new Refusal("in-orders");
    const [day] = await tx
      .delete(seasonMenuDays)
      .where(and(eq(seasonMenuDays.place_id, placeId), eq(seasonMenuDays.pickup_date, date)))
      .returning();
    if (!day) throw new Refusal("not-found");
    await checkSaleable(tx, menuId);
    await recordPart(tx, actor, menuId, "dayRemove", { before: { place: place.name, ...loggedDay(day) } });
    return menuId;
  });
}

/**
 * A season menu's covers, against a real database (PGlite, or the PostgreSQL server when
 * DATABASE_URL is set): a pre-order holds its covers at its place and day in its own
 * transaction, never past the day's capacity, also when pre-orders race for the last covers;
 * the order window opens and closes at its minute on the shop's clock; a released pre-order
 * gives its covers back; and pre-orders and the delivery days' jars do not count against each
 * other.
 */
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { setShopClock } from "~/server/clock.server";
import { getDb } from "~/server/db/index.server";
import { orderItems, orders } from "~/server/db/schema.server";
import { heldJars } from "~/server/delivery-calendar.server";
import { orderReleased } from "~/server/orders/lifecycle.server";
import { heldCovers } from "~/server/season-menus/capacity.server";
import { placePreorder, type NewPreorder } from "~/server/season-menus/preorder.server";
import { setupTestDatabase } from "./helpers/database";
import { createSeasonMenu, profileOf, type TestSeasonMenu } from "./helpers/season-menus";
import { createUser } from "./helpers/users";

setupTestDatabase();
afterEach(() => setShopClock(null));

const NEW_YEARS_EVE = "2026-12-31";
// Tuesday 1 December 2026, 09:00 in Copenhagen.
const DECEMBER = new Date("2026-12-01T08:00:00Z");

async function preorder(
  menu: TestSeasonMenu,
  changes: Partial<Omit<NewPreorder, "profile">> = {},
  customer?: NewPreorder["profile"],
) {
  const profile = customer ?? (await profileOf((await createUser()).id));
  return getDb().transaction((tx) =>
    placePreorder(tx, {
      profile,
      menuId: menu.id,
      placeId: menu.places[0]!,
      date: NEW_YEARS_EVE,
      covers: 2,
      locker: null,
      language: "da",
      acceptedAt: new Date(),
      ...changes,
    }),
  );
}

const coversHeld = async (menu: TestSeasonMenu, place = menu.places[0]!) =>
  (await heldCovers([place])).get(`${place}|${NEW_YEARS_EVE}`) ?? 0;

describe("a pre-order holds its covers", () => {
  it("lets exactly the pre-orders that fit take the last covers when 20 race for them", async () => {
    setShopClock(DECEMBER);
    const menu = await createSeasonMenu({ places: [{ days: [{ date: NEW_YEARS_EVE, capacity: 7 }] }] });
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => preorder(menu)));
    // 2 covers each: three take 6, and the seventh cover is too few for a fourth.
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    for (const outcome of outcomes.filter((outcome) => !outcome.ok))
      expect(outcome).toEqual({ ok: false, problem: "sold-out" });
    expect(await coversHeld(menu)).toBe(6);
  });

  it("writes the menu's courses as the order's lines at the menu's price, paid at once, binding", async () => {
    setShopClock(DECEMBER);
    const menu = await createSeasonMenu({ places: [{ days: [{ date: NEW_YEARS_EVE, capacity: 10 }] }] });
    const accepted = new Date("2026-12-01T08:00:05Z");
    const outcome = await preorder(menu, { covers: 4, acceptedAt: accepted });
    if (!outcome.ok) throw new Error(outcome.problem);
    expect(outcome.order).toMatchObject({
      status: "pending",
      payment_plan: "at-once",
      total_price: "1500.00",
      freight_price: "0.00",
      delivery_date: NEW_YEARS_EVE,
      delivery_provider: null,
      covers: 4,
      season_menu_id: menu.id,
      season_place_id: menu.places[0],
      binding_accepted_at: accepted,
    });
    const lines = await getDb()
      .select({ product: orderItems.product_id, quantity: orderItems.quantity, price: orderItems.unit_price })
      .from(orderItems)
      .where(eq(orderItems.order_id, outcome.order.id));
    expect(lines).toEqual(
      expect.arrayContaining([
        { product: menu.courses[0], quantity: 4, price: "95.00" },
        { product: menu.courses[1], quantity: 4, price: "195.00" },
        { product: menu.courses[2], quantity: 4, price: "85.00" },
      ]),
    );
  });

  it("gives a released pre-order's covers back at once", async () => {
    setShopClock(DECEMBER);
    const menu = await createSeasonMenu({ places: [{ days: [{ date: NEW_YEARS_EVE, capacity: 2 }] }] });
    const first = await preorder(menu);
    expect(first.ok).toBe(true);
    expect(await preorder(menu)).toEqual({ ok: false, problem: "sold-out" });
    await orderReleased((first as { order: { id: string } }).order.id, "abandoned");
    expect(await coversHeld(menu)).toBe(0);
    expect((await preorder(menu)).ok).toBe(true);
  });

  it("only for a day, a place and covers the menu offers, and for the lockers with a locker", async () => {
    setShopClock(DECEMBER);
    const menu = await createSeasonMenu({
      places: [
        { days: [{ date: NEW_YEARS_EVE, capacity: 10 }] },
        { kind: "lockers", days: [{ date: NEW_YEARS_EVE, capacity: 10 }] },
      ],
    });
    const other = await createSeasonMenu({ places: [{ days: [{ date: NEW_YEARS_EVE, capacity: 10 }] }] });
    expect(await preorder(menu, { date: "2026-12-30" })).toEqual({ ok: false, problem: "not-a-pickup-day" });
    expect(await preorder(menu, { placeId: other.places[0]! })).toEqual({
      ok: false,
      problem: "not-a-pickup-day",
    });
    expect(await preorder(menu, { covers: 3 })).toEqual({ ok: false, problem: "covers-not-offered" });
    expect(await preorder(menu, { placeId: menu.places[1]! })).toEqual({
      ok: false,
      problem: "locker-needed",
    });
    const locker = {
      id: "locker-1",
      name: "Økoskab Nørrebro",
      address: "Nørrebrogade 1",
      city: "København N",
      zip: "2200",
      selectedDate: NEW_YEARS_EVE,
    };
    const atLocker = await preorder(menu, { placeId: menu.places[1]!, locker });
    expect(atLocker.ok && atLocker.order).toMatchObject({
      delivery_provider: "okoskabet",
      shed_info: { id: "locker-1" },
    });
    expect(await getDb().select().from(orders).where(eq(orders.season_menu_id, menu.id))).toHaveLength(1);
  });
});

describe("the order window", () => {
  it("opens and closes at its minute on the shop's clock", async () => {
    const opensAt = new Date("2026-12-01T08:00:00Z");
    const closesAt = new Date("2026-12-27T22:59:00Z");
    const menu = await createSeasonMenu({
      opensAt,
      closesAt,
      places: [{ days: [{ date: NEW_YEARS_EVE, capacity: 50 }] }],
    });
    for (const [moment, problem] of [
      [new Date(opensAt.getTime() - 1000), "closed-for-orders"],
      [opensAt, null],
      [new Date(closesAt.getTime() - 1000), null],
      [closesAt, "closed-for-orders"],
    ] as const) {
      // The customer first: signing up takes a moment, and the shop's clock runs on.
      const customer = await profileOf((await createUser()).id);
      setShopClock(moment);
      const outcome = await preorder(menu, {}, customer);
      expect(outcome.ok ? null : outcome.problem, moment.toISOString()).toBe(problem);
    }
  });

  it("is shut for a menu that is not on sale", async () => {
    setShopClock(DECEMBER);
    for (const status of ["draft", "closed", "archived"] as const) {
      const menu = await createSeasonMenu({
        status,
        places: [{ days: [{ date: NEW_YEARS_EVE, capacity: 50 }] }],
      });
      expect(await preorder(menu)).toEqual({ ok: false, problem: "closed-for-orders" });
    }
  });
});

it("a pre-order holds covers at its place, not the delivery day's jars", async () => {
  setShopClock(DECEMBER);
  const date = "2026-12-30";
  const menu = await createSeasonMenu({ places: [{ days: [{ date, capacity: 10 }] }] });
  const before = await heldJars(date, date, menu.courses);
  expect((await preorder(menu, { date, covers: 6 })).ok).toBe(true);
  expect(await heldJars(date, date, menu.courses)).toEqual(before);
  expect(await heldCovers([menu.places[0]!])).toEqual(new Map([[`${menu.places[0]}|${date}`, 6]]));
});

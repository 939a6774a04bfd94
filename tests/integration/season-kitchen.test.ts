/**
 * A season menu in the kitchen and at the pickup, against a real database: the production list
 * (covers and jars of each course per pickup day, paid apart from awaiting payment), the pickup
 * list per place and day (name, phone, covers, order number, paid) as a page and as CSV, admins
 * only; the e-mail two days before pickup, sent once; and the menu on sale that the header and
 * footer name.
 */
import { asc, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { orderNumber } from "~/lib/orders";
import { loader as pickupCsvLoader } from "~/routes/admin.saesonmenuer.$id.afhentning.$place.$date.csv";
import { loader as pickupLoader } from "~/routes/admin.saesonmenuer.$id.afhentning.$place.$date";
import { loader as kitchenCsvLoader } from "~/routes/admin.saesonmenuer.$id.koekken.csv";
import { loader as kitchenLoader } from "~/routes/admin.saesonmenuer.$id.koekken";
import { setShopClock } from "~/server/clock.server";
import { getDb } from "~/server/db/index.server";
import { emailOutbox, orders, seasonMenus, type Order } from "~/server/db/schema.server";
import { orderPaid, orderReleased } from "~/server/orders/lifecycle.server";
import { menuOnSale } from "~/server/season-menus/menus.server";
import { placePreorder } from "~/server/season-menus/preorder.server";
import { remindPickups } from "~/server/season-menus/reminders.server";
import { setupTestDatabase } from "./helpers/database";
import { callLoader } from "./helpers/routes";
import { createSeasonMenu, profileOf, type TestSeasonMenu } from "./helpers/season-menus";
import { createSignedInUser, createUser, type TestUser } from "./helpers/users";

setupTestDatabase();
afterEach(() => setShopClock(null));

const DECEMBER = new Date("2026-12-01T08:00:00Z");
const DAY_30 = "2026-12-30";
const DAY_31 = "2026-12-31";

let admin: TestUser;
beforeAll(async () => {
  admin = await createSignedInUser({ changes: { role: "admin" } });
});

async function preorder(menu: TestSeasonMenu, place: number, date: string, covers: number, paid = true) {
  const user = await createUser({ changes: { first_name: "Kunde", last_name: `${covers}-${date}` } });
  const profile = await profileOf(user.id);
  const outcome = await getDb().transaction((tx) =>
    placePreorder(tx, {
      profile,
      menuId: menu.id,
      placeId: menu.places[place]!,
      date,
      covers,
      locker: null,
      language: "da",
      acceptedAt: new Date(),
    }),
  );
  if (!outcome.ok) throw new Error(outcome.problem);
  if (!paid) return { order: outcome.order, email: user.email };
  const order = await getDb().transaction((tx) => orderPaid(tx, outcome.order.id, null));
  return { order: order!, email: user.email };
}

const asAdmin = () => ({ headers: { Cookie: admin.cookie } });

async function kitchenMenu() {
  setShopClock(DECEMBER);
  const menu = await createSeasonMenu({
    places: [
      {
        name: "Køkkenet i Glostrup",
        days: [
          { date: DAY_30, capacity: 20 },
          { date: DAY_31, capacity: 20 },
        ],
      },
      { name: "Vedbæk", days: [{ date: DAY_31, capacity: 3, opens: "11:00", closes: "15:00" }] },
    ],
  });
  const glostrup30 = await preorder(menu, 0, DAY_30, 4);
  const glostrup31 = await preorder(menu, 0, DAY_31, 2);
  const vedbaek = await preorder(menu, 1, DAY_31, 2);
  const awaiting = await preorder(menu, 0, DAY_31, 6, false);
  const released = await preorder(menu, 0, DAY_31, 4, false);
  await orderReleased(released.order.id, "abandoned");
  return { menu, glostrup30, glostrup31, vedbaek, awaiting };
}

describe("the kitchen's lists", () => {
  it("count covers and each course's jars per pickup day, paid apart from awaiting payment", async () => {
    const { menu } = await kitchenMenu();
    const { days } = await callLoader(kitchenLoader, "/", { id: menu.id }, asAdmin());
    expect(days.map((day) => [day.date, day.covers, day.pendingCovers])).toEqual([
      [DAY_30, 4, 0],
      [DAY_31, 4, 6],
    ]);
    // One jar of each course a cover.
    expect(days[1]!.courses.map((course) => [course.label, course.jars, course.pendingJars])).toEqual([
      ["Forret", 4, 6],
      ["Hovedret", 4, 6],
      ["Dessert", 4, 6],
    ]);
    expect(days[1]!.places.map((place) => [place.name, place.covers, place.capacity])).toEqual([
      ["Køkkenet i Glostrup", 2, 20],
      ["Vedbæk", 2, 3],
    ]);
    const csv = await (
      (await callLoader(kitchenCsvLoader, "/", { id: menu.id }, asAdmin())) as unknown as Response
    ).text();
    expect(csv).toContain(`${DAY_31},4,Hovedret,`);
    expect(csv.trim().split("\r\n")).toHaveLength(1 + 2 * 3);
  });

  it("list who picks up at a place on a day, with phone, covers, order number and paid", async () => {
    const { menu, glostrup31, awaiting } = await kitchenMenu();
    const list = await callLoader(
      pickupLoader,
      "/",
      { id: menu.id, place: menu.places[0]!, date: DAY_31 },
      asAdmin(),
    );
    expect(list).toMatchObject({ opens: "10:00", closes: "16:00", date: DAY_31 });
    expect(list.entries.map((entry) => [entry.number, entry.covers, entry.paid, entry.phone])).toEqual(
      expect.arrayContaining([
        [orderNumber(glostrup31.order.id), 2, true, "12345678"],
        [orderNumber(awaiting.order.id), 6, false, "12345678"],
      ]),
    );
    expect(list.entries).toHaveLength(2);
    const csv = await (
      (await callLoader(
        pickupCsvLoader,
        "/",
        { id: menu.id, place: menu.places[0]!, date: DAY_31 },
        asAdmin(),
      )) as unknown as Response
    ).text();
    expect(csv).toContain(`Kunde 2-${DAY_31},12345678,2,${orderNumber(glostrup31.order.id)},,Ja`);
    expect(csv).toContain(`,6,${orderNumber(awaiting.order.id)},,Afventer`);
  });

  it("are the back office's only: 404 for a customer, and for a place's day that is not one", async () => {
    const { menu } = await kitchenMenu();
    const customer = await createSignedInUser();
    const asCustomer = { headers: { Cookie: customer.cookie } };
    for (const attempt of [
      () => callLoader(kitchenLoader, "/", { id: menu.id }, asCustomer),
      () => callLoader(pickupLoader, "/", { id: menu.id, place: menu.places[0]!, date: DAY_31 }, asCustomer),
      () => callLoader(pickupLoader, "/", { id: menu.id, place: menu.places[1]!, date: DAY_30 }, asAdmin()),
      () => callLoader(pickupLoader, "/", { id: menu.id, place: "nope", date: DAY_31 }, asAdmin()),
      () =>
        callLoader(pickupLoader, "/", { id: menu.id, place: menu.places[0]!, date: "31-12-2026" }, asAdmin()),
      () => callLoader(kitchenLoader, "/", { id: "00000000-0000-4000-8000-000000000000" }, asAdmin()),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ init: { status: 404 } });
    }
  });
});

async function remindersTo(email: string) {
  return getDb()
    .select({ subject: emailOutbox.subject, text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to_address, email))
    .orderBy(asc(emailOutbox.created_at))
    .then((rows) => rows.filter((row) => row.subject.includes("kan hentes")));
}

describe("the e-mail two days before pickup", () => {
  it("goes once to each paid pre-order, with the place, its hours, the order number and the heating", async () => {
    const { vedbaek, glostrup30, awaiting } = await kitchenMenu();
    // 28 December: the 30th is two days off, the 31st three.
    setShopClock(new Date("2026-12-28T09:00:00Z"));
    await remindPickups();
    expect(await remindersTo(vedbaek.email)).toHaveLength(0);
    const [mail] = await remindersTo(glostrup30.email);
    expect(mail!.subject).toBe(
      `Din Nytårsmenu (test) kan hentes onsdag 30. december – ordre #${orderNumber(glostrup30.order.id)}`,
    );
    expect(mail!.text).toContain("4 kuverter");
    expect(mail!.text).toContain("Køkkenet i Glostrup, Strandvejen 1, 2950 Vedbæk");
    expect(mail!.text).toContain("kl. 10:00–16:00");
    expect(mail!.text).toContain("Varm hovedretten i 20 minutter ved 160 grader.");

    setShopClock(new Date("2026-12-29T09:00:00Z"));
    await remindPickups();
    await remindPickups();
    expect(await remindersTo(glostrup30.email)).toHaveLength(1);
    const [vedbaekMail] = await remindersTo(vedbaek.email);
    expect(vedbaekMail!.text).toContain("kl. 11:00–15:00");
    // Awaiting payment: no reminder.
    expect(await remindersTo(awaiting.email)).toHaveLength(0);
    const [row] = await getDb().select().from(orders).where(eq(orders.id, awaiting.order.id));
    expect((row as Order).pickup_reminded_at).toBeNull();
  });
});

describe("the menu the shop names", () => {
  it("is the one on sale whose window has not ended, none otherwise", async () => {
    setShopClock(new Date("2027-06-01T08:00:00Z"));
    expect(await menuOnSale()).toBeNull();
    const menu = await createSeasonMenu({
      opensAt: new Date("2027-06-01T00:00:00Z"),
      closesAt: new Date("2027-06-10T00:00:00Z"),
      places: [{ days: [{ date: "2027-06-20", capacity: 5 }] }],
    });
    expect(await menuOnSale()).toMatchObject({ slug: menu.slug, name: "Nytårsmenu (test)" });
    await getDb().update(seasonMenus).set({ status: "closed" }).where(eq(seasonMenus.id, menu.id));
    expect(await menuOnSale()).toBeNull();
    await getDb().update(seasonMenus).set({ status: "on-sale" }).where(eq(seasonMenus.id, menu.id));
    setShopClock(new Date("2027-06-10T00:00:00Z"));
    expect(await menuOnSale()).toBeNull();
  });
});

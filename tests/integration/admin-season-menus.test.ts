/**
 * Season menus in the back office, through the routes' actions as the owner's browser posts
 * them: a menu made with its courses, places and pickup days is what the database then holds,
 * every change is in the audit log, bad input and refused changes say why and change nothing,
 * a menu goes on sale only with a course and a pickup day, and what orders refer to stays. And
 * the products sold only in a season menu are in none of the shop's lists, its sitemap, feed
 * or cart.
 */
import { eq } from "drizzle-orm";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { parseCatalogueQuery } from "~/lib/catalogue-address";
import { action as menuAction, loader as menuLoader } from "~/routes/admin.saesonmenuer.$id";
import { loader as menusLoader } from "~/routes/admin.saesonmenuer";
import { loader as productPageLoader } from "~/routes/produkter.$id";
import { listCatalogue, suggestProducts } from "~/server/catalogue-search.server";
import { addToCart, mergeGuestCart } from "~/server/cart.server";
import { setShopClock } from "~/server/clock.server";
import { resetConfig } from "~/server/config.server";
import { getDb } from "~/server/db/index.server";
import {
  auditLog,
  cartItems,
  products,
  seasonMenuCourses,
  seasonMenuDays,
  seasonMenuPlaces,
  seasonMenus,
} from "~/server/db/schema.server";
import { demoSeasonCourses } from "~/server/db/demo-data.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { feedItems, sitemapEntries } from "~/server/seo/seo.server";
import { placePreorder } from "~/server/season-menus/preorder.server";
import { setupTestDatabase } from "./helpers/database";
import { callAction, callLoader, statusOf } from "./helpers/routes";
import { profileOf } from "./helpers/season-menus";
import { createSignedInUser, createUser, type TestUser } from "./helpers/users";

setupTestDatabase();
afterEach(() => setShopClock(null));
afterAll(async () => {
  delete process.env.DATA_DIR;
  resetConfig();
  await fs.rm(dataDir, { recursive: true, force: true });
});

let admin: TestUser;
const asAdmin = () => ({ headers: { Cookie: admin.cookie } });

let dataDir: string;

beforeAll(async () => {
  // Uploaded images go to a folder of this test's own.
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "krukke-season-uploads-"));
  process.env.DATA_DIR = dataDir;
  resetConfig();
  await seedDemoData(getDb());
  admin = await createSignedInUser({ changes: { role: "admin" } });
});

const MENU = {
  intent: "menu",
  name: "Nytårsmenu 2027",
  nameEn: "New Year menu 2027",
  slug: "nytar-2027",
  intro: "Tre retter til nytårsaften.",
  heating: "Varm hovedretten i 20 minutter ved 160 °C.",
  heatingEn: "Heat the main course for 20 minutes at 160 °C.",
  imageUrl: "",
  coverChoices: "6, 2, 4, 2",
  opensAt: "2027-11-20T00:00",
  closesAt: "2027-12-28T12:00",
  status: "draft",
};

/** Posts `form` to the menu's page (`id`: "ny" for a new one). */
const post = (id: string, form: Record<string, string>) =>
  callAction(menuAction, `/admin/saesonmenuer/${id}`, form, { ...asAdmin(), params: { id } });

/** Posts to a menu's page and expects the change made: a redirect back to the menu. */
async function change(id: string, form: Record<string, string>) {
  const answer = (await post(id, form)) as Response;
  expect(answer.status, JSON.stringify(answer)).toBe(302);
  return answer.headers.get("Location")!.split("/").at(-1)!;
}

/** Posts to a menu's page and expects it refused: a 400 and its answer. */
async function refused(id: string, form: Record<string, string>) {
  const answer = (await callAction(menuAction, `/admin/saesonmenuer/${id}`, form, {
    ...asAdmin(),
    params: { id },
    raw: true,
  })) as unknown as {
    init: { status: number };
    data: { target: string; problem?: string; result?: { error?: Record<string, string[]> } };
  };
  expect(answer.init.status).toBe(400);
  return answer.data;
}

const menuRow = async (id: string) =>
  (await getDb().select().from(seasonMenus).where(eq(seasonMenus.id, id)))[0]!;
const auditOf = (id: string) =>
  getDb().select().from(auditLog).where(eq(auditLog.entity_id, id)).orderBy(auditLog.created_at);

const STARTER = demoId("product", demoSeasonCourses[0]!.key);
const MAIN = demoId("product", demoSeasonCourses[1]!.key);

/** A menu with one course and a place with 31 December (capacity `capacity`), still a draft. */
async function menuWithPlace(slug: string, capacity = 3) {
  const id = await change("ny", { ...MENU, slug });
  await change(id, {
    intent: "course-add",
    productId: STARTER,
    label: "Forret",
    labelEn: "Starter",
    jarsPerCover: "1",
    pricePerJar: "85",
  });
  await change(id, {
    intent: "place-add",
    kind: "partner",
    name: "Vedbæk",
    nameEn: "",
    address: "Strandvejen 1, 2950 Vedbæk",
  });
  const [place] = await getDb().select().from(seasonMenuPlaces).where(eq(seasonMenuPlaces.menu_id, id));
  await change(id, {
    intent: "day-add",
    placeId: place!.id,
    date: "2027-12-31",
    opens: "10:00",
    closes: "14:00",
    capacity: String(capacity),
  });
  return { id, placeId: place!.id };
}

describe("a season menu made in the back office", () => {
  it("is created with its texts, address, covers and window in Copenhagen time, and logged", async () => {
    const id = await change("ny", MENU);
    expect(await menuRow(id)).toMatchObject({
      name: "Nytårsmenu 2027",
      name_en: "New Year menu 2027",
      slug: "nytar-2027",
      intro_en: null,
      heating_en: "Heat the main course for 20 minutes at 160 °C.",
      cover_choices: [2, 4, 6],
      status: "draft",
      image_url: null,
    });
    const menu = await menuRow(id);
    // 00:00 and 12:00 in Copenhagen in winter are 23:00 the day before and 11:00 UTC.
    expect(menu.order_opens_at.toISOString()).toBe("2027-11-19T23:00:00.000Z");
    expect(menu.order_closes_at.toISOString()).toBe("2027-12-28T11:00:00.000Z");
    expect(await auditOf(id)).toMatchObject([
      {
        entity_type: "season_menu",
        action: "create",
        actor_email: admin.email,
        after: { slug: "nytar-2027" },
      },
    ]);
    const page = await callLoader(menuLoader, `/admin/saesonmenuer/${id}`, { id }, asAdmin());
    expect(page.editor!.values).toMatchObject({
      opensAt: "2027-11-20T00:00",
      closesAt: "2027-12-28T12:00",
      coverChoices: "2, 4, 6",
    });
    const list = await callLoader(menusLoader, "/admin/saesonmenuer", {}, asAdmin());
    expect(list.menus.map((row) => row.slug)).toEqual(expect.arrayContaining(["nytar-2026", "nytar-2027"]));
  });

  it("refuses bad input with a message on each field and creates nothing", async () => {
    const before = await getDb().select().from(seasonMenus);
    for (const [field, value, message] of [
      ["slug", "Nytår 2027", "admin:validation.season.slug"],
      ["slug", "kontakt", "admin:validation.season.slugReserved"],
      ["slug", "produkter", "admin:validation.season.slugReserved"],
      ["slug", "nytar-2025", "admin:validation.season.slugReserved"],
      ["coverChoices", "2, 40", "admin:validation.season.covers"],
      ["closesAt", "2027-11-01T12:00", "admin:validation.season.closesBeforeOpens"],
      ["opensAt", "i morgen", "admin:validation.dateTime"],
      ["imageUrl", "javascript:alert(1)", "admin:validation.season.imageUrl"],
      ["name", "", "admin:validation.required"],
    ] as const) {
      const answer = await refused("ny", { ...MENU, [field]: value });
      expect(answer.result?.error?.[field], `${field}: ${value}`).toEqual([message]);
    }
    // The demo menu has nytar-2026: another menu cannot take its address.
    const taken = await refused("ny", { ...MENU, slug: "nytar-2026" });
    expect(taken.result?.error?.slug).toEqual(["admin:validation.season.slugTaken"]);
    expect(await getDb().select().from(seasonMenus)).toHaveLength(before.length);
  });

  it("adds courses, places and pickup days, each logged, and shows the price per cover and per kg", async () => {
    const { id, placeId } = await menuWithPlace("nytar-2028");
    await change(id, {
      intent: "course-add",
      productId: MAIN,
      label: "Hovedret",
      labelEn: "Main course",
      jarsPerCover: "1",
      pricePerJar: "245,00",
    });
    const page = await callLoader(menuLoader, `/admin/saesonmenuer/${id}`, { id }, asAdmin());
    expect(page.editor!.courses).toMatchObject([
      { productId: STARTER, label: "Forret", pricePerJar: "85.00", jarsPerCover: 1, netQuantity: 300 },
      { productId: MAIN, label: "Hovedret", labelEn: "Main course", pricePerJar: "245.00", netQuantity: 450 },
    ]);
    expect(page.editor!.places).toMatchObject([
      {
        id: placeId,
        kind: "partner",
        name: "Vedbæk",
        days: [{ pickup_date: "2027-12-31", opens: "10:00", closes: "14:00", capacity_covers: 3, held: 0 }],
      },
    ]);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      "create",
      "courseAdd",
      "placeAdd",
      "dayAdd",
      "courseAdd",
    ]);

    // The same product twice, a day twice, closing before it opens: refused on the field.
    const twice = await refused(id, {
      intent: "course-add",
      productId: MAIN,
      label: "Igen",
      jarsPerCover: "1",
      pricePerJar: "1",
    });
    expect(twice.result?.error?.productId).toEqual(["admin:validation.season.courseTaken"]);
    const sameDay = await refused(id, {
      intent: "day-add",
      placeId,
      date: "2027-12-31",
      opens: "10:00",
      closes: "12:00",
      capacity: "5",
    });
    expect(sameDay.result?.error?.date).toEqual(["admin:validation.season.dayTaken"]);
    const backwards = await refused(id, {
      intent: "day-add",
      placeId,
      date: "2027-12-30",
      opens: "14:00",
      closes: "10:00",
      capacity: "5",
    });
    expect(backwards.result?.error?.closes).toEqual(["admin:validation.season.closesBeforeOpens"]);
    expect(
      await getDb().select().from(seasonMenuDays).where(eq(seasonMenuDays.place_id, placeId)),
    ).toHaveLength(1);

    // A change of a day is logged with the values before and after.
    await change(id, {
      intent: "day-save",
      placeId,
      originalDate: "2027-12-31",
      date: "2027-12-31",
      opens: "09:00",
      closes: "14:00",
      capacity: "4",
    });
    const last = (await auditOf(id)).at(-1)!;
    expect(last).toMatchObject({
      action: "dayUpdate",
      before: { opens: "10:00", capacity: 3 },
      after: { opens: "09:00", capacity: 4 },
    });
  });

  it("takes an uploaded image in place of the address typed, cropped to 4:3, and refuses a file that is no image", async () => {
    const id = await change("ny", { ...MENU, slug: "nytar-billede", imageUrl: "/images/placeholder.svg" });
    const jpeg = await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#c4622d" } })
      .jpeg()
      .toBuffer();
    const withImage = (file: Blob, name: string) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ ...MENU, slug: "nytar-billede" })) form.set(key, value);
      form.set("image", file, name);
      return form;
    };
    const answer = (await callAction(
      menuAction,
      `/admin/saesonmenuer/${id}`,
      withImage(new Blob([jpeg], { type: "image/jpeg" }), "nytar.jpg"),
      {
        ...asAdmin(),
        params: { id },
      },
    )) as Response;
    expect(answer.status).toBe(302);
    const url = (await menuRow(id)).image_url!;
    expect(url).toMatch(/^\/uploads\/season-menus\/.+-640\.webp$/);
    const stored = await sharp(path.join(dataDir, "uploads", url.replace(/^\/uploads\//, ""))).metadata();
    expect([stored.width, stored.height]).toEqual([640, 480]);

    const notAnImage = (await callAction(
      menuAction,
      `/admin/saesonmenuer/${id}`,
      withImage(new Blob(["<svg/>"], { type: "image/png" }), "x.png"),
      {
        ...asAdmin(),
        params: { id },
        raw: true,
      },
    )) as unknown as { init: { status: number }; data: { result?: { error?: Record<string, string[]> } } };
    expect(notAnImage.init.status).toBe(400);
    expect(notAnImage.data.result?.error?.image).toEqual(["admin:validation.imageUnreadable"]);
    expect((await menuRow(id)).image_url).toBe(url);
  });

  it("goes on sale only with a course and a place with a pickup day, and keeps them while on sale", async () => {
    const bare = await change("ny", { ...MENU, slug: "nytar-bare" });
    const noCourse = await refused(bare, { ...MENU, slug: "nytar-bare", status: "on-sale" });
    expect(noCourse.problem).toBe("seasonMenus.problems.no-course");
    expect((await menuRow(bare)).status).toBe("draft");
    await change(bare, {
      intent: "course-add",
      productId: STARTER,
      label: "Forret",
      jarsPerCover: "1",
      pricePerJar: "85",
    });
    const noDay = await refused(bare, { ...MENU, slug: "nytar-bare", status: "on-sale" });
    expect(noDay.problem).toBe("seasonMenus.problems.no-pickup-day");
    expect((await menuRow(bare)).status).toBe("draft");
    // Created on sale straight away: it has no course yet.
    expect((await refused("ny", { ...MENU, slug: "nytar-straks", status: "on-sale" })).problem).toBe(
      "seasonMenus.problems.no-course",
    );

    const { id, placeId } = await menuWithPlace("nytar-salg");
    await change(id, { ...MENU, slug: "nytar-salg", status: "on-sale" });
    expect((await menuRow(id)).status).toBe("on-sale");
    expect((await auditOf(id)).at(-1)).toMatchObject({
      action: "update",
      before: { status: "draft" },
      after: { status: "on-sale" },
    });
    // Its only day cannot go while it is on sale.
    const lastDay = await refused(id, { intent: "day-remove", placeId, originalDate: "2027-12-31" });
    expect(lastDay.problem).toBe("seasonMenus.problems.no-pickup-day");
    expect(
      await getDb().select().from(seasonMenuDays).where(eq(seasonMenuDays.place_id, placeId)),
    ).toHaveLength(1);
  });

  it("keeps a course, place and day that orders refer to, and a capacity not below the covers ordered", async () => {
    const { id, placeId } = await menuWithPlace("nytar-bestilt", 6);
    await change(id, { ...MENU, slug: "nytar-bestilt", status: "on-sale" });
    setShopClock(new Date("2027-12-01T09:00:00Z"));
    const profile = await profileOf((await createUser()).id);
    const order = await getDb().transaction((tx) =>
      placePreorder(tx, {
        profile,
        menuId: id,
        placeId,
        date: "2027-12-31",
        covers: 4,
        locker: null,
        language: "da",
        acceptedAt: new Date(),
      }),
    );
    expect(order.ok).toBe(true);
    const logged = (await auditOf(id)).length;
    const [course] = await getDb().select().from(seasonMenuCourses).where(eq(seasonMenuCourses.menu_id, id));

    for (const form of [
      { intent: "day-remove", placeId, originalDate: "2027-12-31" } as Record<string, string>,
      { intent: "place-remove", placeId },
      { intent: "course-remove", courseId: course!.id },
    ]) {
      const answer = await refused(id, form);
      expect(answer.problem, form.intent).toBe("seasonMenus.problems.in-orders");
    }
    const below = await refused(id, {
      intent: "day-save",
      placeId,
      originalDate: "2027-12-31",
      date: "2027-12-31",
      opens: "10:00",
      closes: "14:00",
      capacity: "3",
    });
    expect(below.result?.error?.capacity).toEqual(["admin:validation.season.belowHeld"]);
    const moved = await refused(id, {
      intent: "day-save",
      placeId,
      originalDate: "2027-12-31",
      date: "2027-12-30",
      opens: "10:00",
      closes: "14:00",
      capacity: "6",
    });
    expect(moved.problem).toBe("seasonMenus.problems.in-orders");

    expect(
      await getDb().select().from(seasonMenuDays).where(eq(seasonMenuDays.place_id, placeId)),
    ).toMatchObject([{ pickup_date: "2027-12-31", capacity_covers: 6 }]);
    expect(
      await getDb().select().from(seasonMenuCourses).where(eq(seasonMenuCourses.menu_id, id)),
    ).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(logged);
    const page = await callLoader(menuLoader, `/admin/saesonmenuer/${id}`, { id }, asAdmin());
    expect(page.editor!.places[0]!.days[0]!.held).toBe(4);
  });

  it("answers 404 to an id that is no menu, and to a guest or a customer", async () => {
    const demo = demoId("season-menu", "nytar-2026");
    const customer = await createSignedInUser();
    expect(await statusOf(callLoader(menuLoader, "/admin/saesonmenuer/abc", { id: "abc" }, asAdmin()))).toBe(
      404,
    );
    expect(await statusOf(callLoader(menuLoader, `/admin/saesonmenuer/${demo}`, { id: demo }))).toBe(404);
    const asCustomer = { headers: { Cookie: customer.cookie }, params: { id: demo } };
    expect(
      await statusOf(
        callAction(menuAction, `/admin/saesonmenuer/${demo}`, { ...MENU, slug: "nytar-2026" }, asCustomer),
      ),
    ).toBe(404);
    expect((await menuRow(demo)).status).toBe("on-sale");
  });
});

describe("products sold only in a season menu", () => {
  const COURSES = demoSeasonCourses.map((course) => demoId("product", course.key));
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

  it("are the demo menu's courses, ticked on the product form", async () => {
    const rows = await getDb().select({ id: products.id, seasonOnly: products.season_only }).from(products);
    expect(
      rows
        .filter((row) => row.seasonOnly)
        .map((row) => row.id)
        .sort(),
    ).toEqual([...COURSES].sort());
  });

  it("are in neither the shop's list, its search and facets, the sitemap nor the feed; their page stays", async () => {
    const all = await listCatalogue(parseCatalogueQuery(new URLSearchParams()), {
      role: null,
      language: "da",
      pageSize: 100,
    });
    expect(ids(all.products)).not.toEqual(expect.arrayContaining([COURSES[0]]));
    for (const course of COURSES) expect(ids(all.products)).not.toContain(course);
    // "Tournedos" and "Belle Hélène" are only in the menu's courses.
    const searched = await listCatalogue(parseCatalogueQuery(new URLSearchParams("q=tournedos")), {
      role: null,
      language: "da",
      pageSize: 100,
    });
    expect(searched.total).toBe(0);
    expect(searched.groups.reduce((sum, group) => sum + group.count, 0)).toBe(0);
    expect(await suggestProducts("Belle Hélène", { role: null, language: "da", limit: 6 })).toEqual([]);
    const sitemap = (await sitemapEntries()).map((entry) => entry.path);
    for (const course of COURSES) expect(sitemap).not.toContain(`/produkter/${course}`);
    expect(ids(await feedItems("da"))).not.toEqual(expect.arrayContaining([COURSES[1]]));
    for (const course of COURSES) expect(ids(await feedItems("en"))).not.toContain(course);
    const page = await callLoader(productPageLoader, `/produkter/${COURSES[1]}`, { id: COURSES[1]! });
    expect(page).toBeTruthy();
  });

  it("cannot be put in a cart, not even from a guest's cart at sign-in", async () => {
    const customer = await createSignedInUser();
    expect(await addToCart(customer.id, COURSES[0]!, 1)).toBe("season-only");
    expect(await mergeGuestCart(customer.id, [{ productId: COURSES[1]!, quantity: 2 }])).toEqual({
      merged: [],
      skipped: [COURSES[1]],
    });
    expect(await getDb().select().from(cartItems).where(eq(cartItems.user_id, customer.id))).toEqual([]);
  });
});

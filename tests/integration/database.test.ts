import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { foodProblems } from "~/lib/food";
import { foodColumns, foodOf } from "~/server/catalogue.server";
import { resetConfig } from "~/server/config.server";
import { queryRows, type Database } from "~/server/db/client.server";
import { demoDiscountCodes, demoProducts, demoSeasonCourses } from "~/server/db/demo-data.server";
import { getDb, MIGRATIONS_FOLDER, startDatabase, stopDatabase } from "~/server/db/index.server";
import {
  blogPosts,
  cartItems,
  cookieConsents,
  discountCodes,
  newsletterSubscribers,
  products,
  profiles,
  recipes,
  subscriptionDeliveries,
} from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { createServerDatabase, createTestDatabase } from "./helpers/database";

const SPEC_TABLES = [
  "profiles",
  "products",
  "cart_items",
  "discount_codes",
  "orders",
  "order_items",
  "newsletter_subscribers",
  "cookie_consents",
  "recipes",
  "blog_posts",
  "contact_messages",
  "email_outbox",
  "shipments",
];

async function tableNames(db: Database): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** The error PostgreSQL raised, whether or not a driver wrapped it. */
async function rejection(promise: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    return cause as { code?: string; constraint?: string };
  }
  throw new Error("expected the database to refuse");
}

/**
 * Runs `fill` on a database migrated up to, not including, the first migration whose SQL matches
 * `added` (whatever it is called), then runs every migration and `check` on the result.
 */
async function acrossMigration(
  added: RegExp,
  fill: (db: Database) => Promise<void>,
  check: (db: Database) => Promise<void>,
) {
  const journal = JSON.parse(
    await fs.readFile(path.join(MIGRATIONS_FOLDER, "meta/_journal.json"), "utf8"),
  ) as {
    entries: { tag: string }[];
  };
  const sqlOf = (tag: string) => fs.readFile(path.join(MIGRATIONS_FOLDER, `${tag}.sql`), "utf8");
  let index = -1;
  for (const [at, entry] of journal.entries.entries()) {
    if (index < 0 && added.test(await sqlOf(entry.tag))) index = at;
  }
  expect(index).toBeGreaterThan(0);
  const earlier = await fs.mkdtemp(path.join(os.tmpdir(), "krukke-migrations-"));
  const database = await createTestDatabase({ migrate: false });
  try {
    await fs.mkdir(path.join(earlier, "meta"));
    const entries = journal.entries.slice(0, index);
    await fs.writeFile(path.join(earlier, "meta/_journal.json"), JSON.stringify({ ...journal, entries }));
    for (const { tag } of entries) await fs.writeFile(path.join(earlier, `${tag}.sql`), await sqlOf(tag));
    await database.connection.migrate(earlier);
    await fill(database.connection.db);
    await database.connection.migrate(MIGRATIONS_FOLDER);
    await check(database.connection.db);
  } finally {
    await database.drop();
    await fs.rm(earlier, { recursive: true, force: true });
  }
}

describe("migrations", () => {
  it("create every table of docs/product.md (The database's names) in an empty database, and run again harmlessly", async () => {
    const database = await createTestDatabase({ migrate: false });
    try {
      const db = database.connection.db;
      expect(await tableNames(db)).toEqual([]);
      await database.connection.migrate(MIGRATIONS_FOLDER);
      const tables = await tableNames(db);
      for (const table of SPEC_TABLES) expect(tables, table).toContain(table);
      await database.connection.migrate(MIGRATIONS_FOLDER);
      expect(await tableNames(db)).toEqual(tables);
    } finally {
      await database.drop();
    }
  });

  it("count newsletter subscribers from before double opt-in as confirmed since they signed up", async () => {
    await acrossMigration(
      /"newsletter_subscribers" ADD COLUMN "confirmed_at"/,
      async (db) => {
        await db.execute(
          sql`insert into newsletter_subscribers (first_name, email, created_at) values ('Anna', 'anna@example.dk', '2025-05-01T10:00:00Z')`,
        );
      },
      async (db) => {
        const [row] = await db.select().from(newsletterSubscribers);
        expect(row!.confirmed_at).toEqual(new Date("2025-05-01T10:00:00Z"));
      },
    );
  });

  it("carry every product's nutrition over with its kJ, and read the net quantity from a plain weight", async () => {
    // The shop as it first was, before the food information: four nutrition values (energy in
    // kcal) and a weight text.
    type Before = { title: string; weight: string | null; nutrition: Record<string, number> | null };
    const specified: Before[] = demoProducts.map((product) => ({
      title: product.title,
      weight: product.weight,
      nutrition: {
        energy: product.nutritional_info.energy,
        fat: product.nutritional_info.fat,
        carbs: product.nutritional_info.carbs,
        protein: product.nutritional_info.protein,
      },
    }));
    const unusual: Before[] = [
      { title: "Bouillon", weight: "0,75 l", nutrition: { energy: 9.5, fat: 0.1 } },
      { title: "Familiegryde", weight: " 1.2 KG ", nutrition: { energy: 0, protein: 0 } },
      { title: "Lille suppe", weight: "33 cl", nutrition: null },
      { title: "Duo", weight: "2 x 250 g", nutrition: { fat: 3 } },
      { title: "Omtrent", weight: "ca. 500 g", nutrition: { energy: 100, energy_kj: 420 } },
      { title: "Uden vægt", weight: null, nutrition: { energy: 60 } },
      { title: "Tom", weight: "0 g", nutrition: {} },
    ];
    await acrossMigration(
      /"products" ADD COLUMN "net_quantity"/,
      async (db) => {
        for (const product of [...specified, ...unusual]) {
          const nutrition = product.nutrition === null ? null : JSON.stringify(product.nutrition);
          await db.execute(
            sql`insert into products (title, base_price, type, weight, nutritional_info) values (${product.title}, '10.00', 'soup', ${product.weight}, ${nutrition}::jsonb)`,
          );
        }
      },
      async (db) => {
        const rows = await db
          .select({
            title: products.title,
            nutrition: products.nutritional_info,
            netQuantity: products.net_quantity,
            netUnit: products.net_unit,
          })
          .from(products);
        const after = new Map(rows.map((row) => [row.title, row]));
        expect(after.size).toBe(specified.length + unusual.length);

        for (const product of specified) {
          const row = after.get(product.title)!;
          expect(row.nutrition, product.title).toEqual({
            ...product.nutrition,
            energy_kj: Math.round(product.nutrition!.energy! * 4.184),
          });
          expect([row.netQuantity, row.netUnit], product.title).toEqual([
            Number.parseInt(product.weight!),
            "g",
          ]);
        }
        const row = (title: string) => after.get(title)!;
        expect(row("Bouillon")).toMatchObject({
          nutrition: { energy: 9.5, fat: 0.1, energy_kj: 40 },
          netQuantity: 750,
          netUnit: "ml",
        });
        expect(row("Familiegryde")).toMatchObject({
          nutrition: { energy: 0, protein: 0, energy_kj: 0 },
          netQuantity: 1200,
          netUnit: "g",
        });
        expect(row("Lille suppe")).toMatchObject({ nutrition: null, netQuantity: 330, netUnit: "ml" });
        // A weight that is not one plain quantity is left for the shop owner to fill in.
        expect(row("Duo")).toMatchObject({ nutrition: { fat: 3 }, netQuantity: null, netUnit: null });
        // A declared kJ is kept as it is, not computed again.
        expect(row("Omtrent")).toMatchObject({
          nutrition: { energy: 100, energy_kj: 420 },
          netQuantity: null,
          netUnit: null,
        });
        expect(row("Uden vægt")).toMatchObject({
          nutrition: { energy: 60, energy_kj: 251 },
          netQuantity: null,
        });
        expect(row("Tom")).toMatchObject({ nutrition: {}, netQuantity: null, netUnit: null });
      },
    );
  });

  it("keep a fixed subscription delivery's locker under its new name", async () => {
    const OLD_PLACE_KEY = "shed";
    const locker = {
      id: "k-12",
      name: "Økoskab Nørrebro",
      address: "Nørrebrogade 1",
      city: "København N",
      zip: "2200",
    };
    await acrossMigration(
      /RENAME COLUMN "shed_id" TO "locker_id"/,
      async (db) => {
        const [subscription] = await queryRows<{ id: string }>(
          db,
          sql`insert into subscriptions (frequency_weeks, delivery_provider, next_date) values (2, 'okoskabet', '2030-01-09') returning id`,
        );
        // The place as it was kept before: the locker under the key migration 0023 renames.
        const before = (provider: string, kept: typeof locker | null) => ({
          provider,
          [OLD_PLACE_KEY]: kept,
        });
        const places = [before("okoskabet", locker), before("standard", null), null];
        for (const [index, place] of places.entries()) {
          await db.execute(
            sql`insert into subscription_deliveries (subscription_id, date, status, place) values (${subscription!.id}, ${`2030-01-${10 + index}`}, 'fixed', ${place === null ? null : JSON.stringify(place)}::jsonb)`,
          );
        }
      },
      async (db) => {
        const rows = await db
          .select({ date: subscriptionDeliveries.date, place: subscriptionDeliveries.place })
          .from(subscriptionDeliveries)
          .orderBy(subscriptionDeliveries.date);
        expect(rows.map((row) => row.place)).toEqual([
          { provider: "okoskabet", locker },
          { provider: "standard", locker: null },
          null,
        ]);
      },
    );
  });

  it("index every lookup the shop makes", async () => {
    const database = await createTestDatabase();
    try {
      const rows = await queryRows<{ indexdef: string }>(
        database.connection.db,
        sql`select indexdef from pg_indexes where schemaname = 'public'`,
      );
      const definitions = rows.map((row) => row.indexdef.replace(/"/g, ""));
      const has = (pattern: RegExp) => definitions.some((definition) => pattern.test(definition));
      expect(has(/ON public\.products .*\(created_at\)/)).toBe(true);
      expect(has(/ON public\.cart_items .*\(user_id, expires_at\)/)).toBe(true);
      expect(has(/ON public\.orders .*\(user_id, created_at\)/)).toBe(true);
      expect(has(/UNIQUE INDEX .* ON public\.discount_codes .*\(code\)/)).toBe(true);
      expect(has(/ON public\.blog_posts .*\(published_at\)/)).toBe(true);
    } finally {
      await database.drop();
    }
  });

  it("enforce the rules of the data: quantities, prices, enumerations, usage limits", async () => {
    const database = await createTestDatabase();
    const db = database.connection.db;
    try {
      const userId = "00000000-0000-4000-8000-000000000001";
      await db.insert(profiles).values({ id: userId, email: "test@example.dk", first_name: "Test" });
      const [product] = await db
        .insert(products)
        .values({ title: "Suppe", base_price: "10.00", type: "soup" })
        .returning();

      expect(
        (
          await rejection(
            db.insert(cartItems).values({ user_id: userId, product_id: product!.id, quantity: 0 }),
          )
        ).code,
      ).toBe("23514");
      expect(
        (await rejection(db.insert(products).values({ title: "x", base_price: "-1.00", type: "soup" }))).code,
      ).toBe("23514");
      expect(
        (
          await rejection(
            db.insert(products).values({ title: "x", base_price: "1.00", type: "drink" as never }),
          )
        ).code,
      ).toBe("23514");
      expect(
        (
          await rejection(
            db.insert(profiles).values({
              id: "00000000-0000-4000-8000-000000000002",
              email: "x@example.dk",
              role: "owner" as never,
            }),
          )
        ).code,
      ).toBe("23514");
      expect(
        (await rejection(db.insert(discountCodes).values({ code: "X", discount_type: "bogus" as never })))
          .code,
      ).toBe("23514");
      expect(
        (
          await rejection(
            db
              .insert(discountCodes)
              .values({ code: "LOWER", discount_type: "percentage", discount_value: "150" }),
          )
        ).code,
      ).toBe("23514");
      expect(
        (await rejection(db.insert(discountCodes).values({ code: "lower", discount_type: "percentage" })))
          .code,
      ).toBe("23514");

      // A code can never be used more often than its limit, whatever the application does.
      await db
        .insert(discountCodes)
        .values({ code: "FEM", discount_type: "fixed_amount", discount_value: "5", usage_limit: 1 });
      await db.update(discountCodes).set({ times_used: 1 }).where(eq(discountCodes.code, "FEM"));
      expect(
        (
          await rejection(
            db.update(discountCodes).set({ times_used: 2 }).where(eq(discountCodes.code, "FEM")),
          )
        ).code,
      ).toBe("23514");

      // One newsletter subscription per address, whatever its case.
      await db.insert(newsletterSubscribers).values({ first_name: "A", email: "Anna@Example.dk" });
      expect(
        (
          await rejection(
            db.insert(newsletterSubscribers).values({ first_name: "A", email: "anna@example.dk" }),
          )
        ).code,
      ).toBe("23505");

      // A consent belongs to a user or a browser session.
      expect((await rejection(db.insert(cookieConsents).values({ analytics_cookies: true }))).code).toBe(
        "23514",
      );

      // A cart line's expiry defaults to seven days ahead.
      const [line] = await db
        .insert(cartItems)
        .values({ user_id: userId, product_id: product!.id, quantity: 2 })
        .returning();
      const days = (line!.expires_at.getTime() - line!.added_at.getTime()) / 86_400_000;
      expect(days).toBeCloseTo(7, 5);
    } finally {
      await database.drop();
    }
  });
});

describe("demo data", () => {
  it("loads twice without duplicating anything", async () => {
    const database = await createTestDatabase();
    const db = database.connection.db;
    try {
      const first = await seedDemoData(db);
      expect(first.products).toBeGreaterThanOrEqual(12);
      expect(first.recipes).toBeGreaterThanOrEqual(8);
      expect(first.blogPosts).toBeGreaterThanOrEqual(6);
      expect(first.discountCodes).toBe(6);

      const counts = async () => ({
        products: (await db.select({ n: count() }).from(products))[0]!.n,
        recipes: (await db.select({ n: count() }).from(recipes))[0]!.n,
        blogPosts: (await db.select({ n: count() }).from(blogPosts))[0]!.n,
        discountCodes: (await db.select({ n: count() }).from(discountCodes))[0]!.n,
      });
      const before = await counts();
      const second = await seedDemoData(db);
      expect(first.seasonMenus).toBe(1);
      expect(second).toEqual({ products: 0, recipes: 0, blogPosts: 0, discountCodes: 0, seasonMenus: 0 });
      expect(await counts()).toEqual(before);
    } finally {
      await database.drop();
    }
  });

  it("has what the catalogue, content and discount tests need", async () => {
    const database = await createTestDatabase();
    const db = database.connection.db;
    try {
      await seedDemoData(db);
      // The catalogue's products; the New Year menu's courses are sold only in the menu.
      const all = (await db.select().from(products)).filter((p) => !p.season_only);
      expect(all.some((p) => !p.available)).toBe(true);
      expect(all.some((p) => p.is_organic) && all.some((p) => !p.is_organic)).toBe(true);
      expect(all.some((p) => p.is_new) && all.some((p) => !p.is_new)).toBe(true);
      expect(new Set(all.map((p) => p.type))).toEqual(new Set(["soup", "dish"]));
      for (const product of all) {
        expect(product.title_en, product.title).toBeTruthy();
        expect(product.ingredients_en, product.title).toBeTruthy();
        expect(product.description_long_en, product.title).toBeTruthy();
        expect(product.weight && product.brand && product.ingredients, product.title).toBeTruthy();
        // The first four values and the rest of Annex XV, energy in kJ and kcal.
        expect(Object.keys(product.nutritional_info ?? {}).sort()).toEqual([
          "carbs",
          "energy",
          "energy_kj",
          "fat",
          "protein",
          "salt",
          "saturates",
          "sugars",
        ]);
        const prices = new Set([product.base_price, product.customer_price, product.b2b_price]);
        expect(prices.size, `${product.title} has distinct prices`).toBe(3);
      }

      const allRecipes = await db.select().from(recipes);
      expect(allRecipes.filter((r) => r.featured)).toHaveLength(1);
      expect(new Set(allRecipes.map((r) => r.category))).toEqual(
        new Set(["main-dishes", "soups", "bread-pastry", "desserts", "salads"]),
      );
      expect(new Set(allRecipes.map((r) => r.difficulty))).toEqual(new Set(["easy", "medium", "hard"]));

      const posts = await db.select().from(blogPosts);
      expect(new Set(posts.map((p) => p.category))).toEqual(
        new Set(["sustainability", "recipes", "ingredients", "business"]),
      );
      expect(posts.filter((p) => p.featured)).toHaveLength(1);
      expect(posts.filter((p) => p.published_at! > new Date())).toHaveLength(1);

      const codes = await db.select().from(discountCodes);
      expect(codes.map((c) => c.code).sort()).toEqual(demoDiscountCodes.map((c) => c.code).sort());
      const byCode = Object.fromEntries(codes.map((c) => [c.code, c]));
      expect(byCode.VELKOMMEN10).toMatchObject({
        discount_type: "percentage",
        discount_value: "10.00",
        active: true,
      });
      expect(byCode.SPAR50).toMatchObject({
        discount_type: "fixed_amount",
        discount_value: "50.00",
        minimum_order_amount: "300.00",
      });
      expect(byCode.GRATISFRAGT).toMatchObject({ discount_type: "free_shipping" });
      expect(byCode.UDLOEBET!.end_date!.getTime()).toBeLessThan(Date.now());
      expect(byCode.OPBRUGT).toMatchObject({ usage_limit: 5, times_used: 5 });
      expect(byCode.INAKTIV).toMatchObject({ active: false, discount_value: "15.00" });
    } finally {
      await database.drop();
    }
  });

  it("stores every product's food information so that it may be sold (EU 1169/2011, as the shop reads it back)", async () => {
    const database = await createTestDatabase();
    const db = database.connection.db;
    try {
      await seedDemoData(db);
      const rows = await db.select({ title: products.title, food: foodColumns() }).from(products);
      // The catalogue's products and the New Year menu's courses, sold only in the menu.
      const demoRows = [...demoProducts, ...demoSeasonCourses];
      expect(rows).toHaveLength(demoRows.length);
      for (const row of rows) {
        const food = foodOf(row.food);
        expect(foodProblems(food, { forSale: true }), row.title).toEqual([]);
        const demo = demoRows.find((product) => product.title === row.title)!;
        expect(food.ingredients, row.title).toEqual(demo.ingredient_list);
        expect(food.allergens, row.title).toEqual(demo.allergens);
      }
    } finally {
      await database.drop();
    }
  });

  it("gives a demo row the same id every time", () => {
    expect(demoId("product", "tomatsuppe")).toBe(demoId("product", "tomatsuppe"));
    expect(demoId("product", "tomatsuppe")).not.toBe(demoId("recipe", "tomatsuppe"));
    expect(demoId("product", "tomatsuppe")).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe("startDatabase", () => {
  const saved = { ...process.env };
  afterEach(async () => {
    await stopDatabase();
    process.env = { ...saved };
    resetConfig();
  });

  it("migrates and loads the demo data on first start only, so deleted demo rows stay deleted", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "krukke-start-"));
    const server = process.env.DATABASE_URL
      ? await createServerDatabase(process.env.DATABASE_URL)
      : undefined;
    try {
      if (server) {
        // The app on an empty server database; demo data is asked for explicitly there.
        process.env.DATABASE_URL = server.url;
        process.env.DEMO_DATA = "true";
      } else {
        process.env.DATA_DIR = dir;
      }
      resetConfig();
      await startDatabase();
      const db = getDb();
      const tomato = demoId("product", "tomatsuppe");
      expect(await db.select().from(products).where(eq(products.id, tomato))).toHaveLength(1);
      await db.delete(products).where(eq(products.id, tomato));
      await stopDatabase();

      await startDatabase();
      expect(await getDb().select().from(products).where(eq(products.id, tomato))).toHaveLength(0);
    } finally {
      await stopDatabase();
      await server?.drop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

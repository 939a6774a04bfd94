/**
 * Products in the back office: what the admin saves (every field, both languages, prices,
 * the food information, an uploaded image in three widths) is what the shop shows; bad input,
 * an inconsistent allergen set and files that are not images change nothing; a product cannot
 * be for sale without its particulars; a product that orders refer to is archived, not
 * deleted; every change, its allergens too, is in the audit log.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminTranslator } from "~/i18n/admin";
import { action as productAction, loader as productAdminLoader } from "~/routes/admin.produkter.$id";
import { loader as productsAdminLoader } from "~/routes/admin.produkter";
import { loader as productLoader } from "~/routes/produkter.$id";
import { parseCatalogueQuery } from "~/lib/catalogue-address";
import { listCatalogue } from "~/server/catalogue-search.server";
import { resetConfig } from "~/server/config.server";
import { getDb } from "~/server/db/index.server";
import { auditLog, orderItems, orders, products } from "~/server/db/schema.server";
import { seedDemoData } from "~/server/db/seed.server";
import { setupTestDatabase } from "./helpers/database";
import { callAction, callLoader, statusOf } from "./helpers/routes";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();

let admin: TestUser;
let customer: TestUser;
let dataDir: string;
const asAdmin = (id: string) => ({ headers: { Cookie: admin.cookie }, params: { id } });
const auditOf = (id: string) =>
  getDb().select().from(auditLog).where(eq(auditLog.entity_id, id)).orderBy(auditLog.created_at);
const productRow = async (id: string) =>
  (await getDb().select().from(products).where(eq(products.id, id)))[0];
const uploadedFiles = async () =>
  (await fs.readdir(path.join(dataDir, "uploads", "products")).catch(() => [] as string[])).sort();

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "krukke-uploads-"));
  process.env.DATA_DIR = dataDir;
  resetConfig();
  await seedDemoData(getDb());
  admin = await createSignedInUser({ changes: { role: "admin" } });
  customer = await createSignedInUser();
});

afterAll(async () => {
  delete process.env.DATA_DIR;
  resetConfig();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function photo(width: number, height: number, format: "jpeg" | "png" = "jpeg"): Promise<Blob> {
  const image = sharp({ create: { width, height, channels: 3, background: "#c4622d" } });
  const body = await (format === "png" ? image.png() : image.jpeg()).toBuffer();
  return new Blob([new Uint8Array(body)], { type: `image/${format}` });
}

const FIELDS = {
  title: "Græskarsuppe med ingefær",
  titleEn: "Pumpkin soup with ginger",
  description: "Cremet suppe af dansk hokkaido",
  descriptionEn: "Creamy soup of Danish hokkaido",
  descriptionLong: "Langtidskogt med ingefær og kokos.",
  descriptionLongEn: "Slow-cooked with ginger and coconut.",
  basePrice: "69,95",
  customerPrice: "64,50",
  b2bPrice: "",
  type: "soup",
  weight: "500 g",
  brand: "Krukke",
  "ingredients[0].da": "Græskar",
  "ingredients[0].en": "Pumpkin",
  "ingredients[0].percent": "64",
  "ingredients[0].organic": "on",
  "ingredients[1].da": "løg",
  "ingredients[1].en": "onion",
  "ingredients[1].organic": "on",
  "ingredients[2].da": "selleri",
  "ingredients[2].en": "celery",
  "ingredients[2].allergen": "celery",
  "ingredients[2].organic": "on",
  "ingredients[3].da": "ingefær",
  "ingredients[3].en": "ginger",
  allergens: "celery",
  mayContain: ["mustard", "sesame"],
  energyKj: "255",
  energy: "61",
  fat: "2,5",
  saturates: "1,1",
  carbs: "7,25",
  sugars: "3,2",
  protein: "1,4",
  salt: "0,7",
  netQuantity: "500",
  netUnit: "g",
  storage: "Opbevares ved max 5 °C",
  storageEn: "Keep at 5 °C or below",
  shelfLifeDays: "21",
  daysAfterOpening: "3",
  preparation: "Varmes op i en gryde",
  origin: "Dansk hokkaido",
  originEn: "Danish hokkaido",
  isOrganic: "on",
  organicOrigin: "dk",
  oeLabel: "on",
  available: "on",
} satisfies Fields;

/** Form fields as posted: a list is the same name several times (checkboxes). */
type Fields = Record<string, string | string[]>;

function productForm(fields: Fields, image?: Blob, name = "graeskar.jpg"): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, item);
  if (image) form.set("image", image, name);
  return form;
}

async function createProduct(fields: Fields = FIELDS, image?: Blob): Promise<string> {
  const answer = (await callAction(
    productAction,
    "/admin/produkter/ny",
    productForm(fields, image),
    asAdmin("ny"),
  )) as Response;
  expect(answer.status).toBe(302);
  return answer.headers.get("Location")!.split("/").at(-1)!;
}

describe("creating and editing products", () => {
  it("saves every field and an uploaded image that the shop then shows, in both languages", async () => {
    const id = await createProduct(FIELDS, await photo(1600, 1200));
    const row = (await productRow(id))!;
    expect(row).toMatchObject({
      title: "Græskarsuppe med ingefær",
      title_en: "Pumpkin soup with ginger",
      base_price: "69.95",
      customer_price: "64.50",
      b2b_price: null,
      type: "soup",
      is_organic: true,
      is_new: false,
      available: true,
      nutritional_info: {
        energy_kj: 255,
        energy: 61,
        fat: 2.5,
        saturates: 1.1,
        carbs: 7.25,
        sugars: 3.2,
        protein: 1.4,
        salt: 0.7,
      },
      allergens: ["celery"],
      may_contain: ["mustard", "sesame"],
      ingredient_list: [
        { da: "Græskar", en: "Pumpkin", percent: 64, organic: true },
        { da: "løg", en: "onion", organic: true },
        { da: "selleri", en: "celery", allergen: "celery", organic: true },
        { da: "ingefær", en: "ginger" },
      ],
      net_quantity: 500,
      net_unit: "g",
      weight: "500 g",
      storage: "Opbevares ved max 5 °C",
      shelf_life_days: 21,
      days_after_opening: 3,
      organic_origin: "dk",
      oe_label: true,
      // The `ingredients` text columns, written from the list.
      ingredients: "Græskar* (64 %), løg*, selleri*, ingefær.\n*Økologisk",
      ingredients_en: "Pumpkin* (64%), onion*, celery*, ginger.\n*Organic",
    });
    expect(row.image_url).toMatch(/^\/uploads\/products\/[\w-]+-640\.webp$/);

    // Three widths, WebP, cropped square, under DATA_DIR.
    const files = await uploadedFiles();
    expect(files).toHaveLength(3);
    for (const width of [320, 640, 960]) {
      const name = files.find((file) => file.endsWith(`-${width}.webp`))!;
      const metadata = await sharp(path.join(dataDir, "uploads", "products", name)).metadata();
      expect(metadata).toMatchObject({ format: "webp", width, height: width });
    }

    const danish = await callLoader(
      productLoader,
      `/produkter/${id}`,
      { id },
      { headers: { Cookie: customer.cookie } },
    );
    expect(danish.product).toMatchObject({ title: "Græskarsuppe med ingefær", image_url: row.image_url });
    expect(danish.product.price).toMatchObject({ unit: 64_50 });
    // The page shows the English fields to an English-speaking visitor.
    expect(danish.product).toMatchObject({
      title_en: "Pumpkin soup with ginger",
      description_long_en: "Slow-cooked with ginger and coconut.",
      ingredients_en: "Pumpkin* (64%), onion*, celery*, ginger.\n*Organic",
    });
    expect(danish.product.food).toMatchObject({ allergens: ["celery"], shelfLifeDays: 21 });

    expect(await auditOf(id)).toMatchObject([
      { action: "create", actor_email: admin.email, after: { title: "Græskarsuppe med ingefær" } },
    ]);
  });

  it("changes prices and replaces the image, removing the old files", async () => {
    const id = await createProduct(FIELDS, await photo(800, 800, "png"));
    const before = await uploadedFiles();
    const oldImage = (await productRow(id))!.image_url!;

    const answer = (await callAction(
      productAction,
      `/admin/produkter/${id}`,
      productForm({ ...FIELDS, basePrice: "75", customerPrice: "", isNew: "on" }, await photo(900, 600)),
      asAdmin(id),
    )) as Response;
    expect(answer.status).toBe(302);

    const row = (await productRow(id))!;
    expect(row).toMatchObject({ base_price: "75.00", customer_price: null, is_new: true });
    expect(row.image_url).not.toBe(oldImage);
    const after = await uploadedFiles();
    expect(after).toHaveLength(before.length);
    expect(after.some((file) => oldImage.endsWith(file))).toBe(false);

    const page = await callLoader(
      productLoader,
      `/produkter/${id}`,
      { id },
      { headers: { Cookie: customer.cookie } },
    );
    expect(page.product.price).toMatchObject({ unit: 75_00 });

    const edit = await callLoader(productAdminLoader, `/admin/produkter/${id}`, { id }, asAdmin(id));
    expect(edit.values).toMatchObject({ basePrice: "75,00", customerPrice: "", fat: "2,5", carbs: "7,25" });
    const log = await auditOf(id);
    expect(log.at(-1)).toMatchObject({
      action: "update",
      before: { base_price: "69.95", customer_price: "64.50" },
      after: { base_price: "75.00", customer_price: null },
    });
  });

  it("refuses bad fields and files that are not images, changing nothing", async () => {
    const count = (await getDb().select({ id: products.id }).from(products)).length;
    const files = await uploadedFiles();

    const bad = await callAction(
      productAction,
      "/admin/produkter/ny",
      productForm({ ...FIELDS, title: " ", basePrice: "gratis", fat: "meget", type: "drink" }),
      asAdmin("ny"),
    );
    expect(bad).toMatchObject({
      result: {
        error: {
          title: ["admin:validation.required"],
          basePrice: ["admin:validation.amount"],
          fat: ["admin:validation.nutrition"],
          type: ["admin:validation.required"],
        },
      },
    });

    const fake = new Blob(["<script>alert(1)</script>"], { type: "image/png" });
    const notAnImage = await callAction(
      productAction,
      "/admin/produkter/ny",
      productForm(FIELDS, fake, "billede.png"),
      asAdmin("ny"),
    );
    expect(notAnImage).toMatchObject({ result: { error: { image: ["admin:validation.imageUnreadable"] } } });

    const gif = new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
            .gif()
            .toBuffer(),
        ),
      ],
      {
        type: "image/png",
      },
    );
    const wrongType = await callAction(
      productAction,
      "/admin/produkter/ny",
      productForm(FIELDS, gif, "x.png"),
      asAdmin("ny"),
    );
    expect(wrongType).toMatchObject({ result: { error: { image: ["admin:validation.image"] } } });

    expect((await getDb().select({ id: products.id }).from(products)).length).toBe(count);
    expect(await uploadedFiles()).toEqual(files);
  });
});

/** An action's answer with its status (`raw`), as the form gets it. */
type Answer<Result> = { data: { result: Result }; init: { status: number } | null };
const answerOf = <Result = { error: Record<string, string[]> }>(answer: unknown) => answer as Answer<Result>;
type Rows = { initialValue: { ingredients: { da: string }[] } };

describe("the food information", () => {
  const edit = (id: string, fields: Fields) =>
    callAction(productAction, `/admin/produkter/${id}`, productForm(fields), { ...asAdmin(id), raw: true });

  it("refuses an inconsistent allergen set with a message per field, in both languages, and saves nothing", async () => {
    const id = await createProduct();
    const before = await productRow(id);
    const logged = (await auditOf(id)).length;

    // Milk ticked but in no ingredient; celery and mustard in the list but not ticked.
    const answer = await edit(id, {
      ...FIELDS,
      allergens: "milk",
      "ingredients[3].allergen": "mustard",
      title: "Ændret titel",
    });
    expect(answer).toMatchObject({ init: { status: 400 } });
    const errors = answerOf(answer).data.result.error;
    expect(errors).toEqual({
      "ingredients[2].allergen": ["admin:validation.food.allergenMissing.celery"],
      "ingredients[3].allergen": ["admin:validation.food.allergenMissing.mustard"],
      allergens: ["admin:validation.food.allergenNotInList.milk"],
    });
    const say = (language: "da" | "en") =>
      Object.fromEntries(
        Object.entries(errors).map(([field, [key]]) => [
          field,
          adminTranslator(language)(key!.replace("admin:", "") as "validation.required"),
        ]),
      );
    expect(say("da")).toEqual({
      "ingredients[2].allergen": "Selleri står i ingredienslisten men ikke blandt allergenerne",
      "ingredients[3].allergen": "Sennep står i ingredienslisten men ikke blandt allergenerne",
      allergens: "Mælk er valgt blandt allergenerne men står ikke i ingredienslisten",
    });
    expect(say("en")).toEqual({
      "ingredients[2].allergen": "In the ingredient list but not among the allergens: celery",
      "ingredients[3].allergen": "In the ingredient list but not among the allergens: mustard",
      allergens: "Among the allergens but not in the ingredient list: milk",
    });

    expect(await productRow(id)).toEqual(before);
    expect(await auditOf(id)).toHaveLength(logged);
  });

  it("saves a consistent change and records the allergens before and after in the audit log", async () => {
    const id = await createProduct();
    const answer = await edit(id, {
      ...FIELDS,
      allergens: ["celery", "mustard"],
      mayContain: [],
      "ingredients[3].da": "sennepsfrø",
      "ingredients[3].en": "mustard seeds",
      "ingredients[3].allergen": "mustard",
    });
    expect((answer as Response).status).toBe(302);
    const row = (await productRow(id))!;
    expect(row).toMatchObject({ allergens: ["celery", "mustard"], may_contain: [] });
    expect(row.ingredients).toBe("Græskar* (64 %), løg*, selleri*, sennepsfrø.\n*Økologisk");

    const entry = (await auditOf(id)).at(-1)!;
    expect(entry).toMatchObject({
      action: "update",
      actor_email: admin.email,
      before: { allergens: ["celery"], may_contain: ["mustard", "sesame"] },
      after: { allergens: ["celery", "mustard"], may_contain: [] },
    });
    expect((entry.before as { ingredient_list: unknown[] }).ingredient_list[3]).toEqual({
      da: "ingefær",
      en: "ginger",
    });
    expect((entry.after as { ingredient_list: unknown[] }).ingredient_list[3]).toEqual({
      da: "sennepsfrø",
      en: "mustard seeds",
      allergen: "mustard",
    });

    // The product page's trail, and the form's values back as they were saved.
    const page = await callLoader(productAdminLoader, `/admin/produkter/${id}`, { id }, asAdmin(id));
    expect(page.audit[0]).toMatchObject({ action: "update" });
    expect(page.values).toMatchObject({
      allergens: ["celery", "mustard"],
      mayContain: [],
      energyKj: "255",
      salt: "0,7",
      organicOrigin: "dk",
    });
    expect(page.values!.ingredients[3]).toMatchObject({ da: "sennepsfrø", allergen: "mustard", kind: "" });
  });

  it("will not make a product available without the particulars, and keeps one that is not for sale as it was typed", async () => {
    const bare: Fields = {
      title: "Ny suppe uden deklaration",
      description: "Endnu ikke klar",
      basePrice: "59",
      type: "soup",
      energy: "40",
      available: "on",
    };
    const count = (await getDb().select({ id: products.id }).from(products)).length;
    const refused = await callAction(productAction, "/admin/produkter/ny", productForm(bare), {
      ...asAdmin("ny"),
      raw: true,
    });
    expect(refused).toMatchObject({ init: { status: 400 } });
    const errors = answerOf(refused).data.result.error;
    expect(Object.keys(errors).sort()).toEqual(
      [
        "allergens",
        "ingredients",
        "energyKj",
        "fat",
        "saturates",
        "carbs",
        "sugars",
        "protein",
        "salt",
        "netQuantity",
        "storage",
        "shelfLifeDays",
      ].sort(),
    );
    for (const messages of Object.values(errors))
      expect(messages).toEqual(["admin:validation.food.required"]);
    expect(adminTranslator("da")("validation.food.required")).toBe("Skal udfyldes, før produktet kan købes");
    expect((await getDb().select({ id: products.id }).from(products)).length).toBe(count);

    // Not for sale, it saves: allergens not declared yet (null), not "none".
    const id = await createProduct({ ...bare, available: "" });
    expect(await productRow(id)).toMatchObject({ available: false, allergens: null, ingredient_list: [] });
  });

  it("adds, moves and removes ingredient rows without JavaScript, saving nothing until saved", async () => {
    const id = await createProduct();
    const before = await productRow(id);
    const intent = (value: object) => ({ ...FIELDS, __intent__: JSON.stringify(value) });
    const moved = await edit(
      id,
      intent({ type: "reorder", payload: { name: "ingredients", from: 3, to: 0 } }),
    );
    expect(moved).toMatchObject({ init: { status: 200 } });
    const result = answerOf<Rows>(moved).data.result;
    expect(result.initialValue.ingredients.map((row) => row.da)).toEqual([
      "ingefær",
      "Græskar",
      "løg",
      "selleri",
    ]);
    const removed = await edit(id, intent({ type: "remove", payload: { name: "ingredients", index: 1 } }));
    expect(answerOf<Rows>(removed).data.result.initialValue.ingredients).toHaveLength(3);
    expect(await productRow(id)).toEqual(before);
  });
});

describe("listing and removing products", () => {
  it("finds products by title and availability", async () => {
    const id = await createProduct({ ...FIELDS, title: "Udsolgt rødbedesuppe", available: "" });
    const list = await callLoader(
      productsAdminLoader,
      "/admin/produkter?q=r%C3%B8dbede&status=unavailable",
      {},
      {
        headers: { Cookie: admin.cookie },
      },
    );
    expect(list.products.map((product) => product.id)).toEqual([id]);
    const available = await callLoader(
      productsAdminLoader,
      "/admin/produkter?q=r%C3%B8dbede&status=available",
      {},
      {
        headers: { Cookie: admin.cookie },
      },
    );
    expect(available.products).toEqual([]);
  });

  it("deletes a product no order refers to, with its image", async () => {
    const id = await createProduct({ ...FIELDS, title: "Prøvekrukke" }, await photo(500, 500));
    const files = await uploadedFiles();
    const answer = (await callAction(
      productAction,
      `/admin/produkter/${id}`,
      { intent: "remove" },
      asAdmin(id),
    )) as Response;
    expect(answer.headers.get("Location")).toBe("/admin/produkter");
    expect(await productRow(id)).toBeUndefined();
    expect(await uploadedFiles()).toHaveLength(files.length - 3);
    expect(await auditOf(id)).toMatchObject([{ action: "create" }, { action: "delete" }]);
  });

  it("archives a product that an order refers to: gone from the shop, kept in the order, and can come back", async () => {
    const id = await createProduct({ ...FIELDS, title: "Bestilt krukke" });
    const [order] = await getDb()
      .insert(orders)
      .values({ subtotal_price: "69.95", total_price: "69.95", customer_email: "kunde@example.dk" })
      .returning();
    await getDb().insert(orderItems).values({
      order_id: order!.id,
      product_id: id,
      product_title: "Bestilt krukke",
      quantity: 1,
      unit_price: "69.95",
    });

    const answer = (await callAction(
      productAction,
      `/admin/produkter/${id}`,
      { intent: "remove" },
      asAdmin(id),
    )) as Response;
    expect(answer.headers.get("Location")).toBe(`/admin/produkter/${id}`);
    expect((await productRow(id))!.archived_at).not.toBeNull();
    expect(await statusOf(callLoader(productLoader, `/produkter/${id}`, { id }))).toBe(404);
    const archived = await callLoader(
      productsAdminLoader,
      "/admin/produkter?status=archived",
      {},
      {
        headers: { Cookie: admin.cookie },
      },
    );
    expect(archived.products.map((product) => product.id)).toContain(id);

    await callAction(productAction, `/admin/produkter/${id}`, { intent: "restore" }, asAdmin(id));
    expect((await productRow(id))!.archived_at).toBeNull();
    expect(await statusOf(callLoader(productLoader, `/produkter/${id}`, { id }))).toBe(200);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(["create", "archive", "restore"]);
  });
});

describe("a product sold only in season menus", () => {
  it("is ticked 'Kun i sæsonmenuer' on the form, and leaves the shop's list but keeps its page", async () => {
    const id = await createProduct({ ...FIELDS, title: "Nytårssuppe", seasonOnly: "on" });
    expect((await productRow(id))!.season_only).toBe(true);
    const page = await callLoader(productAdminLoader, `/admin/produkter/${id}`, { id }, asAdmin(id));
    expect(page.values).toMatchObject({ seasonOnly: true });
    const list = await listCatalogue(parseCatalogueQuery(new URLSearchParams("q=nytårssuppe")), {
      role: null,
      language: "da",
      pageSize: 24,
    });
    expect(list.total).toBe(0);
    expect(await callLoader(productLoader, `/produkter/${id}`, { id })).toBeTruthy();

    // Unticked, it is for sale in the shop again.
    await callAction(
      productAction,
      `/admin/produkter/${id}`,
      productForm({ ...FIELDS, title: "Nytårssuppe" }),
      asAdmin(id),
    );
    expect((await productRow(id))!.season_only).toBe(false);
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, id))
      .orderBy(desc(auditLog.created_at))
      .limit(1);
    expect(entry).toMatchObject({
      action: "update",
      before: { season_only: true },
      after: { season_only: false },
    });
  });
});

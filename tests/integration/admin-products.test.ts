/**
 * Products in the back office: what the admin saves (every field, both languages, prices,
 * nutrition, an uploaded image in three widths) is what the shop shows; bad input and files
 * that are not images change nothing; a product that orders refer to is archived, not deleted;
 * every change is in the audit log.
 */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as productAction, loader as productAdminLoader } from "~/routes/admin.produkt";
import { loader as productsAdminLoader } from "~/routes/admin.produkter";
import { loader as productLoader } from "~/routes/produkt";
import { resetConfig } from "~/server/config.server";
import { getDb } from "~/server/db/index.server";
import { auditLog, orderItems, orders, products } from "~/server/db/schema";
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
  ingredients: "Græskar*, løg*, ingefær*",
  ingredientsEn: "Pumpkin*, onion*, ginger*",
  energy: "61",
  fat: "2,5",
  carbs: "7,25",
  protein: "",
  isOrganic: "on",
  available: "on",
};

function productForm(fields: Record<string, string>, image?: Blob, name = "graeskar.jpg"): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (image) form.set("image", image, name);
  return form;
}

async function createProduct(fields: Record<string, string> = FIELDS, image?: Blob): Promise<string> {
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
      nutritional_info: { energy: 61, fat: 2.5, carbs: 7.25 },
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
      ingredients_en: "Pumpkin*, onion*, ginger*",
    });

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

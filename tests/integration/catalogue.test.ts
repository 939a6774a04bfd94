import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { productMatchesFilter } from "~/lib/catalogue";
import { demoProducts } from "~/server/db/demo-data.server";
import { getDb } from "~/server/db/index.server";
import { products } from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { loader as productLoader } from "~/routes/produkter.$id";
import { loader as productsLoader } from "~/routes/produkter";
import { loader as productDetailsLoader } from "~/routes/resources.product.$id";
import { setupTestDatabase } from "./helpers/database";
import { callLoader, expectResponseStatus } from "./helpers/routes";
import { createSignedInUser } from "./helpers/users";

setupTestDatabase();
beforeAll(async () => {
  await seedDemoData(getDb());
});

const listFor = (query = "") => callLoader(productsLoader, `/produkter${query}`);

describe("the product list", () => {
  it("lists every product newest first, with the guest's (base) price", async () => {
    const data = await listFor();
    expect(data.total).toBe(demoProducts.length);
    // The demo data makes the first product in its list the newest.
    expect(data.products.map((p) => p.title)).toEqual(demoProducts.map((p) => p.title));
    const tomato = data.products.find((p) => p.title === "Tomatsuppe med basilikum")!;
    expect(tomato.price).toEqual({ unit: 5900, list: 5900, discountPercentage: "0" });
  });

  it.each(["okologisk", "supper", "retter"] as const)("filters to exactly the %s", async (filter) => {
    const data = await listFor(`?filter=${filter}`);
    const expected = demoProducts.filter((p) => productMatchesFilter(p, filter)).map((p) => p.title);
    expect(expected.length).toBeGreaterThan(0);
    expect(data.products.map((p) => p.title)).toEqual(expected);
    expect(data.total).toBe(expected.length);
  });

  it("treats an unknown filter as all products", async () => {
    expect((await listFor("?filter=%27%3B%20drop%20table")).total).toBe(demoProducts.length);
  });

  it("sends no price list to the browser, only the viewer's price", async () => {
    const data = await listFor();
    for (const product of data.products) {
      expect(product).not.toHaveProperty("base_price");
      expect(product).not.toHaveProperty("b2b_price");
      expect(product).not.toHaveProperty("customer_price");
    }
  });

  it("gives each card only what it shows; the more-info dialog fetches the rest, the same for everyone", async () => {
    const data = await listFor();
    const boller = data.products.find((product) => product.title === "Boller i karry")!;
    expect(Object.keys(boller).sort()).toEqual(
      [
        "available",
        "description",
        "description_en",
        "food",
        "id",
        "image_url",
        "is_new",
        "is_organic",
        "price",
        "title",
        "title_en",
        "unitPrice",
      ].sort(),
    );
    expect(Object.keys(boller.food).sort()).toEqual(["allergens", "ingredients", "mayContain"]);

    const response = (await productDetailsLoader({
      params: { id: boller.id },
    } as never)) as Response;
    expect(response.status).toBe(200);
    const details = await response.json();
    expect(details).toMatchObject({ id: boller.id, title: "Boller i karry", type: "dish" });
    expect(details.description_long).toMatch(/håndrullede kødboller/);
    expect(details.food.nutrition).not.toBeNull();
    for (const price of ["base_price", "customer_price", "b2b_price", "price", "unitPrice"]) {
      expect(details).not.toHaveProperty(price);
    }
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      await expectResponseStatus(productDetailsLoader({ params: { id } } as never), 404);
    }
  });

  it("leaves archived products out", async () => {
    const id = demoId("product", "gule-aerter");
    await getDb().update(products).set({ archived_at: new Date() }).where(eq(products.id, id));
    try {
      const data = await listFor();
      expect(data.products.some((p) => p.id === id)).toBe(false);
      await expectResponseStatus(callLoader(productLoader, `/produkter/${id}`, { id }), 404);
    } finally {
      await getDb().update(products).set({ archived_at: null }).where(eq(products.id, id));
    }
  });

  it("answers 404 for a page past the end", async () => {
    const response = await callLoader(productsLoader, "/produkter?page=40", {}, { raw: true });
    expect(response.init?.status).toBe(404);
    expect(response.data.products).toEqual([]);
  });
});

describe("the product page", () => {
  it("shows the product with the guest's price", async () => {
    const id = demoId("product", "boller-i-karry");
    const data = await callLoader(productLoader, `/produkter/${id}`, { id });
    expect(data.product).toMatchObject({
      id,
      title: "Boller i karry",
      title_en: "Danish meatballs in curry sauce",
    });
    expect(data.product.price.unit).toBe(8900);
  });

  it("answers 404 for an unknown and for a malformed id", async () => {
    const unknown = "00000000-0000-4000-8000-000000000000";
    await expectResponseStatus(callLoader(productLoader, `/produkter/${unknown}`, { id: unknown }), 404);
    await expectResponseStatus(callLoader(productLoader, "/produkter/not-an-id", { id: "not-an-id" }), 404);
    await expectResponseStatus(
      callLoader(productLoader, "/produkter/1%27%20or%201%3D1", { id: "1' or 1=1" }),
      404,
    );
  });
});

describe("prices by role, on the server", () => {
  // Boller i karry: base 89.00, customer 84.00, b2b 68.00.
  const id = demoId("product", "boller-i-karry");

  it.each([
    ["a guest", undefined, { unit: 8900, list: 8900 }],
    ["an admin", { role: "admin" as const }, { unit: 8900, list: 8900 }],
    ["a customer", { role: "customer" as const }, { unit: 8400, list: 8400 }],
    [
      "a customer with a 10% discount",
      { role: "customer" as const, discount_percentage: "10" },
      { unit: 7560, list: 8400 },
    ],
    ["a b2b customer", { role: "b2b_customer" as const }, { unit: 6800, list: 6800 }],
    [
      "a b2b customer with 12.5% discount",
      { role: "b2b_customer" as const, discount_percentage: "12.5" },
      { unit: 5950, list: 6800 },
    ],
  ])("%s sees their own price on the list and the product page", async (_who, changes, expected) => {
    const headers = changes ? { Cookie: (await createSignedInUser({ changes })).cookie } : undefined;
    const list = await callLoader(productsLoader, "/produkter", {}, { headers });
    expect(list.products.find((product) => product.id === id)?.price).toMatchObject(expected);
    const page = await callLoader(productLoader, `/produkter/${id}`, { id }, { headers });
    expect(page.product.price).toMatchObject(expected);
  });
});

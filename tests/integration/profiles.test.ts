import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loader as dataLoader } from "~/routes/profile.data[.]json";
import { action as deleteAction, loader as deleteLoader } from "~/routes/profile.delete";
import { action as editAction, loader as editLoader } from "~/routes/profile.edit";
import { loader as csvLoader } from "~/routes/profile.orders[.]csv";
import { loader as profileLoader } from "~/routes/profile";
import { loader as shopLoader } from "~/routes/shop";
import { getDb } from "~/server/db/index.server";
import {
  newsletterSubscribers,
  orderItems,
  orders,
  products,
  profiles,
  sessions,
} from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { setupTestDatabase } from "./helpers/database";
import { callAction, callLoader } from "./helpers/routes";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();

const TRICKY_TITLE = 'Suppe, "den gode"\nmed brød';

async function placeOrder(userId: string, title: string, status = "paid") {
  const [order] = await getDb()
    .insert(orders)
    .values({
      user_id: userId,
      status,
      subtotal_price: "118.00",
      total_price: "168.00",
      freight_price: "50.00",
      customer_email: "kunde@example.dk",
      customer_name: "Test Kunde",
      customer_phone: "12345678",
      delivery_provider: "standard",
      delivery_address: {
        name: "Test Kunde",
        street: "Vestergade 1",
        zip: "2600",
        city: "Glostrup",
        country: "Danmark",
      },
    })
    .returning();
  await getDb()
    .insert(orderItems)
    .values({
      order_id: order!.id,
      product_id: demoId("product", "tomatsuppe"),
      product_title: title,
      quantity: 2,
      unit_price: "59.00",
    });
  return order!;
}

let anna: TestUser;
let bo: TestUser;

beforeAll(async () => {
  await seedDemoData(getDb());
  anna = await createSignedInUser();
  bo = await createSignedInUser();
  await placeOrder(anna.id, TRICKY_TITLE);
  await placeOrder(bo.id, "Bos hemmelige suppe");
});

const as = (user: TestUser) => ({ headers: { Cookie: user.cookie } });

describe("a guest", () => {
  it.each([
    ["/profile", profileLoader],
    ["/profile/edit", editLoader],
    ["/profile/delete", deleteLoader],
    ["/profile/orders.csv", csvLoader],
    ["/profile/data.json", dataLoader],
  ] as const)("is sent from %s to the login page and brought back afterwards", async (path, loader) => {
    const thrown = await callLoader(loader as never, path).catch((error) => error);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe(
      `/login?redirectTo=${encodeURIComponent(path)}`,
    );
  });

  it("cannot change a profile", async () => {
    const result = await callAction(editAction, "/profile/edit", {
      firstName: "Hacker",
      lastName: "X",
      phone: "12345678",
    });
    expect((result as Response).status).toBe(302);
    expect(await getDb().select().from(profiles).where(eq(profiles.first_name, "Hacker"))).toHaveLength(0);
  });
});

describe("one customer and another", () => {
  it("each sees only their own profile and orders", async () => {
    const profile = await callLoader(profileLoader, "/profile?tab=orders", {}, as(anna));
    expect(profile.profile.email).toBe(anna.email);
    expect(profile.orders?.map((order) => order.items[0]?.title)).toEqual([TRICKY_TITLE]);
    const other = await callLoader(profileLoader, "/profile?tab=orders", {}, as(bo));
    expect(other.orders?.map((order) => order.items[0]?.title)).toEqual(["Bos hemmelige suppe"]);
  });

  it("a customer's edit changes only their own profile, never a role or a discount, whatever the form says", async () => {
    const response = await callAction(
      editAction,
      "/profile/edit",
      {
        id: bo.id,
        user_id: bo.id,
        firstName: "Anna",
        lastName: "Ny",
        phone: "87654321",
        streetAddress: "Nørregade 2",
        postalCode: "1165",
        city: "København K",
        role: "admin",
        discount_percentage: "100",
      },
      as(anna),
    );
    expect((response as Response).headers.get("location")).toBe("/profile");
    const [annaRow] = await getDb().select().from(profiles).where(eq(profiles.id, anna.id));
    const [boRow] = await getDb().select().from(profiles).where(eq(profiles.id, bo.id));
    expect(annaRow).toMatchObject({
      last_name: "Ny",
      phone: "87654321",
      city: "København K",
      role: "customer",
      discount_percentage: "0.00",
    });
    expect(boRow).toMatchObject({ first_name: "Test", last_name: "Kunde", phone: "12345678" });
  });

  it("the CSV export holds only the customer's own orders, and a title with a comma, a quote and a line break survives", async () => {
    const response = (await callLoader(
      csvLoader,
      "/profile/orders.csv",
      {},
      as(anna),
    )) as unknown as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="krukke-ordrer-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = await response.text();
    expect(csv).toContain(`"2 × ${TRICKY_TITLE.replace(/"/g, '""')}"`);
    expect(csv).not.toContain("Bos hemmelige suppe");
    expect(csv).toContain("Betalt");
  });

  it("the data export holds only the customer's own data", async () => {
    const response = (await callLoader(dataLoader, "/profile/data.json", {}, as(bo))) as unknown as Response;
    const data = JSON.parse(await response.text());
    expect(data.profile.email).toBe(bo.email);
    expect(data.orders).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(anna.email);
    expect(JSON.stringify(data)).not.toContain("password");
  });

  it("a customer cannot delete another's account by typing their e-mail", async () => {
    const result = await callAction(
      deleteAction,
      "/profile/delete",
      { confirmEmail: bo.email },
      { ...as(anna), raw: true },
    );
    expect((result as unknown as { init: ResponseInit }).init.status).toBe(400);
    expect(await getDb().select().from(profiles).where(eq(profiles.id, bo.id))).toHaveLength(1);
    expect(await getDb().select().from(profiles).where(eq(profiles.id, anna.id))).toHaveLength(1);
  });
});

describe("editing the profile", () => {
  it("with returnTo=checkout goes back to the checkout", async () => {
    const user = await createSignedInUser();
    const response = await callAction(
      editAction,
      "/profile/edit?returnTo=checkout",
      { firstName: "Carla", lastName: "Dam", phone: "12345678", returnTo: "checkout" },
      as(user),
    );
    expect((response as Response).headers.get("location")).toBe("/checkout");
  });

  it("refuses missing names and a bad phone number, changing nothing", async () => {
    const user = await createSignedInUser();
    const result = (await callAction(
      editAction,
      "/profile/edit",
      { firstName: "", lastName: "Dam", phone: "x" },
      as(user),
    )) as {
      result: { error: Record<string, string[]> };
    };
    expect(result.result.error.firstName).toEqual(["validation.required"]);
    expect(result.result.error.phone).toEqual(["validation.phone"]);
    const [row] = await getDb().select().from(profiles).where(eq(profiles.id, user.id));
    expect(row!.first_name).toBe("Test");
  });
});

describe("deleting an account", () => {
  it("removes the profile, its sessions and newsletter, and keeps its orders without personal data", async () => {
    const user = await createSignedInUser();
    const order = await placeOrder(user.id, "Tomatsuppe med basilikum", "shipped");
    await getDb()
      .insert(newsletterSubscribers)
      .values({ first_name: "Test", email: user.email.toUpperCase() });

    const response = (await callAction(
      deleteAction,
      "/profile/delete",
      { confirmEmail: ` ${user.email.toUpperCase()} ` },
      as(user),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");

    expect(await getDb().select().from(profiles).where(eq(profiles.id, user.id))).toHaveLength(0);
    expect(await getDb().select().from(sessions).where(eq(sessions.user_id, user.id))).toHaveLength(0);
    expect(
      await getDb()
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(email) = ${user.email}`),
    ).toHaveLength(0);
    const [kept] = await getDb().select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      user_id: null,
      customer_email: null,
      customer_name: null,
      customer_phone: null,
      total_price: "168.00",
      delivery_address: { street: "", zip: "2600", city: "Glostrup", country: "Danmark" },
    });
    expect(await getDb().select().from(orderItems).where(eq(orderItems.order_id, order.id))).toHaveLength(1);
    expect(
      await getDb()
        .select()
        .from(products)
        .where(eq(products.id, demoId("product", "tomatsuppe"))),
    ).toHaveLength(1);
  });
});

describe("deleting an account with an order on its way", () => {
  it("keeps the account while a paid order is not delivered, says why, and changes nothing", async () => {
    const user = await createSignedInUser();
    const paid = await placeOrder(user.id, "Tomatsuppe med basilikum", "paid");
    const page = await callLoader(deleteLoader, "/profile/delete", {}, as(user));
    expect(page.undelivered).toEqual([paid.id.slice(0, 8)]);

    const answer = await callAction(
      deleteAction,
      "/profile/delete",
      { confirmEmail: user.email },
      { ...as(user), raw: true },
    );
    const { data, init } = answer as unknown as {
      data: { error: string; orders: string };
      init: { status: number };
    };
    expect(init.status).toBe(409);
    expect(data).toEqual({ error: "profile.deleteOrdersOpen", orders: paid.id.slice(0, 8) });
    expect(await getDb().select().from(profiles).where(eq(profiles.id, user.id))).toHaveLength(1);
    const [kept] = await getDb().select().from(orders).where(eq(orders.id, paid.id));
    expect(kept).toMatchObject({ user_id: user.id, customer_name: "Test Kunde", status: "paid" });
    expect(kept!.delivery_address).toMatchObject({ street: "Vestergade 1" });

    // Once it has gone out, the account can go.
    await getDb().update(orders).set({ status: "shipped" }).where(eq(orders.id, paid.id));
    const deleted = (await callAction(
      deleteAction,
      "/profile/delete",
      { confirmEmail: user.email },
      as(user),
    )) as Response;
    expect(deleted.status).toBe(302);
    expect(await getDb().select().from(profiles).where(eq(profiles.id, user.id))).toHaveLength(0);
  });
});

describe("/shop", () => {
  it("leads permanently to the product list", async () => {
    const response = (await callLoader(shopLoader, "/shop")) as unknown as Response;
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/produkter");
  });
});

import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { encodeGuestCart } from "~/lib/guest-cart-format";
import { loader as rootLoader } from "~/root";
import { action as cartAction, loader as cartLoader } from "~/routes/resources.cart";
import { deleteExpiredCartLines } from "~/server/cart.server";
import { getDb } from "~/server/db/index.server";
import { readToast } from "~/server/toast.server";
import { cartItems } from "~/server/db/schema.server";
import { demoSeasonCourses } from "~/server/db/demo-data.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { setupTestDatabase } from "./helpers/database";
import { callAction, callLoader } from "./helpers/routes";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();

const TOMATO = demoId("product", "tomatsuppe"); // 59.00 (customer 55.00)
const MEATBALLS = demoId("product", "boller-i-karry"); // 89.00 (customer 84.00)
const STEW = demoId("product", "oksegryde"); // 109.00 (customer 99.00)
const SOLD_OUT = demoId("product", "jordskokkesuppe");

beforeAll(async () => {
  await seedDemoData(getDb());
});

const as = (user: TestUser, clientIp?: string) => ({ headers: { Cookie: user.cookie }, clientIp });
const post = (user: TestUser, form: Record<string, string>, clientIp?: string) =>
  callAction(cartAction, "/resources/cart", form, {
    ...as(user, clientIp),
    raw: true,
  }) as unknown as Promise<{
    data: { ok: boolean; settled?: string[] };
    init: ResponseInit & { headers: Headers };
  }>;
const cartOf = (user: TestUser) => callLoader(cartLoader, "/resources/cart", {}, as(user));
const linesIn = async (user: TestUser) =>
  (await cartOf(user)).lines.map((line) => [line.productId, line.quantity] as const);
/** The cookies an answer sets, as the browser sends them back. */
const cookiesOf = (answer: { init: ResponseInit & { headers: Headers } }) =>
  new Headers(answer.init.headers)
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
/** The toast the answer carries (its keys), as the next page's root loader reads it. */
async function toastAfter(answer: { init: ResponseInit & { headers: Headers } }) {
  const { toast } = await readToast(
    new Request("http://localhost/", { headers: { Cookie: cookiesOf(answer) } }),
  );
  return toast;
}

describe("a signed-in cart", () => {
  it("adds, adds more of the same, changes, removes, and shows newest first with the customer's prices", async () => {
    const user = await createSignedInUser();
    expect((await post(user, { intent: "add", productId: TOMATO, quantity: "1" })).data.ok).toBe(true);
    await post(user, { intent: "add", productId: MEATBALLS, quantity: "2" });
    await post(user, { intent: "add", productId: TOMATO, quantity: "2" });
    const cart = await cartOf(user);
    expect(cart.lines.map((line) => [line.title, line.quantity, line.unitPrice])).toEqual([
      ["Boller i karry", 2, 84_00],
      ["Tomatsuppe med basilikum", 3, 55_00],
    ]);
    expect(cart.totals).toEqual({
      itemCount: 5,
      subtotal: 333_00,
      discount: 0,
      freight: 50_00,
      total: 383_00,
      goodsTotal: 333_00,
    });

    await post(user, { intent: "update", productId: MEATBALLS, quantity: "5" });
    expect(await linesIn(user)).toEqual([
      [MEATBALLS, 5],
      [TOMATO, 3],
    ]);
    await post(user, { intent: "update", productId: MEATBALLS, quantity: "0" });
    expect(await linesIn(user)).toEqual([[TOMATO, 3]]);
    await post(user, { intent: "update", productId: TOMATO, quantity: "-2" });
    expect(await linesIn(user)).toEqual([]);
  });

  it("tells the customer with the cart's toasts (docs/product.md, Cart)", async () => {
    const user = await createSignedInUser();
    expect(
      await toastAfter(await post(user, { intent: "add", productId: STEW, quantity: "1" })),
    ).toMatchObject({
      type: "success",
      title: "cart.added",
      duration: 3000,
    });
    // The next page shows it in the visitor's language, whatever part of the shop it is in.
    const answer = await post(user, { intent: "add", productId: STEW, quantity: "1" });
    for (const [language, title] of [
      ["da", "Produkt tilføjet"],
      ["en", "Product added"],
    ]) {
      const cookie = `${user.cookie}; lang=${language}; ${cookiesOf(answer)}`;
      const root = await callLoader(rootLoader, "/", {}, { headers: { Cookie: cookie } });
      expect(root.toast).toMatchObject({ type: "success", title, duration: 3000 });
    }
    expect(await toastAfter(await post(user, { intent: "remove", productId: STEW }))).toMatchObject({
      title: "cart.removed",
    });
    await post(user, { intent: "add", productId: STEW, quantity: "1" });
    expect(await toastAfter(await post(user, { intent: "clear" }))).toMatchObject({
      title: "cart.cleared",
    });
    expect(await linesIn(user)).toEqual([]);
  });

  it("every change starts the line's 7 days again, and expired lines are neither shown nor counted", async () => {
    const user = await createSignedInUser();
    await post(user, { intent: "add", productId: TOMATO, quantity: "2" });
    await post(user, { intent: "add", productId: STEW, quantity: "1" });
    const [line] = await getDb()
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.user_id, user.id), eq(cartItems.product_id, TOMATO)));
    const days = (line!.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    await getDb()
      .update(cartItems)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(and(eq(cartItems.user_id, user.id), eq(cartItems.product_id, TOMATO)));
    expect(await linesIn(user)).toEqual([[STEW, 1]]);
    const root = await callLoader(rootLoader, "/", {}, as(user));
    expect(root.cart?.totals.itemCount).toBe(1);

    // Adding an expired product starts a new line rather than reviving the old quantity.
    await post(user, { intent: "add", productId: TOMATO, quantity: "1" });
    expect(await linesIn(user)).toEqual([
      [TOMATO, 1],
      [STEW, 1],
    ]);
  });

  it("the housekeeping job deletes expired lines", async () => {
    const user = await createSignedInUser();
    await post(user, { intent: "add", productId: TOMATO, quantity: "1" });
    await getDb()
      .update(cartItems)
      .set({ expires_at: sql`now() - interval '1 day'` })
      .where(eq(cartItems.user_id, user.id));
    expect(await deleteExpiredCartLines()).toBeGreaterThanOrEqual(1);
    expect(await getDb().select().from(cartItems).where(eq(cartItems.user_id, user.id))).toEqual([]);
  });
});

describe("forged requests", () => {
  it("a sold-out or unknown product cannot be added, and the cart does not change", async () => {
    const user = await createSignedInUser();
    await post(user, { intent: "add", productId: TOMATO, quantity: "1" });
    for (const productId of [
      SOLD_OUT,
      "00000000-0000-4000-8000-000000000000",
      "'; drop table cart_items; --",
    ]) {
      const answer = await post(user, { intent: "add", productId, quantity: "1" });
      expect(answer.data.ok, productId).toBe(false);
      expect(answer.init.status).toBe(400);
    }
    expect(
      await toastAfter(await post(user, { intent: "add", productId: SOLD_OUT, quantity: "1" })),
    ).toMatchObject({
      title: "cart.errorTitle",
      description: "cart.soldOutError",
    });
    expect(await linesIn(user)).toEqual([[TOMATO, 1]]);
  });

  it("a negative, huge or nonsense quantity changes nothing it should not", async () => {
    const user = await createSignedInUser();
    await post(user, { intent: "add", productId: TOMATO, quantity: "2" });
    await post(user, { intent: "add", productId: TOMATO, quantity: "-5" });
    await post(user, { intent: "add", productId: TOMATO, quantity: "abc" });
    expect(await linesIn(user)).toEqual([[TOMATO, 2]]);
    await post(user, { intent: "add", productId: TOMATO, quantity: "100000" });
    expect(await linesIn(user)).toEqual([[TOMATO, 99]]);
  });

  it("one customer cannot touch another's cart lines", async () => {
    const anna = await createSignedInUser();
    const bo = await createSignedInUser();
    await post(anna, { intent: "add", productId: MEATBALLS, quantity: "2" });
    const forged: Record<string, string>[] = [
      { intent: "update", productId: MEATBALLS, quantity: "9", user_id: anna.id },
      { intent: "remove", productId: MEATBALLS, user_id: anna.id },
    ];
    for (const form of forged) {
      const answer = await post(bo, form);
      expect(answer.data.ok).toBe(false);
    }
    await post(bo, { intent: "clear", user_id: anna.id });
    expect(await linesIn(anna)).toEqual([[MEATBALLS, 2]]);
    expect(await linesIn(bo)).toEqual([]);
  });

  it("an intent the cart does not know is a 400 for a customer, the sign-in page for a guest, and changes nothing", async () => {
    const user = await createSignedInUser();
    await post(user, { intent: "add", productId: TOMATO, quantity: "1" });
    for (const intent of ["", "empty", "ADD", "toString", "__proto__"]) {
      const answer = await post(user, { intent, productId: TOMATO, quantity: "5" });
      expect(answer.init.status, intent).toBe(400);
      expect(answer.data, intent).toEqual({ ok: false, intent });
      const guest = (await callAction(cartAction, "/resources/cart", {
        intent,
        productId: TOMATO,
      })) as Response;
      expect(guest.status, intent).toBe(302);
      expect(guest.headers.get("location"), intent).toMatch(/^\/login\?redirectTo=/);
    }
    expect(await linesIn(user)).toEqual([[TOMATO, 1]]);
  });

  it("a guest cannot change any account's cart", async () => {
    const anna = await createSignedInUser();
    await post(anna, { intent: "add", productId: MEATBALLS, quantity: "1" });
    const answer = (await callAction(cartAction, "/resources/cart", {
      intent: "clear",
      user_id: anna.id,
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
    expect(await linesIn(anna)).toEqual([[MEATBALLS, 1]]);
  });
});

describe("without JavaScript", () => {
  it("a plain form post adds or removes and comes back to the page it came from", async () => {
    const user = await createSignedInUser();
    const added = (await callAction(
      cartAction,
      "/resources/cart",
      { intent: "add", productId: STEW, quantity: "2", redirectTo: "/produkter?filter=retter" },
      as(user),
    )) as Response;
    expect(added.status).toBe(302);
    expect(added.headers.get("location")).toBe("/produkter?filter=retter");
    expect(await linesIn(user)).toEqual([[STEW, 2]]);
    const removed = (await callAction(
      cartAction,
      "/resources/cart",
      { intent: "remove", productId: STEW, redirectTo: "/kurv" },
      as(user),
    )) as Response;
    expect(removed.headers.get("location")).toBe("/kurv");
    expect(await linesIn(user)).toEqual([]);
    // A redirect elsewhere is not followed.
    const elsewhere = (await callAction(
      cartAction,
      "/resources/cart",
      { intent: "clear", redirectTo: "https://evil.example/" },
      as(user),
    )) as Response;
    expect(elsewhere.headers.get("location")).toBe("/kurv");
  });
});

describe("merging the guest cart at sign-in", () => {
  it("adds quantities for products already there, inserts the others, and settles every line", async () => {
    const user = await createSignedInUser();
    await post(user, { intent: "add", productId: TOMATO, quantity: "1" });
    const answer = await post(user, {
      intent: "merge",
      items: encodeGuestCart([
        { productId: TOMATO, quantity: 2 },
        { productId: STEW, quantity: 1 },
      ]),
    });
    expect(answer.data).toMatchObject({ ok: true, settled: [TOMATO, STEW] });
    expect(await toastAfter(answer)).toMatchObject({ title: "cart.transferred" });
    expect(Object.fromEntries(await linesIn(user))).toEqual({ [TOMATO]: 3, [STEW]: 1 });
  });

  it("says so when some products could not be moved, moving the rest", async () => {
    const user = await createSignedInUser();
    const answer = await post(user, {
      intent: "merge",
      items: encodeGuestCart([
        { productId: SOLD_OUT, quantity: 1 },
        { productId: MEATBALLS, quantity: 2 },
      ]),
    });
    expect(answer.data).toMatchObject({ ok: false, settled: [MEATBALLS, SOLD_OUT] });
    expect(await toastAfter(answer)).toMatchObject({
      title: "cart.transferErrorTitle",
      description: "cart.transferError",
    });
    expect(await linesIn(user)).toEqual([[MEATBALLS, 2]]);
  });
});

describe("a guest's cart", () => {
  it("a guest's add sent as a plain form post goes back with the line in the address for the browser to keep", async () => {
    const answer = (await callAction(cartAction, "/resources/cart", {
      intent: "add",
      productId: TOMATO,
      quantity: "2",
      redirectTo: "/produkter?filter=supper",
    })) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`/produkter?filter=supper&kurv=${TOMATO}%3A2`);
  });

  it("is priced by the server from the lines the browser sends, unknown products left out", async () => {
    const cart = await callLoader(
      cartLoader,
      `/resources/cart?items=${encodeURIComponent(`${TOMATO}:2,${SOLD_OUT}:1,not-an-id:3,00000000-0000-4000-8000-000000000000:1`)}`,
    );
    expect(cart.lines.map((line) => [line.title, line.quantity, line.unitPrice, line.available])).toEqual([
      ["Tomatsuppe med basilikum", 2, 59_00, true],
      ["Jordskokkesuppe med hasselnødder", 1, 69_00, false],
    ]);
    // The sold-out line is shown but not part of the total.
    expect(cart.totals).toEqual({
      itemCount: 2,
      subtotal: 118_00,
      discount: 0,
      freight: 50_00,
      total: 168_00,
      goodsTotal: 118_00,
    });
  });
});

describe("discount codes", () => {
  /** Applies a code to a guest cart of `kroner` worth of tomato soup (59 kr each). */
  async function apply(code: string, jars: number, clientIp = `10.20.${Math.floor(Math.random() * 250)}.1`) {
    const answer = (await callAction(
      cartAction,
      "/resources/cart",
      { intent: "apply-discount", code, items: encodeGuestCart([{ productId: TOMATO, quantity: jars }]) },
      { raw: true, clientIp },
    )) as unknown as { data: { ok: boolean }; init: ResponseInit & { headers: Headers } };
    const cookie = cookiesOf(answer);
    const { toast } = await readToast(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    return { ok: answer.data.ok, toast, cookie };
  }

  it.each([
    [
      "VELKOMMEN10",
      4,
      { title: "discount.applied", description: "discount.saved", values: { amount: "24" } },
    ],
    ["  velkommen10 ", 4, { title: "discount.applied", values: { amount: "24" } }],
    ["SPAR50", 6, { title: "discount.applied", values: { amount: "50" } }],
    [
      "SPAR50",
      5,
      { title: "discount.minimumTitle", description: "discount.minimum", values: { amount: "300" } },
    ],
    ["GRATISFRAGT", 1, { title: "discount.applied", values: { amount: "50" } }],
    ["UDLOEBET", 1, { title: "discount.invalidTitle", description: "discount.expired" }],
    ["OPBRUGT", 1, { title: "discount.usedUp" }],
    ["INAKTIV", 1, { title: "discount.invalidTitle", description: "discount.invalid" }],
    [" findes ikke ", 1, { title: "discount.invalidTitle", description: "discount.invalid" }],
    // Text no code can look like is no code either, not a failed check ("KODE" and a NUL byte,
    // which PostgreSQL refuses in a query).
    ["KODE\u0000", 1, { title: "discount.invalidTitle", description: "discount.invalid" }],
    ["SPAR😀", 1, { title: "discount.invalidTitle", description: "discount.invalid" }],
  ])("%s on %i jars answers %o", async (code, jars, toast) => {
    const result = await apply(code, jars);
    expect(result.toast).toMatchObject(toast);
    expect(result.ok).toBe(toast.title === "discount.applied");
  });

  it("an applied code is kept, counted in the cart, checked again when the cart changes, and can be removed", async () => {
    const user = await createSignedInUser();
    await post(user, { intent: "add", productId: TOMATO, quantity: "6" }); // 6 × 55 = 330 kr
    const applied = await post(user, { intent: "apply-discount", code: "spar50" });
    expect(applied.data.ok).toBe(true);
    const discountCookie = new Headers(applied.init.headers)
      .getSetCookie()
      .find((cookie) => cookie.startsWith("krukke_discount="))!
      .split(";")[0];
    const withCode = { ...user, cookie: `${user.cookie}; ${discountCookie}` };

    let cart = await cartOf(withCode);
    expect(cart.discount).toEqual({ code: "SPAR50", ok: true, type: "fixed_amount" });
    expect(cart.totals).toMatchObject({ subtotal: 330_00, discount: 50_00, freight: 50_00, total: 330_00 });

    // Below the minimum the code no longer applies, and the cart says so.
    await post(user, { intent: "update", productId: TOMATO, quantity: "5" });
    cart = await cartOf(withCode);
    expect(cart.discount).toMatchObject({
      code: "SPAR50",
      ok: false,
      problem: { reason: "minimum", minimum: 300_00 },
    });
    expect(cart.totals).toMatchObject({ subtotal: 275_00, discount: 0, total: 325_00 });

    const removed = await post(withCode, { intent: "remove-discount" });
    expect(
      new Headers(removed.init.headers)
        .getSetCookie()
        .find((cookie) => cookie.startsWith("krukke_discount=")),
    ).toMatch(/Max-Age=0/);
    expect(await toastAfter(removed)).toMatchObject({ title: "discount.removed" });
  });

  it("checking codes is rate limited per address", async () => {
    const ip = "10.21.0.1";
    for (let i = 0; i < 20; i++) await apply("GAET" + i, 1, ip);
    expect((await apply("VELKOMMEN10", 1, ip)).toast).toMatchObject({ description: "discount.rateLimited" });
  });
});

describe("a dish sold only in a season menu", () => {
  it("cannot be added to the cart, and the customer is told why", async () => {
    const user = await createSignedInUser();
    const course = demoId("product", demoSeasonCourses[1]!.key);
    const answer = await post(user, { intent: "add", productId: course, quantity: "1" });
    expect(answer.data.ok).toBe(false);
    expect(answer.init.status).toBe(400);
    expect(await toastAfter(answer)).toMatchObject({
      title: "cart.errorTitle",
      description: "cart.seasonOnlyError",
    });
    expect(await linesIn(user)).toEqual([]);
  });
});

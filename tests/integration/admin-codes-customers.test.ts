/**
 * Discount codes and customers in the back office: what the admin saves is what the shop then
 * applies (a new code works in the cart, a new discount shows in the customer's prices), bad
 * input changes nothing, and every change is in the audit log.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { action as codeAction, loader as codeLoader } from "~/routes/admin.rabatkoder.$id";
import { action as codesAction, loader as codesLoader } from "~/routes/admin.rabatkoder";
import { action as customerAction, loader as customerLoader } from "~/routes/admin.kunder.$id";
import { loader as customersLoader } from "~/routes/admin.kunder";
import { loader as productLoader } from "~/routes/produkter.$id";
import { findDiscountCode } from "~/server/cart.server";
import { getDb } from "~/server/db/index.server";
import { auditLog, discountCodes, profiles } from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { checkDiscount } from "~/lib/discounts";
import { setupTestDatabase } from "./helpers/database";
import { callAction, callLoader } from "./helpers/routes";
import { createSignedInUser, type TestUser } from "./helpers/users";

setupTestDatabase();

let admin: TestUser;
const asAdmin = () => ({ headers: { Cookie: admin.cookie } });
const auditOf = (id: string) =>
  getDb().select().from(auditLog).where(eq(auditLog.entity_id, id)).orderBy(auditLog.created_at);

beforeAll(async () => {
  await seedDemoData(getDb());
  admin = await createSignedInUser({ changes: { role: "admin" } });
});

const NEW_CODE = {
  code: "vinter25",
  discountType: "percentage",
  discountValue: "25",
  minimumOrderAmount: "100",
  usageLimit: "2",
  startDate: "2026-01-01",
  endDate: "2099-12-31",
  active: "on",
};

describe("discount codes", () => {
  it("creates a code the cart then accepts, with its rules", async () => {
    const answer = (await callAction(codeAction, "/admin/rabatkoder/ny", NEW_CODE, {
      ...asAdmin(),
      params: { id: "ny" },
    })) as Response;
    expect(answer.status).toBe(302);
    const id = answer.headers.get("Location")!.split("/").at(-1)!;
    const [row] = await getDb().select().from(discountCodes).where(eq(discountCodes.id, id));
    expect(row).toMatchObject({
      code: "VINTER25",
      discount_type: "percentage",
      discount_value: "25.00",
      minimum_order_amount: "100.00",
      usage_limit: 2,
      active: true,
    });
    expect(row!.start_date!.toISOString()).toBe("2025-12-31T23:00:00.000Z");
    expect(row!.end_date!.toISOString()).toBe("2099-12-31T22:59:59.999Z");

    const check = checkDiscount(await findDiscountCode("vinter25"), 200_00);
    expect(check).toEqual({ ok: true, rule: { code: "VINTER25", type: "percentage", value: 25_00 } });
    expect(checkDiscount(await findDiscountCode("vinter25"), 50_00)).toMatchObject({
      ok: false,
      reason: "minimum",
    });

    const page = await callLoader(codeLoader, `/admin/rabatkoder/${id}`, { id }, asAdmin());
    expect(page.values).toMatchObject({
      code: "VINTER25",
      discountValue: "25,00",
      startDate: "2026-01-01",
      endDate: "2099-12-31",
    });
    expect(await auditOf(id)).toMatchObject([
      { action: "create", actor_email: admin.email, after: { code: "VINTER25", usageLimit: 2 } },
    ]);
  });

  it("refuses a code that exists, a limit below its use, and bad values, changing nothing", async () => {
    const taken = await callAction(
      codeAction,
      "/admin/rabatkoder/ny",
      { ...NEW_CODE, code: "VINTER25" },
      { ...asAdmin(), params: { id: "ny" }, raw: true },
    );
    expect(taken).toMatchObject({
      init: { status: 400 },
      data: { result: { error: { code: ["admin:validation.codeTaken"] } } },
    });

    const [code] = await getDb().select().from(discountCodes).where(eq(discountCodes.code, "VINTER25"));
    await getDb().update(discountCodes).set({ times_used: 2 }).where(eq(discountCodes.id, code!.id));
    const below = await callAction(
      codeAction,
      `/admin/rabatkoder/${code!.id}`,
      { ...NEW_CODE, usageLimit: "1" },
      { ...asAdmin(), params: { id: code!.id }, raw: true },
    );
    expect(below).toMatchObject({
      init: { status: 400 },
      data: { result: { error: { usageLimit: ["admin:validation.belowUsed"] } } },
    });

    const bad = await callAction(
      codeAction,
      `/admin/rabatkoder/${code!.id}`,
      { ...NEW_CODE, discountValue: "250" },
      { ...asAdmin(), params: { id: code!.id }, raw: true },
    );
    expect(bad).toMatchObject({ init: { status: 400 } });
    const [after] = await getDb().select().from(discountCodes).where(eq(discountCodes.id, code!.id));
    expect(after).toMatchObject({ discount_value: "25.00", usage_limit: 2 });
  });

  it("edits and switches a code off and on, from the list", async () => {
    const [code] = await getDb().select().from(discountCodes).where(eq(discountCodes.code, "VINTER25"));
    const id = code!.id;
    await callAction(
      codeAction,
      `/admin/rabatkoder/${id}`,
      { ...NEW_CODE, discountType: "fixed_amount", discountValue: "30", usageLimit: "" },
      { ...asAdmin(), params: { id } },
    );
    expect((await getDb().select().from(discountCodes).where(eq(discountCodes.id, id)))[0]).toMatchObject({
      discount_type: "fixed_amount",
      discount_value: "30.00",
      usage_limit: null,
    });

    await callAction(codesAction, "/admin/rabatkoder", { id, active: "false" }, asAdmin());
    expect(checkDiscount(await findDiscountCode("VINTER25"), 200_00)).toMatchObject({
      ok: false,
      reason: "not-found",
    });
    await callAction(codesAction, "/admin/rabatkoder", { id, active: "true" }, asAdmin());
    expect(checkDiscount(await findDiscountCode("VINTER25"), 200_00).ok).toBe(true);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual([
      "create",
      "update",
      "deactivate",
      "activate",
    ]);

    const list = await callLoader(codesLoader, "/admin/rabatkoder", {}, asAdmin());
    expect(list.codes.map((row) => row.code)).toContain("VINTER25");
  });
});

describe("customers", () => {
  it("gives a customer a role and a discount that the shop's prices follow at once", async () => {
    const customer = await createSignedInUser();
    const productId = demoId("product", "tomatsuppe");
    const priceSeen = async () =>
      (
        await callLoader(
          productLoader,
          `/produkter/${productId}`,
          { id: productId },
          { headers: { Cookie: customer.cookie } },
        )
      ).product.price.unit;
    expect(await priceSeen()).toBe(55_00);

    const answer = (await callAction(
      customerAction,
      `/admin/kunder/${customer.id}`,
      { role: "b2b_customer", discountPercentage: "10" },
      { ...asAdmin(), params: { id: customer.id } },
    )) as Response;
    expect(answer.status).toBe(302);
    const [row] = await getDb().select().from(profiles).where(eq(profiles.id, customer.id));
    expect(row).toMatchObject({ role: "b2b_customer", discount_percentage: "10.00" });
    const b2bPrice = await priceSeen();
    expect(b2bPrice).toBeLessThan(55_00);
    expect(await auditOf(customer.id)).toMatchObject([
      {
        action: "role",
        before: { role: "customer", discount: "0.00" },
        after: { role: "b2b_customer", discount: "10.00" },
      },
    ]);

    const detail = await callLoader(
      customerLoader,
      `/admin/kunder/${customer.id}`,
      { id: customer.id },
      asAdmin(),
    );
    expect(detail.profile.email).toBe(customer.email);
    const list = await callLoader(customersLoader, `/admin/kunder?q=${customer.email}`, {}, asAdmin());
    expect(list.customers.map((c) => c.id)).toEqual([customer.id]);
  });

  it("refuses a discount outside 0-100 and an admin removing their own role", async () => {
    const customer = await createSignedInUser();
    for (const discountPercentage of ["101", "-1", "abc"]) {
      const bad = await callAction(
        customerAction,
        `/admin/kunder/${customer.id}`,
        { role: "customer", discountPercentage },
        { ...asAdmin(), params: { id: customer.id }, raw: true },
      );
      expect(bad).toMatchObject({ init: { status: 400 } });
    }
    const own = await callAction(
      customerAction,
      `/admin/kunder/${admin.id}`,
      { role: "customer", discountPercentage: "0" },
      { ...asAdmin(), params: { id: admin.id }, raw: true },
    );
    expect(own).toMatchObject({
      init: { status: 400 },
      data: { result: { error: { role: ["admin:customers.ownRole"] } } },
    });
    expect((await getDb().select().from(profiles).where(eq(profiles.id, admin.id)))[0]!.role).toBe("admin");
  });
});

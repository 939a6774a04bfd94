/**
 * The back office exists only for admins: every loader and action under /admin answers 404 to a
 * guest and to a customer (whatever the role's neighbours: b2b customers too), found by reading
 * the route modules themselves, so a new admin page is covered the day it is added.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createOrPromoteAdmin } from "~/server/admin/admins.server";
import { getDb } from "~/server/db/index.server";
import { profiles } from "~/server/db/schema.server";
import { seedDemoData } from "~/server/db/seed.server";
import { setupTestDatabase } from "./helpers/database";
import { callAction, callLoader, statusOf } from "./helpers/routes";
import { createSignedInUser, signInAs, uniqueEmail, type TestUser } from "./helpers/users";

setupTestDatabase();

type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };
const modules = import.meta.glob<RouteModule>("../../app/routes/admin*.{ts,tsx}", { eager: true });
const adminRoutes = Object.entries(modules).map(([file, module]) => ({
  file: file.split("/").at(-1)!,
  module,
}));

let customer: TestUser;
let b2b: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await seedDemoData(getDb());
  customer = await createSignedInUser();
  b2b = await createSignedInUser({ changes: { role: "b2b_customer" } });
  admin = await createSignedInUser({ changes: { role: "admin" } });
});

describe("the back office", () => {
  it("has its routes found by the sweep", () => {
    expect(adminRoutes.map((route) => route.file)).toEqual(
      expect.arrayContaining([
        "admin.tsx",
        "admin._index.tsx",
        "admin.ordrer.tsx",
        "admin.ordrer.$id.tsx",
        "admin.ordrer.$id.pakkeseddel.tsx",
      ]),
    );
  });

  const visitors = () =>
    [
      ["a guest", {}],
      ["a customer", { Cookie: customer.cookie }],
      ["a b2b customer", { Cookie: b2b.cookie }],
    ] as const;

  it("answers 404 to everyone but an admin, on every loader", async () => {
    const params = { id: randomUUID() };
    for (const { file, module } of adminRoutes.filter((route) => route.module.loader)) {
      const load = (headers: HeadersInit) =>
        statusOf(callLoader(module.loader as never, `/admin/x/${params.id}`, params, { headers, raw: true }));
      for (const [who, headers] of visitors()) expect(await load(headers), `${file} for ${who}`).toBe(404);
      // The admin gets the page (or, for an id that does not exist, the not-found page).
      expect([200, 404], file).toContain(await load({ Cookie: admin.cookie }));
    }
  });

  it("answers 404 to everyone but an admin, on every action", async () => {
    const params = { id: randomUUID() };
    for (const { file, module } of adminRoutes.filter((route) => route.module.action)) {
      for (const [who, headers] of visitors()) {
        const status = await statusOf(
          callAction(
            module.action as never,
            `/admin/x/${params.id}`,
            { intent: "ship" },
            { headers, params, raw: true },
          ),
        );
        expect(status, `${file} for ${who}`).toBe(404);
      }
    }
  });
});

describe("npm run admin:create", () => {
  it("creates a confirmed admin who can sign in with the password", async () => {
    const email = uniqueEmail("admin");
    const created = await createOrPromoteAdmin({ email, password: "et-langt-kodeord-1" });
    expect(created).toEqual({ kind: "created", email, password: "et-langt-kodeord-1", generated: false });
    const [row] = await getDb().select().from(profiles).where(eq(profiles.email, email));
    expect(row).toMatchObject({ role: "admin", email_verified: true });
    expect(await signInAs(email, "et-langt-kodeord-1")).toMatch(/krukke\./);
  });

  it("generates a password when none is given, and promotes an existing customer", async () => {
    const generated = await createOrPromoteAdmin({ email: uniqueEmail("admin") });
    expect(generated.kind === "created" && generated.generated && generated.password.length >= 20).toBe(true);

    const promoted = await createOrPromoteAdmin({ email: customer.email.toUpperCase() });
    expect(promoted).toEqual({ kind: "promoted", email: customer.email });
    expect(await createOrPromoteAdmin({ email: customer.email })).toEqual({
      kind: "already-admin",
      email: customer.email,
    });
    await getDb().update(profiles).set({ role: "customer" }).where(eq(profiles.email, customer.email));
  });

  it("refuses a bad address or a short password", async () => {
    await expect(createOrPromoteAdmin({ email: "not an address" })).rejects.toThrow();
    await expect(createOrPromoteAdmin({ email: uniqueEmail(), password: "kort" })).rejects.toThrow(
      /12 characters/,
    );
  });
});

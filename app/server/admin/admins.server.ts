/**
 * Making admins, from the command line only (`npm run admin:create`): the back office has no
 * sign-up of its own, and the demo data has no admin.
 */
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { getAuth } from "../auth.server";
import { getDb } from "../db/index.server";
import { profiles } from "../db/schema.server";

export type AdminOutcome =
  | { kind: "promoted"; email: string }
  | { kind: "already-admin"; email: string }
  | { kind: "created"; email: string; password: string; generated: boolean };

export const MIN_ADMIN_PASSWORD = 12;

/**
 * Makes the account with `email` an admin, or creates an admin account (confirmed, with the
 * given password or a generated one, which is returned once).
 */
export async function createOrPromoteAdmin(input: {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}): Promise<AdminOutcome> {
  const email = z.email().parse(input.email.trim().toLowerCase());
  if (input.password !== undefined && input.password.length < MIN_ADMIN_PASSWORD) {
    throw new Error(`the password must be at least ${MIN_ADMIN_PASSWORD} characters`);
  }
  const db = getDb();
  const [existing] = await db
    .select({ id: profiles.id, role: profiles.role })
    .from(profiles)
    .where(sql`lower(${profiles.email}) = ${email}`);
  if (existing) {
    if (existing.role === "admin") return { kind: "already-admin", email };
    await db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, existing.id));
    return { kind: "promoted", email };
  }

  const generated = input.password === undefined;
  const password = input.password ?? randomBytes(18).toString("base64url");
  const context = await getAuth().$context;
  const firstName = input.firstName ?? "Admin";
  const lastName = input.lastName ?? "";
  const user = await context.internalAdapter.createUser(
    {
      email,
      name: `${firstName} ${lastName}`.trim(),
      emailVerified: true,
      first_name: firstName,
      last_name: lastName || null,
    },
    { method: "email-password" },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await context.password.hash(password),
  });
  await db.update(profiles).set({ role: "admin" }).where(eq(profiles.id, user.id));
  return { kind: "created", email, password, generated };
}

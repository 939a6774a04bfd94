/**
 * Customers for integration tests, made through the same code paths as the shop's pages:
 * sign-up through the accounts service, sign-in through the login route's action.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { signUp } from "~/server/accounts.server";
import { getDb } from "~/server/db/index.server";
import { profiles } from "~/server/db/schema.server";
import { action as loginAction } from "~/routes/login";
import { callAction } from "./routes";

export const PASSWORD = "hemmelig-kode-1";

export type TestUser = { id: string; email: string; cookie: string };

export function uniqueEmail(prefix = "kunde"): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.dk`;
}

/** A customer who signed up and confirmed the e-mail; `changes` sets role, discount, …. */
export async function createUser(
  options: { email?: string; changes?: Partial<typeof profiles.$inferInsert> } = {},
): Promise<{ id: string; email: string }> {
  const email = options.email ?? uniqueEmail();
  await signUp(
    {
      firstName: "Test",
      lastName: "Kunde",
      email,
      phone: "12345678",
      streetAddress: "Vestergade 1",
      postalCode: "2600",
      city: "Glostrup",
      country: "Danmark",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      terms: true,
    },
    "da",
    new Request("http://localhost/login"),
    `10.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}.1`,
  );
  const [row] = await getDb()
    .update(profiles)
    .set({ email_verified: true, ...options.changes })
    .where(eq(profiles.email, email))
    .returning({ id: profiles.id });
  return { id: row!.id, email };
}

/** Signs in through the login form and returns the cookies a browser would send next. */
export async function signInAs(email: string, password = PASSWORD, rememberMe = true): Promise<string> {
  const form: Record<string, string> = { intent: "login", email, password };
  if (rememberMe) form.rememberMe = "on";
  const response = await callAction(loginAction, "/login", form, {
    clientIp: `10.9.${Math.floor(Math.random() * 255)}.1`,
  });
  if (!(response instanceof Response) || response.status !== 302) {
    throw new Error(`sign-in failed for ${email}: ${JSON.stringify(response)}`);
  }
  // The "logged in" toast would be read and cleared by the next page; leave it out.
  return cookieHeader(response.headers)
    .split("; ")
    .filter((pair) => !pair.startsWith("krukke_toast="))
    .join("; ");
}

export async function createSignedInUser(options: Parameters<typeof createUser>[0] = {}): Promise<TestUser> {
  const user = await createUser(options);
  return { ...user, cookie: await signInAs(user.email) };
}

/** Set-Cookie headers as the Cookie header of the next request (cleared cookies left out). */
export function cookieHeader(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

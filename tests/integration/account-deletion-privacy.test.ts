/**
 * Deleting an account leaves nothing of the customer in the database but what the Bookkeeping
 * Act keeps: a customer with a name, e-mail, phone and street of their own signs up, orders
 * (home delivery and an Økoskab, paid, invoiced and shipped), starts a subscription, asks for a
 * new password, writes through the contact form and signs up for the newsletter (which the back
 * office removes, in its log, and the customer signs up again); once the
 * account is deleted, every text, JSON and array column of every table in the database is
 * searched for each of those values, and only the invoices table (invoices and credit notes,
 * kept as issued) may hold them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as deleteAction } from "~/routes/profile.delete";
import { requestPasswordReset } from "~/server/accounts.server";
import { removeSubscriber } from "~/server/admin/audience.server";
import { shipOrder } from "~/server/admin/orders.server";
import { addToCart } from "~/server/cart.server";
import { setShopClock } from "~/server/clock.server";
import { sendContactMessage } from "~/server/contact.server";
import { subscribeToNewsletter } from "~/server/newsletter.server";
import { queryRows } from "~/server/db/client.server";
import { getDb } from "~/server/db/index.server";
import { newsletterSubscribers } from "~/server/db/schema.server";
import { demoId, seedDemoData } from "~/server/db/seed.server";
import { payInSandbox } from "~/server/payments/quickpay-sandbox.server";
import { bookDueShipments } from "~/server/shipments.server";
import { startSubscription } from "~/server/subscriptions/start.server";
import { eq, sql } from "drizzle-orm";
import { placePaidOrder } from "./helpers/checkout";
import { setupTestDatabase } from "./helpers/database";
import { callAction } from "./helpers/routes";
import { setupServiceServer } from "./helpers/service-server";
import { createUser, signInAs } from "./helpers/users";

setupTestDatabase();
setupServiceServer();

/** The only tables allowed to keep the customer: invoices and credit notes (with their lines). */
const BOOKKEEPING_TABLES = ["invoices"];

const TOMATO = demoId("product", "tomatsuppe");
const MEATBALLS = demoId("product", "boller-i-karry");
// A Sunday morning, so that a subscription can start on Wednesday 2 December.
const SUNDAY = new Date("2026-11-29T09:00:00Z");

const person = {
  firstName: "Rosalind",
  lastName: "Brixtofte",
  email: "rosalind.brixtofte.slet@example.dk",
  phone: "61847392",
  street: "Hyldebaervej 83",
};

/** Every column of the public schema that can hold text: text, varchar, char, JSON and arrays. */
async function textColumns() {
  return queryRows<{ table_name: string; column_name: string }>(
    getDb(),
    sql`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
        order by c.table_name, c.column_name`,
  );
}

/** "table.column" for every column that holds `value` (case-insensitively). */
async function whereFound(value: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table_name, column_name } of await textColumns()) {
    const column = sql.identifier(column_name);
    const [row] = await queryRows<{ n: number }>(
      getDb(),
      sql`select count(*)::int as n from ${sql.identifier(table_name)}
          where strpos(lower(${column}::text), ${value.toLowerCase()}) > 0`,
    );
    if (row!.n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

const tablesOf = (places: string[]) => [...new Set(places.map((place) => place.split(".")[0]))].sort();

let userId = "";
let cookie = "";

beforeAll(async () => {
  setShopClock(SUNDAY);
  await seedDemoData(getDb());
  ({ id: userId } = await createUser({
    email: person.email,
    changes: {
      name: `${person.firstName} ${person.lastName}`,
      first_name: person.firstName,
      last_name: person.lastName,
      phone: person.phone,
      street_address: person.street,
    },
  }));
  cookie = await signInAs(person.email);
  const customer = { id: userId, email: person.email, cookie };
  const admin = await createUser({ changes: { role: "admin" } });

  // Two orders, paid (so invoiced) and shipped, so the account may go: one home, one to a locker.
  for (const pickup of [false, true]) {
    await addToCart(userId, TOMATO, 1);
    const orderId = await placePaidOrder(customer, { pickup });
    if (pickup) await bookDueShipments();
    expect(await shipOrder(admin, orderId)).toMatchObject({ ok: true });
  }
  const subscription = await startSubscription({
    userId,
    lines: [
      { productId: TOMATO, quantity: 4 },
      { productId: MEATBALLS, quantity: 2 },
    ],
    frequencyWeeks: 1,
    delivery: { provider: "standard" },
    startDate: "2026-12-02",
    language: "da",
  });
  if (!subscription.ok) throw new Error(`no subscription: ${subscription.reason}`);
  await payInSandbox(Number(new URL(subscription.url).pathname.split("/").at(-1)), "approved");
  await requestPasswordReset(person.email, new Request("http://localhost/forgot-password"), "10.34.0.2");
  await sendContactMessage(
    {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      subject: "andet",
      message: `Kan I stille krukkerne ved døren på ${person.street}?`,
      captchaAnswer: 0,
      privacy: true,
      newsletter: true,
    },
    "da",
  );
  const [subscriber] = await getDb()
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, person.email));
  await removeSubscriber(admin, subscriber!.id);
  await subscribeToNewsletter(
    { first_name: person.firstName, last_name: person.lastName, email: person.email },
    "da",
  );
}, 120_000);

afterAll(() => setShopClock(null));

describe("deleting an account", () => {
  it("leaves the customer's e-mail, name, phone and street only on invoices and credit notes", async () => {
    // Before: the customer is all over the database (which also shows the search finds them).
    const before = await whereFound(person.email);
    expect(before).toEqual(
      expect.arrayContaining([
        "profiles.email",
        "orders.customer_email",
        "email_outbox.to_address",
        "contact_messages.email",
        "newsletter_subscribers.email",
        "rate_limits.key",
        "audit_log.before",
      ]),
    );
    expect(await whereFound(person.street)).toEqual(
      expect.arrayContaining(["profiles.street_address", "orders.delivery_address", "invoices.snapshot"]),
    );
    expect(await whereFound(person.phone)).toContain("sandbox_shipments.body");

    const answer = (await callAction(
      deleteAction,
      "/profile/delete",
      { confirmEmail: person.email },
      { headers: { Cookie: cookie } },
    )) as Response;
    expect(answer.status).toBe(302);

    for (const value of Object.values(person)) {
      const left = (await whereFound(value)).filter(
        (place) => !BOOKKEEPING_TABLES.includes(place.split(".")[0]!),
      );
      expect(left, `"${value}" is still in ${left.join(", ")}`).toEqual([]);
    }
    // The invoices still name whom they were issued to.
    expect(tablesOf(await whereFound(person.lastName))).toEqual(BOOKKEEPING_TABLES);
  });
});

/**
 * What deleting an account erases (docs/decisions/0033): every row that holds the customer's
 * e-mail, name, phone or address, except the invoices and credit notes, which the Bookkeeping Act
 * keeps for five years as they were issued. Orders stay as numbers for the accounts (amounts,
 * status, postal code and city) without who or which door; an order's status and money are not
 * touched. The profile itself, and with it the sign-in, sessions, cart and cookie choices, is
 * deleted by the caller (profiles.server.ts).
 */
import { type AnyColumn, eq, or, sql } from "drizzle-orm";
import type { Transaction } from "./db/client.server";
import {
  auditLog,
  contactMessages,
  newsletterSubscribers,
  orders,
  rateLimits,
  sandboxShipments,
  subscriptions,
  verifications,
} from "./db/schema.server";
import { deleteEmailsOf } from "./mail/outbox.server";

export async function erasePersonalData(tx: Transaction, person: { userId: string; email: string }) {
  const { userId } = person;
  const email = person.email.trim().toLowerCase();
  const mentions = (column: AnyColumn) => sql`strpos(lower(${column}::text), ${email}) > 0`;

  // The built-in Økoskabet sandbox keeps the recipient of each booking (a live shop's bookings
  // are Økoskabet's, under its own terms).
  await tx
    .update(sandboxShipments)
    .set({ body: sql`${sandboxShipments.body} - 'customer'` })
    .where(
      sql`${sandboxShipments.shipment_reference} in (select id::text from ${orders} where ${orders.user_id} = ${userId})`,
    );
  await tx
    .update(orders)
    .set({
      user_id: null,
      customer_email: null,
      customer_name: null,
      customer_phone: null,
      // Keep where the goods went (postal code and city), not who or which door.
      delivery_address: sql`case when ${orders.delivery_address} is null then null else jsonb_build_object(
        'zip', ${orders.delivery_address}->>'zip', 'city', ${orders.delivery_address}->>'city',
        'country', ${orders.delivery_address}->>'country', 'street', '') end`,
    })
    .where(eq(orders.user_id, userId));
  // Cancelled before this (profiles.server.ts); the card's brand and last digits go too.
  await tx
    .update(subscriptions)
    .set({ card: null, payment_link: null })
    .where(eq(subscriptions.user_id, userId));
  await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
  await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = ${email}`);
  await deleteEmailsOf(email, tx);
  // Counters keyed by the address ("reset:anna@example.dk"); the link tokens of the account.
  await tx
    .delete(rateLimits)
    .where(sql`right(lower(${rateLimits.key}), ${email.length + 1}) = ${`:${email}`}`);
  await tx
    .delete(verifications)
    .where(or(eq(verifications.value, userId), mentions(verifications.identifier)));
  // The back office's log keeps what was done, not to whom (e.g. the address of a newsletter
  // subscriber removed): a value that names the address goes. Staff stay named as actors.
  await tx
    .update(auditLog)
    .set({
      before: sql`case when ${mentions(auditLog.before)} then null else ${auditLog.before} end`,
      after: sql`case when ${mentions(auditLog.after)} then null else ${auditLog.after} end`,
      note: sql`case when ${mentions(auditLog.note)} then null else ${auditLog.note} end`,
    })
    .where(or(mentions(auditLog.before), mentions(auditLog.after), mentions(auditLog.note)));
}

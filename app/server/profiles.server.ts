/**
 * A customer's own profile: reading and editing it (never its role or discount; the company
 * details only as a business customer), exporting everything the shop holds about them, and
 * deleting the account.
 */
import { cancelSubscriptionsOfUser } from "./subscriptions/billing.server";
import { subscriptionsOfUser } from "./subscriptions/view.server";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { orderNumber } from "~/lib/orders";
import type { Role } from "~/lib/domain";
import type { OwnProfile } from "~/lib/profiles";
import type { ProfileInput } from "~/lib/schemas/account";
import { getDb } from "./db/index.server";
import {
  cartItems,
  contactMessages,
  cookieConsents,
  newsletterSubscribers,
  orders,
  profiles,
} from "./db/schema.server";
import { listOrdersForUser } from "./orders.server";
import { erasePersonalData } from "./personal-data.server";

export async function getOwnProfile(userId: string): Promise<OwnProfile | null> {
  const [row] = await getDb().select().from(profiles).where(eq(profiles.id, userId));
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    streetAddress: row.street_address,
    postalCode: row.postal_code,
    city: row.city,
    country: row.country,
    role: row.role,
    discountPercentage: row.discount_percentage,
    companyName: row.company_name,
    cvrNumber: row.cvr_number,
    eanNumber: row.ean_number,
    memberSince: row.created_at.toISOString(),
  };
}

/**
 * Saves the editable fields of the user's own profile; role and discount are not among them, and
 * the company name, CVR and EAN numbers are only for a business customer (anyone else's are ignored).
 */
export async function updateOwnProfile(userId: string, role: Role, input: ProfileInput): Promise<void> {
  await getDb()
    .update(profiles)
    .set({
      first_name: input.firstName,
      last_name: input.lastName,
      name: `${input.firstName} ${input.lastName}`,
      phone: input.phone,
      street_address: input.streetAddress || null,
      postal_code: input.postalCode || null,
      city: input.city || null,
      ...(role === "b2b_customer"
        ? {
            company_name: input.companyName || null,
            cvr_number: input.cvrNumber || null,
            ean_number: input.eanNumber || null,
          }
        : {}),
    })
    .where(eq(profiles.id, userId));
}

/** Everything the shop holds about the user, as one JSON document (GDPR article 15 and 20). */
export async function exportOwnData(userId: string) {
  const db = getDb();
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile) return null;
  const email = profile.email.toLowerCase();
  const [orderList, subscriptionList, cart, consents, newsletter, messages] = await Promise.all([
    listOrdersForUser(userId),
    subscriptionsOfUser(userId),
    db.select().from(cartItems).where(eq(cartItems.user_id, userId)),
    db.select().from(cookieConsents).where(eq(cookieConsents.user_id, userId)),
    db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email}`),
    db
      .select()
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${email}`),
  ]);
  const { email_verified, image: _image, ...profileFields } = profile;
  return {
    exportedAt: new Date().toISOString(),
    profile: { ...profileFields, email_confirmed: email_verified },
    orders: orderList,
    subscriptions: subscriptionList,
    cart: cart.map(({ product_id, quantity, added_at, expires_at }) => ({
      product_id,
      quantity,
      added_at,
      expires_at,
    })),
    cookieConsents: consents.map(
      ({ analytics_cookies, marketing_cookies, functional_cookies, consent_given_at }) => ({
        analytics_cookies,
        marketing_cookies,
        functional_cookies,
        consent_given_at,
      }),
    ),
    newsletter: newsletter.map(({ first_name, last_name, email: address, created_at, confirmed_at }) => ({
      first_name,
      last_name,
      email: address,
      created_at,
      // Null: signed up, but not confirmed through the e-mail's link (so not subscribed).
      confirmed_at,
    })),
    contactMessages: messages.map(({ subject, message, created_at }) => ({ subject, message, created_at })),
  };
}

/**
 * The numbers of the customer's placed orders not yet shipped (paid, or confirmed with the card
 * saved): while there are any, the account stays.
 */
export async function undeliveredOrders(userId: string): Promise<string[]> {
  const rows = await getDb()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.user_id, userId), inArray(orders.status, ["confirmed", "paid"])))
    .orderBy(asc(orders.created_at));
  return rows.map((row) => orderNumber(row.id));
}

/**
 * Deletes the account: the profile and with it the login, sessions, cart and consents, and every
 * other trace of the customer (personal-data.server.ts). Orders stay for the accounts (5 years,
 * the Bookkeeping Act) with the customer's name and contact details removed; invoices and credit
 * notes stay as issued.
 */
export async function deleteOwnAccount(
  userId: string,
  /**
   * Runs once the subscriptions are cancelled, before the profile goes: the signed-in session
   * must be ended while it exists (deleting the profile deletes it), to clear its cookie.
   */
  beforeDeleting?: () => Promise<void>,
): Promise<boolean | { ordersOpen: string[] } | "subscriptions-unreachable"> {
  // A paid order not yet delivered still needs the customer's name and door, and its payment
  // is drawn at dispatch: the account waits for it (nothing is changed).
  const ordersOpen = await undeliveredOrders(userId);
  if (ordersOpen.length > 0) return { ordersOpen };
  // Its subscriptions are cancelled at QuickPay first: nothing may be charged after the account.
  if (!(await cancelSubscriptionsOfUser(userId))) return "subscriptions-unreachable";
  await beforeDeleting?.();
  return getDb().transaction(async (tx) => {
    const [profile] = await tx
      .select({ email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (!profile) return false;
    await erasePersonalData(tx, { userId, email: profile.email });
    await tx.delete(profiles).where(eq(profiles.id, userId));
    return true;
  });
}

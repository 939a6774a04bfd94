/** Newsletter subscribers and contact-form messages in the back office. */
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, containsPattern, type MessageFilter } from "~/lib/admin-filters";
import { getDb } from "../db/index.server";
import { contactMessages, newsletterSubscribers } from "../db/schema.server";
import { recordAudit, type AuditActor } from "./audit.server";

/**
 * Subscribers are the confirmed addresses only (double opt-in): a sign-up waiting for its
 * confirmation is neither listed nor exported, and `confirmed_at` is the proof of consent.
 */
function subscriberSearch(search: string): SQL | undefined {
  const confirmed = isNotNull(newsletterSubscribers.confirmed_at);
  if (!search) return confirmed;
  const pattern = containsPattern(search);
  return and(
    confirmed,
    or(
      ilike(newsletterSubscribers.email, pattern),
      ilike(newsletterSubscribers.first_name, pattern),
      ilike(newsletterSubscribers.last_name, pattern),
    ),
  );
}

export async function listSubscribers(filters: { search: string; page: number }) {
  const where = subscriberSearch(filters.search);
  const db = getDb();
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.created_at), newsletterSubscribers.id)
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { subscribers: rows, total: counted?.n ?? 0 };
}

/** Every confirmed subscriber, oldest first, for the CSV export. */
export function allSubscribers() {
  return getDb()
    .select()
    .from(newsletterSubscribers)
    .where(subscriberSearch(""))
    .orderBy(newsletterSubscribers.created_at, newsletterSubscribers.id);
}

/** Removes a subscriber; the e-mail is kept in the audit log so the removal can be accounted for. */
export async function removeSubscriber(actor: AuditActor, id: string): Promise<string | null> {
  return getDb().transaction(async (tx) => {
    const [removed] = await tx
      .delete(newsletterSubscribers)
      .where(eq(newsletterSubscribers.id, id))
      .returning();
    if (!removed) return null;
    await recordAudit(
      actor,
      {
        entityType: "newsletter_subscriber",
        entityId: id,
        action: "delete",
        before: { email: removed.email },
      },
      tx,
    );
    return removed.email;
  });
}

export async function listMessages(filters: { read: MessageFilter | null; page: number }) {
  const where =
    filters.read === "unread"
      ? isNull(contactMessages.read_at)
      : filters.read === "read"
        ? isNotNull(contactMessages.read_at)
        : undefined;
  const db = getDb();
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.created_at), contactMessages.id)
      .limit(ADMIN_PAGE_SIZE)
      .offset((filters.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { messages: rows, total: counted?.n ?? 0 };
}

/** Marks a message read or unread; false when there is no such message. */
export async function markMessage(actor: AuditActor, id: string, read: boolean): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [changed] = await tx
      .update(contactMessages)
      .set({ read_at: read ? new Date() : null })
      .where(
        and(
          eq(contactMessages.id, id),
          read ? isNull(contactMessages.read_at) : isNotNull(contactMessages.read_at),
        ),
      )
      .returning({ id: contactMessages.id });
    if (!changed) {
      // Already as asked (nothing to log), or no such message.
      const [exists] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      return Boolean(exists);
    }
    await recordAudit(
      actor,
      { entityType: "contact_message", entityId: id, action: read ? "read" : "unread" },
      tx,
    );
    return true;
  });
}

/**
 * The back office's audit log: every change an admin makes is recorded with who, when, what,
 * and the values before and after, in the same transaction as the change where there is one.
 */
import { and, desc, eq } from "drizzle-orm";
import { getDb, type Database, type Transaction } from "../db/index.server";
import { auditLog, type AuditEntry as AuditRow } from "../db/schema.server";
import type { SessionUser } from "../session.server";

export const AUDIT_ENTITIES = [
  "order",
  "product",
  "recipe",
  "blog_post",
  "discount_code",
  "profile",
  "newsletter_subscriber",
  "contact_message",
  "delivery_calendar",
  "subscription",
  "season_menu",
  "batch",
  "recall",
  "bookkeeping",
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export type AuditInput = {
  entityType: AuditEntity;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
  note?: string | null;
};

/** Who did it: an admin, or the shop itself (its jobs, and what QuickPay tells it). */
export type AuditActor = { id: SessionUser["id"] | null; email: string };

/** The shop's own doings, written as this in the trail. */
export const SYSTEM_ACTOR: AuditActor = { id: null, email: "system" };

export async function recordAudit(
  actor: AuditActor,
  entry: AuditInput,
  db: Database | Transaction = getDb(),
): Promise<void> {
  await db.insert(auditLog).values({
    actor_id: actor.id,
    actor_email: actor.email,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    action: entry.action,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
  });
}

/**
 * Records `entry` unless the same thing was already recorded with the same action and note (a
 * job or a callback that finds it again every minute does not fill the trail). True when written.
 */
export async function recordAuditOnce(
  actor: AuditActor,
  entry: AuditInput & { note: string },
  db: Database | Transaction = getDb(),
): Promise<boolean> {
  const [noted] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entity_type, entry.entityType),
        eq(auditLog.entity_id, entry.entityId),
        eq(auditLog.action, entry.action),
        eq(auditLog.note, entry.note),
      ),
    )
    .limit(1);
  if (noted) return false;
  await recordAudit(actor, entry, db);
  return true;
}

/** What was done to one thing, newest first. */
export function auditTrail(entityType: AuditEntity, entityId: string): Promise<AuditRow[]> {
  return getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, entityType), eq(auditLog.entity_id, entityId)))
    .orderBy(desc(auditLog.created_at));
}

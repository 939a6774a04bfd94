/** Customers in the back office: who they are, what they bought, their role and discount. */
import { and, count, desc, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, containsPattern } from "~/lib/admin-filters";
import type { Role } from "~/lib/domain";
import { parseKroner } from "~/lib/money";
import type { CustomerInput } from "~/lib/schemas/admin";
import { getDb } from "../db/index.server";
import { orders, profiles } from "../db/schema.server";
import { auditTrail, recordAudit, type AuditActor } from "./audit.server";

/** Orders that brought money in (or still hold it): what "spent" counts. */
const SPENDING = sql`${orders.status} in ('paid', 'shipped')`;

export async function listCustomers(options: { search: string; role: Role | null; page: number }) {
  const db = getDb();
  const parts: (SQL | undefined)[] = [];
  if (options.role) parts.push(eq(profiles.role, options.role));
  if (options.search) {
    const pattern = containsPattern(options.search);
    parts.push(
      or(ilike(profiles.email, pattern), ilike(profiles.name, pattern), ilike(profiles.phone, pattern)),
    );
  }
  const where = and(...parts);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        email: profiles.email,
        name: profiles.name,
        role: profiles.role,
        discount: profiles.discount_percentage,
        createdAt: profiles.created_at,
        orders:
          sql<number>`(select count(*) from ${orders} where ${orders.user_id} = ${profiles.id})`.mapWith(
            Number,
          ),
        spent: sql<string>`(select coalesce(sum(${orders.total_price}), 0) from ${orders} where ${orders.user_id} = ${profiles.id} and ${SPENDING})`,
      })
      .from(profiles)
      .where(where)
      .orderBy(desc(profiles.created_at), desc(profiles.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((options.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(profiles).where(where),
  ]);
  return {
    customers: rows.map((row) => ({ ...row, spent: parseKroner(row.spent) })),
    total: counted?.n ?? 0,
  };
}

export async function customerDetail(id: string) {
  const db = getDb();
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, id));
  if (!profile) return null;
  const [recent, audit] = await Promise.all([
    db
      .select({
        id: orders.id,
        createdAt: orders.created_at,
        status: orders.status,
        total: orders.total_price,
      })
      .from(orders)
      .where(eq(orders.user_id, id))
      .orderBy(desc(orders.created_at))
      .limit(50),
    auditTrail("profile", id),
  ]);
  return { profile, orders: recent.map((order) => ({ ...order, total: parseKroner(order.total) })), audit };
}

export type CustomerUpdateResult = { ok: true } | { ok: false; problem: "not-found" | "own-role" };

/** Sets the role and the standing discount. An admin cannot take away their own admin role. */
export async function updateCustomer(
  actor: AuditActor,
  id: string,
  input: CustomerInput,
): Promise<CustomerUpdateResult> {
  return getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(profiles).where(eq(profiles.id, id)).for("update");
    if (!before) return { ok: false as const, problem: "not-found" as const };
    if (id === actor.id && input.role !== "admin")
      return { ok: false as const, problem: "own-role" as const };
    const discount = input.discountPercentage.toFixed(2);
    await tx
      .update(profiles)
      .set({ role: input.role, discount_percentage: discount })
      .where(eq(profiles.id, id));
    await recordAudit(
      actor,
      {
        entityType: "profile",
        entityId: id,
        action: "role",
        before: { role: before.role, discount: before.discount_percentage },
        after: { role: input.role, discount },
      },
      tx,
    );
    return { ok: true as const };
  });
}

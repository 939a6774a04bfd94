/** Discount codes in the back office: list, create, edit, switch on and off, each change logged. */
import { desc, eq } from "drizzle-orm";
import { copenhagenEndOfDay, copenhagenMidnight, shopDate } from "~/lib/copenhagen";
import { toKronerString } from "~/lib/money";
import type { DiscountCodeInput } from "~/lib/schemas/admin";
import { getDb } from "../db/index.server";
import { discountCodes, type DiscountCode } from "../db/schema.server";
import { auditTrail, recordAudit, type AuditActor } from "./audit.server";

export function listDiscountCodes(): Promise<DiscountCode[]> {
  return getDb()
    .select()
    .from(discountCodes)
    .orderBy(desc(discountCodes.active), desc(discountCodes.created_at));
}

export async function discountCodeDetail(id: string) {
  const [code] = await getDb().select().from(discountCodes).where(eq(discountCodes.id, id));
  if (!code) return null;
  return { code, audit: await auditTrail("discount_code", id) };
}

/** The form's values for a stored code (dates as Copenhagen calendar days, amounts as kroner). */
export function discountCodeFormValues(code: DiscountCode) {
  return {
    code: code.code,
    discountType: code.discount_type,
    discountValue: code.discount_type === "free_shipping" ? "" : code.discount_value.replace(".", ","),
    minimumOrderAmount: code.minimum_order_amount?.replace(".", ",") ?? "",
    usageLimit: code.usage_limit === null ? "" : String(code.usage_limit),
    startDate: code.start_date ? shopDate(code.start_date) : "",
    endDate: code.end_date ? shopDate(code.end_date) : "",
    active: code.active,
  };
}

function columns(input: DiscountCodeInput) {
  return {
    code: input.code,
    discount_type: input.discountType,
    discount_value: input.discountType === "free_shipping" ? "0" : toKronerString(input.discountValue ?? 0),
    minimum_order_amount:
      input.minimumOrderAmount === undefined ? null : toKronerString(input.minimumOrderAmount),
    usage_limit: input.usageLimit ?? null,
    start_date: input.startDate ? copenhagenMidnight(input.startDate) : null,
    end_date: input.endDate ? copenhagenEndOfDay(input.endDate) : null,
    active: input.active,
  };
}

/** What is worth keeping in the log: the rules, not the bookkeeping. */
const logged = (code: DiscountCode) => ({
  code: code.code,
  type: code.discount_type,
  value: code.discount_value,
  minimum: code.minimum_order_amount,
  usageLimit: code.usage_limit,
  start: code.start_date,
  end: code.end_date,
  active: code.active,
});

export type DiscountSaveResult =
  { ok: true; id: string } | { ok: false; problem: "code-taken" | "below-used" | "not-found" };

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === "23505" ||
  (error as { cause?: { code?: string } }).cause?.code === "23505";

export async function createDiscountCode(
  actor: AuditActor,
  input: DiscountCodeInput,
): Promise<DiscountSaveResult> {
  try {
    return await getDb().transaction(async (tx) => {
      const [created] = await tx.insert(discountCodes).values(columns(input)).returning();
      await recordAudit(
        actor,
        { entityType: "discount_code", entityId: created!.id, action: "create", after: logged(created!) },
        tx,
      );
      return { ok: true as const, id: created!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, problem: "code-taken" };
    throw error;
  }
}

export async function updateDiscountCode(
  actor: AuditActor,
  id: string,
  input: DiscountCodeInput,
): Promise<DiscountSaveResult> {
  try {
    return await getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
      if (!before) return { ok: false as const, problem: "not-found" as const };
      if (input.usageLimit !== undefined && input.usageLimit < before.times_used)
        return { ok: false as const, problem: "below-used" as const };
      const [after] = await tx
        .update(discountCodes)
        .set(columns(input))
        .where(eq(discountCodes.id, id))
        .returning();
      await recordAudit(
        actor,
        {
          entityType: "discount_code",
          entityId: id,
          action: "update",
          before: logged(before),
          after: logged(after!),
        },
        tx,
      );
      return { ok: true as const, id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, problem: "code-taken" };
    throw error;
  }
}

/** Switches a code off (or on again); a code that was used stays for the orders that used it. */
export async function setDiscountCodeActive(
  actor: AuditActor,
  id: string,
  active: boolean,
): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [updated] = await tx
      .update(discountCodes)
      .set({ active })
      .where(eq(discountCodes.id, id))
      .returning({ id: discountCodes.id });
    if (!updated) return false;
    await recordAudit(
      actor,
      {
        entityType: "discount_code",
        entityId: id,
        action: active ? "activate" : "deactivate",
        after: { active },
      },
      tx,
    );
    return true;
  });
}

/**
 * A discount code's uses: taken when an order is made with the code (never past its limit, also
 * under concurrent orders), and given back when the order is given up before it was paid for.
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Transaction } from "./db/client.server";
import { discountCodes } from "./db/schema.server";

/** Counts one use of the code; false when its uses are all taken. */
export async function takeCodeUse(tx: Transaction, codeId: string): Promise<boolean> {
  const counted = await tx
    .update(discountCodes)
    .set({ times_used: sql`${discountCodes.times_used} + 1` })
    .where(
      and(
        eq(discountCodes.id, codeId),
        or(isNull(discountCodes.usage_limit), lt(discountCodes.times_used, discountCodes.usage_limit)),
      ),
    )
    .returning({ id: discountCodes.id });
  return counted.length > 0;
}

/** Gives a cancelled order's use of the code back. */
export async function giveCodeUseBack(tx: Transaction, codeId: string | null): Promise<void> {
  if (!codeId) return;
  await tx
    .update(discountCodes)
    .set({ times_used: sql`greatest(${discountCodes.times_used} - 1, 0)` })
    .where(eq(discountCodes.id, codeId));
}

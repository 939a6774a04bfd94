/**
 * The kitchen's record of batches: one at a time, or a production day's in one step. The shop
 * proposes the lot code (the product and the production date) and the date on the jars (the
 * production date plus the product's shelf life); the owner may type their own. Audit-logged.
 */
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { proposeBestBefore, proposeLotCode } from "~/lib/batches";
import { recordAudit, type AuditActor } from "../admin/audit.server";
import { getDb, type Transaction } from "../db/index.server";
import { batches, products, type Batch } from "../db/schema.server";
import { batchStock } from "./stock.server";

export type BatchInput = {
  productId: string;
  /** Empty: the shop's proposal. */
  lotCode: string;
  producedOn: string;
  /** Null: produced on + the product's shelf life. */
  bestBefore: string | null;
  jars: number;
};

export type BatchProblem = "unknown-product" | "lot-taken" | "best-before-needed" | "best-before-early";

async function takenLots(tx: Transaction, productId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ lot: batches.lot_code })
    .from(batches)
    .where(eq(batches.product_id, productId));
  return new Set(rows.map((row) => row.lot));
}

async function insertBatch(
  tx: Transaction,
  actor: AuditActor,
  input: BatchInput,
): Promise<{ ok: true; batch: Batch } | { ok: false; problem: BatchProblem }> {
  const [product] = await tx
    .select({ id: products.id, title: products.title, shelfLifeDays: products.shelf_life_days })
    .from(products)
    .where(and(eq(products.id, input.productId), isNull(products.archived_at)));
  if (!product) return { ok: false, problem: "unknown-product" };
  const bestBefore = input.bestBefore ?? proposeBestBefore(input.producedOn, product.shelfLifeDays);
  if (!bestBefore) return { ok: false, problem: "best-before-needed" };
  if (bestBefore < input.producedOn) return { ok: false, problem: "best-before-early" };
  const taken = await takenLots(tx, product.id);
  const lotCode = input.lotCode || proposeLotCode(product.title, input.producedOn, taken);
  if (taken.has(lotCode)) return { ok: false, problem: "lot-taken" };
  // Two people saving the same lot code at once: the second waits for the first and writes
  // nothing (batches_product_lot_idx), and is told the code is taken.
  const [batch] = await tx
    .insert(batches)
    .values({
      product_id: product.id,
      lot_code: lotCode,
      produced_on: input.producedOn,
      best_before: bestBefore,
      jars_made: input.jars,
    })
    .onConflictDoNothing({ target: [batches.product_id, batches.lot_code] })
    .returning();
  if (!batch) return { ok: false, problem: "lot-taken" };
  await recordAudit(
    actor,
    {
      entityType: "batch",
      entityId: batch.id,
      action: "create",
      after: {
        product: product.title,
        lot: lotCode,
        producedOn: input.producedOn,
        bestBefore,
        jars: input.jars,
      },
    },
    tx,
  );
  return { ok: true, batch };
}

/** Thrown inside a transaction to undo it (nothing written, no audit entry) and say why. */
class Refused extends Error {
  constructor(
    readonly problem: BatchProblem,
    readonly productId: string,
  ) {
    super(problem);
  }
}

/**
 * Records batches, all or nothing: the first that cannot be recorded undoes the rest and is
 * named. One batch from the form, or a production day's (lot codes and dates proposed).
 */
export async function recordBatches(
  actor: AuditActor,
  inputs: readonly BatchInput[],
): Promise<{ ok: true; batches: Batch[] } | { ok: false; problem: BatchProblem; productId: string }> {
  try {
    return await getDb().transaction(async (tx) => {
      const made: Batch[] = [];
      for (const input of inputs) {
        const result = await insertBatch(tx, actor, input);
        if (!result.ok) throw new Refused(result.problem, input.productId);
        made.push(result.batch);
      }
      return { ok: true as const, batches: made };
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, problem: error.problem, productId: error.productId };
    throw error;
  }
}

export type BatchRow = {
  id: string;
  productId: string;
  productTitle: string;
  lotCode: string;
  producedOn: string;
  bestBefore: string;
  jarsMade: number;
  left: number;
  recalled: boolean;
};

/** The batches, newest production first, with what each has left; `productId` narrows to one product. */
export async function listBatches(productId?: string, limit = 200): Promise<BatchRow[]> {
  const db = getDb();
  const recent = await db
    .select({ id: batches.id, productId: batches.product_id, title: products.title })
    .from(batches)
    .innerJoin(products, eq(products.id, batches.product_id))
    .where(productId ? eq(batches.product_id, productId) : undefined)
    .orderBy(desc(batches.produced_on), desc(batches.created_at))
    .limit(limit);
  const stock = await batchStock([...new Set(recent.map((row) => row.productId))], db);
  return recent.flatMap((row) => {
    const batch = stock.find((candidate) => candidate.id === row.id);
    return batch ? [{ ...batch, productTitle: row.title }] : [];
  });
}

/** How many batches there are at all (the back office's empty state). */
export async function countBatches(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(batches);
  return row?.n ?? 0;
}

/**
 * The back office's batch forms: /admin/batcher (the batches and the form for one), the
 * production plan's "record the day's batches" and the packing slip's "pack the order". Each
 * reads its form with its schema (~/lib/schemas/batches) and hands it to the service; a bad form
 * or a refused change is a 400 saying what is wrong and changes nothing; a change made goes back
 * to the page with a toast.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { asc, eq, isNull } from "drizzle-orm";
import { data } from "react-router";
import { proposeBestBefore, proposeLotCode } from "~/lib/batches";
import { isUuid } from "~/lib/ids";
import {
  batchSchema,
  dayBatchesSchema,
  readPackingChoice,
  sameAssignments,
  type BatchActionData,
} from "~/lib/schemas/batches";
import { shopDate } from "~/lib/copenhagen";
import type { AuditActor } from "../admin/audit.server";
import { shopNow } from "../clock.server";
import { getDb } from "../db/index.server";
import { batches, products } from "../db/schema.server";
import { readForm } from "../forms.server";
import { redirectWithToast } from "../toast.server";
import { countBatches, listBatches, recordBatches, type BatchProblem } from "./batches.server";
import { packingOf, packOrder } from "./packing.server";

const PAGE = "/admin/batcher";

/** The field a refused batch belongs on. */
const PROBLEM_FIELD: Record<BatchProblem, string> = {
  "unknown-product": "productId",
  "lot-taken": "lotCode",
  "best-before-needed": "bestBefore",
  "best-before-early": "bestBefore",
};

/** The products a batch may be of (not archived), each with the lot code and date proposed for `day`. */
export async function batchProducts(day: string) {
  const db = getDb();
  const [rows, lots] = await Promise.all([
    db
      .select({ id: products.id, title: products.title, shelfLifeDays: products.shelf_life_days })
      .from(products)
      .where(isNull(products.archived_at))
      .orderBy(asc(products.title)),
    db
      .select({ productId: batches.product_id, lot: batches.lot_code })
      .from(batches)
      .where(eq(batches.produced_on, day)),
  ]);
  return rows.map((product) => ({
    id: product.id,
    title: product.title,
    lotCode: proposeLotCode(
      product.title,
      day,
      new Set(lots.filter((lot) => lot.productId === product.id).map((lot) => lot.lot)),
    ),
    bestBefore: proposeBestBefore(day, product.shelfLifeDays),
  }));
}

/** What /admin/batcher shows: the batches (of one product, `?produkt=`), the form's products and today. */
export async function batchPage(request: Request) {
  const wanted = new URL(request.url).searchParams.get("produkt") ?? "";
  const productId = isUuid(wanted) ? wanted : undefined;
  const today = shopDate(shopNow());
  const [rows, choices, total] = await Promise.all([
    listBatches(productId),
    batchProducts(today),
    countBatches(),
  ]);
  return { batches: rows, products: choices, today, productId: productId ?? null, total };
}

/** Records one batch from /admin/batcher's form. */
export async function recordBatchAction(request: Request, admin: AuditActor) {
  const form = await readForm(request);
  const submission = parseWithZod(form, { schema: batchSchema });
  if (submission.status !== "success")
    return data<BatchActionData>({ result: submission.reply() }, { status: 400 });
  const input = submission.value;
  const outcome = await recordBatches(admin, [
    {
      productId: input.productId,
      lotCode: input.lotCode ?? "",
      producedOn: input.producedOn,
      bestBefore: input.bestBefore ?? null,
      jars: input.jars,
    },
  ]);
  if (!outcome.ok)
    return data<BatchActionData>(
      {
        result: submission.reply({
          fieldErrors: { [PROBLEM_FIELD[outcome.problem]]: [`admin:batches.problems.${outcome.problem}`] },
        }),
      },
      { status: 400 },
    );
  return redirectWithToast(PAGE, {
    type: "success",
    title: "admin:batches.recorded",
    values: { lot: outcome.batches[0]!.lot_code },
  });
}

/** The production plan's "record the day's batches": one batch per product with jars, all or none. */
export async function recordDayAction(form: FormData, admin: AuditActor) {
  const submission = parseWithZod(form, { schema: dayBatchesSchema });
  if (submission.status !== "success")
    return data<BatchActionData & { day: string }>(
      { day: String(form.get("day") ?? ""), result: submission.reply() },
      { status: 400 },
    );
  const { producedOn, lines } = submission.value;
  const made = lines.filter((line) => line.jars > 0);
  const outcome = await recordBatches(
    admin,
    made.map((line) => ({
      productId: line.productId,
      lotCode: "",
      producedOn,
      bestBefore: null,
      jars: line.jars,
    })),
  );
  if (!outcome.ok) {
    const [product] = await getDb()
      .select({ title: products.title })
      .from(products)
      .where(eq(products.id, outcome.productId));
    return data<BatchActionData & { day: string; product: string }>(
      {
        day: String(form.get("day") ?? ""),
        product: product?.title ?? "",
        problem: `batches.problems.${outcome.problem}`,
      },
      { status: 400 },
    );
  }
  return redirectWithToast(PAGE, {
    type: "success",
    title: "admin:batches.dayRecorded",
    values: { count: outcome.batches.length },
  });
}

export type PackActionData = { problem: string; itemId?: string };

/**
 * The packing slip's "pack the order": the packer's lots per line; a line left as FEFO proposed
 * it is packed by FEFO (so a line no batch can fill is packed with what there is).
 */
export async function packSlipAction(request: Request, admin: AuditActor, orderId: string) {
  const form = await readForm(request);
  const packing = await packingOf(orderId);
  if (!packing) return data<PackActionData>({ problem: "not-found" }, { status: 404 });
  const chosen = readPackingChoice(
    form,
    packing.lines.map((line) => line.itemId),
  );
  for (const line of packing.lines) {
    const choice = chosen.get(line.itemId);
    if (choice && line.short > 0 && sameAssignments(choice, line.proposal)) chosen.delete(line.itemId);
  }
  const outcome = await packOrder(admin, orderId, chosen);
  if (!outcome.ok)
    return data<PackActionData>(
      { problem: outcome.problem, itemId: "itemId" in outcome ? outcome.itemId : undefined },
      { status: 400 },
    );
  return redirectWithToast(`/admin/ordrer/${orderId}/pakkeseddel`, {
    type: outcome.short > 0 ? "info" : "success",
    title: outcome.short > 0 ? "admin:packingSlip.packedShort" : "admin:packingSlip.packed",
    values: { count: outcome.short },
  });
}

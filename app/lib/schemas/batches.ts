/**
 * The back office's batch forms (~/lib/batches): one batch from /admin/batcher, a production
 * day's batches from the production plan, and the packer's choice of lots on the packing slip.
 * Messages are translation keys in the back office's namespace ("admin:…").
 */
import type { SubmissionResult } from "@conform-to/react";
import { z } from "./zod";
import { isDate } from "../copenhagen";
import { isUuid } from "../ids";
import { LOT_CODE_MAX, LOT_CODE_PATTERN, MAX_JARS_PER_BATCH, type Assignment } from "../batches";

const message = (key: string) => `admin:validation.${key}`;
const batch = (key: string) => `admin:batches.validation.${key}`;

const uuid = z.string({ error: batch("product") }).refine(isUuid, batch("product"));
const day = z.string({ error: message("date") }).refine(isDate, message("date"));

const jars = (min: number) =>
  z
    .number({ error: message("wholeNumber") })
    .int(message("wholeNumber"))
    .min(min, batch("jars"))
    .max(MAX_JARS_PER_BATCH, batch("jars"));

/** A lot code as typed: upper case, letters, digits and dashes; empty is the shop's proposal. */
export const lotCode = z
  .string()
  .trim()
  .toUpperCase()
  .max(LOT_CODE_MAX, batch("lotCode"))
  .regex(LOT_CODE_PATTERN, batch("lotCode"))
  .optional();

/** One batch: its product, when it was made, its lot code and date (empty: proposed), its jars. */
export const batchSchema = z
  .object({
    productId: uuid,
    producedOn: day,
    lotCode,
    bestBefore: day.optional(),
    jars: jars(1),
  })
  .superRefine((value, context) => {
    if (value.bestBefore && isDate(value.producedOn) && value.bestBefore < value.producedOn)
      context.addIssue({ code: "custom", path: ["bestBefore"], message: batch("bestBeforeEarly") });
  });

/** A production day's batches: the date they were made and the jars per product (0: none made). */
export const dayBatchesSchema = z.object({
  producedOn: day,
  lines: z
    .array(z.object({ productId: uuid, jars: jars(0).optional().default(0) }))
    .min(1, batch("nothing"))
    .refine((lines) => lines.some((line) => line.jars > 0), batch("nothing")),
});

/** The answer to a refused batch form: the form's Conform reply, and a problem of no one field. */
export type BatchActionData = { result?: SubmissionResult<string[]>; problem?: string };

/** How many rows of lots the packing slip offers each line (a line may span two batches or more). */
export const PACKING_ROWS = 3;

/** The names of a packing slip row's fields. */
export const packingField = (itemId: string, row: number) => ({
  batch: `batch-${itemId}-${row}`,
  jars: `jars-${itemId}-${row}`,
});

/**
 * The lots a packer chose for each line, read from the packing slip's form: rows with a batch
 * and a number of jars. A row with no batch or no jars is left out; jars that are no whole
 * number make the line's choice count wrong (`NaN`), which packing refuses in words. Lines the
 * form did not send are not in the answer (FEFO packs them).
 */
export function readPackingChoice(
  form: { get(name: string): unknown; has(name: string): boolean },
  itemIds: readonly string[],
): Map<string, Assignment[]> {
  const chosen = new Map<string, Assignment[]>();
  for (const itemId of itemIds) {
    if (!form.has(packingField(itemId, 0).batch)) continue;
    const rows: Assignment[] = [];
    for (let row = 0; row < PACKING_ROWS; row++) {
      const names = packingField(itemId, row);
      const batchId = String(form.get(names.batch) ?? "");
      const typed = String(form.get(names.jars) ?? "").trim();
      if (batchId === "" || typed === "" || typed === "0") continue;
      const quantity = /^\d{1,6}$/.test(typed) ? Number(typed) : Number.NaN;
      const same = rows.find((existing) => existing.batchId === batchId);
      if (same) same.quantity += quantity;
      else rows.push({ batchId, quantity });
    }
    chosen.set(itemId, rows);
  }
  return chosen;
}

/** Whether two lists of assignments give the same jars from the same batches. */
export function sameAssignments(a: readonly Assignment[], b: readonly Assignment[]): boolean {
  const key = (list: readonly Assignment[]) =>
    [...list]
      .map((entry) => `${entry.batchId}:${entry.quantity}`)
      .sort()
      .join(",");
  return key(a) === key(b);
}

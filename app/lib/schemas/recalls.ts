/**
 * The back office's recall form (app/routes/admin.tilbagekaldelser.ny.tsx), run in the browser and on
 * the server: a product, its lots (chosen one by one, or every lot produced in a date range),
 * and why and what to do, in Danish and English. Messages are keys in the back office's texts.
 */
import { isDate } from "../copenhagen";
import { isUuid } from "../ids";
import { requiredText } from "./admin";
import { z } from "./zod";

/** The longest reason or advice: a notice and an e-mail paragraph, not a report. */
export const RECALL_TEXT_MAX = 2_000;

export const RECALL_CHOICES = ["lots", "dates"] as const;

const message = (key: string) => `admin:recalls.validation.${key}`;

const day = z
  .string()
  .optional()
  .refine((value) => value === undefined || isDate(value), message("date"));

export const recallSchema = z
  .object({
    productId: z.string({ error: message("product") }).refine(isUuid, message("product")),
    choice: z.enum(RECALL_CHOICES, { error: message("choice") }).default("lots"),
    lots: z.array(z.string().refine(isUuid, message("noLots"))).default([]),
    from: day,
    to: day,
    reason: requiredText(RECALL_TEXT_MAX),
    reasonEn: requiredText(RECALL_TEXT_MAX),
    advice: requiredText(RECALL_TEXT_MAX),
    adviceEn: requiredText(RECALL_TEXT_MAX),
  })
  .superRefine((value, context) => {
    if (value.choice === "lots" && value.lots.length === 0)
      context.addIssue({ code: "custom", path: ["lots"], message: message("noLots") });
    if (value.choice === "dates") {
      if (!value.from) context.addIssue({ code: "custom", path: ["from"], message: message("date") });
      if (!value.to) context.addIssue({ code: "custom", path: ["to"], message: message("date") });
      if (value.from && value.to && value.to < value.from)
        context.addIssue({ code: "custom", path: ["to"], message: message("toBeforeFrom") });
    }
  });
export type RecallFormInput = z.infer<typeof recallSchema>;

/** The lots a valid form chose, as the recall's services take them. */
export function lotChoiceOf(
  input: Pick<RecallFormInput, "choice" | "lots" | "from" | "to">,
): { batchIds: readonly string[] } | { from: string; to: string } {
  return input.choice === "dates" ? { from: input.from!, to: input.to! } : { batchIds: input.lots };
}

/**
 * The back office's forms, one schema each, used in the browser and on the server. Messages
 * are translation keys in the back office's namespace ("admin:validation.…").
 */
import { z } from "zod";
import { isDate } from "../delivery";
import { DISCOUNT_TYPES, ROLES } from "../domain";
import { readKronerInput } from "../money";

const message = (key: string) => `admin:validation.${key}`;

/** An amount in kroner as typed, in øre; empty is `undefined`. */
const kroner = z
  .string()
  .optional()
  .transform((value, context) => {
    if (value === undefined || value.trim() === "") return undefined;
    const ore = readKronerInput(value);
    if (ore === null) {
      context.addIssue({ code: "custom", message: message("amount") });
      return z.NEVER;
    }
    return ore;
  });

const day = z
  .string()
  .optional()
  .refine((value) => value === undefined || isDate(value), message("date"));

export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;

export const discountCodeSchema = z
  .object({
    code: z
      .string({ error: message("required") })
      .trim()
      .toUpperCase()
      .regex(DISCOUNT_CODE_PATTERN, message("code")),
    discountType: z.enum(DISCOUNT_TYPES, { error: message("required") }),
    discountValue: kroner,
    minimumOrderAmount: kroner,
    usageLimit: z
      .number({ error: message("wholeNumber") })
      .int(message("wholeNumber"))
      .min(1, message("usageLimit"))
      .max(1_000_000, message("usageLimit"))
      .optional(),
    startDate: day,
    endDate: day,
    active: z.boolean().optional().default(false),
  })
  .superRefine((value, context) => {
    if (
      value.discountType === "percentage" &&
      (value.discountValue === undefined || value.discountValue < 1_00 || value.discountValue > 100_00)
    ) {
      context.addIssue({ code: "custom", path: ["discountValue"], message: message("percentage") });
    }
    if (
      value.discountType === "fixed_amount" &&
      (value.discountValue === undefined || value.discountValue <= 0)
    ) {
      context.addIssue({ code: "custom", path: ["discountValue"], message: message("fixedAmount") });
    }
    if (value.startDate && value.endDate && value.endDate < value.startDate) {
      context.addIssue({ code: "custom", path: ["endDate"], message: message("endBeforeStart") });
    }
  });
export type DiscountCodeInput = z.infer<typeof discountCodeSchema>;

export const customerSchema = z.object({
  role: z.enum(ROLES, { error: message("required") }),
  discountPercentage: z
    .number({ error: message("percentRange") })
    .min(0, message("percentRange"))
    .max(100, message("percentRange"))
    .refine((value) => Number.isInteger(value * 100), message("percentRange")),
});
export type CustomerInput = z.infer<typeof customerSchema>;

/**
 * The back office's forms, one schema each, used in the browser and on the server. Messages
 * are translation keys in the back office's namespace ("admin:validation.…").
 */
import { z } from "./zod";
import { ACCOUNT_PATTERN } from "../bookkeeping-accounts";
import { copenhagenDateTime, isDate } from "../copenhagen";
import {
  BLOG_CATEGORIES,
  DIFFICULTIES,
  DISCOUNT_TYPES,
  PRODUCT_TYPES,
  RECIPE_CATEGORIES,
  ROLES,
} from "../domain";
import { DISCOUNT_CODE_PATTERN } from "../discounts";
import { ALLERGENS, DIETS, GLUTEN_CEREALS, NET_UNITS, NUT_KINDS, ORGANIC_ORIGINS } from "../food";
import { foodInputIssues } from "../food-form";
import { readKronerInput } from "../money";

const message = (key: string) => `admin:validation.${key}`;

/** An amount in kroner as typed, in øre; empty is `undefined`. */
export const kroner = z
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

/** Browsers send a textarea's line breaks as CRLF; the shop keeps one kind. */
const oneKindOfLineBreak = (text: string) => text.replace(/\r\n?/g, "\n");

/** A required text of at most `max` characters. */
export const requiredText = (max: number) =>
  z
    .string({ error: message("required") })
    .transform(oneKindOfLineBreak)
    .pipe(z.string().trim().min(1, message("required")).max(max, message("tooLong")));
/** An optional text of at most `max` characters; empty is `undefined`. */
export const optionalText = (max: number) =>
  z
    .string()
    .transform(oneKindOfLineBreak)
    .pipe(z.string().trim().max(max, message("tooLong")))
    .optional()
    .transform((value) => value || undefined);

/** A price in kroner as typed, in øre, that must be given. */
export const price = kroner.refine((value) => value !== undefined, message("price"));

/** Grams, kJ or kcal per 100 g as typed ("4,5"); empty is `undefined`. */
const nutrient = z
  .string()
  .optional()
  .transform((value, context) => {
    const clean = value?.trim().replace(",", ".");
    if (!clean) return undefined;
    const amount = Number(clean);
    if (!/^\d{1,5}(\.\d{1,2})?$/.test(clean) || !Number.isFinite(amount)) {
      context.addIssue({ code: "custom", message: message("nutrition") });
      return z.NEVER;
    }
    return amount;
  });

const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
/**
 * An image to upload, checked here by the browser's word (type and size) so the shop owner
 * hears at once; the server reads the file itself before it is used.
 */
export const image = z
  .instanceof(File, { message: message("image") })
  .optional()
  .refine(
    (file) =>
      file === undefined ||
      (file.size <= MAX_IMAGE_BYTES && (IMAGE_TYPES as readonly string[]).includes(file.type)),
    message("image"),
  );

export const positiveWhole = (max: number) =>
  z
    .number({ error: message("wholeNumber") })
    .int(message("wholeNumber"))
    .min(1, message("wholeNumber"))
    .max(max, message("wholeNumber"))
    .optional();

/**
 * A number as typed ("4,5", "-1"); empty is `undefined`. Its range is the food rules' to judge
 * (a percentage over 100 is told so, not that it is no number).
 */
const decimal = z
  .string()
  .optional()
  .transform((value, context) => {
    const clean = value?.trim().replace(",", ".");
    if (!clean) return undefined;
    if (!/^-?\d{1,5}(\.\d{1,2})?$/.test(clean)) {
      context.addIssue({ code: "custom", message: message("nutrition") });
      return z.NEVER;
    }
    return Number(clean);
  });

/** The cereal (gluten) or nut an ingredient is. */
const ALLERGEN_KINDS = [...Object.keys(GLUTEN_CEREALS), ...Object.keys(NUT_KINDS)] as [string, ...string[]];

/** One row of the ingredient list, in the list's order. */
const ingredientRow = z.object({
  da: requiredText(200),
  en: optionalText(200),
  percent: decimal,
  allergen: z.enum(ALLERGENS, { error: message("required") }).optional(),
  kind: z.enum(ALLERGEN_KINDS, { error: message("required") }).optional(),
  organic: z.boolean().optional().default(false),
});

export const MAX_INGREDIENTS = 60;

export const productSchema = z
  .object({
    title: requiredText(200),
    titleEn: optionalText(200),
    description: requiredText(500),
    descriptionEn: optionalText(500),
    descriptionLong: optionalText(5000),
    descriptionLongEn: optionalText(5000),
    basePrice: price,
    customerPrice: kroner,
    b2bPrice: kroner,
    type: z.enum(PRODUCT_TYPES, { error: message("required") }),
    /** The net quantity as the product shows it ("500 g"), the `weight` column. */
    weight: optionalText(50),
    brand: optionalText(100),
    // Food information (~/lib/food; ~/lib/food-form reads it and checks it below).
    allergens: z.array(z.enum(ALLERGENS, { error: message("required") })).default([]),
    allergenFree: z.boolean().optional().default(false),
    mayContain: z.array(z.enum(ALLERGENS, { error: message("required") })).default([]),
    diets: z.array(z.enum(DIETS, { error: message("required") })).default([]),
    ingredients: z.array(ingredientRow).max(MAX_INGREDIENTS, message("food.tooManyIngredients")).default([]),
    energyKj: nutrient,
    energy: nutrient,
    fat: nutrient,
    saturates: nutrient,
    carbs: nutrient,
    sugars: nutrient,
    protein: nutrient,
    salt: nutrient,
    netQuantity: positiveWhole(100_000),
    netUnit: z.enum(NET_UNITS, { error: message("required") }).optional(),
    storage: optionalText(300),
    storageEn: optionalText(300),
    shelfLifeDays: positiveWhole(3650),
    daysAfterOpening: positiveWhole(365),
    preparation: optionalText(2000),
    preparationEn: optionalText(2000),
    origin: optionalText(200),
    originEn: optionalText(200),
    organicOrigin: z.enum(ORGANIC_ORIGINS, { error: message("required") }).optional(),
    oeLabel: z.boolean().optional().default(false),
    isOrganic: z.boolean().optional().default(false),
    isNew: z.boolean().optional().default(false),
    available: z.boolean().optional().default(false),
    /** Sold only as a course of a season menu: not in the shop's list, search, sitemap, feed or cart. */
    seasonOnly: z.boolean().optional().default(false),
    /** Jars a delivery day at most (one batch); empty: only the day's capacity limits it. */
    dailyLimit: positiveWhole(100_000),
    image,
  })
  .superRefine((value, context) => {
    for (const issue of foodInputIssues(value)) {
      context.addIssue({ code: "custom", path: issue.path, message: issue.message });
    }
  });
export type ProductInput = z.infer<typeof productSchema>;

export const recipeSchema = z.object({
  title: requiredText(200),
  titleEn: optionalText(200),
  category: z.enum(RECIPE_CATEGORIES, { error: message("required") }),
  ingredients: requiredText(5000),
  ingredientsEn: optionalText(5000),
  instructions: requiredText(10000),
  instructionsEn: optionalText(10000),
  cookTime: positiveWhole(1440),
  serves: positiveWhole(100),
  difficulty: z.enum(DIFFICULTIES).optional(),
  featured: z.boolean().optional().default(false),
  image,
});
export type RecipeInput = z.infer<typeof recipeSchema>;

export const blogPostSchema = z.object({
  title: requiredText(200),
  titleEn: optionalText(200),
  category: z.enum(BLOG_CATEGORIES, { error: message("required") }),
  excerpt: optionalText(500),
  excerptEn: optionalText(500),
  content: requiredText(50000),
  contentEn: optionalText(50000),
  author: optionalText(100),
  keywords: optionalText(300),
  readTime: positiveWhole(240),
  /** Copenhagen wall-clock time; empty keeps the post a draft. */
  publishedAt: z
    .string()
    .optional()
    .refine((value) => !value || copenhagenDateTime(value) !== null, message("dateTime")),
  featured: z.boolean().optional().default(false),
  image,
});
export type BlogPostInput = z.infer<typeof blogPostSchema>;

/** Whole days or jars, 0 allowed: a cutoff on the delivery day itself, a day closed by its capacity. */
const wholeFrom0 = (max: number) =>
  z
    .number({ error: message("wholeNumber") })
    .int(message("wholeNumber"))
    .min(0, message("wholeNumber"))
    .max(max, message("wholeNumber"));

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** The delivery calendar's settings (~/lib/delivery-calendar). */
export const calendarSchema = z.object({
  weekdays: z
    .array(z.coerce.number().int().min(0).max(6))
    .min(1, message("calendar.weekdays"))
    .transform((days) => [...new Set(days)].sort()),
  cutoffDaysBefore: wholeFrom0(14),
  cutoffTime: z
    .string({ error: message("calendar.time") })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, message("calendar.time")),
  capacityJars: wholeFrom0(100_000),
  /** "12-24, 12-25": days closed every year. */
  closedEachYear: z
    .string()
    .optional()
    .transform((value, context) => {
      const days = (value ?? "")
        .split(/[\s,;]+/)
        .map((part) => part.trim())
        .filter(Boolean);
      if (days.some((part) => !MONTH_DAY.test(part))) {
        context.addIssue({ code: "custom", message: message("calendar.monthDays") });
        return z.NEVER;
      }
      return [...new Set(days)].sort();
    }),
});
export type CalendarInput = z.infer<typeof calendarSchema>;

/** One date's own settings: closed, or another capacity. */
export const calendarDaySchema = z.object({
  date: z.string({ error: message("date") }).refine(isDate, message("date")),
  closed: z.boolean().optional().default(false),
  capacityJars: wholeFrom0(100_000).optional(),
  note: optionalText(200),
});
export type CalendarDayInput = z.infer<typeof calendarDaySchema>;

/** The bookkeeping export's accounts (~/lib/bookkeeping): account numbers, digits only, 1–10 long. */
const account = z
  .string({ error: message("bookkeeping.account") })
  .trim()
  .regex(ACCOUNT_PATTERN, message("bookkeeping.account"));
export const bookkeepingAccountsSchema = z.object({
  sales: account,
  freight: account,
  vat: account,
  refunds: account,
  settlement: account,
});

/**
 * The back office's season menu forms (~/lib/season-menus): the menu itself, a course, a place
 * and a place's pickup day. One schema each, in the browser and on the server; messages are
 * translation keys in the back office's namespace ("admin:validation.…").
 */
import type { SubmissionResult } from "@conform-to/react";
import { z } from "./zod";
import { copenhagenDateTime, isDate } from "../copenhagen";
import { isUuid } from "../ids";
import { MAX_COVERS, SEASON_MENU_STATUSES, SEASON_PLACE_KINDS, SEASON_SLUG } from "../season-menus";
import { image, optionalText, price, requiredText } from "./admin";

const message = (key: string) => `admin:validation.${key}`;
const season = (key: string) => message(`season.${key}`);

/**
 * The first part of every address the shop answers itself (`app/routes.ts`): a menu's address
 * may be none of them, or its page could never be reached (a test keeps the list complete).
 */
export const RESERVED_PATHS = [
  "admin",
  "api",
  "blog",
  "checkout",
  "dev",
  "feeds",
  "filosofi",
  "forgot-password",
  "handelsbetingelser",
  "kontakt",
  "kurv",
  "login",
  "logout",
  "nyhedsbrev",
  "nytar-2025",
  "opskrifter",
  "ordre",
  "payments",
  "privatlivspolitik",
  "produkter",
  "profile",
  "reset-password",
  "resources",
  "robots.txt",
  "sandbox",
  "seo-tools",
  "shop",
  "sitemap.xml",
  "tilbagekaldelse",
  "uploads",
  "webhooks",
  "assets",
  "healthz",
] as const;

/** A menu's address as typed: lower case, letters, digits and dashes, no path of the shop's own. */
export const seasonSlug = z
  .string({ error: message("required") })
  .trim()
  .toLowerCase()
  .min(1, message("required"))
  .max(60, message("tooLong"))
  .regex(SEASON_SLUG, season("slug"))
  .refine((slug) => !(RESERVED_PATHS as readonly string[]).includes(slug), season("slugReserved"));

/** A Copenhagen wall-clock time as `<input type="datetime-local">` writes it; required. */
const localMoment = z
  .string({ error: message("dateTime") })
  .refine((value) => copenhagenDateTime(value) !== null, message("dateTime"));

/** "2, 4, 6": the covers a customer may choose, each 1 to MAX_COVERS, in order, once each. */
export const coverChoices = z.string({ error: message("required") }).transform((value, context) => {
  const parts = value
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const numbers = parts.map(Number);
  if (
    numbers.length === 0 ||
    numbers.some((number) => !Number.isInteger(number) || number < 1 || number > MAX_COVERS)
  ) {
    context.addIssue({ code: "custom", message: season("covers") });
    return z.NEVER;
  }
  return [...new Set(numbers)].sort((a, b) => a - b);
});

/** An image's address (or upload one, `image`): one of the shop's own (`/images/…`, `/uploads/…`) or an https address. */
const imageUrl = optionalText(500).refine(
  (value) => value === undefined || /^\/[^/]/.test(value) || /^https:\/\/[^\s]+$/.test(value),
  season("imageUrl"),
);

export const seasonMenuSchema = z
  .object({
    name: requiredText(200),
    nameEn: optionalText(200),
    slug: seasonSlug,
    intro: optionalText(5000),
    introEn: optionalText(5000),
    heating: optionalText(5000),
    heatingEn: optionalText(5000),
    imageUrl,
    /** An uploaded image, which takes the place of `imageUrl` (as the product form's). */
    image,
    coverChoices,
    /** The order window, from its first moment until (not including) its last, Copenhagen time. */
    opensAt: localMoment,
    closesAt: localMoment,
    status: z.enum(SEASON_MENU_STATUSES, { error: message("required") }),
  })
  .superRefine((value, context) => {
    const opens = copenhagenDateTime(value.opensAt);
    const closes = copenhagenDateTime(value.closesAt);
    if (opens && closes && closes <= opens)
      context.addIssue({ code: "custom", path: ["closesAt"], message: season("closesBeforeOpens") });
  });
export type SeasonMenuInput = z.infer<typeof seasonMenuSchema>;

const uuid = z.string({ error: message("required") }).refine(isUuid, message("required"));

/** A course: a product, what the menu calls it, its jars in one cover and a jar's price in the menu. */
export const seasonCourseSchema = z.object({
  productId: uuid,
  label: requiredText(100),
  labelEn: optionalText(100),
  jarsPerCover: z
    .number({ error: message("wholeNumber") })
    .int(message("wholeNumber"))
    .min(1, message("wholeNumber"))
    .max(10, season("jarsPerCover")),
  pricePerJar: price,
});
export type SeasonCourseInput = z.infer<typeof seasonCourseSchema>;

export const seasonPlaceSchema = z.object({
  kind: z.enum(SEASON_PLACE_KINDS, { error: message("required") }),
  name: requiredText(200),
  nameEn: optionalText(200),
  address: requiredText(300),
});
export type SeasonPlaceInput = z.infer<typeof seasonPlaceSchema>;

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = z.string({ error: message("calendar.time") }).regex(CLOCK, message("calendar.time"));

/** A place's pickup day: the date, its opening hours ("10:00" to "16:00") and covers it can hand out. */
export const seasonDaySchema = z
  .object({
    date: z.string({ error: message("date") }).refine(isDate, message("date")),
    opens: clock,
    closes: clock,
    capacity: z
      .number({ error: message("wholeNumber") })
      .int(message("wholeNumber"))
      .min(0, message("wholeNumber"))
      .max(10_000, message("wholeNumber")),
  })
  .superRefine((value, context) => {
    if (CLOCK.test(value.opens) && CLOCK.test(value.closes) && value.closes <= value.opens)
      context.addIssue({ code: "custom", path: ["closes"], message: season("closesBeforeOpens") });
  });
export type SeasonDayInput = z.infer<typeof seasonDaySchema>;

/** The forms of a season menu's edit page, each answered by its `intent` (~/routes/admin.saesonmenuer.$id). */
export const SEASON_MENU_INTENTS = [
  "menu",
  "course-add",
  "course-save",
  "course-remove",
  "place-add",
  "place-save",
  "place-remove",
  "day-add",
  "day-save",
  "day-remove",
] as const;
export type SeasonMenuIntent = (typeof SEASON_MENU_INTENTS)[number];

/**
 * The edit page's answer to a form it refused: which form (`target`: "menu", "course-new",
 * "course-<id>", "place-<id>", "day-<placeId>-new", "day-<placeId>-<date>"), its Conform reply
 * with the errors on the fields, and a problem that belongs to no field (a translation key).
 */
export type SeasonMenuActionData = {
  target: string;
  result?: SubmissionResult<string[]>;
  problem?: string;
};

/**
 * Season menus (the New Year menu and its like): menus the owner sells ahead from the back
 * office, picked up at a place on a day, paid in full when ordered (payment plan "at-once",
 * ~/lib/payment-plan). docs/decisions/0036 says why it is built this way.
 *
 * A menu has courses (each a product with its full food information, its jars per cover and
 * their price in the menu), places (the kitchen, a partner, or the lockers booked with Økoskabet) and, per
 * place and pickup day, its opening hours and a capacity in covers. It is sold while its status
 * is "on-sale" and the shop's clock is within its order window. These are the rules; the server
 * (`app/server/season-menus/`) holds the covers and makes the orders.
 */

export const SEASON_MENU_STATUSES = ["draft", "on-sale", "closed", "archived"] as const;
export type SeasonMenuStatus = (typeof SEASON_MENU_STATUSES)[number];

/**
 * Where a menu is picked up: the shop's kitchen, a partner's shop, or one of the Økoskabet
 * lockers (one place for all of them: the customer chooses the locker, Økoskabet is booked).
 */
export const SEASON_PLACE_KINDS = ["kitchen", "partner", "lockers"] as const;
export type SeasonPlaceKind = (typeof SEASON_PLACE_KINDS)[number];

/** The covers a customer may choose when the owner has not said otherwise. */
export const DEFAULT_COVER_CHOICES = [2, 4, 6] as const;

/** The most covers one order may have, whatever the owner chooses (a family, not a caterer). */
export const MAX_COVERS = 20;

/** A course as the rules see it: a jar's price in øre, the jars of one cover, each jar's net grams. */
export type SeasonCourse = { price_per_jar: number; jars_per_cover: number; net_grams: number | null };

type Priced = Pick<SeasonCourse, "price_per_jar" | "jars_per_cover">;

/** The price of one cover in øre: each course's jars of a cover at their price. */
export function pricePerCover(courses: readonly Priced[]): number {
  return courses.reduce((sum, course) => sum + course.price_per_jar * course.jars_per_cover, 0);
}

/** The price of `covers` covers in øre. */
export function menuTotal(courses: readonly Priced[], covers: number): number {
  return pricePerCover(courses) * covers;
}

/**
 * The unit price the price-marking rules ask for: øre per kilogram of one cover's food, or null
 * when a course's net quantity is not known (then none is shown rather than a wrong one).
 */
export function pricePerKilogram(courses: readonly SeasonCourse[]): number | null {
  let grams = 0;
  for (const course of courses) {
    if (course.net_grams === null || course.net_grams <= 0) return null;
    grams += course.net_grams * course.jars_per_cover;
  }
  if (grams === 0) return null;
  return Math.round((pricePerCover(courses) * 1000) / grams);
}

/** Whether the menu takes orders at `now`: on sale, and within its order window. */
export function orderWindowOpen(
  menu: { status: SeasonMenuStatus; order_opens_at: Date; order_closes_at: Date },
  now: Date,
): boolean {
  return menu.status === "on-sale" && menu.order_opens_at <= now && now < menu.order_closes_at;
}

/** Why a place's day can or cannot be chosen. */
export type SeasonDayState = "open" | "sold-out" | "closed-for-orders";

/**
 * A place's pickup day for an order of `covers` covers: open, sold out (fewer covers left than
 * asked for), or closed for orders (the menu's window is not open).
 */
export function seasonDayState(day: { capacity: number; held: number }, covers: number, windowOpen: boolean) {
  if (!windowOpen) return "closed-for-orders" satisfies SeasonDayState;
  return coversLeft(day) >= Math.max(1, covers) ? ("open" satisfies SeasonDayState) : "sold-out";
}

/** The covers still to be had on a place's day. */
export function coversLeft(day: { capacity: number; held: number }): number {
  return Math.max(0, day.capacity - day.held);
}

/** The jars of each course for `covers` covers: what the kitchen cooks and the order's lines. */
export function courseJars(course: Pick<SeasonCourse, "jars_per_cover">, covers: number): number {
  return course.jars_per_cover * covers;
}

/** A menu's address: lower-case letters, digits and dashes, e.g. "nytar-2026". */
export const SEASON_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why a menu cannot be put on sale: it has no course, or no place with a pickup day. */
export type SaleProblem = "no-course" | "no-pickup-day";

/**
 * What stops a menu from going on sale (none: it may). A customer must be able to order
 * something and pick it up somewhere: at least one course, and a place with a pickup day.
 */
export function saleProblems(menu: { courses: number; pickupDays: number }): SaleProblem[] {
  const problems: SaleProblem[] = [];
  if (menu.courses === 0) problems.push("no-course");
  if (menu.pickupDays === 0) problems.push("no-pickup-day");
  return problems;
}

/** A menu's image is cropped to 4:3 (width / height), as a recipe's. */
export const MENU_IMAGE_ASPECT = 4 / 3;

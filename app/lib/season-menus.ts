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

/**
 * The pre-order form's fields (`/<slug>`): the covers, the pickup (a place and one of its days,
 * `<placeId>|<date>`), the locker for the lockers place, the ticked "binding and paid now", and
 * the page's one-time token (the same token twice makes one order).
 */
export const PREORDER_FIELDS = {
  covers: "kuverter",
  pickup: "afhentning",
  locker: "skab",
  binding: "bindende",
  token: "token",
} as const;

/** A pre-order as the form sent it, checked for shape (the server checks it against the menu). */
export type PreorderChoice = {
  covers: number;
  placeId: string;
  date: string;
  lockerId: string | null;
  binding: boolean;
  token: string;
};

/** What is wrong with a posted pre-order form, before the menu is asked. */
export type PreorderFormProblem = "covers" | "pickup" | "token";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The pickup radio's value: a place and one of its days. */
export function pickupValue(placeId: string, date: string): string {
  return `${placeId}|${date}`;
}

/**
 * Reads a posted pre-order form: the covers a whole number from 1 to MAX_COVERS, the pickup a
 * place's id and a date, the token an id. Anything else is a problem to show, never an error.
 */
export function readPreorderForm(
  get: (name: string) => unknown,
): { ok: true; choice: PreorderChoice } | { ok: false; problem: PreorderFormProblem } {
  const text = (name: string) => {
    const value = get(name);
    return typeof value === "string" ? value.trim() : "";
  };
  const token = text(PREORDER_FIELDS.token);
  if (!UUID.test(token)) return { ok: false, problem: "token" };
  const coversText = text(PREORDER_FIELDS.covers);
  const covers = /^\d{1,2}$/.test(coversText) ? Number(coversText) : NaN;
  if (!Number.isInteger(covers) || covers < 1 || covers > MAX_COVERS) return { ok: false, problem: "covers" };
  const [placeId = "", date = "", ...rest] = text(PREORDER_FIELDS.pickup).split("|");
  if (rest.length > 0 || !UUID.test(placeId) || !DAY.test(date) || Number.isNaN(Date.parse(date)))
    return { ok: false, problem: "pickup" };
  const locker = text(PREORDER_FIELDS.locker).slice(0, 100);
  return {
    ok: true,
    choice: {
      covers,
      placeId: placeId.toLowerCase(),
      date,
      lockerId: locker || null,
      binding: text(PREORDER_FIELDS.binding) !== "",
      token,
    },
  };
}

/** A course on the menu's page: its label and the product with its food information. */
export type SeasonCourseView<Product> = {
  label: string;
  labelEn: string | null;
  jarsPerCover: number;
  product: Product;
};

/** A place's pickup day on the page: its hours, the covers left and whether it can be chosen. */
export type SeasonDayView = {
  date: string;
  opens: string;
  closes: string;
  left: number;
  /** Open for the smallest choice of covers, sold out, or closed for orders. */
  state: SeasonDayState;
};

export type SeasonPlaceView = {
  id: string;
  kind: SeasonPlaceKind;
  name: string;
  nameEn: string | null;
  address: string;
  days: SeasonDayView[];
};

/** The menu's public page: what the page shows and the form offers. */
export type SeasonMenuView<Product> = {
  slug: string;
  name: string;
  nameEn: string | null;
  intro: string;
  introEn: string | null;
  imageUrl: string | null;
  status: SeasonMenuStatus;
  /** On sale and within the order window on the shop's clock now. */
  open: boolean;
  opensAt: string;
  closesAt: string;
  coverChoices: number[];
  /** øre */
  pricePerCover: number;
  /** øre per kilogram of a cover's food, or null when a course's net quantity is unknown. */
  pricePerKilogram: number | null;
  courses: SeasonCourseView<Product>[];
  places: SeasonPlaceView[];
};

/** Whether the menu's page is shown at its address: a draft is not (404, as any unknown address). */
export function isShownAtAddress(status: SeasonMenuStatus): boolean {
  return status !== "draft";
}

/** Every reason the page gives for a pre-order not made (nothing written, nothing charged). */
export type PreorderProblemKey =
  | PreorderFormProblem
  | "not-accepted"
  | "expired"
  | "payment-unavailable"
  | "rate-limited"
  | "locker"
  | "profile-incomplete"
  | "not-a-pickup-day"
  | "closed-for-orders"
  | "sold-out"
  | "covers-not-offered"
  | "no-courses";

/** The pre-order action's answer: a payment window (or paid), or why not. */
export type PreorderActionData =
  | { ok: true; orderId: string; paymentUrl?: string; paid?: boolean }
  | { ok: false; problem: PreorderProblemKey; minutes?: number };

/** A pre-order after its payment window, as the menu's page shows it. */
export type PreorderReturned = {
  id: string;
  number: string;
  status: string;
  date: string;
  opens: string | null;
  closes: string | null;
  place: string;
  placeEn: string | null;
};

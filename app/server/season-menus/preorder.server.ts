/**
 * A season menu's pre-order, made in the caller's transaction: its lines are the menu's courses
 * for the covers chosen (each course's jars of a cover, times the covers, at the menu's price of
 * a jar, with the product's food information as sold), its covers held at the place on the
 * pickup day (`./capacity.server.ts`), its payment plan "at-once" (captured in the payment
 * window, ~/lib/payment-plan), and the moment the customer ticked that it is binding kept with
 * it. From here on its status belongs to the order lifecycle, as every order's.
 */
import { asc, eq } from "drizzle-orm";
import { parseKroner } from "~/lib/money";
import { courseJars, menuTotal } from "~/lib/season-menus";
import { foodColumns } from "../catalogue.server";
import type { Transaction } from "../db/index.server";
import {
  products,
  seasonMenuCourses,
  seasonMenuPlaces,
  type Order,
  type Profile,
  type LockerInfo,
} from "../db/schema.server";
import { placeOrder } from "../orders/place.server";
import type { SeasonHoldProblem } from "./capacity.server";

export type NewPreorder = {
  profile: Profile;
  menuId: string;
  placeId: string;
  /** The pickup day (Copenhagen date). */
  date: string;
  covers: number;
  /** The locker chosen, when the place is the lockers. */
  locker: LockerInfo | null;
  language: string;
  /** When the customer ticked "binding and paid now"; a pre-order is never made without it. */
  acceptedAt: Date;
  checkoutToken?: string;
};

export type PreorderProblem = SeasonHoldProblem | "no-courses" | "locker-needed" | "code-used-up";

/** Makes the pre-order in `tx`, or says what stops it (nothing is written then). */
export async function placePreorder(
  tx: Transaction,
  input: NewPreorder,
  now?: Date,
): Promise<{ ok: true; order: Order } | { ok: false; problem: PreorderProblem }> {
  const [place] = await tx.select().from(seasonMenuPlaces).where(eq(seasonMenuPlaces.id, input.placeId));
  if (!place || place.menu_id !== input.menuId) return { ok: false, problem: "not-a-pickup-day" };
  if (place.kind === "lockers" && !input.locker) return { ok: false, problem: "locker-needed" };
  const courses = await tx
    .select({
      productId: seasonMenuCourses.product_id,
      title: products.title,
      pricePerJar: seasonMenuCourses.price_per_jar,
      jarsPerCover: seasonMenuCourses.jars_per_cover,
      food: foodColumns(),
    })
    .from(seasonMenuCourses)
    .innerJoin(products, eq(products.id, seasonMenuCourses.product_id))
    .where(eq(seasonMenuCourses.menu_id, input.menuId))
    .orderBy(asc(seasonMenuCourses.position));
  if (courses.length === 0) return { ok: false, problem: "no-courses" };
  const total = menuTotal(
    courses.map((course) => ({
      price_per_jar: parseKroner(course.pricePerJar),
      jars_per_cover: course.jarsPerCover,
    })),
    input.covers,
  );
  return placeOrder(
    tx,
    {
      profile: input.profile,
      lines: courses.map((course) => ({
        productId: course.productId,
        title: course.title,
        quantity: courseJars({ jars_per_cover: course.jarsPerCover }, input.covers),
        unitPrice: parseKroner(course.pricePerJar),
        food: course.food,
      })),
      totals: { subtotal: total, discount: 0, freight: 0, total },
      delivery: {
        provider: place.kind === "lockers" ? "okoskabet" : null,
        date: input.date,
        locker: place.kind === "lockers" ? input.locker : null,
      },
      language: input.language,
      discount: { codeId: null, code: null },
      checkoutToken: input.checkoutToken,
      paymentPlan: "at-once",
      season: { menuId: input.menuId, placeId: input.placeId, covers: input.covers },
      bindingAcceptedAt: input.acceptedAt,
    },
    now,
  );
}

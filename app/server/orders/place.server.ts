/**
 * The one way an order comes into being, for the checkout, a subscription's delivery and a
 * season menu's pre-order alike: in the caller's transaction, its delivery day's jars are held
 * (the day's row lock makes orders for one day take turns; a pre-order holds its covers at its
 * pickup place instead, `../season-menus/capacity.server.ts`), its discount code's use is taken
 * (never past the code's limit), and the order is written 'pending' with its lines and the
 * customer's details as they stand. The caller has priced it on the server; from here on, its status belongs to
 * `./lifecycle.server.ts`.
 */
import type { PaymentPlan } from "~/lib/payment-plan";
import type { DayProblem } from "~/lib/delivery-calendar";
import type { CartTotals } from "~/lib/cart";
import { toKronerString } from "~/lib/money";
import { foodOf, type FoodRow } from "../catalogue.server";
import type { Transaction } from "../db/index.server";
import {
  orderItems,
  orders,
  type DeliveryProvider,
  type Order,
  type Profile,
  type LockerInfo,
} from "../db/schema.server";
import { holdDeliveryDay } from "../delivery-calendar.server";
import { takeCodeUse } from "../discount-uses.server";
import { holdSeasonDay, type SeasonHoldProblem } from "../season-menus/capacity.server";

/** One line of a new order, at the price the server set for it. */
export type PlacedLine = {
  productId: string;
  title: string;
  quantity: number;
  /** øre */
  unitPrice: number;
  food: FoodRow;
};

export type NewOrder = {
  profile: Profile;
  lines: PlacedLine[];
  totals: Pick<CartTotals, "subtotal" | "discount" | "freight" | "total">;
  /** Where and when: a season pre-order picked up at the kitchen or a partner has no provider. */
  delivery: { provider: DeliveryProvider | null; date: string; locker: LockerInfo | null };
  language: string;
  /** The code whose use this order takes (its row locked by the caller, who checked it), or the label of a discount without a code. */
  discount: { codeId: string | null; code: string | null };
  /** The checkout page's token: the same token twice makes one order. */
  checkoutToken?: string;
  /** The subscription whose delivery this is. */
  subscriptionId?: string;
  /** When its hold on the day began, when it goes on with an earlier unpaid order's (`unpaidHold`). */
  holdFrom?: Date | null;
  /** How its money moves (~/lib/payment-plan); "now" unless the checkout chose otherwise. */
  paymentPlan?: PaymentPlan;
  /** A season menu's pre-order: its covers are held at the place on the delivery date. */
  season?: SeasonPlace;
  /** When the customer ticked that the (season) order is binding and paid now. */
  bindingAcceptedAt?: Date;
};

type SeasonPlace = { menuId: string; placeId: string; covers: number };

export type PlaceProblem = DayProblem | "not-a-delivery-day" | "code-used-up";

type Placed<Problem> = { ok: true; order: Order } | { ok: false; problem: Problem };

/** Places the order in `tx`, or says what stops it (nothing is written then). */
export async function placeOrder(
  tx: Transaction,
  input: NewOrder & { season?: undefined },
  now?: Date,
): Promise<Placed<PlaceProblem>>;
export async function placeOrder(
  tx: Transaction,
  input: NewOrder & { season: SeasonPlace },
  now?: Date,
): Promise<Placed<SeasonHoldProblem | "code-used-up">>;
export async function placeOrder(
  tx: Transaction,
  input: NewOrder,
  now?: Date,
): Promise<Placed<PlaceProblem | SeasonHoldProblem>> {
  // A subscription's delivery was fixed days before: the checkout's unpaid orders do not push it out.
  const counted = input.subscriptionId ? "paid-and-subscriptions" : "all";
  const dayProblem = input.season
    ? await holdSeasonDay(tx, { ...input.season, date: input.delivery.date }, now)
    : await holdDeliveryDay(tx, input.delivery.date, input.lines, now, counted);
  if (dayProblem) return { ok: false, problem: dayProblem };
  if (input.discount.codeId && !(await takeCodeUse(tx, input.discount.codeId)))
    return { ok: false, problem: "code-used-up" };

  const { totals, delivery } = input;
  const [order] = await tx
    .insert(orders)
    .values({
      user_id: input.profile.id,
      subscription_id: input.subscriptionId ?? null,
      status: "pending",
      subtotal_price: toKronerString(totals.subtotal),
      discount_amount: toKronerString(totals.discount),
      freight_price: toKronerString(totals.freight),
      total_price: toKronerString(totals.total),
      discount_code_id: input.discount.codeId,
      discount_code: input.discount.code,
      delivery_provider: delivery.provider,
      ...customerOfOrder(input.profile, delivery.provider),
      shed_info: delivery.locker ? { ...delivery.locker, selectedDate: delivery.date } : null,
      delivery_date: delivery.date,
      language: input.language,
      checkout_token: input.checkoutToken ?? null,
      hold_from: input.holdFrom ?? null,
      payment_plan: input.paymentPlan ?? "now",
      season_menu_id: input.season?.menuId ?? null,
      season_place_id: input.season?.placeId ?? null,
      covers: input.season?.covers ?? null,
      binding_accepted_at: input.bindingAcceptedAt ?? null,
    })
    .returning();
  // The particulars as sold: a later edit of the product does not change them.
  await tx.insert(orderItems).values(
    input.lines.map((line) => ({
      order_id: order!.id,
      product_id: line.productId,
      product_title: line.title,
      quantity: line.quantity,
      unit_price: toKronerString(line.unitPrice),
      food: foodOf(line.food),
    })),
  );
  return { ok: true, order: order! };
}

/** Who an order is for and where it goes: the customer's profile as it stands when it is made. */
function customerOfOrder(profile: Profile, provider: DeliveryProvider | null) {
  const name = [profile.first_name, profile.last_name].filter(Boolean).join(" ");
  return {
    delivery_address:
      provider === "standard"
        ? {
            name,
            street: profile.street_address ?? "",
            zip: profile.postal_code ?? "",
            city: profile.city ?? "",
            country: profile.country,
          }
        : null,
    customer_email: profile.email,
    customer_name: name,
    customer_phone: profile.phone,
  };
}

/**
 * 'Bestil og betal' on a season menu's page: the pre-order made and its payment started, as the
 * checkout does it (`../checkout.server.ts`, whose limits and payment start it uses). The same
 * page token twice makes one order; a new press first gives up the customer's earlier unpaid
 * pre-order of the same menu (its covers back, its payment stopped at QuickPay); nothing is made
 * without the ticked "binding and paid now"; the order is placed by `placePreorder` in one
 * transaction, and its payment window captures at once (payment plan "at-once").
 */
import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { Language } from "~/i18n/languages";
import { missingProfileFields, type ProfileForDelivery } from "~/lib/delivery";
import { isUuid } from "~/lib/ids";
import { orderNumber } from "~/lib/orders";
import {
  isShownAtAddress,
  SEASON_SLUG,
  type PreorderChoice,
  type PreorderReturned,
} from "~/lib/season-menus";
import { limitNewOrders, lockCustomerForToken, startPayment, type PaymentStart } from "../checkout.server";
import { getDb, type Database, type Transaction } from "../db/index.server";
import {
  orders,
  seasonMenuDays,
  seasonMenuPlaces,
  seasonMenus,
  type Order,
  type LockerInfo,
} from "../db/schema.server";
import { findLocker } from "../lockers/lockers.server";
import { releasePendingOrder } from "../payments/reconcile.server";
import { pickupColumns, pickupDayOfOrder, placeOfOrder } from "./pickup.server";
import { placePreorder, type PreorderProblem } from "./preorder.server";

/** Why a pre-order was not made (nothing was written, nothing charged). */
export type PreorderRefusal =
  /** "Jeg ved, at bestillingen er bindende og betales nu" was not ticked. */
  | { reason: "not-accepted" }
  | { reason: "profile-incomplete"; missing: (keyof ProfileForDelivery)[] }
  | { reason: "rate-limited"; retryAfterSeconds: number }
  /** The customer's earlier unpaid pre-order could not be given up: QuickPay did not answer. */
  | { reason: "payment-unavailable" }
  /** The page's pre-order was given up before it was paid (its token is spent): reload the page. */
  | { reason: "expired" }
  /** The locker is not chosen, not found, or takes no deliveries now. */
  | { reason: "locker" }
  | { reason: "menu"; problem: Exclude<PreorderProblem, "locker-needed" | "code-used-up"> };

export type PreorderOutcome = { ok: true; order: Order; reused: boolean } | ({ ok: false } & PreorderRefusal);

export type PreorderInput = {
  userId: string;
  clientIp: string;
  menuId: string;
  choice: PreorderChoice;
  language: Language;
  now?: Date;
};

/** Makes the customer's pre-order, or finds it again for the same page token. */
export async function createPreorder(input: PreorderInput): Promise<PreorderOutcome> {
  // The terms' exception holds only with the customer's own tick: checked before anything else.
  if (!input.choice.binding) return { ok: false, reason: "not-accepted" };
  const token = input.choice.token;
  const sameToken = await orderWithToken(token);
  if (sameToken && sameToken.user_id === input.userId) {
    if (sameToken.status === "cancelled") return { ok: false, reason: "expired" };
    return { ok: true, order: sameToken, reused: true };
  }
  const [place] = await getDb()
    .select({ kind: seasonMenuPlaces.kind })
    .from(seasonMenuPlaces)
    .where(and(eq(seasonMenuPlaces.id, input.choice.placeId), eq(seasonMenuPlaces.menu_id, input.menuId)));
  if (!place) return { ok: false, reason: "menu", problem: "not-a-pickup-day" };
  const locker = place.kind === "lockers" ? await lockerFor(input.choice) : null;
  if (place.kind === "lockers" && !locker) return { ok: false, reason: "locker" };

  const limited = await limitNewOrders(input);
  if (limited) return limited;
  const open = await openPreorderOf(input.userId, input.menuId);
  if (open) {
    const released = await releasePendingOrder(open, "replaced");
    if (released === "unreachable") return { ok: false, reason: "payment-unavailable" };
    // Paid after all (its callback was on its way): that is the customer's pre-order.
    const [now] = await getDb().select().from(orders).where(eq(orders.id, open.id));
    if (now && now.status !== "pending" && now.status !== "cancelled")
      return { ok: true, order: now, reused: true };
  }
  try {
    return await getDb().transaction((tx) => buildPreorder(tx, input, locker));
  } catch (error) {
    // Pressed twice at the same moment: the other request made it.
    const code = (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
    if (code === "23505") {
      const existing = await orderWithToken(token);
      if (existing && existing.user_id === input.userId) return { ok: true, order: existing, reused: true };
    }
    throw error;
  }
}

async function orderWithToken(token: string) {
  const [order] = await getDb().select().from(orders).where(eq(orders.checkout_token, token));
  return order ?? null;
}

/** The customer's unpaid pre-order of the menu, if there is one. */
async function openPreorderOf(userId: string, menuId: string, db: Database | Transaction = getDb()) {
  const [open] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.user_id, userId),
        eq(orders.season_menu_id, menuId),
        eq(orders.status, "pending"),
        isNotNull(orders.checkout_token),
      ),
    )
    .orderBy(desc(orders.created_at))
    .limit(1);
  return open ?? null;
}

/**
 * The locker chosen for the lockers place: one the locker service knows and that takes
 * deliveries. Its pickup day is the menu's (the shop books Økoskabet for it as for any locker
 * order), not one of the locker's ordinary delivery dates, which reach only 14 days ahead.
 */
async function lockerFor(choice: PreorderChoice): Promise<LockerInfo | null> {
  if (!choice.lockerId) return null;
  const locker = await findLocker(choice.lockerId, {}).catch(() => null);
  if (!locker?.available) return null;
  const { id, name, address, city, zip } = locker;
  return { id, name, address, city, zip, selectedDate: choice.date };
}

async function buildPreorder(
  tx: Transaction,
  input: PreorderInput,
  locker: LockerInfo | null,
): Promise<PreorderOutcome> {
  // The customer's row lock makes their presses take turns: one open pre-order of a menu.
  const { profile, made } = await lockCustomerForToken(tx, input.userId, input.choice.token);
  if (made) return made;
  const open = await openPreorderOf(input.userId, input.menuId, tx);
  if (open) return { ok: true, order: open, reused: true };
  // The pickup list needs a name and a phone number, as a locker does.
  const missing = missingProfileFields(profile, "okoskabet");
  if (missing.length > 0) return { ok: false, reason: "profile-incomplete", missing };
  const placed = await placePreorder(
    tx,
    {
      profile,
      menuId: input.menuId,
      placeId: input.choice.placeId,
      date: input.choice.date,
      covers: input.choice.covers,
      locker,
      language: input.language,
      acceptedAt: new Date(),
      checkoutToken: input.choice.token,
    },
    input.now,
  );
  if (placed.ok) return { ok: true, order: placed.order, reused: false };
  if (placed.problem === "locker-needed") return { ok: false, reason: "locker" };
  // A pre-order takes no discount code: placePreorder passes none, so none can be used up.
  if (placed.problem === "code-used-up") throw new Error("a pre-order took a discount code");
  return { ok: false, reason: "menu", problem: placed.problem };
}

/** The payment window of a pre-order made on the menu's page at `slug`: captured at once. */
export function startPreorderPayment(
  order: Order,
  options: { language: Language; returnTo: "popup" | "page"; slug: string },
): Promise<PaymentStart> {
  return startPayment(order, {
    language: options.language,
    returnTo: options.returnTo,
    page: `/${options.slug}`,
  });
}

/** The customer's own pre-order of the menu, for the page's thank-you view after paying. */
export async function preorderReturned(
  userId: string,
  menuId: string,
  orderId: string,
): Promise<PreorderReturned | null> {
  if (!isUuid(orderId)) return null;
  const [row] = await getDb()
    .select({ id: orders.id, status: orders.status, date: orders.delivery_date, ...pickupColumns })
    .from(orders)
    .innerJoin(seasonMenuPlaces, placeOfOrder)
    .leftJoin(seasonMenuDays, pickupDayOfOrder)
    .where(and(eq(orders.id, orderId), eq(orders.user_id, userId), eq(orders.season_menu_id, menuId)));
  if (!row?.date) return null;
  const { address: _address, ...shown } = row;
  return { ...shown, date: row.date, number: orderNumber(row.id) };
}

/** The menu's id for its address, for the action (null: no menu shown there, a draft too). */
export async function menuIdAt(slug: string): Promise<string | null> {
  if (slug.length > 80 || !SEASON_SLUG.test(slug)) return null;
  const [menu] = await getDb()
    .select({ id: seasonMenus.id, status: seasonMenus.status })
    .from(seasonMenus)
    .where(eq(seasonMenus.slug, slug));
  return menu && isShownAtAddress(menu.status) ? menu.id : null;
}

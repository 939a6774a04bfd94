/**
 * What only the checkout (`checkout.tsx`) does on the server: the page's data (back from paying,
 * or the form, whose cart, delivery days and locker search stream in), and the order it places
 * with `createOrder` and pays with `startPayment` (app/server/checkout.server.ts), answered with
 * data for the pop-up and a redirect without JavaScript.
 */
import { data, redirect } from "react-router";
import { parseDelivery, DELIVERY_PARAMS, type PayActionData } from "~/lib/checkout";
import { isDate, shopDate, shopTimeOfDay } from "~/lib/copenhagen";
import { formatClockTime, formatLongDate } from "~/lib/format";
import { missingProfileFields } from "~/lib/delivery";
import { isUuid } from "~/lib/ids";
import { isPlaced, orderNumber } from "~/lib/orders";
import { reservationOf } from "~/lib/payment-plan";
import { notFound } from "~/lib/responses";
import { loadCart } from "~/server/cart.server";
import {
  createOrder,
  newCheckoutToken,
  ownOrder,
  startPayment,
  type OrderProblem,
} from "~/server/checkout.server";
import { shopNow } from "~/server/clock.server";
import { describeError } from "~/server/errors.server";
import { calendarSettings, deliveryCalendarFor } from "~/server/delivery-calendar.server";
import { discountCodeCookie, discountProblemToast, readDiscountCode } from "~/server/discount-cookie.server";
import { resolveLanguage } from "~/server/language.server";
import { searchLockers, LockerServiceError } from "~/server/lockers/lockers.server";
import { logger } from "~/server/logger.server";
import { getOwnProfile } from "~/server/profiles.server";
import { viewerOf, type SessionUser } from "~/server/session.server";
import { combineHeaders, redirectWithToast, toastHeaders, type NewToast } from "~/server/toast.server";

/** The customer's order they came back to from paying, or null when it is not theirs. */
export async function returnedOrder(userId: string, orderId: string) {
  const order = await ownOrder(userId, orderId);
  if (!order) return null;
  const headers = isPlaced(order.status) ? { "Set-Cookie": await discountCodeCookie(null) } : undefined;
  return data(
    {
      signedIn: true as const,
      view: "returned" as const,
      order: {
        id: order.id,
        number: orderNumber(order.id),
        status: order.status,
        deliveryDate: order.delivery_date,
        lockerName: order.shed_info?.name ?? null,
        reservedAt: reservationOf(order, await calendarSettings())?.toISOString() ?? null,
      },
    },
    { headers },
  );
}

/** The checkout's form for the customer, with the delivery chosen in the address. */
export async function checkoutForm(user: SessionUser, params: URLSearchParams, request: Request) {
  const delivery = parseDelivery(params.get(DELIVERY_PARAMS.delivery));
  const query = {
    address: params.get(DELIVERY_PARAMS.address) ?? "",
    zip: params.get(DELIVERY_PARAMS.zip) ?? "",
  };
  const [profile, discountCode] = await Promise.all([getOwnProfile(user.id), readDiscountCode(request)]);
  if (!profile) throw notFound();
  const forDelivery = {
    first_name: profile.firstName,
    last_name: profile.lastName,
    phone: profile.phone,
    street_address: profile.streetAddress,
    postal_code: profile.postalCode,
    city: profile.city,
  };

  const cart = loadCart(user.id, viewerOf(user), discountCode);
  return {
    signedIn: true as const,
    view: "checkout" as const,
    // Streamed: the page shows 'Indlæser kurv...' and the search until they arrive.
    cart,
    // The delivery days for this cart: closed, past their cutoff, or too full for it, or open.
    calendar: cart.then((view) =>
      deliveryCalendarFor(
        view.lines
          .filter((line) => line.available)
          .map((line) => ({ productId: line.productId, quantity: line.quantity })),
      ),
    ),
    lockers:
      delivery === "okoskabet"
        ? searchLockers(query).catch((error: unknown) => {
            if (error instanceof LockerServiceError) return { error: "invalid" as const };
            throw error;
          })
        : null,
    profile: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      streetAddress: profile.streetAddress,
      postalCode: profile.postalCode,
      city: profile.city,
      missingForStandard: missingProfileFields(forDelivery, "standard"),
      missingForPickup: missingProfileFields(forDelivery, "okoskabet"),
    },
    checkoutToken: newCheckoutToken(),
    today: shopDate(shopNow()),
    cancelled: params.get("cancelled") === "true",
  };
}

const PROBLEM_TOASTS: Record<
  Exclude<OrderProblem["reason"], "rate-limited" | "delivery-date" | "discount" | "hold-spent">,
  NewToast
> = {
  "empty-cart": { type: "error", title: "checkout.errorTitle", description: "checkout.emptyCart" },
  locker: { type: "error", title: "checkout.chooseLocker" },
  unavailable: { type: "error", title: "checkout.errorTitle", description: "checkout.unavailable" },
  "profile-incomplete": {
    type: "error",
    title: "checkout.missingTitle",
    description: "checkout.missingText",
  },
  expired: { type: "error", title: "checkout.orderCancelledTitle", description: "checkout.expired" },
  "payment-unavailable": {
    type: "error",
    title: "checkout.errorTitle",
    description: "checkout.paymentError",
  },
};

/**
 * Places the customer's order from the checkout's form and starts its payment: to the payment
 * window (or the thank-you, when nothing is left to pay), or back with why not.
 */
export async function placeOrder(userId: string, form: FormData, request: Request, clientIp: string) {
  const popup = form.get("mode") === "popup";
  const { language } = resolveLanguage(request);
  const back = `/checkout?${new URLSearchParams(
    Object.values(DELIVERY_PARAMS)
      .map((name) => [name, String(form.get(name) ?? "")])
      .filter(([, value]) => value),
  )}`;

  /**
   * A problem: with JavaScript, data and a toast; without, back to the checkout with the toast
   * (without the date, when it is the date that cannot be used).
   */
  async function fail(toast: NewToast, extraHeaders?: HeadersInit, options: { dropDate?: boolean } = {}) {
    const headers = combineHeaders(await toastHeaders(toast), extraHeaders);
    if (popup)
      return data<PayActionData>({ ok: false, dateRejected: options.dropDate }, { status: 400, headers });
    const to = new URL(back, "http://checkout");
    if (options.dropDate) to.searchParams.delete(DELIVERY_PARAMS.date);
    return redirect(`${to.pathname}${to.search}`, { headers });
  }

  const delivery = parseDelivery(form.get(DELIVERY_PARAMS.delivery));
  if (!delivery) return fail({ type: "error", title: "checkout.chooseDelivery" });
  const checkoutToken = String(form.get("checkoutToken") ?? "");
  if (!isUuid(checkoutToken))
    return fail({ type: "error", title: "checkout.errorTitle", description: "checkout.paymentError" });

  const date = String(form.get(DELIVERY_PARAMS.date) ?? "");
  // A locker's date is checked against the locker's own dates when the order is made.
  if (delivery === "standard" && !isDate(date)) return fail({ type: "error", title: "checkout.chooseDate" });

  const outcome = await createOrder({
    userId,
    clientIp,
    checkoutToken,
    delivery:
      delivery === "okoskabet"
        ? {
            provider: "okoskabet",
            lockerId: String(form.get(DELIVERY_PARAMS.locker) ?? ""),
            date,
            near: {
              address: String(form.get(DELIVERY_PARAMS.address) ?? ""),
              zip: String(form.get(DELIVERY_PARAMS.zip) ?? ""),
            },
          }
        : { provider: "standard", date },
    discountCode: await readDiscountCode(request),
    language,
  });
  if (!outcome.ok) {
    if (outcome.reason === "profile-incomplete") {
      return redirectWithToast("/profile/edit?returnTo=checkout", PROBLEM_TOASTS["profile-incomplete"]);
    }
    if (outcome.reason === "delivery-date") {
      const toast: NewToast =
        outcome.problem === "not-at-locker"
          ? { type: "error", title: "checkout.chooseDate" }
          : {
              type: "error",
              title: "checkout.errorTitle",
              description: `checkout.dateProblems.${outcome.problem}`,
            };
      return fail(toast, undefined, { dropDate: true });
    }
    const toast: NewToast =
      outcome.reason === "discount"
        ? discountProblemToast(outcome.problem, language)
        : outcome.reason === "unavailable"
          ? { ...PROBLEM_TOASTS.unavailable, values: { titles: outcome.titles.join(", ") } }
          : outcome.reason === "hold-spent"
            ? {
                type: "error",
                title: "checkout.errorTitle",
                description: "checkout.holdSpent",
                values: {
                  date: formatLongDate(outcome.date, language),
                  time: formatClockTime(shopTimeOfDay(outcome.retryAt), language),
                },
              }
            : outcome.reason === "rate-limited"
              ? {
                  type: "error",
                  title: "checkout.errorTitle",
                  description: "checkout.tooManyOrders",
                  values: { minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) },
                }
              : PROBLEM_TOASTS[outcome.reason];
    // A code that no longer applies is dropped, so the shopper sees the real price.
    return fail(
      toast,
      outcome.reason === "discount" ? { "Set-Cookie": await discountCodeCookie(null) } : undefined,
    );
  }

  try {
    const started = await startPayment(outcome.order, { language, returnTo: popup ? "popup" : "page" });
    if (started.kind === "date-passed") {
      const toast: NewToast = {
        type: "error",
        title: "checkout.errorTitle",
        description: "checkout.datePassed",
      };
      return fail(toast, undefined, { dropDate: true });
    }
    if (started.kind === "paid") {
      return popup
        ? data<PayActionData>({ ok: true, orderId: outcome.order.id, paid: true })
        : redirect(`/checkout?success=true&order_id=${outcome.order.id}`);
    }
    return popup
      ? data<PayActionData>({ ok: true, orderId: outcome.order.id, paymentUrl: started.url })
      : redirect(started.url);
  } catch (error) {
    logger.error({ order: outcome.order.id, err: describeError(error) }, "payment could not be started");
    return fail({ type: "error", title: "checkout.errorTitle", description: "checkout.paymentError" });
  }
}

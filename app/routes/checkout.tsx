import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { CheckoutPage } from "~/components/checkout/checkout-page";
import { metaFor } from "~/i18n/meta";
import { LANGUAGE_ACTION } from "~/i18n/languages";
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
import { getUser, requireUser, viewerOf } from "~/server/session.server";
import { combineHeaders, redirectWithToast, toastHeaders, type NewToast } from "~/server/toast.server";
import type { Route } from "./+types/checkout";
import { readForm } from "~/server/forms.server";
import "~/i18n/areas/checkout";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({ title: t("checkout.title"), description: t("checkout.intro"), noindex: true }));

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await getUser(request);
  if (!user) return { signedIn: false as const };
  const params = url.searchParams;

  // Back from paying: the server's word on the order, never the address's.
  const returned = params.get("order_id");
  if (returned && params.get("success") === "true") {
    const order = await ownOrder(user.id, returned);
    if (order) {
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
  }

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

/**
 * Choosing a locker or a date changes nothing the server must look up again. After an order was
 * placed the page keeps its checkout token, so paying again (after a declined card, a blocked
 * pop-up) pays the same order instead of creating another.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formAction,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction === LANGUAGE_ACTION) return false;
  if (formAction === "/checkout" && (actionResult as PayActionData | undefined)?.ok) return false;
  if (currentUrl.pathname === nextUrl.pathname && !formAction) {
    const essential = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete(DELIVERY_PARAMS.locker);
      params.delete(DELIVERY_PARAMS.date);
      return params.toString();
    };
    if (essential(currentUrl) === essential(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
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

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
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
    userId: user.id,
    clientIp: context.clientIp,
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

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage data={loaderData} />;
}

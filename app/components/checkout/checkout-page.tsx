import { Icon } from "~/components/ui/icon";
import { Suspense, useCallback, useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Await, Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { toast } from "~/components/ui/toaster";
import { FormMessage } from "~/components/forms/form-message";
import { Button, buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import type { CartView } from "~/lib/cart";
import { openDates, type CalendarDay, type CalendarSettings } from "~/lib/delivery-calendar";
import { isPlaced } from "~/lib/orders";
import { formatDeliveryDay, formatLongDate } from "~/lib/format";
import { CutoffNotice } from "./cutoff-notice";
import { DateChoice } from "./delivery-date";
import { DeliveryMethods, type CheckoutProfile } from "./delivery-methods";
import { OrderSummary } from "./order-summary";
import { PaymentPanel } from "./payment-panel";
import { LockerPicker, type LockerResult } from "./locker-picker";
import { usePaymentFlow } from "./use-payment-flow";
import { useSelection } from "./use-selection";
import "~/i18n/areas/checkout";

type ThankYou = {
  id: string;
  number: string;
  deliveryDate: string | null;
  lockerName: string | null;
  /** A confirmed order's: when its amount is reserved on the saved card (ISO); null once paid. */
  reservedAt: string | null;
};

/**
 * What the checkout's loader gives the page (app/routes/checkout.tsx hands over its loaderData,
 * which the compiler checks against this): signed out, back from paying, or the form, whose
 * cart, delivery days and locker search stream in.
 */
export type CheckoutData =
  | { signedIn: false }
  | { signedIn: true; view: "returned"; order: ThankYou & { status: string } }
  | {
      signedIn: true;
      view: "checkout";
      cart: Promise<CartView>;
      calendar: Promise<{ days: CalendarDay[]; settings: CalendarSettings }>;
      lockers: Promise<LockerResult> | null;
      profile: CheckoutProfile & { missingForPickup: string[] };
      checkoutToken: string;
      today: string;
      cancelled: boolean;
    };

export function CheckoutPage({ data }: { data: CheckoutData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const thanks = (location.state as { thanks?: ThankYou } | null)?.thanks;

  if (!data.signedIn) {
    return (
      <Frame>
        <div className="rounded-2xl border border-cream-300 bg-white p-8 text-center">
          <h2 className="text-2xl font-semibold">{t("checkout.loginRequired")}</h2>
          <p className="mt-2 text-muted">{t("checkout.loginRequiredText")}</p>
          <Link to="/login?redirectTo=%2Fcheckout" className={buttonClasses({ className: "mt-6" })}>
            {t("checkout.login")}
          </Link>
        </div>
      </Frame>
    );
  }
  if (data.view === "returned") return <Returned order={data.order} />;
  if (thanks) return <ThankYouView order={thanks} />;
  return <CheckoutForm data={data} />;
}

function Frame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="container-page py-10">
      <h1 className="text-4xl font-semibold">{t("checkout.title")}</h1>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

/** Back from paying: the order's status on the server decides what shows. */
function Returned({ order }: { order: ThankYou & { status: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (isPlaced(order.status)) {
      // The thank-you view stays; the address goes back to plain /checkout.
      const { id, number, deliveryDate, lockerName, reservedAt } = order;
      void navigate("/checkout", {
        replace: true,
        state: { thanks: { id, number, deliveryDate, lockerName, reservedAt } },
      });
      return;
    }
    if (order.status !== "pending") return;
    // The payment's confirmation may still be on its way: ask again shortly.
    const timer = setInterval(() => void revalidator.revalidate(), 2_000);
    return () => clearInterval(timer);
  }, [order, navigate, revalidator]);
  if (order.status === "pending") {
    return (
      <Frame>
        <FormMessage type="info" title={t("checkout.waiting")}>
          <p>{t("checkout.thanksPending")}</p>
        </FormMessage>
      </Frame>
    );
  }
  if (order.status === "cancelled") {
    // Given up before the payment came (a payment finished in a window left open is released).
    return (
      <Frame>
        <FormMessage type="error" title={t("checkout.orderCancelledTitle")}>
          <p>{t("checkout.orderCancelledText")}</p>
        </FormMessage>
      </Frame>
    );
  }
  return <ThankYouView order={order} />;
}

function ThankYouView({ order }: { order: ThankYou }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.success(t("checkout.paymentSuccess"), { id: `paid-${order.id}` });
  }, [order.id, t]);
  return (
    <div className="container-page flex justify-center py-16">
      <div className="max-w-xl text-center" role="status">
        <Icon name="circle-check" className="mx-auto h-16 w-16 text-forest-700" />
        <h1 className="mt-4 text-4xl font-semibold">{t("checkout.thanksTitle")}</h1>
        <p className="mt-4 text-lg">{t("checkout.thanksText", { number: order.number })}</p>
        {order.reservedAt && (
          <p className="mt-2 text-lg" data-testid="thanks-reserved">
            {t("checkout.thanksCardSaved", { reserveDay: formatDeliveryDay(order.reservedAt, language) })}
          </p>
        )}
        {order.deliveryDate && (
          <p className="mt-2 text-lg font-medium" data-testid="thanks-delivery">
            {order.lockerName
              ? t("checkout.pickupAt", {
                  locker: order.lockerName,
                  date: formatLongDate(order.deliveryDate, language),
                })
              : t("checkout.chosenDate", { date: formatLongDate(order.deliveryDate, language) })}
          </p>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/produkter" className={buttonClasses({ variant: "accent" })}>
            {t("checkout.continueShopping")}
          </Link>
          <Link to="/profile?tab=orders" className={buttonClasses({ variant: "outline" })}>
            {t("checkout.seeOrders")}
          </Link>
        </div>
      </div>
    </div>
  );
}

function CheckoutForm({ data }: { data: Extract<CheckoutData, { view: "checkout" }> }) {
  const { t } = useTranslation();
  const [selection, updateSelection] = useSelection();
  // The date could not take the order (full, its deadline passed): the shopper chooses again.
  const onRefused = useCallback(
    (result: { dateRejected?: boolean }) => {
      if (result.dateRejected) updateSelection({ date: null });
    },
    [updateSelection],
  );
  const payment = usePaymentFlow({ onRefused });
  return (
    <Frame>
      {(data.cancelled || payment.state === "cancelled") && (
        <FormMessage type="error" title={t("checkout.cancelledTitle")}>
          <p>{t("checkout.cancelledText")}</p>
        </FormMessage>
      )}
      {(payment.state === "waiting" || payment.state === "blocked") && (
        <FormMessage
          type="info"
          title={payment.state === "blocked" ? t("checkout.popupBlocked") : t("checkout.waiting")}
        >
          <p className="flex items-center gap-2">
            <Icon name="clock" className="h-4 w-4 shrink-0" />
            {payment.state === "blocked" ? t("checkout.popupBlockedText") : t("checkout.waitingText")}
          </p>
          <Button size="sm" onClick={payment.reopen}>
            {t("checkout.openPayment")}
          </Button>
        </FormMessage>
      )}
      <Suspense
        fallback={
          <p role="status" className="text-lg text-muted">
            {t("checkout.loadingCart")}
          </p>
        }
      >
        <Await resolve={data.cart} errorElement={<CartError />}>
          {(cart) =>
            cart.lines.filter((line) => line.available).length === 0 ? (
              <EmptyCart />
            ) : (
              <Await resolve={data.calendar} errorElement={<CartError />}>
                {(calendar) => (
                  <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
                    <section aria-labelledby="delivery-title" className="space-y-4">
                      <h2 id="delivery-title" className="text-2xl font-semibold">
                        {t("checkout.deliveryTitle")}
                      </h2>
                      <CutoffNotice days={calendar.days} today={data.today} className="font-medium" />
                      <DeliveryMethods profile={data.profile} />
                      {selection.delivery === "okoskabet" && (
                        <LockerPicker lockers={data.lockers} today={data.today} days={calendar.days} />
                      )}
                      {selection.delivery === "standard" && (
                        <section
                          aria-labelledby="home-date-title"
                          className="space-y-2 rounded-xl border border-cream-300 bg-white p-4"
                        >
                          <h3 id="home-date-title" className="text-lg font-semibold">
                            {t("checkout.homeDate")}
                          </h3>
                          <DateChoice
                            days={calendar.days}
                            today={data.today}
                            intro={t("checkout.homeDateIntro")}
                            choiceKey="home"
                          />
                        </section>
                      )}
                    </section>
                    <div className="space-y-6">
                      <OrderSummary cart={cart} deliveryChosen={selection.delivery !== null} />
                      <PaymentPanel
                        cart={cart}
                        openDates={openDates(calendar.days)}
                        settings={calendar.settings}
                        today={data.today}
                        checkoutToken={data.checkoutToken}
                        // A profile that lacks what the delivery needs is sent to be completed: no window.
                        onPay={(form) =>
                          payment.start(form, {
                            openWindow:
                              (selection.delivery === "standard"
                                ? data.profile.missingForStandard
                                : data.profile.missingForPickup
                              ).length === 0,
                          })
                        }
                        busy={payment.busy}
                      />
                    </div>
                  </div>
                )}
              </Await>
            )
          }
        </Await>
      </Suspense>
    </Frame>
  );
}

function CartError() {
  const { t } = useTranslation();
  return (
    <FormMessage type="error" title={t("checkout.cartError")}>
      <a href="/checkout" className={buttonClasses({ size: "sm" })}>
        {t("checkout.retry")}
      </a>
    </FormMessage>
  );
}

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-dashed border-forest-200 p-10 text-center">
      <Icon name="shopping-bag" className="mx-auto h-10 w-10 text-forest-600" />
      <h2 className="mt-3 text-2xl font-semibold">{t("checkout.emptyCart")}</h2>
      <p className="mt-2 text-muted">{t("checkout.emptyCartText")}</p>
      <Link to="/produkter" className={buttonClasses({ className: "mt-4" })}>
        {t("checkout.toProducts")}
      </Link>
    </div>
  );
}

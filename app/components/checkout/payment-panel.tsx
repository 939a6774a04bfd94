import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLanguage } from "~/hooks/use-root-data";
import { ACCEPTED_PAYMENT_METHODS, DELIVERY_PARAMS } from "~/lib/checkout";
import type { CalendarSettings } from "~/lib/delivery-calendar";
import { formatDeliveryDay } from "~/lib/format";
import { formatPrice } from "~/lib/money";
import { reservedAt } from "~/lib/payment-plan";
import type { CartView } from "~/lib/cart";
import { useSelection } from "./use-selection";
import "~/i18n/areas/checkout";
import { ruleValues } from "~/lib/rules-in-texts";

/**
 * How the shopper pays, and the button that commits them to it ('Bestil og betal'), with the
 * total and the key terms right above it (Danish consumer rules).
 */
export function PaymentPanel({
  cart,
  openDates,
  settings,
  today,
  checkoutToken,
  onPay,
  busy,
}: {
  cart: CartView;
  /** The delivery dates that can take the order (the locker's own are checked on the server). */
  openDates: string[];
  /** The calendar's settings and today's date: when the chosen date's amount is reserved. */
  settings: CalendarSettings;
  today: string;
  checkoutToken: string;
  onPay: (form: HTMLFormElement) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hydrated = useHydrated();
  const [selection] = useSelection();
  const dateChosen = Boolean(selection.date && openDates.includes(selection.date));
  const ready =
    (selection.delivery === "standard" && dateChosen) ||
    (selection.delivery === "okoskabet" && Boolean(selection.lockerId) && dateChosen);
  // The same rule the server applies when it places the order (~/lib/payment-plan).
  const reserveAt = dateChosen && selection.date ? reservedAt(selection.date, today, settings) : null;
  const total = formatPrice(selection.delivery ? cart.totals.total : cart.totals.goodsTotal, language);
  const hidden: Record<string, string | null> = {
    checkoutToken,
    [DELIVERY_PARAMS.delivery]: selection.delivery,
    [DELIVERY_PARAMS.address]: selection.address,
    [DELIVERY_PARAMS.zip]: selection.zip,
    [DELIVERY_PARAMS.locker]: selection.lockerId,
    [DELIVERY_PARAMS.date]: selection.date,
  };
  const missingChoice = !selection.delivery
    ? t("checkout.chooseDelivery")
    : selection.delivery === "okoskabet" && !selection.lockerId
      ? t("checkout.chooseLocker")
      : !dateChosen
        ? t("checkout.chooseDate")
        : null;

  return (
    <section
      aria-labelledby="payment-title"
      className="space-y-4 rounded-2xl border border-cream-300 bg-white p-5"
    >
      <h2 id="payment-title" className="text-2xl font-semibold">
        {t("checkout.paymentTitle")}
      </h2>
      <div>
        <p className="text-sm font-medium">{t("checkout.acceptedMethods")}</p>
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="payment-methods">
          {ACCEPTED_PAYMENT_METHODS.map((method) => (
            <li
              key={method}
              className="rounded-md border border-cream-300 bg-cream-50 px-2.5 py-1 text-sm font-semibold"
            >
              {method}
            </li>
          ))}
        </ul>
      </div>
      <p className="flex gap-2 text-sm text-muted">
        <Icon name="lock" className="mt-0.5 h-4 w-4 shrink-0" />
        {t("checkout.secure")}
      </p>
      <p className="text-sm text-muted" data-testid="payment-plan">
        {reserveAt && selection.date
          ? t("checkout.captureLater", {
              ...ruleValues(language),
              date: formatDeliveryDay(selection.date, language),
              reserveDay: formatDeliveryDay(reserveAt, language),
            })
          : t("checkout.capture")}
      </p>

      <Form
        method="post"
        action="/checkout"
        className="space-y-3 border-t border-cream-300 pt-4"
        onSubmit={(event) => {
          if (!hydrated) return;
          event.preventDefault();
          if (ready && !busy) onPay(event.currentTarget);
        }}
      >
        {Object.entries(hidden).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <p className="text-sm">{t("checkout.noWithdrawal")}</p>
        <p className="font-medium" data-testid="commitment">
          {t("checkout.commitment", { total })}{" "}
          <Link to="/handelsbetingelser" target="_blank" className="font-normal underline underline-offset-2">
            {t("checkout.termsLink")}
          </Link>
        </p>
        {missingChoice && (
          <p className="text-sm text-clay-700" id="pay-hint">
            {missingChoice}
          </p>
        )}
        <Button
          type="submit"
          variant="accent"
          size="lg"
          className="w-full"
          disabled={!ready || busy}
          aria-describedby={missingChoice ? "pay-hint" : undefined}
        >
          {busy ? t("checkout.processing") : t("checkout.pay")}
        </Button>
      </Form>
    </section>
  );
}

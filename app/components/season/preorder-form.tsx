import { useCallback, useRef, useState } from "react";
import { Form, Link } from "react-router";
import { LockerOptions } from "~/components/checkout/locker-options";
import { usePaymentFlow } from "~/components/checkout/use-payment-flow";
import { FormMessage } from "~/components/forms/form-message";
import { inputClass } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/use-translation";
import type { ProductView } from "~/lib/catalogue";
import { formatClockTime, formatLongDate } from "~/lib/format";
import { formatPrice } from "~/lib/money";
import {
  PREORDER_FIELDS,
  pickupValue,
  type PreorderActionData,
  type PreorderProblemKey,
  type SeasonMenuView,
} from "~/lib/season-menus";
import "~/i18n/areas/season-menu";

export type LockerOption = { id: string; name: string; address: string; zip: string; city: string };

/**
 * The pre-order: covers, a place's pickup day, a locker for the lockers place, the ticked
 * "binding and paid now", the total incl. VAT, then 'Bestil og betal'. A plain form post without
 * JavaScript (the payment window opens in the same tab); with it, the checkout's pop-up flow.
 * The server checks everything again; the tick is checked here too, so no window opens without it.
 */
export function PreorderForm({
  menu,
  token,
  lockers,
  answer,
}: {
  menu: SeasonMenuView<ProductView>;
  token: string;
  lockers: LockerOption[] | null;
  answer?: PreorderActionData;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hydrated = useHydrated();
  const [covers, setCovers] = useState(menu.coverChoices[0] ?? 2);
  const [refused, setRefused] = useState<{ problem: PreorderProblemKey; minutes?: number } | null>(null);
  const binding = useRef<HTMLInputElement>(null);
  const onRefused = useCallback((result: object) => {
    const { problem, minutes } = result as Extract<PreorderActionData, { ok: false }>;
    setRefused({ problem, minutes });
  }, []);
  const payment = usePaymentFlow({
    action: `/${menu.slug}`,
    donePath: (orderId) => `/${menu.slug}?success=true&order_id=${orderId}`,
    onRefused,
  });
  const problem = refused ?? (answer && !answer.ok ? answer : null);
  const total = (count: number) => formatPrice(menu.pricePerCover * count, language);
  const hasLockers = menu.places.some((place) => place.kind === "lockers");

  return (
    <Form
      method="post"
      className="space-y-5"
      noValidate
      onSubmit={(event) => {
        if (!hydrated) return;
        event.preventDefault();
        if (payment.busy) return;
        if (!binding.current?.checked) {
          setRefused({ problem: "not-accepted" });
          binding.current?.focus();
          return;
        }
        setRefused(null);
        payment.start(event.currentTarget, { openWindow: true });
      }}
    >
      <input type="hidden" name={PREORDER_FIELDS.token} value={token} />
      {(payment.state === "waiting" || payment.state === "blocked") && (
        <FormMessage type="info" title={t("seasonMenu.waitingTitle")}>
          <p>{t("seasonMenu.waitingText")}</p>
          <Button type="button" size="sm" className="mt-2" onClick={payment.reopen}>
            {t("seasonMenu.reopen")}
          </Button>
        </FormMessage>
      )}
      {payment.state === "cancelled" && (
        <FormMessage type="info" title={t("seasonMenu.cancelledTitle")}>
          <p>{t("seasonMenu.cancelledText")}</p>
        </FormMessage>
      )}

      <fieldset className="space-y-2">
        <legend className="text-lg font-semibold">{t("seasonMenu.covers")}</legend>
        {menu.coverChoices.map((count, index) => (
          <label key={count} className="flex items-center gap-2">
            <input
              type="radio"
              name={PREORDER_FIELDS.covers}
              value={count}
              defaultChecked={index === 0}
              onChange={() => setCovers(count)}
              className="h-4 w-4"
            />
            {t("seasonMenu.coversOption", { count, total: total(count) })}
          </label>
        ))}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">{t("seasonMenu.pickup")}</legend>
        {menu.places.map((place) => (
          <div key={place.id} role="group" aria-labelledby={`place-${place.id}`} className="space-y-1">
            <p id={`place-${place.id}`} className="font-medium">
              {localized(place.name, place.nameEn, language)}
            </p>
            {place.days.map((day) => {
              const open = day.state === "open" && day.left >= covers;
              return (
                <label key={day.date} className="flex items-center gap-2 pl-2">
                  <input
                    type="radio"
                    name={PREORDER_FIELDS.pickup}
                    value={pickupValue(place.id, day.date)}
                    disabled={day.state !== "open"}
                    className="h-4 w-4"
                  />
                  <span>
                    {t("seasonMenu.pickupOption", {
                      date: formatLongDate(day.date, language),
                      hours: t("seasonMenu.hours", {
                        opens: formatClockTime(day.opens, language),
                        closes: formatClockTime(day.closes, language),
                      }),
                    })}
                    {" · "}
                    {day.state === "open" && !open
                      ? t("seasonMenu.states.sold-out")
                      : day.state === "open"
                        ? t("seasonMenu.left", { count: day.left })
                        : t(`seasonMenu.states.${day.state}`)}
                  </span>
                </label>
              );
            })}
          </div>
        ))}
      </fieldset>

      {hasLockers &&
        (lockers ? (
          <label className="block space-y-1">
            <span className="font-medium">{t("seasonMenu.locker")}</span>
            <span className="block text-sm text-muted">{t("seasonMenu.lockerHint")}</span>
            <select name={PREORDER_FIELDS.locker} className={inputClass} defaultValue="">
              <option value="">{t("seasonMenu.lockerChoose")}</option>
              <LockerOptions lockers={lockers} />
            </select>
          </label>
        ) : (
          <p className="text-sm text-clay-700">{t("seasonMenu.lockersUnavailable")}</p>
        ))}

      <div className="space-y-2 border-t border-cream-300 pt-4">
        <label className="flex items-start gap-2 font-medium">
          <input
            ref={binding}
            type="checkbox"
            name={PREORDER_FIELDS.binding}
            value="ja"
            className="mt-1 h-4 w-4"
            aria-describedby="binding-text"
            onChange={() => setRefused(null)}
          />
          {t("seasonMenu.binding")}
        </label>
        <p id="binding-text" className="text-sm text-muted">
          {t("seasonMenu.bindingText")}{" "}
          <Link to="/handelsbetingelser" target="_blank" className="underline underline-offset-2">
            {t("seasonMenu.termsLink")}
          </Link>
        </p>
      </div>

      <p className="font-medium" data-testid="preorder-total">
        {hydrated
          ? t("seasonMenu.total", { total: total(covers), count: covers })
          : t("seasonMenu.totals", {
              list: menu.coverChoices
                .map((count) => t("seasonMenu.totalsItem", { count, total: total(count) }))
                .join(", "),
            })}
      </p>

      {problem && (
        <div role="alert" data-testid="preorder-problem">
          <FormMessage type="error" title={t("seasonMenu.problemTitle")}>
            <p>{t(`seasonMenu.problems.${problem.problem}`, { minutes: problem.minutes ?? 1 })}</p>
          </FormMessage>
        </div>
      )}

      <Button type="submit" variant="accent" size="lg" className="w-full" disabled={payment.busy}>
        {payment.busy ? t("seasonMenu.processing") : t("seasonMenu.pay")}
      </Button>
    </Form>
  );
}

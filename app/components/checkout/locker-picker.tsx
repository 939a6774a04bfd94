import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { Suspense, useEffect } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Await, Form, Link } from "react-router";
import { toast } from "~/components/ui/toaster";
import { inputClass } from "~/components/forms/fields";
import { Button, buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLanguage } from "~/hooks/use-root-data";
import { DELIVERY_PARAMS } from "~/lib/checkout";
import { selectableDates, splitRecommended, type Locker } from "~/lib/delivery";
import { forLocker, nextOpenDay, type CalendarDay } from "~/lib/delivery-calendar";
import { formatLongDate } from "~/lib/format";
import { formatNumber } from "~/lib/numbers";
import { DateChoice } from "./delivery-date";
import { selectionHref, useSelection } from "./use-selection";
import "~/i18n/areas/checkout";
import { ruleValues } from "~/lib/rules-in-texts";

export type LockerResult = { lockers: Locker[]; fallback: boolean } | { error: "invalid" };

/**
 * Search lockers by address and postal code, choose one, then a date: the calendar's days (`days`)
 * that the locker's service delivers to it.
 */
export function LockerPicker({
  lockers,
  today,
  days,
}: {
  lockers: Promise<LockerResult> | null;
  today: string;
  days: CalendarDay[];
}) {
  const { t } = useTranslation();
  const [selection] = useSelection();
  return (
    <section
      aria-labelledby="locker-search-title"
      className="space-y-4 rounded-xl border border-cream-300 bg-white p-4"
    >
      <h3 id="locker-search-title" className="text-lg font-semibold">
        {t("checkout.lockerSearchTitle")}
      </h3>
      <Form method="get" className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end" preventScrollReset>
        <input type="hidden" name={DELIVERY_PARAMS.delivery} value="okoskabet" />
        <div>
          <label htmlFor="locker-address" className="text-sm font-medium">
            {t("checkout.streetAddress")}
          </label>
          <input
            id="locker-address"
            name={DELIVERY_PARAMS.address}
            defaultValue={selection.address}
            autoComplete="street-address"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="locker-zip" className="text-sm font-medium">
            {t("checkout.postalCode")}
          </label>
          <input
            id="locker-zip"
            name={DELIVERY_PARAMS.zip}
            defaultValue={selection.zip}
            inputMode="numeric"
            maxLength={4}
            autoComplete="postal-code"
            className={inputClass}
          />
        </div>
        <Button type="submit" variant="outline" className="mb-px">
          {t("checkout.search")}
        </Button>
      </Form>
      {lockers && (
        <Suspense
          fallback={
            <p className="text-muted" role="status">
              {t("checkout.searching")}
            </p>
          }
        >
          <Await resolve={lockers} errorElement={<LockerError />}>
            {(result) =>
              "error" in result ? (
                <LockerError />
              ) : (
                <LockerResults result={result} today={today} days={days} />
              )
            }
          </Await>
        </Suspense>
      )}
    </section>
  );
}

function LockerError() {
  const { t } = useTranslation();
  useEffect(() => {
    toast.error(t("checkout.lockersError"));
  }, [t]);
  return (
    <p role="alert" className="rounded-lg bg-clay-50 p-3 text-clay-700">
      {t("checkout.lockersError")}
    </p>
  );
}

function LockerResults({
  result,
  today,
  days,
}: {
  result: { lockers: Locker[]; fallback: boolean };
  today: string;
  days: CalendarDay[];
}) {
  const { t } = useTranslation();
  const [selection] = useSelection();
  const chosen = result.lockers.find((locker) => locker.id === selection.lockerId) ?? null;
  if (result.lockers.length === 0) return <p role="status">{t("checkout.noLockers")}</p>;
  const { recommended, others } = splitRecommended(result.lockers, today);
  return (
    <div className="space-y-4">
      {result.fallback && (
        <p className="rounded-lg bg-cream-100 p-3 text-sm" role="status">
          {t("checkout.fallbackNotice")}
        </p>
      )}
      {chosen && <ChosenLocker locker={chosen} today={today} days={days} />}
      {recommended.length > 0 && (
        <div>
          <h4 className="font-semibold">{t("checkout.recommended")}</h4>
          <LockerList lockers={recommended} today={today} days={days} />
        </div>
      )}
      {others.length > 0 && (
        <div>
          <h4 className="font-semibold">{t("checkout.otherLockers")}</h4>
          <div
            className="max-h-80 overflow-y-auto rounded-lg border border-cream-200"
            // Scrolls: focusable, so keyboard users can scroll it, and named as a region.
            role="region"
            tabIndex={0}
            aria-label={t("checkout.otherLockers")}
          >
            <LockerList lockers={others} today={today} days={days} />
          </div>
        </div>
      )}
    </div>
  );
}

function LockerList({ lockers, today, days }: { lockers: Locker[]; today: string; days: CalendarDay[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [selection, update] = useSelection();
  const hydrated = useHydrated();
  return (
    <ul className="divide-y divide-cream-200">
      {lockers.map((locker) => {
        const chosen = locker.id === selection.lockerId;
        const next = nextOpenDay(forLocker(days, selectableDates(locker, today)))?.date;
        return (
          <li
            key={locker.id}
            // A locker without dates is shaded, not faded: faded text would fall below 4.5:1.
            className={clsx("flex items-center gap-3 px-2 py-3", !locker.available && "bg-cream-100")}
            data-testid="locker"
          >
            <Icon name="map-pin" className="h-5 w-5 shrink-0 text-forest-700" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{locker.name}</p>
              <p className="text-sm text-muted">
                {locker.address}, {locker.zip} {locker.city}
                {locker.distance !== null &&
                  ` · ${t("checkout.distance", { km: formatNumber(locker.distance, language, { maximumFractionDigits: 3 }) })}`}
              </p>
              <p className="text-sm">
                {next
                  ? t("checkout.nextDate", { date: formatLongDate(next, language) })
                  : t("checkout.noDates", ruleValues(language))}
              </p>
            </div>
            {locker.available &&
              (chosen ? (
                <span className="text-sm font-semibold text-forest-700">{t("checkout.chosen")}</span>
              ) : hydrated ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => update({ locker: locker.id, date: null })}
                  aria-label={`${t("checkout.chooseLockerButton")}: ${locker.name}`}
                >
                  {t("checkout.chooseLockerButton")}
                </Button>
              ) : (
                <Link
                  to={selectionHref(selection, { locker: locker.id, date: null })}
                  preventScrollReset
                  className={buttonClasses({ size: "sm", variant: "outline" })}
                  aria-label={`${t("checkout.chooseLockerButton")}: ${locker.name}`}
                >
                  {t("checkout.chooseLockerButton")}
                </Link>
              ))}
          </li>
        );
      })}
    </ul>
  );
}

/** The chosen locker and its date. */
function ChosenLocker({ locker, today, days }: { locker: Locker; today: string; days: CalendarDay[] }) {
  const { t } = useTranslation();
  const [, update] = useSelection();
  const hydrated = useHydrated();
  return (
    <div
      className="space-y-2 rounded-lg border-2 border-forest-700 bg-forest-50 p-3"
      data-testid="chosen-locker"
    >
      <p className="font-semibold">{t("checkout.chosenLocker", { locker: locker.name })}</p>
      <p className="text-sm text-muted">
        {locker.address}, {locker.zip} {locker.city}
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <DateChoice
          days={forLocker(days, selectableDates(locker, today))}
          today={today}
          intro={t("checkout.dateIntro", { locker: locker.name })}
          choiceKey={locker.id}
        />
        {hydrated && (
          <Button size="sm" variant="ghost" onClick={() => update({ locker: null, date: null })}>
            {t("checkout.change")}
          </Button>
        )}
      </div>
    </div>
  );
}

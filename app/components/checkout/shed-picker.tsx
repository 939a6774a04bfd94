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
import { selectableDates, splitRecommended, type Shed } from "~/lib/delivery";
import { forShed, nextOpenDay, type CalendarDay } from "~/lib/delivery-calendar";
import { formatLongDate } from "~/lib/format";
import { formatNumber } from "~/lib/numbers";
import { DateChoice } from "./delivery-date";
import { selectionHref, useSelection } from "./use-selection";
import "~/i18n/areas/checkout";
import { ruleValues } from "~/lib/rules-in-texts";

export type ShedResult = { sheds: Shed[]; fallback: boolean } | { error: "invalid" };

/**
 * Search sheds by address and postal code, choose one, then a date: the calendar's days (`days`)
 * that the shed's service delivers to it.
 */
export function ShedPicker({
  sheds,
  today,
  days,
}: {
  sheds: Promise<ShedResult> | null;
  today: string;
  days: CalendarDay[];
}) {
  const { t } = useTranslation();
  const [selection] = useSelection();
  return (
    <section
      aria-labelledby="shed-search-title"
      className="space-y-4 rounded-xl border border-cream-300 bg-white p-4"
    >
      <h3 id="shed-search-title" className="text-lg font-semibold">
        {t("checkout.shedSearchTitle")}
      </h3>
      <Form method="get" className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end" preventScrollReset>
        <input type="hidden" name={DELIVERY_PARAMS.delivery} value="okoskabet" />
        <div>
          <label htmlFor="shed-address" className="text-sm font-medium">
            {t("checkout.streetAddress")}
          </label>
          <input
            id="shed-address"
            name={DELIVERY_PARAMS.address}
            defaultValue={selection.address}
            autoComplete="street-address"
            className={inputClass}
          />
        </div>
        <div>
          <label htmlFor="shed-zip" className="text-sm font-medium">
            {t("checkout.postalCode")}
          </label>
          <input
            id="shed-zip"
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
      {sheds && (
        <Suspense
          fallback={
            <p className="text-muted" role="status">
              {t("checkout.searching")}
            </p>
          }
        >
          <Await resolve={sheds} errorElement={<ShedError />}>
            {(result) =>
              "error" in result ? <ShedError /> : <ShedResults result={result} today={today} days={days} />
            }
          </Await>
        </Suspense>
      )}
    </section>
  );
}

function ShedError() {
  const { t } = useTranslation();
  useEffect(() => {
    toast.error(t("checkout.shedsError"));
  }, [t]);
  return (
    <p role="alert" className="rounded-lg bg-clay-50 p-3 text-clay-700">
      {t("checkout.shedsError")}
    </p>
  );
}

function ShedResults({
  result,
  today,
  days,
}: {
  result: { sheds: Shed[]; fallback: boolean };
  today: string;
  days: CalendarDay[];
}) {
  const { t } = useTranslation();
  const [selection] = useSelection();
  const chosen = result.sheds.find((shed) => shed.id === selection.shedId) ?? null;
  if (result.sheds.length === 0) return <p role="status">{t("checkout.noSheds")}</p>;
  const { recommended, others } = splitRecommended(result.sheds, today);
  return (
    <div className="space-y-4">
      {result.fallback && (
        <p className="rounded-lg bg-cream-100 p-3 text-sm" role="status">
          {t("checkout.fallbackNotice")}
        </p>
      )}
      {chosen && <ChosenShed shed={chosen} today={today} days={days} />}
      {recommended.length > 0 && (
        <div>
          <h4 className="font-semibold">{t("checkout.recommended")}</h4>
          <ShedList sheds={recommended} today={today} days={days} />
        </div>
      )}
      {others.length > 0 && (
        <div>
          <h4 className="font-semibold">{t("checkout.otherSheds")}</h4>
          <div
            className="max-h-80 overflow-y-auto rounded-lg border border-cream-200"
            // Scrolls: focusable, so keyboard users can scroll it, and named as a region.
            role="region"
            tabIndex={0}
            aria-label={t("checkout.otherSheds")}
          >
            <ShedList sheds={others} today={today} days={days} />
          </div>
        </div>
      )}
    </div>
  );
}

function ShedList({ sheds, today, days }: { sheds: Shed[]; today: string; days: CalendarDay[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [selection, update] = useSelection();
  const hydrated = useHydrated();
  return (
    <ul className="divide-y divide-cream-200">
      {sheds.map((shed) => {
        const chosen = shed.id === selection.shedId;
        const next = nextOpenDay(forShed(days, selectableDates(shed, today)))?.date;
        return (
          <li
            key={shed.id}
            // A shed without dates is shaded, not faded: faded text would fall below 4.5:1.
            className={clsx("flex items-center gap-3 px-2 py-3", !shed.available && "bg-cream-100")}
            data-testid="shed"
          >
            <Icon name="map-pin" className="h-5 w-5 shrink-0 text-forest-700" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{shed.name}</p>
              <p className="text-sm text-muted">
                {shed.address}, {shed.zip} {shed.city}
                {shed.distance !== null &&
                  ` · ${t("checkout.distance", { km: formatNumber(shed.distance, language, { maximumFractionDigits: 3 }) })}`}
              </p>
              <p className="text-sm">
                {next
                  ? t("checkout.nextDate", { date: formatLongDate(next, language) })
                  : t("checkout.noDates", ruleValues(language))}
              </p>
            </div>
            {shed.available &&
              (chosen ? (
                <span className="text-sm font-semibold text-forest-700">{t("checkout.chosen")}</span>
              ) : hydrated ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => update({ shed: shed.id, date: null })}
                  aria-label={`${t("checkout.chooseShedButton")}: ${shed.name}`}
                >
                  {t("checkout.chooseShedButton")}
                </Button>
              ) : (
                <Link
                  to={selectionHref(selection, { shed: shed.id, date: null })}
                  preventScrollReset
                  className={buttonClasses({ size: "sm", variant: "outline" })}
                  aria-label={`${t("checkout.chooseShedButton")}: ${shed.name}`}
                >
                  {t("checkout.chooseShedButton")}
                </Link>
              ))}
          </li>
        );
      })}
    </ul>
  );
}

/** The chosen shed and its date. */
function ChosenShed({ shed, today, days }: { shed: Shed; today: string; days: CalendarDay[] }) {
  const { t } = useTranslation();
  const [, update] = useSelection();
  const hydrated = useHydrated();
  return (
    <div
      className="space-y-2 rounded-lg border-2 border-forest-700 bg-forest-50 p-3"
      data-testid="chosen-shed"
    >
      <p className="font-semibold">{t("checkout.chosenShed", { shed: shed.name })}</p>
      <p className="text-sm text-muted">
        {shed.address}, {shed.zip} {shed.city}
      </p>
      <div className="flex flex-wrap items-start gap-2">
        <DateChoice
          days={forShed(days, selectableDates(shed, today))}
          today={today}
          intro={t("checkout.dateIntro", { shed: shed.name })}
          choiceKey={shed.id}
        />
        {hydrated && (
          <Button size="sm" variant="ghost" onClick={() => update({ shed: null, date: null })}>
            {t("checkout.change")}
          </Button>
        )}
      </div>
    </div>
  );
}

import { clsx } from "clsx";
import { MapPin } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Await, Form, Link } from "react-router";
import { toast } from "~/components/ui/toaster";
import { inputClass } from "~/components/forms/fields";
import { Button, buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLanguage } from "~/hooks/use-root-data";
import { DELIVERY_PARAMS } from "~/lib/checkout";
import { selectableDates, splitRecommended, type Shed } from "~/lib/delivery";
import { formatLongDate } from "~/lib/format";
import { DateDialog } from "./date-dialog";
import { selectionHref, useSelection } from "./use-selection";

export type ShedResult = { sheds: Shed[]; fallback: boolean } | { error: "invalid" };

/** Search sheds by address and postal code, choose one, then a date. */
export function ShedPicker({ sheds, today }: { sheds: Promise<ShedResult> | null; today: string }) {
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
            {(result) => ("error" in result ? <ShedError /> : <ShedResults result={result} today={today} />)}
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

function ShedResults({ result, today }: { result: { sheds: Shed[]; fallback: boolean }; today: string }) {
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
      {chosen && <ChosenShed shed={chosen} today={today} />}
      {recommended.length > 0 && (
        <div>
          <h4 className="font-semibold">{t("checkout.recommended")}</h4>
          <ShedList sheds={recommended} today={today} />
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
            <ShedList sheds={others} today={today} />
          </div>
        </div>
      )}
    </div>
  );
}

function ShedList({ sheds, today }: { sheds: Shed[]; today: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [selection, update] = useSelection();
  const hydrated = useHydrated();
  return (
    <ul className="divide-y divide-cream-200">
      {sheds.map((shed) => {
        const chosen = shed.id === selection.shedId;
        const next = selectableDates(shed, today)[0];
        return (
          <li
            key={shed.id}
            // A shed without dates is shaded, not faded: faded text would fall below 4.5:1.
            className={clsx("flex items-center gap-3 px-2 py-3", !shed.available && "bg-cream-100")}
            data-testid="shed"
          >
            <MapPin className="h-5 w-5 shrink-0 text-forest-700" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{shed.name}</p>
              <p className="text-sm text-muted">
                {shed.address}, {shed.zip} {shed.city}
                {shed.distance !== null &&
                  ` · ${t("checkout.distance", { km: shed.distance.toLocaleString(language === "da" ? "da-DK" : "en-GB") })}`}
              </p>
              <p className="text-sm">
                {next
                  ? t("checkout.nextDate", { date: formatLongDate(next, language) })
                  : t("checkout.noDates")}
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

/** The chosen shed and its date: a calendar dialog with scripts, a list of dates without. */
function ChosenShed({ shed, today }: { shed: Shed; today: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [selection, update] = useSelection();
  const hydrated = useHydrated();
  const dates = selectableDates(shed, today);
  // A new shed without a date asks for one at once; after that the shopper opens and closes it.
  const [choice, setChoice] = useState<{ shedId: string; open: boolean } | null>(null);
  const open = choice?.shedId === shed.id ? choice.open : hydrated && !selection.date;

  return (
    <div
      className="space-y-2 rounded-lg border-2 border-forest-700 bg-forest-50 p-3"
      data-testid="chosen-shed"
    >
      <p className="font-semibold">{t("checkout.chosenShed", { shed: shed.name })}</p>
      <p className="text-sm text-muted">
        {shed.address}, {shed.zip} {shed.city}
      </p>
      {selection.date && dates.includes(selection.date) && (
        <p className="font-medium" data-testid="chosen-date">
          {t("checkout.chosenDate", { date: formatLongDate(selection.date, language) })}
        </p>
      )}
      {hydrated ? (
        <div className="flex flex-wrap gap-2">
          <DateDialog
            open={open}
            onOpenChange={(next) => setChoice({ shedId: shed.id, open: next })}
            shedName={shed.name}
            dates={dates}
            today={today}
            value={selection.date}
            onConfirm={(date) => update({ date })}
          />
          <Button size="sm" variant="ghost" onClick={() => update({ shed: null, date: null })}>
            {t("checkout.change")}
          </Button>
        </div>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t("checkout.dateTitle")}>
          {dates.map((date) => (
            <li key={date}>
              <Link
                to={selectionHref(selection, { date })}
                preventScrollReset
                aria-current={date === selection.date ? "true" : undefined}
                className={buttonClasses({
                  size: "sm",
                  variant: date === selection.date ? "primary" : "outline",
                })}
              >
                {formatLongDate(date, language)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

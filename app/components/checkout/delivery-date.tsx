import { clsx } from "clsx";
import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLanguage } from "~/hooks/use-root-data";
import { useTranslation } from "~/i18n/use-translation";
import { shopDate, shopTimeOfDay } from "~/lib/copenhagen";
import { nextOpenDay, type CalendarDay } from "~/lib/delivery-calendar";
import { formatClockTime, formatDeliveryDay, formatLongDate, formatWeekday } from "~/lib/format";
import { DateDialog } from "./date-dialog";
import { selectionHref, useSelection } from "./use-selection";
import "~/i18n/areas/checkout";

/** 'Bestil inden mandag kl. 12 for levering onsdag': the next order deadline, when there is one. */
export function CutoffNotice({
  days,
  today,
  className,
}: {
  days: readonly CalendarDay[];
  /** The shop's today (its clock, which the browser's need not agree with). */
  today: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const next = nextOpenDay(days);
  if (!next) return <p className={clsx(className, "text-clay-700")}>{t("checkout.noOpenDates")}</p>;
  const cutoff = new Date(next.cutoff);
  const cutoffDate = shopDate(cutoff);
  return (
    <p className={className} data-testid="cutoff-notice">
      {t("checkout.nextCutoff", {
        cutoffDay:
          cutoffDate === today
            ? t("checkout.today")
            : t("checkout.cutoffOn", { weekday: formatWeekday(cutoffDate, language) }),
        time: formatClockTime(shopTimeOfDay(cutoff), language),
        deliveryDay: formatWeekday(next.date, language),
      })}
    </p>
  );
}

/**
 * The delivery date of a choice (home delivery, or the chosen locker): the date chosen, and a
 * way to choose it: a calendar dialog with scripts (opened by itself once for a new choice
 * without a date), the open dates as links without, the others named with why they cannot be
 * chosen.
 */
export function DateChoice({
  days,
  today,
  intro,
  choiceKey,
}: {
  days: CalendarDay[];
  today: string;
  intro: string;
  /** What the date is for (a locker's id, "home"): a new one without a date opens the calendar. */
  choiceKey: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [selection, update] = useSelection();
  const hydrated = useHydrated();
  const [choice, setChoice] = useState<{ key: string; open: boolean } | null>(null);
  const open = choice?.key === choiceKey ? choice.open : hydrated && !selection.date;
  const chosen = days.find((day) => day.date === selection.date && day.problem === null);
  return (
    <div className="space-y-2">
      {chosen && (
        <p className="font-medium" data-testid="chosen-date">
          {t("checkout.chosenDate", { date: formatLongDate(chosen.date, language) })}
        </p>
      )}
      {hydrated ? (
        <DateDialog
          open={open}
          onOpenChange={(next) => setChoice({ key: choiceKey, open: next })}
          intro={intro}
          days={days}
          today={today}
          value={chosen?.date ?? null}
          onConfirm={(date) => update({ date })}
        />
      ) : (
        <>
          <ul className="flex flex-wrap gap-2" aria-label={t("checkout.dateTitle")}>
            {days
              .filter((day) => day.problem === null)
              .map((day) => (
                <li key={day.date}>
                  <Link
                    to={selectionHref(selection, { date: day.date })}
                    preventScrollReset
                    aria-current={day.date === selection.date ? "true" : undefined}
                    className={buttonClasses({
                      size: "sm",
                      variant: day.date === selection.date ? "primary" : "outline",
                    })}
                  >
                    {formatLongDate(day.date, language)}
                  </Link>
                </li>
              ))}
          </ul>
          {days.some((day) => day.problem !== null) && (
            <div className="text-sm">
              <p className="font-medium">{t("checkout.unavailableDays")}</p>
              <ul className="text-muted">
                {days
                  .filter((day) => day.problem !== null)
                  .map((day) => (
                    <li key={day.date}>
                      {formatDeliveryDay(day.date, language)}: {t(`checkout.dayProblems.${day.problem!}`)}
                    </li>
                  ))}
              </ul>
            </div>
          )}
          <CutoffNotice days={days} today={today} className="text-sm" />
        </>
      )}
    </div>
  );
}

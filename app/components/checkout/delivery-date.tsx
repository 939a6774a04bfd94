import { useState } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { useLanguage } from "~/hooks/use-root-data";
import { useTranslation } from "~/i18n/use-translation";
import type { CalendarDay } from "~/lib/delivery-calendar";
import { formatDeliveryDay, formatLongDate } from "~/lib/format";
import { CutoffNotice } from "./cutoff-notice";
import { DateDialog } from "./date-dialog";
import { selectionHref, useSelection } from "./use-selection";
import "~/i18n/areas/checkout";

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

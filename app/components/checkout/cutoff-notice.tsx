import { clsx } from "clsx";
import { useLanguage } from "~/hooks/use-root-data";
import { useTranslation } from "~/i18n/use-translation";
import { shopDate, shopTimeOfDay } from "~/lib/copenhagen";
import { nextOpenDay, type CalendarDay } from "~/lib/delivery-calendar";
import { formatClockTime, formatWeekday } from "~/lib/format";
import "~/i18n/areas/checkout";
import { ruleValues } from "~/lib/rules-in-texts";

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
  if (!next)
    return (
      <p className={clsx(className, "text-clay-700")}>{t("checkout.noOpenDates", ruleValues(language))}</p>
    );
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

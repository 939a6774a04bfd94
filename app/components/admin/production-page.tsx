import { clsx } from "clsx";
import { Link } from "react-router";
import { AdminPage } from "~/components/admin/admin-page";
import { DayBatchesForm, type DayBatchesAnswer } from "~/components/admin/day-batches-form";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { shopDate, shopTimeOfDay } from "~/lib/copenhagen";
import { formatClockTime, formatDateTime, formatDeliveryDay, formatShortDate } from "~/lib/format";
import type { PlanDay } from "~/lib/production";

/**
 * The back office's production page (`/admin/produktion`), the kitchen's plan: for each coming
 * delivery day, the jars to cook per product.
 */
export function ProductionPage({
  now,
  days,
  answer,
}: {
  now: string;
  days: PlanDay[];
  /** What recording a day's batches answered. */
  answer: DayBatchesAnswer | undefined;
}) {
  const { t } = useAdminTranslation();
  const today = shopDate(new Date(now));
  return (
    <AdminPage title={t("production.title")} intro={t("production.intro")}>
      {days.map((day) => (
        <ProductionDay key={day.date} day={day} now={now} today={today} answer={answer} />
      ))}
    </AdminPage>
  );
}

/** "2 dage 3 t 15 min" until the cutoff. */
function useCountdown(now: string, cutoff: string): string {
  const { t } = useAdminTranslation();
  const minutes = Math.max(0, Math.floor((Date.parse(cutoff) - Date.parse(now)) / 60_000));
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  return [
    days > 0 ? t("production.days", { count: days }) : null,
    days > 0 || hours > 0 ? t("production.hours", { count: hours }) : null,
    t("production.minutes", { count: minutes % 60 }),
  ]
    .filter(Boolean)
    .join(" ");
}

function ProductionDay({
  day,
  now,
  today,
  answer,
}: {
  day: PlanDay;
  now: string;
  today: string;
  answer: DayBatchesAnswer | undefined;
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const countdown = useCountdown(now, day.cutoff);
  const cutoff = new Date(day.cutoff);
  const used = day.paidJars + day.pendingJars;
  const headingId = `plan-${day.date}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-cream-300 bg-white p-5"
      data-testid="production-day"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold first-letter:uppercase">
          {formatDeliveryDay(day.date, language)}
        </h2>
        <p className="text-sm">
          {day.closed ? (
            <span className="font-semibold text-clay-700">{t("production.closed")}</span>
          ) : day.frozen ? (
            <span className="font-semibold text-forest-800">{t("production.frozen")}</span>
          ) : (
            <>
              {t("production.cutoff", {
                date: formatShortDate(shopDate(cutoff), language),
                time: formatClockTime(shopTimeOfDay(cutoff), language),
              })}{" "}
              · {t("production.countdown", { left: countdown })}
            </>
          )}
        </p>
      </header>
      <div className="mt-3">
        <p className="text-sm font-medium" id={`${headingId}-capacity`}>
          {t("production.capacityLabel")}: {t("production.capacity", { used, capacity: day.capacityJars })}
        </p>
        <progress
          aria-labelledby={`${headingId}-capacity`}
          max={Math.max(day.capacityJars, used, 1)}
          value={used}
          className="mt-1 h-2 w-full accent-forest-700"
        />
        {day.subscriptionJars > 0 && (
          <p className="text-sm text-muted">
            {t("production.subscriptions", { count: day.subscriptionJars })}
          </p>
        )}
        {day.pendingJars > 0 && (
          <p className="text-sm text-muted">{t("production.pending", { count: day.pendingJars })}</p>
        )}
      </div>
      {day.lines.length === 0 ? (
        <p className="mt-3 text-muted">{t("production.noOrders")}</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead>
            <tr className="border-b border-cream-300">
              <th scope="col" className="py-2">
                {t("production.product")}
              </th>
              <th scope="col" className="py-2 text-right">
                {t("production.paid")}
              </th>
              <th scope="col" className="py-2 text-right">
                {t("production.pendingColumn")}
              </th>
              <th scope="col" className="py-2 text-right">
                {t("production.subscriptionColumn")}
              </th>
            </tr>
          </thead>
          <tbody>
            {day.lines.map((line) => (
              <tr
                key={line.productId ?? line.title}
                className="border-b border-cream-200"
                data-testid="plan-line"
              >
                <th scope="row" className="py-2 font-medium">
                  {line.title}
                </th>
                <td className={clsx("py-2 text-right tabular-nums", line.paidJars > 0 && "font-semibold")}>
                  {line.paidJars}
                </td>
                <td className="py-2 text-right text-muted tabular-nums">{line.pendingJars}</td>
                <td className="py-2 text-right text-muted tabular-nums" data-testid="plan-subscription-jars">
                  {line.subscriptionJars}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {day.lateChanges.length > 0 && (
        <div className="mt-3 rounded-lg bg-clay-50 p-3 text-sm" role="note">
          <p className="font-semibold text-clay-700">{t("production.lateChanges")}</p>
          <ul className="mt-1 list-disc pl-5">
            {day.lateChanges.map((change) => (
              <li key={`${change.orderId}-${change.kind}`}>
                <Link to={`/admin/ordrer/${change.orderId}`} className="underline underline-offset-2">
                  {t(change.kind === "cancelled" ? "production.lateCancelled" : "production.latePaid", {
                    number: change.number,
                    at: formatDateTime(change.at, language),
                    jars: change.jars,
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <DayBatchesForm
        day={day.date}
        today={today}
        lines={day.lines.map((line) => ({
          productId: line.productId,
          title: line.title,
          jars: line.paidJars + line.pendingJars + line.subscriptionJars,
        }))}
        answer={answer}
      />
      <p className="mt-3">
        <Link to={`/admin/produktion/${day.date}`} className="font-medium underline underline-offset-2">
          {t("production.packingLists")}
        </Link>
      </p>
    </section>
  );
}

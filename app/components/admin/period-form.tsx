import { Form } from "react-router";
import { inputClass } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatLongDate } from "~/lib/format";
import { PERIOD_PARAMS, PERIOD_PRESETS, type Period, type PeriodProblem } from "~/lib/periods";

/**
 * The owner's period as a GET form that works without JavaScript: a preset, or "from and to"
 * with both dates. A period that cannot stand keeps what was typed and says what is wrong.
 */
export function PeriodForm({
  period,
  problem,
  typed,
}: {
  period: Period;
  problem: PeriodProblem | null;
  typed: { from: string; to: string };
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const dates = problem ? typed : { from: period.from, to: period.to };
  const described = problem ? "period-problem" : "period-hint";
  return (
    <Form
      method="get"
      key={`${period.preset}-${dates.from}-${dates.to}-${problem ?? ""}`}
      className="rounded-2xl border border-cream-300 bg-white p-5"
      data-testid="period-form"
    >
      <fieldset>
        <legend className="text-xl font-semibold">{t("bookkeeping.period.legend")}</legend>
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <div>
            <label htmlFor="period-preset" className="text-sm font-medium">
              {t("bookkeeping.period.preset")}
            </label>
            <select
              id="period-preset"
              name={PERIOD_PARAMS.preset}
              defaultValue={problem ? "custom" : period.preset}
              className={inputClass}
            >
              {PERIOD_PRESETS.map((preset) => (
                <option key={preset} value={preset}>
                  {t(`bookkeeping.period.presets.${preset}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="period-from" className="text-sm font-medium">
              {t("bookkeeping.period.from")}
            </label>
            <input
              id="period-from"
              type="date"
              name={PERIOD_PARAMS.from}
              defaultValue={dates.from}
              aria-invalid={problem ? true : undefined}
              aria-describedby={described}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor="period-to" className="text-sm font-medium">
              {t("bookkeeping.period.to")}
            </label>
            <input
              id="period-to"
              type="date"
              name={PERIOD_PARAMS.to}
              defaultValue={dates.to}
              aria-invalid={problem ? true : undefined}
              aria-describedby={described}
              className={inputClass}
            />
          </div>
          <Button type="submit">{t("bookkeeping.period.show")}</Button>
        </div>
        {problem ? (
          <p id="period-problem" className="mt-3 font-medium text-clay-700" role="alert">
            {t(`bookkeeping.period.problems.${problem}`)} {t("bookkeeping.period.fallback")}
          </p>
        ) : (
          <p id="period-hint" className="mt-3 text-sm text-muted">
            {t("bookkeeping.period.customHint")}
          </p>
        )}
        <p className="mt-2" data-testid="period-shown">
          {t("bookkeeping.period.shown", {
            from: formatLongDate(period.from, language),
            to: formatLongDate(period.to, language),
          })}
        </p>
      </fieldset>
    </Form>
  );
}

import { Form } from "react-router";
import { inputClass } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatLongDate } from "~/lib/format";
import { PERIOD_PARAMS, PERIOD_PRESETS, type Period, type PeriodProblem } from "~/lib/periods";

/**
 * The owner's period: a preset or typed dates (Copenhagen days), sent as the page's address
 * (a GET form, so it works without JavaScript and a period can be bookmarked). A typed period
 * that cannot stand is kept in the fields with what is wrong with it.
 */
export function PeriodPicker({
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
  const custom = problem ? typed : period;
  const problemId = "period-problem";
  return (
    <Form
      method="get"
      aria-label={t("period.form")}
      className="flex flex-wrap items-end gap-3 rounded-2xl border border-cream-300 bg-white p-4"
    >
      <label className="text-sm font-medium">
        {t("period.label")}
        <select
          name={PERIOD_PARAMS.preset}
          defaultValue={problem ? "custom" : period.preset}
          className={inputClass}
        >
          {PERIOD_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {t(`period.presets.${preset}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-medium">
        {t("period.from")}
        <input
          type="date"
          name={PERIOD_PARAMS.from}
          defaultValue={custom.from}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className={inputClass}
        />
      </label>
      <label className="text-sm font-medium">
        {t("period.to")}
        <input
          type="date"
          name={PERIOD_PARAMS.to}
          defaultValue={custom.to}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          className={inputClass}
        />
      </label>
      <Button type="submit">{t("period.show")}</Button>
      <p className="w-full text-sm text-muted">{t("period.hint")}</p>
      {problem && (
        <p id={problemId} role="alert" className="w-full text-sm font-medium text-clay-700">
          {t(`period.problems.${problem}`)} {t("period.fallback")}
        </p>
      )}
      <p className="w-full" data-testid="period-shown">
        {t("period.shown", {
          from: formatLongDate(period.from, language),
          to: formatLongDate(period.to, language),
        })}
      </p>
    </Form>
  );
}

import { Form } from "react-router";
import { inputClass } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useAdminTranslation } from "~/i18n/admin";
import { useTranslation } from "~/i18n/use-translation";
import type { BatchActionData } from "~/lib/schemas/batches";
import { MAX_JARS_PER_BATCH } from "~/lib/batches";

/** The production plan's answer to a refused day: which day, and the product refused. */
export type DayBatchesAnswer = BatchActionData & { day: string; product?: string };

/**
 * "Registrér dagens batches": one batch per product of a delivery day with the planned jars
 * (the owner may change them, 0 for none), produced on a date the owner picks (today). Lot codes
 * and dates are proposed. A plain form post inside a disclosure: it works without JavaScript.
 */
export function DayBatchesForm({
  day,
  today,
  lines,
  answer,
}: {
  day: string;
  today: string;
  lines: readonly { productId: string | null; title: string; jars: number }[];
  answer: DayBatchesAnswer | undefined;
}) {
  const { t } = useAdminTranslation();
  const { t: tr } = useTranslation();
  const products = lines.filter(
    (line): line is { productId: string; title: string; jars: number } => line.productId !== null,
  );
  if (products.length === 0) return null;
  const mine = answer?.day === day ? answer : undefined;
  const errors = mine?.result?.error ? Object.values(mine.result.error).flat() : [];
  return (
    <details className="mt-3 rounded-xl border border-cream-200 p-3" open={mine !== undefined}>
      <summary className="cursor-pointer font-medium">{t("batches.dayTitle")}</summary>
      <Form method="post" className="mt-3 space-y-3" data-testid="day-batches-form">
        <input type="hidden" name="intent" value="batches" />
        <input type="hidden" name="day" value={day} />
        <p className="text-sm text-muted">{t("batches.dayIntro")}</p>
        <label className="block text-sm font-medium sm:w-64">
          {t("batches.dayProducedOn")}
          <input type="date" name="producedOn" required defaultValue={today} className={inputClass} />
        </label>
        <div className="grid gap-3 sm:grid-cols-3">
          {products.map((line, index) => (
            <label key={line.productId} className="text-sm font-medium">
              {t("batches.dayJars", { product: line.title })}
              <input type="hidden" name={`lines[${index}].productId`} value={line.productId} />
              <input
                type="number"
                name={`lines[${index}].jars`}
                min={0}
                max={MAX_JARS_PER_BATCH}
                inputMode="numeric"
                defaultValue={line.jars}
                className={inputClass}
              />
            </label>
          ))}
        </div>
        {(errors.length > 0 || mine?.problem) && (
          <ul role="alert" className="font-medium text-clay-700" data-testid="day-batches-problem">
            {errors.map((key) => (
              <li key={key}>{tr(key as "validation.required")}</li>
            ))}
            {mine?.problem && (
              <li>
                {t("batches.problems.dayProduct", {
                  product: mine.product ?? "",
                  problem: t(mine.problem as "batches.problems.lot-taken"),
                })}
              </li>
            )}
          </ul>
        )}
        <SubmitButton intent="batches">{t("batches.dayRecord")}</SubmitButton>
      </Form>
    </details>
  );
}

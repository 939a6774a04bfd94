import { Form } from "react-router";
import { inputClass } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatDateTime, formatShortDate } from "~/lib/format";
import { PACKING_ROWS, packingField } from "~/lib/schemas/batches";

type Lot = { lotCode: string; bestBefore: string; quantity: number };

/** A line as the packing form sees it (~/server/batches/packing.server PackingLine). */
export type PackingFormLine = {
  itemId: string;
  title: string;
  quantity: number;
  packed: Lot[];
  proposal: { batchId: string; quantity: number }[];
  short: number;
  options: { id: string; lotCode: string; bestBefore: string; left: number }[];
};

/** The rows a line's form starts with: the lots it was packed from, else FEFO's proposal. */
function startingRows(line: PackingFormLine): { batchId: string; quantity: number }[] {
  if (line.packed.length === 0) return line.proposal;
  const rows = line.packed.flatMap((lot) => {
    const option = line.options.find((candidate) => candidate.lotCode === lot.lotCode);
    return option ? [{ batchId: option.id, quantity: lot.quantity }] : [];
  });
  return rows.length > 0 ? rows : line.proposal;
}

/**
 * The packing slip's form for a paid order: per line, up to PACKING_ROWS lots and their jars,
 * first expired first out preselected. A plain form post: it works without JavaScript.
 */
export function PackingForm({
  lines,
  packedAt,
  problem,
}: {
  lines: readonly PackingFormLine[];
  packedAt: string | Date | null;
  problem: { problem: string; itemId?: string } | undefined;
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  return (
    <section
      aria-labelledby="packing-title"
      className="rounded-2xl border border-cream-300 bg-white p-5 print:hidden"
      data-testid="packing-form"
    >
      <h2 id="packing-title" className="text-xl font-semibold">
        {t("packingSlip.packTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {packedAt ? t("packingSlip.repackIntro") : t("packingSlip.packIntro")}
        {packedAt && ` ${t("packingSlip.packedAt", { at: formatDateTime(packedAt, language) })}`}
      </p>
      {problem && !problem.itemId && (
        <p role="alert" className="mt-3 font-medium text-clay-700">
          {t(`packingSlip.problems.${problem.problem}` as "packingSlip.problems.count")}
        </p>
      )}
      <Form method="post" className="mt-4 space-y-4">
        {lines.map((line) => {
          const rows = startingRows(line);
          const legendId = `pack-${line.itemId}`;
          const lineProblem = problem?.itemId === line.itemId ? problem.problem : null;
          return (
            <fieldset
              key={line.itemId}
              aria-labelledby={legendId}
              className="rounded-xl border border-cream-200 p-4"
              data-testid="packing-line"
            >
              <legend id={legendId} className="px-1 font-semibold">
                {line.title} · {t("packingSlip.quantity", { count: line.quantity })}
              </legend>
              {line.options.length === 0 ? (
                <p className="text-sm text-muted">{t("packingSlip.noBatches")}</p>
              ) : (
                <div className="space-y-2">
                  {Array.from({ length: PACKING_ROWS }, (_, row) => {
                    const names = packingField(line.itemId, row);
                    const start = rows[row];
                    return (
                      <div key={row} className="grid gap-2 sm:grid-cols-[3fr_1fr]">
                        <label className="text-sm font-medium">
                          {t("packingSlip.batch")} ({t("packingSlip.row", { n: row + 1 })})
                          <select
                            name={names.batch}
                            defaultValue={start?.batchId ?? ""}
                            className={inputClass}
                            data-testid="packing-batch"
                          >
                            <option value="">{t("packingSlip.chooseBatch")}</option>
                            {line.options.map((option) => (
                              <option key={option.id} value={option.id}>
                                {t("packingSlip.option", {
                                  lot: option.lotCode,
                                  date: formatShortDate(option.bestBefore, language),
                                  left: option.left,
                                })}
                              </option>
                            ))}
                          </select>
                        </label>
                        <label className="text-sm font-medium">
                          {t("packingSlip.jars")} ({t("packingSlip.row", { n: row + 1 })})
                          <input
                            name={names.jars}
                            type="number"
                            inputMode="numeric"
                            min={0}
                            defaultValue={start ? String(start.quantity) : ""}
                            className={inputClass}
                            data-testid="packing-jars"
                          />
                        </label>
                      </div>
                    );
                  })}
                </div>
              )}
              {line.short > 0 && line.packed.length === 0 && (
                <p className="mt-2 text-sm text-clay-700">{t("packingSlip.short", { count: line.short })}</p>
              )}
              {lineProblem && (
                <p role="alert" className="mt-2 font-medium text-clay-700" data-testid="packing-problem">
                  {t(`packingSlip.problems.${lineProblem}` as "packingSlip.problems.count")}
                </p>
              )}
            </fieldset>
          );
        })}
        <SubmitButton>{packedAt ? t("packingSlip.repack") : t("packingSlip.pack")}</SubmitButton>
      </Form>
    </section>
  );
}

/** A line's lots, for the slip, the order page: "Parti TOMAT-261128: 2 stk., anvendes senest …". */
export function LotList({ lots, testId = "line-lots" }: { lots: readonly Lot[]; testId?: string }) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  return (
    <ul data-testid={testId}>
      {lots.map((lot) => (
        <li key={lot.lotCode}>
          {t("packingSlip.lotLine", {
            lot: lot.lotCode,
            count: lot.quantity,
            date: formatShortDate(lot.bestBefore, language),
          })}
        </li>
      ))}
    </ul>
  );
}

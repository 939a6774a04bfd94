import { IngredientParts } from "~/components/catalogue/ingredient-parts";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { particularsOf, producerLine } from "~/lib/food-particulars";
import { formatLongDate } from "~/lib/format";
import type { PackingSlipLine } from "~/lib/orders";
import { LotList } from "./packing-form";

/**
 * One product of the packing slip with every particular the jar must carry at delivery: the
 * ingredient list with its allergens in bold, 'Indeholder' and traces, the nutrition table,
 * storage, the use-by date, preparation, origin, producer and organic control.
 */
export function PackingSlipProduct({
  line,
  deliveryDate,
  lots = [],
  lotsUnknown = false,
}: {
  line: PackingSlipLine;
  deliveryDate: string | null;
  /** The lots the line was packed from: their dates are the ones on the jars. */
  lots?: readonly { lotCode: string; bestBefore: string; quantity: number }[];
  /** Shipped before lots were recorded. */
  lotsUnknown?: boolean;
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const p = particularsOf(line.food, language, deliveryDate);
  const headingId = `slip-${line.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="break-inside-avoid rounded-2xl border border-cream-300 bg-white p-5 print:rounded-none print:border-x-0 print:border-t-0 print:border-ink print:p-0 print:pb-4"
      data-testid="packing-slip-line"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-xl font-semibold">
          {line.title}
        </h2>
        <p className="text-lg font-semibold">{t("packingSlip.quantity", { count: line.quantity })}</p>
      </header>
      {!line.asSold && <p className="mt-1 text-sm text-clay-700">{t("packingSlip.notAsSold")}</p>}
      <div className="mt-3 grid gap-5 md:grid-cols-[3fr_2fr] print:grid-cols-[3fr_2fr]">
        <dl className="grid content-start gap-x-4 gap-y-2 sm:grid-cols-[10rem_1fr] print:grid-cols-[9rem_1fr]">
          <dt className="font-medium">{t("packingSlip.netQuantity")}</dt>
          <dd>{p.netQuantity ?? t("common.none")}</dd>
          <dt className="font-medium">{t("packingSlip.ingredients")}</dt>
          <dd>
            {p.ingredients.length === 0 ? t("common.none") : <IngredientParts parts={p.ingredients} />}
            {p.anyOrganic && <span className="block text-sm">*{t("packingSlip.organicNote")}</span>}
          </dd>
          <dt className="font-medium">{t("packingSlip.contains")}</dt>
          <dd data-testid="packing-slip-contains">
            {p.contains === null ? (
              <strong className="text-clay-700">{t("packingSlip.notDeclared")}</strong>
            ) : p.contains.length === 0 ? (
              t("packingSlip.noAllergens")
            ) : (
              <strong>{p.contains.join(", ")}</strong>
            )}
          </dd>
          {p.traces.length > 0 && (
            <>
              <dt className="font-medium">{t("packingSlip.traces")}</dt>
              <dd>{p.traces.join(", ")}</dd>
            </>
          )}
          <dt className="font-medium">{t("packingSlip.storage")}</dt>
          <dd>
            {p.storage ?? t("common.none")}
            {p.daysAfterOpening !== null && (
              <span className="block">{t("packingSlip.afterOpening", { count: p.daysAfterOpening })}</span>
            )}
          </dd>
          <dt className="font-medium">{t("packingSlip.useBy")}</dt>
          <dd data-testid="packing-slip-use-by" className="font-semibold">
            {lots.length > 0 ? (
              <LotList lots={lots} testId="packing-slip-lots" />
            ) : p.useBy === null ? (
              t("common.none")
            ) : "date" in p.useBy ? (
              formatLongDate(p.useBy.date, language)
            ) : (
              t("packingSlip.fromDelivery", { count: p.useBy.days })
            )}
            {lotsUnknown && (
              <span className="block text-sm font-normal" data-testid="packing-slip-no-lots">
                {t("packingSlip.shippedBeforeLots")}
              </span>
            )}
          </dd>
          {p.preparation && (
            <>
              <dt className="font-medium">{t("packingSlip.preparation")}</dt>
              <dd className="whitespace-pre-line">{p.preparation}</dd>
            </>
          )}
          {p.origin && (
            <>
              <dt className="font-medium">{t("packingSlip.origin")}</dt>
              <dd>{p.origin}</dd>
            </>
          )}
          <dt className="font-medium">{t("packingSlip.producer")}</dt>
          <dd>{producerLine()}</dd>
          {p.organic && (
            <>
              <dt className="font-medium">{t("packingSlip.organic")}</dt>
              <dd>
                {t("packingSlip.organicControl", { code: p.organic.controlBody })}
                {p.organic.farmedIn && ` · ${p.organic.farmedIn}`}
                {p.organic.oeLabel && <span className="block">{t("packingSlip.oeLabel")}</span>}
              </dd>
            </>
          )}
        </dl>
        {p.nutrition.length > 0 && (
          <table className="h-fit w-full text-left text-sm">
            <caption className="mb-1 text-left font-semibold">{t("packingSlip.nutrition")}</caption>
            <thead>
              <tr className="border-b border-cream-300 print:border-ink">
                <th scope="col" className="py-1">
                  {t("packingSlip.nutrient")}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t("packingSlip.per100")}
                </th>
              </tr>
            </thead>
            <tbody>
              {p.nutrition.map(({ row, value, sub }) => (
                <tr key={row} className="border-b border-cream-200 print:border-ink/40">
                  <th scope="row" className={sub ? "py-1 pl-4 font-normal" : "py-1 font-medium"}>
                    {t(`packingSlip.rows.${row}`)}
                  </th>
                  <td className="py-1 text-right">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </article>
  );
}

/**
 * The dashboard's charts, drawn as SVG during the server's render with visx (no JavaScript
 * needed to see them). Each chart is a figure whose caption names it, and its numbers follow as
 * a table for screen readers and for copying. The period before is hatched as well as coloured
 * and named in the legend, so colour never carries the meaning alone; both colours have at
 * least 3:1 contrast against the white panel.
 */
import { AxisBottom, AxisLeft } from "@visx/axis";
import { Group } from "@visx/group";
import { scaleBand, scaleLinear } from "@visx/scale";
import { Bar } from "@visx/shape";
import { useId } from "react";
import type { Language } from "~/i18n/languages";
import { useAdminTranslation } from "~/i18n/admin";
import { formatShortDate } from "~/lib/format";
import { formatExactPrice, formatPrice } from "~/lib/money";
import type { ChartPoint, ProductJars } from "~/lib/sales-dashboard";

/** forest-700 and clay-600 of app/app.css: 10.4:1 and 5.3:1 against white. */
const CURRENT = "#2f4a34";
const PREVIOUS = "#a9501f";
const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 12, bottom: 40, left: 72 };

export function pointLabel(
  point: Pick<ChartPoint, "from" | "key">,
  unit: "day" | "week" | "month",
  language: Language,
) {
  if (unit === "month")
    return new Intl.DateTimeFormat(language === "da" ? "da-DK" : "en-GB", {
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${point.from}T00:00:00Z`));
  return formatShortDate(point.from, language);
}

/** Revenue per day, week or month: the period's bars beside the period before's (hatched). */
export function RevenueChart({
  points,
  unit,
  language,
}: {
  points: readonly ChartPoint[];
  unit: "day" | "week" | "month";
  language: Language;
}) {
  const { t } = useAdminTranslation();
  const id = useId();
  const hatch = `${id}-hatch`;
  const caption = `${id}-caption`;
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const values = points.flatMap((point) => [point.revenue, point.previous]);
  const y = scaleLinear<number>({
    domain: [Math.min(0, ...values), Math.max(100_00, ...values)],
    range: [innerHeight, 0],
    nice: true,
  });
  const x = scaleBand<string>({
    domain: points.map((point) => point.key),
    range: [0, innerWidth],
    padding: 0.2,
  });
  const half = x.bandwidth() / 2;
  // At most about 12 labels under the bars.
  const every = Math.max(1, Math.ceil(points.length / 12));
  const labels = new Map(points.map((point) => [point.key, pointLabel(point, unit, language)]));
  return (
    <figure className="space-y-3">
      <figcaption id={caption} className="font-semibold">
        {t("sales.revenueChart")}
      </figcaption>
      <Legend />
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={caption}
        data-testid="revenue-chart"
      >
        <defs>
          <pattern
            id={hatch}
            width="6"
            height="6"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <rect width="6" height="6" fill="#ffffff" />
            <line x1="0" y1="0" x2="0" y2="6" stroke={PREVIOUS} strokeWidth="3" />
          </pattern>
        </defs>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {points.map((point) => {
            const left = x(point.key) ?? 0;
            const bar = (value: number, offset: number, fill: string, name: string) => (
              <Bar
                key={name}
                x={left + offset}
                y={Math.min(y(value), y(0))}
                width={half}
                height={Math.abs(y(0) - y(value))}
                fill={fill}
                stroke={fill === CURRENT ? CURRENT : PREVIOUS}
                data-testid={name}
              />
            );
            return (
              <Group key={point.key}>
                {bar(point.previous, 0, `url(#${hatch})`, "bar-previous")}
                {bar(point.revenue, half, CURRENT, "bar-current")}
              </Group>
            );
          })}
          <AxisLeft
            scale={y}
            numTicks={5}
            tickFormat={(value) => formatPrice(Number(value), language)}
            stroke="#57614f"
            tickStroke="#57614f"
            tickLabelProps={{ fill: "#1f2a22", fontSize: 11, textAnchor: "end", dx: -4, dy: 3 }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={points.filter((_, index) => index % every === 0).map((point) => point.key)}
            tickFormat={(key) => labels.get(key) ?? key}
            stroke="#57614f"
            tickStroke="#57614f"
            tickLabelProps={{ fill: "#1f2a22", fontSize: 11, textAnchor: "middle" }}
          />
        </Group>
      </svg>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="revenue-table">
          <caption className="sr-only">{t("sales.revenueTable")}</caption>
          <thead>
            <tr className="border-b border-cream-300">
              <th scope="col" className="py-1 pr-3">
                {t(`sales.units.${unit}`)}
              </th>
              <th scope="col" className="py-1 pr-3 text-right">
                {t("sales.thisPeriod")}
              </th>
              <th scope="col" className="py-1 text-right">
                {t("sales.periodBefore")}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.key} className="border-b border-cream-200">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {labels.get(point.key)}
                </th>
                <td className="py-1 pr-3 text-right tabular-nums">
                  {formatExactPrice(point.revenue, language)}
                </td>
                <td className="py-1 text-right tabular-nums">{formatExactPrice(point.previous, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

function Legend() {
  const { t } = useAdminTranslation();
  return (
    <ul className="flex flex-wrap gap-4 text-sm" aria-hidden="true">
      <li className="flex items-center gap-2">
        <span className="inline-block h-3 w-5" style={{ background: CURRENT }} />
        {t("sales.thisPeriod")}
      </li>
      <li className="flex items-center gap-2">
        <span
          className="inline-block h-3 w-5 border"
          style={{
            borderColor: PREVIOUS,
            background: `repeating-linear-gradient(45deg, ${PREVIOUS} 0 3px, #ffffff 3px 6px)`,
          }}
        />
        {t("sales.periodBefore")}
      </li>
    </ul>
  );
}

/** Jars per product as horizontal bars, with the numbers in a table after it. */
export function JarsChart({ title, products }: { title: string; products: readonly ProductJars[] }) {
  const { t } = useAdminTranslation();
  const caption = useId();
  const rowHeight = 28;
  const labelWidth = 220;
  const width = 560;
  const height = Math.max(1, products.length) * rowHeight;
  const x = scaleLinear<number>({
    domain: [0, Math.max(1, ...products.map((product) => product.jars))],
    range: [0, width - labelWidth - 48],
  });
  return (
    <figure className="space-y-2">
      <figcaption id={caption} className="font-semibold">
        {title}
      </figcaption>
      {products.length === 0 ? (
        <p className="text-muted">{t("sales.noJars")}</p>
      ) : (
        <>
          <svg
            viewBox={`0 0 ${width} ${height}`}
            className="h-auto w-full"
            role="img"
            aria-labelledby={caption}
          >
            {products.map((product, index) => (
              <Group key={product.productId} top={index * rowHeight}>
                <text x={labelWidth - 8} y={rowHeight / 2 + 4} textAnchor="end" fontSize={12} fill="#1f2a22">
                  {product.title.length > 30 ? `${product.title.slice(0, 29)}…` : product.title}
                </text>
                <Bar x={labelWidth} y={5} width={x(product.jars)} height={rowHeight - 10} fill={CURRENT} />
                <text x={labelWidth + x(product.jars) + 6} y={rowHeight / 2 + 4} fontSize={12} fill="#1f2a22">
                  {product.jars}
                </text>
              </Group>
            ))}
          </svg>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-cream-300">
                <th scope="col" className="py-1 pr-3">
                  {t("sales.product")}
                </th>
                <th scope="col" className="py-1 text-right">
                  {t("sales.jars")}
                </th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.productId} className="border-b border-cream-200">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {product.title}
                  </th>
                  <td className="py-1 text-right tabular-nums">{product.jars}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  );
}

import { Link } from "react-router";
import { Panel } from "~/components/admin/admin-page";
import { JarsChart, RevenueChart } from "~/components/admin/sales-charts";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { localized } from "~/i18n/localized";
import { formatShortDate } from "~/lib/format";
import { formatExactPrice } from "~/lib/money";
import {
  changeOf,
  productEnds,
  shareUsed,
  type PeriodFigures,
  type SalesDashboard,
} from "~/lib/sales-dashboard";

/** How many products the dashboard names at each end of the list. */
const PRODUCTS_SHOWN = 5;

/** One figure: this period's value, the period before's, and the change in words and signs. */
function Figure({
  label,
  current,
  previous,
  format,
  testId,
}: {
  label: string;
  current: number;
  previous: number;
  format: (value: number) => string;
  testId: string;
}) {
  const { t } = useAdminTranslation();
  const change = changeOf(current, previous);
  return (
    <div className="rounded-2xl border border-cream-300 bg-white p-4" data-testid={`figure-${testId}`}>
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`figure-${testId}-value`}>
        {format(current)}
      </dd>
      <dd className="text-sm text-muted">
        {t("sales.before", { value: format(previous) })}
        {change !== null && (
          <>
            {" · "}
            {change === 0
              ? t("sales.unchanged")
              : t(change > 0 ? "sales.up" : "sales.down", { percent: Math.abs(change) })}
          </>
        )}
      </dd>
    </div>
  );
}

/** The period's sales beside the period before: figures, charts and their tables. */
export function SalesFigures({ board }: { board: SalesDashboard }) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const { current, previous } = board;
  const money = (value: number) => formatExactPrice(value, language);
  const whole = (value: number) => String(value);
  const percent = (share: number | null) => (share === null ? "–" : `${share} %`);
  const { top, bottom } = productEnds(current.jars, PRODUCTS_SHOWN);
  return (
    <>
      <p className="text-sm text-muted" data-testid="period-compared">
        {t("sales.comparing", {
          from: formatShortDate(current.period.from, language),
          to: formatShortDate(current.period.to, language),
          previousFrom: formatShortDate(previous.period.from, language),
          previousTo: formatShortDate(previous.period.to, language),
        })}
      </p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {(
          [
            ["revenue", "sales.revenue", (f: PeriodFigures) => f.revenue, money],
            ["revenue-ex-vat", "sales.revenueExVat", (f: PeriodFigures) => f.revenueExVat, money],
            ["orders", "sales.orders", (f: PeriodFigures) => f.orders, whole],
            ["average-order", "sales.averageOrder", (f: PeriodFigures) => f.averageOrder, money],
            ["refunds", "sales.refunds", (f: PeriodFigures) => f.refunds, money],
            ["new-customers", "sales.newCustomers", (f: PeriodFigures) => f.customers.new, whole],
            [
              "returning-customers",
              "sales.returningCustomers",
              (f: PeriodFigures) => f.customers.returning,
              whole,
            ],
            ["capacity", "sales.capacityUsed", (f: PeriodFigures) => shareUsed(f.capacity) ?? 0, percent],
          ] as const
        ).map(([testId, label, value, format]) => (
          <Figure
            key={testId}
            label={t(label)}
            current={value(current)}
            previous={value(previous)}
            format={format}
            testId={testId}
          />
        ))}
      </dl>

      <Panel>
        <RevenueChart points={board.chart.points} unit={board.chart.unit} language={language} />
      </Panel>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel>
          <JarsChart title={t("sales.topProducts", { count: top.length })} products={top} />
        </Panel>
        <Panel>
          <JarsChart title={t("sales.bottomProducts", { count: bottom.length })} products={bottom} />
        </Panel>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t("sales.subscriptions")}>
          <dl className="grid grid-cols-2 gap-3" data-testid="subscription-figures">
            <Figure
              label={t("sales.subscriptionsDelivering")}
              current={current.subscriptions.delivering}
              previous={previous.subscriptions.delivering}
              format={whole}
              testId="subscriptions-delivering"
            />
            <Figure
              label={t("sales.subscriptionsStarted")}
              current={current.subscriptions.started}
              previous={previous.subscriptions.started}
              format={whole}
              testId="subscriptions-started"
            />
            <Figure
              label={t("sales.subscriptionsCancelled")}
              current={current.subscriptions.cancelled}
              previous={previous.subscriptions.cancelled}
              format={whole}
              testId="subscriptions-cancelled"
            />
            <Figure
              label={t("sales.subscriptionRevenue")}
              current={current.subscriptions.revenue}
              previous={previous.subscriptions.revenue}
              format={money}
              testId="subscription-revenue"
            />
          </dl>
          <p className="mt-3 text-sm text-muted">
            {t("sales.subscriptionsNow", board.subscriptionsNow)}{" "}
            <Link to="/admin/abonnementer" className="underline underline-offset-2">
              {t("sales.seeSubscriptions")}
            </Link>
          </p>
        </Panel>
        <Panel title={t("sales.seasonMenus")}>
          {current.seasonMenus.length === 0 ? (
            <p className="text-muted">{t("sales.noSeasonMenus")}</p>
          ) : (
            <table className="w-full text-left text-sm" data-testid="season-menu-sales">
              <thead>
                <tr className="border-b border-cream-300">
                  <th scope="col" className="py-1 pr-3">
                    {t("sales.menu")}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    {t("sales.orders")}
                  </th>
                  <th scope="col" className="py-1 pr-3 text-right">
                    {t("sales.covers")}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {t("sales.revenue")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {current.seasonMenus.map((menu) => (
                  <tr key={menu.menuId} className="border-b border-cream-200">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      <Link
                        to={`/admin/saesonmenuer/${menu.menuId}`}
                        className="underline underline-offset-2"
                      >
                        {localized(menu.name, menu.nameEn, language)}
                      </Link>
                    </th>
                    <td className="py-1 pr-3 text-right tabular-nums">{menu.orders}</td>
                    <td className="py-1 pr-3 text-right tabular-nums">{menu.covers}</td>
                    <td className="py-1 text-right tabular-nums">{money(menu.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Panel>
      </div>
    </>
  );
}

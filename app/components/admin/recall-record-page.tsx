import { Form, Link } from "react-router";
import { ListTable } from "~/components/admin/admin-list";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { LotLine } from "~/components/admin/recall-forms";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { localized } from "~/i18n/localized";
import type { RecallRecord } from "~/lib/batches";
import { formatDateTime, formatShortDate } from "~/lib/format";
import { formatPrice, parseKroner } from "~/lib/money";
import { orderNumber } from "~/lib/orders";

/**
 * A recall's record in the back office (`/admin/tilbagekaldelser/<id>`): what and why, its
 * timeline, what it did to each order, the CSV and closing it.
 */
export function RecallRecordPage({ recall, lots, timeline, orders }: RecallRecord) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const product = localized(recall.product, recall.productEn, language);
  const facts: [string, string][] = [
    [t("recalls.emailsQueued"), String(timeline.emails.queued)],
    [t("recalls.emailsSent"), String(timeline.emails.sent)],
    [t("recalls.emailsWaiting"), String(timeline.emails.waiting)],
    [t("recalls.emailsFailed"), String(timeline.emails.failed)],
    [
      t("recalls.refunds"),
      t("recalls.refundsLine", {
        amount: formatPrice(timeline.refunds.amount, language),
        orders: timeline.refunds.orders,
        notes: timeline.refunds.creditNotes,
      }),
    ],
  ];
  return (
    <AdminPage
      title={t("recalls.recordTitle", { product })}
      intro={timeline.closedAt ? t("recalls.closed") : t("recalls.stillOpen")}
      actions={
        <>
          <a
            href={`/admin/tilbagekaldelser/${recall.id}/csv`}
            download
            className={buttonClasses({ variant: "outline" })}
          >
            {t("recalls.csv")}
          </a>
          <Link to="/admin/tilbagekaldelser" className="underline underline-offset-2">
            {t("common.back")}
          </Link>
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title={t("recalls.what")}>
          <dl className="space-y-3">
            <div>
              <dt className="font-medium">{t("recalls.product")}</dt>
              <dd>
                <Link to={`/admin/produkter/${recall.productId}`} className="underline underline-offset-2">
                  {product}
                </Link>
              </dd>
            </div>
            <div>
              <dt className="font-medium">{t("recalls.lots")}</dt>
              <dd>
                <ul>
                  {lots.map((lot) => (
                    <li key={lot.id} data-testid="recall-record-lot">
                      <LotLine lot={lot} />
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
            <div>
              <dt className="font-medium">{t("recalls.reasonLabel")}</dt>
              <dd className="whitespace-pre-line">{localized(recall.reason, recall.reasonEn, language)}</dd>
            </div>
            <div>
              <dt className="font-medium">{t("recalls.adviceLabel")}</dt>
              <dd className="whitespace-pre-line">{localized(recall.advice, recall.adviceEn, language)}</dd>
            </div>
          </dl>
        </Panel>
        <Panel title={t("recalls.timeline")}>
          <ol className="space-y-3" data-testid="recall-timeline">
            <li>
              {t("recalls.startedBy", {
                at: formatDateTime(timeline.startedAt, language),
                by: timeline.startedBy,
              })}
            </li>
            <li>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
                {facts.map(([label, value]) => (
                  <div key={label} className="contents">
                    <dt className="font-medium">{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
            {timeline.closedAt && (
              <li>
                {t("recalls.closedBy", {
                  at: formatDateTime(timeline.closedAt, language),
                  by: timeline.closedBy ?? "",
                })}
              </li>
            )}
          </ol>
          {!timeline.closedAt && (
            <Form method="post" className="mt-5 space-y-2 border-t border-cream-200 pt-4">
              <p className="text-sm text-muted">{t("recalls.closeHint")}</p>
              <SubmitButton intent="close" variant="outline">
                {t("recalls.close")}
              </SubmitButton>
            </Form>
          )}
        </Panel>
      </div>
      <section aria-labelledby="recall-orders" className="space-y-3">
        <h2 id="recall-orders" className="text-xl font-semibold">
          {t("recalls.ordersTitle")}
        </h2>
        <ListTable
          empty={t("recalls.noOrders")}
          isEmpty={orders.length === 0}
          head={
            <>
              <th className="p-3">{t("recalls.order")}</th>
              <th className="p-3">{t("recalls.customer")}</th>
              <th className="p-3">{t("recalls.outcome")}</th>
              <th className="p-3">{t("recalls.jars")}</th>
              <th className="p-3">{t("recalls.lots")}</th>
              <th className="p-3">{t("recalls.shippedOn")}</th>
              <th className="p-3">{t("recalls.toldOn")}</th>
            </>
          }
        >
          {orders.map((order) => (
            <tr
              key={order.orderId}
              className="border-t border-cream-200 align-top"
              data-testid="recall-order"
            >
              <td className="p-3">
                <Link
                  to={`/admin/ordrer/${order.orderId}`}
                  className="font-mono underline underline-offset-2"
                >
                  #{orderNumber(order.orderId)}
                </Link>
              </td>
              <td className="p-3 text-sm">
                {order.customerName}
                <br />
                {order.customerEmail}
              </td>
              <td className="p-3 text-sm">
                {t(`recalls.outcomes.${order.outcome}`)}
                {parseKroner(order.refunded) > 0 && (
                  <>
                    <br />
                    {formatPrice(parseKroner(order.refunded), language)}
                    {order.creditNote !== null &&
                      `, ${t("recalls.creditNote", { number: order.creditNote })}`}
                  </>
                )}
              </td>
              <td className="p-3">{order.jars}</td>
              <td className="p-3 font-mono text-sm">{order.lots.join(", ")}</td>
              <td className="p-3 text-sm">
                {order.shippedOn ? formatShortDate(order.shippedOn, language) : ""}
              </td>
              <td className="p-3 text-sm">{order.toldAt ? formatDateTime(order.toldAt, language) : ""}</td>
            </tr>
          ))}
        </ListTable>
      </section>
    </AdminPage>
  );
}

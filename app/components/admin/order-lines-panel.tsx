import { Link } from "react-router";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatExactPrice, parseKroner, vatIncluded } from "~/lib/money";
import type { OrderDetail } from "~/lib/orders";
import { Panel } from "./admin-page";
import { LotList } from "./packing-form";

/** An order's lines, each linked to its product, and its totals with the VAT included. */
export function OrderLinesPanel({
  order,
  items,
  lots,
  total,
}: {
  order: OrderDetail["order"];
  items: OrderDetail["items"];
  lots: OrderDetail["lots"];
  /** The order's total in øre. */
  total: number;
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const price = (ore: number) => formatExactPrice(ore, language);
  const discount = parseKroner(order.discount_amount);
  const shipped = order.status === "shipped" || order.status === "refunded";
  return (
    <Panel title={t("orders.lines")}>
      <table className="w-full text-left">
        <thead className="text-sm text-muted">
          <tr>
            <th className="py-1">{t("orders.product")}</th>
            <th className="py-1 text-right">{t("orders.quantity")}</th>
            <th className="py-1 text-right">{t("orders.unitPrice")}</th>
            <th className="py-1 text-right">{t("orders.lineTotal")}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t border-cream-200">
              <td className="py-2">
                <Link to={`/admin/produkter/${item.product_id}`} className="underline underline-offset-2">
                  {item.product_title}
                </Link>
                {(lots[item.id] ?? []).length > 0 ? (
                  <div className="text-sm text-muted">
                    <LotList lots={lots[item.id]!} testId="order-line-lots" />
                  </div>
                ) : (
                  shipped && (
                    <p className="text-sm text-muted" data-testid="order-line-no-lots">
                      {t("packingSlip.shippedBeforeLots")}
                    </p>
                  )
                )}
              </td>
              <td className="py-2 text-right">{item.quantity}</td>
              <td className="py-2 text-right">{price(parseKroner(item.unit_price))}</td>
              <td className="py-2 text-right">{price(parseKroner(item.unit_price) * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 border-t border-cream-300 pt-3">
        <dt>{t("orders.subtotal")}</dt>
        <dd className="text-right">{price(parseKroner(order.subtotal_price))}</dd>
        {discount > 0 && (
          <>
            <dt>{t("orders.discount", { code: order.discount_code ?? "" })}</dt>
            <dd className="text-right">{price(-discount)}</dd>
          </>
        )}
        <dt>{t("orders.freight")}</dt>
        <dd className="text-right">{price(parseKroner(order.freight_price))}</dd>
        <dt className="font-semibold">{t("orders.total")}</dt>
        <dd className="text-right font-semibold" data-testid="order-total">
          {price(total)}
        </dd>
        <dt className="text-sm text-muted">{t("orders.vat")}</dt>
        <dd className="text-right text-sm text-muted">{price(vatIncluded(total))}</dd>
      </dl>
    </Panel>
  );
}

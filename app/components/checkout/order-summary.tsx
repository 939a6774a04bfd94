import { AllergenLines } from "~/components/catalogue/allergen-lines";
import { useTranslation } from "~/i18n/use-translation";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import { FREE_FREIGHT_FROM, type CartView } from "~/lib/cart";
import { formatUnitPrice } from "~/lib/food";
import { formatPrice, vatIncluded } from "~/lib/money";
import "~/i18n/areas/checkout";
import { ruleValues } from "~/lib/rules-in-texts";

/** What the shopper is about to buy: lines, discount, freight once a method is chosen, total and VAT. */
export function OrderSummary({ cart, deliveryChosen }: { cart: CartView; deliveryChosen: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = (ore: number) => formatPrice(ore, language);
  const { totals, discount } = cart;
  // Before a method is chosen the total is the goods alone; the fee is shown once there is one.
  const total = deliveryChosen ? totals.total : totals.goodsTotal;
  const lines = cart.lines.filter((line) => line.available);
  return (
    <section
      aria-labelledby="summary-title"
      className="space-y-4 rounded-2xl border border-cream-300 bg-white p-5"
    >
      <h2 id="summary-title" className="text-2xl font-semibold">
        {t("checkout.summaryTitle")}
      </h2>
      <ul className="divide-y divide-cream-200">
        {lines.map((line) => (
          <li key={line.productId} className="py-2">
            <div className="flex justify-between gap-3" data-testid="summary-line">
              <span>
                {line.quantity} × {localized(line.title, line.title_en, language)}
              </span>
              <span className="shrink-0">{price(line.lineTotal)}</span>
            </div>
            <p className="text-sm text-muted">
              {t("cart.unitPrice", { price: price(line.unitPrice) })}
              {line.measurePrice && (
                <span data-testid="line-unit-price"> · {formatUnitPrice(line.measurePrice, language)}</span>
              )}
            </p>
            <AllergenLines food={line.food} className="text-sm" />
          </li>
        ))}
      </ul>
      <dl className="space-y-1.5 border-t border-cream-300 pt-3">
        <div className="flex justify-between">
          <dt>{t("checkout.subtotal")}</dt>
          <dd data-testid="checkout-subtotal">{price(totals.subtotal)}</dd>
        </div>
        {discount?.ok && (deliveryChosen || discount.type !== "free_shipping") && (
          <div className="flex justify-between text-forest-700">
            <dt>{t("checkout.discount", { code: discount.code })}</dt>
            <dd data-testid="checkout-discount">{price(-totals.discount)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>{t("checkout.freight")}</dt>
          <dd data-testid="checkout-freight">
            {!deliveryChosen
              ? t("checkout.freightChoose")
              : totals.freight === 0
                ? t("checkout.freightFree")
                : price(totals.freight)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-cream-300 pt-2 text-xl font-semibold">
          <dt>{t("checkout.total")}</dt>
          <dd data-testid="checkout-total">{price(total)}</dd>
        </div>
        <div className="flex justify-between text-sm text-muted">
          <dt>{t("checkout.vat")}</dt>
          <dd data-testid="checkout-vat">{price(vatIncluded(total))}</dd>
        </div>
      </dl>
      {totals.subtotal < FREE_FREIGHT_FROM && (
        <p className="text-sm text-muted">{t("checkout.freeDeliveryHint", ruleValues(language))}</p>
      )}
    </section>
  );
}

import { clsx } from "clsx";
import { useTranslation } from "~/i18n/use-translation";
import { useLanguage } from "~/hooks/use-root-data";
import { FREE_FREIGHT_FROM, type CartView } from "~/lib/cart";
import { formatPrice } from "~/lib/money";

/** Subtotal, discount, freight and total, as the server priced them. */
export function CartTotalsView({ cart, pending }: { cart: CartView; pending: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { totals, discount } = cart;
  const toFreeFreight = FREE_FREIGHT_FROM - totals.subtotal;
  return (
    <div
      className={clsx("space-y-2 transition-opacity", pending && "opacity-60")}
      aria-busy={pending || undefined}
    >
      <dl className="space-y-1.5">
        <div className="flex justify-between">
          <dt>{t("cart.subtotal")}</dt>
          <dd data-testid="subtotal">{formatPrice(totals.subtotal, language)}</dd>
        </div>
        {discount?.ok && (
          <div className="flex justify-between text-forest-700">
            <dt>
              {discount.type === "free_shipping"
                ? t("cart.freeShipping", { code: discount.code })
                : t("cart.discount", { code: discount.code })}
            </dt>
            <dd data-testid="discount">{formatPrice(-totals.discount, language)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt>{t("cart.freight")}</dt>
          <dd data-testid="freight">
            {totals.freight === 0 ? t("cart.freightFree") : formatPrice(totals.freight, language)}
          </dd>
        </div>
        <div className="flex justify-between border-t border-cream-300 pt-2 text-lg font-semibold">
          <dt>{t("cart.total")}</dt>
          <dd data-testid="total">{formatPrice(totals.total, language)}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted">
        {toFreeFreight > 0
          ? t("cart.freeFreightHint", { amount: Math.ceil(toFreeFreight / 100) })
          : t("cart.freeFreightReached")}{" "}
        {t("cart.vatIncluded")}
      </p>
    </div>
  );
}

import { clsx } from "clsx";
import { useTranslation } from "~/i18n/use-translation";
import { useLanguage } from "~/hooks/use-root-data";
import { formatUnitPrice, type UnitPrice } from "~/lib/food";
import { formatPrice } from "~/lib/money";
import { isDiscounted, type ViewerPrice } from "~/lib/pricing";

/**
 * The viewer's price, rounded to whole kroner; with a profile discount, the old price struck
 * through; and the unit price from the same price ('118,00 kr/kg', 98/6/EC) where the net
 * quantity is known, both computed on the server.
 */
export function PriceTag({
  price,
  unitPrice = null,
  size = "md",
}: {
  price: ViewerPrice;
  unitPrice?: UnitPrice | null;
  size?: "md" | "lg";
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span
        className={clsx("font-semibold text-forest-800", size === "lg" ? "text-3xl" : "text-xl")}
        data-testid="price"
      >
        {formatPrice(price.unit, language)}
      </span>
      {isDiscounted(price) && (
        <>
          <del className="text-muted" data-testid="list-price">
            <span className="sr-only">
              {t("products.priceBefore", { price: formatPrice(price.list, language) })}
            </span>
            <span aria-hidden="true">{formatPrice(price.list, language)}</span>
          </del>
          <span className="text-sm text-clay-700">
            {t("products.yourDiscount", { percent: price.discountPercentage })}
          </span>
        </>
      )}
      {unitPrice && (
        <span className="text-sm text-muted" data-testid="unit-price">
          {formatUnitPrice(unitPrice, language)}
        </span>
      )}
    </p>
  );
}

import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { toast } from "~/components/ui/toaster";
import { AllergenLines } from "~/components/catalogue/allergen-lines";
import { ContentImage } from "~/components/catalogue/product-image";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import { CART_INTENTS, MAX_LINE_QUANTITY, type CartLineView } from "~/lib/cart";
import { formatUnitPrice } from "~/lib/food";
import { formatPrice } from "~/lib/money";
import { useCart } from "./cart-context";
import { CartForm } from "./cart-form";

const iconButton =
  "inline-flex h-9 w-9 items-center justify-center rounded-full text-forest-800 hover:bg-cream-200 disabled:cursor-not-allowed disabled:text-forest-200";

/** One line: image, title, unit price, −/+ and remove, line total. */
export function CartLineRow({ line, onNavigate }: { line: CartLineView; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { signedIn, guest } = useCart();
  const title = localized(line.title, line.title_en, language);

  const controls = signedIn ? (
    <div className="flex items-center gap-1">
      <CartForm
        intent={CART_INTENTS.update}
        fields={{ productId: line.productId, quantity: line.quantity - 1 }}
      >
        {() => (
          <button type="submit" className={iconButton} aria-label={t("cart.decreaseOf", { title })}>
            <Icon name="minus" className="h-4 w-4" />
          </button>
        )}
      </CartForm>
      <span className="w-8 text-center font-medium" data-testid="line-quantity">
        <span className="sr-only">{t("cart.quantityOf", { title })}: </span>
        {line.quantity}
      </span>
      <CartForm
        intent={CART_INTENTS.update}
        fields={{ productId: line.productId, quantity: line.quantity + 1 }}
      >
        {() => (
          <button
            type="submit"
            className={iconButton}
            disabled={line.quantity >= MAX_LINE_QUANTITY}
            aria-label={t("cart.increaseOf", { title })}
          >
            <Icon name="plus" className="h-4 w-4" />
          </button>
        )}
      </CartForm>
      <CartForm intent={CART_INTENTS.remove} fields={{ productId: line.productId }} className="ml-1">
        {() => (
          <button type="submit" className={iconButton} aria-label={t("cart.removeOf", { title })}>
            <Icon name="trash" className="h-4 w-4" />
          </button>
        )}
      </CartForm>
    </div>
  ) : (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={iconButton}
        aria-label={t("cart.decreaseOf", { title })}
        onClick={() => guest.setQuantity(line.productId, line.quantity - 1)}
      >
        <Icon name="minus" className="h-4 w-4" />
      </button>
      <span className="w-8 text-center font-medium" data-testid="line-quantity">
        <span className="sr-only">{t("cart.quantityOf", { title })}: </span>
        {line.quantity}
      </span>
      <button
        type="button"
        className={iconButton}
        disabled={line.quantity >= MAX_LINE_QUANTITY}
        aria-label={t("cart.increaseOf", { title })}
        onClick={() => guest.setQuantity(line.productId, line.quantity + 1)}
      >
        <Icon name="plus" className="h-4 w-4" />
      </button>
      <button
        type="button"
        className={`${iconButton} ml-1`}
        aria-label={t("cart.removeOf", { title })}
        onClick={() => {
          guest.remove(line.productId);
          toast.success(t("cart.removed"));
        }}
      >
        <Icon name="trash" className="h-4 w-4" />
      </button>
    </div>
  );

  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <ContentImage
        url={line.image_url}
        alt=""
        sizes="4rem"
        width={600}
        height={600}
        className="h-16 w-16 shrink-0 rounded-lg object-cover"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex justify-between gap-3">
          <Link
            to={`/produkter/${line.productId}`}
            onClick={onNavigate}
            className="font-semibold hover:underline"
          >
            {title}
          </Link>
          <span className="shrink-0 font-semibold" data-testid="line-total">
            {formatPrice(line.lineTotal, language)}
          </span>
        </div>
        <p className="text-sm text-muted">
          {line.available ? (
            <>
              {t("cart.unitPrice", { price: formatPrice(line.unitPrice, language) })}
              {line.measurePrice && (
                <span data-testid="line-unit-price"> · {formatUnitPrice(line.measurePrice, language)}</span>
              )}
            </>
          ) : (
            t("cart.soldOut")
          )}
        </p>
        <AllergenLines food={line.food} className="text-sm" />
        {controls}
      </div>
    </li>
  );
}

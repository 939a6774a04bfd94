import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { toast } from "~/components/ui/toaster";
import { buttonClasses } from "~/components/ui/button";
import { CART_INTENTS } from "~/lib/cart";
import { useCart } from "./cart-context";
import { CartForm } from "./cart-form";
import { CartLineRow } from "./cart-line-row";
import { CartTotalsView } from "./cart-totals";
import { DiscountCodeForm } from "./discount-code-form";

/** What is in the cart, for the drawer and the cart page alike. */
export function CartContents({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { cart, lines, loading, pending, signedIn, guest } = useCart();

  if (loading) {
    return (
      <p className="py-10 text-center text-muted" role="status">
        {t("cart.loading")}
      </p>
    );
  }
  if (lines.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <Icon name="shopping-bag" className="h-10 w-10 text-forest-600" />
        <p className="text-lg font-semibold">{t("cart.empty")}</p>
        <p className="text-muted">{t("cart.emptyHint")}</p>
        <Link to="/produkter" onClick={onNavigate} className={buttonClasses({ className: "mt-2" })}>
          {t("cart.browse")}
        </Link>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <ul className="divide-y divide-cream-300" aria-label={t("cart.pageTitle")}>
        {lines.map((line) => (
          <CartLineRow key={line.productId} line={line} onNavigate={onNavigate} />
        ))}
      </ul>
      {cart && <DiscountCodeForm discount={cart.discount} />}
      {cart && <CartTotalsView cart={cart} pending={pending} />}
      <div className="flex flex-col gap-2">
        <Link
          to="/checkout"
          onClick={onNavigate}
          className={buttonClasses({ variant: "accent", size: "lg" })}
        >
          {t("cart.checkout")}
        </Link>
        <Link
          to="/profile/abonnement/ny"
          onClick={onNavigate}
          className={buttonClasses({ variant: "outline" })}
        >
          {t("cart.subscribeFromCart")}
        </Link>
        {signedIn ? (
          <CartForm intent={CART_INTENTS.clear} className="self-center">
            {(fetcher) => (
              <button
                type="submit"
                disabled={fetcher.state !== "idle"}
                className="text-sm text-muted underline underline-offset-4"
              >
                {t("cart.clear")}
              </button>
            )}
          </CartForm>
        ) : (
          <button
            type="button"
            className="self-center text-sm text-muted underline underline-offset-4"
            onClick={() => {
              guest.clear();
              toast.success(t("cart.cleared"));
            }}
          >
            {t("cart.clear")}
          </button>
        )}
      </div>
    </div>
  );
}

import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { CartDrawer } from "~/components/cart/cart-drawer";
import { useCart } from "~/components/cart/cart-context";
import { useHydrated } from "~/hooks/use-hydrated";

const buttonClass =
  "relative inline-flex h-11 w-11 items-center justify-center rounded-full text-forest-800 hover:bg-cream-200";

/** The header's cart: opens the drawer; before scripts run it is a link to the cart page. */
export function CartButton() {
  const { t } = useTranslation();
  const { count } = useCart();
  const hydrated = useHydrated();
  const label = t("nav.cartWithCount", { count });
  if (!hydrated) {
    return (
      <Link to="/kurv" aria-label={label} className={buttonClass}>
        <CartIcon count={count} />
      </Link>
    );
  }
  return (
    <CartDrawer
      trigger={(props) => (
        <button {...props} aria-label={label} data-testid="cart-button" className={buttonClass}>
          <CartIcon count={count} />
        </button>
      )}
    />
  );
}

function CartIcon({ count }: { count: number }) {
  return (
    <>
      <Icon name="shopping-bag" className="h-6 w-6" />
      <span
        aria-hidden="true"
        data-testid="cart-count"
        className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-clay-600 px-1 text-xs font-bold text-white"
      >
        {count}
      </span>
    </>
  );
}

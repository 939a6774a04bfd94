import { ShoppingBag } from "lucide-react";
import { useTranslation } from "react-i18next";

/** The header's cart button with its item count. */
export function CartButton({ count, onClick }: { count: number; onClick?: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t("nav.cartWithCount", { count })}
      className="relative inline-flex h-11 w-11 items-center justify-center rounded-full text-forest-800 hover:bg-cream-200"
    >
      <ShoppingBag className="h-6 w-6" aria-hidden="true" />
      <span
        aria-hidden="true"
        data-testid="cart-count"
        className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-clay-600 px-1 text-xs font-bold text-white"
      >
        {count}
      </span>
    </button>
  );
}

import { Icon } from "~/components/ui/icon";
import { useId } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { inputClass } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { CART_INTENTS, type CartView } from "~/lib/cart";
import { encodeGuestCart } from "~/lib/guest-cart-format";
import { useCart } from "./cart-context";
import { CartForm } from "./cart-form";

/** The code input, or the applied code as a chip with 'Fjern'. */
export function DiscountCodeForm({ discount }: { discount: CartView["discount"] }) {
  const { t } = useTranslation();
  const { signedIn, guest } = useCart();
  const id = useId();
  // A guest's lines live in the browser: they go along so the server can check the minimum.
  const fields = signedIn ? undefined : { items: encodeGuestCart(guest.snapshot()) };

  if (discount) {
    return (
      <div className="space-y-1">
        <CartForm intent={CART_INTENTS.removeDiscount} className="flex items-center gap-2">
          {(fetcher) => (
            <span
              className="inline-flex items-center gap-1.5 rounded-full bg-forest-50 py-1 pr-1 pl-3 text-sm font-semibold text-forest-800"
              data-testid="discount-chip"
            >
              <Icon name="tag" className="h-4 w-4" />
              {discount.code}
              <button
                type="submit"
                disabled={fetcher.state !== "idle"}
                aria-label={t("discount.removeCode", { code: discount.code })}
                className="inline-flex h-7 items-center gap-1 rounded-full px-2 hover:bg-forest-100"
              >
                <Icon name="x" className="h-3.5 w-3.5" />
                {t("discount.remove")}
              </button>
            </span>
          )}
        </CartForm>
        {!discount.ok && (
          <p className="text-sm text-clay-700" role="status">
            {t("discount.noLongerValid", { code: discount.code })}
          </p>
        )}
      </div>
    );
  }

  return (
    <CartForm intent={CART_INTENTS.applyDiscount} fields={fields} className="flex items-end gap-2">
      {(fetcher) => (
        <>
          <div className="flex-1">
            <label htmlFor={id} className="text-sm font-medium">
              {t("discount.label")}
            </label>
            <input
              id={id}
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={64}
              required
              className={inputClass}
            />
          </div>
          <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"} className="mb-px">
            {t("discount.apply")}
          </Button>
        </>
      )}
    </CartForm>
  );
}

import { Icon } from "~/components/ui/icon";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { toast } from "~/components/ui/toaster";
import { useCart } from "~/components/cart/cart-context";
import { CartForm } from "~/components/cart/cart-form";
import { Button } from "~/components/ui/button";
import { CART_INTENTS } from "~/lib/cart";
import { QuantityStepper } from "./quantity-stepper";

/**
 * Add to cart, with or without a quantity stepper. A signed-in customer's cart changes on the
 * server (the badge moves at once and goes back if the server says no); a guest's cart is in
 * this browser; before scripts run it is a plain form post. Sold-out products cannot be added.
 */
export function AddToCartForm({
  productId,
  title,
  available,
  withQuantity = false,
  fullWidth = false,
}: {
  productId: string;
  title: string;
  available: boolean;
  withQuantity?: boolean;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation();
  const { signedIn, guest } = useCart();
  const [quantity, setQuantity] = useState(1);
  const label = available ? t("products.addToCart") : t("products.soldOut");

  const fields = (busy: boolean) => (
    <>
      {withQuantity ? (
        <QuantityStepper value={quantity} onChange={setQuantity} disabled={!available} />
      ) : (
        <input type="hidden" name="quantity" value="1" />
      )}
      <Button
        type="submit"
        variant="accent"
        disabled={!available || busy}
        aria-label={`${label}: ${title}`}
        className={fullWidth ? "w-full" : undefined}
      >
        <Icon name="shopping-bag" className="h-5 w-5" />
        {label}
      </Button>
    </>
  );

  // A guest's cart lives in the browser: with scripts running, the submission is taken over and
  // added there; before they run, the form goes to the server like anyone's.
  const addForGuest = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!available) return;
    guest.add(productId, withQuantity ? quantity : 1);
    toast.success(t("cart.added"), { duration: 3000 });
  };
  return (
    <CartForm
      intent={CART_INTENTS.add}
      fields={{ productId }}
      className="flex flex-wrap items-end gap-4"
      onSubmit={signedIn ? undefined : addForGuest}
    >
      {(fetcher) => fields(fetcher.state !== "idle")}
    </CartForm>
  );
}

import { ShoppingBag } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { QuantityStepper } from "./quantity-stepper";

/**
 * Add to cart, with or without a quantity stepper. A plain form post to the cart's route
 * action, so it also works before JavaScript loads. Sold-out products cannot be added.
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
  const [quantity, setQuantity] = useState(1);
  const label = available ? t("products.addToCart") : t("products.soldOut");
  return (
    <Form method="post" action="/resources/cart" className="flex flex-wrap items-end gap-4">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      {withQuantity ? (
        <QuantityStepper value={quantity} onChange={setQuantity} disabled={!available} />
      ) : (
        <input type="hidden" name="quantity" value="1" />
      )}
      <Button
        type="submit"
        variant="accent"
        disabled={!available}
        aria-label={`${label}: ${title}`}
        className={fullWidth ? "w-full" : undefined}
      >
        <ShoppingBag className="h-5 w-5" aria-hidden="true" />
        {label}
      </Button>
    </Form>
  );
}

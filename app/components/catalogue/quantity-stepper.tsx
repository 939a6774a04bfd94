import { Icon } from "~/components/ui/icon";
import { useId } from "react";
import { useTranslation } from "~/i18n/use-translation";

export const MAX_QUANTITY = 99;

/** A quantity that cannot go below 1; the field is named "quantity" for the form around it. */
export function QuantityStepper({
  value,
  onChange,
  disabled = false,
}: {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const clamp = (next: number) =>
    Math.min(Math.max(Number.isFinite(next) ? Math.trunc(next) : 1, 1), MAX_QUANTITY);
  const button =
    "inline-flex h-11 w-11 items-center justify-center text-forest-800 hover:bg-cream-200 disabled:cursor-not-allowed disabled:text-forest-200 disabled:hover:bg-transparent";
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {t("products.quantity")}
      </label>
      <div className="inline-flex w-fit items-center overflow-hidden rounded-full border border-forest-200 bg-white">
        <button
          type="button"
          className={button}
          aria-label={t("products.decrease")}
          aria-controls={id}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Icon name="minus" className="h-4 w-4" />
        </button>
        <input
          id={id}
          name="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(clamp(event.currentTarget.valueAsNumber))}
          className="h-11 w-14 [appearance:textfield] border-x border-forest-200 text-center font-medium [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={button}
          aria-label={t("products.increase")}
          aria-controls={id}
          disabled={disabled || value >= MAX_QUANTITY}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Icon name="plus" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}

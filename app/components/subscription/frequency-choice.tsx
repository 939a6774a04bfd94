import { useTranslation } from "~/i18n/use-translation";
import { FREQUENCIES } from "~/lib/subscriptions";
import "~/i18n/areas/subscription";

/**
 * How often a subscription delivers, as radio buttons: every week or every other week. The
 * new-subscription page asks it first (`hyppighed`, in its address), a running subscription's
 * change form again (`frequency`).
 */
export function FrequencyChoice({
  name,
  legend,
  checked,
  spacing,
  legendClassName,
}: {
  name: string;
  legend: string;
  checked: number;
  spacing: "space-y-1" | "space-y-2";
  legendClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={spacing}>
      <legend className={legendClassName}>{legend}</legend>
      {FREQUENCIES.map((weeks) => (
        <label key={weeks} className="flex items-center gap-2">
          <input type="radio" name={name} value={weeks} defaultChecked={checked === weeks} />
          {t(weeks === 2 ? "subscription.every2" : "subscription.every1")}
        </label>
      ))}
    </fieldset>
  );
}

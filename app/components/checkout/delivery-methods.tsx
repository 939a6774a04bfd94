import { useDeliveryDayValues } from "~/hooks/use-delivery-days";
import { clsx } from "clsx";
import { Icon, type IconName } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { DELIVERY_PARAMS } from "~/lib/checkout";
import type { DeliveryProvider } from "~/lib/domain";
import { useSelection } from "./use-selection";
import "~/i18n/areas/checkout";
import { ruleValues } from "~/lib/rules-in-texts";

export type CheckoutProfile = {
  firstName: string | null;
  lastName: string | null;
  streetAddress: string | null;
  postalCode: string | null;
  city: string | null;
  missingForStandard: string[];
};

/** Home delivery or Økoskab pickup: radio buttons; choosing keeps the chosen locker. */
export function DeliveryMethods({ profile }: { profile: CheckoutProfile }) {
  const { t, language } = useTranslation();
  const hydrated = useHydrated();
  const deliveryDays = useDeliveryDayValues();
  const [selection, update] = useSelection();
  const address = [profile.streetAddress, [profile.postalCode, profile.city].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
  const options: {
    id: DeliveryProvider;
    name: string;
    description: string;
    icon: IconName;
    extra?: React.ReactNode;
  }[] = [
    {
      id: "okoskabet",
      name: t("checkout.okoskabetName"),
      description: t("checkout.okoskabetDescription"),
      icon: "snowflake",
    },
    {
      id: "standard",
      name: t("checkout.standardName"),
      description: t("checkout.standardDescription", deliveryDays),
      icon: "house",
      extra:
        profile.missingForStandard.length > 0 ? (
          <span className="block text-sm text-clay-700">
            {t("checkout.noAddress")}{" "}
            <Link to="/profile/edit?returnTo=checkout" className="underline underline-offset-2">
              {t("checkout.editProfile")}
            </Link>
          </span>
        ) : (
          <span className="block text-sm text-muted">{t("checkout.deliverTo", { address })}</span>
        ),
    },
  ];
  return (
    <Form method="get" className="space-y-3">
      {/* The locker and date stay chosen when the method changes. */}
      {(["address", "zip", "locker", "date"] as const).map((key) => {
        const value = {
          address: selection.address,
          zip: selection.zip,
          locker: selection.lockerId,
          date: selection.date,
        }[key];
        return value ? <input key={key} type="hidden" name={DELIVERY_PARAMS[key]} value={value} /> : null;
      })}
      <fieldset>
        <legend className="sr-only">{t("checkout.deliveryTitle")}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {options.map(({ id, name, description, icon, extra }) => (
            <label
              key={id}
              className={clsx(
                "flex cursor-pointer gap-3 rounded-xl border-2 bg-white p-4 transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-clay-600",
                selection.delivery === id
                  ? "border-forest-700 bg-forest-50"
                  : "border-cream-300 hover:border-forest-200",
              )}
            >
              <input
                type="radio"
                name={DELIVERY_PARAMS.delivery}
                value={id}
                checked={selection.delivery === id}
                onChange={() => update({ delivery: id })}
                className="mt-1 h-5 w-5 shrink-0 accent-forest-700"
              />
              <span className="space-y-1">
                <span className="flex items-center gap-2 font-semibold">
                  <Icon name={icon} className="h-5 w-5 text-forest-700" />
                  {name}
                </span>
                <span className="block text-sm text-muted">{description}</span>
                <span className="block text-sm font-medium">
                  {t("checkout.deliveryFee", ruleValues(language))}
                </span>
                {extra}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {!hydrated && (
        <button type="submit" className={buttonClasses({ variant: "outline", size: "sm" })}>
          {t("checkout.chooseDelivery")}
        </button>
      )}
    </Form>
  );
}

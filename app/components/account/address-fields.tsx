import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/forms/fields";
import { useTranslation } from "~/i18n/use-translation";
import "~/i18n/areas/login";

/** A customer's street address, postal code and city, as at sign-up and in the profile. */
export function AddressFields({
  fields,
}: {
  fields: {
    streetAddress: FieldMetadata<unknown>;
    postalCode: FieldMetadata<unknown>;
    city: FieldMetadata<unknown>;
  };
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        field={fields.streetAddress}
        label={t("login.streetAddress")}
        autoComplete="street-address"
      />
      <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
        <TextField
          field={fields.postalCode}
          label={t("login.postalCode")}
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={4}
        />
        <TextField field={fields.city} label={t("login.city")} autoComplete="address-level2" />
      </div>
    </>
  );
}

import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/components/forms/fields";
import { useTranslation } from "~/i18n/use-translation";
import { COMPANY_NAME_MAX } from "~/lib/schemas/account";
import "~/i18n/areas/profile";

/**
 * A business customer's company name and CVR number, printed on their invoices, and the EAN
 * number their e-invoices are addressed to.
 */
export function CompanyFields({
  fields,
}: {
  fields: {
    companyName: FieldMetadata<string | undefined>;
    cvrNumber: FieldMetadata<string | undefined>;
    eanNumber: FieldMetadata<string | undefined>;
  };
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-4 rounded-xl border border-cream-300 p-4">
      <legend className="px-1 font-semibold">{t("profile.companyTitle")}</legend>
      <p className="text-sm text-muted">{t("profile.companyHint")}</p>
      <div className="grid gap-5 sm:grid-cols-[1fr_12rem]">
        <TextField
          field={fields.companyName}
          label={t("profile.companyName")}
          autoComplete="organization"
          maxLength={COMPANY_NAME_MAX}
        />
        <TextField
          field={fields.cvrNumber}
          label={t("profile.cvrNumber")}
          inputMode="numeric"
          maxLength={13}
        />
      </div>
      <TextField
        field={fields.eanNumber}
        label={t("profile.eanNumber")}
        hint={t("profile.eanHint")}
        inputMode="numeric"
        maxLength={20}
      />
    </fieldset>
  );
}

import type { FieldMetadata } from "@conform-to/react";
import { PasswordField } from "~/components/forms/fields";
import { useTranslation } from "~/i18n/use-translation";
import "~/i18n/areas/login";

/** A new password with its rule, typed twice (at sign-up and when resetting it). */
export function NewPasswordFields({
  fields,
  label,
}: {
  fields: { password: FieldMetadata<unknown>; confirmPassword: FieldMetadata<unknown> };
  /** The first field's label: 'Adgangskode' at sign-up, 'Ny adgangskode' when resetting. */
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        field={fields.password}
        label={label}
        autoComplete="new-password"
        hint={t("login.passwordHint")}
      />
      <PasswordField
        field={fields.confirmPassword}
        label={t("login.confirmPassword")}
        autoComplete="new-password"
      />
    </>
  );
}

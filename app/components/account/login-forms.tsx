import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Icon } from "~/components/ui/icon";
import { Trans } from "~/i18n/trans";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link } from "react-router";
import { AddressFields } from "~/components/account/address-fields";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { CheckboxField, PasswordField, TextField } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { ProofOfWorkField } from "~/components/forms/proof-of-work-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { loginSchema, signUpSchema } from "~/lib/schemas/account";
import "~/i18n/areas/login";
import "~/i18n/areas/proof-of-work";

/** Form-level errors are translation keys; `values` fills their placeholders. */
function FormErrors({ errors, values }: { errors?: string[]; values?: Record<string, string | number> }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <FormMessage type="error">
      {errors.map((key) => (
        <p key={key}>{t(key as "login.unexpected", values ?? {}) as string}</p>
      ))}
    </FormMessage>
  );
}

export function LoginForm({
  lastResult,
  redirectTo,
  socialProviders,
  offerSignInLink,
}: {
  lastResult?: SubmissionResult<string[]>;
  redirectTo: string;
  socialProviders: ("google" | "facebook")[];
  /** The address to offer a sign-in link for: the last attempt needed a proof of work. */
  offerSignInLink?: string;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "login",
    lastResult,
    constraint: getZodConstraint(loginSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
  });
  return (
    <div className="space-y-6">
      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <FormErrors errors={form.errors} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField field={fields.email} label={t("login.email")} type="email" autoComplete="email" />
        <PasswordField field={fields.password} label={t("login.password")} autoComplete="current-password" />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CheckboxField field={fields.rememberMe} label={t("login.rememberMe")} />
          <Link
            to="/forgot-password"
            className="text-sm font-medium text-forest-700 underline underline-offset-4"
          >
            {t("login.forgotPassword")}
          </Link>
        </div>
        <ProofOfWorkField form="login" />
        <SubmitButton intent="login" variant="primary" className="w-full">
          {t("login.submitLogin")}
        </SubmitButton>
      </Form>
      {offerSignInLink && (
        <Form method="post" noValidate>
          <input type="hidden" name="email" value={offerSignInLink} />
          <ProofOfWorkField form="sign-in-link" />
          <SubmitButton intent="sign-in-link" variant="outline" className="w-full">
            {t("login.signInLinkSend")}
          </SubmitButton>
        </Form>
      )}
      {socialProviders.length > 0 && (
        <Form method="post" className="space-y-3">
          <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-cream-300 after:h-px after:flex-1 after:bg-cream-300">
            {t("login.or")}
          </p>
          <input type="hidden" name="redirectTo" value={redirectTo || "/"} />
          {socialProviders.map((provider) => (
            <Button
              key={provider}
              type="submit"
              name="intent"
              value={provider}
              variant="outline"
              className="w-full"
            >
              {t("login.continueWith", { provider: provider === "google" ? "Google" : "Facebook" })}
            </Button>
          ))}
        </Form>
      )}
    </div>
  );
}

export function SignUpForm({
  lastResult,
  retryAfterMinutes,
}: {
  lastResult?: SubmissionResult<string[]>;
  retryAfterMinutes?: number;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "signup",
    lastResult,
    constraint: getZodConstraint(signUpSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { country: "Danmark" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <FormErrors errors={form.errors} values={{ minutes: retryAfterMinutes ?? 60 }} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.firstName} label={t("login.firstName")} autoComplete="given-name" />
        <TextField field={fields.lastName} label={t("login.lastName")} autoComplete="family-name" />
      </div>
      <TextField field={fields.email} label={t("login.email")} type="email" autoComplete="email" />
      <TextField field={fields.phone} label={t("login.phone")} type="tel" autoComplete="tel" />
      <AddressFields fields={fields} />
      <TextField field={fields.country} label={t("login.country")} autoComplete="country-name" />
      <NewPasswordFields fields={fields} label={t("login.password")} />
      <CheckboxField
        field={fields.terms}
        label={
          <Trans
            i18nKey="login.terms"
            components={{
              terms: (
                <Link to="/handelsbetingelser" target="_blank" className="underline underline-offset-2" />
              ),
              privacy: (
                <Link to="/privatlivspolitik" target="_blank" className="underline underline-offset-2" />
              ),
            }}
          />
        }
      />
      <ProofOfWorkField form="signup" />
      <SubmitButton intent="signup" variant="primary" className="w-full">
        {t("login.submitSignUp")}
      </SubmitButton>
    </Form>
  );
}

export function SignUpDone({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-forest-200 bg-forest-50 p-8 text-center" role="status">
      <Icon name="mail-check" className="mx-auto h-12 w-12 text-forest-700" />
      <h2 className="mt-4 text-2xl font-semibold">{t("login.signUpSuccess")}</h2>
      <p className="mt-3">{t("login.signUpSuccessText", { email })}</p>
    </div>
  );
}

export function NotVerifiedNotice({
  email,
  proofNeeded = false,
}: {
  email: string;
  /** The last resend needed a proof of work: nothing was sent. */
  proofNeeded?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-6">
      <FormMessage type="info" title={t("login.notVerified")}>
        <p>{t("login.notVerifiedText", { email })}</p>
        <Form method="post" noValidate className="space-y-3">
          <input type="hidden" name="email" value={email} />
          {proofNeeded && <p className="font-medium text-clay-700">{t("proofOfWork.needed")}</p>}
          <ProofOfWorkField form="resend" />
          <SubmitButton intent="resend" variant="outline" size="sm">
            {t("login.resend")}
          </SubmitButton>
        </Form>
      </FormMessage>
    </div>
  );
}

import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link } from "react-router";
import { TextField } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { ProofOfWorkField } from "~/components/forms/proof-of-work-field";
import { SubmitButton } from "~/components/forms/submit-button";
import { metaFor } from "~/i18n/meta";
import { readProof } from "~/lib/proof-of-work";
import { forgotPasswordSchema } from "~/lib/schemas/account";
import { requestPasswordReset } from "~/server/accounts.server";
import { requireAnonymous } from "~/server/session.server";
import type { Route } from "./+types/forgot-password";
import { readForm } from "~/server/forms.server";
import "~/i18n/areas/proof-of-work";
import "~/i18n/areas/login";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({
    title: t("login.forgotTitle"),
    description: t("login.forgotIntro"),
    noindex: true,
  }));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return null;
}

type ForgotActionData = {
  result: SubmissionResult<string[]>;
  sentTo?: string;
  retryAfterMinutes?: number;
};

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data<ForgotActionData>({ result: submission.reply() });
  const outcome = await requestPasswordReset(
    submission.value.email,
    request,
    context.clientIp,
    readProof(formData),
  );
  if (!outcome.ok) {
    return data<ForgotActionData>(
      outcome.reason === "proof-needed"
        ? { result: submission.reply({ formErrors: ["proofOfWork.needed"] }) }
        : {
            result: submission.reply({ formErrors: ["login.rateLimited"] }),
            retryAfterMinutes: Math.ceil(outcome.retryAfterSeconds / 60),
          },
      { status: 429 },
    );
  }
  return data<ForgotActionData>({
    result: submission.reply({ resetForm: true }),
    sentTo: submission.value.email,
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  const sentTo = actionData?.sentTo;
  const minutes = actionData?.retryAfterMinutes ?? 60;
  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-lg space-y-6">
        <h1 className="text-4xl font-semibold">{t("login.forgotTitle")}</h1>
        {sentTo ? (
          <FormMessage type="success">{t("login.forgotSent", { email: sentTo })}</FormMessage>
        ) : (
          <>
            <p className="text-muted">{t("login.forgotIntro")}</p>
            <Form
              method="post"
              {...getFormProps(form)}
              className="space-y-5 rounded-2xl border border-cream-300 bg-white p-6 sm:p-8"
            >
              {form.errors?.map((key) => (
                <FormMessage key={key} type="error">
                  {t(key as "login.rateLimited", { minutes })}
                </FormMessage>
              ))}
              <TextField field={fields.email} label={t("login.email")} type="email" autoComplete="email" />
              <ProofOfWorkField form="reset" />
              <SubmitButton className="w-full">{t("login.forgotSubmit")}</SubmitButton>
            </Form>
          </>
        )}
        <Link to="/login" className="inline-block font-medium text-forest-700 underline underline-offset-4">
          {t("login.backToLogin")}
        </Link>
      </div>
    </div>
  );
}

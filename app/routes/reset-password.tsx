import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { Form, Link } from "react-router";
import { NewPasswordFields } from "~/components/account/new-password-fields";
import { FormMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { metaFor } from "~/i18n/meta";
import { resetPasswordSchema } from "~/lib/schemas/account";
import { resetPassword } from "~/server/accounts.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/reset-password";
import { readForm } from "~/server/forms.server";
import "~/i18n/areas/login";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({ title: t("login.resetTitle"), description: t("login.resetIntro"), noindex: true }));

/** The reset link lands here with ?token=… (or ?error=INVALID_TOKEN when it is spent or expired). */
export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  return { token: url.searchParams.has("error") ? null : token };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: resetPasswordSchema });
  if (submission.status !== "success")
    return { result: submission.reply({ hideFields: ["password", "confirmPassword"] }) };
  const outcome = await resetPassword(submission.value.token, submission.value.password);
  if (!outcome.ok) return { result: submission.reply(), invalidToken: true };
  return redirectWithToast("/login?reset=done", { type: "success", title: "login.resetDone" });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(resetPasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  const invalid = !loaderData.token || (actionData && "invalidToken" in actionData);
  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-lg space-y-6">
        <h1 className="text-4xl font-semibold">{t("login.resetTitle")}</h1>
        {invalid ? (
          <FormMessage type="error">
            <p>{t("login.resetInvalid")}</p>
            <Link to="/forgot-password" className={buttonClasses({ size: "sm" })}>
              {t("login.requestNewLink")}
            </Link>
          </FormMessage>
        ) : (
          <>
            <p className="text-muted">{t("login.resetIntro")}</p>
            <Form
              method="post"
              {...getFormProps(form)}
              className="space-y-5 rounded-2xl border border-cream-300 bg-white p-6 sm:p-8"
            >
              <input type="hidden" name="token" value={loaderData.token ?? ""} />
              <NewPasswordFields fields={fields} label={t("login.newPassword")} />
              <SubmitButton className="w-full">{t("login.resetSubmit")}</SubmitButton>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}

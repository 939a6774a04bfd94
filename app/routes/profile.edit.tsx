import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Form, Link } from "react-router";
import { AddressFields } from "~/components/account/address-fields";
import { CompanyFields } from "~/components/account/company-fields";
import { TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { metaFor } from "~/i18n/meta";
import { notFound } from "~/lib/responses";
import { profileSchema } from "~/lib/schemas/account";
import { logger } from "~/server/logger.server";
import { getOwnProfile, updateOwnProfile } from "~/server/profiles.server";
import { requireUser } from "~/server/session.server";
import { redirectWithToast, toastHeaders } from "~/server/toast.server";
import type { Route } from "./+types/profile.edit";
import { readForm } from "~/server/forms.server";
import "~/i18n/areas/login";
import "~/i18n/areas/profile";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({
    title: t("profile.editTitle"),
    description: t("profile.editIntro"),
    noindex: true,
  }));

export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const profile = await getOwnProfile(user.id);
  if (!profile) throw notFound();
  return {
    profile,
    returnTo: url.searchParams.get("returnTo") === "checkout" ? ("checkout" as const) : undefined,
  };
}

export async function action({ request }: Route.ActionArgs) {
  // Whoever is signed in edits their own profile: there is no id in the form to tamper with.
  const user = await requireUser(request);
  const submission = parseWithZod(await readForm(request), { schema: profileSchema });
  if (submission.status !== "success") return { result: submission.reply() };
  try {
    await updateOwnProfile(user.id, user.role, submission.value);
  } catch (error) {
    logger.error({ err: error }, "profile update failed");
    return data(
      { result: submission.reply({ formErrors: ["profile.updateFailed"] }) },
      { status: 500, headers: await toastHeaders({ type: "error", title: "profile.updateFailed" }) },
    );
  }
  const next = submission.value.returnTo === "checkout" ? "/checkout" : "/profile";
  return redirectWithToast(next, { type: "success", title: "profile.updated" });
}

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { profile, returnTo } = loaderData;
  const [form, fields] = useForm({
    id: "profile",
    lastResult: actionData?.result,
    constraint: getZodConstraint(profileSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: {
      firstName: profile.firstName ?? "",
      lastName: profile.lastName ?? "",
      phone: profile.phone ?? "",
      streetAddress: profile.streetAddress ?? "",
      postalCode: profile.postalCode ?? "",
      city: profile.city ?? "",
      companyName: profile.companyName ?? "",
      cvrNumber: profile.cvrNumber ?? "",
      eanNumber: profile.eanNumber ?? "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-xl space-y-6">
        <header>
          <h1 className="text-4xl font-semibold">{t("profile.editTitle")}</h1>
          <p className="mt-2 text-muted">{t("profile.editIntro")}</p>
        </header>
        <Form
          method="post"
          {...getFormProps(form)}
          className="space-y-5 rounded-2xl border border-cream-300 bg-white p-6 sm:p-8"
        >
          {form.errors?.map((key) => (
            <p key={key} role="alert" className="rounded-lg bg-clay-50 p-3 font-medium text-clay-700">
              {t(key as "profile.updateFailed")}
            </p>
          ))}
          {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField field={fields.firstName} label={t("login.firstName")} autoComplete="given-name" />
            <TextField field={fields.lastName} label={t("login.lastName")} autoComplete="family-name" />
          </div>
          <TextField field={fields.phone} label={t("login.phone")} type="tel" autoComplete="tel" />
          <AddressFields fields={fields} />
          {profile.role === "b2b_customer" && <CompanyFields fields={fields} />}
          <div className="flex flex-wrap gap-3">
            <SubmitButton>{t("profile.save")}</SubmitButton>
            <Link
              to={returnTo === "checkout" ? "/checkout" : "/profile"}
              className={buttonClasses({ variant: "outline" })}
            >
              {t("profile.cancel")}
            </Link>
          </div>
        </Form>
      </div>
    </div>
  );
}

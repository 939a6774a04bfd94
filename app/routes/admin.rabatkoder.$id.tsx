import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage } from "~/components/admin/admin-page";
import { AuditTrail } from "~/components/admin/audit-trail";
import { CheckboxField, SelectField, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useAdminTranslation } from "~/i18n/admin";
import { NEW } from "~/lib/admin-filters";
import { DISCOUNT_TYPES } from "~/lib/domain";
import { isUuid } from "~/lib/ids";
import { notFound } from "~/lib/responses";
import { discountCodeSchema } from "~/lib/schemas/admin";
import {
  createDiscountCode,
  discountCodeDetail,
  discountCodeFormValues,
  updateDiscountCode,
} from "~/server/admin/discounts.server";
import { requireAdmin } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.rabatkoder.$id";
import { readForm } from "~/server/forms.server";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (t) => (args.params.id === NEW ? t("discounts.new") : t("discounts.title")));

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (params.id === NEW) return { code: null, values: null, audit: [] };
  const detail = isUuid(params.id) ? await discountCodeDetail(params.id) : null;
  if (!detail) throw notFound();
  return { code: detail.code, values: discountCodeFormValues(detail.code), audit: detail.audit };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  if (params.id !== NEW && !isUuid(params.id)) throw notFound();
  const submission = parseWithZod(await readForm(request), { schema: discountCodeSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const saved =
    params.id === NEW
      ? await createDiscountCode(admin, submission.value)
      : await updateDiscountCode(admin, params.id, submission.value);
  if (!saved.ok) {
    if (saved.problem === "not-found") throw notFound();
    const errors: Record<string, string[]> =
      saved.problem === "code-taken"
        ? { code: ["admin:validation.codeTaken"] }
        : { usageLimit: ["admin:validation.belowUsed"] };
    return data({ result: submission.reply({ fieldErrors: errors }) }, { status: 400 });
  }
  return redirectWithToast(`/admin/rabatkoder/${saved.id}`, {
    type: "success",
    title: params.id === NEW ? "admin:discounts.created" : "admin:discounts.saved",
  });
}

export default function AdminDiscountCode({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const { code, values, audit } = loaderData;
  const [form, fields] = useForm({
    id: `discount-${code?.id ?? NEW}`,
    lastResult: actionData?.result,
    constraint: getZodConstraint(discountCodeSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: values ?? { discountType: "percentage", active: true },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: discountCodeSchema }),
  });
  return (
    <AdminPage
      title={code ? t("discounts.editTitle", { code: code.code }) : t("discounts.new")}
      intro={
        code
          ? `${t("discounts.usage")}: ${code.times_used} / ${code.usage_limit ?? t("discounts.unlimited")}`
          : undefined
      }
      actions={
        <Link to="/admin/rabatkoder" className="underline underline-offset-2">
          {t("common.back")}
        </Link>
      }
    >
      <Form
        method="post"
        {...getFormProps(form)}
        className="max-w-2xl space-y-5 rounded-2xl border border-cream-300 bg-white p-6"
      >
        <TextField
          field={fields.code}
          label={t("discounts.code")}
          hint={t("discounts.codeHint")}
          maxLength={32}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            field={fields.discountType}
            label={t("discounts.type")}
            options={DISCOUNT_TYPES.map((type) => ({ value: type, label: t(`discounts.types.${type}`) }))}
          />
          <TextField
            field={fields.discountValue}
            label={t("discounts.value")}
            hint={t("discounts.valueHint")}
            inputMode="decimal"
          />
          <TextField field={fields.minimumOrderAmount} label={t("discounts.minimum")} inputMode="decimal" />
          <TextField
            field={fields.usageLimit}
            label={t("discounts.usageLimit")}
            hint={t("discounts.usageLimitHint")}
            type="number"
            min={1}
          />
          <TextField field={fields.startDate} label={t("discounts.startDate")} type="date" />
          <TextField field={fields.endDate} label={t("discounts.endDate")} type="date" />
        </div>
        <CheckboxField field={fields.active} label={t("discounts.active")} />
        <SubmitButton>{code ? t("common.save") : t("common.create")}</SubmitButton>
      </Form>
      {code && <AuditTrail entries={audit} />}
    </AdminPage>
  );
}

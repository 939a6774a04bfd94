import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { AuditTrail } from "~/components/admin/audit-trail";
import { OrderStatusBadge } from "~/components/account/order-status-badge";
import { SelectField, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatCvr } from "~/lib/cvr";
import { ROLES } from "~/lib/domain";
import { formatShortDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { formatExactPrice } from "~/lib/money";
import { orderNumber } from "~/lib/orders";
import { notFound } from "~/lib/responses";
import { customerSchema } from "~/lib/schemas/admin";
import { customerDetail, updateCustomer } from "~/server/admin/customers.server";
import { requireAdmin } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/admin.kunder.$id";
import { readForm } from "~/server/forms.server";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("customers.title"));

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const detail = isUuid(params.id) ? await customerDetail(params.id) : null;
  if (!detail) throw notFound();
  return detail;
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  if (!isUuid(params.id)) throw notFound();
  const submission = parseWithZod(await readForm(request), { schema: customerSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const outcome = await updateCustomer(admin, params.id, submission.value);
  if (!outcome.ok) {
    if (outcome.problem === "not-found") throw notFound();
    return data(
      { result: submission.reply({ fieldErrors: { role: ["admin:customers.ownRole"] } }) },
      { status: 400 },
    );
  }
  return redirectWithToast(`/admin/kunder/${params.id}`, { type: "success", title: "admin:customers.saved" });
}

export default function AdminCustomer({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const { profile, orders, audit } = loaderData;
  const [form, fields] = useForm({
    id: `customer-${profile.id}`,
    lastResult: actionData?.result,
    constraint: getZodConstraint(customerSchema),
    shouldValidate: "onBlur",
    defaultValue: { role: profile.role, discountPercentage: profile.discount_percentage },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: customerSchema }),
  });
  const name = profile.name || profile.email;
  return (
    <AdminPage
      title={t("customers.detailTitle", { name })}
      intro={`${t("customers.since")} ${formatShortDate(profile.created_at, language)}`}
      actions={
        <Link to="/admin/kunder" className="underline underline-offset-2">
          {t("common.back")}
        </Link>
      }
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title={t("customers.contact")}>
          <p>{profile.email}</p>
          {!profile.email_verified && (
            <p className="text-sm text-clay-700">{t("customers.emailUnconfirmed")}</p>
          )}
          <p>{profile.phone}</p>
          {(profile.street_address || profile.city) && (
            <p className="mt-2">
              {profile.street_address}
              <br />
              {profile.postal_code} {profile.city}
            </p>
          )}
          {profile.company_name && profile.cvr_number && (
            <p className="mt-2" data-testid="customer-company">
              {t("customers.company", { name: profile.company_name })}
              <br />
              {t("customers.cvr", { cvr: formatCvr(profile.cvr_number) })}
              <br />
              {profile.ean_number
                ? t("customers.ean", { ean: profile.ean_number })
                : t("customers.eanMissing")}
            </p>
          )}
        </Panel>
        <Panel title={t("customers.settings")}>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <SelectField
              field={fields.role}
              label={t("customers.role")}
              options={ROLES.map((role) => ({ value: role, label: t(`customers.roles.${role}`) }))}
            />
            <TextField
              field={fields.discountPercentage}
              label={t("customers.discountLabel")}
              hint={t("customers.discountHint")}
              type="number"
              min={0}
              max={100}
              step={0.01}
            />
            <SubmitButton>{t("common.save")}</SubmitButton>
          </Form>
        </Panel>
      </div>
      <Panel title={t("customers.orders")}>
        {orders.length === 0 ? (
          <p className="text-muted">{t("customers.noOrders")}</p>
        ) : (
          <ul className="divide-y divide-cream-200">
            {orders.map((order) => (
              <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
                <Link to={`/admin/ordrer/${order.id}`} className="font-mono underline underline-offset-2">
                  #{orderNumber(order.id)}
                </Link>
                <span>{formatShortDate(order.createdAt, language)}</span>
                <OrderStatusBadge status={order.status} />
                <span>{formatExactPrice(order.total, language)}</span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <AuditTrail entries={audit} />
    </AdminPage>
  );
}

import { Form, Link, redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { ListTable } from "~/components/admin/admin-list";
import { AdminPage } from "~/components/admin/admin-page";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatShortDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { formatExactPrice, parseKroner } from "~/lib/money";
import { notFound } from "~/lib/responses";
import { listDiscountCodes, setDiscountCodeActive } from "~/server/admin/discounts.server";
import { requireAdmin } from "~/server/session.server";
import { toastHeaders } from "~/server/toast.server";
import type { Route } from "./+types/admin.rabatkoder";
import { readForm } from "~/server/forms.server";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("discounts.title"));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { codes: await listDiscountCodes() };
}

/** Switching a code on or off, from the list. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const form = await readForm(request);
  const id = String(form.get("id") ?? "");
  const active = form.get("active") === "true";
  if (!isUuid(id) || !(await setDiscountCodeActive(admin, id, active))) throw notFound();
  return redirect("/admin/rabatkoder", {
    headers: await toastHeaders({
      type: "success",
      title: active ? "admin:discounts.activated" : "admin:discounts.deactivated",
    }),
  });
}

export default function AdminDiscountCodes({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const value = (code: (typeof loaderData.codes)[number]) =>
    code.discount_type === "percentage"
      ? `${code.discount_value.replace(/\.00$/, "")} %`
      : code.discount_type === "fixed_amount"
        ? formatExactPrice(parseKroner(code.discount_value), language)
        : t("discounts.types.free_shipping");
  return (
    <AdminPage
      title={t("discounts.title")}
      actions={
        <Link to="/admin/rabatkoder/ny" className={buttonClasses()}>
          {t("discounts.new")}
        </Link>
      }
    >
      <ListTable
        empty={t("discounts.empty")}
        isEmpty={loaderData.codes.length === 0}
        head={
          <>
            <th className="p-3">{t("discounts.code")}</th>
            <th className="p-3">{t("discounts.value")}</th>
            <th className="p-3">{t("discounts.usage")}</th>
            <th className="p-3">{t("discounts.period")}</th>
            <th className="p-3">{t("common.actions")}</th>
          </>
        }
      >
        {loaderData.codes.map((code) => (
          <tr key={code.id} className="border-t border-cream-200" data-testid="admin-discount">
            <td className="p-3">
              <Link
                to={`/admin/rabatkoder/${code.id}`}
                className="font-mono font-semibold underline underline-offset-2"
              >
                {code.code}
              </Link>
              {!code.active && <span className="ml-2 text-sm text-clay-700">{t("discounts.inactive")}</span>}
            </td>
            <td className="p-3">
              {value(code)}
              {code.minimum_order_amount && (
                <span className="block text-sm text-muted">
                  {t("discounts.minimum")}:{" "}
                  {formatExactPrice(parseKroner(code.minimum_order_amount), language)}
                </span>
              )}
            </td>
            <td className="p-3" data-testid="discount-usage">
              {code.times_used} / {code.usage_limit ?? t("discounts.unlimited")}
            </td>
            <td className="p-3 text-sm">
              {code.start_date || code.end_date
                ? `${code.start_date ? formatShortDate(code.start_date, language) : "…"} – ${code.end_date ? formatShortDate(code.end_date, language) : "…"}`
                : t("discounts.always")}
            </td>
            <td className="p-3">
              <Form method="post">
                <input type="hidden" name="id" value={code.id} />
                <input type="hidden" name="active" value={String(!code.active)} />
                <SubmitButton
                  variant="outline"
                  size="sm"
                  aria-label={`${code.active ? t("discounts.deactivate") : t("discounts.activate")} ${code.code}`}
                >
                  {code.active ? t("discounts.deactivate") : t("discounts.activate")}
                </SubmitButton>
              </Form>
            </td>
          </tr>
        ))}
      </ListTable>
    </AdminPage>
  );
}

import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import type { z } from "zod";
import { adminMeta } from "~/components/admin/admin-meta";
import { FilterSelect, ListTable } from "~/components/admin/admin-list";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { SelectField, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { Button } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { LOT_CODE_MAX, MAX_JARS_PER_BATCH } from "~/lib/batches";
import { formatShortDate } from "~/lib/format";
import { batchSchema, type BatchActionData } from "~/lib/schemas/batches";
import { batchPage, recordBatchAction } from "~/server/batches/batch-page.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.batcher";

export const meta: Route.MetaFunction = (args) => adminMeta(args, (t) => t("batches.title"));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return batchPage(request);
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return recordBatchAction(request, admin);
}

/** The kitchen's batches, newest first, and the form to record one. */
export default function AdminBatches({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const { batches, products, today, productId, total } = loaderData;
  const answer = actionData as BatchActionData | undefined;
  const [form, fields] = useForm<z.input<typeof batchSchema>, z.output<typeof batchSchema>>({
    id: "batch-new",
    lastResult: answer?.result,
    constraint: getZodConstraint(batchSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: { producedOn: today, productId: productId ?? "" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: batchSchema }),
  });
  const chosen = products.find((product) => product.id === fields.productId.value);
  return (
    <AdminPage title={t("batches.title")} intro={t("batches.intro")}>
      <Panel title={t("batches.newTitle")}>
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              field={fields.productId}
              label={t("batches.product")}
              placeholder={t("batches.chooseProduct")}
              options={products.map((product) => ({ value: product.id, label: product.title }))}
            />
            <TextField field={fields.producedOn} label={t("batches.producedOn")} type="date" />
            <TextField
              field={fields.lotCode}
              label={t("batches.lotCode")}
              hint={
                chosen && fields.producedOn.value === today
                  ? t("batches.lotCodeHint", { example: chosen.lotCode })
                  : t("batches.lotCodeHintNone")
              }
              maxLength={LOT_CODE_MAX}
            />
            <TextField
              field={fields.bestBefore}
              label={t("batches.bestBefore")}
              hint={t("batches.bestBeforeHint")}
              type="date"
            />
            <TextField
              field={fields.jars}
              label={t("batches.jars")}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_JARS_PER_BATCH}
            />
          </div>
          <SubmitButton>{t("batches.record")}</SubmitButton>
        </Form>
      </Panel>

      <Form
        method="get"
        className="flex flex-wrap items-end gap-3 rounded-2xl border border-cream-300 bg-white p-4"
      >
        <FilterSelect
          label={t("batches.product")}
          name="produkt"
          value={productId}
          options={products.map((product) => ({ value: product.id, label: product.title }))}
        />
        <Button type="submit" variant="outline">
          {t("batches.filter")}
        </Button>
      </Form>

      <ListTable
        empty={total === 0 ? t("batches.empty") : t("batches.emptyFiltered")}
        isEmpty={batches.length === 0}
        head={
          <>
            <th className="p-3">{t("batches.product")}</th>
            <th className="p-3">{t("batches.lotCode")}</th>
            <th className="p-3">{t("batches.producedOn")}</th>
            <th className="p-3">{t("batches.bestBefore")}</th>
            <th className="p-3 text-right">{t("batches.jarsMade")}</th>
            <th className="p-3 text-right">{t("batches.jarsLeft")}</th>
            <th className="p-3">{t("batches.recalled")}</th>
          </>
        }
      >
        {batches.map((batch) => (
          <tr key={batch.id} className="border-t border-cream-200" data-testid="admin-batch">
            <td className="p-3">{batch.productTitle}</td>
            <td className="p-3 font-mono" data-testid="batch-lot">
              {batch.lotCode}
            </td>
            <td className="p-3">{formatShortDate(batch.producedOn, language)}</td>
            <td className="p-3">{formatShortDate(batch.bestBefore, language)}</td>
            <td className="p-3 text-right tabular-nums">{batch.jarsMade}</td>
            <td className="p-3 text-right tabular-nums" data-testid="batch-left">
              {batch.left}
            </td>
            <td className="p-3">
              {batch.recalled ? (
                <strong className="text-clay-700">{t("batches.recalledYes")}</strong>
              ) : (
                t("batches.recalledNo")
              )}
            </td>
          </tr>
        ))}
      </ListTable>
    </AdminPage>
  );
}

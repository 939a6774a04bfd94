import { getFormProps, useForm, type DefaultValue } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, redirect } from "react-router";
import { adminMeta } from "~/components/admin/admin-meta";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { AuditTrail } from "~/components/admin/audit-trail";
import { ImageField } from "~/components/admin/image-field";
import {
  AllergenFields,
  DeclarationFields,
  IngredientListFields,
  OrganicFields,
} from "~/components/admin/product-food-fields";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { NEW } from "~/lib/admin-filters";
import { PRODUCT_TYPES } from "~/lib/domain";
import { formatShortDate } from "~/lib/format";
import { isUuid } from "~/lib/ids";
import { notFound } from "~/lib/responses";
import { productSchema, type ProductInput } from "~/lib/schemas/admin";
import {
  productDetail,
  productFormValues,
  removeProduct,
  restoreProduct,
  saveProduct,
} from "~/server/admin/products.server";
import { uploadAdminImage } from "~/server/admin/uploads.server";
import { readForm } from "~/server/forms.server";
import { discardImage } from "~/server/images/storage.server";
import { requireAdmin } from "~/server/session.server";
import { redirectWithToast, toastHeaders } from "~/server/toast.server";
import type { Route } from "./+types/admin.produkt";

export const meta: Route.MetaFunction = (args) =>
  adminMeta(args, (t) =>
    args.data?.product ? t("products.editTitle", { title: args.data.product.title }) : t("products.new"),
  );

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (params.id === NEW) return { product: null, values: null, audit: [] };
  const detail = isUuid(params.id) ? await productDetail(params.id) : null;
  if (!detail) throw notFound();
  return { product: detail.product, values: productFormValues(detail.product), audit: detail.audit };
}

export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const id = params.id === NEW ? null : params.id;
  if (id !== null && !isUuid(id)) throw notFound();
  const form = await readForm(request);
  const intent = form.get("intent");

  if (id && (intent === "remove" || intent === "restore")) {
    if (intent === "restore") {
      if (!(await restoreProduct(admin, id))) throw notFound();
      return redirectWithToast(`/admin/produkter/${id}`, {
        type: "success",
        title: "admin:products.restored",
      });
    }
    const done = await removeProduct(admin, id);
    if (!done) throw notFound();
    const headers = await toastHeaders({
      type: "success",
      title: done === "deleted" ? "admin:products.deleted" : "admin:products.archived",
    });
    return redirect(done === "deleted" ? "/admin/produkter" : `/admin/produkter/${id}`, { headers });
  }

  const submission = parseWithZod(form, { schema: productSchema });
  // A list intent (an ingredient added, moved or removed without JavaScript) is no error.
  if (submission.status !== "success")
    return data({ result: submission.reply() }, { status: submission.status === "error" ? 400 : 200 });
  const upload = await uploadAdminImage(submission.value.image, "products", 1);
  if (!upload.ok) {
    return data({ result: submission.reply({ fieldErrors: { image: [upload.error] } }) }, { status: 400 });
  }
  const saved = await saveProduct(admin, id, submission.value, upload.url);
  if (!saved.ok) {
    await discardImage(upload.url);
    throw notFound();
  }
  return redirectWithToast(`/admin/produkter/${saved.id}`, {
    type: "success",
    title: id ? "admin:products.saved" : "admin:products.created",
  });
}

export default function AdminProduct({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const { product, values, audit } = loaderData;
  const [form, fields] = useForm<ProductInput>({
    id: `product-${product?.id ?? NEW}`,
    lastResult: actionData?.result,
    constraint: getZodConstraint(productSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    // A new product is for sale once its particulars are there: it starts as not available.
    defaultValue: (values ?? {
      type: "soup",
      available: false,
      isOrganic: true,
      netUnit: "g",
    }) as DefaultValue<ProductInput>,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productSchema }),
  });
  const english = t("products.hints.english");
  return (
    <AdminPage
      title={product ? t("products.editTitle", { title: product.title }) : t("products.new")}
      intro={
        product?.archived_at
          ? t("products.archivedNote", { date: formatShortDate(product.archived_at, language) })
          : undefined
      }
      actions={
        <>
          {product && !product.archived_at && (
            <Link to={`/produkter/${product.id}`} className="underline underline-offset-2">
              {t("products.view")}
            </Link>
          )}
          <Link to="/admin/produkter" className="underline underline-offset-2">
            {t("common.back")}
          </Link>
        </>
      }
    >
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-6">
        {/* Enter in a field saves, rather than pressing the ingredient list's first button. */}
        <button
          type="submit"
          name="intent"
          value="save"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
        />
        <Panel title={t("products.sections.texts")} className="space-y-5">
          <div className="grid gap-5 md:grid-cols-2">
            <TextField field={fields.title} label={t("products.fields.title")} maxLength={200} />
            <TextField
              field={fields.titleEn}
              label={t("products.fields.titleEn")}
              hint={english}
              maxLength={200}
            />
            <TextAreaField
              field={fields.description}
              label={t("products.fields.description")}
              rows={3}
              maxLength={500}
            />
            <TextAreaField
              field={fields.descriptionEn}
              label={t("products.fields.descriptionEn")}
              rows={3}
              maxLength={500}
            />
            <TextAreaField
              field={fields.descriptionLong}
              label={t("products.fields.descriptionLong")}
              rows={6}
            />
            <TextAreaField
              field={fields.descriptionLongEn}
              label={t("products.fields.descriptionLongEn")}
              rows={6}
            />
          </div>
        </Panel>
        <Panel title={t("products.sections.prices")}>
          <div className="grid gap-5 md:grid-cols-3">
            <TextField field={fields.basePrice} label={t("products.fields.basePrice")} inputMode="decimal" />
            <TextField
              field={fields.customerPrice}
              label={t("products.fields.customerPrice")}
              hint={t("products.hints.customerPrice")}
              inputMode="decimal"
            />
            <TextField
              field={fields.b2bPrice}
              label={t("products.fields.b2bPrice")}
              hint={t("products.hints.b2bPrice")}
              inputMode="decimal"
            />
          </div>
        </Panel>
        <Panel title={t("products.sections.facts")} className="space-y-5">
          <div className="grid gap-5 md:grid-cols-3">
            <SelectField
              field={fields.type}
              label={t("products.type")}
              options={PRODUCT_TYPES.map((type) => ({ value: type, label: t(`products.types.${type}`) }))}
            />
            <TextField
              field={fields.weight}
              label={t("products.fields.weight")}
              hint={t("products.hints.weight")}
              maxLength={50}
            />
            <TextField field={fields.brand} label={t("products.fields.brand")} maxLength={100} />
          </div>
          <DeclarationFields fields={fields} />
        </Panel>
        <AllergenFields fields={fields} />
        <IngredientListFields
          form={form}
          fields={fields}
          legacyText={product && product.ingredient_list.length === 0 ? product.ingredients : null}
        />
        <Panel title={t("products.sections.status")} className="space-y-5">
          <div className="flex flex-wrap gap-6">
            <CheckboxField field={fields.available} label={t("products.fields.available")} />
            <CheckboxField field={fields.isOrganic} label={t("products.organic")} />
            <CheckboxField field={fields.isNew} label={t("products.isNew")} />
          </div>
          <p className="text-sm text-muted">{t("products.hints.available")}</p>
          <TextField
            field={fields.dailyLimit}
            label={t("products.fields.dailyLimit")}
            hint={t("products.hints.dailyLimit")}
            type="number"
            min={1}
            className="max-w-xs"
          />
          <OrganicFields fields={fields} />
        </Panel>
        <Panel title={t("products.sections.image")}>
          <ImageField
            field={fields.image}
            label={t("products.fields.image")}
            hint={t("products.hints.image")}
            currentUrl={product?.image_url ?? null}
            aspect={1}
          />
        </Panel>
        <SubmitButton intent="save">{product ? t("common.save") : t("common.create")}</SubmitButton>
      </Form>
      {product && (
        <Panel title={product.archived_at ? t("products.restore") : t("products.remove")}>
          {!product.archived_at && <p className="mb-3 text-muted">{t("products.removeHint")}</p>}
          <Form method="post">
            <SubmitButton intent={product.archived_at ? "restore" : "remove"} variant="outline">
              {product.archived_at ? t("products.restore") : t("products.remove")}
            </SubmitButton>
          </Form>
        </Panel>
      )}
      {product && <AuditTrail entries={audit} />}
    </AdminPage>
  );
}

import { getFormProps, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "react-router";
import { editPageTitle } from "~/components/admin/admin-meta";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { AuditTrail, type AuditView } from "~/components/admin/audit-trail";
import { ImageField } from "~/components/admin/image-field";
import {
  AllergenFields,
  DeclarationFields,
  IngredientListFields,
  OrganicFields,
} from "~/components/admin/product-food-fields";
import { ProductRemovalPanel } from "~/components/admin/product-removal-panel";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { NEW } from "~/lib/admin-filters";
import { PRODUCT_TYPES } from "~/lib/domain";
import { formatShortDate } from "~/lib/format";
import { productSchema, type ProductInput } from "~/lib/schemas/admin";

/** The fields of a saved product the page shows besides its form. */
type EditedProduct = {
  id: string;
  title: string;
  archived_at: Date | null;
  ingredient_list: unknown[];
  ingredients: string | null;
  image_url: string | null;
};

/**
 * A product's edit page in the back office (`/admin/produkter/<id>`, `/admin/produkter/ny` for
 * a new one): its texts, prices, facts, allergens, ingredients, status and image in one form,
 * then removing or restoring it and its audit trail.
 */
export function ProductEditPage({
  product,
  values,
  audit,
  lastResult,
}: {
  product: EditedProduct | null;
  /** The form's values for the saved product, null for a new one. */
  values: object | null;
  audit: AuditView[];
  lastResult: SubmissionResult | undefined;
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const [form, fields] = useForm<ProductInput>({
    id: `product-${product?.id ?? NEW}`,
    lastResult,
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
      title={editPageTitle(t, "products", product)}
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
            <CheckboxField field={fields.seasonOnly} label={t("products.fields.seasonOnly")} />
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
      {product && <ProductRemovalPanel archived={Boolean(product.archived_at)} />}
      {product && <AuditTrail entries={audit} />}
    </AdminPage>
  );
}

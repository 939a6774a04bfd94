import type { FieldMetadata, getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { CheckboxField, SelectField, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useAdminTranslation } from "~/i18n/admin";
import { editPageTitle } from "./admin-meta";
import { AdminPage, Panel } from "./admin-page";
import { AuditTrail, type AuditView } from "./audit-trail";
import { ImageField } from "./image-field";

/** The fields a recipe and a blog post both have. */
type ContentFields = Record<"title" | "titleEn" | "category" | "featured" | "image", FieldMetadata<unknown>>;

/**
 * The page that creates or edits a recipe or a blog post: the title in both languages, the
 * category, then the caller's own fields, the featured flag and the image, save and preview;
 * then the preview, deleting and the audit trail.
 */
export function ContentEditor({
  section,
  item,
  listPath,
  formProps,
  fields,
  categories,
  image,
  preview,
  audit,
  children,
}: {
  section: "recipes" | "posts";
  /** The saved recipe or post, null for a new one. */
  item: { title: string; image_url: string | null } | null;
  listPath: string;
  formProps: ReturnType<typeof getFormProps>;
  fields: ContentFields;
  categories: { value: string; label: string }[];
  image: { hint: string; aspect: number };
  /** The unsaved form as the shop would show it, after "Preview". */
  preview: React.ReactNode;
  audit: AuditView[];
  /** The section's own fields, laid out two to a row after the shared ones. */
  children: React.ReactNode;
}) {
  const { t } = useAdminTranslation();
  const editing = Boolean(item);
  return (
    <AdminPage
      title={editPageTitle(t, section, item)}
      actions={
        <Link to={listPath} className="underline underline-offset-2">
          {t("common.back")}
        </Link>
      }
    >
      <Form method="post" encType="multipart/form-data" {...formProps} className="space-y-6">
        <Panel className="space-y-5">
          <div className="grid gap-5 md:grid-cols-2">
            <TextField field={fields.title} label={t(`${section}.fields.title`)} maxLength={200} />
            <TextField
              field={fields.titleEn}
              label={t(`${section}.fields.titleEn`)}
              hint={t("content.english")}
              maxLength={200}
            />
            <SelectField field={fields.category} label={t(`${section}.category`)} options={categories} />
            {children}
          </div>
          <CheckboxField field={fields.featured} label={t(`${section}.fields.featured`)} />
        </Panel>
        <Panel title={t("content.image")}>
          <ImageField
            field={fields.image}
            label={t(`${section}.fields.image`)}
            hint={image.hint}
            currentUrl={item?.image_url ?? null}
            aspect={image.aspect}
          />
        </Panel>
        <div className="flex flex-wrap gap-3">
          <SubmitButton intent="save">{editing ? t("common.save") : t("common.create")}</SubmitButton>
          <SubmitButton intent="preview" variant="outline">
            {t("content.preview")}
          </SubmitButton>
        </div>
      </Form>
      {preview && <PreviewPanel>{preview}</PreviewPanel>}
      {editing && <DeletePanel />}
      {editing && <AuditTrail entries={audit} />}
    </AdminPage>
  );
}

/** How unsaved changes will look in the shop, in a frame of its own. */
export function PreviewPanel({ children }: { children: React.ReactNode }) {
  const { t } = useAdminTranslation();
  return (
    <section
      aria-labelledby="preview-title"
      className="rounded-2xl border-2 border-dashed border-forest-300 p-5"
    >
      <h2 id="preview-title" className="text-xl font-semibold">
        {t("content.preview")}
      </h2>
      <p className="mb-6 text-muted">{t("content.previewNote")}</p>
      <div className="rounded-xl bg-cream-50 p-4" data-testid="preview">
        {children}
      </div>
    </section>
  );
}

/** Deleting for good, behind a second press. */
export function DeletePanel() {
  const { t } = useAdminTranslation();
  return (
    <details className="rounded-2xl border border-cream-300 bg-white p-5">
      <summary className="cursor-pointer font-semibold">{t("content.delete")}</summary>
      <p className="my-3 text-muted">{t("content.deleteHint")}</p>
      <Form method="post">
        <SubmitButton intent="delete" variant="outline">
          {t("content.deleteConfirm")}
        </SubmitButton>
      </Form>
    </details>
  );
}

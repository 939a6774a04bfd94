import type { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { useAdminTranslation } from "~/i18n/admin";
import { AdminPage, Panel } from "./admin-page";
import { AuditTrail, type AuditView } from "./audit-trail";

/**
 * The page that creates or edits a recipe or a blog post: the caller's fields, the featured
 * flag and the image, save and preview; then the preview, deleting and the audit trail.
 */
export function ContentEditor({
  title,
  listPath,
  formProps,
  editing,
  featured,
  image,
  preview,
  audit,
  children,
}: {
  title: string;
  listPath: string;
  formProps: ReturnType<typeof getFormProps>;
  editing: boolean;
  featured: React.ReactNode;
  image: React.ReactNode;
  /** The unsaved form as the shop would show it, after "Preview". */
  preview: React.ReactNode;
  audit: AuditView[];
  /** The fields, laid out two to a row. */
  children: React.ReactNode;
}) {
  const { t } = useAdminTranslation();
  return (
    <AdminPage
      title={title}
      actions={
        <Link to={listPath} className="underline underline-offset-2">
          {t("common.back")}
        </Link>
      }
    >
      <Form method="post" encType="multipart/form-data" {...formProps} className="space-y-6">
        <Panel className="space-y-5">
          <div className="grid gap-5 md:grid-cols-2">{children}</div>
          {featured}
        </Panel>
        <Panel title={t("content.image")}>{image}</Panel>
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

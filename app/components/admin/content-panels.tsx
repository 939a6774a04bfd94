import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { useAdminTranslation } from "~/i18n/admin";

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

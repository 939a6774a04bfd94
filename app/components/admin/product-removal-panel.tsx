import { Form } from "react-router";
import { SubmitButton } from "~/components/forms/submit-button";
import { useAdminTranslation } from "~/i18n/admin";
import { Panel } from "./admin-page";

/**
 * Removing a product (deleted, or archived when orders refer to it), or bringing an archived
 * one back: the `remove` and `restore` intents of admin.produkter.$id.tsx.
 */
export function ProductRemovalPanel({ archived }: { archived: boolean }) {
  const { t } = useAdminTranslation();
  const label = archived ? t("products.restore") : t("products.remove");
  return (
    <Panel title={label}>
      {!archived && <p className="mb-3 text-muted">{t("products.removeHint")}</p>}
      <Form method="post">
        <SubmitButton intent={archived ? "restore" : "remove"} variant="outline">
          {label}
        </SubmitButton>
      </Form>
    </Panel>
  );
}

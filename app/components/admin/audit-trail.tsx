import { useAdminTranslation } from "~/i18n/admin";
import { useLanguage } from "~/hooks/use-root-data";
import { auditChanges, auditValueText } from "~/lib/audit-changes";
import { formatDateTime } from "~/lib/format";
import { Panel } from "./admin-page";

export type AuditView = {
  id: string;
  actor_email: string;
  action: string;
  before: unknown;
  after: unknown;
  note: string | null;
  created_at: string | Date;
};

/** Who did what and when, with the values before and after. */
export function AuditTrail({ entries }: { entries: AuditView[] }) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  return (
    <Panel title={t("audit.title")}>
      {entries.length === 0 ? (
        <p className="text-muted">{t("audit.empty")}</p>
      ) : (
        <ol className="space-y-3" data-testid="audit-trail">
          {entries.map((entry) => (
            <li key={entry.id} className="border-b border-cream-200 pb-3 last:border-0">
              <p>
                <span className="font-semibold">
                  {t(`actions.${entry.action}` as "actions.update", { defaultValue: entry.action })}
                </span>
                {" · "}
                <span className="text-muted">
                  {formatDateTime(entry.created_at, language)} · {entry.actor_email}
                </span>
              </p>
              {entry.note && <p className="mt-1">{entry.note}</p>}
              <AuditValues entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/**
 * What an entry changed: of an update, each changed field with its value before and after,
 * written out; otherwise the values as they were recorded.
 */
function AuditValues({ entry }: { entry: AuditView }) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  if (entry.before == null && entry.after == null) return null;
  const changes = auditChanges(entry.before, entry.after);
  if (changes) {
    if (changes.length === 0) return null;
    const words = {
      none: t("common.none"),
      yes: t("common.yes"),
      no: t("common.no"),
      notDeclared: t("audit.notDeclared"),
      noAllergens: t("audit.noAllergens"),
    };
    return (
      <dl className="mt-1 space-y-1 text-sm" data-testid="audit-changes">
        {changes.map((change) => (
          <div key={change.field} className="grid gap-x-3 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium">
              {t(`audit.fields.${change.field}` as "audit.fields.title", { defaultValue: change.field })}
            </dt>
            <dd className="break-words">
              <span className="text-muted">{t("audit.before")}:</span>{" "}
              {auditValueText(change.field, change.before, language, words)}
              <br />
              <span className="text-muted">{t("audit.after")}:</span>{" "}
              {auditValueText(change.field, change.after, language, words)}
            </dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <dl className="mt-1 grid gap-x-3 text-sm sm:grid-cols-[auto_1fr]">
      {entry.before != null && (
        <>
          <dt className="text-muted">{t("audit.before")}</dt>
          <dd className="font-mono break-all">{JSON.stringify(entry.before)}</dd>
        </>
      )}
      {entry.after != null && (
        <>
          <dt className="text-muted">{t("audit.after")}</dt>
          <dd className="font-mono break-all">{JSON.stringify(entry.after)}</dd>
        </>
      )}
    </dl>
  );
}

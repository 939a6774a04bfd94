import { useAdminTranslation } from "~/i18n/admin";
import { useLanguage } from "~/hooks/use-root-data";
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

const timeFormat = {
  da: new Intl.DateTimeFormat("da-DK", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Europe/Copenhagen",
  }),
  en: new Intl.DateTimeFormat("en-GB", {
    dateStyle: "short",
    timeStyle: "short",
    timeZone: "Europe/Copenhagen",
  }),
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
                  {timeFormat[language].format(new Date(entry.created_at))} · {entry.actor_email}
                </span>
              </p>
              {entry.note && <p className="mt-1">{entry.note}</p>}
              {(entry.before != null || entry.after != null) && (
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
              )}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

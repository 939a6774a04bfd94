import { Form } from "react-router";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { PeriodPicker } from "~/components/admin/period-picker";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { AuditTrail, type AuditView } from "~/components/admin/audit-trail";
import { TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import type { SalesTotals } from "~/lib/bookkeeping";
import { ACCOUNT_KEYS, type Accounts } from "~/lib/bookkeeping-accounts";
import { formatExactPrice } from "~/lib/money";
import type { Period, PeriodProblem } from "~/lib/periods";
import { bookkeepingAccountsSchema } from "~/lib/schemas/admin";

/**
 * The back office's bookkeeping page (`/admin/bogfoering`): the period's figures, its journal and
 * vouchers to download, and the accounts they are booked on.
 */
export function BookkeepingPage({
  period,
  problem,
  typed,
  search,
  totals,
  accounts,
  audit,
  lastResult,
}: {
  period: Period;
  problem: PeriodProblem | null;
  typed: { from: string; to: string };
  /** The period as the downloads' query string. */
  search: string;
  totals: SalesTotals;
  accounts: Accounts;
  audit: AuditView[];
  /** The accounts form as the server refused it. */
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const [form, fields] = useForm({
    id: "bookkeeping-accounts",
    lastResult,
    constraint: getZodConstraint(bookkeepingAccountsSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    defaultValue: accounts,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bookkeepingAccountsSchema }),
  });
  const price = (ore: number) => formatExactPrice(ore, language);
  const rows = [
    { key: "invoices", label: t("bookkeeping.invoices"), ...totals.invoices },
    { key: "credit-notes", label: t("bookkeeping.creditNotes"), ...totals.creditNotes },
  ];
  const balance = {
    gross: totals.invoices.gross - totals.creditNotes.gross,
    vat: totals.invoices.vat - totals.creditNotes.vat,
  };
  const documents = totals.invoices.count + totals.creditNotes.count;
  return (
    <AdminPage title={t("bookkeeping.title")} intro={t("bookkeeping.intro")}>
      <PeriodPicker period={period} problem={problem} typed={typed} />

      <Panel title={t("bookkeeping.totals")}>
        <div className="overflow-x-auto">
          <table className="w-full text-left" data-testid="bookkeeping-totals">
            <thead>
              <tr className="border-b border-cream-300 text-sm">
                <th scope="col" className="py-2 pr-4">
                  {t("bookkeeping.kind")}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t("bookkeeping.count")}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t("bookkeeping.gross")}
                </th>
                <th scope="col" className="py-2 pr-4 text-right">
                  {t("bookkeeping.vat")}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t("bookkeeping.net")}
                </th>
              </tr>
            </thead>
            <tbody className="tabular-nums">
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-cream-200" data-testid={`totals-${row.key}`}>
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {row.label}
                  </th>
                  <td className="py-2 pr-4 text-right">{row.count}</td>
                  <td className="py-2 pr-4 text-right">{price(row.gross)}</td>
                  <td className="py-2 pr-4 text-right">{price(row.vat)}</td>
                  <td className="py-2 text-right">{price(row.gross - row.vat)}</td>
                </tr>
              ))}
              <tr data-testid="totals-balance" className="font-semibold">
                <th scope="row" className="py-2 pr-4">
                  {t("bookkeeping.balance")}
                </th>
                <td className="py-2 pr-4 text-right">{documents}</td>
                <td className="py-2 pr-4 text-right">{price(balance.gross)}</td>
                <td className="py-2 pr-4 text-right">{price(balance.vat)}</td>
                <td className="py-2 text-right">{price(balance.gross - balance.vat)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      </Panel>

      <Panel title={t("bookkeeping.downloads")}>
        {documents === 0 ? (
          <p className="text-muted" data-testid="bookkeeping-empty">
            {t("bookkeeping.empty")}
          </p>
        ) : (
          <>
            <p className="max-w-2xl text-sm text-muted">{t("bookkeeping.downloadsHint")}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <a href={`/admin/bogfoering/kladde.csv${search}`} className={buttonClasses()} download>
                {t("bookkeeping.journal")}
              </a>
              <a
                href={`/admin/bogfoering/bilag.zip${search}`}
                className={buttonClasses({ variant: "outline" })}
                download
              >
                {t("bookkeeping.vouchers")}
              </a>
            </div>
          </>
        )}
      </Panel>

      <Panel title={t("bookkeeping.accounts")}>
        <p className="max-w-2xl text-sm text-muted">{t("bookkeeping.accountsIntro")}</p>
        <Form method="post" {...getFormProps(form)} className="mt-4 max-w-2xl space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            {ACCOUNT_KEYS.map((key) => (
              <TextField
                key={key}
                field={fields[key]}
                label={t(`bookkeeping.account.${key}`)}
                inputMode="numeric"
                maxLength={10}
              />
            ))}
          </div>
          <SubmitButton>{t("common.save")}</SubmitButton>
        </Form>
      </Panel>
      <AuditTrail entries={audit} />
    </AdminPage>
  );
}

import { Icon } from "~/components/ui/icon";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { formatShortDate } from "~/lib/format";
import { documentPath, eInvoicePath, type OrderDocument } from "~/lib/invoices";
import { formatExactPrice } from "~/lib/money";
import { Panel } from "./admin-page";

/** An order's invoice and credit notes in the back office, each a PDF (and a business's an e-invoice). */
export function OrderDocumentsPanel({ documents }: { documents: OrderDocument[] }) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  return (
    <Panel title={t("orders.documentsTitle")}>
      {documents.length === 0 ? (
        <p className="text-muted">{t("orders.noDocuments")}</p>
      ) : (
        <ul className="space-y-1" data-testid="order-documents">
          {documents.map((document) => (
            <li key={document.number} className="flex flex-wrap items-center gap-x-2">
              <a
                href={documentPath(document.number)}
                download
                className="inline-flex items-center gap-1.5 font-medium underline underline-offset-2"
              >
                <Icon name="file-text" className="h-4 w-4" />
                {document.kind === "invoice"
                  ? t("orders.invoice", { number: document.number })
                  : t("orders.creditNote", { number: document.number })}
              </a>
              {document.eInvoice && (
                <a
                  href={eInvoicePath(document.number)}
                  download
                  className="inline-flex items-center gap-1.5 text-sm underline underline-offset-2"
                >
                  <Icon name="download" className="h-4 w-4" />
                  {t("orders.eInvoice")}
                </a>
              )}
              <span className="text-sm text-muted">
                {formatShortDate(document.issuedAt, language)} ·{" "}
                {formatExactPrice(document.kind === "invoice" ? document.total : -document.total, language)}
                {document.credits !== null &&
                  ` · ${t("orders.creditsInvoice", { number: document.credits })}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

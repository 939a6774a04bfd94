import { Icon } from "~/components/ui/icon";
import { useLanguage } from "~/hooks/use-root-data";
import { useTranslation } from "~/i18n/use-translation";
import { formatShortDate } from "~/lib/format";
import { documentPath, eInvoicePath, type OrderDocument } from "~/lib/invoices";
import { formatExactPrice } from "~/lib/money";
import "~/i18n/areas/invoice";

/** An order's invoice and credit notes, each a PDF to download (and for a business, an e-invoice). */
export function OrderDocuments({ documents }: { documents: OrderDocument[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (documents.length === 0) return null;
  return (
    <section className="mt-3 text-sm" data-testid="order-documents">
      <h4 className="sr-only">{t("invoice.documents")}</h4>
      <ul className="space-y-1">
        {documents.map((document) => {
          const name =
            document.kind === "invoice"
              ? t("invoice.invoiceNumber", { number: document.number })
              : t("invoice.creditNoteNumber", { number: document.number });
          return (
            <li key={document.number} className="flex flex-wrap items-center gap-x-2">
              <a
                href={documentPath(document.number)}
                download
                className="inline-flex items-center gap-1.5 font-medium text-forest-700 underline underline-offset-2"
              >
                <Icon name="file-text" className="h-4 w-4" />
                {t("invoice.pdfLink", { document: name })}
              </a>
              {document.eInvoice && (
                <a
                  href={eInvoicePath(document.number)}
                  download
                  aria-label={t("invoice.eInvoiceLabel", { document: name })}
                  className="inline-flex items-center gap-1.5 font-medium text-forest-700 underline underline-offset-2"
                >
                  <Icon name="download" className="h-4 w-4" />
                  {t("invoice.eInvoiceLink")}
                </a>
              )}
              <span className="text-muted">
                <time dateTime={document.issuedAt}>{formatShortDate(document.issuedAt, language)}</time>
                {document.kind === "credit_note" && ` · ${formatExactPrice(-document.total, language)}`}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

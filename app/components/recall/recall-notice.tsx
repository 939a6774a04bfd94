import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/use-translation";
import "~/i18n/areas/recall";

type Notice = { id: string; product: string; productEn: string | null };

/**
 * The notice of open recalls on the home page and a recalled product's page: a region with a
 * heading per product and a link to /tilbagekaldelse (not an alert: it is there when the page
 * opens, and a screen reader finds it by its heading). Nothing while no recall is open.
 */
export function RecallNotice({ recalls, className }: { recalls: readonly Notice[]; className?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (recalls.length === 0) return null;
  return (
    <section
      aria-label={t("recall.bannerLabel")}
      data-testid="recall-notice"
      className={`rounded-2xl border-2 border-clay-700 bg-white p-5 ${className ?? ""}`}
    >
      {recalls.map((recall) => (
        <div key={recall.id} className="flex items-start gap-3">
          <Icon name="triangle-exclamation-point" className="mt-1 h-6 w-6 shrink-0 text-clay-700" />
          <div>
            <h2 className="text-xl font-semibold">
              {t("recall.bannerTitle", { product: localized(recall.product, recall.productEn, language) })}
            </h2>
            <p className="mt-1">{t("recall.bannerText")}</p>
          </div>
        </div>
      ))}
      <Link
        to="/tilbagekaldelse"
        className="mt-3 inline-block font-semibold text-clay-700 underline underline-offset-4"
      >
        {t("recall.bannerLink")}
      </Link>
    </section>
  );
}

import { clsx } from "clsx";
import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";

export function ProductBadges({
  product,
  className,
}: {
  product: { is_organic: boolean; is_new: boolean };
  className?: string;
}) {
  const { t } = useTranslation();
  if (!product.is_organic && !product.is_new) return null;
  return (
    <ul className={clsx("flex flex-wrap gap-1.5", className)}>
      {product.is_organic && (
        <li className="inline-flex items-center gap-1 rounded-full bg-forest-700 px-2.5 py-1 text-xs font-semibold text-white">
          <Icon name="leaf" className="h-3.5 w-3.5" />
          {t("common.organic")}
        </li>
      )}
      {product.is_new && (
        <li className="inline-flex items-center gap-1 rounded-full bg-clay-600 px-2.5 py-1 text-xs font-semibold text-white">
          <Icon name="sparkles" className="h-3.5 w-3.5" />
          {t("common.new")}
        </li>
      )}
    </ul>
  );
}

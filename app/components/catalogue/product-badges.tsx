import { clsx } from "clsx";
import { Leaf, Sparkles } from "lucide-react";
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
          <Leaf className="h-3.5 w-3.5" aria-hidden="true" />
          {t("common.organic")}
        </li>
      )}
      {product.is_new && (
        <li className="inline-flex items-center gap-1 rounded-full bg-clay-600 px-2.5 py-1 text-xs font-semibold text-white">
          <Sparkles className="h-3.5 w-3.5" aria-hidden="true" />
          {t("common.new")}
        </li>
      )}
    </ul>
  );
}

import { clsx } from "clsx";
import { useTranslation } from "~/i18n/use-translation";
import { isKnownOrderStatus } from "~/lib/orders";
import "~/i18n/areas/profile";

const styles: Record<string, string> = {
  paid: "bg-forest-700 text-white",
  confirmed: "bg-forest-100 text-forest-900",
  shipped: "bg-forest-100 text-forest-900",
  pending: "bg-cream-200 text-forest-900",
  cancelled: "bg-clay-50 text-clay-700",
  refunded: "bg-clay-50 text-clay-700",
};

/** 'Betalt', 'Afventer', 'Annulleret' …; a status the shop does not know is shown as it is. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        "inline-flex rounded-full px-2.5 py-0.5 text-sm font-semibold",
        styles[status] ?? "bg-cream-200 text-forest-900",
      )}
      data-testid="order-status"
    >
      {isKnownOrderStatus(status) ? t(`profile.status.${status}`) : status}
    </span>
  );
}

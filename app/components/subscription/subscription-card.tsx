import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/use-translation";
import { formatLongDate } from "~/lib/format";
import { formatPrice } from "~/lib/money";
import type { SubscriptionsPage, SubscriptionView } from "~/lib/subscriptions";
import { SubscriptionChanges } from "./subscription-changes";
import { SubscriptionDeliveries } from "./subscription-deliveries";
import "~/i18n/areas/subscription";

/** One subscription: how often and where, its price per delivery, its next deliveries, its changes. */
export function SubscriptionCard({
  subscription,
  page,
  confirmingCancel,
}: {
  subscription: SubscriptionView;
  page: SubscriptionsPage;
  /** The customer asked to cancel this one (`?opsig=<id>`): ask them to confirm. */
  confirmingCancel: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const open = subscription.status !== "cancelled";
  const titleOf = (productId: string) => {
    const product =
      subscription.lines.find((line) => line.productId === productId) ??
      page.products.find((candidate) => candidate.id === productId);
    return product ? localized(product.title, product.titleEn, language) : "";
  };

  return (
    <article
      className="space-y-6 rounded-2xl border border-cream-300 bg-white p-5"
      data-testid="subscription"
      aria-labelledby={`subscription-${subscription.id}`}
    >
      <header className="space-y-1">
        <h2 id={`subscription-${subscription.id}`} className="text-2xl font-semibold">
          {t("subscription.every", {
            frequency: t(
              subscription.frequencyWeeks === 2 ? "subscription.every2" : "subscription.every1",
            ).toLowerCase(),
          })}{" "}
          <span className="text-base font-normal" data-testid="subscription-status">
            ({t(`subscription.status.${subscription.status}`)})
          </span>
        </h2>
        {subscription.status === "paused" && (
          <p>
            {subscription.pausedUntil
              ? t("subscription.pausedUntil", { date: formatLongDate(subscription.pausedUntil, language) })
              : t("subscription.pausedOpen")}
          </p>
        )}
        <p>
          {subscription.provider === "okoskabet" && subscription.locker
            ? `${subscription.locker.name}, ${subscription.locker.address}, ${subscription.locker.zip} ${subscription.locker.city}`
            : t("subscription.delivery")}
        </p>
        {subscription.card?.last4 && <p>{t("subscription.card", { last4: subscription.card.last4 })}</p>}
        <p>
          {t("subscription.pricePer")}:{" "}
          <strong data-testid="subscription-price">{formatPrice(subscription.price.total, language)}</strong>
        </p>
        {open && (
          <p className="text-muted">
            {t("subscription.changesFrom", { date: formatLongDate(subscription.firstChangeable, language) })}
          </p>
        )}
      </header>

      <SubscriptionDeliveries subscription={subscription} titleOf={titleOf} />

      {open && (
        <SubscriptionChanges subscription={subscription} page={page} confirmingCancel={confirmingCancel} />
      )}
    </article>
  );
}

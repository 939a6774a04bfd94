import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { useTranslation } from "~/i18n/use-translation";
import { formatDeliveryDay, formatLongDate } from "~/lib/format";
import type { SubscriptionView } from "~/lib/subscriptions";
import { SubscriptionField } from "./subscription-changes";
import "~/i18n/areas/subscription";

type Delivery = SubscriptionView["deliveries"][number];

/**
 * A subscription's next deliveries: each one's state and jars, a button to skip it (or take it
 * back) while it is outside the notice, and one to pay it after a declined payment.
 */
export function SubscriptionDeliveries({
  subscription,
  titleOf,
}: {
  subscription: SubscriptionView;
  /** A jar's title in the page's language. */
  titleOf: (productId: string) => string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const open = subscription.status !== "cancelled";
  const stateOf = (delivery: Delivery) =>
    delivery.orderStatus === "paid" || delivery.orderStatus === "shipped"
      ? t("subscription.delivered.paid")
      : delivery.orderStatus === "cancelled"
        ? t("subscription.delivered.released")
        : delivery.reason
          ? t(`subscription.skipReason.${delivery.reason}`)
          : t(`subscription.delivered.${delivery.status}`);

  return (
    <section className="space-y-2">
      <h3 className="text-xl font-semibold">{t("subscription.deliveriesTitle")}</h3>
      <ol className="divide-y divide-cream-300" data-testid="subscription-deliveries">
        {subscription.deliveries.map((delivery) => (
          <li
            key={delivery.date}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
            data-testid="subscription-delivery"
          >
            <div>
              <p className="font-semibold">{formatDeliveryDay(delivery.date, language)}</p>
              <p className="text-sm text-muted" data-testid="delivery-state">
                {stateOf(delivery)}
                {delivery.locked && open && delivery.status !== "skipped" && !delivery.orderStatus
                  ? ` · ${t("subscription.locked", { date: formatLongDate(subscription.firstChangeable, language) })}`
                  : ""}
              </p>
              {delivery.status !== "skipped" && (
                <p className="text-sm" data-testid="delivery-contents">
                  {t("subscription.contents")}:{" "}
                  {(delivery.items ?? subscription.lines)
                    .map((line) => `${line.quantity} × ${titleOf(line.productId)}`)
                    .join(", ")}
                </p>
              )}
            </div>
            {delivery.payable && delivery.orderId && (
              <Form method="post">
                <input type="hidden" name="intent" value="pay" />
                <input type="hidden" name="order" value={delivery.orderId} />
                <Button type="submit" variant="accent" size="sm">
                  {t("subscription.pay")}
                </Button>
              </Form>
            )}
            {open &&
              !delivery.locked &&
              (delivery.status === "planned" || delivery.reason === "customer") && (
                <Form method="post">
                  <SubscriptionField subscriptionId={subscription.id} />
                  <input type="hidden" name="date" value={delivery.date} />
                  <input
                    type="hidden"
                    name="intent"
                    value={delivery.status === "skipped" ? "unskip" : "skip"}
                  />
                  <Button type="submit" variant="outline" size="sm">
                    {delivery.status === "skipped" ? t("subscription.unskip") : t("subscription.skip")}
                    <span className="sr-only"> {formatDeliveryDay(delivery.date, language)}</span>
                  </Button>
                </Form>
              )}
          </li>
        ))}
      </ol>
    </section>
  );
}

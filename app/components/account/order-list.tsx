import { Icon } from "~/components/ui/icon";
import { useTranslation } from "~/i18n/use-translation";
import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "~/components/ui/toaster";
import { buttonClasses } from "~/components/ui/button";
import { useLanguage } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import { formatClockTime, formatLongDate, formatShortDate } from "~/lib/format";
import { formatPrice } from "~/lib/money";
import { orderNumber, type CustomerOrder } from "~/lib/orders";
import { isShipmentStatus } from "~/lib/shipments";
import { OrderDocuments } from "./order-documents";
import { OrderStatusBadge } from "./order-status-badge";
import "~/i18n/areas/checkout";
import "~/i18n/areas/profile";

export function OrderList({ orders }: { orders: CustomerOrder[] }) {
  const { t } = useTranslation();
  if (orders.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-forest-200 p-10 text-center">
        <Icon name="package" className="mx-auto h-10 w-10 text-forest-600" />
        <p className="mt-3 text-lg">{t("profile.noOrders")}</p>
        {/* /shop leads to the product list (docs/product.md, Addresses). */}
        <Link to="/shop" className={buttonClasses({ className: "mt-4" })}>
          {t("profile.shopNow")}
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </ul>
  );
}

function OrderCard({ order }: { order: CustomerOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <article className="rounded-2xl border border-cream-300 bg-white p-5" data-testid="order">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 className="text-lg font-semibold">{t("profile.orderNumber", { id: orderNumber(order.id) })}</h3>
          <p className="text-sm text-muted">
            <time dateTime={order.createdAt}>{formatShortDate(order.createdAt, language)}</time> ·{" "}
            {t("profile.itemCount", { count: itemCount })}
          </p>
        </div>
        <div className="flex items-center gap-3">
          {order.upcoming && (
            <span className="rounded-full bg-forest-50 px-2.5 py-1 text-sm font-medium text-forest-800">
              {t("profile.upcomingDelivery")}
            </span>
          )}
          <OrderStatusBadge status={order.status} />
          <span className="text-lg font-semibold" data-testid="order-total">
            {formatPrice(order.total, language)}
          </span>
        </div>
      </header>
      {order.preorder && <PreorderPickup order={order} preorder={order.preorder} />}
      {(!order.preorder || order.lockerInfo) && <OrderDelivery order={order} />}
      <OrderDocuments documents={order.documents} />
      <ul className="mt-4 divide-y divide-cream-200 border-t border-cream-200">
        {order.items.map((item) => (
          <li key={`${item.productId}-${item.title}`} className="flex justify-between gap-4 py-2">
            <span>
              {item.title}
              {item.lots.map((lot) => (
                <span key={lot.lotCode} className="block text-sm text-muted" data-testid="order-item-lot">
                  {t("profile.lotLine", {
                    lot: lot.lotCode,
                    date: formatShortDate(lot.bestBefore, language),
                    count: lot.quantity,
                  })}
                </span>
              ))}
              {item.lots.length === 0 && order.status === "shipped" && (
                <span className="block text-sm text-muted">{t("profile.shippedBeforeLots")}</span>
              )}
            </span>
            <span className="shrink-0 text-muted">
              {t("profile.quantityTimesPrice", {
                quantity: item.quantity,
                price: formatPrice(item.unitPrice, language),
              })}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

/**
 * A season menu's pre-order: the menu, covers, where and when it is picked up, and that it is
 * binding (the customer cannot change or cancel it; only the shop can).
 */
function PreorderPickup({
  order,
  preorder,
}: {
  order: CustomerOrder;
  preorder: NonNullable<CustomerOrder["preorder"]>;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="mt-3 space-y-1 text-sm" data-testid="order-preorder">
      <p className="font-medium">
        {t("profile.preorder", {
          menu: localized(preorder.menu, preorder.menuEn, language),
          count: preorder.covers,
        })}
      </p>
      {order.deliveryDate && (
        <p>
          {t("profile.preorderPickup", {
            date: formatLongDate(order.deliveryDate, language),
            opens: preorder.opens ? formatClockTime(preorder.opens, language) : "",
            closes: preorder.closes ? formatClockTime(preorder.closes, language) : "",
            place: `${localized(preorder.place, preorder.placeEn, language)}${order.lockerInfo ? "" : `, ${preorder.address}`}`,
          })}
        </p>
      )}
      <p className="text-muted">{t("profile.preorderBinding")}</p>
    </div>
  );
}

/** Where the order goes, and for a pickup how its shipment stands ('Spor forsendelse'). */
function OrderDelivery({ order }: { order: CustomerOrder }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tracker = useFetcher<{ ok: boolean; tracking?: { status: string } }>();
  const status = tracker.data?.tracking?.status ?? order.shipment?.status;
  useEffect(() => {
    if (tracker.state === "idle" && tracker.data && !tracker.data.ok)
      toast.error(t("checkout.trackingError"));
  }, [tracker.state, tracker.data, t]);
  if (order.deliveryProvider === "okoskabet" && order.lockerInfo) {
    return (
      <div className="mt-3 space-y-1 text-sm" data-testid="order-delivery">
        <p>
          {t("checkout.pickupAt", {
            locker: order.lockerInfo.name,
            date: order.deliveryDate ? formatLongDate(order.deliveryDate, language) : "",
          })}
        </p>
        {status && (
          <div className="flex flex-wrap items-center gap-3">
            <span className="font-medium" data-testid="shipment-status">
              {isShipmentStatus(status) ? t(`checkout.shipmentStatus.${status}`) : status}
            </span>
            <button
              type="button"
              onClick={() => tracker.load(`/resources/tracking?order_id=${order.id}`)}
              disabled={tracker.state !== "idle"}
              className="text-forest-700 underline underline-offset-2"
            >
              {t("checkout.track")}
            </button>
          </div>
        )}
      </div>
    );
  }
  if (order.deliveryAddress) {
    const { street, zip, city } = order.deliveryAddress;
    return (
      <div className="mt-3 space-y-1 text-sm">
        <p data-testid="order-delivery">
          {t("checkout.deliveryTo", {
            address: [street, `${zip} ${city}`.trim()].filter(Boolean).join(", "),
          })}
        </p>
        {order.deliveryDate && (
          <p data-testid="order-delivery-date">
            {t("checkout.chosenDate", { date: formatLongDate(order.deliveryDate, language) })}
          </p>
        )}
      </div>
    );
  }
  return null;
}

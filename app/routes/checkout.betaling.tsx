import { Icon } from "~/components/ui/icon";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Link, useNavigate } from "react-router";
import type { RouteHandle } from "~/components/layout/site-shell";
import { buttonClasses } from "~/components/ui/button";
import { isUuid } from "~/lib/ids";
import { PAYMENT_MESSAGE_SOURCE, PAYMENT_PAGE_PARAM, paymentPage } from "~/lib/payment-messages";
import type { Route } from "./+types/checkout.betaling";
import "~/i18n/areas/checkout";

export const handle: RouteHandle = { breadcrumbs: false };

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** Where the payment window returns: ?status=success|cancelled&order_id=…(&side=/nytar-2026) */
export function loader({ url }: Route.LoaderArgs) {
  const orderId = url.searchParams.get("order_id") ?? "";
  return {
    success: url.searchParams.get("status") === "success",
    orderId: isUuid(orderId) ? orderId : "",
    page: paymentPage(url.searchParams.get(PAYMENT_PAGE_PARAM)),
  };
}

/**
 * In the payment pop-up: tells the checkout that opened it how the payment went, and closes
 * after about a second (or says the tab can be closed). Opened without a checkout behind it
 * (the same tab), it goes on to the checkout (or the season menu's page it came from), which
 * shows the outcome.
 */
export default function PaymentReturn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { success, orderId, page } = loaderData;
  const [closeFailed, setCloseFailed] = useState(false);
  const checkout = `${page}?${success ? "success" : "cancelled"}=true&order_id=${orderId}`;

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (opener && !opener.closed) {
      opener.postMessage(
        { source: PAYMENT_MESSAGE_SOURCE, success, cancelled: !success, orderId },
        window.location.origin,
      );
      const close = setTimeout(() => window.close(), 1000);
      const fallback = setTimeout(() => setCloseFailed(true), 1800);
      return () => {
        clearTimeout(close);
        clearTimeout(fallback);
      };
    }
    void navigate(checkout, { replace: true });
    return undefined;
  }, [success, orderId, checkout, navigate]);

  return (
    <div className="container-page flex flex-col items-center py-20 text-center" role="status">
      <Icon
        name={success ? "circle-check" : "circle-x"}
        className={`h-14 w-14 ${success ? "text-forest-700" : "text-clay-700"}`}
      />
      <h1 className="mt-4 text-3xl font-semibold">
        {success ? t("checkout.returnSuccess") : t("checkout.returnCancelled")}
      </h1>
      <p className="mt-3 text-muted">{closeFailed ? t("checkout.closeTab") : t("checkout.closing")}</p>
      <Link to={checkout} className={buttonClasses({ variant: "outline", className: "mt-6" })}>
        {t("checkout.backToShop")}
      </Link>
    </div>
  );
}

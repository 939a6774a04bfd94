import { redirect } from "react-router";
import { awaitsPayment } from "~/lib/payment-plan";
import { ownOrder, startPayment } from "~/server/checkout.server";
import { describeError } from "~/server/errors.server";
import { resolveLanguage } from "~/server/language.server";
import { logger } from "~/server/logger.server";
import { requireUser } from "~/server/session.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/ordre.$id.betal";
import "~/i18n/areas/checkout";

/**
 * The link in a "pay for your order" e-mail (app/server/mail/order-payment.server.tsx): the
 * customer's own order that awaits a payment gets a fresh payment window, in this tab; it comes
 * back to the checkout's thank-you view. Anything else goes to their orders with a word why.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const order = await ownOrder(user.id, params.id);
  const toOrders = (description: string) =>
    redirectWithToast("/profile?tab=orders", { type: "error", title: "checkout.errorTitle", description });
  if (!order || !awaitsPayment(order)) return toOrders("checkout.payOrderNothing");
  try {
    const started = await startPayment(order, {
      language: resolveLanguage(request).language,
      returnTo: "page",
    });
    if (started.kind === "window") return redirect(started.url);
    if (started.kind === "paid") return redirect(`/checkout?success=true&order_id=${order.id}`);
    return toOrders("checkout.datePassed");
  } catch (error) {
    logger.error({ order: order.id, err: describeError(error) }, "payment could not be started");
    return toOrders("checkout.payOrderUnavailable");
  }
}

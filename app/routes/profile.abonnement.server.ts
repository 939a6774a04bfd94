/**
 * What only the customer's subscriptions page (`profile.abonnement.tsx`) does on the server,
 * beside it as Epic Stack keeps `login.server.ts` beside `login.tsx`.
 */
import { redirect } from "react-router";
import type { Language } from "~/i18n/languages";
import { isUuid } from "~/lib/ids";
import { startPayment } from "~/server/checkout.server";
import { declinedOrderOf } from "~/server/subscriptions/billing.server";

/**
 * Pays a delivery whose recurring payment was declined, through the ordinary payment window:
 * a redirect to the window, or why not (the order is not the customer's declined one, or its
 * cutoff has passed; null when it turned out to be paid already).
 */
export async function payDeclinedDelivery(
  userId: string,
  orderId: string,
  language: Language,
): Promise<Response | { problem: "not-found" | "fixed" | null }> {
  const order = isUuid(orderId) ? await declinedOrderOf(userId, orderId) : null;
  if (!order) return { problem: "not-found" };
  const started = await startPayment(order, { language, returnTo: "page" });
  if (started.kind === "window") return redirect(started.url);
  return { problem: started.kind === "paid" ? null : "fixed" };
}

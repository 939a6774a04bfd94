import { data } from "react-router";
import { notFound } from "~/lib/responses";
import { ownOrder } from "~/server/checkout.server";
import { requireUser } from "~/server/session.server";
import type { Route } from "./+types/checkout.status";

/** How the customer's own order stands, for the checkout waiting for its payment. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const order = await ownOrder(user.id, url.searchParams.get("order_id") ?? "");
  if (!order) throw notFound();
  return data({ status: order.status }, { headers: { "Cache-Control": "private, no-store" } });
}

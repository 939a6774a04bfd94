import { data } from "react-router";
import { describeError } from "~/server/errors.server";
import { logger } from "~/server/logger.server";
import { requireUser } from "~/server/session.server";
import { trackShipment } from "~/server/shipments.server";
import type { Route } from "./+types/resources.tracking";
import "~/i18n/areas/checkout";

/** Where the customer's shipment is ('track'); a failure answers 'Fejl ved sporing af forsendelse' (docs/product.md, Delivery). */
export async function loader({ request, url }: Route.LoaderArgs) {
  const user = await requireUser(request);
  try {
    const tracking = await trackShipment(user.id, url.searchParams.get("order_id") ?? "");
    if (!tracking) throw data({ ok: false as const }, { status: 404 });
    return { ok: true as const, tracking };
  } catch (error) {
    if (error instanceof Response || (error as { type?: string }).type === "DataWithResponseInit")
      throw error;
    logger.warn({ err: describeError(error) }, "shipment tracking failed");
    return data({ ok: false as const, error: "checkout.trackingError" }, { status: 502 });
  }
}

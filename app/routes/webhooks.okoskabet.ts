import { handleLockerWebhook } from "~/server/shipments.server";
import type { Route } from "./+types/webhooks.okoskabet";

/** Økoskabet's signed webhooks: a parcel placed in the locker, a parcel picked up. */
export const action = ({ request }: Route.ActionArgs) => handleLockerWebhook(request);
export const loader = () => new Response(null, { status: 405 });

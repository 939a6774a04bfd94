import { handleQuickPayCallback } from "~/server/payments/callbacks.server";
import type { Route } from "./+types/payments.quickpay.callback";

/** QuickPay's callbacks (verified, idempotent): the only way an order becomes paid. */
export const action = ({ request }: Route.ActionArgs) => handleQuickPayCallback(request);
export const loader = () => new Response(null, { status: 405 });

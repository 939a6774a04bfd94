import { config } from "~/server/config.server";
import { handleSandboxApi } from "~/server/payments/quickpay-sandbox.server";
import type { Route } from "./+types/sandbox.quickpay.api.$";

/** The QuickPay sandbox's API over HTTP (only when no real QuickPay keys are configured). */
function serve(request: Request) {
  if (config().quickpay) return new Response("Not found", { status: 404 });
  return handleSandboxApi(request);
}
export const loader = ({ request }: Route.LoaderArgs) => serve(request);
export const action = ({ request }: Route.ActionArgs) => serve(request);

import { config } from "~/server/config.server";
import { handleLockerSandbox } from "~/server/lockers/okoskabet-sandbox.server";
import type { Route } from "./+types/sandbox.okoskabet.api.$";

/** The Økoskabet sandbox's API over HTTP (only when no real Økoskabet key is configured). */
function serve(request: Request) {
  if (config().okoskabet) return new Response("Not found", { status: 404 });
  return handleLockerSandbox(request);
}
export const loader = ({ request }: Route.LoaderArgs) => serve(request);
export const action = ({ request }: Route.ActionArgs) => serve(request);

import { notFound } from "~/lib/responses";
import { AUTH_BASE_PATH, getAuth } from "~/server/auth.server";
import { authHeaders } from "~/server/session.server";
import type { Route } from "./+types/api.auth.$";

/**
 * The sign-in library's own endpoints, limited to what must arrive from outside: the links in
 * e-mails (confirm address, reset password, sign in) and the return from Google/Facebook. Everything
 * else (signing in, up, out) goes through the shop's own validated, rate-limited forms.
 */
const ALLOWED = [
  /^\/verify-email$/,
  /^\/reset-password\/[^/]+$/,
  /^\/magic-link\/verify$/,
  /^\/callback\/(google|facebook)$/,
  /^\/error$/,
];

async function handle(request: Request, clientIp: string) {
  const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
  if (!ALLOWED.some((pattern) => pattern.test(path))) throw notFound();
  return getAuth().handler(new Request(request, { headers: authHeaders(request, clientIp) }));
}

export const loader = ({ request, context }: Route.LoaderArgs) => handle(request, context.clientIp);
export const action = ({ request, context }: Route.ActionArgs) => handle(request, context.clientIp);

/**
 * Who is signed in. The one way to require a user: `requireUser(request)` in every protected
 * loader and action. The session is looked up once per request, however many loaders ask.
 */
import { redirect } from "react-router";
import { isLanguage, type Language } from "~/i18n/languages";
import { ROLES, type Role } from "~/lib/domain";
import { notFound } from "~/lib/responses";
import { loginPath } from "~/lib/safe-redirect";
import type { Viewer } from "~/lib/pricing";
import { getAuth } from "./auth.server";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  /** numeric(5,2) as text, e.g. "10.00". */
  discountPercentage: string;
  language: Language;
};

type SessionLookup = { user: SessionUser | null; sessionId: string | null; headers: Headers };

const lookups = new WeakMap<Request, Promise<SessionLookup>>();

/** The request's headers as the sign-in library should see them, with the client's IP. */
export function authHeaders(request: Request, clientIp?: string): Headers {
  const headers = new Headers(request.headers);
  headers.delete("x-krukke-client-ip");
  if (clientIp) headers.set("x-krukke-client-ip", clientIp);
  return headers;
}

/** The signed-in user (or null) and any Set-Cookie header a session refresh produced. */
export function getSession(request: Request): Promise<SessionLookup> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUp(request);
    lookups.set(request, lookup);
  }
  return lookup;
}

async function lookUp(request: Request): Promise<SessionLookup> {
  if (!/krukke\./.test(request.headers.get("Cookie") ?? "")) {
    return { user: null, sessionId: null, headers: new Headers() };
  }
  const { headers, response } = await getAuth().api.getSession({
    headers: authHeaders(request),
    returnHeaders: true,
  });
  if (!response) return { user: null, sessionId: null, headers };
  const user = response.user as typeof response.user & Record<string, unknown>;
  return {
    sessionId: response.session.id,
    headers,
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      firstName: (user.first_name as string | null) ?? null,
      lastName: (user.last_name as string | null) ?? null,
      role: (ROLES as readonly string[]).includes(user.role as string) ? (user.role as Role) : "customer",
      discountPercentage: typeof user.discount_percentage === "string" ? user.discount_percentage : "0",
      language: isLanguage(user.language) ? user.language : "da",
    },
  };
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  return (await getSession(request)).user;
}

/** The signed-in user; anyone else is sent to the login page and brought back afterwards. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user) return user;
  const url = new URL(request.url);
  const back = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  throw redirect(loginPath(back));
}

/**
 * The one way into the back office: a signed-in admin. Everyone else, guests included, gets the
 * 404 page, as if /admin did not exist. Every admin loader and action starts with it.
 */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (user?.role !== "admin") throw notFound();
  return user;
}

/** Pages for guests only (login, sign-up): a signed-in visitor goes to the front page. */
export async function requireAnonymous(request: Request): Promise<void> {
  if (await getUser(request)) throw redirect("/");
}

/** What prices are computed for: the user's role and discount, or a guest. */
export function viewerOf(user: SessionUser | null): Viewer {
  return user ? { role: user.role, discountPercentage: user.discountPercentage } : null;
}

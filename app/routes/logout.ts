import { redirect } from "react-router";
import { signOut } from "~/server/accounts.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/logout";

/** 'Log ud': ends the session on the server and returns to the front page. */
export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  return redirectWithToast("/", { type: "info", title: "toasts.loggedOut" }, { headers });
}

/** Signing out changes things, so it is never done by following a link. */
export function loader() {
  return redirect("/");
}

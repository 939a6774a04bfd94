import { data, redirect } from "react-router";
import { isLanguage } from "~/i18n/languages";
import { safeRedirect } from "~/lib/safe-redirect";
import { languageCookie } from "~/server/language.server";
import type { Route } from "./+types/resources.language";
import { readForm } from "~/server/forms.server";

/** Saves the language choice in a cookie. A plain form post (no JavaScript) comes back to its page. */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const language = form.get("lang");
  if (!isLanguage(language)) {
    return data({ ok: false as const }, { status: 400 });
  }
  const headers = { "Set-Cookie": languageCookie(language, new URL(request.url).protocol === "https:") };
  const redirectTo = form.get("redirectTo");
  if (redirectTo !== null) return redirect(safeRedirect(redirectTo), { headers });
  return data({ ok: true as const, language }, { headers });
}

export function loader() {
  return redirect("/");
}

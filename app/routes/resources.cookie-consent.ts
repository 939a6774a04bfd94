import { data, redirect } from "react-router";
import {
  choiceOf,
  newConsentSessionId,
  parseConsentForm,
  withoutSettingsParam,
  type ConsentActionData,
} from "~/lib/consent";
import { safeRedirect } from "~/lib/safe-redirect";
import { consentCookie, consentFromCookie, resolveConsent, saveConsent } from "~/server/consent.server";
import { logger } from "~/server/logger.server";
import { getUser } from "~/server/session.server";
import { combineHeaders, toastHeaders, type NewToast } from "~/server/toast.server";
import type { Route } from "./+types/resources.cookie-consent";

/**
 * Records a cookie choice from the banner or the settings panel: accept all, reject all, or
 * the boxes ticked. The enhanced banner posts with a fetcher; without scripts the form sends
 * `redirectTo` and is sent back to its page.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const parsed = form ? parseConsentForm(form) : null;
  const redirectTo = form?.get("redirectTo") ?? null;
  const reply = async (ok: boolean, status: number, headers: Headers) => {
    if (redirectTo !== null)
      return redirect(withoutSettingsParam(safeRedirect(redirectTo, "/")), { headers });
    return data({ ok } satisfies ConsentActionData, { status, headers });
  };
  const failure = async (toast: NewToast, status: number) => reply(false, status, await toastHeaders(toast));

  if (!parsed)
    return failure({ type: "error", title: "cookies.errorTitle", description: "cookies.error" }, 400);
  const user = await getUser(request);
  const { consent: previous } = await resolveConsent(request, user?.id ?? null);
  // A guest's choice is kept under the browser's consent session id (from local storage; a
  // browser without scripts gets one in the cookie).
  const sessionId = user
    ? null
    : (parsed.sessionId ?? consentFromCookie(request)?.sessionId ?? newConsentSessionId());
  try {
    // Honoured always: an address that floods loses only the record (see saveConsent).
    const consent = await saveConsent(
      user ? { userId: user.id } : { sessionId: sessionId! },
      choiceOf(parsed),
      context.clientIp,
    );
    const headers = combineHeaders(
      { "Set-Cookie": consentCookie(consent, sessionId) },
      // A change of an earlier choice is confirmed; a first choice speaks for itself.
      previous ? await toastHeaders({ type: "success", title: "cookies.saved" }) : null,
    );
    return reply(true, 200, headers);
  } catch (error) {
    logger.error({ err: error }, "cookie consent not recorded");
    return failure({ type: "error", title: "cookies.errorTitle", description: "cookies.error" }, 500);
  }
}

export function loader() {
  return redirect("/");
}

import { data, redirect } from "react-router";
import { safeRedirect } from "~/lib/safe-redirect";
import {
  parseNewsletterForm,
  type NewsletterActionData,
  type NewsletterProblem,
} from "~/lib/schemas/newsletter";
import { resolveLanguage } from "~/server/language.server";
import { logger } from "~/server/logger.server";
import { limitNewsletterSignUps, subscribeToNewsletter } from "~/server/newsletter.server";
import { combineHeaders, toastHeaders, type NewToast } from "~/server/toast.server";
import type { Route } from "./+types/resources.newsletter";

const TOASTS = {
  // 'Tak for tilmeldingen!', and where to look: the address counts once it is confirmed.
  confirmationSent: {
    type: "success",
    title: "footer.newsletter.success",
    description: "footer.newsletter.confirmHint",
  },
  duplicate: {
    type: "info",
    title: "footer.newsletter.duplicateTitle",
    description: "footer.newsletter.duplicate",
  },
  failed: { type: "error", title: "footer.newsletter.errorTitle", description: "footer.newsletter.error" },
} satisfies Record<string, NewToast>;

const PROBLEMS: Record<NewsletterProblem, NewToast> = {
  missing: {
    type: "error",
    title: "footer.newsletter.missingTitle",
    description: "footer.newsletter.missing",
  },
  email: { type: "error", title: "footer.newsletter.invalidTitle", description: "validation.email" },
  tooLong: { type: "error", title: "footer.newsletter.invalidTitle", description: "validation.nameTooLong" },
};

/**
 * The footer's newsletter sign-up. The enhanced form posts with a fetcher and gets data (the
 * page stays); without scripts the form sends `redirectTo` and is sent back to its page.
 * Either way the answer is a toast. A sign-up counts once its e-mail's link is confirmed
 * (`/nyhedsbrev/bekraeft`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const redirectTo = form.get("redirectTo");
  const reply = async (ok: boolean, toast: NewToast, status = ok ? 200 : 400) => {
    const headers = combineHeaders(await toastHeaders(toast));
    if (redirectTo !== null) return redirect(safeRedirect(redirectTo, "/"), { headers });
    return data({ ok } satisfies NewsletterActionData, { status, headers });
  };

  const limited = await limitNewsletterSignUps(context.clientIp);
  if (limited.limited) {
    return reply(
      false,
      {
        type: "error",
        title: "footer.newsletter.rateLimitedTitle",
        description: "footer.newsletter.rateLimited",
        values: { minutes: Math.max(1, Math.ceil(limited.retryAfterSeconds / 60)) },
      },
      429,
    );
  }
  const parsed = parseNewsletterForm(form);
  if (!parsed.ok) return reply(false, PROBLEMS[parsed.problem]);
  try {
    const outcome = await subscribeToNewsletter(parsed.value, resolveLanguage(request).language);
    return outcome === "confirmation-sent"
      ? reply(true, TOASTS.confirmationSent)
      : reply(false, TOASTS.duplicate, 409);
  } catch (error) {
    logger.error({ err: error }, "newsletter sign-up failed");
    return reply(false, TOASTS.failed, 500);
  }
}

export function loader() {
  return redirect("/");
}

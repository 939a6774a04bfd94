import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { LoginForm, NotVerifiedNotice, SignUpDone, SignUpForm } from "~/components/account/login-forms";
import { FormMessage } from "~/components/forms/form-message";
import type { RouteHandle } from "~/components/layout/site-shell";
import { metaFor } from "~/i18n/meta";
import { readProof } from "~/lib/proof-of-work";
import { safeRedirect } from "~/lib/safe-redirect";
import { emailField, loginSchema, signUpSchema } from "~/lib/schemas/account";
import {
  requestSignInLink,
  resendConfirmation,
  signIn,
  signUp,
  startSocialSignIn,
} from "~/server/accounts.server";
import { configuredSocialProviders } from "~/server/auth.server";
import { resolveLanguage } from "~/server/language.server";
import { requireAnonymous } from "~/server/session.server";
import { combineHeaders, redirectWithToast, toastHeaders } from "~/server/toast.server";
import type { Route } from "./+types/login";
import { readForm } from "~/server/forms.server";
import "~/i18n/areas/proof-of-work";
import "~/i18n/areas/login";

export const handle: RouteHandle = { breadcrumbs: false };

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({
    title: args.loaderData?.mode === "signup" ? t("login.signUpTitle") : t("login.loginTitle"),
    description: t("login.metaDescription"),
    noindex: true,
  }));

export async function loader({ request, url }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const params = url.searchParams;
  const notice = params.has("verified")
    ? params.has("error")
      ? "verify-failed"
      : "verified"
    : params.get("reset") === "done"
      ? "reset-done"
      : params.get("error") === "social"
        ? "social-failed"
        : params.get("link") === "failed"
          ? "link-failed"
          : null;
  return {
    mode: params.get("mode") === "signup" ? ("signup" as const) : ("login" as const),
    redirectTo: safeRedirect(params.get("redirectTo"), ""),
    socialProviders: configuredSocialProviders(),
    notice,
  };
}

/** Every answer of the action has this shape (one intent filled in at a time). */
type LoginActionData = {
  intent: "login" | "signup" | "resend" | "sign-in-link" | null;
  result?: SubmissionResult<string[]>;
  notVerified?: string;
  signedUp?: string;
  resent?: boolean;
  retryAfterMinutes?: number;
  /** This attempt needed a proof of work and had none: nothing was done. */
  proofNeeded?: boolean;
  /** The address a sign-in link is offered for, or was sent to (if it has an account). */
  signInLink?: { email: string; sent: boolean };
};
const reply = (payload: LoginActionData, init?: ResponseInit) => data(payload, init);

const rateLimitedToast = (retryAfterSeconds: number) =>
  toastHeaders({
    type: "error",
    title: "login.errorTitle",
    description: "login.rateLimited",
    values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
  });

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const proof = readProof(formData);

  if (intent === "login") {
    const submission = parseWithZod(formData, { schema: loginSchema });
    if (submission.status !== "success") return reply({ intent, result: submission.reply() });
    const { email, password, rememberMe, redirectTo } = submission.value;
    const outcome = await signIn({ email, password, rememberMe }, request, context.clientIp, proof);
    if (outcome.ok) {
      return redirectWithToast(
        safeRedirect(redirectTo, "/"),
        { type: "success", title: "login.loginSuccess" },
        { headers: outcome.headers },
      );
    }
    if (outcome.reason === "not-verified") {
      return reply({ intent, result: submission.reply({ hideFields: ["password"] }), notVerified: email });
    }
    const proofNeeded = outcome.reason === "proof-needed";
    const message = proofNeeded ? "proofOfWork.loginNeeded" : "login.invalidCredentials";
    return reply(
      {
        intent,
        result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
        proofNeeded,
        signInLink: proofNeeded ? { email, sent: false } : undefined,
      },
      {
        status: proofNeeded ? 429 : 400,
        headers: await toastHeaders({ type: "error", title: "login.errorTitle", description: message }),
      },
    );
  }

  if (intent === "sign-in-link") {
    const email = emailField.safeParse(formData.get("email"));
    if (!email.success) return reply({ intent }, { status: 400 });
    const outcome = await requestSignInLink(email.data, request, context.clientIp, proof);
    if (!outcome.ok) {
      return reply(
        {
          intent,
          proofNeeded: outcome.reason === "proof-needed",
          signInLink: { email: email.data, sent: false },
        },
        {
          status: 429,
          headers:
            outcome.reason === "rate-limited"
              ? await rateLimitedToast(outcome.retryAfterSeconds)
              : await toastHeaders({
                  type: "error",
                  title: "login.errorTitle",
                  description: "proofOfWork.needed",
                }),
        },
      );
    }
    return reply({ intent, signInLink: { email: email.data, sent: true } });
  }

  if (intent === "signup") {
    const submission = parseWithZod(formData, { schema: signUpSchema });
    if (submission.status !== "success") return reply({ intent, result: submission.reply() });
    const outcome = await signUp(
      submission.value,
      resolveLanguage(request).language,
      request,
      context.clientIp,
      proof,
    );
    if (!outcome.ok) {
      const proofNeeded = outcome.reason === "proof-needed";
      return reply(
        {
          intent,
          result: submission.reply({
            formErrors: [proofNeeded ? "proofOfWork.needed" : "login.rateLimited"],
            hideFields: ["password", "confirmPassword"],
          }),
          retryAfterMinutes: proofNeeded ? undefined : Math.ceil(outcome.retryAfterSeconds / 60),
          proofNeeded,
        },
        { status: 429, headers: proofNeeded ? undefined : await rateLimitedToast(outcome.retryAfterSeconds) },
      );
    }
    return reply(
      { intent, result: submission.reply({ resetForm: true }), signedUp: submission.value.email },
      { headers: await toastHeaders({ type: "success", title: "login.signUpSuccess" }) },
    );
  }

  if (intent === "resend") {
    const email = emailField.safeParse(formData.get("email"));
    if (!email.success) return reply({ intent, resent: false }, { status: 400 });
    const outcome = await resendConfirmation(email.data, request, context.clientIp, proof);
    if (!outcome.ok) {
      return reply(
        { intent, resent: false, notVerified: email.data, proofNeeded: outcome.reason === "proof-needed" },
        {
          status: 429,
          headers:
            outcome.reason === "rate-limited" ? await rateLimitedToast(outcome.retryAfterSeconds) : undefined,
        },
      );
    }
    return reply(
      { intent, resent: true, notVerified: email.data },
      { headers: await toastHeaders({ type: "success", title: "login.resent" }) },
    );
  }

  if (intent === "google" || intent === "facebook") {
    if (!configuredSocialProviders().includes(intent)) return reply({ intent: null }, { status: 400 });
    const redirectTo = safeRedirect(formData.get("redirectTo"), "/");
    const { url, headers } = await startSocialSignIn(intent, redirectTo, request);
    return redirect(url, { headers: combineHeaders(headers) });
  }

  return reply({ intent: null }, { status: 400 });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { mode, redirectTo, socialProviders, notice } = loaderData;
  const { signedUp, notVerified, retryAfterMinutes, intent, proofNeeded, signInLink } = actionData ?? {};
  const title = mode === "signup" ? t("login.signUpTitle") : t("login.loginTitle");
  const switchQuery = new URLSearchParams(redirectTo ? { redirectTo } : {});
  if (mode === "login") switchQuery.set("mode", "signup");

  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-xl space-y-6">
        <header>
          <h1 className="text-4xl font-semibold">{title}</h1>
          <p className="mt-2 text-muted">
            {mode === "signup" ? t("login.signUpIntro") : t("login.loginIntro")}
          </p>
        </header>

        {notice === "verified" && <FormMessage type="success">{t("login.verified")}</FormMessage>}
        {notice === "verify-failed" && <FormMessage type="error">{t("login.verifyLinkInvalid")}</FormMessage>}
        {notice === "reset-done" && <FormMessage type="success">{t("login.resetDone")}</FormMessage>}
        {notice === "social-failed" && <FormMessage type="error">{t("login.unexpected")}</FormMessage>}
        {notice === "link-failed" && <FormMessage type="error">{t("login.signInLinkFailed")}</FormMessage>}
        {signInLink?.sent && (
          <FormMessage type="success">{t("login.signInLinkSent", { email: signInLink.email })}</FormMessage>
        )}
        {intent === "sign-in-link" && proofNeeded && (
          <FormMessage type="error">{t("proofOfWork.needed")}</FormMessage>
        )}

        {signedUp ? (
          <SignUpDone email={signedUp} />
        ) : (
          <div className="rounded-2xl border border-cream-300 bg-white p-6 sm:p-8">
            {notVerified && (
              <NotVerifiedNotice email={notVerified} proofNeeded={intent === "resend" && proofNeeded} />
            )}
            {mode === "signup" ? (
              <SignUpForm
                lastResult={intent === "signup" ? actionData?.result : undefined}
                retryAfterMinutes={retryAfterMinutes}
              />
            ) : (
              <LoginForm
                lastResult={intent === "login" ? actionData?.result : undefined}
                redirectTo={redirectTo}
                socialProviders={socialProviders}
                offerSignInLink={signInLink && !signInLink.sent ? signInLink.email : undefined}
              />
            )}
          </div>
        )}

        <p className="text-center">
          {mode === "signup" ? t("login.toLogin") : t("login.toSignUp")}{" "}
          <Link
            to={`/login${switchQuery.size ? `?${switchQuery}` : ""}`}
            className="font-semibold text-forest-700 underline underline-offset-4"
          >
            {mode === "signup" ? t("login.toLoginLink") : t("login.toSignUpLink")}
          </Link>
        </p>
      </div>
    </div>
  );
}

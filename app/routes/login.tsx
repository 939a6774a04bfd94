import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/i18n/use-translation";
import { data, Link, redirect } from "react-router";
import { LoginForm, NotVerifiedNotice, SignUpDone, SignUpForm } from "~/components/account/login-forms";
import { FormMessage } from "~/components/forms/form-message";
import type { RouteHandle } from "~/components/layout/site-shell";
import { metaFor } from "~/i18n/meta";
import { readHumanCheckAnswer, type HumanCheck } from "~/lib/human-check";
import { safeRedirect } from "~/lib/safe-redirect";
import { emailField, loginSchema, signUpSchema } from "~/lib/schemas/account";
import { resendConfirmation, signIn, signUp, startSocialSignIn } from "~/server/accounts.server";
import { configuredSocialProviders } from "~/server/auth.server";
import { resolveLanguage } from "~/server/language.server";
import { requireAnonymous } from "~/server/session.server";
import { combineHeaders, redirectWithToast, toastHeaders } from "~/server/toast.server";
import type { Route } from "./+types/login";
import { readForm } from "~/server/forms.server";
import "~/i18n/areas/human-check";
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
  intent: "login" | "signup" | "resend" | null;
  result?: SubmissionResult<string[]>;
  notVerified?: string;
  signedUp?: string;
  resent?: boolean;
  retryAfterMinutes?: number;
  /** The sum to answer with the next attempt (the address is over its limit). */
  humanCheck?: HumanCheck;
  /** This attempt waited for the sum's answer: nothing was done. */
  humanCheckAsked?: boolean;
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
  const humanCheck = readHumanCheckAnswer(formData);

  if (intent === "login") {
    const submission = parseWithZod(formData, { schema: loginSchema });
    if (submission.status !== "success") return reply({ intent, result: submission.reply() });
    const { email, password, rememberMe, redirectTo } = submission.value;
    const outcome = await signIn({ email, password, rememberMe }, request, context.clientIp, humanCheck);
    if (outcome.ok) {
      return redirectWithToast(
        safeRedirect(redirectTo, "/"),
        { type: "success", title: "login.loginSuccess" },
        { headers: outcome.headers },
      );
    }
    if (outcome.reason === "human-check") {
      return reply(
        {
          intent,
          result: submission.reply({ formErrors: ["humanCheck.needed"], hideFields: ["password"] }),
          humanCheck: outcome.humanCheck,
          humanCheckAsked: true,
        },
        { status: 429 },
      );
    }
    if (outcome.reason === "not-verified") {
      return reply({
        intent,
        result: submission.reply({ hideFields: ["password"] }),
        notVerified: email,
        humanCheck: outcome.humanCheck,
      });
    }
    const headers =
      outcome.reason === "rate-limited"
        ? await rateLimitedToast(outcome.retryAfterSeconds)
        : await toastHeaders({
            type: "error",
            title: "login.errorTitle",
            description: "login.invalidCredentials",
          });
    const message = outcome.reason === "rate-limited" ? "login.rateLimited" : "login.invalidCredentials";
    return reply(
      {
        intent,
        result: submission.reply({ formErrors: [message], hideFields: ["password"] }),
        retryAfterMinutes:
          outcome.reason === "rate-limited" ? Math.ceil(outcome.retryAfterSeconds / 60) : undefined,
        humanCheck: outcome.humanCheck,
      },
      { status: outcome.reason === "rate-limited" ? 429 : 400, headers },
    );
  }

  if (intent === "signup") {
    const submission = parseWithZod(formData, { schema: signUpSchema });
    if (submission.status !== "success") return reply({ intent, result: submission.reply() });
    const outcome = await signUp(
      submission.value,
      resolveLanguage(request).language,
      request,
      context.clientIp,
      humanCheck,
    );
    if (!outcome.ok && outcome.reason === "human-check") {
      return reply(
        {
          intent,
          result: submission.reply({
            formErrors: ["humanCheck.needed"],
            hideFields: ["password", "confirmPassword"],
          }),
          humanCheck: outcome.humanCheck,
          humanCheckAsked: true,
        },
        { status: 429 },
      );
    }
    if (!outcome.ok) {
      return reply(
        {
          intent,
          result: submission.reply({
            formErrors: ["login.rateLimited"],
            hideFields: ["password", "confirmPassword"],
          }),
          retryAfterMinutes: Math.ceil(outcome.retryAfterSeconds / 60),
          humanCheck: outcome.humanCheck,
        },
        { status: 429, headers: await rateLimitedToast(outcome.retryAfterSeconds) },
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
    const outcome = await resendConfirmation(email.data, request, context.clientIp, humanCheck);
    if (!outcome.ok && outcome.reason === "human-check") {
      return reply(
        {
          intent,
          resent: false,
          notVerified: email.data,
          humanCheck: outcome.humanCheck,
          humanCheckAsked: true,
        },
        { status: 429 },
      );
    }
    if (!outcome.ok) {
      return reply(
        { intent, resent: false, notVerified: email.data, humanCheck: outcome.humanCheck },
        { status: 429, headers: await rateLimitedToast(outcome.retryAfterSeconds) },
      );
    }
    return reply(
      { intent, resent: true, notVerified: email.data, humanCheck: outcome.humanCheck },
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
  const { signedUp, notVerified, retryAfterMinutes, intent, humanCheck, humanCheckAsked } = actionData ?? {};
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

        {signedUp ? (
          <SignUpDone email={signedUp} />
        ) : (
          <div className="rounded-2xl border border-cream-300 bg-white p-6 sm:p-8">
            {notVerified && (
              <NotVerifiedNotice
                email={notVerified}
                humanCheck={intent === "resend" ? humanCheck : undefined}
                asked={intent === "resend" && humanCheckAsked}
              />
            )}
            {mode === "signup" ? (
              <SignUpForm
                lastResult={intent === "signup" ? actionData?.result : undefined}
                retryAfterMinutes={retryAfterMinutes}
                humanCheck={intent === "signup" ? humanCheck : undefined}
                humanCheckAsked={humanCheckAsked}
              />
            ) : (
              <LoginForm
                lastResult={intent === "login" ? actionData?.result : undefined}
                redirectTo={redirectTo}
                socialProviders={socialProviders}
                retryAfterMinutes={retryAfterMinutes}
                humanCheck={intent === "login" ? humanCheck : undefined}
                humanCheckAsked={humanCheckAsked}
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

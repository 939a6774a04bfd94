import { LoginPage } from "~/components/account/login-page";
import type { RouteHandle } from "~/components/layout/site-shell";
import { metaFor } from "~/i18n/meta";
import { readProof } from "~/lib/proof-of-work";
import { safeRedirect } from "~/lib/safe-redirect";
import type { LoginNotice } from "~/lib/schemas/account";
import { configuredSocialProviders } from "~/server/auth.server";
import { readForm } from "~/server/forms.server";
import { requireAnonymous } from "~/server/session.server";
import type { Route } from "./+types/login";
import { logIn, reply, resendFromForm, sendSignInLink, signUpFromForm, startSocial } from "./login.server";
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
  const notice: LoginNotice | null = params.has("verified")
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

export async function action({ request, context }: Route.ActionArgs) {
  await requireAnonymous(request);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const attempt = { formData, request, clientIp: context.clientIp, proof: readProof(formData) };
  if (intent === "login") return logIn(attempt);
  if (intent === "sign-in-link") return sendSignInLink(attempt);
  if (intent === "signup") return signUpFromForm(attempt);
  if (intent === "resend") return resendFromForm(attempt);
  if (intent === "google" || intent === "facebook") return startSocial(intent, attempt);
  return reply({ intent: null }, { status: 400 });
}

/** Logging in, or with `?mode=signup` signing up, and the answers to both. */
export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  return <LoginPage {...loaderData} actionData={actionData} />;
}

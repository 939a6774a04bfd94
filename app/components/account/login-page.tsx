import { Link } from "react-router";
import { LoginForm, NotVerifiedNotice, SignUpDone, SignUpForm } from "~/components/account/login-forms";
import { FormMessage } from "~/components/forms/form-message";
import { useTranslation } from "~/i18n/use-translation";
import type { LoginActionData, LoginNotice } from "~/lib/schemas/account";
import "~/i18n/areas/proof-of-work";
import "~/i18n/areas/login";

/**
 * The login page (`/login`, with `?mode=signup` the sign-up page): a notice from the address it
 * was sent back to or from the last answer, the form, and the way to the other mode.
 */
export function LoginPage({
  mode,
  redirectTo,
  socialProviders,
  notice,
  actionData,
}: {
  mode: "login" | "signup";
  redirectTo: string;
  socialProviders: ("google" | "facebook")[];
  notice: LoginNotice | null;
  actionData: LoginActionData | undefined;
}) {
  const { t } = useTranslation();
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

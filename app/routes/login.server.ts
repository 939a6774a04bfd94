/**
 * What only the login page (`login.tsx`) does on the server: its action's answer to each
 * intent, signing in or up, sending a sign-in link or the confirmation mail again, or starting
 * a sign-in with Google or Facebook. The limits and proofs of work are `~/server/accounts.server`'s.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { safeRedirect } from "~/lib/safe-redirect";
import { emailField, loginSchema, signUpSchema, type LoginActionData } from "~/lib/schemas/account";
import {
  requestSignInLink,
  resendConfirmation,
  signIn,
  signUp,
  startSocialSignIn,
} from "~/server/accounts.server";
import { configuredSocialProviders } from "~/server/auth.server";
import { resolveLanguage } from "~/server/language.server";
import { combineHeaders, redirectWithToast, toastHeaders } from "~/server/toast.server";

/** One post to the login page: its form, where it came from, and the proof of work it carried. */
type Attempt = { formData: FormData; request: Request; clientIp: string; proof: string | null };

export const reply = (payload: LoginActionData, init?: ResponseInit) => data(payload, init);

const rateLimitedToast = (retryAfterSeconds: number) =>
  toastHeaders({
    type: "error",
    title: "login.errorTitle",
    description: "login.rateLimited",
    values: { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
  });

/** Signs in with e-mail and password, on to where the visitor was going. */
export async function logIn({ formData, request, clientIp, proof }: Attempt) {
  const intent = "login";
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") return reply({ intent, result: submission.reply() });
  const { email, password, rememberMe, redirectTo } = submission.value;
  const outcome = await signIn({ email, password, rememberMe }, request, clientIp, proof);
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

/** Mails a sign-in link to the address, if it has an account. */
export async function sendSignInLink({ formData, request, clientIp, proof }: Attempt) {
  const intent = "sign-in-link";
  const email = emailField.safeParse(formData.get("email"));
  if (!email.success) return reply({ intent }, { status: 400 });
  const outcome = await requestSignInLink(email.data, request, clientIp, proof);
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

/** Creates an account, to be confirmed from the mail it sends. */
export async function signUpFromForm({ formData, request, clientIp, proof }: Attempt) {
  const intent = "signup";
  const submission = parseWithZod(formData, { schema: signUpSchema });
  if (submission.status !== "success") return reply({ intent, result: submission.reply() });
  const outcome = await signUp(submission.value, resolveLanguage(request).language, request, clientIp, proof);
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

/** Sends the mail that confirms an address again. */
export async function resendFromForm({ formData, request, clientIp, proof }: Attempt) {
  const intent = "resend";
  const email = emailField.safeParse(formData.get("email"));
  if (!email.success) return reply({ intent, resent: false }, { status: 400 });
  const outcome = await resendConfirmation(email.data, request, clientIp, proof);
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

/** Sends the visitor to Google or Facebook to sign in, if the shop is set up for it. */
export async function startSocial(provider: "google" | "facebook", { formData, request }: Attempt) {
  if (!configuredSocialProviders().includes(provider)) return reply({ intent: null }, { status: 400 });
  const redirectTo = safeRedirect(formData.get("redirectTo"), "/");
  const { url, headers } = await startSocialSignIn(provider, redirectTo, request);
  return redirect(url, { headers: combineHeaders(headers) });
}

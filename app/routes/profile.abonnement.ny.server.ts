/**
 * What only the start page (`profile.abonnement.ny.tsx`) does on the server: starting a
 * subscription from its posted choices.
 */
import { redirect } from "react-router";
import type { Language } from "~/i18n/languages";
import type { StartProblem } from "~/lib/subscriptions";
import { startChoices, startFromCart } from "~/server/subscriptions/start.server";

/**
 * Starts the subscription the form chose: a redirect to QuickPay's window, or why not (with the
 * titles of the jars no longer on sale, joined).
 */
export async function startFromForm(
  userId: string,
  form: FormData,
  language: Language,
): Promise<Response | { problem: StartProblem["reason"]; titles: string }> {
  const started = await startFromCart(
    userId,
    startChoices(form),
    language,
    // Sent by the question's button: yes, another subscription with the same jars.
    form.get("bekraeft") === "1",
  );
  if (started.ok) return redirect(started.url);
  return {
    problem: started.reason,
    titles: "titles" in started ? started.titles.join(", ") : "",
  };
}

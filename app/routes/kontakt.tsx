import type { ShouldRevalidateFunctionArgs } from "react-router";
import { ContactPage } from "~/components/contact/contact-page";
import type { ContactQuestion } from "~/components/contact/contact-sum";
import { metaFor } from "~/i18n/meta";
import { issueQuestion } from "~/server/human-check.server";
import type { Route } from "./+types/kontakt";
import { answerContactForm } from "./kontakt.server";
import "~/i18n/areas/contact";
import "~/i18n/areas/proof-of-work";

export const meta: Route.MetaFunction = (args) =>
  metaFor(args, (t) => ({ title: t("contact.title"), description: t("contact.metaDescription") }));

/**
 * The question must not change under the visitor's hands: the page's data is loaded again
 * only when the page itself is (re)visited, also after a message was sent (a redirect), but
 * not after a form on the page (this one, the footer's newsletter, the cart) got its answer.
 */
export function shouldRevalidate({
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" && actionResult !== undefined ? false : defaultShouldRevalidate;
}

export async function loader() {
  return { question: (await issueQuestion()) satisfies ContactQuestion };
}

export async function action({ request, context }: Route.ActionArgs) {
  return answerContactForm(request, context.clientIp);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContactPage question={loaderData.question} next={actionData?.question} lastResult={actionData?.result} />
  );
}

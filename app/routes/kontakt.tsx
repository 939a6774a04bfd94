import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/i18n/use-translation";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { ContactCards } from "~/components/contact/contact-cards";
import { ContactForm } from "~/components/contact/contact-form";
import type { ContactQuestion } from "~/components/contact/contact-sum";
import { metaFor } from "~/i18n/meta";
import { readProof } from "~/lib/proof-of-work";
import { parseContact } from "~/lib/schemas/contact";
import { shop } from "~/lib/shop";
import { checkAnswer, currentQuestion, issueQuestion, nextQuestion } from "~/server/human-check.server";
import { passContactLimit, sendContactMessage } from "~/server/contact.server";
import { resolveLanguage } from "~/server/language.server";
import { logger } from "~/server/logger.server";
import { redirectWithToast, toastHeaders, type NewToast } from "~/server/toast.server";
import type { Route } from "./+types/kontakt";
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

type ContactActionData = {
  result?: SubmissionResult<string[]>;
  /** The question to answer next: the same one, or a new one when it cannot be used again. */
  question?: ContactQuestion;
};

const reply = async (payload: ContactActionData, status: number, toast: NewToast) =>
  data(payload, { status, headers: await toastHeaders(toast) });

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => null);
  if (!formData) {
    return reply({ question: await issueQuestion() }, 400, {
      type: "error",
      title: "contact.errorTitle",
      description: "contact.unknownError",
    });
  }
  const token = formData.get("humanCheckToken");
  const submission = parseContact(formData);
  if (submission.status !== "success") {
    const payload: ContactActionData = { result: submission.reply(), question: await currentQuestion(token) };
    return data(payload, { status: 400 });
  }
  // Past the address's limit a message goes only with a proof of work (the browser makes it
  // while the sender writes); the sum is not used up, so the sender just sends again.
  if (!(await passContactLimit(context.clientIp, readProof(formData)))) {
    return reply(
      {
        result: submission.reply({ formErrors: ["proofOfWork.contactNeeded"] }),
        question: await currentQuestion(token),
      },
      429,
      {
        type: "error",
        title: "contact.errorTitle",
        description: "proofOfWork.contactNeeded",
        values: { email: shop.email },
      },
    );
  }

  const check = await checkAnswer(token, submission.value.captchaAnswer);
  if (check !== "correct") {
    const wrong = check === "wrong";
    const problem = wrong ? "contact.wrongAnswer" : "contact.humanCheckExpired";
    return reply(
      {
        result: submission.reply({
          hideFields: ["captchaAnswer"],
          fieldErrors: { captchaAnswer: [problem] },
        }),
        question: await nextQuestion(token),
      },
      400,
      {
        type: "error",
        title: wrong ? "contact.wrongAnswerTitle" : "contact.humanCheckExpiredTitle",
        description: problem,
      },
    );
  }

  try {
    await sendContactMessage(submission.value, resolveLanguage(request).language);
  } catch (error) {
    logger.error({ err: error }, "contact message not sent");
    return reply(
      {
        result: submission.reply({ hideFields: ["captchaAnswer"], formErrors: ["contact.sendFailed"] }),
        question: await nextQuestion(token),
      },
      500,
      { type: "error", title: "contact.errorTitle", description: "contact.sendFailed" },
    );
  }
  // Back to an empty form with a new question; reloading the page does not send it twice.
  return redirectWithToast("/kontakt", {
    type: "success",
    title: "contact.sentTitle",
    description: "contact.sentText",
  });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="container-page py-12">
      <header className="max-w-3xl">
        <h1 className="text-4xl font-semibold sm:text-5xl">{t("contact.title")}</h1>
        <p className="mt-3 text-lg text-muted">{t("contact.intro")}</p>
      </header>
      <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl border border-cream-300 bg-white p-6 sm:p-8"
        >
          <h2 id="contact-form-title" className="mb-6 text-2xl font-semibold">
            {t("contact.formTitle")}
          </h2>
          <ContactForm
            // A message sent (a fresh page) starts a fresh form.
            key={loaderData.question.token}
            question={actionData?.question ?? loaderData.question}
            lastResult={actionData?.result}
          />
        </section>
        <aside aria-label={t("contact.cards.title")}>
          <ContactCards />
        </aside>
      </div>
    </div>
  );
}

/**
 * What only the contact page (`kontakt.tsx`) does on the server: answering its form, each
 * answer with the question to answer next and, when the message did not go, a toast saying why.
 */
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { ContactQuestion } from "~/components/contact/contact-sum";
import { readProof } from "~/lib/proof-of-work";
import { parseContact } from "~/lib/schemas/contact";
import { shop } from "~/lib/shop";
import { passContactLimit, sendContactMessage } from "~/server/contact.server";
import { checkAnswer, currentQuestion, issueQuestion, nextQuestion } from "~/server/human-check.server";
import { resolveLanguage } from "~/server/language.server";
import { logger } from "~/server/logger.server";
import { redirectWithToast, toastHeaders, type NewToast } from "~/server/toast.server";

type ContactActionData = {
  result?: SubmissionResult<string[]>;
  /** The question to answer next: the same one, or a new one when it cannot be used again. */
  question?: ContactQuestion;
};

const reply = async (payload: ContactActionData, status: number, toast: NewToast) =>
  data(payload, { status, headers: await toastHeaders(toast) });

/** Checks and sends a message posted to the contact page from `clientIp`. */
export async function answerContactForm(request: Request, clientIp: string) {
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
  if (!(await passContactLimit(clientIp, readProof(formData)))) {
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

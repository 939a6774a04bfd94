/**
 * The recall's e-mail to a customer it reached, in the order's language: what is recalled (the
 * product, its lots and dates), why, what to do, and how they get their money back: refunded
 * already for an order not yet sent (jars taken off, or the order cancelled), or on request for
 * jars they received.
 */
import type { Language } from "~/i18n/languages";
import type { RecallOutcome } from "~/lib/batches";
import { formatDeliveryDay } from "~/lib/format";
import { formatPrice } from "~/lib/money";
import { orderNumber } from "~/lib/orders";
import { config } from "../config.server";
import { EmailButton, EmailLayout, plainText, renderHtml, type RenderedEmail } from "./templates.server";
import { emailTexts, fill } from "./texts.server";

export type RecallLetter = {
  orderId: string;
  outcome: Exclude<RecallOutcome, "reassigned">;
  product: string;
  lots: readonly { lotCode: string; bestBefore: string }[];
  reason: string;
  advice: string;
  jars: number;
  /** Øre: refunded already (removed, cancelled) or to be refunded on request (shipped). */
  amount: number;
  /** When the order was delivered or shipped ("YYYY-MM-DD"). */
  shippedOn: string | null;
};

export function recallMessage(letter: RecallLetter, language: Language): RenderedEmail {
  const texts = emailTexts[language].recall;
  const number = orderNumber(letter.orderId);
  const amount = formatPrice(letter.amount, language);
  const values = {
    product: letter.product,
    lots: letter.lots.map((lot) => lot.lotCode).join(", "),
    number,
    jars: String(letter.jars),
    amount,
    date: letter.shippedOn ? formatDeliveryDay(letter.shippedOn, language) : "",
  };
  const subject = fill(texts.subject, values);
  const opening = {
    shipped: texts.shipped,
    "maybe-shipped": texts.maybe,
    removed: texts.removed,
    cancelled: texts.cancelled,
  }[letter.outcome];
  const intro = fill(opening, values);
  const lots = letter.lots.map((lot) =>
    fill(texts.lots, { lot: lot.lotCode, date: formatDeliveryDay(lot.bestBefore, language) }),
  );
  const reason = fill(texts.reason, { reason: letter.reason });
  const refund =
    letter.outcome === "shipped" || letter.outcome === "maybe-shipped" ? fill(texts.refund, values) : null;
  const noticeUrl = `${config().publicUrl}/tilbagekaldelse`;
  const html = renderHtml(
    <EmailLayout language={language} title={subject}>
      <p>{intro}</p>
      {lots.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{reason}</p>
      <h2>{texts.advice}</h2>
      {letter.advice.split("\n").map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {refund && <p>{refund}</p>}
      <EmailButton href={noticeUrl}>{texts.notice}</EmailButton>
    </EmailLayout>,
  );
  const text = plainText(language, [
    intro,
    ...lots,
    reason,
    `${texts.advice}\n${letter.advice}`,
    ...(refund ? [refund] : []),
    `${texts.notice}: ${noticeUrl}`,
  ]);
  return { subject, html, text, template: "recall" };
}

/**
 * The recall's e-mail to a customer it reached, in the order's language: what is recalled (the
 * product, its lots and dates), why, what to do, and how they get their money back: refunded
 * already for an order not yet sent (jars taken off, or the order cancelled), or on request for
 * jars they received.
 */
import { emailTranslator } from "~/i18n/email/index.server";
import type { Language } from "~/i18n/languages";
import type { RecallOutcome } from "~/lib/batches";
import { formatDeliveryDay } from "~/lib/format";
import { formatPrice } from "~/lib/money";
import { orderNumber } from "~/lib/orders";
import { config } from "../config.server";
import { EmailButton, EmailLayout, plainText, renderHtml, type RenderedEmail } from "./templates.server";

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
  const t = emailTranslator(language);
  const number = orderNumber(letter.orderId);
  const amount = formatPrice(letter.amount, language);
  const values = {
    product: letter.product,
    lots: letter.lots.map((lot) => lot.lotCode).join(", "),
    number,
    jars: letter.jars,
    amount,
    date: letter.shippedOn ? formatDeliveryDay(letter.shippedOn, language) : "",
  };
  const subject = t("recall.subject", values);
  const opening = {
    shipped: "recall.shipped",
    "maybe-shipped": "recall.maybe",
    removed: "recall.removed",
    cancelled: "recall.cancelled",
  } as const;
  const intro = t(opening[letter.outcome], values);
  const lots = letter.lots.map((lot) =>
    t("recall.lots", { lot: lot.lotCode, date: formatDeliveryDay(lot.bestBefore, language) }),
  );
  const reason = t("recall.reason", { reason: letter.reason });
  const refund =
    letter.outcome === "shipped" || letter.outcome === "maybe-shipped" ? t("recall.refund", values) : null;
  const noticeUrl = `${config().publicUrl}/tilbagekaldelse`;
  const html = renderHtml(
    <EmailLayout language={language} title={subject}>
      <p>{intro}</p>
      {lots.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{reason}</p>
      <h2>{t("recall.advice")}</h2>
      {letter.advice.split("\n").map((line, index) => (
        <p key={index}>{line}</p>
      ))}
      {refund && <p>{refund}</p>}
      <EmailButton href={noticeUrl}>{t("recall.notice")}</EmailButton>
    </EmailLayout>,
  );
  const text = plainText(language, [
    intro,
    ...lots,
    reason,
    `${t("recall.advice")}\n${letter.advice}`,
    ...(refund ? [refund] : []),
    `${t("recall.notice")}: ${noticeUrl}`,
  ]);
  return { subject, html, text, template: "recall" };
}

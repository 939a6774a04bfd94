/**
 * "Pay for your order": the e-mail with a link to pay, when the amount could not be reserved on
 * the saved card before the delivery day ("declined", by the order's cutoff and its grace), or the
 * reservation lapsed before a delayed dispatch and the back office asks for a new payment
 * ("lapsed"). The link is the shop's own (`/ordre/:id/betal`): it makes a fresh payment window
 * when it is opened, so it never goes stale. Sent once per order and payment (the audit trail
 * remembers it).
 */
import { emailTranslator } from "~/i18n/email/index.server";
import { isLanguage, type Language } from "~/i18n/languages";
import { paymentDeadline } from "~/lib/delivery-calendar";
import { formatDateTime, formatDeliveryDay } from "~/lib/format";
import { formatPrice, parseKroner } from "~/lib/money";
import { orderNumber } from "~/lib/orders";
import { recordAuditOnce, SYSTEM_ACTOR, type AuditActor } from "../admin/audit.server";
import { config } from "../config.server";
import { getDb, type Transaction } from "../db/index.server";
import type { Order } from "../db/schema.server";
import { calendarSettings } from "../delivery-calendar.server";
import { logger } from "../logger.server";
import { enqueueEmail } from "./outbox.server";
import { EmailButton, EmailLayout, plainText, renderHtml, type RenderedEmail } from "./templates.server";

export type PayReason = "declined" | "lapsed";

/** Where the customer pays for their order: a page of the shop's that opens a payment window. */
export function orderPayPath(orderId: string): string {
  return `/ordre/${orderId}/betal`;
}

export function orderPaymentMessage(
  order: Order,
  reason: PayReason,
  language: Language,
  deadline: Date | null,
): RenderedEmail {
  const t = emailTranslator(language);
  const subject = t(`payOrder.${reason}.subject`, { number: orderNumber(order.id) });
  const intro = t(`payOrder.${reason}.intro`, {
    total: formatPrice(parseKroner(order.total_price), language),
    date: order.delivery_date ? formatDeliveryDay(order.delivery_date, language) : "",
    deadline: deadline ? formatDateTime(deadline, language) : "",
  });
  const payUrl = `${config().publicUrl}${orderPayPath(order.id)}`;
  const html = renderHtml(
    <EmailLayout language={language} title={subject}>
      <p>{intro}</p>
      <EmailButton href={payUrl}>{t("payOrder.button")}</EmailButton>
    </EmailLayout>,
  );
  const text = plainText(language, [intro, `${t("payOrder.button")}: ${payUrl}`]);
  return { subject, html, text, template: "order-payment" };
}

/**
 * E-mails the customer a link to pay for `order`, once per order and payment round: "declined"
 * says by when (the cutoff and its grace), "lapsed" just asks. `tx`: with the move that caused it.
 */
export async function askToPay(
  order: Order,
  reason: PayReason,
  options: { tx?: Transaction; actor?: AuditActor } = {},
): Promise<void> {
  const deadline =
    reason === "declined" && order.delivery_date
      ? paymentDeadline(order.delivery_date, await calendarSettings(options.tx))
      : null;
  const send = async (tx: Transaction) => {
    const first = await recordAuditOnce(
      options.actor ?? SYSTEM_ACTOR,
      {
        entityType: "order",
        entityId: order.id,
        action: reason === "declined" ? "chargeDeclined" : "payLinkSent",
        note: `round ${order.payment_round}`,
      },
      tx,
    );
    if (!first || !order.customer_email) return;
    const language = isLanguage(order.language) ? order.language : "da";
    await enqueueEmail(
      { to: order.customer_email, ...orderPaymentMessage(order, reason, language, deadline) },
      tx,
    );
    logger.warn({ order: order.id, reason }, "customer asked to pay for their order");
  };
  if (options.tx) await send(options.tx);
  else await getDb().transaction(send);
}

/** "Your order is on its way": sent when the back office marks an order shipped (and charges it). */
import { isLanguage, type Language } from "~/i18n/languages";
import { formatLongDate } from "~/lib/format";
import { formatPrice, parseKroner } from "~/lib/money";
import { orderNumber } from "~/lib/orders";
import { config } from "../config.server";
import type { Database, Transaction } from "../db/index.server";
import type { Order } from "../db/schema.server";
import { enqueueEmail } from "./outbox.server";
import { EmailButton, EmailLayout, plainText, renderHtml, type RenderedEmail } from "./templates.server";
import { emailTexts } from "./texts.server";

export function orderShippedMessage(order: Order, language: Language): RenderedEmail {
  const texts = emailTexts[language].shipped;
  const subject = texts.subject.replace("{number}", orderNumber(order.id));
  const intro = texts.intro.replace("{total}", formatPrice(parseKroner(order.total_price), language));
  const where =
    order.delivery_provider === "okoskabet" && order.shed_info
      ? texts.pickup
          .replace("{shed}", order.shed_info.name)
          .replace("{address}", `${order.shed_info.address}, ${order.shed_info.zip} ${order.shed_info.city}`)
          .replace("{date}", order.delivery_date ? formatLongDate(order.delivery_date, language) : "")
      : texts.home.replace(
          "{address}",
          `${order.delivery_address?.street ?? ""}, ${order.delivery_address?.zip ?? ""} ${order.delivery_address?.city ?? ""}`,
        );
  const ordersUrl = `${config().publicUrl}/profile?tab=orders`;
  const html = renderHtml(
    <EmailLayout language={language} title={subject}>
      <p>{intro}</p>
      <p>{where}</p>
      <EmailButton href={ordersUrl}>{texts.viewOrders}</EmailButton>
    </EmailLayout>,
  );
  const text = plainText(language, [intro, where, `${texts.viewOrders}: ${ordersUrl}`]);
  return { subject, html, text, template: "order-shipped" };
}

export async function enqueueOrderShipped(order: Order, db: Database | Transaction): Promise<void> {
  if (!order.customer_email) return;
  const language = isLanguage(order.language) ? order.language : "da";
  await enqueueEmail({ to: order.customer_email, ...orderShippedMessage(order, language) }, db);
}

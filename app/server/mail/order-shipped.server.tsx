/** "Your order is on its way": sent when the back office marks an order shipped (and charges it). */
import { emailTranslator } from "~/i18n/email/index.server";
import { isLanguage, type Language } from "~/i18n/languages";
import { formatLongDate } from "~/lib/format";
import { formatPrice, parseKroner } from "~/lib/money";
import { orderNumber } from "~/lib/orders";
import { config } from "../config.server";
import { asc, eq } from "drizzle-orm";
import { lotsOfLines } from "../batches/stock.server";
import type { Database, Transaction } from "../db/index.server";
import { orderItems, type Order } from "../db/schema.server";
import { enqueueEmail } from "./outbox.server";
import { EmailButton, EmailLayout, plainText, renderHtml, type RenderedEmail } from "./templates.server";

/** An order line and the lots its jars came from (none: shipped without a recorded lot). */
export type ShippedLine = {
  title: string;
  lots: readonly { lotCode: string; bestBefore: string; quantity: number }[];
};

/** "Tomatsuppe: parti TOMAT-261128, anvendes senest 12. december 2026 (2 stk.)", one per lot. */
function lotLines(lines: readonly ShippedLine[], language: Language): string[] {
  const t = emailTranslator(language);
  // Nothing was recorded for any line (shipped before lots were recorded): no list at all.
  if (lines.every((line) => line.lots.length === 0)) return [];
  return lines.flatMap((line) =>
    line.lots.length === 0
      ? [t("shipped.noLot", { product: line.title })]
      : line.lots.map((lot) =>
          t("shipped.lotLine", {
            product: line.title,
            lot: lot.lotCode,
            date: formatLongDate(lot.bestBefore, language),
            count: lot.quantity,
          }),
        ),
  );
}

export function orderShippedMessage(
  order: Order,
  language: Language,
  lines: readonly ShippedLine[] = [],
): RenderedEmail {
  const t = emailTranslator(language);
  const lots = lotLines(lines, language);
  const subject = t("shipped.subject", { number: orderNumber(order.id) });
  const intro = t("shipped.intro", { total: formatPrice(parseKroner(order.total_price), language) });
  const where =
    order.delivery_provider === "okoskabet" && order.shed_info
      ? t("shipped.pickup", {
          locker: order.shed_info.name,
          address: `${order.shed_info.address}, ${order.shed_info.zip} ${order.shed_info.city}`,
          date: order.delivery_date ? formatLongDate(order.delivery_date, language) : "",
        })
      : t("shipped.home", {
          address: `${order.delivery_address?.street ?? ""}, ${order.delivery_address?.zip ?? ""} ${order.delivery_address?.city ?? ""}`,
        });
  const ordersUrl = `${config().publicUrl}/profile?tab=orders`;
  const html = renderHtml(
    <EmailLayout language={language} title={subject}>
      <p>{intro}</p>
      <p>{where}</p>
      {lots.length > 0 && (
        <>
          <p>
            <strong>{t("shipped.lotsTitle")}</strong>
          </p>
          <ul>
            {lots.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      <EmailButton href={ordersUrl}>{t("shipped.viewOrders")}</EmailButton>
    </EmailLayout>,
  );
  const text = plainText(language, [
    intro,
    where,
    ...(lots.length > 0 ? [`${t("shipped.lotsTitle")}:\n${lots.map((line) => `- ${line}`).join("\n")}`] : []),
    `${t("shipped.viewOrders")}: ${ordersUrl}`,
  ]);
  return { subject, html, text, template: "order-shipped" };
}

export async function enqueueOrderShipped(order: Order, db: Database | Transaction): Promise<void> {
  if (!order.customer_email) return;
  const language = isLanguage(order.language) ? order.language : "da";
  const items = await db
    .select({ id: orderItems.id, title: orderItems.product_title })
    .from(orderItems)
    .where(eq(orderItems.order_id, order.id))
    .orderBy(asc(orderItems.created_at), asc(orderItems.id));
  const lots = await lotsOfLines(
    items.map((item) => item.id),
    db,
  );
  const lines = items.map((item) => ({ title: item.title, lots: lots.get(item.id) ?? [] }));
  await enqueueEmail({ to: order.customer_email, ...orderShippedMessage(order, language, lines) }, db);
}

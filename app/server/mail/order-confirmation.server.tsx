/**
 * The order confirmation (e-handelsloven § 12): lines, totals with VAT, delivery or pickup,
 * when the card is charged and that food carries no right of withdrawal; and the invoice's
 * number with a link to its PDF.
 */
import { eq } from "drizzle-orm";
import { isLanguage, type Language } from "~/i18n/languages";
import { formatLongDate } from "~/lib/format";
import { formatPrice, parseKroner, vatIncluded } from "~/lib/money";
import { documentPath } from "~/lib/invoices";
import { orderNumber } from "~/lib/orders";
import { config } from "../config.server";
import type { Database, Transaction } from "../db/index.server";
import { orderItems, type Order } from "../db/schema";
import { documentsOfOrder } from "../invoices.server";
import { enqueueEmail } from "./outbox.server";
import { EmailButton, EmailLayout, plainText, renderHtml, type RenderedEmail } from "./templates.server";
import { emailTexts } from "./texts";

type Line = { title: string; quantity: number; unitPrice: number };

export function orderConfirmationMessage(
  order: Order,
  lines: Line[],
  language: Language,
  invoiceNumber: number | null = null,
): RenderedEmail {
  const texts = emailTexts[language].order;
  const number = orderNumber(order.id);
  const price = (ore: number) => formatPrice(ore, language);
  const total = parseKroner(order.total_price);
  const discount = parseKroner(order.discount_amount);
  const freight = parseKroner(order.freight_price);
  const subject = texts.subject.replace("{number}", number);
  const delivery =
    order.delivery_provider === "okoskabet" && order.shed_info
      ? [
          texts.deliveryPickup,
          order.shed_info.name,
          `${order.shed_info.address}, ${order.shed_info.zip} ${order.shed_info.city}`,
        ]
      : [
          texts.deliveryHome,
          order.delivery_address?.name ?? "",
          `${order.delivery_address?.street ?? ""}, ${order.delivery_address?.zip ?? ""} ${order.delivery_address?.city ?? ""}`,
        ];
  if (order.delivery_date)
    delivery.push(texts.deliveryDate.replace("{date}", formatLongDate(order.delivery_date, language)));
  const totals: [string, string][] = [
    [texts.subtotal, price(parseKroner(order.subtotal_price))],
    ...(discount > 0
      ? ([[texts.discount.replace("{code}", order.discount_code ?? ""), price(-discount)]] as [
          string,
          string,
        ][])
      : []),
    [texts.freight, freight === 0 ? texts.freightFree : price(freight)],
    [texts.total, price(total)],
    [texts.vat, price(vatIncluded(total))],
  ];
  const ordersUrl = `${config().publicUrl}/profile?tab=orders`;
  const invoiceUrl = invoiceNumber === null ? null : `${config().publicUrl}${documentPath(invoiceNumber)}`;
  const cell = { padding: "6px 4px", borderBottom: "1px solid #e9dcc0" };

  const html = renderHtml(
    <EmailLayout language={language} title={subject}>
      <p>{texts.intro}</p>
      <p>
        <strong>{texts.number}:</strong> #{number}
        {invoiceUrl && (
          <>
            <br />
            <strong>{texts.invoice}:</strong> {invoiceNumber} ·{" "}
            <a href={invoiceUrl}>{texts.downloadInvoice}</a>
          </>
        )}
      </p>
      <table
        role="presentation"
        width="100%"
        cellPadding={0}
        cellSpacing={0}
        style={{ borderCollapse: "collapse", marginTop: 12 }}
      >
        <thead>
          <tr>
            <th align="left" style={cell}>
              {texts.product}
            </th>
            <th align="right" style={cell}>
              {texts.quantity}
            </th>
            <th align="right" style={cell}>
              {texts.price}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.title}>
              <td style={cell}>{line.title}</td>
              <td align="right" style={cell}>
                {line.quantity}
              </td>
              <td align="right" style={cell}>
                {price(line.unitPrice * line.quantity)}
              </td>
            </tr>
          ))}
          {totals.map(([label, value]) => (
            <tr key={label}>
              <td colSpan={2} align="right" style={{ padding: "4px" }}>
                {label === texts.total ? <strong>{label}</strong> : label}
              </td>
              <td align="right" style={{ padding: "4px" }}>
                {label === texts.total ? <strong>{value}</strong> : value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ marginTop: 20 }}>
        {delivery.map((line, index) => (
          <span key={line}>
            {index === 0 ? <strong>{line}</strong> : line}
            <br />
          </span>
        ))}
      </p>
      <p>{texts.payment}</p>
      <p style={{ fontSize: 13 }}>{texts.withdrawal}</p>
      <EmailButton href={ordersUrl}>{texts.viewOrders}</EmailButton>
    </EmailLayout>,
  );
  const text = plainText(language, [
    texts.intro,
    `${texts.number}: #${number}`,
    ...(invoiceUrl ? [`${texts.invoice}: ${invoiceNumber}\n${texts.downloadInvoice}: ${invoiceUrl}`] : []),
    lines
      .map((line) => `${line.quantity} × ${line.title}  ${price(line.unitPrice * line.quantity)}`)
      .join("\n"),
    totals.map(([label, value]) => `${label}: ${value}`).join("\n"),
    delivery.join("\n"),
    texts.payment,
    texts.withdrawal,
    `${texts.viewOrders}: ${ordersUrl}`,
  ]);
  return { subject, html, text, template: "order-confirmation" };
}

export async function enqueueOrderConfirmation(order: Order, db: Database | Transaction): Promise<void> {
  if (!order.customer_email) return;
  const [lines, documents] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.order_id, order.id)),
    documentsOfOrder(order.id, db),
  ]);
  const invoice = documents.find((document) => document.kind === "invoice");
  const language = isLanguage(order.language) ? order.language : "da";
  await enqueueEmail(
    {
      to: order.customer_email,
      ...orderConfirmationMessage(
        order,
        lines.map((line) => ({
          title: line.product_title,
          quantity: line.quantity,
          unitPrice: parseKroner(line.unit_price),
        })),
        language,
        invoice?.number ?? null,
      ),
    },
    db,
  );
}

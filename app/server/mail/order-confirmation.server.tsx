/**
 * The order confirmation (e-handelsloven § 12): lines, totals with VAT, delivery or pickup,
 * when the card is charged (for an order paid later: when the amount is reserved on the saved
 * card) and that food carries no right of withdrawal; and the invoice's
 * number with a link to its PDF. Each line names its allergens, and each product's
 * particulars follow as the order kept them (EU 1169/2011 Art. 14): the ingredient list with
 * its allergens emphasised (bold in HTML, capitals in the text part), traces, net quantity,
 * storage, and the use-by date (the delivery date plus the shelf life; from delivery when the
 * order has no date yet).
 */
import { IngredientParts } from "~/components/catalogue/ingredient-parts";
import { eq } from "drizzle-orm";
import { isLanguage, type Language } from "~/i18n/languages";
import { allergenNames, type FoodInfo } from "~/lib/food";
import { particularsOf, producerLine, type Particulars } from "~/lib/food-particulars";
import { formatDeliveryDay, formatLongDate } from "~/lib/format";
import { formatPrice, parseKroner, vatIncluded } from "~/lib/money";
import { documentPath } from "~/lib/invoices";
import { orderNumber } from "~/lib/orders";
import { reservationOf } from "~/lib/payment-plan";
import { config } from "../config.server";
import type { Database, Transaction } from "../db/index.server";
import { orderItems, type Order } from "../db/schema.server";
import { calendarSettings } from "../delivery-calendar.server";
import { documentsOfOrder } from "../invoices.server";
import { enqueueEmail } from "./outbox.server";
import { EmailButton, EmailLayout, plainText, renderHtml, type RenderedEmail } from "./templates.server";
import { emailTexts, type EmailTexts } from "./texts.server";

type Line = {
  title: string;
  quantity: number;
  unitPrice: number;
  /** The particulars as sold; null on lines ordered before the order kept them. */
  food: FoodInfo | null;
};

type OrderTexts = EmailTexts["order"];

/** "Indeholder: selleri, sennep", or that it contains none; null while not declared. */
function allergenLine(food: FoodInfo | null, language: Language, texts: OrderTexts): string | null {
  if (!food || food.allergens === null) return null;
  const names = allergenNames(food, language);
  return names.length === 0 ? texts.noAllergens : texts.contains.replace("{list}", names.join(", "));
}

const daysText = (days: number, texts: OrderTexts) =>
  (days === 1 ? texts.day : texts.days).replace("{count}", String(days));

/** The particulars after the ingredient list, one line each. */
function particularLines(
  food: FoodInfo,
  particulars: Particulars,
  language: Language,
  texts: OrderTexts,
): string[] {
  const lines: string[] = [];
  const contains = allergenLine(food, language, texts);
  if (contains) lines.push(contains);
  if (particulars.traces.length > 0)
    lines.push(texts.traces.replace("{list}", particulars.traces.join(", ")));
  if (particulars.netQuantity) lines.push(texts.netQuantity.replace("{quantity}", particulars.netQuantity));
  if (particulars.storage) {
    const afterOpening = particulars.daysAfterOpening
      ? `. ${texts.afterOpening.replace("{days}", daysText(particulars.daysAfterOpening, texts))}`
      : "";
    lines.push(`${texts.storage.replace("{storage}", particulars.storage)}${afterOpening}`);
  }
  if (particulars.useBy) {
    lines.push(
      "date" in particulars.useBy
        ? texts.useBy.replace("{date}", formatLongDate(particulars.useBy.date, language))
        : texts.useByFromDelivery.replace("{days}", daysText(particulars.useBy.days, texts)),
    );
  }
  return lines;
}

/** The ingredient list as plain text: allergens in capitals, as labels without bold do. */
function ingredientPlainText(particulars: Particulars, texts: OrderTexts): string {
  const list = particulars.ingredients
    .map(
      (part) =>
        `${part.emphasised ? part.name.toUpperCase() : part.name}${part.organic ? "*" : ""}${part.percent ? ` (${part.percent})` : ""}`,
    )
    .join(", ");
  return `${texts.ingredients}: ${list}.${particulars.anyOrganic ? ` *${texts.organicNote}` : ""}`;
}

export function orderConfirmationMessage(
  order: Order,
  lines: Line[],
  language: Language,
  invoiceNumber: number | null = null,
  /** A confirmed order's: when its amount is reserved on the saved card. */
  reservedAt: Date | null = null,
): RenderedEmail {
  const texts = emailTexts[language].order;
  const payment = reservedAt
    ? texts.paymentLater.replace("{date}", formatDeliveryDay(reservedAt, language))
    : texts.payment;
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
  const declared = lines.flatMap((line) =>
    line.food
      ? [{ line, food: line.food, particulars: particularsOf(line.food, language, order.delivery_date) }]
      : [],
  );

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
              <td style={cell}>
                {line.title}
                {allergenLine(line.food, language, texts) && (
                  <>
                    <br />
                    <span style={{ fontSize: 13 }}>{allergenLine(line.food, language, texts)}</span>
                  </>
                )}
              </td>
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
      <p>{payment}</p>
      {declared.length > 0 && (
        <>
          <h2 style={{ fontSize: 18, margin: "24px 0 8px" }}>{texts.particulars}</h2>
          {declared.map(({ line, food, particulars }) => (
            <div key={line.title} style={{ marginBottom: 16, fontSize: 14 }}>
              <h3 style={{ fontSize: 16, margin: "0 0 4px" }}>{line.title}</h3>
              {particulars.ingredients.length > 0 && (
                <p style={{ margin: "0 0 4px" }}>
                  <strong>{texts.ingredients}:</strong> <IngredientParts parts={particulars.ingredients} />
                  {particulars.anyOrganic && ` *${texts.organicNote}`}
                </p>
              )}
              {particularLines(food, particulars, language, texts).map((text) => (
                <p key={text} style={{ margin: "0 0 2px" }}>
                  {text}
                </p>
              ))}
            </div>
          ))}
          <p style={{ fontSize: 13 }}>{texts.producer.replace("{producer}", producerLine())}</p>
        </>
      )}
      <p style={{ fontSize: 13 }}>{texts.withdrawal}</p>
      <EmailButton href={ordersUrl}>{texts.viewOrders}</EmailButton>
    </EmailLayout>,
  );
  const text = plainText(language, [
    texts.intro,
    `${texts.number}: #${number}`,
    ...(invoiceUrl ? [`${texts.invoice}: ${invoiceNumber}\n${texts.downloadInvoice}: ${invoiceUrl}`] : []),
    lines
      .map((line) => {
        const allergens = allergenLine(line.food, language, texts);
        return `${line.quantity} × ${line.title}  ${price(line.unitPrice * line.quantity)}${allergens ? `\n   ${allergens}` : ""}`;
      })
      .join("\n"),
    totals.map(([label, value]) => `${label}: ${value}`).join("\n"),
    delivery.join("\n"),
    payment,
    ...(declared.length > 0
      ? [
          texts.particulars.toUpperCase(),
          ...declared.map(({ line, food, particulars }) =>
            [
              line.title,
              ...(particulars.ingredients.length > 0 ? [ingredientPlainText(particulars, texts)] : []),
              ...particularLines(food, particulars, language, texts),
            ].join("\n"),
          ),
          texts.producer.replace("{producer}", producerLine()),
        ]
      : []),
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
          food: line.food,
        })),
        language,
        invoice?.number ?? null,
        reservationOf(order, await calendarSettings(db)),
      ),
    },
    db,
  );
}

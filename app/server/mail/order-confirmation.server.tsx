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
import { emailTranslator } from "~/i18n/email/index.server";
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

type Line = {
  title: string;
  quantity: number;
  unitPrice: number;
  /** The particulars as sold; null on lines ordered before the order kept them. */
  food: FoodInfo | null;
};

type T = ReturnType<typeof emailTranslator>;

/** "Indeholder: selleri, sennep", or that it contains none; null while not declared. */
function allergenLine(food: FoodInfo | null, language: Language, t: T): string | null {
  if (!food || food.allergens === null) return null;
  const names = allergenNames(food, language);
  return names.length === 0 ? t("order.noAllergens") : t("order.contains", { list: names.join(", ") });
}

const daysText = (days: number, t: T) => t("order.days", { count: days });

/** The particulars after the ingredient list, one line each. */
function particularLines(food: FoodInfo, particulars: Particulars, language: Language, t: T): string[] {
  const lines: string[] = [];
  const contains = allergenLine(food, language, t);
  if (contains) lines.push(contains);
  if (particulars.traces.length > 0) lines.push(t("order.traces", { list: particulars.traces.join(", ") }));
  if (particulars.netQuantity) lines.push(t("order.netQuantity", { quantity: particulars.netQuantity }));
  if (particulars.storage) {
    const afterOpening = particulars.daysAfterOpening
      ? `. ${t("order.afterOpening", { days: daysText(particulars.daysAfterOpening, t) })}`
      : "";
    lines.push(`${t("order.storage", { storage: particulars.storage })}${afterOpening}`);
  }
  if (particulars.useBy) {
    lines.push(
      "date" in particulars.useBy
        ? t("order.useBy", { date: formatLongDate(particulars.useBy.date, language) })
        : t("order.useByFromDelivery", { days: daysText(particulars.useBy.days, t) }),
    );
  }
  return lines;
}

/** The ingredient list as plain text: allergens in capitals, as labels without bold do. */
function ingredientPlainText(particulars: Particulars, t: T): string {
  const list = particulars.ingredients
    .map(
      (part) =>
        `${part.emphasised ? part.name.toUpperCase() : part.name}${part.organic ? "*" : ""}${part.percent ? ` (${part.percent})` : ""}`,
    )
    .join(", ");
  return `${t("order.ingredients")}: ${list}.${particulars.anyOrganic ? ` *${t("order.organicNote")}` : ""}`;
}

export function orderConfirmationMessage(
  order: Order,
  lines: Line[],
  language: Language,
  invoiceNumber: number | null = null,
  /** A confirmed order's: when its amount is reserved on the saved card. */
  reservedAt: Date | null = null,
): RenderedEmail {
  const t = emailTranslator(language);
  const payment = reservedAt
    ? t("order.paymentLater", { date: formatDeliveryDay(reservedAt, language) })
    : t("order.payment");
  const number = orderNumber(order.id);
  const price = (ore: number) => formatPrice(ore, language);
  const total = parseKroner(order.total_price);
  const discount = parseKroner(order.discount_amount);
  const freight = parseKroner(order.freight_price);
  const subject = t("order.subject", { number });
  const delivery =
    order.delivery_provider === "okoskabet" && order.shed_info
      ? [
          t("order.deliveryPickup"),
          order.shed_info.name,
          `${order.shed_info.address}, ${order.shed_info.zip} ${order.shed_info.city}`,
        ]
      : [
          t("order.deliveryHome"),
          order.delivery_address?.name ?? "",
          `${order.delivery_address?.street ?? ""}, ${order.delivery_address?.zip ?? ""} ${order.delivery_address?.city ?? ""}`,
        ];
  if (order.delivery_date)
    delivery.push(t("order.deliveryDate", { date: formatLongDate(order.delivery_date, language) }));
  const totals: [string, string][] = [
    [t("order.subtotal"), price(parseKroner(order.subtotal_price))],
    ...(discount > 0
      ? ([[t("order.discount", { code: order.discount_code ?? "" }), price(-discount)]] as [string, string][])
      : []),
    [t("order.freight"), freight === 0 ? t("order.freightFree") : price(freight)],
    [t("order.total"), price(total)],
    [t("order.vat"), price(vatIncluded(total))],
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
      <p>{t("order.intro")}</p>
      <p>
        <strong>{t("order.number")}:</strong> #{number}
        {invoiceUrl && (
          <>
            <br />
            <strong>{t("order.invoice")}:</strong> {invoiceNumber} ·{" "}
            <a href={invoiceUrl}>{t("order.downloadInvoice")}</a>
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
              {t("order.product")}
            </th>
            <th align="right" style={cell}>
              {t("order.quantity")}
            </th>
            <th align="right" style={cell}>
              {t("order.price")}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.title}>
              <td style={cell}>
                {line.title}
                {allergenLine(line.food, language, t) && (
                  <>
                    <br />
                    <span style={{ fontSize: 13 }}>{allergenLine(line.food, language, t)}</span>
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
                {label === t("order.total") ? <strong>{label}</strong> : label}
              </td>
              <td align="right" style={{ padding: "4px" }}>
                {label === t("order.total") ? <strong>{value}</strong> : value}
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
          <h2 style={{ fontSize: 18, margin: "24px 0 8px" }}>{t("order.particulars")}</h2>
          {declared.map(({ line, food, particulars }) => (
            <div key={line.title} style={{ marginBottom: 16, fontSize: 14 }}>
              <h3 style={{ fontSize: 16, margin: "0 0 4px" }}>{line.title}</h3>
              {particulars.ingredients.length > 0 && (
                <p style={{ margin: "0 0 4px" }}>
                  <strong>{t("order.ingredients")}:</strong>{" "}
                  <IngredientParts parts={particulars.ingredients} />
                  {particulars.anyOrganic && ` *${t("order.organicNote")}`}
                </p>
              )}
              {particularLines(food, particulars, language, t).map((text) => (
                <p key={text} style={{ margin: "0 0 2px" }}>
                  {text}
                </p>
              ))}
            </div>
          ))}
          <p style={{ fontSize: 13 }}>{t("order.producer", { producer: producerLine() })}</p>
        </>
      )}
      <p style={{ fontSize: 13 }}>{t("order.withdrawal")}</p>
      <EmailButton href={ordersUrl}>{t("order.viewOrders")}</EmailButton>
    </EmailLayout>,
  );
  const text = plainText(language, [
    t("order.intro"),
    `${t("order.number")}: #${number}`,
    ...(invoiceUrl
      ? [`${t("order.invoice")}: ${invoiceNumber}\n${t("order.downloadInvoice")}: ${invoiceUrl}`]
      : []),
    lines
      .map((line) => {
        const allergens = allergenLine(line.food, language, t);
        return `${line.quantity} × ${line.title}  ${price(line.unitPrice * line.quantity)}${allergens ? `\n   ${allergens}` : ""}`;
      })
      .join("\n"),
    totals.map(([label, value]) => `${label}: ${value}`).join("\n"),
    delivery.join("\n"),
    payment,
    ...(declared.length > 0
      ? [
          t("order.particulars").toUpperCase(),
          ...declared.map(({ line, food, particulars }) =>
            [
              line.title,
              ...(particulars.ingredients.length > 0 ? [ingredientPlainText(particulars, t)] : []),
              ...particularLines(food, particulars, language, t),
            ].join("\n"),
          ),
          t("order.producer", { producer: producerLine() }),
        ]
      : []),
    t("order.withdrawal"),
    `${t("order.viewOrders")}: ${ordersUrl}`,
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

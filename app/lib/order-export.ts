/**
 * The customer's order history as CSV: order id, date, status, total, products. Written with
 * a CSV library, so a comma, a quote or a line break in a product title stays in its cell.
 */
import type { Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translate";
import { csvDocument, csvFilename } from "./csv";
import { formatShortDate } from "./format";
import { toKronerString } from "./money";
import { isKnownOrderStatus } from "./orders";
import "~/i18n/areas/profile";

export type ExportableOrder = {
  id: string;
  createdAt: string;
  status: string;
  total: number;
  items: { title: string; quantity: number }[];
};

export function ordersCsv(orders: ExportableOrder[], t: Translate, language: Language): string {
  const header = [
    t("profile.csvColumns.id"),
    t("profile.csvColumns.date"),
    t("profile.csvColumns.status"),
    t("profile.csvColumns.total"),
    t("profile.csvColumns.products"),
  ];
  const rows = orders.map((order) => [
    order.id,
    formatShortDate(order.createdAt, language),
    isKnownOrderStatus(order.status) ? t(`profile.status.${order.status}`) : order.status,
    toKronerString(order.total),
    order.items.map((item) => `${item.quantity} × ${item.title}`).join("; "),
  ]);
  return csvDocument([header, ...rows]);
}

/** "krukke-ordrer-2026-11-21.csv": named by today's date. */
export function ordersCsvFilename(today: Date, language: Language): string {
  return csvFilename(language === "da" ? "ordrer" : "orders", today);
}

import { adminTranslator } from "~/i18n/admin";
import { csvDocument } from "~/lib/csv";
import { isUuid } from "~/lib/ids";
import { orderNumber } from "~/lib/orders";
import { csvResponse, notFound } from "~/lib/responses";
import { recallRecord } from "~/server/admin/recalls.server";
import { resolveLanguage } from "~/server/language.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.tilbagekaldelser.$id.csv";

/**
 * A recall's orders as CSV for Fødevarestyrelsen: a row per order it reached, with the customer,
 * the jars and their lots, when the order was shipped and when the customer was told (the
 * recall's e-mail sent; empty while it waits or when the order was not shipped and kept).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const record = isUuid(params.id) ? await recallRecord(params.id) : null;
  if (!record) throw notFound();
  const { language } = resolveLanguage(request);
  const t = adminTranslator(language);
  const csv = csvDocument([
    [
      t("recalls.order"),
      t("recalls.customer"),
      t("recalls.email"),
      t("recalls.jars"),
      t("recalls.lot"),
      t("recalls.shippedOn"),
      t("recalls.toldOn"),
      t("recalls.outcome"),
    ],
    ...record.orders.map((order) => [
      orderNumber(order.orderId),
      order.customerName ?? "",
      order.customerEmail ?? "",
      String(order.jars),
      order.lots.join(" "),
      order.shippedOn ?? "",
      order.toldAt?.toISOString() ?? "",
      t(`recalls.outcomes.${order.outcome}`),
    ]),
  ]);
  const lots = record.lots.map((lot) => lot.lotCode).join("-");
  return csvResponse(csv, `krukke-${t("recalls.csvName")}-${lots || record.recall.id.slice(0, 8)}.csv`);
}

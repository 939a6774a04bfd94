import { adminTranslator } from "~/i18n/admin";
import { csvDocument } from "~/lib/csv";
import { isDate } from "~/lib/copenhagen";
import { csvResponse, notFound } from "~/lib/responses";
import { packingLists } from "~/server/admin/production.server";
import { resolveLanguage } from "~/server/language.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.produktion.$date.csv";

/** A delivery day's packing lists as CSV: a row per order line, by locker or route. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  if (!isDate(params.date)) throw notFound();
  const { language } = resolveLanguage(request);
  const t = adminTranslator(language);
  const lists = await packingLists(params.date);
  const csv = csvDocument([
    [
      t("production.packingLists"),
      t("production.order"),
      t("production.customer"),
      t("production.phone"),
      t("production.address"),
      t("production.product"),
      t("orders.quantity"),
    ],
    ...lists.flatMap((list) =>
      list.orders.flatMap((order) =>
        order.lines.map((line) => [
          t(list.kind === "locker" ? "production.locker" : "production.route", { name: list.name }),
          order.number,
          order.customer,
          order.phone ?? "",
          `${order.street}, ${order.zip} ${order.city}`,
          line.title,
          String(line.quantity),
        ]),
      ),
    ),
  ]);
  return csvResponse(csv, `krukke-${language === "da" ? "pakkelister" : "packing-lists"}-${params.date}.csv`);
}

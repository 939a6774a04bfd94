import { adminTranslator } from "~/i18n/admin";
import { isDate } from "~/lib/copenhagen";
import { csvDocument } from "~/lib/csv";
import { isUuid } from "~/lib/ids";
import { csvResponse, notFound } from "~/lib/responses";
import { resolveLanguage } from "~/server/language.server";
import { pickupList } from "~/server/season-menus/kitchen.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.saesonmenuer.$id.afhentning.$place.$date.csv";

/** Who picks up a season menu at a place on a day, as CSV. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const list =
    isUuid(params.id) && isUuid(params.place) && isDate(params.date)
      ? await pickupList(params.id, params.place, params.date)
      : null;
  if (!list) throw notFound();
  const { language } = resolveLanguage(request);
  const t = adminTranslator(language);
  const csv = csvDocument([
    [
      t("seasonKitchen.name"),
      t("seasonKitchen.phone"),
      t("seasonKitchen.coversColumn"),
      t("seasonKitchen.order"),
      t("seasonKitchen.locker"),
      t("seasonKitchen.paid"),
    ],
    ...list.entries.map((entry) => [
      entry.name,
      entry.phone ?? "",
      String(entry.covers),
      entry.number,
      entry.locker ?? "",
      entry.paid ? t("seasonKitchen.yes") : t("seasonKitchen.no"),
    ]),
  ]);
  return csvResponse(csv, `krukke-${language === "da" ? "afhentning" : "pickup"}-${list.date}.csv`);
}

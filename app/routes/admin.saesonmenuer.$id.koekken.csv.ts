import { adminTranslator } from "~/i18n/admin";
import { localized } from "~/i18n/localized";
import { csvDocument } from "~/lib/csv";
import { isUuid } from "~/lib/ids";
import { csvResponse, notFound } from "~/lib/responses";
import { resolveLanguage } from "~/server/language.server";
import { seasonProduction } from "~/server/season-menus/kitchen.server";
import { requireAdmin } from "~/server/session.server";
import type { Route } from "./+types/admin.saesonmenuer.$id.koekken.csv";

/** A season menu's production list as CSV: a row per pickup day and course. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const production = isUuid(params.id) ? await seasonProduction(params.id) : null;
  if (!production) throw notFound();
  const { language } = resolveLanguage(request);
  const t = adminTranslator(language);
  const csv = csvDocument([
    [
      t("seasonKitchen.pickupDate"),
      t("seasonKitchen.coversColumn"),
      t("seasonKitchen.course"),
      t("production.product"),
      t("seasonKitchen.jars"),
      t("seasonKitchen.pendingJars"),
    ],
    ...production.days.flatMap((day) =>
      day.courses.map((course) => [
        day.date,
        String(day.covers),
        localized(course.label, course.labelEn, language),
        course.title,
        String(course.jars),
        String(course.pendingJars),
      ]),
    ),
  ]);
  return csvResponse(csv, `krukke-${production.menu.slug}-${language === "da" ? "koekken" : "kitchen"}.csv`);
}

/**
 * The e-mail two days before a season menu's pickup: where and when (the place's address and
 * its opening hours that day, or the locker), the order number, and the menu's heating
 * instructions.
 */
import { emailTranslator } from "~/i18n/email/index.server";
import type { Language } from "~/i18n/languages";
import { localized } from "~/i18n/localized";
import { formatDeliveryDay } from "~/lib/format";
import { orderNumber } from "~/lib/orders";
import { config } from "../config.server";
import type { Order, SeasonMenu, SeasonMenuDay, SeasonMenuPlace } from "../db/schema.server";
import { EmailButton, EmailLayout, plainText, renderHtml, type RenderedEmail } from "./templates.server";

export type PickupOf = {
  order: Order;
  menu: Pick<SeasonMenu, "name" | "name_en" | "heating" | "heating_en">;
  place: Pick<SeasonMenuPlace, "kind" | "name" | "name_en" | "address">;
  day: Pick<SeasonMenuDay, "opens" | "closes">;
};

export function pickupReminderMessage(pickup: PickupOf, language: Language): RenderedEmail {
  const { order, menu, place, day } = pickup;
  const t = emailTranslator(language);
  const name = localized(menu.name, menu.name_en, language);
  const number = orderNumber(order.id);
  const date = formatDeliveryDay(order.delivery_date!, language);
  const subject = t("pickup.subject", { menu: name, date, number });
  const intro = t("pickup.intro", { menu: name, covers: order.covers ?? 0, number });
  const where =
    place.kind === "lockers" && order.shed_info
      ? [
          t("pickup.locker", {
            locker: order.shed_info.name,
            address: `${order.shed_info.address}, ${order.shed_info.zip} ${order.shed_info.city}`,
            date,
          }),
        ]
      : [
          t("pickup.place", {
            place: localized(place.name, place.name_en, language),
            address: place.address,
          }),
          t("pickup.hours", { date, opens: day.opens, closes: day.closes }),
        ];
  const heating = localized(menu.heating, menu.heating_en, language);
  const ordersUrl = `${config().publicUrl}/profile?tab=orders`;
  const html = renderHtml(
    <EmailLayout language={language} title={subject}>
      <p>{intro}</p>
      {where.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {heating && (
        <>
          <h2>{t("pickup.heating")}</h2>
          {heating.split("\n").map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </>
      )}
      <EmailButton href={ordersUrl}>{t("pickup.viewOrders")}</EmailButton>
    </EmailLayout>,
  );
  const text = plainText(language, [
    intro,
    ...where,
    ...(heating ? [`${t("pickup.heating")}:`, heating] : []),
    `${t("pickup.viewOrders")}: ${ordersUrl}`,
  ]);
  return { subject, html, text, template: "pickup-reminder" };
}

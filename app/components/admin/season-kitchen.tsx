import { Link } from "react-router";
import { AdminPage, Panel } from "~/components/admin/admin-page";
import { PrintableActions } from "~/components/admin/printable-actions";
import { useLanguage } from "~/hooks/use-root-data";
import { useAdminTranslation } from "~/i18n/admin";
import { localized } from "~/i18n/localized";
import { formatDeliveryDay } from "~/lib/format";
import type { MenuProduction, PickupList } from "~/lib/season-kitchen";

/**
 * A season menu's production list: per pickup day, the covers and the jars of each course to
 * cook, and each place's covers against its capacity with a link to its pickup list. Printable
 * and as CSV.
 */
export function SeasonProductionPage({ loaderData }: { loaderData: MenuProduction }) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const { menu, days } = loaderData;
  const base = `/admin/saesonmenuer/${menu.id}`;
  return (
    <AdminPage
      title={t("seasonKitchen.title", { menu: localized(menu.name, menu.name_en, language) })}
      actions={<PrintableActions csvHref={`${base}/koekken/csv`} backTo={base} />}
    >
      <p className="text-muted">{t("seasonKitchen.intro")}</p>
      {days.length === 0 ? (
        <Panel>
          <p className="text-muted">{t("seasonKitchen.noDays")}</p>
        </Panel>
      ) : (
        days.map((day) => (
          <Panel
            key={day.date}
            title={t("seasonKitchen.day", { date: formatDeliveryDay(day.date, language) })}
            className="break-inside-avoid print:border-0 print:p-0"
          >
            <p className="font-semibold">{t("seasonKitchen.covers", { count: day.covers })}</p>
            {day.pendingCovers > 0 && (
              <p className="text-sm text-muted">
                {t("seasonKitchen.pendingCovers", { count: day.pendingCovers })}
              </p>
            )}
            <table className="mt-3 w-full text-left text-sm" data-testid={`production-${day.date}`}>
              <thead>
                <tr className="border-b border-cream-300">
                  <th scope="col" className="py-2 pr-3">
                    {t("seasonKitchen.course")}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    {t("seasonKitchen.jars")}
                  </th>
                  <th scope="col" className="py-2 text-right">
                    {t("seasonKitchen.pendingJars")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {day.courses.map((course) => (
                  <tr key={course.productId} className="border-b border-cream-200">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {localized(course.label, course.labelEn, language)}
                      {course.title && <span className="block font-normal text-muted">{course.title}</span>}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">{course.jars}</td>
                    <td className="py-2 text-right tabular-nums">{course.pendingJars}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <h3 className="mt-4 font-semibold">{t("seasonKitchen.pickupList")}</h3>
            <ul className="mt-1 space-y-1 text-sm">
              {day.places.map((place) => (
                <li key={place.id}>
                  <Link
                    to={`${base}/afhentning/${place.id}/${day.date}`}
                    className="underline underline-offset-2 print:no-underline"
                  >
                    {place.name}
                  </Link>{" "}
                  <span className="text-muted">
                    {t("seasonKitchen.used", { covers: place.covers, capacity: place.capacity })}
                  </span>
                </li>
              ))}
            </ul>
          </Panel>
        ))
      )}
    </AdminPage>
  );
}

/**
 * Who picks up a season menu at a place on a day, by name: phone, covers, order number and
 * whether it is paid (the locker, at the lockers). Printable and as CSV.
 */
export function SeasonPickupPage({ loaderData }: { loaderData: PickupList }) {
  const { t } = useAdminTranslation();
  const language = useLanguage();
  const { menu, place, date, opens, closes, entries } = loaderData;
  const lockers = place.kind === "lockers";
  return (
    <AdminPage
      title={t("seasonKitchen.pickupTitle", {
        place: localized(place.name, place.name_en, language),
        date: formatDeliveryDay(date, language),
      })}
      actions={
        <PrintableActions
          csvHref={`/admin/saesonmenuer/${menu.id}/afhentning/${place.id}/${date}/csv`}
          backTo={`/admin/saesonmenuer/${menu.id}/koekken`}
        />
      }
    >
      <p className="text-muted">
        {localized(menu.name, menu.name_en, language)} ·{" "}
        {t("seasonKitchen.hours", { opens, closes, address: place.address })}
      </p>
      <Panel className="print:border-0 print:p-0">
        {entries.length === 0 ? (
          <p className="text-muted">{t("seasonKitchen.noPickups")}</p>
        ) : (
          <table className="w-full text-left text-sm" data-testid="pickup-list">
            <thead>
              <tr className="border-b border-cream-300">
                <th scope="col" className="py-2 pr-3">
                  {t("seasonKitchen.name")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("seasonKitchen.phone")}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t("seasonKitchen.coversColumn")}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t("seasonKitchen.order")}
                </th>
                {lockers && (
                  <th scope="col" className="py-2 pr-3">
                    {t("seasonKitchen.locker")}
                  </th>
                )}
                <th scope="col" className="py-2">
                  {t("seasonKitchen.paid")}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-cream-200">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {entry.name}
                  </th>
                  <td className="py-2 pr-3">{entry.phone}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{entry.covers}</td>
                  <td className="py-2 pr-3">
                    <Link
                      to={`/admin/ordrer/${entry.id}`}
                      className="underline underline-offset-2 print:no-underline"
                    >
                      #{entry.number}
                    </Link>
                  </td>
                  {lockers && <td className="py-2 pr-3">{entry.locker}</td>}
                  <td className="py-2">{entry.paid ? t("seasonKitchen.yes") : t("seasonKitchen.no")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </AdminPage>
  );
}

import { DEFAULT_CALENDAR } from "~/lib/delivery-calendar";
import { deliveryDayValues } from "~/lib/delivery-weekdays";
import { useLanguage, useRootData } from "./use-root-data";

/**
 * The delivery weekdays of the calendar's settings, as texts name them (`{{deliveryDays}}`,
 * `{{deliveryDayChoice}}`): the root loader reads the settings on the server.
 */
export function useDeliveryDayValues() {
  const weekdays = useRootData()?.deliveryWeekdays ?? DEFAULT_CALENDAR.weekdays;
  return deliveryDayValues(weekdays, useLanguage());
}

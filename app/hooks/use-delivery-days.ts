import { useLanguage, useRootData } from "./use-root-data";

/**
 * The delivery weekdays of the calendar's settings as texts name them (`{{deliveryDays}}`,
 * `{{deliveryDayChoice}}`), which the root loader writes on the server in both languages, so
 * no page's script formats them. (No root data: the root's error page, which names no days.)
 */
export function useDeliveryDayValues() {
  const days = useRootData()?.deliveryDays;
  const language = useLanguage();
  return days?.[language] ?? {};
}

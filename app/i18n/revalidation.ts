import type { ShouldRevalidateFunctionArgs } from "react-router";
import { LANGUAGE_ACTION } from "./languages";

/**
 * For routes whose data carries both languages: switching language needs no new data, so
 * only the root loader runs again. Export it as the route's `shouldRevalidate`.
 */
export function keepDataOnLanguageChange({
  formAction,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formAction === LANGUAGE_ACTION ? false : defaultShouldRevalidate;
}

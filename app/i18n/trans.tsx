import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";
import type { TextKey } from "./translate";
import { useTranslation } from "./use-translation";

const TAG = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A text with elements in it: "Jeg accepterer <terms>handelsbetingelserne</terms>" with
 * `components={{ terms: <Link to="/handelsbetingelser" /> }}` puts the tag's words inside that
 * element. A tag without a component stays plain text.
 */
export function Trans({
  i18nKey,
  components,
}: {
  i18nKey: TextKey;
  components: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey) as string;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = "", words = ""] = match;
    parts.push(text.slice(last, match.index));
    const element = components[name];
    parts.push(element ? cloneElement(element, { key: parts.length }, words) : words);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}

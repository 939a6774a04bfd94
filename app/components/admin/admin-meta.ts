import type { MetaDescriptor } from "react-router";
import { adminTranslator } from "~/i18n/admin";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import { rootDataFrom } from "~/i18n/meta";
import type { Translate } from "~/i18n/translate";

/** A back-office page's title; the back office is never indexed. */
export function adminMeta(
  args: { matches: Parameters<typeof rootDataFrom>[0] },
  title: (t: Translate<"admin">) => string,
): MetaDescriptor[] {
  const t = adminTranslator(rootDataFrom(args.matches)?.language ?? DEFAULT_LANGUAGE);
  return [
    { title: `${title(t)} | ${t("title")} | Krukke` },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

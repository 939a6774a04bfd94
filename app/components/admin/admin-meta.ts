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

/** The back-office sections with an edit page (products, recipes, blog posts). */
export type EditSection = "products" | "recipes" | "posts";

/** An edit page's heading: the item's title, or the section's "new" for one not yet saved. */
export function editPageTitle(
  t: Translate<"admin">,
  section: EditSection,
  item: { title: string } | null | undefined,
): string {
  return item ? t(`${section}.editTitle`, { title: item.title }) : t(`${section}.new`);
}

/** An edit page's meta, from its loader's `item` (see editPageData). */
export function editPageMeta(
  args: { matches: Parameters<typeof rootDataFrom>[0]; data?: { item: { title: string } | null } },
  section: EditSection,
): MetaDescriptor[] {
  return adminMeta(args, (t) => editPageTitle(t, section, args.data?.item));
}

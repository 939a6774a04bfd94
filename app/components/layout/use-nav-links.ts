import { useLanguage, useRootData } from "~/hooks/use-root-data";
import { localized } from "~/i18n/localized";
import { useTranslation } from "~/i18n/use-translation";
import { NAV_LINKS } from "./nav-links";

/**
 * The main navigation, in the header, the mobile menu and the footer's quick links: the fixed
 * links, then the season menu on sale by its name (none when nothing is on sale).
 */
export function useNavLinks(): { to: string; label: string }[] {
  const { t } = useTranslation();
  const language = useLanguage();
  const menu = useRootData()?.seasonMenu;
  const links: { to: string; label: string }[] = NAV_LINKS.map((link) => ({
    to: link.to,
    label: t(`nav.${link.key}`),
  }));
  if (menu) links.push({ to: `/${menu.slug}`, label: localized(menu.name, menu.nameEn, language) });
  return links;
}

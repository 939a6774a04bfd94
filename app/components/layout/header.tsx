import { useTranslation } from "~/i18n/use-translation";
import { Link, NavLink } from "react-router";
import { useRootData } from "~/hooks/use-root-data";
import { AccountButton } from "./account-button";
import { CartButton } from "./cart-button";
import { HeaderSearch } from "./header-search";
import { LanguageToggle } from "./language-toggle";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { useNavLinks } from "./use-nav-links";
import { UserMenu } from "./user-menu";

/** The header on every page: it stays at the top while the page scrolls. */
export function Header() {
  const { t } = useTranslation();
  const navLinks = useNavLinks();
  const user = useRootData()?.user;
  return (
    <header className="sticky top-0 z-40 border-b border-cream-300 bg-cream-50/95 backdrop-blur supports-[backdrop-filter]:bg-cream-50/80">
      {/* The search field sits in the row on wide screens and wraps to a row of its own on the rest. */}
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
        <Link to="/" aria-label={t("nav.logoLabel")} className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <nav aria-label={t("nav.main")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    `rounded-full px-3 py-2 text-[0.95rem] transition-colors ${isActive ? "bg-forest-50 font-semibold text-forest-800" : "text-ink hover:bg-cream-200"}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch className="order-last basis-full md:ml-auto md:max-w-md 2xl:order-none 2xl:ml-0 2xl:max-w-xs 2xl:flex-1 2xl:basis-auto" />
        <div className="ml-auto flex items-center gap-2">
          <LanguageToggle className="hidden sm:block" />
          <div className="hidden sm:block">
            {user ? <UserMenu label={user.name.trim() || user.email} /> : <AccountButton />}
          </div>
          <CartButton />
          <MobileMenu className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}

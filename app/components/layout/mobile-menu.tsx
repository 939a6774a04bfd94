import { Icon } from "~/components/ui/icon";
import { useState } from "react";
import { useTranslation } from "~/i18n/use-translation";
import { Form, NavLink } from "react-router";
import { OnDemandDialog } from "~/components/ui/on-demand-dialog";
import { useRootData } from "~/hooks/use-root-data";
import { AccountButton } from "./account-button";
import { LanguageToggle } from "./language-toggle";
import { useNavLinks } from "./use-nav-links";

/** The menu for small screens: a panel from the right, an accessible dialog. */
export function MobileMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const navLinks = useNavLinks();
  const [open, setOpen] = useState(false);
  const user = useRootData()?.user;
  return (
    <OnDemandDialog
      open={open}
      onOpenChange={setOpen}
      trigger={(props) => (
        <button
          {...props}
          className={`inline-flex h-11 w-11 items-center justify-center rounded-full text-forest-800 hover:bg-cream-200 ${className ?? ""}`}
          aria-label={t("nav.openMenu")}
        >
          <Icon name="menu" className="h-6 w-6" />
        </button>
      )}
      title={t("nav.menu")}
      closeLabel={t("nav.closeMenu")}
      className="animate-sheet-in fixed inset-y-0 right-0 z-50 flex w-full max-w-xs flex-col gap-6 bg-cream-50 p-6 shadow-xl"
      headerClassName="flex items-center justify-between"
      titleClassName="font-serif text-xl font-semibold text-forest-800"
    >
      <nav aria-label={t("nav.main")}>
        <ul className="flex flex-col gap-1">
          <li>
            <MenuLink to="/" end onNavigate={() => setOpen(false)}>
              {t("nav.home")}
            </MenuLink>
          </li>
          {navLinks.map((link) => (
            <li key={link.to}>
              <MenuLink to={link.to} onNavigate={() => setOpen(false)}>
                {link.label}
              </MenuLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-auto flex flex-col items-start gap-4">
        <LanguageToggle />
        {user ? (
          <div className="flex w-full flex-col gap-2 border-t border-cream-300 pt-4">
            <p className="truncate text-sm text-muted">{user.name.trim() || user.email}</p>
            <MenuLink to="/profile" onNavigate={() => setOpen(false)}>
              {t("nav.myProfile")}
            </MenuLink>
            <Form method="post" action="/logout" onSubmit={() => setOpen(false)}>
              <button
                type="submit"
                className="block w-full rounded-lg px-3 py-2.5 text-left text-lg text-ink hover:bg-cream-200"
              >
                {t("nav.logout")}
              </button>
            </Form>
          </div>
        ) : (
          <AccountButton />
        )}
      </div>
    </OnDemandDialog>
  );
}

function MenuLink({
  to,
  end,
  onNavigate,
  children,
}: {
  to: string;
  end?: boolean;
  onNavigate: () => void;
  children: React.ReactNode;
}) {
  return (
    <NavLink
      to={to}
      end={end}
      onClick={onNavigate}
      className={({ isActive }) =>
        `block rounded-lg px-3 py-2.5 text-lg ${isActive ? "bg-forest-50 font-semibold text-forest-800" : "text-ink hover:bg-cream-200"}`
      }
    >
      {children}
    </NavLink>
  );
}

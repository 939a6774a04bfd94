import { Icon } from "~/components/ui/icon";
import { useEffect } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { useHydrated } from "~/hooks/use-hydrated";
import { useOnDemand } from "~/hooks/use-on-demand";

const loadDropdown = () => import("./user-menu-dropdown");

/**
 * The signed-in user's menu: name or e-mail, 'Min profil' and 'Log ud'. Its code (a Radix
 * dropdown positioned by floating-ui, a sixth of a page's script) loads once the page runs, and
 * only for signed-in visitors. Until then, or without scripts, it links to the profile page,
 * which can sign out.
 */
export function UserMenu({ label }: { label: string }) {
  const hydrated = useHydrated();
  const { module, load } = useOnDemand(loadDropdown);
  useEffect(() => {
    if (hydrated) load().catch(() => {}); // Offline: the link to the profile stays.
  }, [hydrated, load]);
  const trigger = buttonClasses({ variant: "outline", size: "sm", className: "max-w-48" });
  const Dropdown = module?.UserMenuDropdown;
  if (Dropdown) return <Dropdown label={label} triggerClassName={trigger} />;
  return (
    <Link to="/profile" className={trigger}>
      <Icon name="user-round" className="h-4 w-4 shrink-0" />
      <span className="truncate">{label}</span>
    </Link>
  );
}

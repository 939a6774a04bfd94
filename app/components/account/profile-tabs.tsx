import { clsx } from "clsx";
import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import "~/i18n/areas/profile";

export type ProfileTab = "profile" | "orders";

/** The two tabs are links (?tab=orders), so they can be linked to and work without JavaScript. */
export function ProfileTabs({ current }: { current: ProfileTab }) {
  const { t } = useTranslation();
  const tabs: { id: ProfileTab; label: string; to: string }[] = [
    { id: "profile", label: t("profile.profileTab"), to: "/profile" },
    { id: "orders", label: t("profile.ordersTab"), to: "/profile?tab=orders" },
  ];
  return (
    <nav aria-label={t("profile.tabsLabel")} className="border-b border-cream-300">
      <ul className="-mb-px flex gap-2">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to={tab.to}
              aria-current={tab.id === current ? "page" : undefined}
              preventScrollReset
              className={clsx(
                "inline-block border-b-2 px-4 py-2.5 font-medium",
                tab.id === current
                  ? "border-forest-700 text-forest-800"
                  : "border-transparent text-muted hover:text-forest-800",
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
